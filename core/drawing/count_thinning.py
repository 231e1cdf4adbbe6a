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

Most of a large curve's points are never looked at one by one: the path is monotone,
so when the two ends of a block of vertices share their pixel and their grey pixel and
lie less than a grey pixel apart, every vertex between them does too, and each of its
pieces is below a grey pixel (a difference of rates is rounded once, and rounding
keeps order). Those inner vertices are left out before the pass, each block standing
as one piece that holds the kinds of its pieces; every quantity the pass reads of the
vertices it keeps comes out the same, so the drawing does.
"""

from __future__ import annotations

import numpy as np

from core.drawing.thinning import (
    DENSE,
    DENSE_PIXELS,
    EMPTY,
    CurveDrawing,
    Path,
    Span,
    Window,
    draw,
    span_around,
    thin_span,
)
from core.engine.curve import RocCurve
from core.engine.results import SegmentType, TieOrdering
from core.engine.two_threads import on_two_threads

_SLICE = 1 << 16  # vertices whose rates exist at a time
_BLOCK = 64  # vertices whose inner ones are left out together when a pixel holds them
_BLOCK_SLICES = 8  # with blocks, this many slices' vertices looked at together
_COUNTED = 1 << 20  # mixed steps counted once per this many pieces, for bisections


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
    span = scan.span()
    if span.beside:  # nothing to look at: the two ends of the corner the path is in
        ends = [scan.point(p)[:2] for p in (span.lo, span.hi)]
        x, y = (np.array(v, dtype=np.float64) for v in zip(*ends))
        return CurveDrawing(dict.fromkeys((*kinds, DENSE), EMPTY), Path(x, y), window)
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
        self._span: Span | None = None
        self._mixed: np.ndarray | None = None  # mixed steps before every _COUNTED pieces
        # Blocks inside a pixel lose their inner vertices (see _slice_vertices): only
        # without corners, where the points are the vertices, and where a pixel can hold
        # a block (each step of the path moves at least one rate by a count's share;
        # at deep zooms none can, and looking for them would be time lost).
        self.blocks = (not self.corners and len(curve.tp) > 2 * _BLOCK
                       and (window.pixel_x + window.pixel_y) * max(self.m_neg, self.m_pos)
                       > _BLOCK)
        self.step = _SLICE * _BLOCK_SLICES if self.blocks else _SLICE
        self.drawn: Span | None = None  # the only points kept, when known first

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
        if self.bounded:
            # Only the points drawn are kept: at a deep zoom nearly every point of 10^7
            # would be (~0.5 GB), to be dropped at the end.
            self.drawn = self.span()
        starts = range(0, n_vertices, self.step)
        half = len(starts) // 2
        if half == 0:
            self._run(starts, 0, None)
            return
        other = _Scan(self.curve, self.ordering, self.window)
        other.drawn = self.drawn
        a = starts[half]
        first_point = self._first_point(a)
        fx, ty, kind = self.points(a - 1, a)
        x, y = self.rates(fx, ty)
        on_two_threads(lambda scan, *part: scan._run(*part), (self, starts[:half], 0, None),
                        (other, starts[half:], first_point, (x[-1], y[-1], kind[-1])),
                        split=n_vertices > 4 * self.step)
        if self.runs and other.runs and self.runs[-1][2:4] == other.runs[0][2:4]:
            joined = other.runs.pop(0)  # the first half's last run goes on in the second
            _extend(self.runs[-1], joined[1], *joined[4])
        self.runs += other.runs
        self.kept += other.kept

    def _slice_vertices(self, a: int, b: int):
        """The vertices of ``a`` to ``b - 1`` the pass reads, without the inner ones of
        each block of ``_BLOCK`` whose two ends share their pixel and their grey pixel and
        are less than a grey pixel apart (every vertex between them does then, and every
        piece is below a grey pixel): the pass would leave each of them out, and reads
        the same of the vertices around them. Returns their indices (then vertex ``b``,
        the next point, when there is one), the kinds of their pieces, and the lowest
        and highest kind among the pieces each one's piece stands for."""
        tp, fp, seg, n = self.curve.tp, self.curve.fp, self.curve.segments, len(self.curve.tp)
        end = min(b, n - 1)  # blocks reach the next slice's first vertex, or the last
        whole = np.int32 if n < 2**31 else np.int64  # vertex numbers: a slice's worth, not more
        ends = np.append(np.arange(a, end, _BLOCK, dtype=whole), end).astype(whole)
        x, y = self.rates(fp[ends].astype(np.int64), tp[ends].astype(np.int64))
        w = self.window
        quiet = (np.abs(np.diff(x)) < self.dense_x) & (np.abs(np.diff(y)) < self.dense_y)
        for values, size in ((x, w.pixel_x), (y, w.pixel_y), (x, self.dense_x),
                             (y, self.dense_y)):
            cell = np.floor(values / size)
            quiet &= cell[1:] == cell[:-1]
        # Each block's vertices read: its first alone when it is quiet.
        counts = np.where(quiet, 1, np.diff(ends))
        offsets = np.cumsum(counts) - counts
        index = np.arange(int(counts.sum()) + 1, dtype=whole)
        index[:-1] += np.repeat(ends[:-1] - offsets, counts)
        index[-1] = end  # vertex b, or the last vertex (then a point of this slice)
        own = index if b >= n else index[:-1]
        kind = np.zeros(len(own), dtype=np.uint8)
        pieces = own[own < len(seg)]
        kind[:len(pieces)] = seg[pieces]
        low, high = kind.copy(), kind.copy()
        if quiet.any():
            where = offsets[quiet]  # each quiet block's first vertex among those read
            low[where] = np.minimum.reduceat(seg[a:end], ends[:-1] - a)[quiet]
            high[where] = np.maximum.reduceat(seg[a:end], ends[:-1] - a)[quiet]
        return index, kind, low, high

    @property
    def bounded(self) -> bool:
        """Whether the window has an edge (the overview has none)."""
        w = self.window
        return any(np.isfinite(v) for v in (w.x_min, w.x_max, w.y_min, w.y_max))

    def _mixed_before(self, piece: int) -> int:
        """How many of the pieces before ``piece`` are mixed steps: each turns at a
        corner when there are corners."""
        seg = self.curve.segments
        if piece <= 0 or not self.corners:
            return 0
        if self._mixed is None:
            mixed = [np.count_nonzero(seg[i:i + _COUNTED] == SegmentType.MIXED)
                     for i in range(0, len(seg), _COUNTED)]
            self._mixed = np.cumsum([0, *mixed])
        whole = piece // _COUNTED
        return int(self._mixed[whole]) + int(np.count_nonzero(
            seg[whole * _COUNTED:piece] == SegmentType.MIXED))

    def _first_point(self, vertex: int) -> int:
        """The polyline's number of the first point :meth:`points` gives from ``vertex``
        on: the vertices before it, and a corner before each turned one after the first
        (a corner before ``vertex`` itself comes first)."""
        return vertex + self._mixed_before(vertex - 1)

    def _bounds_of_all(self) -> list[int]:
        """How many points have x < x_min, y < y_min, x <= x_max and y <= y_max, by
        bisection (x and y never decrease). The points before vertex k's are its
        ``_first_point``; a corner before vertex k joins them when it holds as the
        vertex before k does: best turns up first (the corner has that vertex's x),
        worst right first (its y)."""
        fp, tp, w, n = self.curve.fp, self.curve.tp, self.window, len(self.curve.tp)
        seg = self.curve.segments

        def rate(i: int, which: int) -> float:
            x, y = self.rates(fp[i:i + 1].astype(np.int64), tp[i:i + 1].astype(np.int64))
            return (x, y)[which][0]

        def count(which: int, holds) -> int:  # how many points hold, from the first on
            lo, hi = 0, n
            while lo < hi:
                mid = (lo + hi) // 2
                lo, hi = (mid + 1, hi) if holds(rate(mid, which)) else (lo, mid)
            points = self._first_point(lo)
            turns_with = TieOrdering.BEST if which == 0 else TieOrdering.WORST
            if (self.corners and 0 < lo < n and seg[lo - 1] == SegmentType.MIXED
                    and self.ordering is turns_with):
                points += 1
            return points
        return [count(0, lambda v: v < w.x_min), count(1, lambda v: v < w.y_min),
                count(0, lambda v: v <= w.x_max), count(1, lambda v: v <= w.y_max)]

    def _run(self, starts: range, first_point: int, tail) -> None:
        """Slices from vertex ``starts[0]`` on (the polyline's point ``first_point``;
        ``tail``: the point before it, None at the start)."""
        n_vertices = len(self.curve.tp)
        for a in starts:
            b = min(a + self.step, n_vertices)
            if not self.blocks:
                fx, ty, kind = self.points(a, b)
                tail = self._decide(first_point, fx, ty, kind, tail, b if b < n_vertices else None)
                first_point += len(fx)
                continue
            # The vertices read, a slice of them at a time (the next one read, or vertex
            # b, ends the slice's last piece).
            index, kind, low, high = self._slice_vertices(a, b)
            fp, tp = self.curve.fp, self.curve.tp
            for i in range(0, len(kind), _SLICE):
                j = min(i + _SLICE, len(kind))
                rows = index[i:j]
                after = int(index[j]) if j < len(index) else None
                tail = self._decide(int(rows[0]), fp[rows].astype(np.int64),
                                    tp[rows].astype(np.int64), kind[i:j], tail, after,
                                    index[i:j + 1], low[i:j], high[i:j])
            first_point = b

    def _decide(self, first: int, fx, ty, kind, tail, after, index=None, low=None,
                high=None):
        """:meth:`slice` of the points of counts ``fx``, ``ty`` (the next one the
        vertex ``after``, None at the curve's end); returns the last as the next tail."""
        x, y = self.rates(fx, ty)
        if after is not None:
            nx, ny, _ = self.points(after, after + 1)
            nx, ny = self.rates(nx[:1], ny[:1])
        else:
            nx = ny = np.zeros(0)
        self.slice(first, x, y, kind, tail, nx, ny, index, low, high)
        return x[-1], y[-1], kind[-1]

    def slice(self, first: int, x, y, kind, tail, next_x, next_y, index=None, low=None,
              high=None) -> None:
        """Decide the points ``first .. first + len(x) - 1`` (or, from
        :meth:`_slice_vertices`, those of ``index``, whose pieces hold the kinds ``low``
        to ``high``); ``tail`` is the point before them, ``next_x/next_y`` the point
        after (empty at the curve's end)."""
        w = self.window
        lead = 0 if tail is None else 1
        if tail is not None:
            x, y, kind = (np.concatenate(([t], v)) for t, v in zip(tail, (x, y, kind)))
        xs, ys = np.concatenate((x, next_x)), np.concatenate((y, next_y))
        # Pieces from point j to j + 1 of xs: below a dense pixel, and the cell they start in.
        short = (np.abs(np.diff(xs)) < self.dense_x) & (np.abs(np.diff(ys)) < self.dense_y)
        cell_x = np.floor(xs[:-1] / self.dense_x)
        cell_y = np.floor(ys[:-1] / self.dense_y)
        pieces = kind[lead:len(short)]  # the kinds of the pieces leaving this slice's points
        if low is None:
            low = high = pieces
        self.note_runs(first, short[lead:], cell_x[lead:], cell_y[lead:], low[:len(pieces)],
                       high[:len(pieces)], index)
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
        at = where + first if index is None else index[where]
        if self.drawn is not None:
            inside = (at >= self.drawn.lo) & (at <= self.drawn.hi)
            where, at = where[inside], at[inside]
        self.kept.append((at, x[own][where], y[own][where], kind[own][where], leaving[where]))

    def note_runs(self, first: int, short, cell_x, cell_y, lows, highs, index) -> None:
        """Group this slice's pieces below a dense pixel into runs that share a pixel,
        continuing the last run of the previous slice (each piece holding the kinds
        ``lows`` to ``highs``; numbered from ``first``, or by ``index``)."""
        idx = np.flatnonzero(short)
        if len(idx) == 0:
            return
        cx, cy = cell_x[idx], cell_y[idx]
        starts = np.flatnonzero(np.r_[True, (cx[1:] != cx[:-1]) | (cy[1:] != cy[:-1])])
        lowest = np.minimum.reduceat(lows[idx].astype(np.int16), starts)
        highest = np.maximum.reduceat(highs[idx].astype(np.int16), starts)
        ends = np.r_[starts[1:], len(idx)] - 1
        for s, e, lo, hi in zip(starts.tolist(), ends.tolist(), lowest.tolist(), highest.tolist()):
            # A piece standing for a quiet block ends where the block does.
            start, last = first + int(idx[s]), first + int(idx[e])
            if index is not None:
                start, last = int(index[idx[s]]), int(index[idx[e] + 1]) - 1
            run = self.runs[-1] if self.runs else None
            if run is not None and run[2] == cx[s] and run[3] == cy[s]:
                _extend(run, last, lo, hi)
            else:
                self.runs.append([start, last, cx[s], cy[s], (lo, hi)])

    # ---- what is left ---------------------------------------------------------------

    def reduced(self):
        """The points kept within the visible span and the kind each one's piece is
        drawn as (``DENSE`` where its run of short pieces holds several kinds)."""
        index, x, y, kind, short = (np.concatenate(v) for v in zip(*self.kept))
        span = self.span()
        lo, hi = span.lo, span.hi
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

    def span(self) -> Span:
        """:func:`thinning.visible_span`, from the counts of points on each side."""
        if self._span is None:
            n = self.n_points
            if not self.bounded:
                self._span = Span(0, n - 1)
            else:
                below_x, below_y, upto_x, upto_y = self._bounds_of_all()
                self._span = span_around(max(below_x, below_y), min(upto_x, upto_y) - 1, n)
        return self._span

    def point(self, p: int):
        """Point ``p`` of the polyline: x, y, the kind and shortness of its piece."""
        vertex = p
        if self.corners:  # the last vertex whose points start at p or before
            lo, hi = 0, len(self.curve.tp) - 1
            while lo < hi:
                mid = (lo + hi + 1) // 2
                lo, hi = (mid, hi) if self._first_point(mid) <= p else (lo, mid - 1)
            vertex = lo
        fx, ty, kind = self.points(vertex, min(vertex + 2, len(self.curve.tp)))
        x, y = self.rates(fx, ty)
        j = p - self._first_point(vertex)
        short = (j + 1 < len(x) and abs(x[j + 1] - x[j]) < self.dense_x
                 and abs(y[j + 1] - y[j]) < self.dense_y)
        return x[j], y[j], kind[j], short


def _extend(run: list, last: int, lowest: int, highest: int) -> None:
    """``run`` goes on to piece ``last``, whose pieces hold kinds ``lowest..highest``."""
    run[1] = last
    run[4] = (min(run[4][0], lowest), max(run[4][1], highest))
