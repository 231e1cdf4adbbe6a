"""Watched reads (progress told, cancelling possible) give the table an unwatched read
gives: text without quotes in pieces cut by Python, quoted text block after block by
pyarrow's streaming reader. Progress moves and a cancel is felt between them; pyarrow
is never handed a Python file (its threads reading one can hang or abort the
interpreter at exit), nor a Python function unless rows of spaces need one."""

import contextlib
import gzip
import os

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.errors import LoadCancelled, LoadError
from core.readers import reading, text_parse
from core.readers.loading import load, read_dataset
from core.readers.sniffing import sniff
from core.readers.sources import open_source
from tests.tiers import examples

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


def test_quoted_text_is_cut_by_the_parser_not_by_counting_quotes(small_pieces):
    # A stray quote inside a field ('12" pipe') is an ordinary character to the parser;
    # counting quotes would take every line end after it for one inside a quoted field.
    lines = [b"id,score,note", b'a,0.5,"two\nlines"', b'b,0.25,12" pipe']
    lines += [(b'r%d,0.5,"x\ny"' if i % 100 == 0 else b"r%d,0.5,ok") % i for i in range(20_000)]
    data = b"\n".join(lines) + b"\n"
    assert table_of(data, watched=True) == table_of(data, watched=False)
    assert len(table_of(data, watched=True)["id"]) == 20_002


def test_watched_quoted_text_tells_its_progress_block_after_block(monkeypatch):
    monkeypatch.setattr(text_parse, "STREAM_BLOCK", 16 * KB)
    monkeypatch.setattr(reading, "_FIRST_BLOCK", 16 * KB)
    seen = []
    d = read_dataset(rows(20_000, quoted=True), name="q.csv", progress=seen.append)
    assert d.n_rows == 20_000
    assert len(seen) > 10 and seen == sorted(seen) and seen[-1] == 1.0


@pytest.mark.parametrize("newline", [b"\n", b"\r\n", b"\r"])
def test_a_quoted_header_alone_leaves_the_rows_to_pieces(monkeypatch, small_pieces, newline):
    # R's write.csv quotes every name: the rows below are read in pieces all the same.
    cut = []
    pieces = text_parse._in_pieces
    monkeypatch.setattr(text_parse, "_in_pieces", lambda *a, **k: cut.append(1) or pieces(*a, **k))
    data = b'"id","score","label"' + newline + rows(3000, newline).split(newline, 1)[1]
    whole = table_of(data, watched=False)
    assert table_of(data, watched=True) == whole and len(whole["score"]) == 3000
    assert cut == [1]
    cut.clear()
    table_of(rows(3000, newline, quoted=True), watched=True)  # quotes in the rows: streamed
    assert cut == []


@pytest.mark.parametrize(("head", "quoted"), [
    (b'"a","b"\n1,2\n3,4\n', False),
    (b'\xef\xbb\xbf"a","b"\r\n1,2\r\n', False),  # a byte-order mark
    (b'\n\n"a","b"\n1,2\n', False),  # blank lines before the header
    (b'a,b\n"1",2\n', True),
    (b'"a","b"\n1,"x"\n', True),
    (b'a,b\n1,"two\nlines"\n3,4\n', True),
])
def test_only_quotes_in_the_rows_count(head, quoted):
    shape = sniff(head, True, "q.csv")
    assert text_parse.quoted_rows(head, shape) is quoted


def test_quoted_line_ends_past_the_prefix_of_a_quoted_header(small_pieces):
    # Pieces cut inside a quoted field fail to parse; the streaming reader reads it then.
    head = [b'"id","score","note"'] + [b"h%d,0.5,ok" % i for i in range(40_000)]
    tail = [b'r%d,0.5,"x%s\ny"' % (i, b"x" * (i % 3)) for i in range(5000)]
    data = b"\n".join(head + tail) + b"\n"
    watched = table_of(data, watched=True)
    assert watched == table_of(data, watched=False)
    assert len(watched["id"]) == 45_000 and watched["note"][40_001] == "xx\ny"


@pytest.mark.parametrize("before", [b"\n", b"\n" * 20_000])
def test_the_first_piece_holds_the_lines_before_the_first_row(small_pieces, before):
    # Blank lines and a header that run on past the first piece are skipped whole.
    names = [b"c%d" % i for i in range(3000 if before == b"\n" else 2)]
    row = b",".join(b"%d" % (i % 2) for i in range(len(names)))
    data = before + b",".join(names) + b"\n" + (row + b"\n") * 30
    assert table_of(data, watched=True) == table_of(data, watched=False)


def test_a_failed_piece_lets_go_of_the_file(tmp_path, small_pieces):
    path = tmp_path / "ragged.csv"
    path.write_bytes(b"score,label\n" + b"0.5,1\n" * 3000 + b"0.5,1,9\n" + b"0.5,1\n" * 3000)
    with pytest.raises(LoadError) as info:
        read_dataset(path, progress=lambda f: None)
    assert info.value.line == 3002
    assert str(path) not in open_files()
    # The pieces themselves close the file when a piece fails, not only once the error
    # and its traceback (which holds the reading frames) are let go.
    src = open_source(path)
    shape = sniff(src.head(1 << 16), False, "ragged.csv")
    convert = text_parse._convert_options(shape, None)
    with pytest.raises(pa.ArrowInvalid) as failed:
        text_parse._in_pieces(src.text_bytes(lambda f: None), shape, 1 << 20,
                              text_parse._parse_options(shape, False), convert, convert,
                              None, None)
    assert failed.value.__traceback__ is not None and str(path) not in open_files()


def open_files() -> list[str]:
    found = []
    for fd in os.listdir("/proc/self/fd"):
        with contextlib.suppress(OSError):
            found.append(os.readlink(f"/proc/self/fd/{fd}"))
    return found


@pytest.mark.parametrize("watched", [False, True])
def test_pyarrow_calls_python_on_odd_rows_only_when_rows_of_spaces_need_it(monkeypatch,
                                                                           watched):
    calls = []
    skip = text_parse._skip_blank_row
    monkeypatch.setattr(text_parse, "_skip_blank_row", lambda row: calls.append(1) or skip(row))
    progress = (lambda f: None) if watched else None
    with pytest.raises(LoadError) as info:
        read_dataset(b"score,label\n0.5,1\n0.5,1,9\n", name="r.csv", progress=progress)
    assert info.value.line == 3 and calls == []
    spaced = read_dataset(b"score,label\n0.5,1\n   \n0.25,0\n", name="s.csv",
                          progress=progress)
    assert spaced.n_rows == 2 and calls == [1]


@settings(max_examples=examples(30), deadline=None)
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


def test_a_quoted_line_end_past_the_sniffed_prefix_reads_as_unwatched(small_pieces):
    body = b"id,score,label,note\n" + b"".join(b"s%d,0.%03d,%d,ok\n" % (i, i % 997, i % 2)
                                              for i in range(30_000))
    late = b"".join((b't%d,0.5,1,"line one\nline two"\n' if i % 2 == 0 else b"t%d,0.5,1,ok\n")
                    % i for i in range(3000))
    data = body + late
    watched = table_of(data, watched=True)
    assert watched == table_of(data, watched=False)
    assert watched["note"][30_000] == "line one\nline two"


@pytest.mark.parametrize(("data", "told"), [
    # Rows of spaces: the first parse stops at one, the second skips them.
    (b"score,label\n" + b"0.5,1\n" * 40_000 + b"   \n" + b"0.25,0\n" * 40_000, 10),
    # Columns apart by spaces: read whole (progress told), then parsed block by block.
    (b'id  score  label\n"a b"  0.5  1\n' + b"x  0.25  0\n" * 80_000, 1),
])
def test_progress_never_goes_back_when_the_text_is_read_again(monkeypatch, small_pieces, data,
                                                              told):
    monkeypatch.setattr(text_parse, "STREAM_BLOCK", 16 * KB)
    monkeypatch.setattr(reading, "_FIRST_BLOCK", 16 * KB)
    heard = []
    read_dataset(data, name="again.csv", progress=heard.append)
    assert heard == sorted(heard) and heard[-1] == 1.0 and len(heard) >= told


def test_the_pieces_are_read_into_one_buffer(tmp_path, small_pieces, monkeypatch):
    # Each line carried over from one piece to the next has its own length; a buffer of
    # exactly each length was new memory nearly every piece (at 10^7 rows, 300 MB the
    # system maps afresh, page by page).
    made = []

    def counted(*args):
        made.append(args)
        return bytearray(*args)

    monkeypatch.setattr(text_parse, "bytearray", counted, raising=False)
    path = tmp_path / "p.csv"
    path.write_bytes(rows(20_000))
    d = read_dataset(path, progress=lambda f: None, cancelled=lambda: False)
    assert d.n_rows == 20_000 and len(path.read_bytes()) > 50 * 4 * KB  # many pieces
    assert len([size for size in made if size != (0,)]) == 1
