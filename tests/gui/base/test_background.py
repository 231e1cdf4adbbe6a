"""The one worker of the views and panels: a newer request under a key replaces a
waiting one and only the latest is delivered, ``ready`` follows each piece of work,
work that fails is reported (or its error delivered) without stopping the worker,
cancel stops stoppable work, and the UI thread lets go of the worker last."""

import threading
import weakref

import pytest

from core import RocscopeError
from core.errors import check_cancelled
from gui.base import background
from gui.base.background import Background


class Drawer(Background):
    """A Background whose work is a drawing the screen waits for."""

    draws = True


@pytest.fixture
def drawings_waited_for(monkeypatch):
    """Other work waits for the drawings for as long as a test runs."""
    monkeypatch.setattr(background, "DRAWINGS_FIRST", 60)


def test_pending_work_is_replaced_by_key_failures_are_reported_and_ready_follows(qtbot, capsys):
    jobs = Background("test the worker")
    gate = threading.Event()
    done = []
    readies = []
    jobs.ready.connect(lambda: readies.append(1))
    jobs.run(lambda: (gate.wait(5), done.append("first")), "first")
    jobs.run(lambda: done.append("a, old"), "a")  # waits behind "first"...
    jobs.run(lambda: 1 / 0, "b")
    jobs.run(lambda: done.append("a, new"), "a")  # ...and is replaced
    assert jobs.busy
    gate.set()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=5000)
    assert done == ["first", "a, new"]
    assert "could not test the worker: ZeroDivisionError" in capsys.readouterr().err
    qtbot.waitUntil(lambda: len(readies) == 2, timeout=5000)  # none for the failure


def test_a_subclass_chooses_what_runs_next(qtbot):
    class OverviewFirst(Background):
        def next_key(self, keys):
            return min(keys)

    jobs = OverviewFirst("order")
    gate = threading.Event()
    done = []
    jobs.run(lambda: gate.wait(5), 9)
    for key in (3, 1, 2):
        jobs.run(lambda key=key: done.append(key), key)
    gate.set()
    qtbot.waitUntil(lambda: len(done) == 3, timeout=5000)
    assert done == [1, 2, 3]


def test_only_the_latest_result_is_delivered_and_errors_are_delivered(qtbot):
    delivered = []
    jobs = Background("deliver", delivered.append)
    gate = threading.Event()
    jobs.run(lambda: (gate.wait(5), "older")[1])
    jobs.run(lambda: "newer")  # waits behind the running one, which is out of date
    gate.set()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=5000)
    assert delivered == ["newer"]
    assert jobs.run(lambda: "here", here=True) == "here" and delivered[-1] == "here"
    jobs.run(lambda: {}["missing"])
    qtbot.waitUntil(lambda: not jobs.busy, timeout=5000)
    assert isinstance(delivered[-1], RocscopeError) and "KeyError" in str(delivered[-1])


def test_cancel_stops_stoppable_work_and_delivers_nothing(qtbot):
    delivered, shares = [], []
    jobs = Background("stop", delivered.append)
    jobs.progressed.connect(shares.append)
    stopped = threading.Event()

    def work(progress, cancelled):
        progress(0.5)
        while not cancelled():
            stopped.wait(0.01)
        stopped.set()
        check_cancelled(cancelled)

    jobs.run(work, stoppable=True)
    qtbot.waitUntil(lambda: shares == [0.5], timeout=5000)
    jobs.cancel()
    assert not jobs.busy
    assert stopped.wait(5)
    jobs.run(lambda: "after")
    qtbot.waitUntil(lambda: delivered == ["after"], timeout=5000)


def test_the_ui_thread_lets_go_of_the_worker_last(qtbot):
    jobs = Background("hold on")
    gate, started, finished = threading.Event(), threading.Event(), threading.Event()
    jobs.run(lambda: (started.set(), gate.wait(5), finished.set()), "slow")
    assert started.wait(5)
    gone = weakref.ref(jobs)
    del jobs  # while its work runs: freed here, not on the worker's thread
    assert gone() is None
    gate.set()
    assert finished.wait(5)


def test_working_says_a_background_has_work_pending(qtbot):
    from gui.base.background import working

    jobs = Background("test working")
    gate = threading.Event()
    jobs.run(lambda: gate.wait(5), "k")
    assert working()
    gate.set()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=5000)


def test_after_drawings_waits_for_every_drawing_and_only_for_drawings(qtbot):
    first, second, other = Drawer("test draw 1"), Drawer("test draw 2"), Background("test other")
    gate, other_gate = threading.Event(), threading.Event()
    first.run(lambda: gate.wait(5), "k")
    second.run(lambda: 1 / 0, "k")  # a drawing that fails is over too
    other.run(lambda: other_gate.wait(5), "k")  # not a drawing: nothing waits for it
    called = []
    background.after_drawings(lambda: called.append("then"))
    assert background.drawing() and called == []
    qtbot.waitUntil(lambda: not second.busy, timeout=5000)
    assert called == []  # the first one still draws
    gate.set()
    qtbot.waitUntil(lambda: bool(called), timeout=5000)
    assert called == ["then"] and not background.drawing() and other.busy
    background.after_drawings(lambda: called.append("at once"))  # nothing drawn: now
    assert called == ["then", "at once"]
    other_gate.set()
    qtbot.waitUntil(lambda: not other.busy, timeout=5000)


def test_after_drawings_follows_a_cancelled_drawing(qtbot):
    drawer, gate, called = Drawer("test draw"), threading.Event(), []
    drawer.run(lambda: gate.wait(5), "k")
    background.after_drawings(lambda: called.append(1))
    drawer.cancel()
    assert called == [1]
    gate.set()


def test_other_work_starts_once_the_drawings_are_in(qtbot, drawings_waited_for):
    drawer, other = Drawer("test draw"), Background("test other")
    gate, order = threading.Event(), []
    drawer.run(lambda: (gate.wait(5), order.append("drawn")), "k")
    # The other work notes whether a drawing was still pending when it ran.
    other.run(lambda: order.append(("other", drawer.busy)), "k")
    qtbot.waitUntil(lambda: not other._waiting, timeout=5000)  # taken by its thread
    gate.set()
    qtbot.waitUntil(lambda: not other.busy, timeout=5000)
    assert order == ["drawn", ("other", False)]


def test_what_waits_for_the_drawings_runs_before_other_work_is_let_go(qtbot, drawings_waited_for):
    # The paint that shows a drawing runs on the UI thread; the other Backgrounds'
    # threads, which would take the interpreter's lock from it, start after it.
    drawer, other = Drawer("test draw"), Background("test other")
    gate, order = threading.Event(), []
    drawer.run(lambda: gate.wait(5), "k")
    other.run(lambda: order.append("other"), "k")
    background.after_drawings(lambda: order.append(("paint", background._drawn.is_set())))
    qtbot.waitUntil(lambda: not other._waiting, timeout=5000)  # taken, and waiting
    gate.set()
    qtbot.waitUntil(lambda: not other.busy, timeout=5000)
    assert order == [("paint", False), "other"]


def test_a_drawing_asked_for_by_the_paint_is_waited_for_too(qtbot, drawings_waited_for):
    drawer, gate, again = Drawer("test draw"), threading.Event(), threading.Event()
    drawer.run(lambda: gate.wait(5), "k")
    painted = []
    background.after_drawings(lambda: (drawer.run(lambda: again.wait(5), "k"),
                                       painted.append(True)))
    gate.set()
    qtbot.waitUntil(lambda: bool(painted), timeout=5000)
    assert background.drawing() and not background._drawn.is_set()
    again.set()
    qtbot.waitUntil(lambda: background._drawn.is_set(), timeout=5000)


def test_other_work_waits_for_the_drawings_a_bounded_time(qtbot, monkeypatch):
    monkeypatch.setattr(background, "DRAWINGS_FIRST", 0.05)
    drawer, other = Drawer("test draw"), Background("test other")
    gate, order = threading.Event(), []
    drawer.run(lambda: (gate.wait(10), order.append("drawn")), "k")
    try:
        other.run(lambda: order.append("other"), "k")
        qtbot.waitUntil(lambda: not other.busy, timeout=5000)  # while the drawing runs
        assert order == ["other"]
    finally:
        gate.set()
    qtbot.waitUntil(lambda: not drawer.busy, timeout=5000)
