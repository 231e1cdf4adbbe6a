"""A confidence interval of the partial AUC: pROC's ``ci.auc`` of a curve with
``partial.auc``, a stratified bootstrap.

Each replicate resamples the positives and the negatives (a multinomial draw of each
class over the tie blocks, as :mod:`core.engine.bootstrap`), and its partial area is the
area under its own average-ordering curve over the same range; the interval is the
replicates' percentiles (R's quantile type 7). McClish's standardised value is an
increasing affine function of the area over a fixed range, so its interval is the
area's mapped, end for end (pROC's ``partial.auc.correct = TRUE``, without turning
below-chance replicates into NA: ``allow.invalid.partial.auc.correct``).

For fractional case weights each replicate resamples the rows of each class, each
carrying its weight, as the AUC's bootstrap does
(:func:`core.engine.weighted.resampled_blocks`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine.bootstrap import _streams, percentile_interval, require_two_samples
from core.engine.curve import RocCurve
from core.engine.partial_auc import mcclish, partial_auc
from core.engine.validate import check_bootstraps, check_level
from core.phrases import Phrase

_BATCH_CELLS = 1 << 20


@dataclass(frozen=True)
class PartialAucInterval:
    """The bootstrap interval of a partial AUC and of its standardised value.

    Attributes
    ----------
    level : float
    n_bootstraps : int
    low, high : float
        Of the area.
    standardized_low, standardized_high : float
        Of McClish's value.
    se : float
        The replicates' standard deviation (of the area).
    """

    level: float
    n_bootstraps: int
    low: float
    high: float
    standardized_low: float
    standardized_high: float
    se: float


def partial_auc_ci(curve: RocCurve, low: float, high: float, focus: str = "fpr",
                   level: float = 0.95, n_bootstraps: int = 2000,
                   seed=None) -> PartialAucInterval:
    """Stratified bootstrap percentile interval of the partial AUC over ``[low, high]``
    of ``focus`` (see :func:`core.engine.partial_auc.partial_auc`).

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> curve = roc_from_scores([0.9, 0.8, 0.7, 0.7, 0.5, 0.4, 0.3], [1, 1, 0, 1, 0, 0, 1])
    >>> ci = partial_auc_ci(curve, 0.0, 0.5, seed=4)
    >>> 0 <= ci.low <= ci.high <= 0.5, ci == partial_auc_ci(curve, 0.0, 0.5, seed=4)
    (True, True)
    """
    level = check_level(level)
    n_bootstraps = check_bootstraps(n_bootstraps)
    point = partial_auc(curve, low, high, focus)  # checks the range and the focus
    require_two_samples(curve, Phrase("bootstrap interval"))
    ci = percentile_interval(partial_replicates(curve, point.low, point.high, point.focus,
                                                n_bootstraps, seed), level)

    def standardized(area):
        return mcclish(point.focus, point.low, point.high, area)[0]

    return PartialAucInterval(level, n_bootstraps, ci.low, ci.high, standardized(ci.low),
                              standardized(ci.high), ci.se)


def partial_replicates(curve: RocCurve, low: float, high: float, focus: str,
                       n_bootstraps: int, seed=None) -> np.ndarray:
    """The partial areas of ``n_bootstraps`` stratified resamples (float64)."""
    curve.require_complete(Phrase("a bootstrap interval of the partial AUC"))
    positive_rng, negative_rng = _streams(seed)
    if curve.weighted:
        return _weighted_replicates(curve, low, high, focus, n_bootstraps, positive_rng,
                                    negative_rng)
    m_pos, m_neg = curve.n_positive, curve.n_negative
    p_probs = curve.block_positives / m_pos
    n_probs = curve.block_negatives / m_neg
    k = len(p_probs)
    out = np.empty(n_bootstraps)
    batch = max(1, _BATCH_CELLS // (k + 1))
    for start in range(0, n_bootstraps, batch):
        b = min(batch, n_bootstraps - start)
        tp = np.zeros((b, k + 1))
        fp = np.zeros((b, k + 1))
        np.cumsum(positive_rng.multinomial(m_pos, p_probs, size=b), axis=1, out=tp[:, 1:])
        np.cumsum(negative_rng.multinomial(m_neg, n_probs, size=b), axis=1, out=fp[:, 1:])
        x, y = (fp / m_neg, tp / m_pos) if focus == "fpr" else (tp / m_pos, 1.0 - fp / m_neg)
        out[start:start + b] = _area_to(x, y, high) - _area_to(x, y, low)
    return out


def _weighted_replicates(curve: RocCurve, low: float, high: float, focus: str,
                         n_bootstraps: int, positive_rng, negative_rng) -> np.ndarray:
    """The partial areas of resamples of a weighted curve's rows, each carrying its
    weight (:func:`core.engine.weighted.resampled_blocks`), over each resample's rates."""
    from core.engine.weighted import resampled_blocks

    out = np.empty(n_bootstraps)
    for i in range(n_bootstraps):
        tp, fp = resampled_blocks(curve, positive_rng, negative_rng).cumulative()
        tpr, fpr = tp[None, :] / tp[-1], fp[None, :] / fp[-1]
        x, y = (fpr, tpr) if focus == "fpr" else (tpr, 1.0 - fpr)
        out[i] = (_area_to(x, y, high) - _area_to(x, y, low))[0]
    return out


def _area_to(x: np.ndarray, y: np.ndarray, t: float) -> np.ndarray:
    """``integral_0^t y dx`` of each row's polyline (x non-decreasing from 0 to 1)."""
    rows = np.arange(x.shape[0])
    pieces = np.diff(x, axis=1) * (y[:, 1:] + y[:, :-1]) / 2
    cum = np.zeros_like(x)
    np.cumsum(pieces, axis=1, out=cum[:, 1:])
    # The first vertex at or right of t; the last one left of t is the one before it
    # (the top of its vertical run, if any).
    j = np.count_nonzero(x < t, axis=1)
    if t <= 0:
        return np.zeros(x.shape[0])
    j = np.minimum(j, x.shape[1] - 1)
    x0, y0 = x[rows, j - 1], y[rows, j - 1]
    x1, y1 = x[rows, j], y[rows, j]
    width = x1 - x0
    with np.errstate(invalid="ignore", divide="ignore"):
        y_t = np.where(width > 0, y0 + (y1 - y0) * (t - x0) / width, y1)
    return cum[rows, j - 1] + (t - x0) * (y0 + y_t) / 2
