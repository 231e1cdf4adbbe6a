"""Reading the command line's first file while the window's code is still importing.

Importing Qt, pyqtgraph and the views takes about half a second before a window can
exist; a file named on the command line need not wait for it. ``main.py`` starts
reading it here on a background thread (pyarrow reads without holding the interpreter),
and the window's loader takes the read over instead of reading the file again: from
then on the read tells the loader's progress bar how far it has got and stops when the
loader is cancelled.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import Future

from core.readers.dataset import Dataset
from core.readers.selected import read_selected

_started: dict[str, Started] = {}
_lock = threading.Lock()


class Started(Future[Dataset]):
    """A read begun before anyone watched it: the future of its :class:`Dataset`, whose
    ``result()`` raises what the read raised (``LoadCancelled`` when it was stopped)."""

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._fraction = 0.0
        self._progress: Callable[[float], None] | None = None
        self._cancelled: Callable[[], bool] | None = None

    def follow(self, progress: Callable[[float], None] | None = None,
               cancelled: Callable[[], bool] | None = None) -> None:
        """From now on tell ``progress`` how far the read has got (at once: how far it
        is already), and stop the read when ``cancelled()`` returns True.

        ``progress`` is called on the reading thread with a lock held: it must return
        at once (a Qt signal's ``emit`` does) and not call back into this read.
        """
        # Told under the lock, so that no later fraction can be told before this one.
        with self._lock:
            self._progress, self._cancelled = progress, cancelled
            if progress is not None:
                progress(self._fraction)

    def _tell(self, fraction: float) -> None:
        with self._lock:
            self._fraction = fraction
            if self._progress is not None:
                self._progress(fraction)

    def _stopped(self) -> bool:
        cancelled = self._cancelled
        return cancelled is not None and cancelled()


def prefetch(path, **choices) -> Started:
    """Start reading ``path`` (a file; see :func:`read_selected` for ``choices``)."""
    key = os.path.abspath(os.fspath(path))
    started = Started()

    def work():
        try:
            started.set_result(read_selected(path, progress=started._tell,
                                             cancelled=started._stopped, **choices))
        except BaseException as exc:  # noqa: BLE001 - handed to whoever takes it
            started.set_exception(exc)

    with _lock:
        _started[key] = started
    threading.Thread(target=work, name="rocscope-prefetch", daemon=True).start()
    return started


def take(path) -> Started | None:
    """The read started for ``path``, once (None when there is none)."""
    if not isinstance(path, (str, os.PathLike)):
        return None
    with _lock:
        return _started.pop(os.path.abspath(os.fspath(path)), None)
