"""Test-wide settings: Qt runs headless, pyqtgraph binds to PySide6, text is set in
DejaVu (and Noto CJK, for Chinese) alone, the language is English unless a test asks."""

import gc
import os
import signal
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

# The language follows the locale: the tests read English wherever they run (a test of
# Chinese asks for it).
for _name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

# A shell without job control starts a command put in the background (`make test-all &`)
# with Ctrl-C ignored, and an ignored signal stays ignored in every program started from
# it: the tests of Ctrl-C would then see none. They test the program as a terminal runs it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# Where labels go depends on how wide their text is: the tests see the fonts a fresh
# machine has (the Makefile installs DejaVu and Noto CJK), not whatever else this one has.
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
NOTO_CJK = Path("/usr/share/fonts/opentype/noto")
if DEJAVU.is_dir() and "FONTCONFIG_FILE" not in os.environ:
    _fonts = Path(tempfile.gettempdir()) / f"rocscope-test-fonts-{os.getuid()}"
    _fonts.mkdir(exist_ok=True)
    _dirs = "".join(f"<dir>{d}</dir>" for d in (DEJAVU, NOTO_CJK) if d.is_dir())
    (_fonts / "fonts.conf").write_text(
        "<?xml version='1.0'?><!DOCTYPE fontconfig SYSTEM 'fonts.dtd'><fontconfig>"
        f"{_dirs}<cachedir>{_fonts / 'cache'}</cachedir></fontconfig>")
    os.environ["FONTCONFIG_FILE"] = str(_fonts / "fonts.conf")


def pytest_sessionfinish(session, exitstatus):
    session.config.rocscope_exit_status = int(exitstatus)


def pytest_unconfigure(config):
    # Last of pytest's hooks: what follows is only the interpreter's exit.
    from tests.exit_watch import start, wanted

    if wanted() and not hasattr(config, "workerinput"):
        start()
    # Every test has run and every report is written: leave now. Left to the
    # interpreter's exit, Qt's and pyqtgraph's objects were taken apart in the garbage
    # collector's order, and one run in several crashed (a segmentation fault) after
    # every test had passed; deleting the windows first crashed the same way, at once.
    status = getattr(config, "rocscope_exit_status", None)
    if status is not None and not hasattr(config, "workerinput"):
        import sys

        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        os._exit(status)


def pytest_configure(config):
    # Before any test module is imported: the tier (tests/tiers.py), then Hypothesis's
    # profile, which every property's own settings start from. No deadline and no check
    # of slow data generation: a property is judged on its outcome, never on how long an
    # example took on a busy machine.
    from hypothesis import HealthCheck, settings

    from tests import tiers

    tiers.THOROUGH = "not slow" not in (config.getoption("markexpr", "") or "")
    patient = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow],
               "max_examples": tiers.examples(100)}
    settings.register_profile("derandomized", derandomize=True, **patient)
    settings.register_profile("random", **patient)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "derandomized"))
    _patient_qtbot()

    # A stuck test ends the run with every thread's stack, which is long: CI shows only the
    # end of its output. Name the stuck test last, where it is read.
    import pytest_timeout

    dump_stacks = pytest_timeout.dump_stacks
    running = {}

    def dump_then_name(terminal):
        dump_stacks(terminal)
        terminal.write(f"\nstuck: {running.get('test', '?')}\n")

    pytest_timeout.dump_stacks = dump_then_name

    class Running:
        @staticmethod
        def pytest_runtest_logstart(nodeid, location):
            running["test"] = nodeid

    config.pluginmanager.register(Running(), "rocscope-running-test")


# qtbot's waits return as soon as their condition holds; their timeout only ends a test
# whose condition never comes. pytest-qt's 5 s (and the few seconds some tests name) can
# pass on a busy machine before a window has laid itself out: a wait is given a minute at
# least, so that a busy machine makes a test slower, never red.
PATIENCE_MS = 60_000


def _patient_qtbot() -> None:
    from pytestqt.qtbot import QtBot

    def patient(wait):
        def wait_patiently(self, *args, timeout=5000, **kwargs):
            if timeout is not None and timeout > 0:
                timeout = max(timeout, PATIENCE_MS)
            return wait(self, *args, timeout=timeout, **kwargs)
        return wait_patiently

    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive",
                 "waitCallback"):
        setattr(QtBot, name, patient(getattr(QtBot, name)))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item):
    # After pytest-qt has closed a test's widgets (its teardown runs inside this one).
    result = yield
    _take_apart_what_the_test_left()
    return result


def _take_apart_what_the_test_left() -> None:
    """Delete the closed widgets now, then collect the test's garbage, between tests.

    pytest-qt closes a test's widgets and asks Qt to delete them later, which happened
    whenever the next test next ran an event loop; their Python wrappers, held in
    pyqtgraph's reference cycles, were freed whenever the collector next ran, in the
    middle of the next test. A collection that frees a wrapper still owning its Qt
    object runs that object's destructor there, and Qt's layouts call back into
    Python (pyqtgraph's ``sizeHint``) on items being taken apart: once in a long
    one-process run a plot's constructor failed under a chain of such ``sizeHint``
    calls, an error left pending in them the likeliest reading (it was not seen
    again). Deleting the Qt objects while every wrapper is whole, then
    collecting at once, keeps all of that out of the tests.

    The application unfreezes what a collection on another thread froze
    (``gui.base.application``); the next teardown freezes the survivors again.
    """
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return  # a test that never started Qt left nothing of it
    from PySide6 import QtCore

    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    gc.collect()
    # What outlived the test lives on (modules, caches): out of every later collection's
    # walk, which then costs milliseconds, not a tenth of a second per test.
    gc.freeze()
