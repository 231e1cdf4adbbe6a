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
from gui.base.background import Background

KINDS = tuple(SegmentType)


def is_big(curve: RocCurve) -> bool:
    return len(curve.tp) + curve.mixed_blocks > style.THIN_ABOVE_POINTS


class ThinnedDrawer(Background):
    """Hands out drawings of curves for a window, under a key (a tie ordering, or None
    for the one drawing of a curve), computing big ones off the UI thread (or at once,
    when ``synchronous``: exported figures cannot wait). A subclass draws, in its
    ``_draw(curve, key, window)``, for ``window`` (None: every point): the overview is
    a small curve's every point and a big one's thinned to ``OVERVIEW``.

    Signals
    -------
    ready()
        A drawing asked for earlier is now available: ask again.
    """

    draws = True

    def __init__(self, what: str, synchronous: bool = False, parent=None):
        super().__init__(what, parent=parent, synchronous=synchronous)
        self._details: dict = {}  # key -> (weakref to the curve, CurveDrawing)
        # curve -> {key: overview}; forgotten with the curve.
        self._overviews: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def drawing(self, curve: RocCurve, window: Window, key=None) -> CurveDrawing | None:
        """The drawing for ``window``, or ``None`` while it is being computed (then
        ``ready`` follows)."""
        key = self._key(key)
        # The overview is fine enough for the window (always, for a small curve).
        if not is_big(curve) or (OVERVIEW.pixel_x <= window.pixel_x
                                 and OVERVIEW.pixel_y <= window.pixel_y):
            return self.overview(curve, key)
        detail = self._details.get(key)
        if detail and detail[0]() is curve and detail[1].serves(window):
            return detail[1]
        return self._request(curve, key, widened(window))

    def overview(self, curve: RocCurve, key=None) -> CurveDrawing | None:
        """The overview under ``key``, or ``None`` while it is being computed."""
        key = self._key(key)
        drawing = self.cached(curve, key)
        if drawing is None:  # a small curve is drawn at once, even on a screen
            return (self._request if is_big(curve) else self._compute)(curve, key, None)
        return drawing

    def cached(self, curve: RocCurve, key=None) -> CurveDrawing | None:
        """The overview already made for ``curve`` under ``key``, without asking for
        one."""
        with self._lock:
            return self._overviews.get(curve, {}).get(self._key(key))

    def _key(self, key):
        return key

    def _request(self, curve, key, window):
        # Latest request per (curve, key, overview?): a newer zoom replaces an older one.
        # An overview asked for again while it is computed is the same work: the view
        # that asks hears `ready` when the first one is done.
        job_key = (id(curve), key, window is None)
        if window is None and job_key in self._latest:
            return None
        return self.run(lambda: self._compute(curve, key, window), job_key)

    def _compute(self, curve, key, window) -> CurveDrawing:
        # No window is the overview.
        drawing = self._draw(curve, key, OVERVIEW if window is None and is_big(curve) else window)
        if window is None:
            with self._lock:
                self._overviews.setdefault(curve, {})[key] = drawing
        else:
            self._details[key] = (weakref.ref(curve), drawing)
        return drawing


class CurveDrawer(ThinnedDrawer):
    """The ROC curve's drawings, one overview per tie ordering (the key), straight from
    the integer counts (a polyline of 10^7 vertices in float rates would cost most of a
    second and ~1 GB)."""

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__("draw the curve", synchronous, parent)

    def _key(self, key):
        return TieOrdering(key)

    def _draw(self, curve, ordering, window) -> CurveDrawing:
        return draw_curve(curve, ordering, KINDS, window)


def widened(window: Window) -> Window:
    """The window grown by half its size on every side, so small pans need no redraw
    (an unbounded side stays unbounded)."""
    dx, dy = (window.x_max - window.x_min) / 2, (window.y_max - window.y_min) / 2
    return Window(window.x_min - dx, window.x_max + dx, window.y_min - dy, window.y_max + dy,
                  window.pixel_x, window.pixel_y)
