"""Slow work for the views off the UI thread: one worker thread, the latest request per
key first, ``ready`` after each piece of work.

Thinning a curve of 10^7 points or computing its precision–recall path takes tenths of
a second: the drawers and the analysis results hand such work here and say "not yet";
when ``ready`` comes, the view asks again and finds the result in its cache.
"""

from __future__ import annotations

import sys
import threading
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

    def __init__(self, what: str, parent=None):
        super().__init__(parent)
        self.what = what  # named in the message when work fails
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
        threading.Thread(target=self._work, name=name, daemon=True).start()

    def next_key(self, keys: list) -> Hashable:
        """Which pending work runs next: the latest asked for (a subclass may prefer
        another)."""
        return keys[-1]

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._busy = False
                    return
                work = self._pending.pop(self.next_key(list(self._pending)))
            try:
                work()
            except Exception as exc:  # noqa: BLE001
                # Out of memory, most likely. A thread that died here would leave every
                # later request waiting for ever.
                print(f"rocscope: could not {self.what}: {type(exc).__name__}: {exc}",
                      file=sys.stderr)
                continue
            finally:
                work = None  # it holds its curve: let the caches forget a curve let go
            try:
                self.ready.emit()
            except RuntimeError:  # the view went away while this ran
                with self._lock:
                    self._busy = False
                return
