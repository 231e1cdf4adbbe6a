"""Many small evaluations in one data set: the tie blocks and exact pair counts of every
stratum (a user, a fold, a class) at once.

Each row belongs to one stratum, given as a code ``0 .. n_strata - 1``. Within a
stratum everything is as for one curve (docs/mathematics.md): a sample is predicted
positive when ``score >= t``, samples of one score form a tie block, and the pair counts
are ``C = Σ_k p_k · (negatives scored below block k)`` and ``T = Σ_k p_k n_k``.

The work is one sort of all rows by (stratum, score), never a loop over strata (each
class sorted apart and the two merged, as for one curve): the block boundaries are
where either changes, a block's counts are segment sums, the
negatives below a block are a running sum restarted at each stratum's first block, and
a stratum's C and T are segment sums over its blocks. A million strata cost about twice
what one curve of as many rows costs.

>>> blocks = strata_blocks([0, 0, 0, 1, 1, 1], 2, [0.9, 0.5, 0.5, 0.3, 0.2, 0.1],
...                        labels=[1, 1, 0, 0, 1, 0])
>>> counts = blocks.counts()
>>> counts.concordant.tolist(), counts.tied.tolist(), counts.auc_exact(0), counts.auc_exact(1)
([1, 1], [1, 0], Fraction(3, 4), Fraction(1, 2))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

import numpy as np

from core.engine.blocks import run_index, run_starts, running_totals, with_infinity
from core.engine.curve import RocCurve
from core.engine.exact import fits_int64
from core.engine.results import read_only
from core.engine.validate import class_counts, label_array, score_array
from core.errors import InputError, LengthMismatchError, SingleClassError
from core.phrases import Phrase


@dataclass(frozen=True, eq=False)
class StratumCounts:
    """The exact counts of every stratum; every array has one entry per stratum.

    Attributes
    ----------
    n_positive, n_negative : ndarray of int64, or of float64
        ``m+`` and ``m-`` of each stratum (sums of counts for aggregated rows; sums of
        fractional case weights, float64, for weighted rows: :attr:`weighted`).
    auc_numerators : ndarray of int64, or of Python int past 2^63, or of float64
        ``2C + T``: the average-ordering AUC is this over ``2 m+ m-``
        (:attr:`auc_denominators`); for weighted rows a float sum of weight products.
    tied : ndarray or None
        T of each stratum, when it was counted (an engine summing ranks counts only
        ``2C + T``, all the averages need); then :attr:`concordant` is C.
    """

    n_positive: np.ndarray
    n_negative: np.ndarray
    auc_numerators: np.ndarray
    tied: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.n_positive)

    @property
    def n_samples(self) -> np.ndarray:
        """``m+ + m-``: a stratum's samples (impressions: clicks and non-clicks), or
        its weight sum for weighted rows."""
        return self.n_positive + self.n_negative

    @property
    def weighted(self) -> bool:
        """Whether the counts are float sums of fractional case weights."""
        return self.n_positive.dtype.kind == "f"

    @cached_property
    def both_classes(self) -> np.ndarray:
        """True where a stratum holds both classes, so that its AUC is defined."""
        return (self.n_positive > 0) & (self.n_negative > 0)

    @cached_property
    def concordant(self) -> np.ndarray | None:
        """C of each stratum (None when T was not counted)."""
        if self.tied is None:
            return None
        if self.weighted:
            return (self.auc_numerators - self.tied) / 2
        return (self.auc_numerators - self.tied) // 2

    def take(self, order) -> "StratumCounts":
        """The strata in another order (or some of them)."""
        out = StratumCounts(self.n_positive[order], self.n_negative[order],
                            self.auc_numerators[order],
                            None if self.tied is None else self.tied[order])
        read_only(out.n_positive, out.n_negative, out.auc_numerators, out.tied)
        return out

    @cached_property
    def auc_denominators(self) -> np.ndarray:
        """``2 m+ m-`` (zero for a stratum of one class), exact."""
        pos, neg = self.n_positive, self.n_negative
        if self.weighted or fits_int64(2 * int(pos.max(initial=0)) * int(neg.max(initial=0))):
            return 2 * pos * neg
        return 2 * pos.astype(object) * neg.astype(object)

    @cached_property
    def auc(self) -> np.ndarray:
        """The average-ordering AUC of each stratum, correctly rounded from its exact
        fraction; NaN for a stratum of one class."""
        num, den = self.auc_numerators, self.auc_denominators
        out = np.full(len(self), np.nan)
        ok = self.both_classes
        # One IEEE division of the float sums (as auc_exact rounds), or of counts that
        # are both exactly float64 values (it rounds the exact quotient once).
        if self.weighted or (num.dtype.kind in "iu" and den.dtype.kind in "iu" and (
                len(den) == 0 or int(den.max()) < 2**53)):
            out[ok] = num[ok] / den[ok]
        else:
            out[ok] = [int(a) / int(b) for a, b in zip(num[ok].tolist(), den[ok].tolist())]
        out.flags.writeable = False
        return out

    def auc_exact(self, i: int) -> Fraction:
        """Stratum ``i``'s average-ordering AUC as an exact fraction (for weighted rows
        the exact quotient of the float sums, which :attr:`auc` rounds once).

        Raises :class:`SingleClassError` when the stratum holds one class."""
        if not self.both_classes[i]:
            raise SingleClassError(Phrase("stratum {stratum} holds one class: it has no AUC", stratum=i))
        if self.weighted:
            return (Fraction(float(self.auc_numerators[i]))
                    / Fraction(float(self.auc_denominators[i])))
        return Fraction(int(self.auc_numerators[i]), int(self.auc_denominators[i]))


@dataclass(frozen=True, eq=False)
class StrataBlocks:
    """The tie blocks of every stratum, by stratum and then by ascending score.

    Attributes
    ----------
    n_strata : int
    stratum_start : ndarray of int64, shape (n_strata + 1,)
        Stratum ``i``'s blocks are ``stratum_start[i]:stratum_start[i + 1]`` (an empty
        range for a stratum without rows).
    scores : ndarray
        Each block's score, ascending within its stratum: float64, or the integers
        themselves when some are beyond 2**53 (int64, uint64 or Python integers), where
        float64 would make two of them one.
    positives, negatives : ndarray of int64, or of float64
        ``p_k`` and ``n_k`` of each block (weight sums, float64, for rows of fractional
        case weights).
    """

    n_strata: int
    stratum_start: np.ndarray
    scores: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray

    @property
    def weighted(self) -> bool:
        """Whether the blocks hold float sums of fractional case weights."""
        return self.positives.dtype.kind == "f"

    def counts(self) -> StratumCounts:
        """The exact ``m+``, ``m-``, ``2C + T`` and T of every stratum (segment sums);
        float sums of weight products for weighted blocks."""
        p, n, start = self.positives, self.negatives, self.stratum_start
        if self.weighted:
            return _weighted_counts(p, n, start)
        m_pos = _segment_sums(p, start)
        m_neg = _segment_sums(n, start)
        # Negatives scored below each block within its stratum: the running sum of n
        # before the block, less the running sum before its stratum's first block.
        before = np.cumsum(n) - n
        first = np.minimum(start[:-1], max(len(n) - 1, 0))  # empty strata: never used
        stratum_base = before[first] if len(n) else np.zeros(self.n_strata, np.int64)
        below = before - np.repeat(stratum_base, np.diff(start))
        bound = int(m_pos.max(initial=0)) * int(m_neg.max(initial=0))
        if fits_int64(bound):  # then every product and every stratum's sum fits too
            concordant = _segment_sums(p * below, start)
            tied = _segment_sums(p * n, start)
        else:  # aggregated logs past 2^63 pairs in a stratum: Python integers
            po, no, bo = p.astype(object), n.astype(object), below.astype(object)
            concordant = _segment_sums(po * bo, start)
            tied = _segment_sums(po * no, start)
        numerators = 2 * concordant + tied
        read_only(m_pos, m_neg, numerators, tied)
        return StratumCounts(m_pos, m_neg, numerators, tied)

    def curve(self, i: int) -> RocCurve:
        """Stratum ``i``'s whole ROC curve (thresholds descending from ``+inf``).

        Raises
        ------
        IndexError
            No such stratum.
        """
        if not 0 <= i < self.n_strata:
            raise IndexError(f"stratum {i} outside 0..{self.n_strata - 1}")
        a, b = int(self.stratum_start[i]), int(self.stratum_start[i + 1])
        thresholds = with_infinity(self.scores[a:b][::-1])
        dtype = self.positives.dtype  # float64 sums of weights stay floats
        return RocCurve.from_vertices(thresholds, running_totals(self.positives[a:b][::-1], dtype),
                                      running_totals(self.negatives[a:b][::-1], dtype))


def strata_blocks(codes, n_strata: int, scores, labels=None, positives=None,
                  negatives=None, weights=None) -> StrataBlocks:
    """The tie blocks of every stratum, from one row per sample (``labels``), weighted
    rows (``labels`` and fractional ``weights``) or aggregated rows (``positives`` and
    ``negatives`` counts).

    Parameters
    ----------
    codes : array_like of int, shape (n,)
        Each row's stratum, ``0 <= code < n_strata``.
    n_strata : int
        How many strata there are (a stratum may have no rows).
    scores : array_like, shape (n,)
        Finite numbers; ``score >= t`` is predicted positive.
    labels : array_like of bool or 0/1, shape (n,), optional
        True marks a positive sample.
    positives, negatives : array_like of int, shape (n,), optional
        Counts per row, instead of ``labels``.
    weights : array_like of float, shape (n,), optional
        With ``labels``: each row's case weight (finite, >= 0). Blocks then hold float
        weight sums, and rows of weight 0 leave none (as
        :func:`core.engine.weighted.roc_from_weights`). Whole-number weights are better
        given as ``positives`` and ``negatives``: their counts are exact.

    Returns
    -------
    StrataBlocks

    Raises
    ------
    InputError
        A code outside the strata, or neither labels nor counts given (or both).
    LengthMismatchError, NonFiniteScoreError, LabelError, CountError, EmptyInputError
        As for :func:`core.engine.build.roc_from_scores`.

    Examples
    --------
    >>> b = strata_blocks([1, 0, 1], 2, [0.5, 0.5, 0.5], positives=[1, 2, 0],
    ...                   negatives=[1, 0, 3])
    >>> b.positives.tolist(), b.negatives.tolist(), b.stratum_start.tolist()
    ([2, 1], [0, 4], [0, 1, 2])
    """
    s = score_array(scores)
    g = _codes(codes, len(s), n_strata)
    if (labels is None) == (positives is None or negatives is None):
        raise InputError(Phrase("give either labels or both positive and negative counts"))
    if labels is not None:
        y = label_array(labels, len(s))
        if weights is not None:
            from core.engine.weighted import weight_array

            return _from_weights(g, n_strata, s, y, weight_array(weights, len(s)))
        return _from_labels(g, n_strata, s, y)
    return _from_counts(g, n_strata, s, *class_counts(positives, negatives, len(s)))


def _codes(codes, n: int, n_strata: int) -> np.ndarray:
    g = np.asarray(codes)
    if g.ndim != 1 or len(g) != n:
        raise LengthMismatchError(Phrase("{codes} stratum codes for {n} scores",
                                         codes=len(g) if g.ndim == 1 else g.shape, n=n))
    if g.dtype.kind not in "iu":
        raise InputError(Phrase("stratum codes must be whole numbers"))
    if n and (int(g.min()) < 0 or int(g.max()) >= n_strata):
        raise InputError(Phrase("stratum codes must run from 0 to {last}", last=n_strata - 1))
    return g.astype(np.int64, copy=False)


def _pairs(g: np.ndarray, s: np.ndarray) -> np.ndarray:
    """(stratum, score) as one complex number per row: numpy orders complex numbers by
    real part, then imaginary part, so sorting them sorts by stratum and then score, with
    no permutation to gather through. Both parts are exact: codes are below 2^53 and
    scores are float64 values already, or their ranks (:func:`_score_keys`)."""
    z = np.empty(len(s), dtype=np.complex128)
    z.real = g
    z.imag = s
    return z


_EXACT_INTEGER = 2**53  # every integer up to here is exactly a float64


def _score_keys(s: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
    """Float64 keys that order the rows exactly as their scores do, and the scores the
    keys stand for (None: the keys are the scores). Integers beyond 2**53 are not all
    float64 values (2**53 + 1 would become 2**53, one tie block): their key is their
    rank among the distinct scores, exact below 2**53 rows."""
    if s.dtype.kind == "f" or len(s) == 0:
        return s, None
    if s.dtype.kind in "iub" and (-_EXACT_INTEGER <= int(s.min())
                                  and int(s.max()) <= _EXACT_INTEGER):
        return s, None
    values, ranks = np.unique(s, return_inverse=True)
    return ranks.reshape(-1).astype(np.float64), values


def _from_labels(g, n_strata, s, y) -> StrataBlocks:
    # As for one curve (core.engine.build): each class sorted apart, then the two sorted
    # runs merged in linear time by a stable sort, which tells which class each is.
    keys, values = _score_keys(s)
    z = _pairs(g, keys)
    positives, negatives = z[y], z[~y]
    del z
    positives.sort()
    negatives.sort()
    both = np.concatenate((positives, negatives))
    n_pos = len(positives)
    del positives, negatives
    is_positive = np.argsort(both, kind="stable") < n_pos
    both.sort(kind="stable")  # the same merge, in place
    starts = run_starts(both)
    block_pos = np.add.reduceat(is_positive, starts, dtype=np.int64)
    block_neg = np.diff(np.append(starts, len(both))) - block_pos
    return _assemble(both[starts], values, block_pos, block_neg, n_strata)


def _from_counts(g, n_strata, s, pos, neg) -> StrataBlocks:
    keys, values = _score_keys(s)
    z = _pairs(g, keys)
    order = np.argsort(z)
    z = z[order]
    pos, neg = pos[order], neg[order]
    starts = run_starts(z)
    block_pos = np.add.reduceat(pos, starts)
    block_neg = np.add.reduceat(neg, starts)
    occupied = (block_pos > 0) | (block_neg > 0)  # rows whose counts are both 0
    return _assemble(z[starts[occupied]], values, block_pos[occupied], block_neg[occupied],
                     n_strata)


def _from_weights(g, n_strata, s, y, w) -> StrataBlocks:
    from core.engine.weighted import exact_segment_sums

    keep = w > 0  # a row of weight 0 counts nothing and leaves no block
    if not keep.all():
        g, s, y, w = g[keep], s[keep], y[keep], w[keep]
    keys, values = _score_keys(s)
    z = _pairs(g, keys)
    order = np.argsort(z, kind="stable")
    z = z[order]
    starts = run_starts(z)
    w, y = w[order], y[order]
    # Each block's sum rounded once from its exact value, as for one curve: a group's
    # curve is then the curve of its rows to the bit.
    block = run_index(starts, len(z))
    block_pos = exact_segment_sums(block[y], w[y], len(starts))
    block_neg = exact_segment_sums(block[~y], w[~y], len(starts))
    return _assemble(z[starts], values, block_pos, block_neg, n_strata)


def _weighted_counts(p: np.ndarray, n: np.ndarray, start: np.ndarray) -> StratumCounts:
    """:meth:`StrataBlocks.counts` of float weight sums, as a weighted curve counts them
    (:meth:`RocCurve.from_vertices`): ``D = Σ_k p_k · above_k`` with ``above_k`` the
    weight of the stratum's negatives scored above block k, ``T = Σ_k p_k n_k`` and
    ``C = m+ m- − T − D``, so an AUC is never above 1 by a rounding. ``above_k`` is summed
    within the stratum only (a running sum over all strata, less its value at the
    stratum's start, would lose a small stratum's digits to the large sums before it)."""
    m_pos = _segment_sums(p, start)
    m_neg = _segment_sums(n, start)
    stratum = np.repeat(np.arange(len(start) - 1), np.diff(start))
    # Blocks ascend within a stratum: the running sum from its top, one block later.
    from_top = _segmented_cumsum(n[::-1], stratum[::-1])[::-1]
    above = np.zeros_like(n)
    if len(n) > 1:
        same = stratum[1:] == stratum[:-1]
        above[:-1] = np.where(same, from_top[1:], 0.0)
    discordant = _segment_sums(p * above, start)
    tied = _segment_sums(p * n, start)
    total = m_pos * m_neg
    concordant = total - tied - discordant
    numerators = 2 * concordant + tied
    read_only(m_pos, m_neg, numerators, tied)
    return StratumCounts(m_pos, m_neg, numerators, tied)


def _segmented_cumsum(values: np.ndarray, segment: np.ndarray) -> np.ndarray:
    """The running sum of ``values`` restarted at each new ``segment`` (runs of equal
    ids), in ``log2`` of the longest segment's length vectorised passes (each adds the
    partial sum ``2^d`` places back when it lies in the same segment): no sum ever
    crosses a segment, so each is as accurate as its own segment's running sum.

    >>> _segmented_cumsum(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([0, 0, 1, 1, 1]))
    array([ 1.,  3.,  3.,  7., 12.])
    """
    out = values.astype(np.float64, copy=True)
    step = 1
    while step < len(out):
        same = segment[step:] == segment[:-step]
        if not same.any():
            break
        out[step:] += np.where(same, out[:-step], 0.0)
        step *= 2
    return out


def _assemble(first, values, positives, negatives, n_strata) -> StrataBlocks:
    """The blocks whose first rows' (stratum, score key) are ``first``; ``values``, the
    scores the keys stand for (see :func:`_score_keys`)."""
    stratum = first.real.astype(np.int64)
    scores = first.imag.copy() if values is None else values[first.imag.astype(np.int64)]
    start = np.searchsorted(stratum, np.arange(n_strata + 1), side="left").astype(np.int64)
    read_only(start, scores, positives, negatives)
    if scores.dtype.kind not in "iuO":  # integers beyond 2**53 stay as they are
        scores = scores.astype(np.float64, copy=False)
    count = np.float64 if positives.dtype.kind == "f" else np.int64  # weight sums or counts
    return StrataBlocks(int(n_strata), start, scores,
                        positives.astype(count, copy=False),
                        negatives.astype(count, copy=False))


def _segment_sums(values: np.ndarray, start: np.ndarray) -> np.ndarray:
    """Sums of ``values[start[i]:start[i + 1]]`` (0 for an empty range), each summed
    over its own segment: a running sum over all strata could pass 2^63 where no
    stratum's own sum does (nor do float sums of weights mix strata)."""
    dtype = values.dtype if values.dtype.kind in "Of" else np.int64
    out = np.zeros(len(start) - 1, dtype=dtype)
    nonempty = start[1:] > start[:-1]
    if nonempty.any():
        # Between two non-empty strata lie only empty ones, so each segment reduceat
        # sums (to the next index given, the last to the end) is one stratum's blocks.
        out[nonempty] = np.add.reduceat(values, start[:-1][nonempty])
    return out
