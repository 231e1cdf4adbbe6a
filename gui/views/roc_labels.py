"""Where the ROC plot puts its labels: on nothing else.

The area labels (AUC, ℓ_rank) go where they cross neither the focused curve, the other
models' curves, the chance diagonal, what the overlays draw, the legend, the edges of
the view nor each other; the operating point's label at a corner of the marker. A label
with no such place is said in the legend instead. Mixed into
:class:`~gui.views.roc_view.RocView`, whose items it places.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore

from core.drawing.label_placement import Rect, place_label, without_gaps

LABEL_MARGIN_PIXELS = 4  # room kept between a label and the curve, the edges, the legend


class RocLabels:
    """The label placement of the ROC plot (a mixin of ``RocView``)."""

    overlays: list = []  # the view's, made after its own items (which they are among)
    unplaced: set = set()  # the overlays' labels not yet placed in this pass
    _last_pass_due = False
    _due_when_shown = False  # asked for while not on screen

    def place_labels(self, *_args, moved_alone: bool = False) -> None:
        """Put the area labels where they cross neither the curve, the legend, the edges
        of the view nor each other; a label with no such place is shown in the legend.

        On screen, a last pass follows once the events of the moment are handled: a
        resize moves the view box, its range and the legend in turn, and a pass made
        between them would otherwise stay, so that where labels stand would depend on
        the way the window came to its size. ``moved_alone`` (the operating point moved,
        nothing else) needs no last pass: nothing moves after it, and a legend that
        changes with it asks for its own pass."""
        if self._placing or self.getPlotItem() is None:  # None: the view is closed
            return
        if not self.figure and not self.isVisible():
            # Placed when shown: a window being built asked for some twenty passes
            # before its first paint, each placing labels nobody could see.
            self._due_when_shown = True
            return
        with self.placing():
            self._place_labels()
        if not self.figure and not self._last_pass_due and not moved_alone:
            self._last_pass_due = True
            QtCore.QTimer.singleShot(0, self, self._last_pass)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._due_when_shown:
            self._due_when_shown = False
            self.place_labels()

    def _last_pass(self) -> None:
        self.place_labels()  # while it is due, this pass asks for no other
        self._last_pass_due = False

    def _place_labels(self) -> None:
        # One pass, by priority: the area labels, the operating point's label, then the
        # overlays' labels in their order, each clear of those placed before it (never
        # of where a later one stood, which would make the layout remember its past).
        labelled = [o for o in self.overlays if o.label is not None]
        self.unplaced = {o.label for o in labelled}
        self._place_own_labels()
        for overlay in labelled:
            overlay.place_label()
            self.unplaced.discard(overlay.label)

    def _place_own_labels(self) -> None:
        session = self.session
        curve, display = session.curve, session.display
        drawn = self._drawn.get("curve")
        if curve is None or not curve.has_both_classes or drawn is None:
            return
        x, y = without_gaps(drawn[0].whole.x, drawn[0].whole.y)
        bounds = self._visible_unit_square()
        mx, my = self.data_per_pixel(LABEL_MARGIN_PIXELS)
        wanted = [(self.auc_label, "auc_area", ("below",), display.auc_area),
                  (self.rank_loss_label, "rank_loss_area", ("above",), display.rank_loss_area),
                  (self.band_label, "band", ("below", "above"), display.band)]
        # Every placement starts from the legend without moved labels, so where labels
        # go is a function of the plot as it is now, not of where they went before.
        if self._overflow:
            self._overflow = {}
            self.refresh_legend()
        # A label moved into the legend makes it taller, which may cover another: move
        # that one too, until none is covered (the moved set only grows, so this ends).
        # Other curves a label must not sit across: the chance diagonal, the other
        # models' curves, what the overlays draw (a hull; a partial AUC's edges).
        paths = [(np.array([0.0, 1.0]), np.array([0.0, 1.0]))]
        paths += [item.getData() for item in self.model_layers.values()
                  if item.isVisible() and item.getData()[0] is not None]
        fixed = []
        for overlay in self.overlays:
            rects, lines = overlay.obstacles()
            fixed += rects
            paths += lines
        while True:
            obstacles = [r for r in (self.legend_rect(),) if r is not None] + fixed
            overflow = dict(self._overflow)
            self.label_rects = {}
            for label, flag, sides, on in wanted:
                rect = None
                if on and not self.replaying and bounds is not None and flag not in overflow:
                    w, h = self.data_size(label)
                    for side in sides:
                        rect = place_label(x, y, w, h, side, bounds, obstacles, (mx, my),
                                           paths=paths)
                        if rect is not None:
                            break
                label.setVisible(rect is not None)
                if rect is not None:
                    label.setPos(*rect.centre)
                    obstacles.append(rect)
                    self.label_rects[flag] = rect
                elif on and not self.replaying:
                    overflow[flag] = label.textItem.toPlainText()
            # The operating point's label goes where it can beside its marker; an area
            # label it cannot keep off is said in the legend instead.
            self._place_marker_label()
            if self.marker_label.isVisible() and self.marker_label_rect is not None:
                for label, flag, _sides, _on in wanted:
                    rect = self.label_rects.get(flag)
                    if rect is not None and rect.intersects(self.marker_label_rect):
                        overflow[flag] = label.textItem.toPlainText()
            if overflow == self._overflow:
                break
            self._overflow = overflow
            self.refresh_legend()

    def _place_marker_label(self) -> None:
        """The operating point's label goes to the first corner around the marker that
        stays in view and clear of the legend and the area labels; with none, no label."""
        point = self.session.operating_point
        if point is None or not self.marker.isVisible():
            self.marker_label.setVisible(False)
            return
        self.marker_label.setVisible(True)
        x, y = point.fpr, point.tpr
        bounds = self._visible_unit_square()
        # The area labels can step into the legend for it; the rest cannot move.
        fixed = [r for r in (self.legend_rect(), *self._overlay_label_rects(),
                             self._current_block_rect()) if r is not None]
        areas = list(self.label_rects.values())
        preferred = (1.08 if x > 0.55 else -0.08, -0.1 if y > 0.5 else 1.1)
        # The four corners beside the marker, then farther above and below it, then
        # centred over or under it.
        candidates = [preferred] + [(ax, ay) for ax in (-0.08, 1.08) for ay in (1.1, -0.1)
                                    if (ax, ay) != preferred]
        candidates += [(ax, ay) for ay in (2.3, -1.3) for ax in (-0.08, 1.08, 0.5)]
        candidates += [(0.5, 1.6), (0.5, -0.6)]
        # A label wider than the room beside the marker: above or below it, slid along
        # to end at the view's edge.
        (vx0, vx1), (vy0, vy1) = self.view_box.viewRange()
        w = max(self.data_size(self.marker_label)[0], 1e-9)
        edge = 0.01 * (vx1 - vx0)
        slid = [(x - (vx1 - edge - w)) / w, (x - vx0 - edge) / w]
        candidates += [(ax, ay) for ay in (2.3, -1.3, 1.6, -0.6) for ax in slid if 0 <= ax <= 1]
        rects = {c: self.label_box(self.marker_label, x, y, c) for c in candidates}

        # The first place in view and clear of every other text. With none (a plot
        # too small for it), no label: cut or over another text it could not be read,
        # and the threshold box and the status line say the same numbers.
        in_view = [c for c in candidates
                   if bounds is None or rects[c].inside(bounds.grown(0.01, 0.01))]
        clear = ([c for c in in_view if not any(rects[c].intersects(o) for o in fixed + areas)]
                 or [c for c in in_view if not any(rects[c].intersects(o) for o in fixed)])
        self.marker_label_rect = rects[clear[0]] if clear else None
        self.marker_label.setVisible(bool(clear))
        if clear:
            self.marker_label.setAnchor(clear[0])

    def _current_block_rect(self) -> Rect | None:
        """The block the sweep replay highlights: the point of the frame, kept clear."""
        x, y = self.current_block.getData()
        if x is None or len(x) == 0:
            return None
        return Rect(float(np.min(x)), float(np.min(y)), float(np.max(x)), float(np.max(y)))

    def _overlay_label_rects(self) -> list[Rect]:
        """Where the overlays' own texts sit (the pair grid's ½, a hull's AUC…)."""
        mine = {self.auc_label, self.rank_loss_label, self.band_label, self.marker_label,
                self.notice}
        rects = []
        for item in self.getPlotItem().items:
            if (isinstance(item, pg.TextItem) and item not in mine and item.isVisible()
                    and item not in self.unplaced):
                rects.append(self.text_rect(item))
        return rects

    def _visible_unit_square(self) -> Rect | None:
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        x0, x1, y0, y1 = max(x0, 0.0), min(x1, 1.0), max(y0, 0.0), min(y1, 1.0)
        return Rect(x0, y0, x1, y1) if x1 > x0 and y1 > y0 else None
