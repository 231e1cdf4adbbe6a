"""Scores and labels as combined keys, in order: the one sort a ROC curve needs.

Each score becomes an unsigned 64-bit key that ascends as the score descends,
``2 * (top - key(s)) + label``. ``key`` orders integers as themselves and floats by their
magnitude bits, negated for negative numbers (IEEE 754 orders magnitudes as it orders
their bit patterns; -0.0 gets the key of 0.0). The keys are first reduced to the data's
own range, which is below ``2**63`` (scores spanning more are cut at zero into two
groups that each fit, sorted apart), so the doubling loses no bit and the label rides in
the bit it frees. One value sort of n keys then gives the blocks in descending order,
the labels in that order and, decoded, the thresholds: no argsort index, no merge, no
copy of the scores by class.

On two cores, many rows are written half by each thread, then cut at their median by a
partial sort (``np.partition``: every key before the middle sorts before every key
after it), and the two halves are sorted apart, one per thread: sorted, they are the
sorted whole, with nothing to merge.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine.exact import EXACT_INTEGER
from core.engine.two_threads import on_two_threads

_SIGN = 1 << 63
_MASK64 = (1 << 64) - 1

# Rows encoded together while their keys stay in the core's cache.
_SLICE = 1 << 15
# From this many rows on, the keys are written and sorted on two threads.
_TWO_THREADS_ROWS = 1 << 20


class Group:
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


@dataclass(frozen=True)
class SortedKeys:
    """The keys of all rows, sorted (see :func:`sorted_keys`)."""

    keys: np.ndarray  # uint64, n + 1: slot 0 left free, then each group's keys ascending
    groups: list  # the Group of each part of keys[1:]
    bounds: list  # where each group's keys start in keys[1:], and the end
    as_float: bool  # every score is exactly a float64
    two_threads: bool  # enough rows to read them on two threads too


def sorted_keys(pieces: list[np.ndarray], positive: np.ndarray, lo, hi) -> SortedKeys:
    """The combined keys of scores (in pieces, all float64, all int64 or all uint64,
    between ``lo`` and ``hi``) and their labels, sorted within each group.

    Slot 0 of the keys is left for the threshold ``+inf``: when every score is distinct,
    the keys decoded in place become the thresholds without another array.
    """
    kind = pieces[0].dtype
    if kind.kind == "f":
        groups = _float_groups(float(lo), float(hi))
        as_float = True
    else:
        groups = _integer_groups(int(lo), int(hi), kind)
        as_float = -EXACT_INTEGER <= int(lo) and int(hi) <= EXACT_INTEGER
    n = len(positive)
    two = n >= _TWO_THREADS_ROWS
    keys = np.empty(n + 1, dtype=np.uint64)
    bounds = _fill(keys, pieces, positive, groups, two)
    if len(groups) == 1 and two:
        view = _sort_view(groups[0])
        middle = n // 2
        keys[1:].view(view).partition(middle)  # ~0.15 of a sort; none of a merge
        parts = [(0, middle, view), (middle, n, view)]
    else:
        parts = [(a, b, _sort_view(g)) for g, a, b in zip(groups, bounds[:-1], bounds[1:])]
    _sort(keys, parts, two)
    return SortedKeys(keys, groups, bounds, as_float, two)


def _float_key(value: float) -> int:
    bits = int(np.float64(value).view(np.uint64)) & (_SIGN - 1)
    return -bits if value < 0 else bits


def _float_groups(lo: float, hi: float) -> list[Group]:
    top, bottom = _float_key(hi), _float_key(lo)
    if not lo < 0:
        return [Group(top, top - bottom, "+")]
    if hi < 0:
        return [Group(top, top - bottom, "-")]
    if top - bottom < _SIGN:
        return [Group(top, top - bottom, "+-")]
    # Wider than 2**63 of keys: the scores >= 0 first (they are the higher), then the
    # negative ones, keyed from 0 down.
    return [Group(top, top, "+", lambda s: ~(s < 0)),
            Group(0, -bottom, "-", lambda s: s < 0)]


def _integer_groups(lo: int, hi: int, kind: np.dtype) -> list[Group]:
    if hi - lo < _SIGN:
        return [Group(hi, hi - lo)]
    if kind == np.int64:  # from -2**63 to 2**63 - 1: cut at 0
        return [Group(hi, hi, select=lambda s: s >= 0),
                Group(-1, -1 - lo, select=lambda s: s < 0)]
    return [Group(hi, hi - _SIGN, select=lambda s: s >= _SIGN),  # uint64: cut at 2**63
            Group(_SIGN - 1, _SIGN - 1 - lo, select=lambda s: s < _SIGN)]


# The keys of a group sort fastest as float64, then as int64, slowest as uint64 (AVX2
# has no unsigned 64-bit comparison: numpy's sort of uint64 runs ~38 % more
# instructions than of float64). Keys below 2**63 order as int64 values, and
# non-negative float64 values order as their bit patterns up to +inf's (scores in
# [0, 1] fit). Subnormal keys sort as fast: the sort only compares, and comparing
# subnormals costs nothing more.
_FLOAT_LIMIT = 0x7FF0_0000_0000_0000  # the bits of +inf


def _sort_view(group: Group) -> np.dtype:
    """How ``group``'s keys are sorted: as the values of which type."""
    largest = 2 * group.span + 1
    if largest < _FLOAT_LIMIT:
        return np.dtype(np.float64)
    return np.dtype(np.int64 if largest < _SIGN else np.uint64)


def _sort(keys: np.ndarray, parts: list, two: bool) -> None:
    """Sort each part ``(a, b, view)`` of ``keys[1:]`` apart: two on two threads when
    ``two``."""
    def sort(a: int, b: int, view: np.dtype) -> None:
        keys[1 + a:1 + b].view(view).sort()

    if len(parts) == 2:
        on_two_threads(sort, parts[0], parts[1], split=two)
    else:
        for part in parts:
            sort(*part)


def _fill(keys, pieces, positive, groups, two: bool) -> list[int]:
    """Write each group's keys (label included) into ``keys[1:]``, group after group
    (one group: half the rows on a second thread when ``two``); return where each
    group's part starts (and the end)."""
    n = len(positive)
    if len(groups) == 1:
        halves = (_rows(pieces, 0, n // 2), _rows(pieces, n // 2, n))
        on_two_threads(_write, (keys, halves[0], positive, groups[0]),
                       (keys, halves[1], positive, groups[0]), split=two)
        return [0, n]
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


def _rows(pieces: list[np.ndarray], a: int, b: int) -> list[tuple[np.ndarray, int]]:
    """Rows ``a`` to ``b - 1`` across the pieces: (scores, first row) of each piece's share."""
    shares, start = [], 0
    for piece in pieces:
        lo, hi = max(a - start, 0), min(b - start, len(piece))
        if lo < hi:
            shares.append((piece[lo:hi], start + lo))
        start += len(piece)
    return shares


def _write(keys, shares, positive, group: Group) -> None:
    """The keys of ``shares``' rows, each to its row's slot."""
    for scores, row in shares:
        for i in range(0, len(scores), _SLICE):  # each slice written while in cache
            part = scores[i:i + _SLICE]
            out = keys[1 + row + i:1 + row + i + len(part)]
            group.encode(part, out)
            out |= positive[row + i:row + i + len(part)]
