"""A stratified bootstrap confidence interval of the AUC, drawn on the tie blocks.

Stratified: each replicate resamples ``m+`` positives from the positives and ``m-``
negatives from the negatives (with replacement), so that every replicate keeps both
classes at their observed sizes, as pROC's ``stratified = TRUE`` does.

Resampling the samples of a class with replacement only changes how many of them fall
in each tie block, and those block counts follow a multinomial distribution with the
observed block proportions. So a replicate is one multinomial draw per class over the
blocks holding that class (O(K), vectorised over a batch of replicates), and its AUC
follows from the drawn block counts; raw samples and aggregated counts are alike.
"""

from __future__ import annotations

import numbers

import numpy as np

from core.engine.curve import RocCurve
from core.engine.delong import ConfidenceInterval, require_two_per_class
from core.engine.validate import check_bootstraps, check_level
from core.errors import InputError
from core.phrases import Phrase

# Block counts held at once (per class and array): bounds a batch's memory to a few
# tens of megabytes whatever the number of blocks.
_BATCH_CELLS = 1 << 20


def bootstrap_ci(curve: RocCurve, level: float = 0.95, n_bootstraps: int = 2000,
                 seed=None) -> ConfidenceInterval:
    """Stratified bootstrap percentile interval of the average-ordering AUC.

    Parameters
    ----------
    curve : RocCurve
        From raw samples or aggregated counts.
    level : float
        Confidence level, strictly between 0 and 1.
    n_bootstraps : int
        Number of replicates, at least 2.
    seed : int or None
        A non-negative whole number makes the replicates repeatable (numpy's
        ``Generator``); ``None`` draws fresh entropy. Positives and
        negatives have their own streams (spawned from the seed), so the first ``B``
        replicates are the same whatever ``n_bootstraps >= B`` is asked.

    Returns
    -------
    ConfidenceInterval
        ``method == "bootstrap"``; ``low`` and ``high`` are the ``(1 - level)/2`` and
        ``(1 + level)/2`` quantiles of the replicate AUCs (linear interpolation, R's
        default type 7, as pROC), ``se`` their standard deviation (``ddof = 1``).

    Raises
    ------
    InputError
        ``level`` outside (0, 1), ``n_bootstraps`` below 2 or not a whole number, or a
        seed that is not a non-negative whole number (``option`` is ``"ci_level"``,
        ``"bootstraps"`` or ``"seed"``).
    SingleClassError, StatisticError
        A class is missing, or has a single sample (``what == "bootstrap interval"``):
        resampling one sample gives no spread for its class.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> curve = roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [1, 0, 1, 0, 1, 0])
    >>> bootstrap_ci(curve, seed=7) == bootstrap_ci(curve, seed=7)
    True
    """
    curve.require_complete(Phrase("a bootstrap confidence interval"))
    level = check_level(level)
    n_bootstraps = check_bootstraps(n_bootstraps)
    require_two_samples(curve, Phrase("bootstrap interval"))
    return percentile_interval(auc_replicates(curve, n_bootstraps, *_streams(seed)), level)


def percentiles(replicates: np.ndarray, level: float) -> tuple[float, float]:
    """The ``(1 - level)/2`` and ``(1 + level)/2`` quantiles of the replicates (linear
    interpolation, R's default type 7, as pROC's percentile intervals)."""
    alpha = (1.0 - level) / 2
    low, high = np.quantile(replicates, [alpha, 1.0 - alpha])
    return float(low), float(high)


def percentile_interval(replicates: np.ndarray, level: float) -> ConfidenceInterval:
    """The bootstrap interval of ``replicates``: :func:`percentiles`, and their standard
    deviation (``ddof = 1``) as ``se``."""
    return ConfidenceInterval("bootstrap", float(level), *percentiles(replicates, level),
                              float(np.std(replicates, ddof=1)))


def require_two_samples(curve: RocCurve, what) -> None:
    """Two samples of each class to resample (two rows, for fractional case weights)."""
    if curve.weighted:
        from core.engine.weighted import require_two_rows_per_class

        require_two_rows_per_class(curve, what)
    else:
        require_two_per_class(curve.n_positive, curve.n_negative, what)


def auc_replicates(curve: RocCurve, n_bootstraps: int, positive_rng: np.random.Generator,
                   negative_rng: np.random.Generator) -> np.ndarray:
    """The AUCs of ``n_bootstraps`` stratified resamples: of the samples over the tie
    blocks (:func:`bootstrap_replicates`), or for fractional case weights of the rows,
    each carrying its weight (:func:`core.engine.weighted.weighted_bootstrap_replicates`)."""
    if curve.weighted:
        from core.engine.weighted import weighted_bootstrap_replicates

        return weighted_bootstrap_replicates(curve, n_bootstraps, positive_rng, negative_rng)
    return bootstrap_replicates(curve, n_bootstraps, positive_rng, negative_rng)


def bootstrap_replicates(curve: RocCurve, n_bootstraps: int, positive_rng: np.random.Generator,
                         negative_rng: np.random.Generator) -> np.ndarray:
    """The AUCs (average ordering) of ``n_bootstraps`` stratified resamples.

    A replicate's block counts ``p*_k`` and ``n*_k`` give
    ``AUC* = 1 - sum_k p*_k (FP*_{k-1} + FP*_k) / (2 m+ m-)``, with ``FP*`` the cumulative
    drawn negatives in descending score order.
    """
    curve.require_complete(Phrase("bootstrap replicates"))
    m_pos, m_neg = curve.n_positive, curve.n_negative
    p_blocks = np.flatnonzero(curve.block_positives)
    n_blocks = np.flatnonzero(curve.block_negatives)
    p_probs = curve.block_positives[p_blocks] / m_pos
    n_probs = curve.block_negatives[n_blocks] / m_neg
    # For each block holding positives: how many negative-holding blocks come before it
    # (FP*_{k-1}) and up to it (FP*_k), as indices into the padded cumulative counts.
    before = np.searchsorted(n_blocks, p_blocks, "left")
    through = np.searchsorted(n_blocks, p_blocks, "right")
    scale = 0.5 / (m_pos * m_neg)
    out = np.empty(n_bootstraps)
    batch = max(1, _BATCH_CELLS // max(len(p_blocks), len(n_blocks) + 1))
    for start in range(0, n_bootstraps, batch):
        b = min(batch, n_bootstraps - start)
        drawn_pos = positive_rng.multinomial(m_pos, p_probs, size=b)
        drawn_neg = negative_rng.multinomial(m_neg, n_probs, size=b)
        cum_neg = np.zeros((b, len(n_blocks) + 1), dtype=np.float64)
        np.cumsum(drawn_neg, axis=1, out=cum_neg[:, 1:])
        del drawn_neg
        fp_sum = cum_neg[:, before]
        fp_sum += cum_neg[:, through]
        del cum_neg
        weighted = np.einsum("ij,ij->i", drawn_pos.astype(np.float64), fp_sum)
        out[start:start + b] = 1.0 - weighted * scale
    return out


def _streams(seed, count: int = 2) -> list[np.random.Generator]:
    """Independent generators (the positives' and the negatives', by default) spawned
    from ``seed``."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, numbers.Integral)
                             or seed < 0):
        raise InputError(Phrase("the seed must be a non-negative whole number, not {seed!r}",
                                seed=seed), option="seed", value=seed)
    spawned = np.random.SeedSequence(None if seed is None else int(seed)).spawn(count)
    return [np.random.default_rng(s) for s in spawned]
