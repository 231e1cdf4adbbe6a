"""A file named on the command line is read before the window exists; the window's
loader takes that read over: its progress dialog moves with it, and Cancel stops it."""

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from core.app.pipeline import prefetch as prefetching
from gui.base.application import application
from gui.window.app import build_window
from tests.core.app.pipeline.test_prefetch import SlowRead
from tests.gui.conftest import options

DATA = Path(__file__).parents[1] / "data"


@pytest.fixture
def slow(monkeypatch):
    read = SlowRead()
    monkeypatch.setattr(prefetching, "read_selected", read)
    yield read
    read.go_on.set()


def test_the_dialog_shows_the_read_begun_before_the_window_and_cancel_stops_it(
        qtbot, window, slow):
    before = window.session.curve
    path = str(DATA / "two_models.csv")
    prefetching.prefetch(path)
    assert slow.told.wait(5)
    window.open_file(path)
    qtbot.waitUntil(lambda: window.loader._progress is not None
                    and window.loader._progress.value() == 250, timeout=5000)
    job = window.loader.job
    cancel, = [b for b in window.loader._progress.findChildren(QtWidgets.QPushButton)
               if b.text() == "Cancel"]
    cancel.click()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=5000)
    assert job.is_cancelled() and window.session.curve is before
    # The read itself noticed and stopped, rather than running on to the end.
    qtbot.waitUntil(lambda: slow.stopped.is_set(), timeout=5000)


def test_cancelled_at_launch_says_so_and_offers_the_example(qtbot, settings, slow):
    path = str(DATA / "two_models.csv")
    prefetching.prefetch(path)
    assert slow.told.wait(5)
    application()
    window = build_window(options(file=path), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.loader._progress is not None, timeout=5000)
    assert window.session.message.text == "Loading two_models.csv…"
    cancel, = [b for b in window.loader._progress.findChildren(QtWidgets.QPushButton)
               if b.text() == "Cancel"]
    cancel.click()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=5000)
    message = window.session.message
    assert message.text.startswith("Stopped loading two_models.csv.")
    assert window.banner.isVisible() and "Stopped loading" in window.banner.text.text()
    assert message.offer.text == "Show the Example" and not window.session.models
    assert window.banner.action_button.text() == "Show the Example"
    window.banner.action_button.click()
    assert window.session.curve.auc_exact() == Fraction(21, 32)
    assert window.session.message is None


def test_escape_on_the_progress_dialog_cancels_the_load(qtbot, window, slow):
    before = window.session.curve
    path = str(DATA / "two_models.csv")
    prefetching.prefetch(path)
    assert slow.told.wait(5)
    window.open_file(path)
    qtbot.waitUntil(lambda: window.loader._progress is not None
                    and window.loader._progress.isVisible(), timeout=5000)
    job = window.loader.job
    cancel, = window.loader._progress.findChildren(QtWidgets.QPushButton)
    assert not cancel.autoDefault() and not cancel.isDefault()  # Enter does not cancel
    escapes = [s for s in window.loader._progress.findChildren(QtGui.QShortcut)
               if s.key() == QtGui.QKeySequence(QtCore.Qt.Key.Key_Escape)]
    assert len(escapes) == 1  # two would be ambiguous: Escape would only hide the dialog
    escapes[0].activated.emit()  # as Escape does on a screen (offscreen has no shortcuts)
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=5000)
    assert job.is_cancelled() and window.session.curve is before
    qtbot.waitUntil(lambda: slow.stopped.is_set(), timeout=5000)
