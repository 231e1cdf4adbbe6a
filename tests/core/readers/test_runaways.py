"""Input that would run for ever or take all the memory, read by a real process: each is
stopped early with one line, within bounded memory (an endless input that ended at all was
stopped; the test's own bound only ends a test whose child is stuck).

The child is told it has little memory (``MEMORY``), so that the limits derived from a
machine's memory are reached with data of test size.
"""

from __future__ import annotations

import gzip
import signal
import subprocess
import sys

import numpy as np
import pytest

from tests.bounded import run_bounded

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes")

MEMORY = 256 << 20  # rows at most: 3,355,443; routed to DuckDB from 1,677,721
ROWS = b"0.5,1\n0.25,0\n" * 50_000


def test_endless_binary_input_is_refused_at_its_first_piece(tmp_path):
    with open("/dev/zero", "rb") as zeros:
        run = run_bounded(["-", "--report", "json"], tmp=tmp_path, stdin=zeros)
    assert run.one_line_error() == ("rocscope: error: standard input holds binary data: it"
                                    " is not a text table, nor a Parquet or Feather file")
    assert run.peak_mb < 400


@pytest.mark.parametrize("file", ["-", "/dev/stdin"])
def test_endless_text_input_stops_at_the_cap(tmp_path, file):
    # An eighth of the memory: 32 MiB here (2 GiB on a machine of 16 GiB or more).
    run = run_bounded([file, "--report", "json"], tmp=tmp_path, memory=MEMORY,
                      feed=b"score,label\n" + ROWS)
    assert run.one_line_error().endswith(
        "more than 32 MiB arrived and more was still coming; rocscope reads at most that"
        " much from a stream. Save the data to a file and give the file instead")
    assert run.peak_mb < 500


def test_ctrl_c_while_standard_input_sends_nothing(tmp_path):
    # The pipe stays open and empty: only the signal can end the read.
    run = run_bounded(["-", "--report", "json"], tmp=tmp_path, stdin=subprocess.PIPE,
                      signal_when=lambda events: "stream" in events,
                      signal_number=signal.SIGINT)
    assert (run.status, run.err.splitlines(), run.out) == (130, ["rocscope: interrupted"], "")


@pytest.mark.parametrize("file", ["-", "/dev/stdin"])
def test_ctrl_c_while_standard_input_sends_for_ever(tmp_path, file):
    # The feed never ends: only the signal can end the read.
    run = run_bounded([file, "--report", "json"], tmp=tmp_path, feed=b"score,label\n" + ROWS,
                      signal_when=lambda events: "stream" in events,
                      signal_number=signal.SIGINT)
    assert (run.status, run.err.splitlines(), run.out) == (130, ["rocscope: interrupted"], "")


def _bomb(path, rows: int, start: bytes = b"") -> str:
    """A gzip file of ``rows`` rows: members of one repeated block expand some 500 to
    1 (as the issue's 8 MB that held 2 GB); ``start`` is a member of its own first."""
    member = gzip.compress(ROWS, 9)
    with open(path, "wb") as f:
        f.write(gzip.compress(b"score,label\n" + start))
        for _ in range(rows // 100_000):
            f.write(member)
    return str(path)


@pytest.mark.slow
def test_a_gzip_bomb_goes_to_duckdb_within_bounded_memory(tmp_path):
    bomb = _bomb(tmp_path / "bomb.csv.gz", 16_000_000)  # 96 MB from 0.5 MB
    run = run_bounded([bomb, "--memory-limit", "256MB", "--report", "json"], tmp=tmp_path,
                      memory=MEMORY)
    assert run.status == 0, run.err
    assert '"n": 16000000' in run.out
    assert run.peak_mb < 500  # read into memory, its rows alone would take 640 MB


def test_a_gzip_bomb_read_into_memory_is_refused_before_reading(tmp_path):
    bomb = _bomb(tmp_path / "bomb.csv.gz", 8_000_000)
    run = run_bounded([bomb, "--engine", "memory", "--report", "json"], tmp=tmp_path,
                      memory=MEMORY)
    assert run.one_line_error() == (
        "rocscope: error: bomb.csv.gz: more than 3,355,443 rows, more than this machine's"
        " memory holds at once (0.2 GiB at about 40 bytes a row); pass --engine duckdb to"
        " compute it out of core")
    assert run.peak_mb < 400


@pytest.mark.slow
def test_a_gzip_bomb_that_hides_behind_its_start_is_stopped_as_it_is_read(tmp_path):
    # A start that barely compresses makes the estimate small; the read stops itself.
    rng = np.random.default_rng(0)
    start = "".join(f"{x:.9f},{int(x < 0.3)}\n" for x in rng.random(100_000)).encode()
    bomb = _bomb(tmp_path / "hidden.csv.gz", 8_000_000, start)
    run = run_bounded([bomb, "--engine", "memory", "--report", "json"], tmp=tmp_path,
                      memory=MEMORY)
    assert "hidden.csv.gz: more than 3,355,443 rows" in run.one_line_error()
    assert run.peak_mb < 700


def test_a_line_of_millions_of_fields_is_refused_early(tmp_path):
    path = tmp_path / "wide.csv"
    path.write_text(",".join(["0.1234567890123456"] * 2_700_000) + "\n")  # 50 MB
    run = run_bounded([path, "--report", "json"], tmp=tmp_path)
    assert run.one_line_error() == (
        "rocscope: error: wide.csv line 1: 2,700,000 comma-separated fields; rocscope"
        " reads tables of at most 100,000 columns")
    assert run.peak_mb < 800


def _long_line_bomb(path, mib: int, before: bytes = b"", last: bytes = b"") -> str:
    """A gzip file of a header, ``before``, then one line of ``mib`` MiB of digits with
    no line end (the issue's bomb: 3 GiB of '0' from 3 MB), then ``last``."""
    with gzip.open(path, "wb", 9) as f:
        f.write(b"score,label\n" + before)
        for _ in range(mib):
            f.write(b"0" * (1 << 20))
        f.write(last)
    return str(path)


def test_a_gzip_long_line_bomb_is_refused_in_bounded_memory(tmp_path):
    bomb = _long_line_bomb(tmp_path / "b.csv.gz", 100)  # 100 KB that hold a 100 MiB line
    run = run_bounded([bomb, "--report", "json"], tmp=tmp_path)
    assert run.one_line_error() == ("rocscope: error: b.csv.gz line 2: the line is longer"
                                    " than rocscope reads (64 MB)")
    assert run.peak_mb < 600


@pytest.mark.slow
def test_the_three_gigabyte_long_line_bomb_is_refused_in_bounded_memory(tmp_path):
    bomb = _long_line_bomb(tmp_path / "b.csv.gz", 3000)
    run = run_bounded([bomb, "--report", "json"], tmp=tmp_path)
    assert run.one_line_error() == ("rocscope: error: b.csv.gz line 2: the line is longer"
                                    " than rocscope reads (64 MB)")
    assert run.peak_mb < 2000


ROWS_BEFORE = b"".join(b"0.%d,%d\n" % (i % 97, i % 2) for i in range(5000))


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["memory", "duckdb"])
@pytest.mark.parametrize("where", ["middle", "last"])
def test_a_long_line_past_the_first_lines_is_refused_by_every_reader(tmp_path, engine, where):
    # Past the sniffed prefix, the parser meets it: in the middle (its blocks cannot
    # hold it) or last (pyarrow parses its last blocks whatever their lines).
    bomb = _long_line_bomb(tmp_path / "late.csv.gz", 100, ROWS_BEFORE + b"0.5,",
                           ROWS_BEFORE if where == "middle" else b"")
    run = run_bounded([bomb, "--engine", engine, "--report", "json"], tmp=tmp_path)
    assert run.one_line_error() == ('rocscope: error: late.csv.gz line 5002, column "label":'
                                    " the line is longer than rocscope reads (64 MB)")
    assert run.peak_mb < 1000


@pytest.mark.slow
def test_a_long_last_line_of_plain_text_is_refused_before_parsing(tmp_path):
    path = tmp_path / "plain.csv"
    path.write_bytes(b"score,label\n" + ROWS_BEFORE + b"0.5," + b"1" * (100 << 20) + b"\n")
    run = run_bounded([path, "--report", "json"], tmp=tmp_path)
    assert run.one_line_error() == ('rocscope: error: plain.csv line 5002, column "label":'
                                    " the line is longer than rocscope reads (64 MB)")
    assert run.peak_mb < 600


@pytest.mark.slow
def test_a_long_line_on_standard_input_is_refused_as_it_arrives(tmp_path):
    path = tmp_path / "long.csv"
    path.write_bytes(b"score,label\n0.1,0\n0.3," + b"1" * (200 << 20))
    with open(path, "rb") as given:
        run = run_bounded(["-", "--report", "json"], tmp=tmp_path, stdin=given)
    assert run.one_line_error() == ("rocscope: error: standard input line 3: the line is"
                                    " longer than rocscope reads (64 MB)")
    assert run.peak_mb < 600


def test_a_line_just_under_the_limit_is_still_read(tmp_path):
    note = b"x" * (8 << 20)  # long, but a few MiB: a free-text field keeps being read
    path = tmp_path / "notes.csv.gz"
    path.write_bytes(gzip.compress(b"score,label,note\n0.1,0,a\n0.9,1," + note + b"\n0.4,1,b\n"
                                   b"0.2,0,c\n", 1))
    run = run_bounded([path, "--score", "score", "--label", "label", "--report", "json"],
                      tmp=tmp_path)
    assert run.status == 0, run.err
    assert '"n": 4' in run.out
