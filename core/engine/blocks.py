"""From scores and labels to the tie blocks of a ROC curve: one sort, or none.

The curve needs, for every distinct score from the highest down, how many positives and
negatives share it. Three ways there, exact alike, chosen by the data:

- **Counting** (no sort): scores on a small grid (written with few decimals, or
  integers of a small range) are counted on it, :mod:`core.engine.grid_counts`.
- **One sort of combined keys**: each score and its label become one 64-bit key that
  ascends as the score descends (:mod:`core.engine.key_sort`); one value sort of them
  gives the blocks in descending order, the labels in that order and, decoded, the
  thresholds.
- **Python objects**: integers beyond 64 bits (numpy object arrays) are sorted as
  Python objects, exactly and slowly.

The result is the curve's vertex arrays: thresholds from ``+inf``, and cumulative TP and
FP counts in the narrowest integer type that holds them (:func:`exact.count_dtype`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from core.engine.exact import EXACT_INTEGER, count_dtype
from core.engine.grid_counts import counted_on_grid
from core.engine.key_sort import SortedKeys, sorted_keys
from core.engine.two_threads import on_two_threads

# Rows handled at a time where a pass over all of them would need a temporary array as
# large as the data.
_CHUNK = 1 << 18
# Rows read, counted and decoded together while their keys stay in the core's cache.
_SLICE = 1 << 15
# Above this share of a slice's rows ending a block, the ends are read through a mask;
# below it, gathered by place (measured at 10^7 rows: 7 decimals, ~0.55 of the rows
# end a block; full precision clipped to [0, 1], ~0.97).
_MASKED_ENDS = 0.75


@dataclass(frozen=True)
class Distinct:
    """What building the vertices of all-distinct scores gives besides them."""

    segments: np.ndarray  # uint8, one SegmentType per row: no block is mixed
    discordant: int  # exact discordant pairs (none is tied)


@dataclass(frozen=True)
class TieBlocks:
    """The vertices of a ROC curve (see :func:`tie_blocks`)."""

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    distinct: Distinct | None = None  # when every score is distinct


def tie_blocks(pieces: list[np.ndarray], positive: np.ndarray) -> TieBlocks:
    """The vertices of the ROC curve of scores (in pieces) and their labels.

    Parameters
    ----------
    pieces : list of ndarray
        Finite scores in row order, each piece one-dimensional and non-empty, of one
        kind: all float64, all int64, all uint64, or all object (Python numbers).
    positive : ndarray of bool, shape (n,)
        The labels, across all pieces.

    Returns
    -------
    TieBlocks
        ``thresholds``, of shape (K + 1,): ``+inf``, then the K distinct scores in
        descending order: float64, unless integers beyond 2**53 in magnitude (object:
        Python integers, exact). ``tp``, ``fp``, of int32 or int64, shape (K + 1,):
        cumulative positives and negatives with ``score >= thresholds[k]``. When every
        score is distinct, ``distinct`` holds the segment types and discordant pairs.
    """
    kind = pieces[0].dtype
    n = len(positive)
    if kind.kind == "O":
        return TieBlocks(*_object_blocks(np.concatenate(pieces), positive))
    lo = min(p.min() for p in pieces)
    hi = max(p.max() for p in pieces)
    counted = counted_on_grid(pieces, positive, lo, hi, n)
    if counted is not None:
        return TieBlocks(*counted)
    return _sorted_blocks(sorted_keys(pieces, positive, lo, hi), kind)


def run_starts(ordered: np.ndarray) -> np.ndarray:
    """Indices where a run of equal values begins in a sorted array (none when empty):
    the first row of each tie block.

    >>> run_starts(np.array([3, 3, 1, 0, 0])).tolist()
    [0, 2, 3]
    """
    change = np.ones(len(ordered), dtype=bool)
    change[1:] = ordered[1:] != ordered[:-1]
    return np.flatnonzero(change)


def run_index(starts: np.ndarray, n: int) -> np.ndarray:
    """The run each of ``n`` sorted values belongs to, from their :func:`run_starts`.

    >>> run_index(np.array([0, 2, 3]), 5).tolist()
    [0, 0, 1, 2, 2]
    """
    return np.repeat(np.arange(len(starts)), np.diff(np.append(starts, n)))


def running_totals(block_counts, dtype) -> np.ndarray:
    """0, then the running sums of ``block_counts`` in ``dtype``: the cumulative TP (or
    FP) at each vertex of blocks given in descending score order.

    >>> running_totals(np.array([2, 0, 1]), np.int32).tolist()
    [0, 2, 2, 3]
    """
    out = np.zeros(len(block_counts) + 1, dtype=dtype)
    np.cumsum(block_counts, out=out[1:], dtype=dtype)
    return out


# ---- one sort of combined keys -------------------------------------------------------------


def _sorted_blocks(ordered: SortedKeys, kind: np.dtype):
    keys, groups, bounds, as_float = ordered.keys, ordered.groups, ordered.bounds, ordered.as_float
    body = keys[1:]
    n = len(body)
    two = ordered.two_threads
    if _all_distinct(body, bounds, two):
        return _distinct_blocks(keys, groups, bounds, kind, two)
    change = _changes(body, bounds, two)
    dtype = count_dtype(n)
    k = int(np.count_nonzero(change)) + 1
    # The thresholds are written over the keys already read: block b's threshold goes
    # to slot b + 1, never past the slot of the row that ends the block.
    thresholds = keys.view(np.float64) if as_float else np.empty(k + 1, dtype=object)
    tp, fp = np.empty(k + 1, dtype=dtype), np.empty(k + 1, dtype=dtype)
    tp[0] = fp[0] = 0
    vertices = _TieVertices(body, change, tp, fp, thresholds, kind)
    if two and len(groups) == 1:
        # The second half of the rows on a second thread, counted from zero, and its
        # thresholds written over its own keys (the first half's may not be read yet):
        # both put in their place once the first half is done.
        half = n // 2
        before = int(np.count_nonzero(change[:half]))  # blocks ending in the first half
        first, second = on_two_threads(
            vertices.read, (groups[0], 0, half, 1, 1, 0, 0),
            (groups[0], half, n, 1 + before, 1 + (half if as_float else before), 0, 0))
        positives = first[1]
        if as_float:
            thresholds[1 + before:1 + before + second[0]] = \
                thresholds[1 + half:1 + half + second[0]]
        tp[1 + before:] += positives
        fp[1 + before:] += half - positives
    else:
        blocks = positives = 0
        for group, a, b in zip(groups, bounds[:-1], bounds[1:]):
            ended, positives = vertices.read(group, a, b, 1 + blocks, 1 + blocks, positives,
                                             a - positives)
            blocks += ended
    thresholds[0] = np.inf if as_float else math.inf
    if as_float:
        del thresholds, body, vertices
        # Shrunk where it lies (realloc gives the tail back): no copy of the thresholds.
        keys.resize(k + 1, refcheck=False)
        thresholds = keys.view(np.float64)
    return TieBlocks(thresholds, tp, fp)


class _TieVertices:
    """Reads the vertices of tie blocks from sorted keys, a slice of rows at a time."""

    def __init__(self, body, change, tp, fp, thresholds, kind):
        self.body, self.change, self.kind = body, change, kind
        self.tp, self.fp, self.thresholds = tp, fp, thresholds
        self.rows = np.arange(1, _SLICE + 1, dtype=tp.dtype)

    def read(self, group, a: int, b: int, at: int, at_threshold: int, positives: int,
             negatives: int) -> tuple[int, int]:
        """The vertices of the blocks ending in rows ``a`` to ``b - 1`` (of one group),
        written from slot ``at`` on (their thresholds from ``at_threshold``), counted on
        from ``positives`` and ``negatives`` before row ``a``; returns how many blocks
        ended, and the positives counted then."""
        body, change, n = self.body, self.change, len(self.body)
        dtype = self.tp.dtype
        blocks, before = 0, positives + negatives  # rows before row a
        # A block's vertex is read at its last row (change there, or the last row of
        # all).
        for i in range(a, b, _SLICE):
            j = min(i + _SLICE, b)
            part = body[i:j]
            ends = np.empty(j - i, dtype=bool)
            ends[:-1] = change[i:j - 1]
            ends[-1] = j == n or change[j - 1]
            label = part.astype(np.uint8)  # the low byte, the label in its lowest bit
            label &= 1
            t = np.cumsum(label, dtype=dtype)
            t += positives
            f = np.subtract(self.rows[:j - i], t)  # rows so far - tp
            f += i - a + before
            m = int(np.count_nonzero(ends))
            done = slice(at + blocks, at + blocks + m)
            if m > _MASKED_ENDS * (j - i):
                # Nearly every row ends a block (scores nearly all distinct): a boolean
                # mask, whose branch is then foreseen, reads them fastest.
                self.tp[done] = t[ends]
                self.fp[done] = f[ends]
                last = part[ends]
            else:
                # Blocks of a row or two, or more: their ends' places, then gathers. A
                # mask would mispredict its branch on every other row (~4x slower).
                at_ends = np.flatnonzero(ends)
                np.take(t, at_ends, out=self.tp[done])
                np.take(f, at_ends, out=self.fp[done])
                last = part.take(at_ends)
            np.right_shift(last, 1, out=last)
            values = group.decode(last, self.kind)
            where = slice(at_threshold + blocks, at_threshold + blocks + m)
            self.thresholds[where] = values if self.thresholds.dtype != object else values.tolist()
            blocks += m
            positives = int(t[-1])
        return blocks, positives


def _all_distinct(body: np.ndarray, bounds: list[int], two: bool) -> bool:
    """Whether no two sorted keys of a group share a score (differ only in the label
    bit), read a slice at a time (no mask of every row), each half on its own thread
    when ``two``."""
    def distinct(a: int, b: int) -> bool:
        for i in range(a, b - 1, _SLICE):
            part = body[i:min(i + _SLICE + 1, b)] >> 1
            if not np.all(part[1:] != part[:-1]):
                return False
        return True

    spans = list(zip(bounds[:-1], bounds[1:]))
    if two and len(spans) == 1:
        half = len(body) // 2  # the halves share a row, so the pair across is read
        return all(on_two_threads(distinct, (0, half + 1), (half, len(body))))
    return all(distinct(a, b) for a, b in spans)


def _distinct_blocks(keys: np.ndarray, groups, bounds: list[int], kind: np.dtype, two: bool):
    """The vertices when every score is distinct (one block, one row): the running
    counts read from the label bits, then the keys decoded in place into the thresholds,
    a slice at a time while it is in cache, each half of the rows on its own thread
    when ``two`` (the second counted from zero, then put on the first's counts). The
    segment types and the discordant pairs come with them (no block is mixed, so no
    pair is tied)."""
    body = keys[1:]
    n = len(body)
    dtype = count_dtype(n)
    tp, fp = np.empty(n + 1, dtype=dtype), np.empty(n + 1, dtype=dtype)
    tp[0] = fp[0] = 0
    segments = np.empty(n, dtype=np.uint8)
    rows = np.arange(1, _SLICE + 1, dtype=dtype)

    def read(a: int, b: int) -> tuple[int, int]:
        """Rows ``a`` to ``b - 1``, counted from zero: their positives, and their tp's sum."""
        positives = tp_sum = 0
        for i in range(a, b, _SLICE):
            j = min(i + _SLICE, b)
            label = body[i:j].astype(np.uint8)  # the low byte: ~4x faster than a strided read
            label &= 1
            # A positive row is a TRUE_POSITIVE step (0), a negative one FALSE_POSITIVE (1).
            np.subtract(1, label, out=segments[i:j])
            t, f = tp[i + 1:j + 1], fp[i + 1:j + 1]
            np.cumsum(label, out=t, dtype=dtype)
            t += positives
            np.subtract(rows[:j - i], t, out=f)  # fp = rows so far - tp
            f += i - a
            tp_sum += int(t.sum(dtype=np.int64))
            positives = int(t[-1])
            part = body[i:j]
            np.right_shift(part, 1, out=part)
            for group, g, h in zip(groups, bounds[:-1], bounds[1:]):
                if g < j and i < h:
                    group.decode(body[max(g, i):min(h, j)], kind)
        return positives, tp_sum

    half = n // 2 if two else n
    (positives, tp_sum), (later, later_sum) = on_two_threads(read, (0, half), (half, n),
                                                             split=two)
    if half < n:
        tp[half + 1:] += positives
        fp[half + 1:] += half - positives
    tp_sum += later_sum + positives * (n - half)
    positives += later
    # The discordant pairs: each positive's negatives above it, fp at its row. The r-th
    # positive (from 0) at row i has fp = i - r; tp's sum counts each positive at row i
    # n - i times, so the rows of the positives add up to n * P - sum(tp).
    discordant = n * positives - tp_sum - positives * (positives - 1) // 2
    return TieBlocks(_thresholds_in_place(keys, kind), tp, fp,
                     Distinct(segments, discordant))


def _changes(body: np.ndarray, bounds: list[int], two: bool) -> np.ndarray:
    """``change[i]``: a block starts at row ``i + 1`` of the sorted keys. Keys differ
    as blocks when they differ above the label bit; a group's first key always starts
    a block. Each half of the rows on its own thread when ``two``."""
    n = len(body)
    change = np.empty(max(n - 1, 0), dtype=bool)

    def compare(a: int, b: int) -> None:
        for i in range(a, b, _CHUNK):
            j = min(i + _CHUNK, b)
            part = body[i:j + 1] >> 1
            np.not_equal(part[1:], part[:-1], out=change[i:j])

    half = (n - 1) // 2
    on_two_threads(compare, (0, half), (half, n - 1), split=two)
    change[np.asarray(bounds[1:-1], dtype=np.intp) - 1] = True
    return change


def _thresholds_in_place(keys: np.ndarray, kind: np.dtype) -> np.ndarray:
    """The decoded scores in ``keys[1:]`` as the thresholds, ``+inf`` in slot 0."""
    if kind.kind == "f":
        thresholds = keys.view(np.float64)
        thresholds[0] = np.inf
        return thresholds
    return with_infinity(keys[1:].view(kind))


def with_infinity(values: np.ndarray) -> np.ndarray:
    """``+inf`` followed by descending scores: float64 when every score is exactly a
    float64, else Python numbers (an object array: integers beyond 2**53 stay exact)."""
    exact = values.dtype.kind == "f" or (
        values.dtype.kind in "iub" and _within_float(values))
    thresholds = np.empty(len(values) + 1, dtype=np.float64 if exact else object)
    thresholds[0] = np.inf if exact else math.inf
    thresholds[1:] = values if exact else values.tolist()
    return thresholds


def _within_float(values: np.ndarray) -> bool:
    """Whether integer scores are all exactly float64 values (within 2**53)."""
    if len(values) == 0:
        return True
    return -EXACT_INTEGER <= int(values.min()) and int(values.max()) <= EXACT_INTEGER


# ---- Python objects ------------------------------------------------------------------------


def _object_blocks(scores: np.ndarray, positive: np.ndarray):
    """Blocks of scores numpy holds as Python objects (integers beyond 64 bits)."""
    order = np.argsort(scores, kind="stable")[::-1]
    values = scores[order]
    label = positive[order]
    starts = run_starts(values)
    block_positives = np.add.reduceat(label.astype(np.int64), starts)
    sizes = np.diff(np.append(starts, len(values)))
    thresholds = np.empty(len(starts) + 1, dtype=object)
    thresholds[0] = math.inf
    thresholds[1:] = values[starts]
    dtype = count_dtype(len(values))
    return (thresholds, running_totals(block_positives, dtype),
            running_totals(sizes - block_positives, dtype))
