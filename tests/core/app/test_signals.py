"""Ctrl-C and SIGTERM, sent to a real process while it works: the work under way stops
(no query of DuckDB's starts after it, nothing is reported), with one line and its own status, and
leaves no spill folder and no half-written file.
"""

from __future__ import annotations

import contextlib
import signal
import subprocess
import sys

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
import pytest

from tests.bounded import run_bounded

from .conftest import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def _spill_folders(tmp) -> list:
    """DuckDB's spill folders and the folder of the spools it reads text from."""
    return sorted(p.name for p in tmp.iterdir() if p.name.startswith("rocscope-"))


def _spooling(tmp) -> bool:
    """Whether a spool file is being written in the folder of the spools."""
    for folder in tmp.glob("rocscope-spool-*"):
        with contextlib.suppress(FileNotFoundError):
            if any(folder.iterdir()):
                return True
    return False


@pytest.fixture(scope="module")
def long_log(tmp_path_factory):
    """4 million distinct scores: DuckDB works on them for seconds."""
    rng = np.random.default_rng(7)
    n = 4_000_000
    path = tmp_path_factory.mktemp("log") / "log.parquet"
    pq.write_table(pa.table({"score": rng.random(n), "label": (rng.random(n) < 0.3)
                             .astype(np.int8)}), path)
    return path


@pytest.fixture(scope="module")
def long_text(tmp_path_factory, long_log):
    """The same as text: read into a spool before DuckDB computes."""
    path = tmp_path_factory.mktemp("text") / "log.csv"
    pacsv.write_csv(pq.read_table(long_log), path)
    return path


@pytest.mark.slow
@pytest.mark.parametrize(("number", "status", "line"), [
    (signal.SIGINT, 130, "rocscope: interrupted"),
    (signal.SIGTERM, 143, "rocscope: terminated"),
])
def test_a_signal_stops_duckdb_and_its_spill_folder_goes(long_log, tmp_path, number, status,
                                                        line):
    # Sent while the first long query has most of its work ahead (the whole run is ten
    # queries): that query ends, interrupted or at its end, and no other starts.
    run = run_bounded([long_log, "--engine", "duckdb", "--memory-limit", "400MB",
                       "--report", "json"], tmp=tmp_path,
                      signal_when=lambda events: "progress" in events, signal_number=number)
    assert (run.status, run.err.splitlines(), run.out) == (status, [line], "")
    # The child's announcements reach the test late on a busy machine, so the signal may
    # land in a later query, or between two: whichever query runs then ends, and no other
    # starts after it.
    after = run.after_the_signal
    assert "query" not in after and after[-1:] in ((), ("query stopped",), ("query done",)), \
        run.events
    assert _spill_folders(tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_while_text_is_read_for_duckdb_leaves_no_spool(long_text, tmp_path, number):
    # Sent once the spool is being written. (Sent in the instant after its folder is made,
    # the signal leaves the folder behind: core/scale/spool.py registers the folder for
    # removal only after making it.)
    run = run_bounded(
        [long_text, "--engine", "duckdb", "--report", "json"], tmp=tmp_path,
        signal_when=lambda _: _spooling(tmp_path), signal_number=number)
    assert run.status == (130 if number == signal.SIGINT else 143), run.err
    assert len(run.err.splitlines()) == 1 and run.out == ""
    assert _spill_folders(tmp_path) == []


@pytest.mark.slow
def test_sigterm_during_an_export_leaves_no_part_file_and_the_old_file(tmp_path):
    rng = np.random.default_rng(3)
    n = 2_000_000
    data = tmp_path / "scores.parquet"
    pq.write_table(pa.table({"score": rng.random(n), "label": rng.random(n) < 0.5}), data)
    out = tmp_path / "out"
    out.mkdir()
    target = out / "curve.csv"
    target.write_text("the good file\n")
    run = run_bounded([data, "--engine", "memory", "--export", target], tmp=tmp_path,
                      signal_when=lambda _: any(p.suffix == ".part" for p in out.iterdir()),
                      signal_number=signal.SIGTERM)
    assert (run.status, run.err.splitlines()) == (143, ["rocscope: terminated"])
    assert [p.name for p in out.iterdir()] == ["curve.csv"]
    assert target.read_text() == "the good file\n"


def test_the_guard_tells_a_termination_from_an_interrupt():
    code = (
        "import sys; sys.path.insert(0, '.')\n"
        "from core.app.cli.run import guarded\n"
        "from core.app.cli.signals import Terminated\n"
        "def term(): raise Terminated\n"
        "print(guarded(term))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert (run.stdout.split(), run.stderr.splitlines()) == (["143"],
                                                             ["rocscope: terminated"])


def test_signal_handling_is_put_back_after_a_run(rocscope):
    before = {n: signal.getsignal(n) for n in (signal.SIGINT, signal.SIGTERM)}
    rocscope("--report", "json").json()
    assert {n: signal.getsignal(n) for n in before} == before
    assert signal.set_wakeup_fd(-1) == -1  # no pipe of ours is left behind

