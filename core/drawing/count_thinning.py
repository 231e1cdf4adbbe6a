"""The drawing of a ROC curve thinned straight from its integer counts.

:func:`core.drawing.thinning.draw` thins a polyline of float rates. For a curve of 10^7
vertices the polyline alone is 160 MB of rates, and thinning it makes temporaries as
large again; :func:`draw_curve` returns exactly the same drawing while holding the rates
of one slice of vertices at a time (computed from the counts as the polyline computes
them, so every comparison comes out the same).

Why the result is the same: thinning keeps, of a run of points inside one pixel, the
first and the last (and those where the kind of piece drawn changes). A point whose two
neighbours share its pixel, and whose two pieces are drawn as the same kind, is never
kept, and leaving it out merges its two pieces into one of that kind inside the pixel.
Two pieces below a pixel in one pixel of the grey ``DENSE`` layer are always drawn as
the same kind: both grey when the run of pieces in that pixel holds several kinds, else
both their common kind. So one pass over the vertices, a slice at a time, leaves out
every such point and notes each run of pieces below a pixel with the kinds it holds (a
monotone path passes through each pixel once, so there are a few thousand runs); the
thinning proper then runs on the few points left, a handful per pixel.
"""

from __future__ import annotations

import numpy as np

from core.drawing.thinning import (
    DENSE,
    DENSE_PIXELS,
    CurveDrawing,
    Window,
    draw,
    span_around,
    thin_span,
)
from core.engine.curve import RocCurve
from core.engine.grid_counts import on_two_threads
from core.engine.results import SegmentType, TieOrdering

_SLICE = 1 << 16  # vertices whose rates exist at a time


def draw_curve(curve: RocCurve, ordering, kinds, window: Window | None) -> CurveDrawing:
    """``draw(line.x, line.y, line.segment, kinds, window)`` of ``line =
    curve.polyline(ordering)``, equal to it point for point, without the polyline.

    Parameters
    ----------
    curve : RocCurve
        A curve with both classes (whole, or thinned by an engine).
    ordering : TieOrdering or str
        The tie ordering drawn.
    kinds : iterable of int
        The segment types to draw a path for (``DENSE`` is added, as ``draw`` adds it).
    window : Window or None
        The visible rectangle and its pixel size; ``None`` draws every point (from the
        polyline: meant for small curves).

    Returns
    -------
    CurveDrawing
        One path per kind and the whole path, as :func:`thinning.draw` makes them.

    Raises
    ------
    SingleClassError
        A class is missing (there are no rates to draw).
    """
    ordering = TieOrdering(ordering)
    curve.require_both_classes()
    if window is None:
        line = curve.polyline(ordering)
        return draw(line.x, line.y, line.segment, kinds, window)
    scan = _Scan(curve, ordering, window)
    scan.run()
    x, y, pieces = scan.reduced()
    drawn = {kind: thin_span(x, y, window, pieces, kind) for kind in (*kinds, DENSE)}
    return CurveDrawing(drawn, thin_span(x, y, window), window)


class _Scan:
    """One pass over the polyline's points, a slice of vertices at a time."""

    def __init__(self, curve: RocCurve, ordering: TieOrdering, window: Window):
        self.curve, self.ordering, self.window = curve, ordering, window
        self.m_neg, self.m_pos = curve.n_negative, curve.n_positive
        # Corners turn the mixed steps kept (a thinned curve keeps some of its blocks).
        turns = 0
        if ordering is not TieOrdering.AVERAGE:
            turns = curve.mixed_blocks if curve.complete else int(
                np.count_nonzero(curve.segments == SegmentType.MIXED))
        self.corners = turns > 0
        self.n_points = len(curve.tp) + turns
        # As draw() judges "below a pixel" for the grey layer.
        self.dense_x = max(window.pixel_x, 1 / DENSE_PIXELS)
        self.dense_y = max(window.pixel_y, 1 / DENSE_PIXELS)
        self.runs: list[list] = []  # [first piece, last piece, cell x, cell y, kinds seen]
        self.kept: list[tuple] = []  # per slice: (index, x, y, kind, short) of kept points
        self.bounds = [0, 0, 0, 0]  # x < x_min, y < y_min, x <= x_max, y <= y_max
        self.starts: list[tuple[int, int]] = []  # (first point, first vertex) per slice

    # ---- the points of the polyline, from the counts --------------------------------

    def points(self, a: int, b: int):
        """Integer coordinates of the points of vertices ``a`` to ``b - 1`` and the
        kind of the piece leaving each (a corner precedes the vertex whose mixed block
        it turns; the piece leaving the last vertex has no kind: 0)."""
        tp, fp, seg = self.curve.tp, self.curve.fp, self.curve.segments
        k = len(seg)
        kind = np.zeros(b - a, dtype=np.uint8)
        kind[:max(min(b, k) - a, 0)] = seg[a:min(b, k)]
        if not self.corners:
            return fp[a:b].astype(np.int64), tp[a:b].astype(np.int64), kind
        lo = max(a, 1)
        turned = np.zeros(b - a, dtype=bool)
        turned[lo - a:] = seg[lo - 1:b - 1] == SegmentType.MIXED
        copies = 1 + turned
        vertex = np.repeat(np.arange(a, b), copies)
        fx, ty = fp[vertex].astype(np.int64), tp[vertex].astype(np.int64)
        kinds = np.repeat(kind, copies)
        corner = np.cumsum(copies)[turned] - 2  # the first of a vertex's two points
        before = vertex[corner] - 1
        if self.ordering is TieOrdering.BEST:  # up, then right
            fx[corner] = fp[before]
        else:  # right, then up
            ty[corner] = tp[before]
        kinds[corner] = SegmentType.MIXED
        return fx, ty, kinds

    def rates(self, fx, ty):
        # Divided as the polyline divides its counts, so every rate is the same float.
        return fx / self.m_neg, ty / self.m_pos

    # ---- the pass -------------------------------------------------------------------

    def run(self) -> None:
        """The pass, its first and second half of slices on two threads (numpy lets go
        of the interpreter in the array operations a slice is made of), the second
        half's state then joined to the first's as one pass in order would leave it."""
        n_vertices = len(self.curve.tp)
        starts = range(0, n_vertices, _SLICE)
        half = len(starts) // 2
        if half == 0:
            self._run(starts, 0, None)
            return
        other = _Scan(self.curve, self.ordering, self.window)
        a = starts[half]
        first_point = a
        if self.corners:  # each mixed step before vertex a turns at one more point
            first_point += int(np.count_nonzero(self.curve.segments[:a - 1]
                                                == SegmentType.MIXED))
        fx, ty, kind = self.points(a - 1, a)
        x, y = self.rates(fx, ty)
        on_two_threads(lambda scan, *part: scan._run(*part), (self, starts[:half], 0, None),
                        (other, starts[half:], first_point, (x[-1], y[-1], kind[-1])),
                        split=n_vertices > 4 * _SLICE)
        if self.runs and other.runs and self.runs[-1][2:4] == other.runs[0][2:4]:
            joined = other.runs.pop(0)  # the first half's last run goes on in the second
            _extend(self.runs[-1], joined[1], *joined[4])
        self.runs += other.runs
        self.kept += other.kept
        self.starts += other.starts
        self.bounds = [mine + theirs for mine, theirs in zip(self.bounds, other.bounds)]

    def _run(self, starts: range, first_point: int, tail) -> None:
        """Slices from vertex ``starts[0]`` on (the polyline's point ``first_point``;
        ``tail``: the point before it, None at the start)."""
        n_vertices = len(self.curve.tp)
        for a in starts:
            b = min(a + _SLICE, n_vertices)
            fx, ty, kind = self.points(a, b)
            x, y = self.rates(fx, ty)
            self.starts.append((first_point, a))
            if b < n_vertices:  # the next point, to form the slice's last piece
                nx, ny, _ = self.points(b, b + 1)
                nx, ny = self.rates(nx[:1], ny[:1])
            else:
                nx = ny = np.zeros(0)
            self.slice(first_point, x, y, kind, tail, nx, ny)
            tail = (x[-1], y[-1], kind[-1])
            first_point += len(x)

    def slice(self, first: int, x, y, kind, tail, next_x, next_y) -> None:
        """Decide the points ``first .. first + len(x) - 1``; ``tail`` is the point
        before them, ``next_x/next_y`` the point after (empty at the curve's end)."""
        w = self.window
        lead = 0 if tail is None else 1
        if tail is not None:
            x, y, kind = (np.concatenate(([t], v)) for t, v in zip(tail, (x, y, kind)))
        xs, ys = np.concatenate((x, next_x)), np.concatenate((y, next_y))
        # Pieces from point j to j + 1 of xs: below a dense pixel, and the cell they start in.
        short = (np.abs(np.diff(xs)) < self.dense_x) & (np.abs(np.diff(ys)) < self.dense_y)
        cell_x = np.floor(xs[:-1] / self.dense_x)
        cell_y = np.floor(ys[:-1] / self.dense_y)
        self.note_runs(first, short[lead:], cell_x[lead:], cell_y[lead:],
                       kind[lead:len(short)])
        # Points of this slice that can be left out: both neighbours in their pixel,
        # both pieces below a dense pixel in one dense pixel (so drawn as one kind).
        qx, qy = np.floor(xs / w.pixel_x), np.floor(ys / w.pixel_y)
        same = (qx[1:] == qx[:-1]) & (qy[1:] == qy[:-1])  # point j and j + 1 share a pixel
        alike = short[1:] & short[:-1] & (cell_x[1:] == cell_x[:-1]) & (cell_y[1:] == cell_y[:-1])
        inner = same[1:] & same[:-1] & alike  # for points 1 .. len(xs) - 2
        drop = np.zeros(len(xs), dtype=bool)
        drop[1:-1] = inner
        own = slice(lead, len(x))  # this slice's points in xs
        mine = ~drop[own]
        if first == 0:
            mine[0] = True  # the path's first point
        if len(next_x) == 0:
            mine[-1] = True  # its last point
        where = np.flatnonzero(mine)
        leaving = np.zeros(len(x) - lead, dtype=bool)  # short flag of the piece leaving each
        leaving[:len(short) - lead] = short[lead:]
        self.kept.append((where + first, x[own][where], y[own][where], kind[own][where],
                          leaving[where]))
        if np.isfinite(w.x_min) or np.isfinite(w.x_max) or np.isfinite(w.y_min) \
                or np.isfinite(w.y_max):
            px, py = x[own], y[own]
            self.bounds[0] += int(np.count_nonzero(px < w.x_min))
            self.bounds[1] += int(np.count_nonzero(py < w.y_min))
            self.bounds[2] += int(np.count_nonzero(px <= w.x_max))
            self.bounds[3] += int(np.count_nonzero(py <= w.y_max))

    def note_runs(self, first: int, short, cell_x, cell_y, kind) -> None:
        """Group this slice's pieces below a dense pixel into runs that share a pixel,
        continuing the last run of the previous slice."""
        idx = np.flatnonzero(short)
        if len(idx) == 0:
            return
        cx, cy, k = cell_x[idx], cell_y[idx], kind[idx].astype(np.int16)
        starts = np.flatnonzero(np.r_[True, (cx[1:] != cx[:-1]) | (cy[1:] != cy[:-1])])
        lowest = np.minimum.reduceat(k, starts)
        highest = np.maximum.reduceat(k, starts)
        ends = np.r_[starts[1:], len(idx)] - 1
        for s, e, lo, hi in zip(starts.tolist(), ends.tolist(), lowest.tolist(), highest.tolist()):
            run = self.runs[-1] if self.runs else None
            if run is not None and run[2] == cx[s] and run[3] == cy[s]:
                _extend(run, first + int(idx[e]), lo, hi)
            else:
                self.runs.append([first + int(idx[s]), first + int(idx[e]), cx[s], cy[s],
                                  (lo, hi)])

    # ---- what is left ---------------------------------------------------------------

    def reduced(self):
        """The points kept within the visible span and the kind each one's piece is
        drawn as (``DENSE`` where its run of short pieces holds several kinds)."""
        index, x, y, kind, short = (np.concatenate(v) for v in zip(*self.kept))
        lo, hi = self.span()
        for p in (lo, hi):  # the span's ends are always drawn
            i = int(np.searchsorted(index, p))
            if i == len(index) or index[i] != p:
                px, py, pk, ps = self.point(p)
                index, x, y, kind, short = (np.insert(v, i, w) for v, w in
                                            zip((index, x, y, kind, short), (p, px, py, pk, ps)))
        inside = (index >= lo) & (index <= hi)
        index, x, y, kind, short = (v[inside] for v in (index, x, y, kind, short))
        mixed = [(r[0], r[1]) for r in self.runs if r[4][0] != r[4][1]]
        if mixed:
            firsts = np.array([m[0] for m in mixed])
            lasts = np.array([m[1] for m in mixed])
            run = np.searchsorted(firsts, index, "right") - 1
            grey = short & (run >= 0) & (index <= lasts[np.maximum(run, 0)])
            kind = np.where(grey, np.uint8(DENSE), kind)
        return x, y, kind[:-1]

    def span(self) -> tuple[int, int]:
        """:func:`thinning.visible_span`, from the counts of points on each side."""
        n, w = self.n_points, self.window
        if not (np.isfinite(w.x_min) or np.isfinite(w.x_max) or np.isfinite(w.y_min)
                or np.isfinite(w.y_max)):
            return 0, n - 1
        below_x, below_y, upto_x, upto_y = self.bounds
        return span_around(max(below_x, below_y), min(upto_x, upto_y) - 1, n)

    def point(self, p: int):
        """Point ``p`` of the polyline: x, y, the kind and shortness of its piece."""
        first, a = next((f, v) for f, v in reversed(self.starts) if f <= p)
        b = min(a + _SLICE + 1, len(self.curve.tp))
        fx, ty, kind = self.points(a, b)
        x, y = self.rates(fx, ty)
        j = p - first
        short = (j + 1 < len(x) and abs(x[j + 1] - x[j]) < self.dense_x
                 and abs(y[j + 1] - y[j]) < self.dense_y)
        return x[j], y[j], kind[j], short


def _extend(run: list, last: int, lowest: int, highest: int) -> None:
    """``run`` goes on to piece ``last``, whose pieces hold kinds ``lowest..highest``."""
    run[1] = last
    run[4] = (min(run[4][0], lowest), max(run[4][1], highest))
