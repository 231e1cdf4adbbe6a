"""Ctrl-C and SIGTERM while Qt draws through Python: held until the drawing is done.

Qt calls Python back while it paints (pyqtgraph's items paint in Python). An exception
that a signal's handler raises there unwinds into Qt's C++: the bindings print it and
go on, or the interpreter crashes (a segmentation fault, seen with Ctrl-C a second
into ``rocscope.figure`` of 3 x 10^6 rows, in the caller's own interpreter). Around a
drawing, :func:`held` notes such a signal instead and hands it to the handler that was
in place once the drawing is done: Python's own raises KeyboardInterrupt in the
caller, the command line's stops its run (:mod:`core.app.cli.signals`).
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator

_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@contextlib.contextmanager
def held() -> Iterator[None]:
    """While the body runs, SIGINT and SIGTERM are noted, not handled; the first noted
    goes to the handler that was in place when the body has finished. A signal left to
    the system (``SIG_DFL``) or ignored is not touched, nor is anything off the main
    thread (where Python handles no signal)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []
    previous = {}
    for number in _SIGNALS:
        handler = signal.getsignal(number)
        if callable(handler):
            previous[number] = handler
            signal.signal(number, lambda n, _frame: noted.append(n))
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    if noted:
        previous[noted[0]](noted[0], None)
