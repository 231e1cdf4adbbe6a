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

import weakref
from functools import partial

from core import RocCurve
from core.app.pipeline.answers import se_band_of
from gui.base.background import Background
from gui.base.qt_session import one_per_session


class SeBandWork(Background):
    """One band computed at a time, for the session's focused curve.

    Signals
    -------
    progressed(float)
        The share of the replicates drawn (0 to 1) of the band being computed.
    ready()
        A band asked for is now kept: ask again.
    """

    def __init__(self, parent=None):
        super().__init__("confidence band", parent=parent)
        self._kept: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._asked: tuple = (lambda: None, None)  # (curve ref, setting) of the last band

    def band(self, curve: RocCurve, analysis, wait: bool = False):
        """``(band, problem)`` of ``curve`` as ``analysis`` asks it, or ``(None, None)``
        while it is computed (then ``progressed`` and ``ready``). Asking for another
        band stops the one being computed."""
        key = (analysis.ci_level, analysis.bootstraps, analysis.seed, analysis.band_step)
        kept = self._kept.get(curve, {})
        if key in kept:
            return kept[key]
        if not wait:
            if self.busy and self._asked[0]() is curve and self._asked[1] == key:
                return None, None
            self.cancel()  # another band is asked for: the one being computed stops
        self._asked = (weakref.ref(curve), key)
        self.run(partial(se_band_of, curve, *key), here=wait, stoppable=True)
        return self._kept.get(curve, {}).get(key, (None, None))

    def deliver(self, result) -> None:
        """Keep the band (or the error that stopped it) with its curve."""
        ref, key = self._asked
        if (curve := ref()) is not None:
            self._kept.setdefault(curve, {})[key] = (None, result) if isinstance(
                result, Exception) else result


#: The one :class:`SeBandWork` of a session.
band_work_of = one_per_session(lambda _session: SeBandWork())
