"""From samples (or aggregated rows) to the tie blocks of a ROC curve.

The expensive part of any ROC computation is ordering the scores. Here it is one value
sort of 64-bit keys that carry each label in a spare bit, or no sort at all for scores
written with few decimals (:mod:`core.engine.blocks` explains both); scikit-learn's
``argsort(kind="mergesort")`` of every score is several times slower and needs an index
array as large as the data.
"""

from __future__ import annotations

import numpy as np

from core.engine.blocks import TieBlocks, run_starts, running_totals, tie_blocks, with_infinity
from core.engine.curve import RocCurve
from core.engine.exact import count_dtype, total
from core.engine.validate import all_finite, class_counts, label_array, score_array
from core.errors import EmptyInputError
from core.phrases import Phrase

_EXACT_INTEGER = 2**53  # every integer up to here is exactly a float64


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
    return _curve(tie_blocks(_one_kind([s]), y))


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
    # Checked finite above: only the float types are made one (min and max, read again
    # by score_array, are two passes over every score).
    parts = [p if p.dtype.kind in "iu" or p.dtype == np.float64 else p.astype(np.float64)
             for p in parts]
    y = label_array(labels, sum(len(p) for p in parts))
    return _curve(tie_blocks(_one_kind(parts), y))


def _curve(blocks: TieBlocks) -> RocCurve:
    distinct = blocks.distinct
    if distinct is None:
        return RocCurve.from_vertices(blocks.thresholds, blocks.tp, blocks.fp)
    return RocCurve.from_vertices(blocks.thresholds, blocks.tp, blocks.fp,
                                  segments=distinct.segments, discordant=distinct.discordant)


def _one_kind(parts: list[np.ndarray]) -> list[np.ndarray]:
    """The pieces as one array type that holds every score exactly: float64 for
    floats (and integers within 2**53 among floats), int64 or uint64 for integers,
    else Python objects (integers and floats compare exactly as Python numbers)."""
    kinds = {p.dtype.kind for p in parts}
    if kinds == {"f"}:
        return [p.astype(np.float64, copy=False) for p in parts]
    if "O" not in kinds:
        ints = [p for p in parts if p.dtype.kind in "iu"]
        lo = min(int(p.min()) for p in ints)
        hi = max(int(p.max()) for p in ints)
        if "f" in kinds and -_EXACT_INTEGER <= lo and hi <= _EXACT_INTEGER:
            return [p.astype(np.float64, copy=False) for p in parts]
        if "f" not in kinds:
            if -(2**63) <= lo and hi < 2**63:
                return [p.astype(np.int64, copy=False) for p in parts]
            if lo >= 0:
                return [p.astype(np.uint64, copy=False) for p in parts]
    objects = []
    for p in parts:
        o = np.empty(len(p), dtype=object)
        o[:] = p.tolist()  # Python numbers: exact
        objects.append(o)
    return objects


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
    pos, neg = class_counts(positives, negatives, len(s))
    order = np.argsort(s, kind="stable")
    ordered = s[order]
    starts = run_starts(ordered)
    distinct = ordered[starts]
    block_pos = np.add.reduceat(pos[order], starts)
    block_neg = np.add.reduceat(neg[order], starts)
    occupied = (block_pos > 0) | (block_neg > 0)
    if not occupied.any():
        raise EmptyInputError(Phrase("every count is zero: ROC analysis needs at least one sample"))
    if not occupied.all():
        distinct, block_pos, block_neg = distinct[occupied], block_pos[occupied], block_neg[occupied]
    thresholds = with_infinity(distinct[::-1])
    dtype = count_dtype(total(block_pos) + total(block_neg))
    return RocCurve.from_vertices(thresholds, running_totals(block_pos[::-1], dtype),
                                  running_totals(block_neg[::-1], dtype))

