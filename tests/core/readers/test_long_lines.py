"""Lines longer than the reader's buffers: a field of several megabytes, a row wider
than a block, a header longer than the sniffed prefix. They are read; a line too long
for any buffer is named by file, line and column in plain words."""

import gzip

import pytest

from core.errors import LoadError
from core.readers import reading, text_parse
from core.readers.loading import load

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
