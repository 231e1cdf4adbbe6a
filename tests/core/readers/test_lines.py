"""Lines of a text file as the reader takes them.

The line an error names is the line a text editor shows, whatever precedes it: blank or
whitespace-only lines, a byte-order mark alone on the first line, old Mac line ends,
decimal commas. Lines longer than the reader's buffers (a field of several megabytes, a
row wider than a block, a header longer than the sniffed prefix) are read; a line too
long for any buffer is named by file, line and column in plain words.
"""

import gzip

import pytest

from core.errors import LoadError, MissingValueError
from core.readers import reading, text_parse
from core.readers.loading import load
from core.readers.reading import PREFIX_BYTES

BOM = b"\xef\xbb\xbf"


def fails(data, **options) -> LoadError:
    with pytest.raises(LoadError) as info:
        load(data, name="f.csv", **options)
    return info.value


def where(error: LoadError):
    return error.line, error.column, error.value


# ---- decimal commas -------------------------------------------------------------------


def test_a_word_in_a_decimal_comma_file_is_named_not_its_first_number():
    error = fails(b"id;score;label\na;0,9;1\nb;0,8;0\nc;x;1\n")
    assert where(error) == (4, "score", "x")
    assert str(error) == 'f.csv line 4, column "score": \'x\' is not a number'


def test_a_decimal_point_late_in_a_decimal_comma_file_is_named():
    rows = b"".join(b"0,%d;%d\n" % (i % 9 + 1, i % 2) for i in range(600))
    error = fails(b"score;label\n" + rows + b"0.5;1\n" + rows)
    assert where(error) == (602, "score", "0.5")
    assert "use a decimal comma" in str(error)


# ---- what precedes the header ------------------------------------------------------------


@pytest.mark.parametrize("lead", [b" \n", b"\t\r\n", BOM + b"\n", BOM + b"  \n", b"\n \n"])
def test_lines_before_the_header_count(lead):
    lines = lead.count(b"\n")
    error = fails(lead + b"score,label\n0.9,1\n0.8,0\nbad,1\n")
    assert where(error) == (lines + 4, "score", "bad")


@pytest.mark.parametrize("lead", [b" \n", BOM + b"\n"])
def test_lines_before_the_header_of_a_quoted_file_count(lead):
    error = fails(lead + b'id,score,label\n"a",0.9,1\n"b",0.8,0\n"c",bad,1\n')
    assert where(error) == (5, "score", "bad")


@pytest.mark.parametrize("lead", [b" \n", BOM + b"\n"])
def test_lines_before_data_without_a_header_count(lead):
    assert load(lead + b"0.9,1\n0.8,0\n").labels.tolist() == [True, False]
    assert where(fails(lead + b"0.9,1\n0.8,0\nx,1\n")) == (4, "column 1", "x")


def test_missing_values_and_the_drop_note_after_a_blank_first_line():
    data = b" \nscore,label\n0.9,1\n,0\n0.7,1\n"
    error = fails(data)
    assert isinstance(error, MissingValueError) and error.line == 4
    dropped = load(data, drop_missing=True)
    assert dropped.notes[-1].endswith("the first is line 4")


def test_more_than_a_prefix_of_blank_lines_before_the_header(tmp_path):
    lead = b"\n" * (PREFIX_BYTES // 2) + b" \r\n" * (PREFIX_BYTES // 3)
    lines = lead.count(b"\n")
    path = tmp_path / "late.csv"
    path.write_bytes(lead + b"score,label\n0.9,1\n0.8,0\n")
    assert load(path).labels.tolist() == [True, False]
    path.write_bytes(lead + b"score,label\n0.9,1\n0.8,0\nx,1\n")
    assert where(fails(path)) == (lines + 4, "score", "x")
    path.write_bytes(lead + b"score,label\n")
    assert f"a header (line {lines + 1}: 'score,label')" in str(fails(path))


@pytest.mark.parametrize("blank", [b"\n", b"  \r\n", b"\r"])
def test_more_blank_lines_before_the_header_than_a_sample_of_lines(tmp_path, blank):
    lead = blank * 1000  # within the sniffed prefix, past the lines it samples
    data = lead + b"score,label\n0.9,1\n0.8,0\nx,1\n".replace(b"\n", blank.strip(b" "))
    assert where(fails(data)) == (1004, "score", "x")
    path = tmp_path / "lead.csv"
    path.write_bytes(data.replace(b"x,1", b"0.7,1"))
    assert load(path).labels.tolist() == [True, False, True]


def test_blank_lines_ended_by_two_carriage_returns_count_as_pyarrow_counts_them():
    # "\r\r\n" is two line ends to the parser: an empty line, then an ended one.
    data = b"\r\r\n\r\r\nscore,label\r\r\n0.9,1\r\r\n0.8,0\r\r\n"
    assert load(data, name="cr.csv").labels.tolist() == [True, False]


def test_blank_lines_then_a_header_longer_than_the_sniffed_prefix():
    names = b",".join([b"score", b"label"] + [b"extra_%06d" % i for i in range(30_000)])
    row = b",".join([b"0.9", b"1"] + [b"1"] * 30_000)
    assert len(names) > PREFIX_BYTES
    data = load(b"\n\n" + names + b"\n" + row + b"\n", name="wide.csv", score="score",
                label="label")
    assert data.scores.tolist() == [0.9]


# ---- whitespace-only lines among the data ------------------------------------------------


@pytest.mark.parametrize("blank", [b" ", b"\t", b"   \t"])
def test_whitespace_only_lines_are_blank_lines(blank):
    data = b"score,label\n0.9,1\n" + blank + b"\n0.8,0\n" + blank + b"\r\n0.7,1\n"
    assert load(data).scores.tolist() == [0.9, 0.8, 0.7]
    assert where(fails(data + blank + b"\nbad,0\n")) == (8, "score", "bad")
    assert fails(data + b"0.6,1,3\n").line == 7


def test_whitespace_only_lines_in_a_quoted_file_are_blank_lines():
    data = b'id,score,label\n"a",0.9,1\n  \n"b",0.8,0\n"c",bad,1\n'
    assert where(fails(data)) == (5, "score", "bad")


def test_whitespace_only_lines_after_the_last_row():
    assert len(load(b"score,label\n0.9,1\n0.8,0\n\t\n \n").scores) == 2


# ---- old Mac line ends ------------------------------------------------------------------


def test_a_long_cr_only_file_with_multibyte_text_at_the_prefix_boundary(tmp_path):
    header = b"score,label,note\r"
    row = b"0.5,1,caf\xc3\xa9\r0.4,0,caf\xc3\xa9\r"
    body = row * (PREFIX_BYTES // len(row) + 10)
    # Pad the first value so that the prefix ends inside a two-byte character.
    first = body.index(b"\xc3", PREFIX_BYTES - len(header) - len(row))
    pad = (PREFIX_BYTES - 1) - (len(header) + first)
    data = header + b"0." + b"5" * (pad + 1) + body[3:]
    assert data[PREFIX_BYTES - 1:PREFIX_BYTES + 1] == b"\xc3\xa9"
    path = tmp_path / "mac.csv"
    path.write_bytes(data)
    assert len(load(path).scores) == data.count(b"\r") - 1


def test_latin1_in_a_cr_only_file_is_named_by_its_line():
    error = fails(b"score,label\r0.5,pos\r0.4,n\xe9g\r")
    assert (error.line, error.column) == (3, "label")


MB = 1 << 20


def note_file(size: int, row: int = 1, quoted: bool = False) -> bytes:
    """Scores and labels with a free-text note; data row ``row`` has a long note."""
    note = b"x" * size
    if quoted:
        note = b'"' + note[:size // 2] + b',\n' + note[size // 2:] + b'"'
    rows = [b"%0.2f,%d,short" % (0.9 - 0.1 * i, i % 2) for i in range(6)]
    rows[row - 1] = rows[row - 1].replace(b"short", note)
    return b"score,label,note\n" + b"\n".join(rows) + b"\n"


@pytest.mark.parametrize(("size", "row", "quoted"), [
    (200_000, 1, False),   # longer than Python's csv field limit, inside the sniffed prefix
    (3 * MB, 1, False),    # longer than the sniffed prefix and than a parser block
    (3 * MB, 4, False),    # the long row comes after rows the parser has read
    (3 * MB, 2, True),     # quoted, with a delimiter and a newline inside
])
def test_a_field_of_several_megabytes_is_read(size, row, quoted):
    data = load(note_file(size, row, quoted), name="notes.csv")
    assert (data.selection.score, data.selection.label) == ("score", "label")
    assert data.scores.tolist() == [0.9, 0.8, 0.7, 0.6, 0.5, 0.4]
    assert data.labels.tolist() == [False, True, False, True, False, True]


def test_a_header_longer_than_the_sniffed_prefix_is_read():
    names = [b"score", b"label"] + [b"extra_%06d" % i for i in range(40_000)]
    width = len(names)
    rows = [b",".join([b"0.%d" % (9 - i), b"%d" % (i % 2)] + [b"1"] * (width - 2))
            for i in range(3)]
    text = b",".join(names) + b"\n" + b"\n".join(rows) + b"\n"
    assert text.index(b"\n") > reading.PREFIX_BYTES
    data = load(text, name="wide.csv", score="score", label="label")
    assert data.scores.tolist() == [0.9, 0.8, 0.7]


def test_a_long_line_in_a_gzipped_file_is_read(tmp_path):
    path = tmp_path / "notes.csv.gz"
    path.write_bytes(gzip.compress(note_file(3 * MB, 3), compresslevel=1))
    assert load(path).n_rows == 6


def test_a_line_too_long_for_any_buffer_is_named_in_plain_words(monkeypatch):
    monkeypatch.setattr(text_parse, "MAX_LINE_BYTES", 2 * MB)
    with pytest.raises(LoadError) as info:
        load(note_file(5 * MB, 3), name="notes.csv")
    error = info.value
    assert (error.line, error.column) == (4, "note")
    assert str(error) == ('notes.csv line 4, column "note": the line is longer than'
                          " rocscope reads (2 MB)")
    for jargon in ("straddl", "block", "field limit"):
        assert jargon not in str(error)


@pytest.mark.parametrize(("text", "line"), [
    (b"score,label\n0.1,0\r0.9,1\r\n0.4,1\n", 2),
    (b"\n\nscore,label\r\n0.1,0\r\n0.9,1\r0.3,1\n0.2,0\n", 5),
    (b'score,label,note\n0.1,0,"a\rb"\n0.9,1,c\r0.3,1,d\n', 3),  # a quoted CR ends no line
])
def test_mixed_line_ends_are_refused_naming_the_first_line_ending_with_cr_alone(text, line):
    error = fails(text)
    assert error.line == line
    assert str(error) == (f"f.csv line {line} ends with a carriage return alone (CR),"
                          " where other lines end with a line feed (LF or CRLF): save the"
                          " file with one kind of line end")


@pytest.mark.parametrize("end", [b"\n", b"\r\n", b"\r"])
def test_one_kind_of_line_end_is_read(end):
    text = end.join([b"score,label", b"0.1,0", b"0.9,1", b"0.4,1", b"0.3,0"]) + end
    assert load(text, name="one.csv").n_rows == 4
