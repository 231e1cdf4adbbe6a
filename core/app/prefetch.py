"""Reading the command line's first file while the window's code is still importing.

Importing Qt, pyqtgraph and the views takes about half a second before a window can
exist; a file named on the command line need not wait for it. ``main.py`` starts
reading it here on a background thread (pyarrow reads without holding the interpreter),
and the window's loader takes the result instead of reading the file again.
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future

from core.readers.selected import read_selected

_started: dict[str, Future] = {}
_lock = threading.Lock()


def prefetch(path, **choices) -> None:
    """Start reading ``path`` (a file; see :func:`read_selected` for ``choices``)."""
    key = os.path.abspath(os.fspath(path))
    future: Future = Future()

    def work():
        try:
            future.set_result(read_selected(path, **choices))
        except BaseException as exc:  # noqa: BLE001 - handed to whoever takes it
            future.set_exception(exc)

    with _lock:
        _started[key] = future
    threading.Thread(target=work, name="rocscope-prefetch", daemon=True).start()


def take(path) -> Future | None:
    """The read started for ``path``, once (None when there is none)."""
    if not isinstance(path, (str, os.PathLike)):
        return None
    with _lock:
        return _started.pop(os.path.abspath(os.fspath(path)), None)
