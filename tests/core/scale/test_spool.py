"""Spools of text files for an engine: in a folder of this process's own, and a spool
deleted by something else while it is read is said to be, not blamed on the file."""

import os
import stat
import threading

import pyarrow.parquet as pq
import pytest

import core.scale.open as opening
from core.app.request import LoadRequest
from core.errors import LoadError
from core.readers import text_parse
from core.scale import open_large
from core.scale.spool import forget, spool, trim

ROWS = "score,label\n0.1,0\n0.9,1\n0.5,1\n0.4,0\n"
GONE = r"its Parquet copy .*spool-.*\.parquet, which the engine reads, was deleted"


def test_spools_live_in_a_private_folder(tmp_path):
    path = tmp_path / "log.csv"
    path.write_text(ROWS)
    folder = os.path.dirname(spool(str(path)).path)
    assert os.path.basename(folder).startswith("rocscope-spool-")
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700


def _deleting_after(monkeypatch, name: str):
    """``core.scale.open``'s ``name`` as it is, but every spool made is deleted once it
    has run."""
    made = []
    monkeypatch.setattr(opening, "spool", lambda *a, **k: made.append(spool(*a, **k))
                        or made[-1])
    original = getattr(opening, name)

    def then_delete(*args, **kwargs):
        result = original(*args, **kwargs)
        for each in made:
            os.remove(each.path)
        return result

    monkeypatch.setattr(opening, name, then_delete)


@pytest.mark.parametrize("after", ["spool", "parquet_schemas", "guess_selection_besides"],
                         ids=["before-its-schema", "before-duckdb", "before-the-checks"])
def test_a_spool_deleted_while_read_is_said_to_be(tmp_path, monkeypatch, after):
    path = tmp_path / f"log-{after}.csv"  # a new file: no spool of it is kept
    path.write_text(ROWS)
    _deleting_after(monkeypatch, after)
    with pytest.raises(LoadError, match=GONE) as caught:
        open_large(str(path), LoadRequest(scores=("score",), label="label"))
    assert str(caught.value).startswith(f"{path.name}: ")
    assert caught.value.path == str(path)


def test_a_spool_another_thread_reads_is_not_trimmed(tmp_path):
    # The window loads files on threads of their own: one load trimming the spools to
    # the last few removed the spool another was reading.
    paths = []
    for i in range(4):
        paths.append(tmp_path / f"log{i}.csv")
        paths[-1].write_text(ROWS)
    forget()  # no spool of another test's
    made, ready, done = [], threading.Event(), threading.Event()

    def read_first():
        made.append(spool(str(paths[0])))
        ready.set()
        done.wait(60)

    reader = threading.Thread(target=read_first)
    reader.start()
    try:
        assert ready.wait(60)
        later = [spool(str(p)) for p in paths[1:]]  # three more spools, then trimmed to two
        trim()
        assert os.path.exists(made[0].path)
        assert sum(os.path.exists(s.path) for s in later) == 1
    finally:
        done.set()
        reader.join(60)
    spool(str(paths[1]))
    trim()  # its reader gone, the first spool is the oldest of three
    assert not os.path.exists(made[0].path)


def test_a_spool_folder_interrupted_as_it_is_made_is_still_removed(monkeypatch):
    import glob
    import tempfile

    from core.scale import spool as spooling
    forget()
    before = set(glob.glob(os.path.join(tempfile.gettempdir(), "rocscope-spool-*")))
    real_mkdir = os.mkdir

    def interrupted(path, *args, **kwargs):  # Ctrl-C just after the folder is made
        real_mkdir(path, *args, **kwargs)
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "mkdir", interrupted)
    with pytest.raises(KeyboardInterrupt):
        spooling._folder()
    monkeypatch.setattr(os, "mkdir", real_mkdir)
    made = set(glob.glob(os.path.join(tempfile.gettempdir(), "rocscope-spool-*"))) - before
    assert len(made) == 1
    forget()  # as at exit
    assert not any(os.path.exists(p) for p in made)


def test_quoted_line_ends_past_the_first_rows_are_spooled_whole(tmp_path, monkeypatch):
    # A spool is written as it is read, so a piece cut inside a quoted field could not
    # be read again: text with quotes anywhere in its first lines, even only in the
    # header, is read by the parser's own stream.
    monkeypatch.setattr(text_parse, "PIECE_MIN", 4096)
    monkeypatch.setattr(text_parse, "PIECE_MAX", 4096)
    head = ['"id","score","note"'] + [f"h{i},0.5,ok" for i in range(40_000)]
    tail = [f'r{i},0.5,"x{"x" * (i % 3)}\ny"' for i in range(5000)]
    path = tmp_path / "notes.csv"
    path.write_text("\n".join(head + tail) + "\n")
    table = pq.read_table(spool(str(path)).path)
    assert table.num_rows == 45_000
    assert table.column("note")[40_001].as_py() == "xx\ny"
