"""The engine's answers to the analyses of SPEC §10 for the shown curves, computed once
per curve and setting and shared by the PR view, the ROC overlays and the analysis panel.

Nothing here computes a metric: every value is what :mod:`core.engine` returns. What
this module adds is *when*: precision–recall and the convex hull of a big curve take
seconds (10⁷ vertices: about 2 s and 1 s), so for big curves they run on a background
thread and :attr:`AnalysisResults.ready` says when to ask again. The best threshold and
the partial AUC cost at most a few tenths of a second even then, and are computed when
asked. Results live exactly as long as their curve.
"""

from __future__ import annotations

import threading
import weakref

from core import RocCurve
from core.engine.best_threshold import BestThreshold, best_threshold
from core.engine.hull import RocHull, convex_hull
from core.engine.partial_auc import PartialAuc, partial_auc
from core.engine.precision_recall import PrecisionRecall, precision_recall

from gui.base.background_work import BackgroundWork
from gui.views.curve_drawer import is_big
from gui.model import Analysis, Session

_lock = threading.Lock()
# curve -> {key: result, ("gate", key): Lock held while that result is computed}
_memo: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

_SLOW = {"precision_recall": precision_recall, "hull": convex_hull}


def computed(curve: RocCurve, key, compute):
    """``compute()`` for ``curve``, remembered under ``key`` while the curve lives.

    Safe from any thread; callers asking for the same result at once wait for one
    computation instead of doing it twice. An exception is passed on, not remembered.
    """
    with _lock:
        entry = _memo.setdefault(curve, {})
        if key in entry:
            return entry[key]
        gate = entry.setdefault(("gate", key), threading.Lock())
    with gate:
        with _lock:
            if key in entry:
                return entry[key]
        value = compute()
        with _lock:
            entry[key] = value
            entry.pop(("gate", key), None)
    return value


def known(curve: RocCurve, key):
    """The result remembered under ``key`` for ``curve``, or None."""
    with _lock:
        return _memo.get(curve, {}).get(key)


def precision_recall_of(curve: RocCurve) -> PrecisionRecall:
    """:func:`core.engine.precision_recall.precision_recall`, remembered (blocks)."""
    return computed(curve, "precision_recall", lambda: precision_recall(curve))


def hull_of(curve: RocCurve) -> RocHull:
    """:func:`core.engine.hull.convex_hull`, remembered (blocks)."""
    return computed(curve, "hull", lambda: convex_hull(curve))


def best_of(curve: RocCurve, analysis: Analysis) -> BestThreshold | None:
    """The best threshold ``analysis`` asks for, or None when it asks for none.

    The cost ratio and the prevalence go to the engine only for the cost criterion (the
    engine refuses them elsewhere). Raises the engine's :class:`core.errors.RocscopeError`
    for a setting it refuses.
    """
    method = analysis.best
    if method is None:
        return None
    ratio = analysis.cost_ratio if method == "cost" else None
    prevalence = analysis.prevalence if method == "cost" else None
    return computed(curve, ("best", method, ratio, prevalence),
                    lambda: best_threshold(curve, method, cost_ratio=ratio, prevalence=prevalence))


def partial_of(curve: RocCurve, analysis: Analysis) -> PartialAuc | None:
    """The partial AUC ``analysis`` asks for, or None when it asks for none; raises the
    engine's error for a range or focus it refuses."""
    if analysis.partial is None:
        return None
    low, high = analysis.partial
    focus = analysis.partial_focus
    return computed(curve, ("partial", low, high, focus),
                    lambda: partial_auc(curve, low, high, focus))


class AnalysisResults(BackgroundWork):
    """Hands out the slow results (precision–recall, the hull) without blocking the UI
    thread for big curves.

    Signals
    -------
    ready()
        A result asked for earlier is now remembered: ask again.
    """

    def __init__(self, parent=None):
        super().__init__("compute an analysis", parent)

    def precision_recall(self, curve: RocCurve, wait: bool = False) -> PrecisionRecall | None:
        """The curve's precision–recall, or None while a big one is computed (then
        ``ready``); ``wait`` computes it now whatever its size (figures cannot wait)."""
        return self._get(curve, "precision_recall", wait)

    def hull(self, curve: RocCurve, wait: bool = False) -> RocHull | None:
        """The curve's convex hull, or None while a big one is computed (then ``ready``)."""
        return self._get(curve, "hull", wait)

    def _get(self, curve: RocCurve, key: str, wait: bool):
        value = known(curve, key)
        if value is not None:
            return value
        if wait or not is_big(curve):
            return computed(curve, key, lambda: _SLOW[key](curve))
        self.submit((id(curve), key), lambda: computed(curve, key, lambda: _SLOW[key](curve)))
        return None


def results_of(session: Session) -> AnalysisResults:
    """The one :class:`AnalysisResults` of ``session`` (made on first use)."""
    results = getattr(session, "_analysis_results", None)
    if results is None:
        results = AnalysisResults()
        session._analysis_results = results  # lives and dies with the session
    return results
