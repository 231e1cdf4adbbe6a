"""A signal while Qt draws through Python is held until the drawing is done, then
handled by whoever handled it before: the command line's run stops, Python's own
handler raises KeyboardInterrupt in the caller (``rocscope.figure``)."""

import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize(("number", "command_line", "raised"), [
    (signal.SIGTERM, True, "Terminated"),
    (signal.SIGINT, True, "KeyboardInterrupt"),
    (signal.SIGINT, False, "KeyboardInterrupt"),
])
def test_a_signal_while_held_is_handled_once_the_held_code_is_done(number, command_line,
                                                                   raised):
    # The signal is noted, the code goes on to its end, and the stop comes then, as the
    # signal's own exception.
    code = (
        "import contextlib, os, signal, sys; sys.path.insert(0, '.')\n"
        "from core.app.cli.signals import stopping_cleanly\n"
        "from core.app.held_signals import held\n"
        f"run = stopping_cleanly() if {command_line} else contextlib.nullcontext()\n"
        "done = []\n"
        "try:\n"
        "    with run:\n"
        "        with held():\n"
        f"            os.kill(os.getpid(), {int(number)})\n"
        "            for _ in range(1000): pass  # where the handler runs\n"
        "            done.append('body')\n"
        "        done.append('after')\n"
        "except BaseException as exc:\n"
        "    print(type(exc).__name__, done)\n"
        "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.split("\n")[:2] == [f"{raised} ['body']", "True"]


def test_ctrl_c_while_a_figure_is_drawn_reaches_the_caller():
    # Raised inside pyqtgraph's painting, called from Qt's C++, it crashed the caller's
    # interpreter (a segmentation fault) or was printed and lost.
    code = (
        "import os, signal, sys; sys.path.insert(0, '.')\n"
        "import pyqtgraph as pg\n"
        "paint = pg.PlotCurveItem.paint\n"
        "def interrupted(*args):  # called by Qt's C++ as it paints\n"
        "    os.kill(os.getpid(), signal.SIGINT)  # the handler runs here\n"
        "    return paint(*args)\n"
        "pg.PlotCurveItem.paint = interrupted\n"
        "import main\n"
        "try:\n"
        "    main.figure([1, 0, 1, 0], [0.9, 0.8, 0.3, 0.2])\n"
        "except KeyboardInterrupt:\n"
        "    print('KeyboardInterrupt')\n"
    )
    run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], cwd=ROOT,
                         capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert (run.returncode, run.stdout.strip()) == (0, "KeyboardInterrupt")
    assert "Traceback" not in run.stderr and "Fatal Python error" not in run.stderr


@pytest.mark.parametrize(("number", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_run_stopped_while_a_figure_is_drawn_names_the_file_it_wrote(tmp_path, number,
                                                                       status):
    # The figure is finished and written while the signal waits: the run says so, then
    # stops, and names no file it did not write.
    data = tmp_path / "d.csv"
    data.write_text("score,label\n0.9,1\n0.8,0\n0.3,1\n0.2,0\n")
    code = (
        "import os, sys; sys.path.insert(0, '.')\n"
        "import pyqtgraph as pg\n"
        "paint = pg.PlotCurveItem.paint\n"
        "def stopped(*args):  # called by Qt's C++ as it paints\n"
        f"    os.kill(os.getpid(), {int(number)})\n"
        "    return paint(*args)\n"
        "pg.PlotCurveItem.paint = stopped\n"
        "import main\n"
        f"sys.argv = ['rocscope', {str(data)!r}, '--export', {str(tmp_path / 'a.png')!r},"
        f" '--export', {str(tmp_path / 'b.png')!r}]\n"
        "main.run()\n"
    )
    run = subprocess.run([sys.executable, "-X", "faulthandler", "-c", code], cwd=ROOT,
                         capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == status, run.stderr
    assert "a.png" in run.stdout and "b.png" not in run.stdout
    assert (tmp_path / "a.png").read_bytes()[:4] == b"\x89PNG"
    assert not (tmp_path / "b.png").exists()
    assert "Traceback" not in run.stderr
