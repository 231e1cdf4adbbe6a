"""The watch on the test process: a process that hangs after its tests is killed with
a message naming its threads; one that exits is left alone and the watch ends."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.exit_watch import wanted
from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parents[1]

HANGS = """
import sys, threading, time
sys.path.insert(0, sys.argv[1])
from tests.exit_watch import start
start(grace=0.5)
threading.Event().wait(600)   # the tests are over, but something holds the process
"""

EXITS = """
import os, sys
sys.path.insert(0, sys.argv[1])
from tests.exit_watch import start
start(grace=600)
print(os.getpid(), flush=True)
sys.stdin.read()   # until the test has seen the watch
"""


def watches_of(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as f:
                    args = f.read().split(b"\0")
            except OSError:
                continue
            if b"still running" in b" ".join(args) and str(pid).encode() in args:
                found.append(int(entry))
    return found


def test_a_process_that_does_not_exit_is_killed_and_said_why():
    done = subprocess.run([sys.executable, "-c", HANGS, str(ROOT)], capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == -signal.SIGKILL
    assert "still running 0 s after its tests finished" in done.stderr
    assert "its threads: python" in done.stderr


def test_the_watch_ends_when_the_process_exits():
    process = subprocess.Popen([sys.executable, "-c", EXITS, str(ROOT)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    pid = int(process.stdout.readline())
    wait_until(lambda: watches_of(pid), "the watch starts")
    assert len(watches_of(pid)) == 1
    process.stdin.close()
    process.wait(timeout=120)
    process.stdout.close()
    wait_until(lambda: not watches_of(pid), "the watch ends")


@pytest.mark.parametrize(("command", "watched"), [
    ("/venv/bin/pytest", True),
    ("/venv/lib/python3.11/site-packages/pytest/__main__.py", True),  # python -m pytest
    ("/venv/lib/python3.11/site-packages/ipykernel_launcher.py", False),  # pytest.main()
    ("", False),
])
def test_only_a_process_started_to_run_pytest_is_watched(monkeypatch, command, watched):
    monkeypatch.setattr(sys, "argv", [command])
    assert wanted() is watched


def test_a_process_that_took_over_the_number_is_left_alone():
    from tests.exit_watch import _WATCH
    other = subprocess.Popen(["sleep", "600"])
    try:
        # The watched process had started at another time: its number is now another's.
        watch = subprocess.run([sys.executable, "-c", _WATCH, str(other.pid), "0.3", "1"],
                               capture_output=True, text=True, timeout=120)
        assert watch.returncode == 0 and watch.stderr == ""
        assert other.poll() is None
    finally:
        other.kill()
        other.wait()
