"""What every overlay of the ROC view starts from, and where an overlay's label goes.

An overlay's label goes where it covers no other text, as near what it names as it can
be; a label with no such place (a small plot, a crowded one) is said in the legend
instead, so no text is ever cut by the plot's edge or printed over another.
"""

from __future__ import annotations

import numpy as np
from PySide6 import QtCore

from core.drawing.label_placement import Rect, highest_height, lowest_height

LABEL_SIZE = (0.36, 0.12)  # a label's width and height (rate units) before layout
MARKER_PIXELS = 9  # half the size of the area a marker covers, in pixels


class Overlay(QtCore.QObject):
    """An overlay of ``view`` (see :mod:`gui.views.overlays`): a QObject child of the
    view, so that its connections die with it, with ``self.view`` and ``self.session``.

    Every overlay is asked, by the view, for its :meth:`legend_entries` and its
    :meth:`obstacles`; an overlay with a ``label`` places it in :meth:`place_label`
    (with :meth:`place_label_near`), its words said in the legend in ``label_colour``
    while the plot has no clear place for it."""

    label = None
    label_colour = "#000000"
    entries: tuple = ()  # what legend_entries says
    # The curve items, by attribute name, that the view's labels must not sit across.
    kept_clear: tuple = ()

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.session = view.session

    def add(self, *items, z: float | None = None, visible: bool = True) -> None:
        """Put ``items`` on the plot (at ``z`` when given), outside its autorange."""
        plot = self.view.getPlotItem()
        for item in items:
            if z is not None:
                item.setZValue(z)
            if not visible:
                item.setVisible(False)
            plot.addItem(item, ignoreBounds=True)

    def update_on(self, *signals) -> None:
        """Call ``self.update()`` on each of ``signals`` (the session's by name, or Qt
        signals), and now."""
        for signal in signals:
            (getattr(self.view.signals, signal) if isinstance(signal, str)
             else signal).connect(self.update)
        self.update()

    def drawn_curve(self, complete: bool = False):
        """The focused curve when an overlay may draw on it: of both classes (with
        ``complete``, every vertex kept: a thinned curve has no hull nor band, the
        panel says why) and not being replayed (the replay draws the curve from (0, 0):
        what is drawn on the whole curve waits); else None."""
        if self.view.replaying:
            return None
        if complete:
            return self.view.whole_curve()
        curve = self.session.curve
        return curve if curve is not None and curve.has_both_classes else None

    def place_label(self) -> None:
        """Place the label, if any (the view's :meth:`place_labels` calls this in its
        one pass)."""

    def obstacles(self) -> tuple[list, list]:
        """``(rects, paths)`` the view's labels must not cover or sit across: here the
        paths of the ``kept_clear`` items shown."""
        items = [getattr(self, name) for name in self.kept_clear]
        return [], [item.getData() for item in items
                    if item.isVisible() and item.getData()[0] is not None]

    def place_label_near(self, wanted: bool, target, **options) -> None:
        """Show the label (when ``wanted``) where :func:`place_near` finds it a clear
        place near ``target``; with none, hide it and say its words in the legend."""
        said = ""
        if wanted:
            self.label.setVisible(True)
            if not place_near(self.view, self.label, target, **options):
                said = self.label.textItem.toPlainText().replace("\n", " ")
        self.label.setVisible(wanted and not said)
        # A line that comes and goes with the plot's size.
        self.show_entries((("brush", self.label_colour, 0, said, True),) if said else ())

    def show_entries(self, entries: tuple) -> None:
        """Say ``entries`` in the view's legend from now on."""
        if entries != self.entries:
            self.entries = entries
            self.view.refresh_legend()

    def legend_entries(self) -> tuple:
        """The overlay's lines of the legend: ``(kind, colour, width, text)`` per layer
        drawn, ``kind`` "pen" or "brush", with ``True`` after a line that comes and goes
        with the plot's size (a label the plot has no clear place for)."""
        return self.entries


def place_near(view, label, target, *, to_centre: bool = False, points=()) -> bool:
    """Put ``label`` in the unit square where it crosses neither the focused curve, the
    legend, the view's labels, the other overlays' labels, the operating point nor any
    of ``points``, as near ``target`` (view coordinates) as possible: its nearest edge
    (or, with ``to_centre``, its centre); where nothing is clear, where least is covered.
    Whether it covers no other text.
    """
    # A label wider than the plot wraps its words to the plot's width (a threshold of
    # seventeen digits made one run past the plot's edge).
    px, py = view.view_box.viewPixelSize()
    if not (np.isfinite(px) and np.isfinite(py)) or px <= 0:
        px = py = 1 / 500
    label.setTextWidth(-1)
    room = 0.97 / px  # the unit square's width in pixels, less the margins
    if label.textItem.boundingRect().width() > room:
        label.setTextWidth(room)
    width, height = size_in_view(view, label)
    if width > 0.99 or height > 0.99:  # taller or wider than the square: no place in it
        return False
    taken = [view.text_rect(item) for item in _labels_of(view) if item is not label
             and item.isVisible() and item not in view.unplaced]
    dots = list(points)
    if view.marker.isVisible():
        dots.append((view.marker.pos().x(), view.marker.pos().y()))
    radius = (MARKER_PIXELS * px, MARKER_PIXELS * py)
    taken += [Rect(a - radius[0], b - radius[1], a + radius[0], b + radius[1]) for a, b in dots]
    # Lower-left corners on a grid over the square, a couple of pixels apart from the
    # edges.
    left, bottom = np.meshgrid(np.linspace(0.005, max(0.995 - width, 0.005), 60),
                               np.linspace(0.005, max(0.995 - height, 0.005), 60))
    left, bottom = left.ravel(), bottom.ravel()
    right, top = left + width, bottom + height
    crowding = np.zeros(len(left))
    for r in taken:  # text on text is unreadable: worse than on the curve
        crowding += 3 * ((left < r.x1) & (r.x0 < right) & (bottom < r.y1) & (r.y0 < top))
    curve = view.session.curve
    # The curve as drawn (within a pixel of the exact one); a big curve's drawing may
    # still be on its way, and is not computed here on the UI thread.
    drawing = None if curve is None else view.drawer.cached(curve, view.session.ordering)
    if drawing is not None and len(drawing.whole):
        x, y = np.asarray(drawing.whole.x), np.asarray(drawing.whole.y)
        # A rising curve misses a box only by passing wholly under it (its highest
        # point at the box's right edge is below the bottom) or over it.
        under = highest_height(x, y, right) < bottom
        over = lowest_height(x, y, left) > top
        crowding += 2 * ~(under | over)  # crossing the curve is worse than a label
    tx, ty = target
    if to_centre:
        distance = np.hypot(left + width / 2 - tx, bottom + height / 2 - ty)
    else:
        distance = np.hypot(np.maximum(np.maximum(left - tx, tx - right), 0),
                            np.maximum(np.maximum(bottom - ty, ty - top), 0))
    k = int(np.lexsort((distance, crowding))[0])
    label.setAnchor((0, 0))
    label.setPos(float(left[k]), float(top[k]))
    return crowding[k] < 3


def size_in_view(view, label) -> tuple[float, float]:
    """The label's width and height in data units (a guess before the view is laid out)."""
    rect = label.textItem.boundingRect()
    px, py = view.view_box.viewPixelSize()
    width, height = rect.width() * px, rect.height() * py
    if not (np.isfinite(width) and np.isfinite(height)) or width <= 0 or width > 1:
        return LABEL_SIZE
    return width, height


def _labels_of(view) -> list:
    """What a label must not cover: the legend, the view's own labels, and the label of
    every overlay that has one."""
    items = [view.legend, view.marker_label, view.auc_label, view.rank_loss_label,
             view.band_label]
    for overlay in view.overlays:  # none yet while they are being made
        if overlay.label is not None:
            items.append(overlay.label)
        items += getattr(overlay, "tie_labels", [])
    return items
