"""Where on the curve a pointer is: snapping a dragged marker to a vertex."""

from __future__ import annotations

import numpy as np

# Past this many candidate vertices the search samples them and then refines around the
# best sample, so a drag never costs time proportional to the size of the data.
_MAX_CANDIDATES = 2048


def nearest_vertex(x: np.ndarray, y: np.ndarray, px: float, py: float,
                   scale_x: float = 1.0, scale_y: float = 1.0) -> int:
    """Index of the vertex of a monotone path nearest to ``(px, py)``.

    Distances are measured after scaling x and y by ``scale_x`` and ``scale_y`` (pixels
    per unit, so "nearest" means nearest on screen).

    Vertices before ``min(i_x, i_y)`` (``i_x``, ``i_y``: where ``px``, ``py`` would be
    inserted) lie below-left of the pointer and get nearer as the index grows; vertices
    from ``max(i_x, i_y)`` on lie above-right and get farther. Only the run between can
    hold the nearest vertex besides those two, so the search costs O(log n) plus at
    most a few thousand distance evaluations.
    """
    n = len(x)
    if n == 0:
        raise ValueError("no vertices")
    i_x = int(np.searchsorted(x, px, "left"))
    i_y = int(np.searchsorted(y, py, "left"))
    lo, hi = max(min(i_x, i_y) - 1, 0), min(max(i_x, i_y), n - 1)
    if hi - lo + 1 <= _MAX_CANDIDATES:
        return lo + _argmin_distance(x, y, np.arange(lo, hi + 1), px, py, scale_x, scale_y)
    stride = (hi - lo) // _MAX_CANDIDATES + 1
    coarse = np.arange(lo, hi + 1, stride)
    if coarse[-1] != hi:
        coarse = np.append(coarse, hi)
    best = int(coarse[_argmin_distance(x, y, coarse, px, py, scale_x, scale_y)])
    fine = np.arange(max(best - stride, lo), min(best + stride, hi) + 1)
    return int(fine[_argmin_distance(x, y, fine, px, py, scale_x, scale_y)])


def _argmin_distance(x, y, idx, px, py, sx, sy) -> int:
    d = ((x[idx] - px) * sx) ** 2 + ((y[idx] - py) * sy) ** 2
    return int(np.argmin(d))
