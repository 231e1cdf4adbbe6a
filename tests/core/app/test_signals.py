"""Ctrl-C and SIGTERM, sent to a real process while it works: it stops within a moment
with one line and its own status, and leaves no spill folder and no half-written file.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
import pytest

from .conftest import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def _start(args, tmp) -> subprocess.Popen:
    # Temporary files go to a folder of the test's own, so that leftovers can be seen.
    env = {**os.environ, "TMPDIR": str(tmp)}
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), *map(str, args)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, env=env)


def _wait_for(condition, process, seconds=60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert process.poll() is None, f"ended before the signal: {process.stderr.read()}"
        assert time.monotonic() < deadline, "the run never got there"
        time.sleep(0.01)


def _stop(process, number) -> tuple[int, str, float]:
    sent = time.monotonic()
    process.send_signal(number)
    _, err = process.communicate(timeout=60)
    return process.returncode, err, time.monotonic() - sent


def _spill_folders(tmp) -> list:
    """DuckDB's spill folders and the folder of the spools it reads text from."""
    return sorted(p.name for p in tmp.iterdir() if p.name.startswith("rocscope-"))


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
def test_a_signal_stops_duckdb_at_once_and_its_spill_folder_goes(long_log, tmp_path, number,
                                                                 status, line):
    process = _start([long_log, "--engine", "duckdb", "--memory-limit", "400MB",
                      "--report", "json"], tmp_path)
    _wait_for(lambda: _spill_folders(tmp_path), process)  # DuckDB has started
    time.sleep(1.0)  # and is inside its first long query
    returncode, err, latency = _stop(process, number)
    assert (returncode, err.splitlines()) == (status, [line])
    assert latency < 5.0  # was 6-10 s; measured 0.2-0.7 s, bounded loosely for busy machines
    assert _spill_folders(tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_while_text_is_read_for_duckdb_leaves_no_spool(long_text, tmp_path, number):
    process = _start([long_text, "--engine", "duckdb", "--report", "json"], tmp_path)
    _wait_for(lambda: any(p.name.startswith("rocscope-spool-") for p in tmp_path.iterdir()),
              process)
    time.sleep(0.5)
    returncode, err, latency = _stop(process, number)
    assert returncode == (130 if number == signal.SIGINT else 143), err
    assert len(err.splitlines()) == 1 and latency < 5.0  # see above
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
    process = _start([data, "--engine", "memory", "--export", target], tmp_path)
    _wait_for(lambda: any(p.suffix == ".part" for p in out.iterdir()), process)
    returncode, err, _ = _stop(process, signal.SIGTERM)
    assert (returncode, err.splitlines()) == (143, ["rocscope: terminated"])
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
