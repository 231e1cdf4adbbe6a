"""Progress and cancel for a query an engine runs: a thread polls the engine meanwhile.

DuckDB and Spark each tell how far a query is in their own way and stop it in their
own way; what they share is here: the polling, the band of the whole job a query
covers, progress that never goes back, and remembering that a stop was asked for (so
that the engine's error is reported as the cancel it is).

A stop can also come from outside: the command line turns Ctrl-C and SIGTERM into
:func:`request_stop` from a thread of its own, because while an engine computes, the
main thread is inside the engine's code and Python's own signal handler waits until the
engine returns (seconds for DuckDB, minutes for a long Spark stage).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

# Set by request_stop(); watched while armed (the command line arms it for its run).
_STOP = threading.Event()
_ARMED = threading.Event()


@contextlib.contextmanager
def stop_armed() -> Iterator[None]:
    """While the body runs, every query is watched for :func:`request_stop`."""
    _STOP.clear()
    _ARMED.set()
    try:
        yield
    finally:
        _ARMED.clear()
        _STOP.clear()


def request_stop() -> None:
    """Interrupt the engines' running queries (safe from any thread)."""
    _STOP.set()


def stop_requested() -> bool:
    return _STOP.is_set()


def stop_armed_now() -> bool:
    """Whether a stop request would be acted on now (a run that armed it is on)."""
    return _ARMED.is_set()


class QueryWatch:
    """Watches one engine's queries for ``progress`` (called with fractions of the whole
    job) and ``cancelled`` (polled)."""

    def __init__(self, progress: Callable[[float], None] | None,
                 cancelled: Callable[[], bool] | None, poll_seconds: float):
        self.progress = progress
        self.cancelled = cancelled
        self.poll_seconds = poll_seconds
        self.interrupted = False
        # The interrupt came from request_stop() (a signal), not from ``cancelled``.
        self.stopped = False
        self._reported = -1.0

    def report(self, fraction: float) -> None:
        # Engines re-estimate as work appears (new stages, new pipelines): what the
        # caller sees never goes back.
        if self.progress is not None and fraction > self._reported:
            self._reported = fraction
            self.progress(fraction)

    @contextlib.contextmanager
    def running(self, band: tuple[float, float], fraction: Callable[[], float | None],
                interrupt: Callable[[], None], name: str) -> Iterator[None]:
        """While the body runs a query covering ``band`` of the job, poll ``fraction()``
        (the query's own, 0..1, or None when unknown) and call ``interrupt()`` once if
        the caller cancels; the band's end is reported when the query ends."""
        done = threading.Event()
        watcher = None
        if self.progress is not None or self.cancelled is not None or _ARMED.is_set():
            watcher = threading.Thread(target=self._watch, daemon=True, name=name,
                                       args=(done, band, fraction, interrupt))
            watcher.start()
        try:
            yield
        finally:
            done.set()
            if watcher is not None:
                watcher.join()
            if band[1] > band[0]:
                self.report(band[1])

    def _watch(self, done: threading.Event, band, fraction, interrupt) -> None:
        low, high = band
        while not done.wait(self.poll_seconds):
            stopped = _STOP.is_set()
            if stopped or (self.cancelled is not None and self.cancelled()):
                self.interrupted = True
                self.stopped |= stopped
                interrupt()
                return
            if self.progress is not None and high > low:
                part = fraction()
                if part is not None:
                    self.report(low + (high - low) * part)
