"""Reducing a ROC polyline to what a screen can show, exactly at pixel resolution.

A curve of 10^7 vertices cannot be handed to a painter (docs/architecture.md: filled curves of
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


def spliced(outer: Path, inner: Path) -> Path:
    """``inner`` (a zoom's detail of a monotone path) with the points of ``outer`` (the
    whole path, coarser) before and after it: what an area under or above the path is
    filled from. A detail holds only the part of the path near the window, which may
    pass beside it; the area under it still covers the window.

    >>> whole = Path(np.array([0.0, 0.5, 1.0]), np.array([0.0, 0.9, 1.0]))
    >>> near = Path(np.array([0.01, 0.02]), np.array([0.5, 0.6]))
    >>> spliced(whole, near).x.tolist(), spliced(whole, near).y.tolist()
    ([0.0, 0.01, 0.02, 0.5, 1.0], [0.0, 0.5, 0.6, 0.9, 1.0])
    """
    keep = np.isfinite(inner.x) & np.isfinite(inner.y)
    x, y = inner.x[keep], inner.y[keep]
    if len(x) == 0:
        return outer
    before = (outer.x < x[0]) & (outer.y <= y[0]) | (outer.x <= x[0]) & (outer.y < y[0])
    after = (outer.x > x[-1]) & (outer.y >= y[-1]) | (outer.x >= x[-1]) & (outer.y > y[-1])
    return Path(np.concatenate([outer.x[before], x, outer.x[after]]),
                np.concatenate([outer.y[before], y, outer.y[after]]))


@dataclass(frozen=True)
class Span:
    """The points ``lo`` to ``hi`` of a monotone path that a window needs.

    ``beside``: no point of the path is inside the window. Points ``lo`` to ``hi`` are
    then those the path has in one corner outside it (left of it and above, or right of
    it and below), and the window lies wholly on one side of the path. Only the two ends
    are drawn: the straight line between them stays in that corner, which is convex, so
    what is filled inside the window is the same, and no line crosses it. (Every point
    between would be drawn for nothing: millions, at a deep zoom beside a big curve.)
    """

    lo: int
    hi: int
    beside: bool = False


def visible_span(x: np.ndarray, y: np.ndarray, window: Window) -> Span:
    """The points needed to draw a monotone path in ``window``.

    Because x and y never decrease, the points inside the window form one contiguous
    run; one more point on each side draws the segments that cross its edges. O(log n).
    """
    first = max(np.searchsorted(x, window.x_min, "left"), np.searchsorted(y, window.y_min, "left"))
    last = min(np.searchsorted(x, window.x_max, "right"),
               np.searchsorted(y, window.y_max, "right")) - 1
    return span_around(int(first), int(last), len(x))


def span_around(first: int, last: int, n: int) -> Span:
    """Points ``first`` to ``last`` of ``n`` (those inside a window) and one more on each
    side, within the path.

    When no point is inside (``first > last``), a point after ``last`` is right of the
    window or above it, and one before ``first`` is left of it or below it: those
    between ``last`` and ``first`` are in one of the two corners, and the span is
    :attr:`Span.beside` when there are more than two of them.
    """
    lo, hi = max(first - 1, 0), min(last + 1, n - 1)
    if lo > hi:  # the path passes beside the window: the segment nearest to it, or ...
        lo, hi = max(min(lo, hi), 0), min(max(lo, hi), n - 1)
        return Span(lo, hi, hi - lo > 1)  # ... the corner it passes through
    return Span(lo, hi)


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
    span = Span(0, n - 1) if window is None else visible_span(x, y, window)
    lo, hi = span.lo, span.hi
    if span.beside:  # the corner's two ends, for the areas; no piece is in the window
        if segment is not None and kind is not None:
            return EMPTY
        return Path(x[[lo, hi]].astype(np.float64), y[[lo, hi]].astype(np.float64))
    # Slices are views: the common no-kind case copies nothing before quantising.
    pieces = None if segment is None or kind is None else segment[lo:hi]
    return thin_span(x[lo:hi + 1], y[lo:hi + 1], window, pieces, kind)


def thin_span(xs: np.ndarray, ys: np.ndarray, window: Window | None,
              pieces: np.ndarray | None = None, kind: int | None = None) -> Path:
    """:func:`thin` of the points already cut to the window's visible span: ``pieces``
    types the pieces between them (``len(xs) - 1`` codes), or is None for the whole
    path."""
    gap = None
    if pieces is not None and kind is not None:
        piece = pieces == kind
        member = np.zeros(len(xs), dtype=bool)
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


# The code of pieces drawn where one pixel holds segments of several types: their
# colours would overdraw one another, and the last drawn would claim the pixel.
DENSE = 3
# Screens show the whole unit square in at most about this many pixels: the overview
# (finer than that, so zooms can use it) judges what is "below a pixel" at this size.
DENSE_PIXELS = 1024


@dataclass(frozen=True, eq=False)
class CurveDrawing:
    """What to draw of one polyline: the pieces of each segment type and the whole path
    (for the shaded areas), thinned for ``window`` (``None``: every point).

    ``pieces`` has a path per kind asked for, plus :data:`DENSE` for the runs of pieces
    shorter than a pixel where one pixel holds more than one kind.
    """

    pieces: dict
    whole: Path
    window: Window | None

    @property
    def has_dense(self) -> bool:
        return len(self.pieces.get(DENSE, EMPTY)) > 0

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
    """Thin a typed polyline for ``window``: one :class:`Path` per kind plus the whole.

    With a window, pieces shorter than a pixel (of the window, or of a
    :data:`DENSE_PIXELS` screen for the overview) are typed by what their pixel holds:
    their own kind when it is the only one there, :data:`DENSE` when several kinds share
    the pixel. Pieces of a pixel or more keep their kind.
    """
    if window is not None and len(segment):
        segment = dense_segments(x, y, segment, max(window.pixel_x, 1 / DENSE_PIXELS),
                                 max(window.pixel_y, 1 / DENSE_PIXELS))
        kinds = (*kinds, DENSE)
    return CurveDrawing({kind: thin(x, y, window, segment, kind) for kind in kinds},
                        thin(x, y, window), window)


def dense_segments(x: np.ndarray, y: np.ndarray, segment: np.ndarray, pixel_x: float,
                   pixel_y: float) -> np.ndarray:
    """``segment`` with the pieces below a pixel that share their pixel with another
    kind retyped :data:`DENSE`.

    >>> x = np.array([0, 0, .001, .001, .5]); y = np.array([0, .001, .001, .002, .5])
    >>> dense_segments(x, y, np.array([0, 1, 0, 2]), 0.01, 0.01).tolist()
    [3, 3, 3, 2]
    """
    dx, dy = np.abs(np.diff(x)), np.abs(np.diff(y))
    short = (dx < pixel_x) & (dy < pixel_y)
    if not short.any():
        return segment
    # The pixel of each piece's start; a monotone path visits each pixel in one run.
    cell_x = np.floor(x[:-1] / pixel_x)
    cell_y = np.floor(y[:-1] / pixel_y)
    idx = np.flatnonzero(short)
    kinds = segment[idx].astype(np.int16)
    cx, cy = cell_x[idx], cell_y[idx]
    starts = np.flatnonzero(np.r_[True, (cx[1:] != cx[:-1]) | (cy[1:] != cy[:-1])])
    lowest = np.minimum.reduceat(kinds, starts)
    highest = np.maximum.reduceat(kinds, starts)
    mixed_run = np.repeat(lowest != highest, np.diff(np.r_[starts, len(idx)]))
    if not mixed_run.any():
        return segment
    out = segment.copy()
    out[idx[mixed_run]] = DENSE
    return out
