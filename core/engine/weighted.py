"""Case weights (scikit-learn's ``sample_weight``): a weighted row is an aggregated row.

A row of score ``s``, label ``y`` and weight ``w`` counts ``w`` positives (``y = 1``) or
``w`` negatives at ``s``, so the curve of weighted rows is the curve of aggregated rows
``(s, w y, w (1 - y))``. Whole-number weights are exactly that: the rows go to
:func:`core.engine.build.roc_from_counts`, and every result (DeLong's interval, the
formulas) is the one of the rows repeated ``w`` times. Fractional weights give a curve
whose cumulative counts are float sums of weights (:attr:`RocCurve.weighted`); its tie
blocks are kept whole as any other's, so the three tie orderings stay exact, and what
counts samples (DeLong, the formulas) refuses it by name. Each block's weight is the
correctly rounded exact sum of its rows' weights (:func:`exact_segment_sums`), so DuckDB
and Spark, summing exactly in their own order, build the same curve
(:func:`roc_from_weight_blocks`). Every bootstrap of it resamples the rows within each
class, each carrying its weight, through one resampler (:func:`draw_rows`).

>>> curve = roc_from_weights([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0], [1, 2, 1, 1])
>>> curve.weighted, curve.pairs
(False, PairCounts(concordant=4, tied=2, discordant=0))
>>> half = roc_from_weights([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0], [0.5, 1, 1, 1])
>>> half.weighted, half.auc("average"), half.auc("best"), half.auc("worst")
(True, 0.8333333333333334, 1.0, 0.6666666666666666)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.engine.blocks import run_index, run_starts, running_totals, with_infinity
from core.engine.curve import RocCurve
from core.engine.validate import label_array, score_array
from core.errors import LengthMismatchError, WeightError
from core.phrases import Phrase

_EXACT_INTEGER = 2.0**53  # whole-number weights summing below this add up exactly


@dataclass(frozen=True)
class WeightedRows:
    """The rows behind a curve of fractional weights, for resampling them.

    ``positive_block[i]`` is the tie block (index into the curve's blocks, descending
    score order) of the ``i``-th positive row and ``positive_weight[i]`` its weight;
    likewise for the negatives. Rows of weight zero are left out, as they count
    nothing.
    """

    positive_block: np.ndarray
    positive_weight: np.ndarray
    negative_block: np.ndarray
    negative_weight: np.ndarray


def weight_array(weights, n: int) -> np.ndarray:
    """Case weights as float64, each finite and >= 0, not all zero.

    Raises
    ------
    WeightError
        Naming the first offending row (1-based) in its message and in ``line``.
    LengthMismatchError
        Not one weight per row.
    """
    try:
        a = np.asarray(weights, dtype=np.float64)
    except (TypeError, ValueError):
        raw = np.asarray(weights, dtype=object).ravel()
        for i, v in enumerate(raw.tolist()):
            try:
                float(v)
            except (TypeError, ValueError):
                raise WeightError(Phrase("the weight of row {row} is {value!r}; a weight must"
                                         " be a number", row=i + 1, value=v),
                                  line=i + 1, value=v) from None
        raise
    if a.ndim != 1 or len(a) != n:
        raise LengthMismatchError(Phrase(
            "{n} scores but {count} weights: they must pair up one to one",
            n=n, count=a.size), option="weight")
    bad = ~(a >= 0) | np.isinf(a)  # NaN fails >= 0
    if bad.any():
        i = int(np.argmax(bad))
        raise WeightError(Phrase("the weight of row {row} is {value}; a weight must be a"
                                 " finite number >= 0", row=i + 1, value=a[i].item()),
                          line=i + 1, value=a[i].item())
    if n and not a.any():
        raise WeightError(Phrase("every weight is zero: the rows count nothing"))
    return a


def integer_weights(w: np.ndarray) -> bool:
    """Whether the weights are whole numbers that add up exactly (frequency weights)."""
    with np.errstate(over="ignore"):  # weights near 1e308: refused later, by name
        return bool(np.all(w == np.floor(w))) and float(w.sum()) < _EXACT_INTEGER


def roc_from_weights(scores, labels, weights) -> RocCurve:
    """The ROC curve of weighted samples.

    Parameters
    ----------
    scores, labels : array_like of shape (n,)
        As for :func:`core.engine.build.roc_from_scores`.
    weights : array_like of shape (n,)
        Finite numbers >= 0, not all zero.

    Returns
    -------
    RocCurve
        With whole-number weights, the curve of the rows repeated ``w`` times (integer
        counts); otherwise a weighted curve (:attr:`RocCurve.weighted`) equal, vertex
        for vertex, to ``sklearn.metrics.roc_curve(labels, scores, sample_weight=weights,
        drop_intermediate=False)`` (rows of weight zero leave no vertex).

    Raises
    ------
    WeightError
        A weight is negative, NaN or infinite, or every weight is zero.
    EmptyInputError, LengthMismatchError, NonFiniteScoreError, LabelError
        As for :func:`core.engine.build.roc_from_scores`.
    """
    from core.engine.build import roc_from_counts

    s = score_array(scores)
    y = label_array(labels, len(s))
    w = weight_array(weights, len(s))
    if integer_weights(w):
        counts = w.astype(np.int64)
        return roc_from_counts(s, np.where(y, counts, 0), np.where(y, 0, counts))
    keep = w > 0
    if not keep.all():
        s, y, w = s[keep], y[keep], w[keep]
    order = np.argsort(s, kind="stable")[::-1]  # descending: block 0 is the highest score
    ordered = s[order]
    starts = run_starts(ordered)
    block_sorted = run_index(starts, len(s))
    block_of_row = np.empty(len(s), dtype=np.intp)
    block_of_row[order] = block_sorted
    y_sorted, w_sorted = y[order], w[order]
    k = len(starts)
    block_pos = exact_segment_sums(block_sorted[y_sorted], w_sorted[y_sorted], k)
    block_neg = exact_segment_sums(block_sorted[~y_sorted], w_sorted[~y_sorted], k)
    curve = roc_from_weight_blocks(with_infinity(ordered[starts]), block_pos, block_neg)
    curve.__dict__["weighted_rows"] = WeightedRows(
        block_of_row[y], w[y], block_of_row[~y], w[~y])
    return curve


def roc_from_weight_blocks(thresholds: np.ndarray, block_pos: np.ndarray,
                           block_neg: np.ndarray) -> RocCurve:
    """The weighted curve of tie blocks holding ``block_pos`` and ``block_neg`` weight
    (descending score order, ``thresholds`` from ``+inf``): what every engine builds
    from its blocks' correctly rounded weight sums, so that the same blocks give the
    same curve to the bit.

    Raises
    ------
    WeightError
        The sums overflow, or the pair weight ``m+ m-`` underflows to 0.
    """
    # Sums and the pair weight m+ m- must be finite and, with both classes, nonzero:
    # weights near 1e308 overflow and subnormal ones underflow to a 0/0 AUC.
    with np.errstate(over="ignore", under="ignore"):
        tp, fp = running_totals(block_pos, np.float64), running_totals(block_neg, np.float64)
        positives, negatives = float(tp[-1]), float(fp[-1])
        pairs = positives * negatives
    if not np.isfinite(pairs) or (positives and negatives and pairs == 0):
        held = np.concatenate((block_pos, block_neg))
        held = held[held > 0]
        raise WeightError(Phrase(
            "the weights are too large or too small to add up in floating point (from {low}"
            " to {high}): rescale them, as a common factor changes no rate and no AUC",
            low=float(held.min()), high=float(held.max())))
    return RocCurve.from_vertices(thresholds, tp, fp)


def exact_segment_sums(segment: np.ndarray, values: np.ndarray, k: int) -> np.ndarray:
    """The sum of ``values`` in each of ``k`` segments (``segment``: non-decreasing ids),
    each correctly rounded from its exact value (0 for a segment without values).

    Float sums depend on their order, and DuckDB and Spark add in no fixed order; a
    correctly rounded sum depends on nothing but the values, so every engine that
    rounds its block's exact sum once gets the same float (see :mod:`core.scale.sql`'s
    weight limbs). One value is its own sum and two are one IEEE addition, correctly
    rounded already; longer segments go through ``math.fsum``.

    >>> exact_segment_sums(np.array([0, 0, 0, 2]), np.array([1e16, 1.0, 1.0, 0.5]), 3).tolist()
    [1.0000000000000002e+16, 0.0, 0.5]
    >>> 1e16 + 1.0 + 1.0  # added in order, each 1 is lost to rounding
    1e+16
    """
    out = np.zeros(k, dtype=np.float64)
    if len(values) == 0:
        return out
    first = run_starts(segment)
    size = np.diff(np.append(first, len(values)))
    ids = segment[first]
    one, two = size == 1, size == 2
    out[ids[one]] = values[first[one]]
    with np.errstate(over="ignore"):  # too large to add: refused by the caller, by name
        out[ids[two]] = values[first[two]] + values[first[two] + 1]
    for i in np.flatnonzero(size > 2).tolist():
        a = int(first[i])
        try:
            out[ids[i]] = math.fsum(values[a:a + int(size[i])].tolist())
        except OverflowError:
            out[ids[i]] = math.inf
    return out


@dataclass(frozen=True)
class DrawnRows:
    """One stratified resample of weighted rows: how many times each positive row and
    each negative row (in :class:`WeightedRows` order) was drawn."""

    positives: np.ndarray
    negatives: np.ndarray


@dataclass(frozen=True)
class DrawnBlocks:
    """One resample's weight in each tie block (descending score order) by class, and
    the classes' weight sums."""

    positives: np.ndarray
    negatives: np.ndarray

    @property
    def n_positive(self) -> float:
        return float(self.positives.sum())

    @property
    def n_negative(self) -> float:
        return float(self.negatives.sum())

    def cumulative(self) -> tuple[np.ndarray, np.ndarray]:
        """``(TP*, FP*)`` at every vertex, from 0 at ``+inf``."""
        return running_totals(self.positives, np.float64), running_totals(self.negatives, np.float64)


def weighted_rows(curve: RocCurve) -> WeightedRows:
    """The rows behind a curve of fractional weights (:func:`roc_from_weights`).

    Raises
    ------
    WeightedCurveError
        The curve was not built from weighted rows here (a group's curve, say), so there
        are no rows to resample.
    """
    rows = curve.__dict__.get("weighted_rows")
    if rows is None:
        from core.errors import WeightedCurveError

        raise WeightedCurveError(Phrase(
            "a bootstrap of fractional case weights resamples the rows, and this curve"
            " keeps only its weight sums"), what="bootstrap")
    return rows


def draw_rows(rows: WeightedRows, positive_rng: np.random.Generator,
              negative_rng: np.random.Generator) -> DrawnRows:
    """The one resampler of weighted rows: as many rows as each class has, drawn with
    replacement from its rows (each draw one row, whatever its weight), the positives
    from ``positive_rng`` and the negatives from ``negative_rng``. Models of the same
    rows (paired) share one draw."""
    n_pos, n_neg = len(rows.positive_block), len(rows.negative_block)
    return DrawnRows(np.bincount(positive_rng.integers(0, n_pos, n_pos), minlength=n_pos),
                     np.bincount(negative_rng.integers(0, n_neg, n_neg), minlength=n_neg))


def drawn_blocks(rows: WeightedRows, drawn: DrawnRows, k: int) -> DrawnBlocks:
    """The weight a resample puts in each of the ``k`` tie blocks: a drawn row carries
    its weight, so a block's weight is the sum of its drawn rows' weights."""
    return DrawnBlocks(
        np.bincount(rows.positive_block, rows.positive_weight * drawn.positives, minlength=k),
        np.bincount(rows.negative_block, rows.negative_weight * drawn.negatives, minlength=k))


def resampled_blocks(curve: RocCurve, positive_rng: np.random.Generator,
                     negative_rng: np.random.Generator) -> DrawnBlocks:
    """One stratified resample of the curve's weighted rows, as its blocks' weights."""
    rows = weighted_rows(curve)
    return drawn_blocks(rows, draw_rows(rows, positive_rng, negative_rng),
                        len(curve.thresholds) - 1)


def resampled_auc(blocks: DrawnBlocks) -> float:
    """The average-ordering AUC of a resample:
    ``1 - sum_k p_k (FP_{k-1} + FP_k) / (2 m+ m-)``, as the unweighted replicates."""
    p = blocks.positives
    fp = running_totals(blocks.negatives, np.float64)
    m_pos, m_neg = p.sum(), fp[-1]
    return 1.0 - float(np.einsum("i,i->", p, fp[:-1] + fp[1:])) / (2.0 * m_pos * m_neg)


def weighted_bootstrap_replicates(curve: RocCurve, n_bootstraps: int,
                                  positive_rng: np.random.Generator,
                                  negative_rng: np.random.Generator) -> np.ndarray:
    """The average-ordering AUCs of ``n_bootstraps`` stratified resamples of weighted rows
    (:func:`resampled_blocks`)."""
    return np.array([resampled_auc(resampled_blocks(curve, positive_rng, negative_rng))
                     for _ in range(n_bootstraps)], dtype=np.float64)


def require_two_rows_per_class(curve: RocCurve, what) -> None:
    """:func:`core.engine.delong.require_two_per_class` of a weighted curve's rows: a
    resample of one row has no spread, whatever its weight."""
    from core.engine.delong import require_two_per_class

    rows = weighted_rows(curve)
    require_two_per_class(len(rows.positive_block), len(rows.negative_block), what)
