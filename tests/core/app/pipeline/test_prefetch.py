"""The read main.py starts before the window exists: the loader that takes it over sees
its progress from then on (at once, how far it has got) and can stop it."""

import threading

import pytest

from core.app.pipeline import prefetch as prefetching
from core.errors import LoadCancelled
from core.readers.selected import read_selected
from tests.core.readers.helpers import FORMATS


class SlowRead:
    """Stands in for read_selected: tells 0.25, then waits to be stopped or let go."""

    def __init__(self):
        self.go_on = threading.Event()
        self.told = threading.Event()
        self.stopped = threading.Event()

    def __call__(self, path, *, progress, cancelled, **choices):
        progress(0.25)
        self.told.set()
        while not self.go_on.wait(0.01):
            if cancelled():
                self.stopped.set()
                raise LoadCancelled("loading was cancelled")
        progress(1.0)
        return ("read", path, choices)


@pytest.fixture
def slow(monkeypatch):
    read = SlowRead()
    monkeypatch.setattr(prefetching, "read_selected", read)
    return read


def test_the_taker_hears_how_far_it_got_then_the_rest(slow, tmp_path):
    path = tmp_path / "f.csv"
    prefetching.prefetch(path, label="y")
    assert slow.told.wait(5)
    started = prefetching.take(path)
    assert prefetching.take(path) is None  # taken once
    heard = []
    started.follow(heard.append, lambda: False)
    assert heard == [0.25]
    slow.go_on.set()
    assert started.result() == ("read", path, {"label": "y"})
    assert heard == [0.25, 1.0]


def test_the_taker_can_stop_it(slow, tmp_path):
    path = tmp_path / "f.csv"
    prefetching.prefetch(path)
    assert slow.told.wait(5)
    stop = threading.Event()
    started = prefetching.take(str(path))
    started.follow(None, stop.is_set)
    stop.set()
    with pytest.raises(LoadCancelled):
        started.result()


def test_a_real_read_gives_what_reading_it_gives(tmp_path):
    path = FORMATS / "header.csv"
    prefetching.prefetch(path)
    started = prefetching.take(path)
    heard = []
    started.follow(heard.append)
    read = started.result()
    assert read.names == read_selected(path).names and read.n_rows == 8
    assert heard and heard[-1] == 1.0 and heard == sorted(heard)


def test_nothing_started_nothing_taken(tmp_path):
    assert prefetching.take(tmp_path / "never.csv") is None
    assert prefetching.take(b"bytes are not prefetched") is None
