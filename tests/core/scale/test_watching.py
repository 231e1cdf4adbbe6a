"""The watcher both engines share: progress within a band that never goes back, the
band's end when the query ends, and one interrupt when the caller cancels."""

import threading

import pytest

from core.scale.watching import QueryWatch
from tests.waiting import wait_until


def test_progress_stays_in_the_band_never_goes_back_and_ends_at_its_end():
    seen = []
    watch = QueryWatch(seen.append, None, poll_seconds=0.005)
    estimates = iter([0.5, 0.2, None, 0.9] + [0.9] * 1000)  # the engine re-estimates
    with watch.running((0.2, 0.6), lambda: next(estimates), lambda: None, "test"):
        wait_until(lambda: len(seen) >= 2, "the re-estimate past the first one")
    assert seen == sorted(seen) and len(set(seen)) == len(seen)
    assert seen[0] == pytest.approx(0.4) and seen[-1] == 0.6
    assert all(0.2 <= f <= 0.6 for f in seen)
    assert not watch.interrupted


def test_a_cancel_interrupts_once_and_is_remembered():
    interrupts = []
    asked = threading.Event()
    watch = QueryWatch(None, asked.is_set, poll_seconds=0.005)
    with watch.running((0.0, 1.0), lambda: 0.5, lambda: interrupts.append(1), "test"):
        asked.set()
        wait_until(lambda: interrupts, "the interrupt")
    assert interrupts == [1] and watch.interrupted


def test_nobody_watching_starts_no_thread_and_an_error_still_ends_the_band():
    before = threading.active_count()
    seen = []
    watch = QueryWatch(seen.append, None, poll_seconds=10)
    with pytest.raises(ValueError), watch.running((0.0, 0.3), lambda: None, lambda: None, "t"):
        raise ValueError("the query failed")
    assert seen == [0.3]
    silent = QueryWatch(None, None, poll_seconds=0.001)
    with silent.running((0.0, 1.0), lambda: 1.0, lambda: None, "t"):
        assert threading.active_count() == before
