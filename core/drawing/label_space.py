"""Where a label fits: boxes ``(x0, y0, x1, y1)`` in data units tested against a path
drawn through vertices whose x never decreases, and against each other."""

from __future__ import annotations

import numpy as np


def hits_path(box, x: np.ndarray, y: np.ndarray) -> bool:
    """Whether the polyline through ``(x, y)`` (x non-decreasing) enters ``box`` =
    ``(x0, y0, x1, y1)``: a clipping test (Liang–Barsky) on the pieces whose x-range
    meets the box's."""
    x0, y0, x1, y1 = box
    lo = max(int(np.searchsorted(x, x0, "left")) - 1, 0)
    hi = min(int(np.searchsorted(x, x1, "right")) + 1, len(x))
    if hi - lo < 1:
        return False
    if hi - lo == 1:
        return bool(x0 <= x[lo] <= x1 and y0 <= y[lo] <= y1)
    ax, ay, bx, by = x[lo:hi - 1], y[lo:hi - 1], x[lo + 1:hi], y[lo + 1:hi]
    dx, dy = bx - ax, by - ay
    t0, t1 = np.zeros(len(ax)), np.ones(len(ax))
    hit = np.ones(len(ax), dtype=bool)
    # A piece a few subnormals wide overflows q / p to ±inf, which clips correctly.
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
            parallel = p == 0
            hit &= ~(parallel & (q < 0))
            r = q / p
            t0 = np.where(~parallel & (p < 0), np.maximum(t0, r), t0)
            t1 = np.where(~parallel & (p > 0), np.minimum(t1, r), t1)
    return bool((hit & (t0 <= t1)).any())


def under_path(box, x: np.ndarray, y: np.ndarray) -> bool:
    """Whether ``box`` lies under the path (x non-decreasing) across its whole width."""
    inside = (x >= box[0]) & (x <= box[2])
    ends = np.interp([box[0], box[2]], x, y)
    return bool(min(ends.min(), y[inside].min(initial=np.inf)) >= box[3])


def overlaps(a, b) -> bool:
    """Whether boxes ``(x0, y0, x1, y1)`` overlap (touching edges do not)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
