"""Work held until a launched window has painted: nothing is held outside a launch;
during one, what was asked for starts, in order, once the window has painted."""

from PySide6 import QtWidgets

from gui.base import first_paint
from gui.base.application import application


def test_outside_a_launch_work_starts_at_once():
    started = []
    first_paint.after_first_paint(lambda: started.append(1))
    assert started == [1]


def test_held_work_starts_in_order_once_the_window_has_painted(qtbot):
    application()
    started = []
    first_paint.hold()
    try:
        first_paint.after_first_paint(lambda: started.append("first"))
        first_paint.after_first_paint(lambda: started.append("second"))
        assert started == []
        window = QtWidgets.QLabel("painted")
        qtbot.addWidget(window)
        first_paint.release_once_painted(window)
        assert started == []  # not before it is shown
        window.show()
        qtbot.waitUntil(lambda: started == ["first", "second"], timeout=60_000)
    finally:
        first_paint.release()  # a failed test leaves nothing held for the next
    first_paint.after_first_paint(lambda: started.append("after"))
    assert started == ["first", "second", "after"]
