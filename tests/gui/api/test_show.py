"""``rocscope.show``: blocking in a script, live in IPython (the Qt loop turned on), and
a later call puts its models into the same window."""

from __future__ import annotations

import gc
import os
import signal
import sys
import types

import numpy as np
import pytest
from PySide6 import QtCore

from core.errors import LengthMismatchError, RocscopeError
from gui.api import current_window, live, show
from gui.base.application import application

Y = np.array([1, 0, 1, 1, 0, 0, 1, 0])
P = np.array([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15])


class FakeShell:
    """What show needs of an IPython shell: ``%gui`` and which loop is on."""

    def __init__(self):
        self.active_eventloop = None
        self.magics = []

    def run_line_magic(self, name, line):
        self.magics.append((name, line))
        self.active_eventloop = line


@pytest.fixture
def fresh(qtbot, monkeypatch):
    application()
    monkeypatch.setattr(live, "_WINDOWS", [])
    yield
    window = current_window()
    if window is not None:
        window.close()
        window.deleteLater()


@pytest.fixture
def ipython(monkeypatch):
    shell = FakeShell()
    module = types.ModuleType("IPython")
    module.get_ipython = lambda: shell
    monkeypatch.setitem(sys.modules, "IPython", module)
    return shell


def names(window):
    return [m.name for m in window.session.models]


def test_in_a_script_show_returns_when_the_window_is_closed(fresh, qtbot):
    seen = []

    def close():
        window = current_window()
        seen.append((window.isVisible(), names(window), window.session.curve.auc_exact()))
        window.close()

    QtCore.QTimer.singleShot(200, close)
    show(Y, P)
    assert seen == [(True, ["score"], 21 / 32)]
    assert not current_window().isVisible()


def test_ctrl_c_closes_the_window_of_a_script_and_interrupts_the_caller(fresh, qtbot):
    # In a script, show runs Qt's loop, which runs no Python while it waits: Ctrl-C did
    # nothing, or was raised inside Qt's painting. Now the window closes, the handlers
    # are put back, and the interrupt reaches the caller.
    before = signal.getsignal(signal.SIGINT)
    QtCore.QTimer.singleShot(200, lambda: os.kill(os.getpid(), signal.SIGINT))
    with pytest.raises(KeyboardInterrupt):
        show(Y, P)
    assert not current_window().isVisible()
    assert signal.getsignal(signal.SIGINT) is before
    assert signal.set_wakeup_fd(-1) == -1  # no socket of show's is left behind


@pytest.mark.parametrize("collecting", [True, False])
def test_show_leaves_the_collector_as_it_was(collecting, fresh, qtbot):
    was = gc.isenabled()
    (gc.enable if collecting else gc.disable)()
    try:
        closing = QtCore.QTimer()
        closing.timeout.connect(lambda: current_window() and current_window().close())
        closing.start(0)  # closes the window once the loop runs
        show(Y, P)
        closing.stop()
        assert gc.isenabled() is collecting
    finally:
        (gc.enable if was else gc.disable)()


def test_in_ipython_show_turns_on_the_qt_loop_and_returns_at_once(fresh, ipython, qtbot):
    show(Y, P, ties="best")
    window = current_window()
    assert ipython.magics == [("gui", "qt")]
    assert window.isVisible() and names(window) == ["score"]
    assert window.session.ordering.value == "best"
    show(Y, {"other": 1 - P})  # the loop is on now: not turned on twice
    assert ipython.magics == [("gui", "qt")]
    assert current_window() is window and names(window) == ["score", "other"]
    assert window.session.focused.name == "other"


def test_a_model_of_the_same_name_takes_the_place_of_the_one_shown(fresh, ipython, qtbot):
    show(Y, {"a": P, "b": P[::-1]})
    window = current_window()
    colour = window.session.models[0].colour
    better = np.where(Y == 1, 0.9, 0.1)
    show(Y, {"a": better})
    assert names(window) == ["a", "b"]
    assert window.session.models[0].curve.aucs.average == 1.0
    assert window.session.models[0].colour == colour
    show(Y, {"c": P}, replace=True)
    assert names(window) == ["c"]


def test_a_window_closed_in_ipython_opens_again_with_the_new_models(fresh, ipython, qtbot):
    show(Y, {"a": P})
    current_window().close()
    show(Y, {"b": P})
    assert current_window().isVisible() and names(current_window()) == ["b"]


def test_bad_data_fail_in_the_call_before_any_window(fresh, ipython):
    with pytest.raises(LengthMismatchError):
        show(Y, P[:5])
    assert current_window() is None


def test_without_a_screen_show_says_so(fresh, monkeypatch):
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    with pytest.raises(RocscopeError, match="needs a screen"):
        show(Y, P)
    assert current_window() is None


def test_show_opens_on_the_det_plot_with_the_band(fresh, ipython, qtbot):
    show(Y, P, plot="det", band=True, seed=1)
    window = current_window()
    assert window.session.plots == "det" and window.plots_area.frames["det"].isVisible()
    assert window.session.analysis.band and window.session.analysis.seed == 1
