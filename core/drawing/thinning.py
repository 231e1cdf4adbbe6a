"""Reducing a ROC polyline to what a screen can show, exactly at pixel resolution.

A curve of 10^7 vertices cannot be handed to a painter (SPEC §7: filled curves of
~10^6 points crawl or crash Qt), and need not be: the curve is monotone in x and y, so
the part of it inside one pixel cell stays inside that cell. Keeping only the first and
last point of every run of points that share a cell changes the drawing by less than a
pixel, and a monotone path visits at most ``W + H + 1`` cells of a ``W x H`` view.

Thinning is for drawing only; no number is ever computed from thinned points. Zooming in
recomputes it for the visible window, which brings the detail back.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, eq=False)
class Window:
    """The visible rectangle and the size of one pixel in data units."""

    x_min: float
    x_max: float
    y_min: float
    y_max: float
    pixel_x: float
    pixel_y: float


@dataclass(frozen=True, eq=False)
class Path:
    """Points to draw, with NaN marking a break in the line (pyqtgraph ``connect='finite'``)."""

    x: np.ndarray
    y: np.ndarray

    def __len__(self) -> int:
        return len(self.x)


EMPTY = Path(np.zeros(0), np.zeros(0))


def visible_span(x: np.ndarray, y: np.ndarray, window: Window) -> tuple[int, int]:
    """First and last index of the points needed to draw a monotone path in ``window``.

    Because x and y never decrease, the points inside the window form one contiguous
    run; one more point on each side draws the segments that cross its edges. O(log n).
    """
    n = len(x)
    lo = max(np.searchsorted(x, window.x_min, "left"), np.searchsorted(y, window.y_min, "left"))
    hi = min(np.searchsorted(x, window.x_max, "right"), np.searchsorted(y, window.y_max, "right")) - 1
    lo, hi = int(lo) - 1, int(hi) + 1
    lo, hi = max(lo, 0), min(hi, n - 1)
    if lo > hi:  # the path passes beside the window: keep the segment nearest to it
        lo, hi = max(min(lo, hi), 0), min(max(lo, hi), n - 1)
    return lo, hi


def thin(x: np.ndarray, y: np.ndarray, window: Window | None = None,
         segment: np.ndarray | None = None, kind: int | None = None) -> Path:
    """The part of a monotone path to draw, thinned to the window's pixels.

    Parameters
    ----------
    x, y : ndarray
        Points of a path that never decreases in x or in y.
    window : Window, optional
        Visible rectangle and pixel size. ``None`` keeps every point (exact drawing, for
        small curves).
    segment, kind : optional
        With both given, only the pieces whose ``segment`` code equals ``kind`` are kept
        (``segment[i]`` types the piece from point i to i + 1); gaps between them break
        the line, unless the gap is less than a pixel wide, where a break could not be
        seen anyway.

    Returns
    -------
    Path
        Points with NaN separators between disconnected pieces.
    """
    n = len(x)
    if n == 0:
        return EMPTY
    lo, hi = (0, n - 1) if window is None else visible_span(x, y, window)
    # Slices are views: the common no-kind case copies nothing before quantising.
    xs, ys = x[lo:hi + 1], y[lo:hi + 1]
    gap = None
    if segment is not None and kind is not None:
        pieces = segment[lo:hi]
        piece = pieces == kind
        member = np.zeros(hi - lo + 1, dtype=bool)
        member[:-1] |= piece
        member[1:] |= piece
        sel = np.flatnonzero(member)
        if len(sel) == 0:
            return EMPTY
        xs, ys = xs[sel], ys[sel]
        # Consecutive members are joined only by a piece of this kind.
        gap = (np.diff(sel) > 1) | (pieces[sel[:-1]] != kind)
    if window is None:
        cut = gap
        out_x, out_y = xs.astype(np.float64), ys.astype(np.float64)
        keep = None
    else:
        qx = np.floor(xs / window.pixel_x)
        qy = np.floor(ys / window.pixel_y)
        dqx, dqy = np.diff(qx), np.diff(qy)
        change = dqx != 0
        change |= dqy != 0
        cut = None
        if gap is not None:
            cut = gap & ((np.abs(dqx) > 1) | (np.abs(dqy) > 1))
            change |= cut
        keep = np.zeros(len(xs), dtype=bool)
        keep[0] = keep[-1] = True
        keep[1:] |= change
        keep[:-1] |= change
        out_x, out_y = xs[keep].astype(np.float64), ys[keep].astype(np.float64)
    if cut is not None and cut.any():
        # A cut between members j-1 and j: both are kept, so it falls before the kept
        # position of member j.
        kept_before = np.arange(1, len(xs)) if keep is None else np.cumsum(keep)[1:] - 1
        position = kept_before[cut]
        out_x = np.insert(out_x, position, np.nan)
        out_y = np.insert(out_y, position, np.nan)
    return Path(out_x, out_y)


# Finer than any screen shows the whole curve at: one drawing serves every zoom level up
# to this many pixels across the unit square (a 4K display, or a 6x zoom at 700 px).
OVERVIEW_PIXELS = 4096
OVERVIEW = Window(-np.inf, np.inf, -np.inf, np.inf, 1 / OVERVIEW_PIXELS, 1 / OVERVIEW_PIXELS)


@dataclass(frozen=True, eq=False)
class CurveDrawing:
    """What to draw of one polyline: the pieces of each segment type and the whole path
    (for the shaded areas), thinned for ``window`` (``None``: every point)."""

    pieces: dict
    whole: Path
    window: Window | None

    def serves(self, window: Window) -> bool:
        """Whether this drawing is at least as fine as ``window`` needs everywhere."""
        if self.window is None:
            return True
        mine = self.window
        return (mine.pixel_x <= window.pixel_x and mine.pixel_y <= window.pixel_y
                and mine.x_min <= window.x_min and mine.x_max >= window.x_max
                and mine.y_min <= window.y_min and mine.y_max >= window.y_max)


def draw(x: np.ndarray, y: np.ndarray, segment: np.ndarray, kinds,
         window: Window | None) -> CurveDrawing:
    """Thin a typed polyline for ``window``: one :class:`Path` per kind plus the whole."""
    return CurveDrawing({kind: thin(x, y, window, segment, kind) for kind in kinds},
                        thin(x, y, window), window)
