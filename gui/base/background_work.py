"""Slow work for the views off the UI thread: one worker thread, the latest request per
key first, ``ready`` after each piece of work.

Thinning a curve of 10^7 points or computing its precision–recall path takes tenths of
a second: the drawers and the analysis results hand such work here and say "not yet";
when ``ready`` comes, the view asks again and finds the result in its cache.
"""

from __future__ import annotations

import sys
import threading
import weakref
from collections.abc import Callable, Hashable

from PySide6 import QtCore


class BackgroundWork(QtCore.QObject):
    """Runs submitted work on one daemon thread, started when work arrives.

    A submission under a key already pending replaces that work (a newer zoom replaces
    an older one). Work that raises is reported on stderr and skipped: the picture on
    screen stays, and later requests still run.

    Signals
    -------
    ready()
        A piece of work finished: ask again.
    """

    ready = QtCore.Signal()

    def __init__(self, what: str, parent=None, synchronous: bool = False):
        super().__init__(parent)
        self.what = what  # named in the message when work fails
        self.synchronous = synchronous  # ask() computes at once: a figure cannot wait
        self._lock = threading.Lock()
        self._pending: dict[Hashable, Callable[[], object]] = {}
        self._busy = False

    def submit(self, key: Hashable, work: Callable[[], object]) -> None:
        with self._lock:
            self._pending[key] = work
            if self._busy:
                return  # the running thread takes it when it gets there
            self._busy = True
        name = "rocscope-" + self.what.replace(" ", "-")
        threading.Thread(target=_work, args=(weakref.ref(self),), name=name, daemon=True).start()

    def ask(self, key: Hashable, work: Callable[[], object]):
        """``work()`` done now when :attr:`synchronous`; else submitted, and None (then
        ``ready`` follows)."""
        if self.synchronous:
            return work()
        self.submit(key, work)
        return None

    def next_key(self, keys: list) -> Hashable:
        """Which pending work runs next: the latest asked for (a subclass may prefer
        another)."""
        return keys[-1]


def _work(worker: weakref.ref) -> None:
    """The thread of ``worker``: it holds the QObject only to take work and to say
    ``ready``, so that the UI thread lets go of it last (freed here, a QObject of Qt's
    would be taken apart off its thread)."""
    while (jobs := worker()) is not None:
        with jobs._lock:
            if not jobs._pending:
                jobs._busy = False
                return
            work = jobs._pending.pop(jobs.next_key(list(jobs._pending)))
        what, jobs = jobs.what, None
        try:
            work()
        except Exception as exc:  # noqa: BLE001
            # Out of memory, most likely. A thread that died here would leave every
            # later request waiting for ever.
            print(f"rocscope: could not {what}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        finally:
            work = None  # it holds its curve: let the caches forget a curve let go
        try:
            if (jobs := worker()) is not None:
                jobs.ready.emit()
        except RuntimeError:  # the view went away while this ran
            with jobs._lock:
                jobs._busy = False
            return
