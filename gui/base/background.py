"""Slow work off the UI thread: the one shape every view and panel uses for it.

Thinning a curve of 10^7 points, its precision–recall path, a bootstrap band, a
comparison of models: tenths of a second to minutes, too long for the UI thread. A view
or panel hands such work to its :class:`Background`, which runs it on a thread and hands
the result back on the UI thread; meanwhile the view says "not yet" and the picture on
screen stays.
"""

from __future__ import annotations

import sys
import threading
import weakref
from collections.abc import Callable, Hashable

from PySide6 import QtCore

from core import RocscopeError
from gui.base.first_paint import after_first_paint
from gui.base.i18n import translate

_everyone: weakref.WeakSet = weakref.WeakSet()  # every Background, for working()
_after_drawings: list[Callable[[], None]] = []  # what waits for the drawings (UI thread)
# Set while no drawing is pending: the other Backgrounds' threads wait for it (at most
# DRAWINGS_FIRST seconds) before they start their work, which would otherwise take the
# cores from a big curve's thinning while the window waits to show it.
_drawn = threading.Event()
_drawn.set()
DRAWINGS_FIRST = 0.5


def drawing() -> bool:
    """Whether a drawing the screen waits for (a curve being thinned) is asked for and
    not delivered yet."""
    return any(background.busy for background in list(_everyone) if background.draws)


def after_drawings(then: Callable[[], None]) -> None:
    """``then()`` on the UI thread once no drawing is pending (now, when none is)."""
    if drawing():
        _after_drawings.append(then)
    else:
        then()


def working() -> bool:
    """Whether any :class:`Background` has work asked for and not delivered yet (a
    curve being thinned for the screen, say)."""
    return any(background.busy for background in list(_everyone))


class Background(QtCore.QObject):
    """Runs the work asked of it on one daemon thread, started when work arrives (after a
    launched window has painted), the latest request per key first.

    A request under a key still waiting replaces the waiting one (a newer zoom replaces
    an older one); one already running under it finishes, but only the latest request's
    result is delivered. :meth:`cancel` voids everything asked: nothing of it is
    delivered, and ``stoppable`` work, which is given core's ``progress`` and
    ``cancelled`` keywords, stops.

    Results come back on the UI thread: ``deliver(result)`` (a callable given, or a
    subclass's method) for the latest request of a key, then ``ready``. Work that raises
    delivers its :class:`~core.RocscopeError` (any other exception is a bug, delivered as
    one such error so that the window stays up); without ``deliver`` the failure is
    reported on stderr and skipped, and later requests still run.

    Signals
    -------
    ready()
        A piece of work finished: ask again.
    progressed(float)
        The share (0 to 1) of the stoppable work running that is done.
    """

    ready = QtCore.Signal()
    progressed = QtCore.Signal(float)
    _finished = QtCore.Signal(object, object)  # (job, its result), from the thread
    deliver: Callable | None = None
    draws = False  # its work is a drawing the screen waits for (see after_drawings)

    def __init__(self, what: str, deliver: Callable | None = None, parent=None,
                 synchronous: bool = False):
        super().__init__(parent)
        self.what = what  # names the thread, and the work in the message when it fails
        self.synchronous = synchronous  # run() computes at once: a figure cannot wait
        if deliver is not None:
            self.deliver = deliver
        self._lock = threading.Lock()
        self._waiting: dict[Hashable, _Job] = {}  # shared with the thread: under the lock
        self._thread_on = False
        self._latest: dict[Hashable, _Job] = {}  # asked for and not delivered (UI thread)
        self._finished.connect(self._on_finished)
        _everyone.add(self)

    @property
    def busy(self) -> bool:
        """Some work asked for is not delivered yet."""
        return bool(self._latest)

    def run(self, work: Callable, key: Hashable = None, here: bool = False,
            stoppable: bool = False):
        """``work()`` under ``key``: done now when ``here`` or :attr:`synchronous` (its
        result delivered and returned; without ``deliver`` its exception raised), else on
        the thread (then None, and its result follows)."""
        job = _Job(work, key, stoppable)
        if here or self.synchronous:
            self._latest.pop(key, None)  # what runs under the key is out of date
            if self.deliver is None:
                return work()
            result = _shown(job.outcome(None))
            self.deliver(result)
            return result
        with self._lock:
            self._waiting[key] = job
            start, self._thread_on = not self._thread_on, True
        self._latest[key] = job
        if self.draws:
            _drawn.clear()
        if start:
            thread = threading.Thread(target=_work, args=(weakref.ref(self),), daemon=True,
                                      name="rocscope-" + self.what.replace(" ", "-"))
            after_first_paint(thread.start)  # a launch paints its window first
        return None

    def cancel(self) -> None:
        """Void all work asked for: none of it is delivered; stoppable work stops."""
        with self._lock:
            self._waiting.clear()
        for job in self._latest.values():
            job.cancelled.set()
        self._latest.clear()
        self._noted()

    def next_key(self, keys: list) -> Hashable:
        """Which waiting work runs next: the latest asked for (a subclass may prefer
        another)."""
        return keys[-1]

    def _noted(self) -> None:
        """Let what waited for the drawings go, once this was the last one pending:
        first what waits on this thread (the paint that puts them on screen), then the
        other Backgrounds' threads, whose work would otherwise hold the interpreter's
        lock through that paint."""
        if self.draws and not drawing():
            waiting, _after_drawings[:] = list(_after_drawings), []
            try:
                for then in waiting:
                    then()
            finally:
                if not drawing():  # unless what ran asked for another drawing
                    _drawn.set()

    def _on_finished(self, job: _Job, result) -> None:
        if job.cancelled.is_set():
            return
        latest = self._latest.get(job.key) is job
        if latest:
            del self._latest[job.key]
        try:
            if self.deliver is None and isinstance(result, Exception):
                # Out of memory, most likely. The picture on screen stays.
                print(f"rocscope: could not {self.what}: {type(result).__name__}: {result}",
                      file=sys.stderr)
                return
            if latest and self.deliver is not None:
                self.deliver(_shown(result))
            self.ready.emit()
        finally:
            self._noted()


class _Job:
    """One request: its work, its key, and the flag that cancels it."""

    def __init__(self, work: Callable, key: Hashable, stoppable: bool):
        self.work, self.key, self.stoppable = work, key, stoppable
        self.cancelled = threading.Event()

    def outcome(self, owner: weakref.ref | None):
        """What the work returns, or the exception it raises (without its frames, which
        hold what the work held). The work is let go of: it holds its curve, which the
        caches forget once it is let go."""
        work = self.work
        del self.work
        try:
            if not self.stoppable or owner is None:
                return work()
            return work(progress=lambda share: self._progressed(owner, share),
                        cancelled=self.cancelled.is_set)
        except Exception as exc:  # noqa: BLE001 - a thread that died would stop all work
            return exc.with_traceback(None)

    def _progressed(self, owner: weakref.ref, share: float) -> None:
        background = owner()
        if background is not None and not self.cancelled.is_set():
            try:
                background.progressed.emit(share)
            except RuntimeError:  # the window went away
                self.cancelled.set()


def _work(owner: weakref.ref) -> None:
    """The thread of a :class:`Background`: it holds the QObject only to take work and
    to hand a result back, so that the UI thread lets go of it last (freed here, a
    QObject of Qt's would be taken apart off its thread)."""
    while (background := owner()) is not None:
        with background._lock:
            if not background._waiting:
                background._thread_on = False
                return
            job = background._waiting.pop(background.next_key(list(background._waiting)))
        draws, background = background.draws, None
        if not draws:
            _drawn.wait(DRAWINGS_FIRST)
        result = job.outcome(owner)
        if (background := owner()) is None:
            return
        try:
            background._finished.emit(job, result)
        except RuntimeError:  # the view went away while this ran
            with background._lock:
                background._thread_on = False
            return


def _shown(result):
    """``result``, or a bug's exception as an error a panel shows."""
    if isinstance(result, Exception) and not isinstance(result, RocscopeError):
        return RocscopeError(translate("TeachingTable", "internal error: {error}").format(
            error=f"{type(result).__name__}: {result}"))
    return result
