"""Drawings of precision–recall paths, made off the UI thread for big curves.

A precision–recall path is as big as the data (a point per sample in a mixed tie block
curves), so the plot keeps one curve's path at a time, an overview thinned finer than
any screen, and the detail of the last deep zoom.
"""

from __future__ import annotations

import weakref

from core.app.pipeline.answers import precision_recall_of
from core.drawing.thinning import CurveDrawing, Window, draw
from gui.views.curve_drawer import KINDS, ThinnedDrawer, is_big


class PrDrawer(ThinnedDrawer):
    """The precision–recall path's drawings (no key: one path a curve), from the engine's
    path, kept for one curve at a time."""

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__("draw the precision-recall curve", synchronous, parent)
        self._paths: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def drawing(self, curve, window: Window, key=None) -> CurveDrawing | None:
        # The overview first, even for a deep zoom: it makes the path a detail needs.
        if is_big(curve) and self.cached(curve) is None and self._request(curve, None, None) is None:
            return None
        return super().drawing(curve, window)

    def path(self, curve):
        """The engine's path for ``curve`` once computed, else None."""
        with self._lock:
            return self._paths.get(curve)

    def next_key(self, keys: list):
        return min(keys, key=lambda k: not k[2])  # the overview first: a detail needs its path

    def _draw(self, curve, _key, window) -> CurveDrawing:
        path = self.path(curve)
        if path is None:
            path = precision_recall_of(curve).path()
            with self._lock:
                self._paths.clear()  # one curve's path at a time: it is as big as the data
                self._paths[curve] = path
        return draw(path.recall, path.precision, path.segment, KINDS, window)
