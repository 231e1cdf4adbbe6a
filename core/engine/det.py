"""The detection error tradeoff (DET) curve: false positive rate against false negative
rate, drawn on normal-deviate (probit) axes.

The rates are the ROC curve's own, read the other way round: ``FNR = 1 - TPR``. What
a DET table holds is what ``sklearn.metrics.det_curve`` returns for the same data,
value for value: the vertices from the last one with no false positive to the first
one with no false negative (the curve's flat ends, where one rate is 0 and its probit
is infinite, are cut to one point each), in *ascending* threshold order, so that
``fpr`` falls and ``fnr`` rises (docs/mathematics.md).

>>> from core.engine.build import roc_from_scores
>>> det = det_curve(roc_from_scores([0.1, 0.4, 0.35, 0.8, 0.8, 0.9], [0, 0, 1, 1, 0, 1]))
>>> det.thresholds.tolist(), det.fnr.tolist()[:2]
([0.35, 0.4, 0.8, 0.9], [0.0, 0.3333333333333333])
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine.curve import RocCurve
from core.phrases import Phrase


@dataclass(frozen=True, eq=False)
class DetCurve:
    """A DET table, ascending in threshold.

    Attributes
    ----------
    thresholds : ndarray of float64
        The ROC vertices' thresholds kept (``score >= t`` is positive), ascending.
    fpr : ndarray of float64
        ``FP / m-`` at each threshold, non-increasing.
    fnr : ndarray of float64
        ``FN / m+ = (m+ - TP) / m+`` at each threshold, non-decreasing.
    """

    thresholds: np.ndarray
    fpr: np.ndarray
    fnr: np.ndarray

    def __len__(self) -> int:
        return len(self.thresholds)


def det_curve(curve: RocCurve, drop_intermediate: bool = False) -> DetCurve:
    """The DET table of ``curve``, as ``sklearn.metrics.det_curve`` gives it.

    Parameters
    ----------
    curve : RocCurve
        A whole curve (every vertex) holding both classes.
    drop_intermediate : bool
        Leave out the vertices where the false negatives do not change from the
        previous vertex nor to the next one (scikit-learn's option of the same name:
        horizontal runs on the DET plot), keeping the first and last.

    Returns
    -------
    DetCurve

    Raises
    ------
    SingleClassError
        A class is missing (the rates are undefined).
    ThinnedCurveError
        The curve was thinned out of memory: the table needs every vertex.
    """
    curve.require_both_classes()
    curve.require_complete(Phrase("the DET curve"))
    tp, fp, thresholds = curve.tp, curve.fp, curve.thresholds
    if drop_intermediate and len(fp) > 2:
        keep = np.concatenate(([True], (np.diff(tp[:-1]) != 0) | (np.diff(tp[1:]) != 0),
                               [True]))
        tp, fp, thresholds = tp[keep], fp[keep], thresholds[keep]
    m_pos, m_neg = tp[-1].item(), fp[-1].item()  # weight sums stay floats
    # From the last vertex with no false positive to the first with every positive found.
    first = int(np.searchsorted(fp, fp[0], side="right")) - 1
    last = int(np.searchsorted(tp, tp[-1], side="left")) + 1
    piece = slice(first, last)
    return DetCurve(
        thresholds=_read_only(thresholds[piece][::-1].astype(np.float64)),
        fpr=_read_only(fp[piece][::-1] / m_neg),
        fnr=_read_only((m_pos - tp[piece][::-1]) / m_pos),
    )


def probit(rate) -> np.ndarray:
    """The normal deviate of ``rate`` (``scipy.stats.norm.ppf``): the DET plot's scale;
    0 and 1 map to -inf and +inf.

    >>> probit([0.5, 0.975]).round(4).tolist()
    [0.0, 1.96]
    """
    from scipy.stats import norm  # scipy loads when a DET plot is drawn, not before

    return np.asarray(norm.ppf(np.asarray(rate, dtype=np.float64)), dtype=np.float64)


def _read_only(a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a)
    a.flags.writeable = False
    return a
