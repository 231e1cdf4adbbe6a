"""Where on the curve a pointer is: snapping a dragged marker to a vertex of the ROC
curve or of the precision–recall path."""

from __future__ import annotations

import bisect

import numpy as np

# Past this many candidate vertices the search samples them and then refines around the
# best sample, so a drag never costs time proportional to the size of the data.
_MAX_CANDIDATES = 2048
# The precision–recall search looks at up to this many (sampled, then refined).
_MAX_PR_CANDIDATES = 65536


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
    i_x = x.first_at_least(px) if isinstance(x, _Rates) else int(np.searchsorted(x, px, "left"))
    i_y = y.first_at_least(py) if isinstance(y, _Rates) else int(np.searchsorted(y, py, "left"))
    lo, hi = max(min(i_x, i_y) - 1, 0), min(max(i_x, i_y), n - 1)
    if hi - lo + 1 <= _MAX_CANDIDATES:
        return _nearest_of(x, y, np.arange(lo, hi + 1), px, py, scale_x, scale_y)
    stride = (hi - lo) // _MAX_CANDIDATES + 1
    coarse = np.arange(lo, hi + 1, stride)
    if coarse[-1] != hi:
        coarse = np.append(coarse, hi)
    best = _nearest_of(x, y, coarse, px, py, scale_x, scale_y)
    fine = np.arange(max(best - stride, lo), min(best + stride, hi) + 1)
    return _nearest_of(x, y, fine, px, py, scale_x, scale_y)


class _Rates:
    """A curve's rates read where indexed (as ``curve.fpr``/``tpr`` round them),
    without an array of them all: enough for :func:`nearest_vertex`, which reads
    O(log K) of them plus a few thousand candidates."""

    def __init__(self, counts: np.ndarray, total: int):
        self.counts, self.total = counts, total

    def __len__(self) -> int:
        return len(self.counts)

    def __getitem__(self, index):
        return self.counts[index] / self.total

    def first_at_least(self, value: float) -> int:
        """``searchsorted(rates, value, "left")``, from the counts."""
        return bisect.bisect_left(range(len(self.counts)), value, key=self.__getitem__)


def nearest_curve_vertex(curve, px: float, py: float, scale_x: float = 1.0,
                         scale_y: float = 1.0) -> int:
    """``nearest_vertex(curve.fpr, curve.tpr, px, py, scale_x, scale_y)`` from the
    curve's counts: the same vertex, and no array of rates (which the curve would keep).
    """
    curve.require_both_classes()
    return nearest_vertex(_Rates(curve.fp, curve.n_negative), _Rates(curve.tp, curve.n_positive),
                          px, py, scale_x, scale_y)


def distance_to_path(x: np.ndarray, y: np.ndarray, px: float, py: float,
                     scale_x: float = 1.0, scale_y: float = 1.0) -> float:
    """Distance from ``(px, py)`` to the polyline through ``(x, y)``, after scaling x and
    y by ``scale_x`` and ``scale_y`` (so in pixels when those are pixels per unit).

    NaN points split the path into pieces. O(n): meant for paths already thinned for
    drawing.

    >>> distance_to_path(np.array([0.0, 1.0]), np.array([0.0, 0.0]), 0.5, 0.25)
    0.25
    """
    x = np.asarray(x, dtype=float) * scale_x
    y = np.asarray(y, dtype=float) * scale_y
    px, py = px * scale_x, py * scale_y
    if len(x) == 0:
        return float("inf")
    if len(x) == 1:
        return float(np.hypot(x[0] - px, y[0] - py))
    x0, y0, x1, y1 = x[:-1], y[:-1], x[1:], y[1:]
    dx, dy = x1 - x0, y1 - y0
    length2 = dx * dx + dy * dy
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(length2 > 0, ((px - x0) * dx + (py - y0) * dy) / length2, 0.0)
    t = np.clip(t, 0.0, 1.0)
    d = np.hypot(x0 + t * dx - px, y0 + t * dy - py)
    d = d[~np.isnan(d)]
    return float(d.min()) if len(d) else float("inf")


def nearest_pr_vertex(recall: np.ndarray, precision: np.ndarray, px: float, py: float,
                      scale_x: float = 1.0, scale_y: float = 1.0) -> int:
    """Index of the vertex nearest to ``(px, py)`` on screen (x and y scaled by pixels
    per unit); ``recall`` never decreases, ``precision`` goes up and down.

    The vertices nearest in recall bound the distance; only vertices within that bound
    in recall can be nearer, and those form one run of the sorted recalls. Among equals
    the first (the highest threshold) wins.
    """
    n = len(recall)
    i = int(np.searchsorted(recall, px, "left"))
    near = np.array([max(i - 1, 0), min(i, n - 1)])
    bound = np.sqrt(np.min(((recall[near] - px) * scale_x) ** 2
                           + ((precision[near] - py) * scale_y) ** 2))
    reach = bound / scale_x
    lo = int(np.searchsorted(recall, px - reach, "left"))
    hi = max(int(np.searchsorted(recall, px + reach, "right")), lo + 1)
    stride = (hi - lo) // _MAX_PR_CANDIDATES + 1
    best = _nearest_of(recall, precision, np.arange(lo, hi, stride), px, py, scale_x, scale_y)
    if stride > 1:
        best = _nearest_of(recall, precision, np.arange(max(best - stride, lo),
                                                        min(best + stride + 1, hi)),
                           px, py, scale_x, scale_y)
    return best


def _nearest_of(x, y, idx, px, py, sx, sy) -> int:
    """The index among ``idx`` of the vertex nearest to ``(px, py)`` on screen."""
    return int(idx[np.argmin(((x[idx] - px) * sx) ** 2 + ((y[idx] - py) * sy) ** 2)])
