"""The line an error names is the line a text editor shows, whatever precedes it:
blank or whitespace-only lines, a byte-order mark alone on the first line, old Mac line
ends, decimal commas."""

import pytest

from core.errors import LoadError, MissingValueError
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
