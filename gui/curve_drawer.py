"""Thinning big curves for drawing without freezing the window.

Thinning a curve of 10^7 points takes a few tenths of a second, too long for the UI
thread. Small curves are drawn exactly, at once. For big ones the loader prepares an
*overview* (thinned finer than any screen: it serves every zoom up to ~6x) and this
drawer computes what else is needed (another tie ordering's overview, or the detail of a
deep zoom) on a background thread. The latest request wins; the picture on screen stays
until its replacement is ready.
"""

from __future__ import annotations

import sys
import threading

from PySide6 import QtCore

from core import SegmentType, TieOrdering
from core.drawing.thinning import OVERVIEW, CurveDrawing, Window, draw

from . import style
from .state import Shown

KINDS = tuple(SegmentType)


def overview(shown: Shown, ordering: TieOrdering) -> CurveDrawing:
    """The drawing of the whole curve under one ordering, computed once and kept with the
    data: exact for small curves, thinned to ``OVERVIEW`` for big ones."""
    ordering = TieOrdering(ordering)
    drawing = shown.drawings.get(ordering)
    if drawing is None:
        line = shown.curve.polyline(ordering)
        window = OVERVIEW if is_big(shown) else None
        drawing = shown.drawings[ordering] = draw(line.x, line.y, line.segment, KINDS, window)
    return drawing


def is_big(shown: Shown) -> bool:
    curve = shown.curve
    return len(curve.tp) + curve.mixed_blocks > style.THIN_ABOVE_POINTS


class CurveDrawer(QtCore.QObject):
    """Hands out drawings of the shown curve for a window, computing big ones off the UI
    thread (or at once, when ``synchronous``: exported figures cannot wait).

    Signals
    -------
    ready()
        A drawing asked for earlier is now available: ask again.
    """

    ready = QtCore.Signal()

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__(parent)
        self.synchronous = synchronous
        self._lock = threading.Lock()
        # Latest request per (ordering, detail?): a newer zoom replaces an older one.
        self._pending: dict = {}
        self._details: dict = {}  # ordering -> (shown, CurveDrawing)
        self._busy = False

    def drawing(self, shown: Shown, ordering: TieOrdering, window: Window) -> CurveDrawing | None:
        """The drawing for ``window``, or ``None`` while it is being computed (then
        ``ready`` follows)."""
        ordering = TieOrdering(ordering)
        if not is_big(shown):
            return self.overview(shown, ordering)
        if OVERVIEW.pixel_x <= window.pixel_x and OVERVIEW.pixel_y <= window.pixel_y:
            return self.overview(shown, ordering)
        detail = self._details.get(ordering)
        if detail and detail[0] is shown and detail[1].serves(window):
            return detail[1]
        return self._request(shown, ordering, _widened(window))

    def overview(self, shown: Shown, ordering: TieOrdering) -> CurveDrawing | None:
        """The overview of an ordering, or ``None`` while it is being computed."""
        ordering = TieOrdering(ordering)
        drawing = shown.drawings.get(ordering)
        if drawing is None:
            drawing = (overview(shown, ordering) if not is_big(shown)
                       else self._request(shown, ordering, None))
        return drawing

    def _request(self, shown, ordering, window):
        if self.synchronous:
            return self._compute(shown, ordering, window)
        with self._lock:
            self._pending[(ordering, window is None)] = (shown, ordering, window)
        self._request_thread()
        return None

    def _request_thread(self) -> None:
        with self._lock:
            if self._busy:
                return  # the running thread takes pending requests when it gets there
            self._busy = True
        threading.Thread(target=self._work, name="rocscope-draw", daemon=True).start()

    def _compute(self, shown, ordering, window) -> CurveDrawing:
        if window is None:
            return overview(shown, ordering)
        line = shown.curve.polyline(ordering)
        drawing = draw(line.x, line.y, line.segment, KINDS, window)
        self._details[ordering] = (shown, drawing)
        return drawing

    def _work(self) -> None:
        try:
            while True:
                with self._lock:
                    if not self._pending:
                        return
                    _key, (shown, ordering, window) = self._pending.popitem()
                try:
                    self._compute(shown, ordering, window)
                except Exception as exc:  # noqa: BLE001
                    # Out of memory, most likely. The picture on screen stays; a thread
                    # that died here would leave every later request waiting for ever.
                    print(f"rocscope: could not draw the curve: {type(exc).__name__}: {exc}",
                          file=sys.stderr)
                    continue
                try:
                    self.ready.emit()
                except RuntimeError:  # the view went away while this was drawing
                    return
        finally:
            with self._lock:
                self._busy = False
                restart = bool(self._pending)
            if restart:  # a request arrived between the last check and now
                self._request_thread()


def _widened(window: Window) -> Window:
    """The window grown by half its size on every side, so small pans need no redraw."""
    dx, dy = (window.x_max - window.x_min) / 2, (window.y_max - window.y_min) / 2
    return Window(window.x_min - dx, window.x_max + dx, window.y_min - dy, window.y_max + dy,
                  window.pixel_x, window.pixel_y)
