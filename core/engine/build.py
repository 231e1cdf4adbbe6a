"""From samples (or aggregated rows) to the tie blocks of a ROC curve.

The expensive part of any ROC computation is ordering the scores. Sorting the positive
and the negative scores separately uses numpy's vectorised (unstable) sort, which is
several times faster than the ``argsort(kind="mergesort")`` scikit-learn relies on.
Each sorted class then gives its distinct scores and their counts, and only those two
(usually much shorter) lists are merged, in linear time by a stable sort (timsort finds
the two runs): the tie blocks come out without any array of all samples in merged order.
"""

from __future__ import annotations

import numpy as np

from core.engine.curve import RocCurve
from core.engine.exact import fits_int64, total
from core.engine.validate import all_finite, count_array, label_array, score_array
from core.errors import CountError, EmptyInputError


def roc_from_scores(scores, labels) -> RocCurve:
    """Build the ROC curve of one score per sample.

    Parameters
    ----------
    scores : array_like of shape (n,)
        Finite numbers; a sample is predicted positive at threshold ``t`` iff
        ``score >= t``. Integer scores are compared exactly as integers.
    labels : array_like of shape (n,)
        Booleans, or the numbers 0 and 1; ``True``/1 marks a positive sample.

    Returns
    -------
    RocCurve
        Vertices for every distinct score, in descending order from ``+inf``.

    Raises
    ------
    EmptyInputError, LengthMismatchError, NonFiniteScoreError, LabelError
        For input that cannot describe a ROC curve; see :mod:`core.errors`.

    Examples
    --------
    >>> curve = roc_from_scores([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0])
    >>> curve.pairs
    PairCounts(concordant=3, tied=1, discordant=0)
    >>> curve.aucs
    AucValues(average=0.875, best=1.0, worst=0.75)
    """
    s = score_array(scores)
    y = label_array(labels, len(s))
    positives = s[y]
    negatives = s[~y]
    del s, y
    return _curve_of_classes(positives, negatives)


def roc_from_score_pieces(pieces, labels) -> RocCurve:
    """:func:`roc_from_scores` of scores held in pieces, without joining them.

    A column parsed in blocks arrives as pieces; joining them first would write every
    score once more only to split the copy into the two classes. Here each piece is
    split straight into them.

    Parameters
    ----------
    pieces : sequence of array_like
        The scores in row order: ``pieces[0]``, then ``pieces[1]``, and so on.
    labels : array_like of shape (n,)
        One label per score across all the pieces, as for :func:`roc_from_scores`.

    Returns
    -------
    RocCurve
        Equal, field by field, to ``roc_from_scores`` of the pieces joined.

    Raises
    ------
    EmptyInputError, LengthMismatchError, NonFiniteScoreError, LabelError
        As :func:`roc_from_scores` would for the joined scores (an index in a message
        counts across all pieces).

    Examples
    --------
    >>> roc_from_score_pieces([[0.9, 0.8], [0.8, 0.1]], [1, 1, 0, 0]).aucs
    AucValues(average=0.875, best=1.0, worst=0.75)
    """
    parts = [np.asarray(p) for p in pieces]
    parts = [p for p in parts if p.size]
    if len(parts) <= 1 or not all(p.ndim == 1 and p.dtype.kind in "iuf" and all_finite(p)
                                  for p in parts):
        # One piece, or input the engine must refuse: the joined array words the error.
        return roc_from_scores(np.concatenate(parts) if parts else np.zeros(0), labels)
    parts = [score_array(p) for p in parts]
    dtype = np.result_type(*parts)
    n = sum(len(p) for p in parts)
    y = label_array(labels, n)
    n_positive = int(np.count_nonzero(y))
    positives = np.empty(n_positive, dtype=dtype)
    negatives = np.empty(n - n_positive, dtype=dtype)
    start = filled_pos = filled_neg = 0
    for part in parts:
        mask = y[start:start + len(part)]
        k = int(np.count_nonzero(mask))
        positives[filled_pos:filled_pos + k] = part[mask]
        negatives[filled_neg:filled_neg + len(part) - k] = part[~mask]
        start += len(part)
        filled_pos += k
        filled_neg += len(part) - k
    return _curve_of_classes(positives, negatives)


def _curve_of_classes(positives: np.ndarray, negatives: np.ndarray) -> RocCurve:
    """The curve of the positive and the negative scores (both sorted here, in place)."""
    positives.sort()
    negatives.sort()
    if _distinct_count(positives) + _distinct_count(negatives) > (
            len(positives) + len(negatives)) // 2:
        return _merge_samples(positives, negatives)  # few ties: merge the samples
    pos_starts, neg_starts = _run_starts(positives), _run_starts(negatives)
    # Many ties: each class's distinct scores with their counts, and only those two
    # short lists merged. No array of all samples in merged order is made: at 10^7
    # rows that is hundreds of MB of temporaries the tie blocks do not need.
    pos_values, pos_counts = _distinct(positives, pos_starts)
    del positives
    neg_values, neg_counts = _distinct(negatives, neg_starts)
    del negatives
    both = np.concatenate((pos_values, neg_values))
    both.sort(kind="stable")  # two sorted runs: merged in linear time
    distinct = both[_run_starts(both)]
    del both
    k = len(distinct)
    block_pos = np.zeros(k, dtype=np.int64)
    block_neg = np.zeros(k, dtype=np.int64)
    block_pos[np.searchsorted(distinct, pos_values)] = pos_counts
    block_neg[np.searchsorted(distinct, neg_values)] = neg_counts
    return _curve_from_ascending_blocks(distinct, block_pos, block_neg)


def _distinct_count(ordered: np.ndarray) -> int:
    return int(np.count_nonzero(ordered[1:] != ordered[:-1])) + 1 if len(ordered) else 0


def _distinct(ordered: np.ndarray, starts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct values of an ascending array (its runs start at ``starts``) and how
    often each occurs."""
    if len(ordered) == 0:
        return ordered, np.zeros(0, dtype=np.int64)
    return ordered[starts], np.diff(np.append(starts, len(ordered)))


def _merge_samples(positives: np.ndarray, negatives: np.ndarray) -> RocCurve:
    """The curve of two ascending arrays of scores, merged sample by sample."""
    m_pos = len(positives)
    both = np.concatenate((positives, negatives))
    del positives, negatives
    # Stable, so equal values keep positives first; the order inside a tie block does not
    # matter because blocks are counted as wholes below.
    order = np.argsort(both, kind="stable")
    is_positive = order < m_pos
    del order
    both.sort(kind="stable")  # the same merge again, in place: cheaper than a gather copy
    starts = _run_starts(both)
    n = len(both)
    k = len(starts)
    # Fill the output arrays in place: at 10^7 rows every avoided temporary saves
    # 80 MB and the page faults of touching it.
    thresholds = np.empty(k + 1, dtype=np.float64)
    thresholds[0] = np.inf
    if both.dtype == np.float64:
        np.take(both, starts[::-1], out=thresholds[1:])
    else:  # integers or narrower floats: numpy will not take() across dtypes
        thresholds[1:] = both[starts[::-1]]
    del both
    tp = np.zeros(k + 1, dtype=np.int64)
    if k == n:  # no ties at all: every block is one sample
        np.cumsum(is_positive[::-1], out=tp[1:])
    else:
        np.cumsum(np.add.reduceat(is_positive, starts, dtype=np.int64)[::-1], out=tp[1:])
    del is_positive
    # Samples scoring >= the k-th highest distinct score: n - starts (ascending index).
    fp = np.zeros(k + 1, dtype=np.int64)
    np.subtract(n, starts[::-1], out=fp[1:])
    del starts
    fp[1:] -= tp[1:]
    return RocCurve.from_vertices(thresholds, tp, fp)



def roc_from_counts(scores, positives, negatives) -> RocCurve:
    """Build the ROC curve of aggregated rows ``(score, positives, negatives)``.

    This is the click-log form (``ctr, clicks, non-clicks``): each row stands for
    ``positives + negatives`` samples sharing one score. A score may appear on several
    rows; their counts are added. Rows whose counts are both zero contribute nothing.

    Parameters
    ----------
    scores : array_like of shape (n,)
        Finite numbers.
    positives, negatives : array_like of shape (n,)
        Non-negative whole numbers (integers, or floats with no fractional part).

    Returns
    -------
    RocCurve
        The same curve as the rows expanded to one sample each.

    Raises
    ------
    EmptyInputError
        No rows, or every count is zero.
    CountError
        A count is negative, fractional, non-finite, or a class total exceeds 2**63 - 1.
    LengthMismatchError, NonFiniteScoreError
        As for :func:`roc_from_scores`.
    """
    s = score_array(scores)
    pos = count_array(positives, len(s), "positive counts")
    neg = count_array(negatives, len(s), "negative counts")
    for counts, name in ((pos, "positive"), (neg, "negative")):
        if not fits_int64(total(counts)):
            raise CountError(f"the {name} counts add up to more than 2**63 - 1")
    order = np.argsort(s, kind="stable")
    ordered = s[order]
    starts = _run_starts(ordered)
    distinct = ordered[starts]
    block_pos = np.add.reduceat(pos[order], starts)
    block_neg = np.add.reduceat(neg[order], starts)
    occupied = (block_pos > 0) | (block_neg > 0)
    if not occupied.any():
        raise EmptyInputError("every count is zero: ROC analysis needs at least one sample")
    if not occupied.all():
        distinct, block_pos, block_neg = distinct[occupied], block_pos[occupied], block_neg[occupied]
    return _curve_from_ascending_blocks(distinct, block_pos, block_neg)


def _run_starts(ordered: np.ndarray) -> np.ndarray:
    """Indices where a run of equal values begins in an ascending array."""
    if len(ordered) == 0:
        return np.zeros(0, dtype=np.intp)
    change = ordered[1:] != ordered[:-1]
    starts = np.empty(np.count_nonzero(change) + 1, dtype=np.intp)
    starts[0] = 0
    np.add(np.flatnonzero(change), 1, out=starts[1:])
    return starts


def _curve_from_ascending_blocks(distinct, block_pos, block_neg) -> RocCurve:
    """Turn tie blocks listed by ascending score into the descending sweep."""
    k = len(distinct)
    thresholds = np.empty(k + 1, dtype=np.float64)
    thresholds[0] = np.inf
    thresholds[1:] = distinct[::-1]
    tp = np.zeros(k + 1, dtype=np.int64)
    np.cumsum(block_pos[::-1], out=tp[1:])
    fp = np.zeros(k + 1, dtype=np.int64)
    np.cumsum(block_neg[::-1], out=fp[1:])
    return RocCurve.from_vertices(thresholds, tp, fp)
