"""The confidence band of the focused curve (pROC's ``ci.se``, not the tie band) off the
UI thread, with progress and cancel.

Nothing here computes a metric: :func:`core.app.pipeline.answers.se_band_of` does, on a
thread of its own, telling its progress and polling a cancel flag between batches of
replicates. What this module adds is *when* and *how long*: a band is kept per curve and
setting while the curve lives, so that a band without a seed stays the same band while
the window shows it (a new one is drawn only when asked for again). A figure cannot
wait: it computes the band where it is asked (``wait``).
"""

from __future__ import annotations

import threading
import weakref

from PySide6 import QtCore

from core import RocCurve
from core.app.pipeline.answers import se_band_of
from core.errors import LoadCancelled
from gui.base.qt_session import one_per_session


class SeBandWork(QtCore.QObject):
    """One band computed at a time, for the session's focused curve.

    Signals
    -------
    progressed(float)
        The share of the replicates drawn (0 to 1) of the band being computed.
    ready()
        A band asked for is now kept (or was cancelled): ask again.
    """

    progressed = QtCore.Signal(float)
    ready = QtCore.Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._kept: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._running: tuple | None = None  # (curve ref, key, cancel flag)
        self._done.connect(self._on_done)

    @property
    def busy(self) -> bool:
        return self._running is not None

    def band(self, curve: RocCurve, analysis, wait: bool = False):
        """``(band, problem)`` of ``curve`` as ``analysis`` asks it, or ``(None, None)``
        while it is computed (then ``progressed`` and ``ready``). Asking for another
        band stops the one being computed."""
        key = _key(analysis)
        kept = self._kept.get(curve, {})
        if key in kept:
            return kept[key]
        if wait:
            result = se_band_of(curve, *key)
            self._kept.setdefault(curve, {})[key] = result
            return result
        running = self._running
        if running is not None and running[0]() is curve and running[1] == key:
            return None, None
        self.cancel(quiet=True)
        self._start(curve, key)
        return None, None

    def cancel(self, quiet: bool = False) -> None:
        """Stop the band being computed (nothing is kept of it); ``ready`` unless
        ``quiet``. Whoever asked for it should stop asking first (untick the band), or
        the next question starts it again."""
        running, self._running = self._running, None
        if running is None:
            return
        running[2].set()
        if not quiet:
            self.ready.emit()

    def _start(self, curve: RocCurve, key: tuple) -> None:
        flag = threading.Event()
        self._running = (weakref.ref(curve), key, flag)
        me = weakref.ref(self)

        def progress(share: float) -> None:
            worker = me()
            if worker is not None and not flag.is_set():
                try:
                    worker.progressed.emit(share)
                except RuntimeError:  # the window went away
                    flag.set()

        def work() -> None:
            try:
                result = se_band_of(curve, *key, progress=progress, cancelled=flag.is_set)
            except LoadCancelled:
                return
            worker = me()
            if worker is None or flag.is_set():
                return
            try:
                worker._done.emit((weakref.ref(curve), key, flag, result))
            except RuntimeError:
                pass
            worker = None  # the UI thread lets go of the QObject last

        threading.Thread(target=work, name="rocscope-confidence-band", daemon=True).start()

    _done = QtCore.Signal(object)

    @QtCore.Slot(object)
    def _on_done(self, payload) -> None:
        ref, key, flag, result = payload
        curve = ref()
        if curve is not None and not flag.is_set():
            self._kept.setdefault(curve, {})[key] = result
        if self._running is not None and self._running[2] is flag:
            self._running = None
        self.ready.emit()


def _key(analysis) -> tuple:
    return (analysis.ci_level, analysis.bootstraps, analysis.seed, analysis.band_step)


#: The one :class:`SeBandWork` of a session.
band_work_of = one_per_session(lambda _session: SeBandWork())
