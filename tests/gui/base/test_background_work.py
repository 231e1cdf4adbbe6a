"""The one worker the drawers and the analysis results share: a newer request under a
key replaces a pending one, ``ready`` follows each piece of work, and work that fails
is reported and skipped without stopping the worker."""

import threading
import weakref

from gui.base.background_work import BackgroundWork


def test_pending_work_is_replaced_by_key_failures_are_reported_and_ready_follows(qtbot, capsys):
    jobs = BackgroundWork("test the worker")
    gate = threading.Event()
    done = []
    readies = []
    jobs.ready.connect(lambda: readies.append(1))
    jobs.submit("first", lambda: (gate.wait(5), done.append("first")))
    jobs.submit("a", lambda: done.append("a, old"))  # waits behind "first"...
    jobs.submit("b", lambda: 1 / 0)
    jobs.submit("a", lambda: done.append("a, new"))  # ...and is replaced
    gate.set()
    qtbot.waitUntil(lambda: len(done) == 2 and not jobs._busy, timeout=5000)
    assert done == ["first", "a, new"]
    assert "could not test the worker: ZeroDivisionError" in capsys.readouterr().err
    qtbot.waitUntil(lambda: len(readies) == 2, timeout=5000)  # none for the failure


def test_a_subclass_chooses_what_runs_next(qtbot):
    class OverviewFirst(BackgroundWork):
        def next_key(self, keys):
            return min(keys)

    jobs = OverviewFirst("order")
    gate = threading.Event()
    done = []
    jobs.submit(9, lambda: gate.wait(5))
    for key in (3, 1, 2):
        jobs.submit(key, lambda key=key: done.append(key))
    gate.set()
    qtbot.waitUntil(lambda: len(done) == 3, timeout=5000)
    assert done == [1, 2, 3]


def test_the_ui_thread_lets_go_of_the_worker_last(qtbot):
    jobs = BackgroundWork("hold on")
    gate, started, finished = threading.Event(), threading.Event(), threading.Event()
    jobs.submit("slow", lambda: (started.set(), gate.wait(5), finished.set()))
    assert started.wait(5)
    gone = weakref.ref(jobs)
    del jobs  # while its work runs: freed here, not on the worker's thread
    assert gone() is None
    gate.set()
    assert finished.wait(5)
