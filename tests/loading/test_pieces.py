"""Text is parsed piece after piece, natively: pieces give the table one parse gives,
progress moves and a cancel is felt between them, and pyarrow is never handed a Python
file (its threads reading one can hang or abort the interpreter at exit)."""

import gzip

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.errors import LoadCancelled
from core.readers import text_parse
from core.readers.loading import load, read_dataset

KB = 1 << 10


@pytest.fixture
def small_pieces(monkeypatch):
    monkeypatch.setattr(text_parse, "PIECE_MIN", 4 * KB)
    monkeypatch.setattr(text_parse, "PIECE_MAX", 4 * KB)


@pytest.fixture
def no_python_files(monkeypatch):
    """Fails the test if anything wraps a Python file for pyarrow."""
    def refuse(*args, **kwargs):
        raise AssertionError("a Python file was handed to pyarrow")
    monkeypatch.setattr(pa, "PythonFile", refuse)


def table_of(data: bytes, watched: bool):
    """The columns read; ``watched`` (progress told) reads in pieces, else in one go."""
    d = read_dataset(data, name="t.csv", progress=(lambda f: None) if watched else None)
    return {name: d.values(name).to_pylist() for name in d.names}


def rows(n: int, newline=b"\n", quoted=False) -> bytes:
    ident = (lambda i: b'"s%d"' % i) if quoted else (lambda i: b"s%d" % i)
    lines = [b"id,score,label"] + [ident(i) + b",0.%03d,%s" % (i % 997, b"yes" if i % 3 else b"no")
                                   for i in range(n)]
    return newline.join(lines) + newline


@pytest.mark.parametrize("newline", [b"\n", b"\r\n", b"\r"])
@pytest.mark.parametrize("quoted", [False, True])
def test_pieces_give_the_table_one_parse_gives(monkeypatch, newline, quoted):
    data = rows(3000, newline, quoted)
    whole = table_of(data, watched=False)
    monkeypatch.setattr(text_parse, "PIECE_MIN", 4 * KB)
    monkeypatch.setattr(text_parse, "PIECE_MAX", 4 * KB)
    assert table_of(data, watched=True) == whole
    assert len(whole["score"]) == 3000 and whole["id"][-1] == "s2999"


def test_a_quoted_newline_past_the_sniffed_prefix_is_not_cut(small_pieces):
    # The prefix shows quotes but no newline inside one, so the file is not read as
    # multi-line; a piece ending inside the quoted note must not split the row.
    lines = [b'id,score,label,note'] + [b'"a%d",0.5,1,"x"' % i for i in range(20_000)]
    lines[15_000] = b'"odd",0.25,0,"' + b"0.9,1\n" * 3000 + b'"'
    data = b"\n".join(lines) + b"\n"
    d = load(data, name="notes.csv", score="score", label="label", cancelled=lambda: False)
    assert len(d.scores) == 20_000
    assert d.scores[15_000 - 1] == 0.25 and d.labels[15_000 - 1] == 0


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.floats(-1e6, 1e6, allow_nan=False), st.booleans(),
                          st.sampled_from(["", "  ", "x y", 'q"q'])), min_size=1, max_size=400),
       st.integers(64, 2048), st.booleans())
def test_any_piece_size_gives_the_same_columns(data, piece, blank_lines):
    lines = ["score,label,note"]
    for s, y, note in data:
        lines.append(f"{s!r},{int(y)},\"{note.replace(chr(34), chr(34) * 2)}\"")
        if blank_lines:
            lines.append("")
    text = ("\n".join(lines) + "\n").encode()
    whole = table_of(text, watched=False)
    saved = text_parse.PIECE_MIN, text_parse.PIECE_MAX
    text_parse.PIECE_MIN = text_parse.PIECE_MAX = piece
    try:
        assert table_of(text, watched=True) == whole
    finally:
        text_parse.PIECE_MIN, text_parse.PIECE_MAX = saved


def test_progress_moves_with_each_piece_when_types_are_known(tmp_path, small_pieces,
                                                             no_python_files):
    path = tmp_path / "p.csv"
    path.write_bytes(rows(5000))
    seen = []
    d = read_dataset(path, progress=seen.append, cancelled=lambda: False,
                     expected_types={"id": pa.string(), "score": pa.float64(),
                                     "label": pa.string()})
    assert d.n_rows == 5000
    assert len(seen) > 10 and seen == sorted(seen) and seen[-1] == 1.0


@pytest.mark.parametrize("kind", ["csv", "gz", "bytes"])
def test_cancel_between_pieces_without_python_files(tmp_path, small_pieces, no_python_files,
                                                    kind):
    data = rows(5000)
    source = data
    if kind != "bytes":
        source = tmp_path / ("p.csv" + (".gz" if kind == "gz" else ""))
        source.write_bytes(gzip.compress(data) if kind == "gz" else data)
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(LoadCancelled):
        read_dataset(source, progress=lambda f: None, cancelled=cancelled)


def test_a_column_that_changes_type_in_a_later_piece_is_read_whole(small_pieces):
    lines = [b"score,label"] + [b"%d,%d" % (i % 50, i % 2) for i in range(5000)]
    lines.append(b"0.5,1")
    d = load(b"\n".join(lines) + b"\n", name="late.csv", progress=lambda f: None)
    assert d.scores.dtype == np.float64 and d.scores[-1] == 0.5 and len(d.scores) == 5001
