"""Thinning big curves for drawing without freezing the window.

Thinning a curve of 10^7 points takes a few tenths of a second, too long for the UI
thread. Small curves are drawn exactly, at once. For big ones this drawer computes an
*overview* per tie ordering (thinned finer than any screen: it serves every zoom up to
~6x) and the detail of deep zooms on a background thread. The latest request wins; the
picture on screen stays until its replacement is ready. Each view owns its drawer, and
the drawer owns its drawings: the session's models hold data, not pictures.
"""

from __future__ import annotations

import weakref

from core import RocCurve, SegmentType, TieOrdering
from core.drawing.count_thinning import draw_curve
from core.drawing.thinning import OVERVIEW, CurveDrawing, Window
from gui.base import style
from gui.base.background_work import BackgroundWork

KINDS = tuple(SegmentType)


def draw_whole(curve: RocCurve, ordering: TieOrdering) -> CurveDrawing:
    """The drawing of the whole curve under one ordering: exact for small curves,
    thinned to ``OVERVIEW`` for big ones, straight from the integer counts (a polyline
    of 10^7 vertices in float rates would cost most of a second and ~1 GB)."""
    return draw_curve(curve, ordering, KINDS, OVERVIEW if is_big(curve) else None)


def is_big(curve: RocCurve) -> bool:
    return len(curve.tp) + curve.mixed_blocks > style.THIN_ABOVE_POINTS


def overview_serves(curve: RocCurve, window: Window) -> bool:
    """Whether the overview is fine enough for ``window`` (always, for a small curve)."""
    return not is_big(curve) or (OVERVIEW.pixel_x <= window.pixel_x
                                 and OVERVIEW.pixel_y <= window.pixel_y)


class CurveDrawer(BackgroundWork):
    """Hands out drawings of the shown curve for a window, computing big ones off the UI
    thread (or at once, when ``synchronous``: exported figures cannot wait).

    Signals
    -------
    ready()
        A drawing asked for earlier is now available: ask again.
    """

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__("draw the curve", parent, synchronous)
        self._details: dict = {}  # ordering -> (curve, CurveDrawing)
        # curve -> {ordering: overview}; forgotten with the curve.
        self._overviews: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def drawing(self, curve: RocCurve, ordering: TieOrdering, window: Window) -> CurveDrawing | None:
        """The drawing for ``window``, or ``None`` while it is being computed (then
        ``ready`` follows)."""
        ordering = TieOrdering(ordering)
        if overview_serves(curve, window):
            return self.overview(curve, ordering)
        detail = self._details.get(ordering)
        if detail and detail[0]() is curve and detail[1].serves(window):
            return detail[1]
        return self._request(curve, ordering, widened(window))

    def overview(self, curve: RocCurve, ordering: TieOrdering) -> CurveDrawing | None:
        """The overview of an ordering, or ``None`` while it is being computed."""
        drawing = self.cached(curve, ordering)
        if drawing is None:  # a small curve is drawn at once, even on a screen
            return (self._request if is_big(curve) else self._compute)(curve, TieOrdering(ordering), None)
        return drawing

    def cached(self, curve: RocCurve, ordering: TieOrdering) -> CurveDrawing | None:
        """The overview already made for ``curve`` under ``ordering``, without asking
        for one."""
        return self._overviews.get(curve, {}).get(TieOrdering(ordering))

    def _request(self, curve, ordering, window):
        # Latest request per (curve, ordering, detail?): a newer zoom replaces an older one.
        return self.ask((id(curve), ordering, window is None),
                        lambda: self._compute(curve, ordering, window))

    def _compute(self, curve, ordering, window) -> CurveDrawing:
        if window is None:
            drawing = draw_whole(curve, ordering)
            with self._lock:
                self._overviews.setdefault(curve, {})[ordering] = drawing
        else:
            drawing = draw_curve(curve, ordering, KINDS, window)
            self._details[ordering] = (weakref.ref(curve), drawing)
        return drawing


def widened(window: Window) -> Window:
    """The window grown by half its size on every side, so small pans need no redraw
    (an unbounded side stays unbounded)."""
    dx, dy = (window.x_max - window.x_min) / 2, (window.y_max - window.y_min) / 2
    return Window(window.x_min - dx, window.x_max + dx, window.y_min - dy, window.y_max + dy,
                  window.pixel_x, window.pixel_y)
