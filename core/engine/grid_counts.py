"""Counting the tie blocks of scores that lie on a small grid: no sort at all.

Scores written with ``d`` decimals are whole multiples of ``10**-d``, and integer scores
of a small range are their own grid: each score maps exactly to an integer grid index,
and when the grid is small beside the data, ``np.bincount`` of the indices (with the
label in the lowest bit) counts every block. A grid too large for the cache is counted a
span at a time, the indices first put in order of their span by a counting sort of a
few high bits. :func:`core.engine.blocks.tie_blocks` tries this first.
"""

from __future__ import annotations

import math
import threading

import numpy as np

from core.engine.exact import EXACT_INTEGER, count_dtype
from core.engine.two_threads import on_two_threads

# A grid of at most this many points per row is counted instead of sorted. Counting
# holds a 4-byte index per row twice (while the indices are put in order of their span)
# and the counts of one span, and its time stays flat where a sort's grows with n log n;
# but a grid of about a point per row is mostly empty bins, counted and read all the
# same, and the sort runs on two cores (key_sort): six-decimal scores at 10^7 rows
# (10^6 grid points) take 0.14 s counted and 0.17 s sorted, seven-decimal ones (10^7)
# 0.27-0.29 s counted and 0.22-0.25 s sorted, with numpy's AVX2 sort in a fresh
# process (on AMD Zen 4 its AVX-512 sort is ~6x slower, and main.py turns it off).
GRID_POINTS_PER_ROW = 0.5
_GRID_MIN_POINTS = 1 << 16  # small data: any grid up to this size
_MAX_DECIMALS = 9
_SAMPLE = 1024  # scores tried before a grid is checked on all of them
# Rows handled at a time where a pass over all of them would need a temporary array as
# large as the data.
_CHUNK = 1 << 18
# A grid of up to 2**22 bins (32 MiB of counts) is counted in one pass; a larger one a
# span of 2**19 bins (4 MiB, held in the cache) at a time.
_ONE_PASS_BINS = 1 << 22
_SPAN_BITS = 19


def counted_on_grid(pieces, positive, lo, hi, n):
    """The curve's vertex arrays (thresholds from +inf, cumulative ``tp`` and ``fp``)
    counted on the grid of ``pieces`` (scores from ``lo`` to ``hi``, ``n`` in all), or
    None when they have no grid small beside ``n``."""
    limit = max(int(n * GRID_POINTS_PER_ROW), _GRID_MIN_POINTS)
    if pieces[0].dtype.kind in "iu":
        lo, hi = int(lo), int(hi)
        size = hi - lo + 1
        if size > limit:
            return None
        keys = [np.empty(n, dtype=_key_type(size))]  # in a list, so that _count can free it
        start = 0
        for piece in pieces:
            out = keys[0][start:start + len(piece)]
            # hi - s is below the grid's size: exact in any of the integer types.
            np.subtract(piece.dtype.type(hi), piece, out=out, casting="unsafe")
            start += len(piece)
        kind = pieces[0].dtype.type
        exact = -EXACT_INTEGER <= lo and hi <= EXACT_INTEGER
        return _count(keys, positive, size, exact,
                      lambda index: np.subtract(kind(hi), index.astype(kind)))
    decimals = _decimals(pieces, float(lo), float(hi))
    if decimals is None:
        return None
    scale = 10.0**decimals
    top, bottom = int(np.rint(hi * scale)), int(np.rint(lo * scale))
    size = top - bottom + 1
    if size > limit:
        return None
    grid = _grid_keys(pieces, n, scale, top, _key_type(size))
    if grid is None:
        return None
    keys = [grid]  # in a list, so that _count can free it
    del grid
    # The grid point k is the score fl(k / 10**d): _grid_keys made sure that every
    # score is exactly that, so these thresholds are the scores themselves.
    return _count(keys, positive, size, True,
                  lambda index: np.subtract(top, index).astype(np.float64) / scale)


def _key_type(size: int) -> np.dtype:
    """The type of a grid index with the label in its lowest bit: 4 bytes when a large
    grid is counted in spans (each span's indices are widened as it is counted), else
    the 8 bytes ``np.bincount`` counts without a copy."""
    return np.dtype(np.uint32 if _ONE_PASS_BINS < 2 * size <= 1 << 32 else np.intp)


def _decimals(pieces, lo: float, hi: float) -> int | None:
    """The fewest decimals that a sample of the scores is written with, if at most
    ``_MAX_DECIMALS`` (and few enough that grid indices stay exact in float64)."""
    n = sum(len(p) for p in pieces)
    step = max(n // _SAMPLE, 1)
    parts, at = [], 0
    for piece in pieces:  # every step-th score across the pieces
        parts.append(piece[(-at) % step::step])
        at += len(piece)
    sample = np.concatenate(parts)
    largest = max(abs(lo), abs(hi))
    for decimals in range(_MAX_DECIMALS + 1):
        scale = 10.0**decimals
        if largest * scale >= 2.0**52:
            return None
        if np.array_equal(np.rint(sample * scale) / scale, sample):
            return decimals
    return None


def _grid_keys(pieces, n: int, scale: float, top: int, dtype) -> np.ndarray | None:
    """``top - k`` for each score's grid index ``k = rint(s * scale)``, or None as soon
    as a score is not exactly ``k / scale`` (then it is not on the grid)."""
    keys = np.empty(n, dtype=dtype)
    chunks, start = [], 0
    for piece in pieces:
        chunks += [(start + i, piece[i:i + _CHUNK]) for i in range(0, len(piece), _CHUNK)]
        start += len(piece)
    off_grid = threading.Event()

    def work(chunks) -> None:
        for at, part in chunks:
            k = part * scale
            np.rint(k, out=k)
            if off_grid.is_set() or not np.array_equal(k / scale, part):
                off_grid.set()
                return
            np.subtract(float(top), k, out=k)
            keys[at:at + len(part)] = k

    half = len(chunks) // 2
    on_two_threads(work, (chunks[:half],), (chunks[half:],), split=half > 0)
    return None if off_grid.is_set() else keys


def _count(keys: list, positive: np.ndarray, size: int, as_float: bool, values_at):
    """Blocks from grid indices that ascend as scores descend (``keys``: a list holding
    the index array, which is consumed). ``values_at`` gives the scores of grid
    indices; ``as_float`` says they are all exactly float64 values.

    Each row's index, with its label in the lowest bit, is counted with ``np.bincount``.
    Counting the whole grid at once scatters the rows over 16 bytes per grid point,
    mostly out of every cache (at 10^7 points, 160 MB written in random order); so the
    indices are first put in order of their span of the grid (a stable counting sort of
    a few high bits), and each span is then counted in a cache-sized array and read off
    at once, half the spans on a second thread. At 10^7 rows of seven decimals that takes
    about 0.25 s instead of 0.7 s in a fresh process, and no count array as large as the
    grid is ever made."""
    index = keys.pop()
    n = len(index)
    np.left_shift(index, 1, out=index)
    index |= positive
    bins = 2 * size
    width, ends = bins, [n]
    if bins > _ONE_PASS_BINS:
        width = 1 << _SPAN_BITS
        index, ends = _sorted_by_span(index, -(-bins // width))
    dtype = count_dtype(n)
    held = [index]  # dropped once counted, before the curve's arrays are made
    del index

    def count(spans: range) -> list:
        """Each span's occupied grid points: their scores, positives and negatives."""
        found = []
        for span in spans:
            low, start = span * width, ends[span - 1] if span else 0
            part = held[0][start:ends[span]].astype(np.intp, copy=False)
            if low:
                part -= low  # a copy's, or the span's own indices, read once
            counts = np.bincount(part, minlength=min(bins - low, width)).reshape(-1, 2)
            del part
            if len(ends) == 1:
                held.clear()  # counted in one pass: the indices are done with
            where = np.flatnonzero(_occupied(counts))
            rows = counts[where]
            found.append((values_at(where + (low >> 1)), rows[:, 1].astype(dtype),
                          rows[:, 0].astype(dtype)))
        return found

    # The spans in two runs of about as many rows each, one on each of two threads.
    middle = int(np.searchsorted(ends, n // 2)) if len(ends) > 1 else len(ends)
    first, second = on_two_threads(count, (range(middle),), (range(middle, len(ends)),),
                                    split=len(ends) > 1)
    held.clear()
    found = first + second
    del first, second
    k = sum(len(positives) for _, positives, _ in found)
    tp, fp = np.empty(k + 1, dtype=dtype), np.empty(k + 1, dtype=dtype)
    thresholds = np.empty(k + 1, dtype=np.float64 if as_float else object)
    tp[0] = fp[0] = 0
    thresholds[0] = np.inf if as_float else math.inf
    done = 1
    for i, (values, positives, negatives) in enumerate(found):
        out = slice(done, done + len(positives))
        tp[out], fp[out] = positives, negatives
        thresholds[out] = values if as_float else values.tolist()
        done += len(positives)
        found[i] = None  # each span's arrays freed once copied
    np.cumsum(tp, out=tp)
    np.cumsum(fp, out=fp)
    return thresholds, tp, fp


def _sorted_by_span(index: np.ndarray, spans: int) -> tuple[np.ndarray, list[int]]:
    """``index`` in order of ``index >> _SPAN_BITS``, keeping the order within a span,
    and where each span ends. A chunk of rows at a time: a stable argsort of their
    span numbers (one or two bytes each, which numpy sorts by radix), then each span's
    rows copied to that span's next free places in a second array."""
    kind = np.uint8 if spans <= 1 << 8 else np.uint16 if spans <= 1 << 16 else np.uint32
    n = len(index)
    middle = min(n // 2 // _CHUNK * _CHUNK or _CHUNK, n)  # each half: its own rows

    def totals_of(rows: range) -> np.ndarray:
        totals = np.zeros(spans, dtype=np.int64)
        for i in rows:
            totals += np.bincount(index[i:min(i + _CHUNK, rows.stop)] >> _SPAN_BITS,
                                  minlength=spans)
        return totals

    halves = range(0, middle, _CHUNK), range(middle, n, _CHUNK)
    first, second = on_two_threads(totals_of, (halves[0],), (halves[1],), split=n > _CHUNK)
    ends = np.cumsum(first + second)
    starts = ends - first - second
    ordered = np.empty_like(index)

    def copy(rows: range, free: list) -> None:
        # The first half's rows of a span go before the second half's: order kept.
        for i in rows:
            part = index[i:min(i + _CHUNK, rows.stop)]
            numbers = (part >> _SPAN_BITS).astype(kind)
            order = np.argsort(numbers, kind="stable")
            counts = np.bincount(numbers, minlength=spans)
            at = 0
            part = part[order]
            for span in np.flatnonzero(counts).tolist():
                count = int(counts[span])
                ordered[free[span]:free[span] + count] = part[at:at + count]
                free[span] += count
                at += count

    on_two_threads(copy, (halves[0], starts.tolist()), (halves[1], (starts + first).tolist()),
                    split=n > _CHUNK)
    return ordered, ends.tolist()


def _occupied(counts: np.ndarray) -> np.ndarray:
    """Grid points holding a sample (rows of ``counts``: negatives, positives)."""
    return (counts[:, 0] | counts[:, 1]) != 0
