"""Where to put a text label on a ROC plot so that it touches nothing.

A label of the area under the curve must sit under the curve, one of the area above it
above; neither may cross the curve, leave the visible square, or overlap the legend or
another label. The curve is monotone, so over a label's width it is lowest at the
label's left edge and highest at its right edge: a rectangle is clear of the curve when
its top stays below the curve's height at its left edge (an area-under label) or its
bottom above the height at its right edge (an area-above label). Candidates on a grid
are checked that way and the roomiest wins; when none fits, the caller moves the text
out of the plot (into the legend).

The precision–recall path goes up and down, so its labels are tested piece by piece
instead: :func:`hits_path` and :func:`under_path`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in data coordinates, ``x0 <= x1``, ``y0 <= y1``."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2

    def intersects(self, other: "Rect") -> bool:
        return not (self.x1 <= other.x0 or other.x1 <= self.x0
                    or self.y1 <= other.y0 or other.y1 <= self.y0)

    def grown(self, dx: float, dy: float) -> "Rect":
        return Rect(self.x0 - dx, self.y0 - dy, self.x1 + dx, self.y1 + dy)

    def inside(self, other: "Rect") -> bool:
        return (other.x0 <= self.x0 and self.x1 <= other.x1
                and other.y0 <= self.y0 and self.y1 <= other.y1)


def without_gaps(x, y) -> tuple[np.ndarray, np.ndarray]:
    """The points of a drawn path without the NaN breaks between its pieces."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    keep = ~np.isnan(x) & ~np.isnan(y)
    return x[keep], y[keep]


def lowest_height(x: np.ndarray, y: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The lowest point of a monotone path (``x``, ``y`` non-decreasing) above each of
    ``at``: where the path rises vertically, the bottom of the rise."""
    at = np.clip(np.asarray(at, dtype=float), x[0], x[-1])
    i = np.clip(np.searchsorted(x, at, "left"), 1, len(x) - 1)
    exact = x[i] == at
    x0, x1, y0, y1 = x[i - 1], x[i], y[i - 1], y[i]
    with np.errstate(invalid="ignore", divide="ignore"):
        between = np.where(x1 > x0, y0 + (y1 - y0) * (at - x0) / (x1 - x0), y0)
    first = at <= x[0]
    return np.where(first, y[0], np.where(exact, y1, between))


def highest_height(x: np.ndarray, y: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The highest point of a monotone path above each of ``at`` (the top of a rise)."""
    at = np.clip(np.asarray(at, dtype=float), x[0], x[-1])
    j = np.clip(np.searchsorted(x, at, "right") - 1, 0, len(x) - 2)
    exact = x[j] == at
    x0, x1, y0, y1 = x[j], x[j + 1], y[j], y[j + 1]
    with np.errstate(invalid="ignore", divide="ignore"):
        between = np.where(x1 > x0, y0 + (y1 - y0) * (at - x0) / (x1 - x0), y1)
    last = at >= x[-1]
    return np.where(last, y[-1], np.where(exact, y0, between))


def hits_path(box: Rect, x: np.ndarray, y: np.ndarray) -> bool:
    """Whether the polyline through ``(x, y)`` (x non-decreasing, y free, as on the
    precision–recall plot) enters ``box``: a clipping test (Liang–Barsky) on the pieces
    whose x-range meets the box's."""
    x0, y0, x1, y1 = box.x0, box.y0, box.x1, box.y1
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


def under_path(box: Rect, x: np.ndarray, y: np.ndarray) -> bool:
    """Whether ``box`` lies under the path (x non-decreasing, y free) across its whole
    width."""
    inside = (x >= box.x0) & (x <= box.x1)
    ends = np.interp([box.x0, box.x1], x, y)
    return bool(min(ends.min(), y[inside].min(initial=np.inf)) >= box.y1)


def place_label(x: np.ndarray, y: np.ndarray, width: float, height: float, side: str,
                bounds: Rect, obstacles=(), margin: tuple[float, float] = (0.0, 0.0),
                steps: int = 24, paths=()) -> Rect | None:
    """The roomiest place for a ``width`` x ``height`` label on one side of a path.

    Parameters
    ----------
    x, y : ndarray
        The drawn path, monotone (non-decreasing in both).
    side : {"below", "above"}
        Under the path (the AUC's area) or over it (the rank loss's).
    bounds : Rect
        Where the label must stay (the visible part of the unit square).
    obstacles : iterable of Rect
        What the label must not overlap (the legend, other labels).
    margin : (float, float)
        Space to keep from the path, the bounds and the obstacles, in x and y.
    paths : iterable of (ndarray, ndarray)
        Other monotone paths the label must not cross (other models' curves, the chance
        diagonal, a hull).

    Returns
    -------
    Rect or None
        The label's rectangle, or None when nothing fits.

    Examples
    --------
    >>> x, y = np.array([0.0, 0.0, 1.0]), np.array([0.0, 1.0, 1.0])  # a perfect curve
    >>> place_label(x, y, 0.2, 0.1, "above", Rect(0, 0, 1, 1)) is None
    True
    >>> r = place_label(x, y, 0.2, 0.1, "below", Rect(0, 0, 1, 1))
    >>> 0 < r.x0 and r.x1 < 1 and 0 < r.y0 and r.y1 < 1
    True
    >>> diagonal = (np.array([0.0, 1.0]), np.array([0.0, 1.0]))
    >>> r = place_label(x, y, 0.2, 0.1, "below", Rect(0, 0, 1, 1), paths=[diagonal])
    >>> r.y0 > r.x1 or r.y1 < r.x0  # wholly on one side of the diagonal
    True
    """
    if side not in ("below", "above"):
        raise ValueError(f"side must be 'below' or 'above', not {side!r}")
    mx, my = margin
    inner = Rect(bounds.x0 + mx, bounds.y0 + my, bounds.x1 - mx, bounds.y1 - my)
    if inner.x1 - inner.x0 < width or inner.y1 - inner.y0 < height:
        return None
    cx = np.linspace(inner.x0 + width / 2, inner.x1 - width / 2, steps)
    cy = np.linspace(inner.y0 + height / 2, inner.y1 - height / 2, steps)
    gx, gy = np.meshgrid(cx, cy)
    gx, gy = gx.ravel(), gy.ravel()
    left, right = gx - width / 2, gx + width / 2
    bottom, top = gy - height / 2, gy + height / 2
    if side == "below":
        slack = lowest_height(x, y, left - mx) - top
    else:
        slack = bottom - highest_height(x, y, right + mx)
    room = np.minimum.reduce([slack - my, left - inner.x0, inner.x1 - right,
                              bottom - inner.y0, inner.y1 - top])
    ok = room >= 0
    for o in obstacles:
        g = o.grown(mx, my)
        ok &= (right <= g.x0) | (g.x1 <= left) | (top <= g.y0) | (g.y1 <= bottom)
    for px, py in paths:  # over [left, right] a monotone path spans these heights
        px, py = without_gaps(px, py)
        if len(px) >= 2:
            ok &= ((highest_height(px, py, right + mx) < bottom - my)
                   | (lowest_height(px, py, left - mx) > top + my))
    if not ok.any():
        return None
    # Roomiest first; among equals the one nearest the middle of the bounds, so a label
    # does not wander into a corner of a large empty area.
    middle = -np.hypot(gx - (bounds.x0 + bounds.x1) / 2, gy - (bounds.y0 + bounds.y1) / 2)
    score = np.where(ok, np.minimum(room, 0.12) * 1000 + middle, -np.inf)
    k = int(np.argmax(score))
    return Rect(float(left[k]), float(bottom[k]), float(right[k]), float(top[k]))
