"""The engine's answers to the analyses (precision–recall, the hull, the DET table, the
best threshold, the partial AUC) for the shown curves, as :mod:`core.app.pipeline.answers` computes and
remembers them, shared by the PR view, the ROC overlays and the analysis panel.

Nothing here computes a metric. What this module adds is *when*: precision–recall and
the convex hull of a big curve take seconds (10⁷ vertices: about 2 s and 1 s), so for
big curves they run on a background thread and :attr:`AnalysisResults.ready` says when
to ask again. The best threshold and the partial AUC cost at most a few tenths of a
second even then, and are computed when asked. Results live exactly as long as their
curve.
"""

from __future__ import annotations

from core import RocCurve
from core.app.pipeline.answers import computed, det_of, hull_of, known, precision_recall_of
from core.drawing.det_drawing import det_path
from core.engine.hull import RocHull
from core.engine.precision_recall import PrecisionRecall
from gui.base.background import Background
from gui.base.qt_session import one_per_session
from gui.views.curve_drawer import is_big


def _det_drawing(curve: RocCurve):
    """The DET table and its path in deviates, kept with the curve."""
    return computed(curve, "det_drawing", lambda: (det_of(curve), det_path(det_of(curve))))


_SLOW = {"precision_recall": precision_recall_of, "hull": hull_of, "det_drawing": _det_drawing}


class AnalysisResults(Background):
    """Hands out the slow results (precision–recall, the hull) without blocking the UI
    thread for big curves.

    Signals
    -------
    ready()
        A result asked for earlier is now remembered: ask again.
    """

    def __init__(self, parent=None):
        super().__init__("compute an analysis", parent=parent)

    def precision_recall(self, curve: RocCurve, wait: bool = False) -> PrecisionRecall | None:
        """The curve's precision–recall, or None while a big one is computed (then
        ``ready``); ``wait`` computes it now whatever its size (figures cannot wait)."""
        return self._get(curve, "precision_recall", wait)

    def hull(self, curve: RocCurve, wait: bool = False) -> RocHull | None:
        """The curve's convex hull, or None while a big one is computed (then ``ready``)."""
        return self._get(curve, "hull", wait)

    def det_drawing(self, curve: RocCurve, wait: bool = False):
        """``(DetCurve, Path)``: the curve's DET table and its path on the DET plot, or
        None while a big one is computed (then ``ready``)."""
        return self._get(curve, "det_drawing", wait)

    def _get(self, curve: RocCurve, key: str, wait: bool):
        value = known(curve, key)
        if value is not None:
            return value
        if wait or not is_big(curve):
            return _SLOW[key](curve)
        return self.run(lambda: _SLOW[key](curve), (id(curve), key))


#: The one :class:`AnalysisResults` of a session.
results_of = one_per_session(lambda _session: AnalysisResults())
