"""Work held until a launched window has painted: nothing is held outside a launch;
during one, what was asked for starts, in order, once the window has painted."""

import pytest
import shiboken6
from PySide6 import QtCore, QtWidgets

from gui.base import first_paint
from gui.base.application import application


@pytest.fixture(autouse=True)
def no_fallback(monkeypatch):
    """Nothing starts for want of a paint while a test looks (a busy machine may take
    seconds to show a window): only the paints these tests make start work."""
    monkeypatch.setattr(first_paint, "HOLD_AT_MOST", 600_000)


def test_outside_a_launch_work_starts_at_once():
    started = []
    first_paint.after_first_paint(lambda: started.append(1))
    assert started == [1]


@pytest.fixture
def launch(qtbot):
    """A launch holding its work: the list each held start writes to. Whatever a test
    leaves held is released after it, so nothing stays held for the next."""
    application()
    first_paint.hold()
    yield []
    first_paint.release()


def test_held_work_starts_in_order_once_the_window_has_painted(qtbot, launch):
    first_paint.after_first_paint(lambda: launch.append("first"))
    first_paint.after_first_paint(lambda: launch.append("second"))
    assert launch == []
    window = QtWidgets.QLabel("painted")
    qtbot.addWidget(window)
    first_paint.release_once_painted(window)
    assert launch == []  # not before it is shown
    window.show()
    qtbot.waitUntil(lambda: launch == ["first", "second"], timeout=60_000)
    first_paint.after_first_paint(lambda: launch.append("after"))
    assert launch == ["first", "second", "after"]


def test_held_work_waits_for_the_window_itself_not_for_another_one(qtbot, launch):
    # The launch watched every object for a paint: another window's paint released
    # what waited for the window being launched.
    first_paint.after_first_paint(lambda: launch.append("held"))
    window = QtWidgets.QLabel("launched")
    qtbot.addWidget(window)
    first_paint.release_once_painted(window)
    other = QtWidgets.QLabel("another")
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    other.repaint()
    # A start after a paint is queued at once: a zero timer queued after this paint
    # runs after it.
    later = []
    QtCore.QTimer.singleShot(0, lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True], timeout=60_000)
    assert launch == []
    window.show()
    qtbot.waitUntil(lambda: launch == ["held"], timeout=60_000)


def test_the_main_window_paints_itself_so_a_launch_releases_its_work(qtbot, launch):
    # Watched alone, a window whose children covered it whole would never get a paint
    # of its own: the launch's work would wait for HOLD_AT_MOST instead.
    from gui.window.app import build_window

    first_paint.after_first_paint(lambda: launch.append("held"))
    window = build_window()
    qtbot.addWidget(window)
    first_paint.release_once_painted(window)
    window.show()
    qtbot.waitUntil(lambda: launch == ["held"], timeout=60_000)


def test_after_next_paint_starts_once_something_has_painted(qtbot):
    application()
    owner = QtWidgets.QLabel("owner")
    qtbot.addWidget(owner)
    started = []
    first_paint.after_next_paint(lambda: started.append("warm"), owner)
    QtWidgets.QApplication.processEvents()
    assert started == []  # nothing painted yet
    owner.show()
    qtbot.waitUntil(lambda: started == ["warm"], timeout=60_000)
    owner.update()  # later paints start nothing more
    qtbot.waitExposed(owner)
    QtWidgets.QApplication.processEvents()
    assert started == ["warm"]


def test_after_next_paint_starts_nothing_once_its_owner_is_gone(qtbot):
    application()
    owner = QtCore.QObject()
    started = []
    first_paint.after_next_paint(lambda: started.append("warm"), owner)
    shiboken6.delete(owner)
    window = QtWidgets.QLabel("painted")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QtWidgets.QApplication.processEvents()
    assert started == []


def test_after_next_paint_waits_for_a_paint_once_ready(qtbot):
    # The load's intervals wait until the curves' thinning is delivered and painted.
    application()
    window = QtWidgets.QLabel("painted")
    qtbot.addWidget(window)
    started, ready = [], []
    first_paint.after_next_paint(lambda: started.append("warm"), window,
                                 ready=lambda: bool(ready))
    window.show()
    qtbot.waitExposed(window)
    window.repaint()
    QtWidgets.QApplication.processEvents()
    assert started == []  # painted, but not ready
    ready.append(True)
    window.repaint()
    qtbot.waitUntil(lambda: started == ["warm"], timeout=60_000)
