"""Exports never destroy data: not the file being read, not a good file when the disk
is full, and never a ``.part`` file left behind."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys

import pytest

from .conftest import EXAMPLES, ROOT

EIGHT = EXAMPLES / "eight_samples.csv"


@pytest.fixture
def data(tmp_path):
    copy = tmp_path / "data.csv"
    shutil.copy(EIGHT, copy)
    return copy


def _refused(rocscope, *args) -> str:
    run = rocscope(*args, "--report", "json")
    return run.one_line_error()


@pytest.mark.parametrize("spelling", ["same", "dotted", "absolute", "link"])
def test_an_export_over_the_file_being_read_is_refused(rocscope, data, monkeypatch, spelling):
    monkeypatch.chdir(data.parent)
    os.symlink("data.csv", "link.csv")
    target = {"same": "data.csv", "dotted": "./data.csv", "absolute": str(data),
              "link": "link.csv"}[spelling]
    before = data.read_bytes()
    error = _refused(rocscope, "data.csv", "--export", target)
    assert error.startswith(f"rocscope: error: cannot write {target}")
    assert error.endswith("it is a file being read; choose another name for the export")
    assert data.read_bytes() == before


def test_an_export_over_a_file_of_a_folder_or_glob_being_read_is_refused(rocscope, data):
    before = data.read_bytes()
    for source in (data.parent, data.parent / "*.csv"):
        error = _refused(rocscope, source, "--engine", "duckdb", "--export", data)
        assert "it is a file being read" in error
    assert data.read_bytes() == before


def test_an_export_beside_the_input_is_written(rocscope, data):
    run = rocscope(data, "--export", data.with_name("curve.csv"), "--report", "json")
    assert run.status == 0 and data.with_name("curve.csv").exists()


def test_an_export_onto_a_device_is_refused(rocscope, tmp_path):
    if not os.path.exists("/dev/null"):
        pytest.skip("needs /dev/null")
    error = _refused(rocscope, EIGHT, "--export", "/dev/null")
    assert "unknown suffix" in error  # refused for its suffix before anything else
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    assert _refused(rocscope, EIGHT, "--export", fifo).endswith("it is not a regular file")


def _full_disk(limit: int):
    """The child's files cannot grow past ``limit`` bytes, as on a full disk: writes
    beyond fail (EFBIG) instead of the process being killed (SIGXFSZ)."""
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
@pytest.mark.parametrize("suffix", [".pdf", ".png", ".svg", ".gif", ".csv", ".json"])
def test_a_full_disk_keeps_the_good_file_and_says_so(tmp_path, suffix):
    target = tmp_path / f"figure{suffix}"
    good = b"the good file, written before the disk filled up\n"
    target.write_bytes(good)
    # A hundred bytes: less than any export of the example writes.
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--export", str(target)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         preexec_fn=_full_disk(100))
    assert run.returncode == 2, run.stderr
    assert "wrote" not in run.stdout
    assert run.stderr.splitlines() == [f"rocscope: error: cannot write {target}: File too large"]
    assert target.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]
