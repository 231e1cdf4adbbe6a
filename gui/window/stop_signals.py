"""Ctrl-C in the terminal that started the window, or SIGTERM: the window closes.

Python runs a signal's handler only between two of its own steps on the main thread.
Qt's event loop, waiting for the user, runs none, so Ctrl-C did nothing there; and
the KeyboardInterrupt, raised once Python ran again (a paint, a slot), was printed as
a traceback by Qt's bindings, or unwound through Qt's C++ and crashed the program.

So from before Qt is imported until the program ends, both signals are only noted,
and their numbers written to a socket (:func:`signal.set_wakeup_fd`) that Qt's loop
watches: on the UI thread, between events, the windows close as their close buttons
would, and the program ends with 128 + the signal's number (130, 143). A signal that
comes while Qt is still being imported is acted on as soon as the application exists.
A signal ignored when the program starts (``nohup``) stays ignored. Qt is imported
only by :meth:`StopSignals.watch`: nothing here slows the launch.
"""

from __future__ import annotations

import contextlib
import signal
import socket

_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class StopSignals:
    """Notes SIGINT and SIGTERM from its creation (in the main thread) on; as a context
    manager, until the block ends (then the handlers found are put back: what
    ``rocscope.show`` does in the caller's interpreter).

    Attributes
    ----------
    noted : int or None
        The first of the two signals received, if one was.
    """

    def __init__(self) -> None:
        self.noted: int | None = None
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._wakeup = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.getsignal(number) for number in _SIGNALS}
        for number, handler in self._previous.items():
            if handler is not signal.SIG_IGN:
                signal.signal(number, self._note)
        self._notifier = None

    def __enter__(self) -> StopSignals:
        return self

    def __exit__(self, *_exc) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(self._wakeup)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
        self._read.close()
        self._write.close()

    def watch(self, app, stop=None) -> bool:
        """When a signal comes, call ``stop()`` on the UI thread (by default: close
        ``app``'s windows and leave its event loop); True when one came already (then
        there is nothing to show)."""
        from PySide6 import QtCore

        self._stop_action = stop or (lambda: (app.closeAllWindows(), app.exit(self.status)))
        self._notifier = QtCore.QSocketNotifier(self._read.fileno(),
                                                QtCore.QSocketNotifier.Type.Read, app)
        self._notifier.activated.connect(lambda *_args: self._stop())
        self._take_written()
        return self.noted is not None

    @property
    def status(self) -> int | None:
        """The program's exit status for the signal noted (130, 143), or None."""
        return None if self.noted is None else 128 + self.noted

    def _note(self, number: int, _frame=None) -> None:
        if self.noted is None and number in _SIGNALS:
            self.noted = number

    def _take_written(self) -> None:
        # The numbers written, read here rather than waiting for Python's own handler,
        # which runs at the interpreter's next step (perhaps after this one).
        with contextlib.suppress(OSError):
            for number in self._read.recv(256):
                self._note(number)

    def _stop(self) -> None:
        self._take_written()
        if self.noted is not None:
            self._stop_action()
