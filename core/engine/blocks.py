"""From scores and labels to the tie blocks of a ROC curve: one sort, or none.

The curve needs, for every distinct score from the highest down, how many positives and
negatives share it. Three ways there, exact alike, chosen by the data:

- **Counting** (no sort): scores on a small grid (written with few decimals, or
  integers of a small range) are counted on it, :mod:`core.engine.grid_counts`.
- **One sort of combined keys**: each score becomes an unsigned 64-bit key that ascends
  as the score descends, ``2 * (top - key(s)) + label``. ``key`` orders integers as
  themselves and floats by their magnitude bits, negated for negative numbers (IEEE 754
  orders magnitudes as it orders their bit patterns; -0.0 gets the key of 0.0). The
  keys are first reduced to the data's own range, which is below ``2**63`` (scores
  spanning more are cut at zero into two groups that each fit, sorted apart), so the
  doubling loses no bit and the label rides in the bit it frees. One value sort of n
  keys then gives the blocks in descending order, the labels in that order and, decoded,
  the thresholds: no argsort index, no merge, no copy of the scores by class.
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

_SIGN = 1 << 63
_MASK64 = (1 << 64) - 1

# Rows handled at a time where a pass over all of them would need a temporary array as
# large as the data.
_CHUNK = 1 << 18
# Rows read, counted and decoded together while their keys stay in the core's cache.
_SLICE = 1 << 15


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
    if kind.kind == "f":
        groups = _float_groups(float(lo), float(hi))
        as_float = True
    else:
        groups = _integer_groups(int(lo), int(hi), kind)
        as_float = -EXACT_INTEGER <= int(lo) and int(hi) <= EXACT_INTEGER
    return _sorted_blocks(pieces, positive, groups, kind, as_float)


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


class _Group:
    """Scores between two cuts, and how they become keys and come back.

    A score's key is ``2 * (top - key(s))`` modulo 2**64 (then the label is added), where
    ``key(s)`` is the integer itself, or for a float ``+m`` or ``-m`` with ``m`` its
    magnitude bits. Within a group ``top - key(s)`` lies in ``[0, 2**63)``, so the
    modular arithmetic of uint64 gives exactly these values.
    """

    def __init__(self, top: int, span: int, signs: str = "", select=None):
        self.top = top
        # top - key(s) <= span for every score of the group (span < 2**63)
        self.span = span
        self.signs = signs  # floats: "+" all >= 0, "-" all < 0, "+-" both; "" integers
        self.select = select  # which scores of a piece belong here (None: all)

    def encode(self, scores: np.ndarray, out: np.ndarray) -> None:
        bits = scores.view(np.uint64)
        # 2 * top - 2 * key(s): exact modulo 2**64, and the true value is below it.
        top = np.uint64((2 * self.top) & _MASK64)
        np.left_shift(bits, 1, out=out)  # 2m: the shift drops the sign, so -0.0 is 0.0
        if self.signs in ("", "+"):  # integers, and floats >= 0: 2 * (top - s)
            np.subtract(top, out, out=out)
        elif self.signs == "-":
            np.add(out, top, out=out)
        else:
            np.negative(out, out=out, where=~(scores < 0))
            np.add(out, top, out=out)

    def decode(self, d: np.ndarray, kind: np.dtype) -> np.ndarray:
        """The scores of halved keys ``d`` (uint64, overwritten), as ``kind`` (float64
        for floats)."""
        top = np.uint64(self.top & _MASK64)
        if self.signs in ("", "+"):
            np.subtract(top, d, out=d)  # s = top - d (for floats, m = top - d)
        elif self.signs == "-":
            np.subtract(d, top, out=d)  # m = d - top (top = -m of the largest score)
            np.bitwise_or(d, np.uint64(_SIGN), out=d)
        else:
            signed = d.view(np.int64)
            np.subtract(np.int64(self.top), signed, out=signed)  # key(s), -2**63 < . < 2**63
            negative = signed < 0
            np.negative(signed, out=signed, where=negative)
            np.bitwise_or(d, np.uint64(_SIGN), out=d, where=negative)
        return d.view(kind)


def _float_key(value: float) -> int:
    bits = int(np.float64(value).view(np.uint64)) & (_SIGN - 1)
    return -bits if value < 0 else bits


def _float_groups(lo: float, hi: float) -> list[_Group]:
    top, bottom = _float_key(hi), _float_key(lo)
    if not lo < 0:
        return [_Group(top, top - bottom, "+")]
    if hi < 0:
        return [_Group(top, top - bottom, "-")]
    if top - bottom < _SIGN:
        return [_Group(top, top - bottom, "+-")]
    # Wider than 2**63 of keys: the scores >= 0 first (they are the higher), then the
    # negative ones, keyed from 0 down.
    return [_Group(top, top, "+", lambda s: ~(s < 0)),
            _Group(0, -bottom, "-", lambda s: s < 0)]


def _integer_groups(lo: int, hi: int, kind: np.dtype) -> list[_Group]:
    if hi - lo < _SIGN:
        return [_Group(hi, hi - lo)]
    if kind == np.int64:  # from -2**63 to 2**63 - 1: cut at 0
        return [_Group(hi, hi, select=lambda s: s >= 0),
                _Group(-1, -1 - lo, select=lambda s: s < 0)]
    return [_Group(hi, hi - _SIGN, select=lambda s: s >= _SIGN),  # uint64: cut at 2**63
            _Group(_SIGN - 1, _SIGN - 1 - lo, select=lambda s: s < _SIGN)]


# The keys of a group sort fastest as float64, then as int64, slowest as uint64 (AVX2
# has no unsigned 64-bit comparison: numpy's sort of uint64 runs ~38 % more
# instructions than of float64). Keys below 2**63 order as int64 values, and
# non-negative float64 values order as their bit patterns up to +inf's (scores in
# [0, 1] fit). Subnormal keys sort as fast: the sort only compares, and comparing
# subnormals costs nothing more.
_FLOAT_LIMIT = 0x7FF0_0000_0000_0000  # the bits of +inf


def _sort_view(group: _Group) -> np.dtype:
    """How ``group``'s keys are sorted: as the values of which type."""
    largest = 2 * group.span + 1
    if largest < _FLOAT_LIMIT:
        return np.dtype(np.float64)
    return np.dtype(np.int64 if largest < _SIGN else np.uint64)


def _sorted_blocks(pieces, positive, groups, kind, as_float: bool):
    n = len(positive)
    views = [_sort_view(group) for group in groups]
    # Slot 0 is left for the threshold +inf: when every score is distinct, the keys
    # decoded in place become the thresholds without another array.
    keys = np.empty(n + 1, dtype=np.uint64)
    bounds = _fill_keys(keys, pieces, positive, groups)
    for view, a, b in zip(views, bounds[:-1], bounds[1:]):
        keys[1 + a:1 + b].view(view).sort()
    body = keys[1:]
    if _all_distinct(body, bounds):
        return _distinct_blocks(keys, groups, bounds, kind)
    change = _changes(body, bounds)
    dtype = count_dtype(n)
    k = int(np.count_nonzero(change)) + 1
    # The thresholds are written over the keys already read: block b's threshold goes
    # to slot b + 1, never past the slot of the row that ends the block.
    thresholds = keys.view(np.float64) if as_float else np.empty(k + 1, dtype=object)
    tp, fp = np.empty(k + 1, dtype=dtype), np.empty(k + 1, dtype=dtype)
    tp[0] = fp[0] = 0
    rows = np.arange(1, _SLICE + 1, dtype=dtype)
    blocks = positives = 0  # blocks ended and positives seen before the slice
    # A slice of rows at a time, within one group: a block's vertex is read at its last
    # row (change there, or the last row of all), by masks, no index arrays.
    for group, a, b in zip(groups, bounds[:-1], bounds[1:]):
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
            f = np.subtract(rows[:j - i], t)  # rows so far - tp
            f += i
            m = int(np.count_nonzero(ends))
            done = slice(1 + blocks, 1 + blocks + m)
            tp[done] = t[ends]  # a boolean mask: numpy's fast path (compress is slower)
            fp[done] = f[ends]
            last = part[ends]
            np.right_shift(last, 1, out=last)
            values = group.decode(last, kind)
            thresholds[done] = values if as_float else values.tolist()
            blocks += m
            positives = int(t[-1])
    thresholds[0] = np.inf if as_float else math.inf
    if as_float:
        del thresholds, body, part
        # Shrunk where it lies (realloc gives the tail back): no copy of the thresholds.
        keys.resize(k + 1, refcheck=False)
        thresholds = keys.view(np.float64)
    return TieBlocks(thresholds, tp, fp)


def _all_distinct(body: np.ndarray, bounds: list[int]) -> bool:
    """Whether no two sorted keys of a group share a score (differ only in the label
    bit), read a slice at a time: no mask of every row."""
    for a, b in zip(bounds[:-1], bounds[1:]):
        for i in range(a, b - 1, _SLICE):
            part = body[i:min(i + _SLICE + 1, b)] >> 1
            if not np.all(part[1:] != part[:-1]):
                return False
    return True


def _distinct_blocks(keys: np.ndarray, groups, bounds: list[int], kind: np.dtype):
    """The vertices when every score is distinct (one block, one row): the running
    counts read from the label bits, then the keys decoded in place into the thresholds,
    a slice at a time while it is in cache. The segment types and the discordant pairs
    come with them (no block is mixed, so no pair is tied)."""
    body = keys[1:]
    n = len(body)
    dtype = count_dtype(n)
    tp, fp = np.empty(n + 1, dtype=dtype), np.empty(n + 1, dtype=dtype)
    tp[0] = fp[0] = 0
    segments = np.empty(n, dtype=np.uint8)
    rows = np.arange(1, _SLICE + 1, dtype=dtype)
    positives = tp_sum = 0
    for i in range(0, n, _SLICE):
        j = min(i + _SLICE, n)
        label = body[i:j].astype(np.uint8)  # the low byte: ~4x faster than a strided read
        label &= 1
        # A positive row is a TRUE_POSITIVE step (0), a negative one FALSE_POSITIVE (1).
        np.subtract(1, label, out=segments[i:j])
        t, f = tp[i + 1:j + 1], fp[i + 1:j + 1]
        np.cumsum(label, out=t, dtype=dtype)
        t += positives
        np.subtract(rows[:j - i], t, out=f)  # fp = rows so far - tp
        f += i
        tp_sum += int(t.sum(dtype=np.int64))
        positives = int(t[-1])
        part = body[i:j]
        np.right_shift(part, 1, out=part)
        for group, a, b in zip(groups, bounds[:-1], bounds[1:]):
            if a < j and i < b:
                group.decode(body[max(a, i):min(b, j)], kind)
    # The discordant pairs: each positive's negatives above it, fp at its row. The r-th
    # positive (from 0) at row i has fp = i - r; tp's sum counts each positive at row i
    # n - i times, so the rows of the positives add up to n * P - sum(tp).
    discordant = n * positives - tp_sum - positives * (positives - 1) // 2
    return TieBlocks(_thresholds_in_place(keys, kind), tp, fp,
                     Distinct(segments, discordant))


def _fill_keys(keys, pieces, positive, groups) -> list[int]:
    """Write each group's keys (label included) into ``keys[1:]``, group after group;
    return where each group's part starts (and the end)."""
    if len(groups) == 1:
        group, start = groups[0], 1
        for piece in pieces:
            for i in range(0, len(piece), _SLICE):  # each slice written while in cache
                part = piece[i:i + _SLICE]
                out = keys[start:start + len(part)]
                group.encode(part, out)
                out |= positive[start - 1:start - 1 + len(part)]
                start += len(part)
        return [0, len(positive)]
    bounds, start = [0], 1
    for group in groups:
        row = 0
        for piece in pieces:
            member = group.select(piece)
            chosen = piece[member]
            out = keys[start:start + len(chosen)]
            group.encode(chosen, out)
            out |= positive[row:row + len(piece)][member]
            start += len(chosen)
            row += len(piece)
        bounds.append(start - 1)
    return bounds


def _changes(body: np.ndarray, bounds: list[int]) -> np.ndarray:
    """``change[i]``: a block starts at row ``i + 1`` of the sorted keys. Keys differ
    as blocks when they differ above the label bit; a group's first key always starts
    a block."""
    n = len(body)
    change = np.empty(max(n - 1, 0), dtype=bool)
    for i in range(0, n - 1, _CHUNK):
        part = body[i:i + _CHUNK + 1] >> 1
        np.not_equal(part[1:], part[:-1], out=change[i:i + _CHUNK])
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
