"""Ctrl-C in the terminal, or SIGTERM, closes the program's window: one line, status
130 or 143, never a traceback or a crash, whenever the signal comes (while Qt is
imported, or with the window on screen).

Each test runs the program in a child on Qt's offscreen platform. The child says where
it has got to on its standard output; the signal is sent once it has said so."""

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

# The child announces "painted" once the window has first painted, or "noting" once
# the program notes signals, before Qt is imported (then it waits there for the signal).
_CHILD = """\
import os, sys, threading
sys.path.insert(0, sys.argv[1])
sys.argv = ["rocscope"]
os.environ["QT_QPA_PLATFORM"] = "offscreen"
where = {where!r}

import gui.window.stop_signals as stop_signals
_init = stop_signals.StopSignals.__init__
def noting(self):
    _init(self)
    if where == "noting":  # Qt is imported once the signal is noted: it comes before
        print("noting", flush=True)
        for _ in range(6000):
            if self.noted is not None:
                break
            threading.Event().wait(0.01)
stop_signals.StopSignals.__init__ = noting

import gui.base.first_paint as first_paint
_release = first_paint.release
def painted():
    _release()
    print("painted", flush=True)
first_paint.release = painted

import main
main.run()
"""


def run_until(where: str, number: int) -> tuple[int, str]:
    """The program's exit status and standard error, sent ``number`` once it has said
    ``where``."""
    with subprocess.Popen([sys.executable, "-c", _CHILD.format(where=where), str(ROOT)],
                          cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, env={**os.environ, "PYTHONFAULTHANDLER": "1"}) as child:
        said = threading.Event()

        def listen():
            for line in child.stdout:
                if line.strip() == where:
                    said.set()

        listening = threading.Thread(target=listen, daemon=True)
        listening.start()
        try:
            assert said.wait(120), "the program never got there"
            child.send_signal(number)
            child.wait(timeout=120)
            err = child.stderr.read()
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        listening.join(timeout=60)
    return child.returncode, err


@pytest.mark.parametrize(("where", "number", "status", "line"), [
    ("painted", signal.SIGINT, 130, "rocscope: interrupted"),
    ("painted", signal.SIGTERM, 143, "rocscope: terminated"),
    ("noting", signal.SIGINT, 130, "rocscope: interrupted"),
])
def test_a_signal_closes_the_window_with_one_line(where, number, status, line):
    returned, err = run_until(where, number)
    assert (returned, err.splitlines()[-1:]) == (status, [line])
    assert "Traceback" not in err and "Fatal Python error" not in err


def test_ctrl_c_before_the_window_handles_it_says_one_line():
    # While the command line is still being read, Ctrl-C is Python's KeyboardInterrupt.
    code = (
        "import sys, threading; sys.path.insert(0, sys.argv[1]); sys.argv = ['rocscope']\n"
        "import core.app.cli.parser as parser\n"
        "def waiting(argv=None, stdin=None):\n"
        "    print('parsing', flush=True)\n"
        "    threading.Event().wait(60)\n"
        "parser.command_line_request = waiting\n"
        "import main\n"
        "main.run()\n"
    )
    with subprocess.Popen([sys.executable, "-c", code, str(ROOT)], cwd=ROOT,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as child:
        try:
            assert child.stdout.readline().strip() == "parsing"
            child.send_signal(signal.SIGINT)
            _out, err = child.communicate(timeout=120)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
    assert (child.returncode, err.splitlines()) == (130, ["rocscope: interrupted"])
