"""Drawings of precision–recall paths, made off the UI thread for big curves.

A precision–recall path is as big as the data (a point per sample in a mixed tie block
curves), so the plot keeps one curve's path at a time, an overview thinned finer than
any screen, and the detail of the last deep zoom.
"""

from __future__ import annotations

import weakref

from core.app.pipeline.answers import precision_recall_of
from core.drawing.thinning import OVERVIEW, CurveDrawing, Window, draw
from gui.base.background_work import BackgroundWork
from gui.views.curve_drawer import KINDS, is_big, overview_serves, widened


class PrDrawer(BackgroundWork):
    """Hands out drawings of a curve's precision–recall path: exact for small curves;
    for big ones an overview thinned finer than any screen and details of deep zooms,
    computed off the UI thread (or at once, when ``synchronous``: figures cannot wait).

    Signals
    -------
    ready()
        A drawing asked for earlier is now available: ask again.
    """

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__("draw the precision-recall curve", parent, synchronous)
        self._paths: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._overviews: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._detail = None  # (weakref to the curve, CurveDrawing)

    def drawing(self, curve, window: Window) -> CurveDrawing | None:
        """The drawing for ``window``, or None while it is computed (then ``ready``)."""
        overview = self.cached(curve)
        if overview is None:
            if is_big(curve) and not self.synchronous:
                return self._request(curve, None)
            overview = self._compute(curve, None)
        if overview_serves(curve, window):
            return overview
        if self._detail is not None:
            ref, detail = self._detail
            if ref() is curve and detail.serves(window):
                return detail
        return self._request(curve, widened(window))

    def cached(self, curve) -> CurveDrawing | None:
        """The overview already made for ``curve``, without asking for one."""
        with self._lock:
            return self._overviews.get(curve)

    def path(self, curve):
        """The engine's path for ``curve`` once computed, else None."""
        with self._lock:
            return self._paths.get(curve)

    def _request(self, curve, window):
        return self.ask((id(curve), window is not None), lambda: self._compute(curve, window))

    def next_key(self, keys: list):
        return min(keys, key=lambda k: k[1])  # the overview first: a detail needs its path

    def _compute(self, curve, window) -> CurveDrawing:
        path = self.path(curve)
        if path is None:
            path = precision_recall_of(curve).path()
            with self._lock:
                self._paths.clear()  # one curve's path at a time: it is as big as the data
                self._paths[curve] = path
        if window is None:
            drawing = draw(path.recall, path.precision, path.segment, KINDS,
                           OVERVIEW if is_big(curve) else None)
            with self._lock:
                self._overviews[curve] = drawing
            return drawing
        drawing = draw(path.recall, path.precision, path.segment, KINDS, window)
        self._detail = (weakref.ref(curve), drawing)
        return drawing

