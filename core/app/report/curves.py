"""A model's curves as numpy arrays, for Python: every ROC vertex (:class:`RocTable`)
and, through the engine, the precision-recall table.

The arrays are the engine's: every vertex of the exact curve, thresholds descending from
``+inf``, whether numpy, DuckDB or Spark computed it; never the thinned drawing. A curve
an engine had to thin (over 10^6 distinct scores) says so rather than hand back fewer
vertices.

>>> from core.app.api import report
>>> c = report([1, 0, 1, 1, 0, 0, 1, 0],
...            [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]).model.curve
>>> c.thresholds[:3].tolist(), c.tp.tolist(), c.fp.tolist()
([inf, 0.77, 0.62], [0, 1, 1, 2, 3, 3, 4, 4], [0, 0, 1, 1, 2, 3, 3, 4])
>>> c.fpr[-1].item(), c.tpr[-1].item(), len(c)
(1.0, 1.0, 8)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine.curve import RocCurve
from core.phrases import Phrase


@dataclass(frozen=True, eq=False)
class RocTable:
    """Every vertex of a ROC curve, as ``sklearn.metrics.roc_curve(...,
    drop_intermediate=False)`` returns them (and the counts besides).

    Attributes
    ----------
    thresholds : ndarray of float64, shape (K + 1,)
        ``+inf``, then every distinct score, descending; ``score >= t`` is positive.
    fpr, tpr : ndarray of float64, shape (K + 1,)
        The rates at each vertex, from (0, 0) to (1, 1).
    tp, fp : ndarray, shape (K + 1,)
        Cumulative true and false positives (integers; sums of weights, float64, for
        fractional case weights).
    """

    thresholds: np.ndarray
    fpr: np.ndarray
    tpr: np.ndarray
    tp: np.ndarray
    fp: np.ndarray

    def __len__(self) -> int:
        return len(self.thresholds)


def roc_table(curve: RocCurve) -> RocTable:
    """The vertices of ``curve`` (read-only arrays, shared with the curve).

    Raises
    ------
    ThinnedCurveError
        The curve was computed out of memory and thinned (more than 10^6 distinct
        scores): its vertices are not all there.
    SingleClassError
        A class is missing: the rates are undefined.
    """
    curve.require_complete(Phrase("every vertex of the curve"))
    return RocTable(curve.thresholds, curve.fpr, curve.tpr, curve.tp, curve.fp)
