"""Ctrl-C and SIGTERM during a headless run: stopped within a moment, cleaned up, one line.

Python runs a signal's handler in the main thread, between two of its own steps. While
the main thread waits inside an engine (a DuckDB query, a Spark job), that can be
seconds or minutes away; and a SIGTERM, left to its default, ends the process at once,
leaving behind the ``.part`` file of an export and DuckDB's spill folder. So, for the
duration of a run:

- both signals raise an exception in the main thread (SIGTERM :class:`Terminated`, a
  kind of KeyboardInterrupt), so that every ``finally`` and cleanup on the way out runs
  as for Ctrl-C;
- the signal is also written to a pipe (:func:`signal.set_wakeup_fd`), which a thread
  of ours reads at once and turns into :func:`core.scale.watching.request_stop`: the
  engine's watcher interrupts its query, and the main thread gets control back.

A signal ignored when the run starts (``nohup``, a shell's background job) stays ignored.
Code that C++ calls back (Qt painting a figure) must not raise it:
:func:`core.app.held_signals.held` notes a signal there and hands it to this module's
handler once the drawing is done.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Iterator

from core.scale.watching import request_stop, stop_armed

_SIGNALS = (signal.SIGINT, signal.SIGTERM)
_received: list[int] = []


class Terminated(KeyboardInterrupt):
    """The process was asked to end (SIGTERM): handled as an interrupt, but reported as
    what it is."""


def received() -> int | None:
    """The signal (``signal.SIGINT`` or ``signal.SIGTERM``) that stopped this run, if one
    did."""
    return _received[0] if _received else None


@contextlib.contextmanager
def stopping_cleanly() -> Iterator[None]:
    """Handle Ctrl-C and SIGTERM as described in the module's notes while the body runs
    (in the main thread only: elsewhere signals cannot be handled, and nothing is done).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _received.clear()
    previous = {number: signal.getsignal(number) for number in _SIGNALS}
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    try:
        old_wakeup = signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
    except ValueError:  # not the main interpreter
        os.close(read_end)
        os.close(write_end)
        yield
        return
    relay = threading.Thread(target=_relay, args=(read_end,), daemon=True,
                             name="rocscope-signals")
    relay.start()
    try:
        with stop_armed():
            for number in _SIGNALS:
                if previous[number] is not signal.SIG_IGN:
                    signal.signal(number, _raise)
            yield
    finally:
        for number, handler in previous.items():
            with contextlib.suppress(TypeError, ValueError):
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        signal.set_wakeup_fd(old_wakeup)
        os.close(write_end)  # the relay reads the end of the pipe and returns
        relay.join(timeout=1.0)
        os.close(read_end)


def _raise(number, frame) -> None:
    _note(number)
    raise Terminated() if number == signal.SIGTERM else KeyboardInterrupt()


def _note(number: int) -> None:
    if not _received:
        _received.append(number)


def _relay(read_end: int) -> None:
    """Turn each signal written to the pipe into a stop request, at once."""
    while True:
        try:
            data = os.read(read_end, 64)
        except OSError:
            return
        if not data:
            return
        for number in data:
            if number in _SIGNALS:
                _note(number)
                request_stop()
