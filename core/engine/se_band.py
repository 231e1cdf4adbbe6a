"""A confidence band for the ROC curve: bootstrap intervals of the sensitivity at a grid
of specificities (pROC's ``ci.se``).

Each replicate is a stratified resample (``m+`` positives from the positives and ``m-``
negatives from the negatives, with replacement); its sensitivity at specificity ``x``
follows pROC's ``coords(input = "specificity")``: where a vertex of the resampled curve
has specificity ``x`` exactly, the highest sensitivity among such vertices; elsewhere
the straight line between the two vertices either side (the average-ordering curve).
The band at ``x`` is the ``(1 - level)/2`` and ``(1 + level)/2`` quantiles of the
replicates (R's type 7, as pROC), with their median.

In counts: with ``f = (1 - x) m-`` false positives as the target, only the last vertex
``j`` whose drawn false positives ``FP*_j <= f`` and the vertex after it matter. So a
replicate never needs every block's drawn count. ``FP*`` along the blocks is a binomial
process (``FP*_k ~ Bin(m-, F_k)``, ``F_k`` the observed share of negatives in the first
``k`` blocks), and given its values at two vertices its value between them is binomial
too; ``j`` is found by bisection, drawing ``FP*`` at log2(K) vertices. The positives,
independent of the negatives, need only ``TP*_j`` and ``TP*_{j+1}``: a binomial and a
conditional binomial. Each grid point's sensitivities so have exactly the distribution
pROC's resampling of rows gives (the band is made of per-point quantiles, so only each
point's own distribution matters), at O(B G log K) work for B replicates and G grid
points, instead of O(B n).

A curve of fractional case weights has no sample counts to draw binomially: its
replicates resample the rows of each class, each carrying its weight, as its AUC's
bootstrap does (:func:`core.engine.weighted.resampled_blocks`), at O(n) a replicate, and
take the sensitivity at each specificity of the resample's own weighted curve by the
same rule, in floats.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from core.engine.bootstrap import _streams
from core.engine.curve import RocCurve
from core.engine.results import read_only
from core.engine.validate import check_bootstraps, check_level
from core.errors import InputError, LoadCancelled
from core.phrases import Phrase

# pROC's default grid: specificities 0, 0.1, ..., 1.
DEFAULT_STEP = 0.1
# Replicates drawn at once: bounds the temporaries (B x G cells) and paces progress.
_BATCH = 250


@dataclass(frozen=True, eq=False)
class SensitivityBand:
    """Bootstrap intervals of the sensitivity at each specificity of a grid.

    Attributes
    ----------
    specificity : ndarray of float64
        The grid, ascending from 0 to 1.
    sensitivity : ndarray of float64
        The observed curve's sensitivity at each specificity (the same rule as the
        replicates').
    low, median, high : ndarray of float64
        The ``(1 - level)/2``, 0.5 and ``(1 + level)/2`` quantiles of the replicates.
    level : float
    bootstraps : int
    seed : int or None
    """

    specificity: np.ndarray
    sensitivity: np.ndarray
    low: np.ndarray
    median: np.ndarray
    high: np.ndarray
    level: float
    bootstraps: int
    seed: int | None

    def __len__(self) -> int:
        return len(self.specificity)


def specificity_grid(step: float = DEFAULT_STEP) -> np.ndarray:
    """The specificities ``0, step, 2 step, ..., 1``, each the double nearest its
    decimal value (``0.3``, not ``3 * 0.1``), so that a vertex of specificity 3/10
    matches it exactly.

    Raises
    ------
    InputError
        ``step`` does not divide 1 into at most 10,000 equal parts (``option`` is
        ``"band_step"``).

    >>> specificity_grid(0.25).tolist()
    [0.0, 0.25, 0.5, 0.75, 1.0]
    """
    parts = 1.0 / step if step > 0 else float("inf")
    n = round(parts) if parts != float("inf") else 0
    if not (1 <= n <= 10_000 and abs(parts - n) <= 1e-9 * n):
        raise InputError(Phrase("a band step of {step} does not divide 1 into equal parts;"
                                " use 0.1, 0.05, 0.01 or another 1/n (n up to 10,000)",
                                step=step), option="band_step", value=step)
    return np.array([float(f"{k / n:.12g}") for k in range(n + 1)])


def sensitivity_band(curve: RocCurve, specificities=None, level: float = 0.95,
                     n_bootstraps: int = 2000, seed=None,
                     progress: Callable[[float], None] | None = None,
                     cancelled: Callable[[], bool] | None = None) -> SensitivityBand:
    """pROC's ``ci.se``: the stratified bootstrap band of sensitivity.

    Parameters
    ----------
    curve : RocCurve
        A whole curve (from rows, counts, or an engine's exact blocks).
    specificities : array of float, optional
        In [0, 1]; by default :func:`specificity_grid` (0, 0.1, ..., 1).
    level : float
        Confidence level, strictly between 0 and 1.
    n_bootstraps : int
        Replicates, at least 2.
    seed : int or None
        Makes the band repeatable (numpy's ``Generator``, one stream per class spawned
        from the seed, as :func:`core.engine.bootstrap.bootstrap_ci`).
    progress : callable, optional
        Called with the share done (0 to 1) after each batch of replicates.
    cancelled : callable, optional
        Polled between batches; when it returns True, :class:`~core.errors.LoadCancelled` is raised.

    Returns
    -------
    SensitivityBand

    Raises
    ------
    InputError
        A level, number of replicates, seed or specificity out of range.
    SingleClassError, StatisticError
        A class missing or with one sample.
    ThinnedCurveError
        The curve was thinned out of memory.
    LoadCancelled
        ``cancelled()`` said so.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> curve = roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [1, 0, 1, 0, 1, 0])
    >>> band = sensitivity_band(curve, n_bootstraps=200, seed=1)
    >>> band.sensitivity.tolist()[::5], bool((band.low <= band.high).all())
    ([1.0, 0.6666666666666666, 0.3333333333333333], True)
    """
    curve.require_complete(Phrase("a confidence band"))
    level = check_level(level)
    n = check_bootstraps(n_bootstraps)
    from core.engine.bootstrap import require_two_samples

    require_two_samples(curve, Phrase("confidence band"))
    grid = specificity_grid() if specificities is None else np.asarray(specificities, float)
    if grid.ndim != 1 or not len(grid) or not ((grid >= 0) & (grid <= 1)).all():
        raise InputError(Phrase("the band's specificities must lie in [0, 1]"),
                         option="band_step")
    positive_rng, negative_rng = _streams(seed)
    if curve.weighted:  # float sums of weights: the rows resampled with their weights
        cum_pos, cum_neg = curve.tp, curve.fp
        observed = sensitivity_at_specificity(cum_pos, cum_neg, grid)
    else:
        cum_pos = np.asarray(curve.tp, dtype=np.int64)
        cum_neg = np.asarray(curve.fp, dtype=np.int64)
        target = _targets(grid, curve.n_negative)
        observed = _sensitivity_at(cum_pos, cum_neg, target)
    replicates = np.empty((n, len(grid)))
    for start in range(0, n, _BATCH):
        if cancelled is not None and cancelled():
            raise LoadCancelled(Phrase("the confidence band was cancelled"))
        b = min(_BATCH, n - start)
        if curve.weighted:
            replicates[start:start + b] = _weighted_replicates(curve, grid, b, positive_rng,
                                                               negative_rng)
        else:
            replicates[start:start + b] = _replicates(cum_pos, cum_neg, target, b,
                                                      positive_rng, negative_rng)
        if progress is not None:
            progress((start + b) / n)
    alpha = (1.0 - level) / 2
    low, median, high = np.quantile(replicates, [alpha, 0.5, 1.0 - alpha], axis=0)
    return SensitivityBand(_frozen(grid), _frozen(observed), _frozen(low), _frozen(median),
                           _frozen(high), level, n,
                           None if seed is None else int(seed))


def _targets(grid: np.ndarray, m_neg: int) -> np.ndarray:
    """The false positives ``(1 - x) m-`` each specificity asks for, made whole where
    ``x m-`` is whole but for rounding, so that an exact vertex is met exactly."""
    true_negatives = grid * m_neg
    whole = np.round(true_negatives)
    true_negatives = np.where(np.abs(true_negatives - whole) <= 1e-12 * max(m_neg, 1),
                              whole, true_negatives)
    return m_neg - true_negatives


def _sensitivity_at(cum_pos: np.ndarray, cum_neg: np.ndarray, target: np.ndarray) -> np.ndarray:
    """The observed curve's sensitivity at each target of false positives."""
    j = np.searchsorted(cum_neg, target, side="right") - 1
    nxt = np.minimum(j + 1, len(cum_neg) - 1)
    return _interpolate(cum_pos[j], cum_pos[nxt], cum_neg[j], cum_neg[nxt], target,
                        cum_pos[-1].item())  # a count, or a float sum of weights


def sensitivity_at_specificity(cum_pos: np.ndarray, cum_neg: np.ndarray,
                               specificities) -> np.ndarray:
    """The sensitivity at each specificity of a curve of float weight sums (``TP``,
    ``FP`` from 0 at ``+inf``), by the band's rule: the false positives asked for are
    ``(1 - x) m-``, and a vertex that meets them exactly (in floats) is taken, the
    highest such, else the straight line to the next vertex."""
    m_neg = float(cum_neg[-1])
    target = m_neg - np.asarray(specificities, dtype=np.float64) * m_neg
    return _sensitivity_at(np.asarray(cum_pos, np.float64), np.asarray(cum_neg, np.float64),
                           target)


def _weighted_replicates(curve: RocCurve, grid: np.ndarray, b: int, positive_rng,
                         negative_rng) -> np.ndarray:
    """``b`` replicates' sensitivities at every specificity of ``grid``, each a resample
    of the curve's weighted rows (:func:`core.engine.weighted.resampled_blocks`): a
    replicate's class weight sums are its own, so its targets are too."""
    from core.engine.weighted import resampled_blocks

    out = np.empty((b, len(grid)))
    for i in range(b):
        tp, fp = resampled_blocks(curve, positive_rng, negative_rng).cumulative()
        out[i] = sensitivity_at_specificity(tp, fp, grid)
    return out


def _interpolate(tp_j, tp_next, fp_j, fp_next, target, m_pos) -> np.ndarray:
    """Sensitivity at ``target`` false positives: vertex ``j`` when it meets the target,
    else the straight line from ``j`` to the next vertex."""
    gap = (fp_next - fp_j).astype(np.float64)
    share = np.divide(target - fp_j, gap, out=np.zeros_like(gap), where=gap > 0)
    return (tp_j + share * (tp_next - tp_j)) / m_pos


def _replicates(cum_pos, cum_neg, target, b, positive_rng, negative_rng) -> np.ndarray:
    """``b`` replicates' sensitivities at every target, shape ``(b, len(target))``."""
    m_pos, m_neg = int(cum_pos[-1]), int(cum_neg[-1])
    last = len(cum_neg) - 1
    shape = (b, len(target))
    goal = np.broadcast_to(target, shape)
    # Bisection on vertices: FP*_lo <= goal < FP*_hi, with FP*_0 = 0 and FP*_last = m-.
    lo = np.zeros(shape, dtype=np.int64)
    hi = np.full(shape, last, dtype=np.int64)
    fp_lo = np.zeros(shape, dtype=np.int64)
    fp_hi = np.full(shape, m_neg, dtype=np.int64)
    at_end = goal >= m_neg  # specificity 0: the last vertex itself
    lo[at_end], fp_lo[at_end] = last, m_neg
    open_ = ~at_end & (hi - lo > 1)
    while open_.any():
        idx = np.nonzero(open_)
        low, high = lo[idx], hi[idx]
        mid = (low + high) // 2
        # Given FP* at both ends, FP* at mid is binomial on the observed negatives between.
        seen_low, seen_mid, seen_high = cum_neg[low], cum_neg[mid], cum_neg[high]
        p = (seen_mid - seen_low) / (seen_high - seen_low)
        drawn = fp_lo[idx] + negative_rng.binomial(fp_hi[idx] - fp_lo[idx], p)
        below = drawn <= goal[idx]
        lo[idx] = np.where(below, mid, low)
        fp_lo[idx] = np.where(below, drawn, fp_lo[idx])
        hi[idx] = np.where(below, high, mid)
        fp_hi[idx] = np.where(below, fp_hi[idx], drawn)
        open_[idx] = hi[idx] - lo[idx] > 1
    nxt = np.minimum(lo + 1, last)
    fp_next = np.where(at_end, m_neg, fp_hi)
    # The positives: TP*_j ~ Bin(m+, P_j), then the next block's given what is left.
    share_j = cum_pos[lo] / m_pos
    tp_j = positive_rng.binomial(m_pos, share_j)
    rest = 1.0 - share_j
    block = (cum_pos[nxt] - cum_pos[lo]) / m_pos
    p_next = np.divide(block, rest, out=np.zeros_like(block), where=rest > 0)
    tp_next = tp_j + positive_rng.binomial(m_pos - tp_j, np.minimum(p_next, 1.0))
    return _interpolate(tp_j, tp_next, fp_lo, fp_next, goal, m_pos)


def _frozen(a: np.ndarray) -> np.ndarray:
    return read_only(np.array(a, dtype=np.float64))
