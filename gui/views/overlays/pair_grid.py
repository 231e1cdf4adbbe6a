"""The pair grid up close: which (positive, negative) pair each small rectangle is.

For small data the ROC view draws the ``m− × m+`` grid (docs/mathematics.md): column ``i`` is the
``i``-th negative and row ``j`` the ``j``-th positive from the highest score. Hovering a
cell names its two samples (id or row, score) and whether the pair is concordant (the
cell is below the curve), discordant (above) or tied. The tied cells are shaded: under
the average ordering the curve's diagonal cuts each tie block's rectangle in half (the
half below in the AUC's colour, the half above in the rank loss's); under best (l1) the
whole rectangle lies below the curve and under worst (l2) above it — the two extreme
orderings of the study notes' proof. While the sweep is replayed, a tie block is shaded
once the replay has reached it. Cells and pairs come from :mod:`core.engine.pair_grid`.
"""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError, SegmentType, TieOrdering
from core.app.report.step_text import pair_caption
from core.engine.pair_grid import (
    GRID_LIMIT,
    CellSide,
    pair_at,
    pair_grid,
    pair_grid_from_counts,
)
from core.readers.sample_names import sample_ids
from gui.base import style
from gui.base.i18n import said
from gui.views.items import filled_path, show_items
from gui.views.overlays.overlay import Overlay
from gui.views.paint import font, tint

TIED_Z = 2.5  # above the shaded areas, below the band, the chance line and the curve
HOVER_Z = 40
LABEL_MIN_CELL = 0.12  # a tie block's label is written inside it when it is this large
TIED_COLOUR = style.SEGMENT_COLOURS[SegmentType.MIXED]
TIE_LABEL_COLOUR = "#123c5a"
SIDE_WORDS = style.Wording("PairGridOverlay", {
    CellSide.BELOW: QT_TRANSLATE_NOOP("PairGridOverlay", "below the curve: counts 1 in the AUC"),
    CellSide.SPLIT: QT_TRANSLATE_NOOP("PairGridOverlay",
                                      "cut by the diagonal: ½ in the AUC, ½ in ℓ<sub>rank</sub>"),
    CellSide.ABOVE: QT_TRANSLATE_NOOP("PairGridOverlay", "above the curve: counts 1 in ℓ<sub>rank</sub>"),
})
TIE_WORDS = style.Wording("PairGridOverlay", {  # inside a tie rectangle under an extreme ordering
    TieOrdering.BEST: QT_TRANSLATE_NOOP("PairGridOverlay", "tied:<br>in AUC"),
    TieOrdering.WORST: QT_TRANSLATE_NOOP("PairGridOverlay", "tied:<br>in ℓ<sub>rank</sub>"),
})
class PairGridOverlay(Overlay):
    """Tied cells shaded by the side of the curve they count on, and the pair under the
    pointer named.

    Attributes
    ----------
    grid : core.engine.pair_grid.PairGrid or None
        The focused model's grid, when it is small enough to draw.
    hovered : core.engine.pair_grid.PairCell or None
        The cell under the pointer.
    tied_below, tied_above : QGraphicsPathItem
        The parts of the tied cells below and above the curve of the current ordering.
    hover_label : pyqtgraph.TextItem
        What the hovered cell is, in words.
    """

    def __init__(self, view):
        super().__init__(view)
        self.grid = None
        self.hovered = None
        self.tied_below = filled_path(tint(TIED_COLOUR, 95))
        self.tied_above = filled_path(tint(style.RANK_LOSS_TEXT, 70))
        self.tied_hatch = filled_path(QtGui.QBrush(tint(TIED_COLOUR, 150),
                                                  QtCore.Qt.BrushStyle.BDiagPattern))
        self.add(self.tied_below, self.tied_above, self.tied_hatch, z=TIED_Z)
        self.tie_labels: list = []
        self.hover_box = QtWidgets.QGraphicsRectItem()
        self.hover_box.setPen(view.pen(style.FOREGROUND, 2))
        self.hover_box.setBrush(QtGui.QBrush(QtCore.Qt.BrushStyle.NoBrush))
        self.hover_label = pg.TextItem(color=style.FOREGROUND, fill=(255, 255, 255, 235),
                                       border=view.pen((0, 0, 0, 90), 1))
        self.add(self.hover_box, z=HOVER_Z, visible=False)
        self.add(self.hover_label, z=HOVER_Z + 1, visible=False)
        signals = view.signals
        signals.focused.connect(self._on_data)
        signals.ordering.connect(self._on_ordering)
        signals.reveal.connect(self._on_ordering)
        signals.display.connect(self._on_display)
        if not view.figure:  # a figure has no pointer
            view.scene().sigMouseMoved.connect(self._on_mouse)
            view.viewport().installEventFilter(self)
        self._on_data()

    # ---- the grid of the focused model ----------------------------------------------------

    def _on_data(self, *_args) -> None:
        self.grid = None
        self._hide_hover()
        shown = self.session.shown
        if shown is not None:
            curve = shown.curve
            limit = min(GRID_LIMIT, style.GRID_MAX_CELLS_PER_SIDE)
            if (curve.has_both_classes and curve.n_positive <= limit
                    and curve.n_negative <= limit and shown.data.has_rows
                    and shown.data.weights is None):  # a cell per pair: no weights
                data = shown.data
                try:
                    if data.selection.counts is not None:
                        self.grid = pair_grid_from_counts(data.scores, data.positives,
                                                          data.negatives, limit=limit)
                    else:
                        self.grid = pair_grid(data.scores, data.labels, sample_ids(data),
                                              limit=limit)
                except RocscopeError:
                    self.grid = None
        self._on_ordering()

    def _on_ordering(self, *_args) -> None:
        """Shade each tie block's rectangle by where the curve of the ordering leaves it."""
        below, above, whole = QtGui.QPainterPath(), QtGui.QPainterPath(), QtGui.QPainterPath()
        for label in self.tie_labels:
            self.view.getPlotItem().removeItem(label)
        self.tie_labels = []
        grid = self.grid
        ordering = self.session.ordering
        reveal = self.session.reveal
        if grid is not None:
            m_neg, m_pos = grid.shape
            for rect in grid.tie_rectangles():
                if reveal is not None and rect.block > reveal:
                    continue  # the sweep replay has not reached this block yet
                x0, x1 = rect.columns.start / m_neg, rect.columns.stop / m_neg
                y0, y1 = rect.rows.start / m_pos, rect.rows.stop / m_pos
                box = QtCore.QRectF(QtCore.QPointF(x0, y0), QtCore.QPointF(x1, y1))
                whole.addRect(box)
                if ordering is TieOrdering.BEST:
                    below.addRect(box)
                elif ordering is TieOrdering.WORST:
                    above.addRect(box)
                else:  # the diagonal from the block's first corner to its last
                    below.addPolygon(_polygon((x0, y0), (x1, y0), (x1, y1)))
                    above.addPolygon(_polygon((x0, y0), (x0, y1), (x1, y1)))
                if x1 - x0 >= LABEL_MIN_CELL and y1 - y0 >= LABEL_MIN_CELL:
                    self._label_tie(x0, x1, y0, y1, ordering)
        self.tied_below.setPath(below)
        self.tied_above.setPath(above)
        self.tied_hatch.setPath(whole)
        self._on_display(self.session.display)
        if self.hovered is not None:
            self._show_hover(self.hovered)
        # The view may have placed its labels before these were made (it hears the
        # ordering first): place them again, clear of these.
        self.view.place_labels()

    def obstacles(self) -> tuple[list, list]:
        """What the view's labels must not cover: the tie blocks' own words."""
        return [self.view.label_box(label, label.pos().x(), label.pos().y(), (0.5, 0.5))
                for label in self.tie_labels if label.isVisible()], []

    def _label_tie(self, x0, x1, y0, y1, ordering) -> None:
        """Say inside a large tie rectangle how its cells count: ½ on each side of the
        average diagonal, or wholly on the side the extreme ordering puts them."""
        if ordering is TieOrdering.AVERAGE:  # at the centroids of the two triangles
            labels = [("½", x0 + 2 * (x1 - x0) / 3, y0 + (y1 - y0) / 3),
                      ("½", x0 + (x1 - x0) / 3, y0 + 2 * (y1 - y0) / 3)]
        else:
            labels = [(TIE_WORDS[ordering], (x0 + x1) / 2, (y0 + y1) / 2)]
        for text, x, y in labels:
            label = pg.TextItem(color=TIE_LABEL_COLOUR, anchor=(0.5, 0.5))
            label.setHtml(f"<div align='center'>{text}</div>")  # ℓ<sub>rank</sub>, as elsewhere
            label.setFont(font(9, bold=True))
            label.setPos(x, y)
            self.add(label, z=TIED_Z + 0.1)
            self.tie_labels.append(label)

    def _on_display(self, display) -> None:
        on = self.grid is not None and display.grid
        show_items(on, self.tied_below, self.tied_above, self.tied_hatch, *self.tie_labels)
        if not on:
            self._hide_hover()

    # ---- hovering -------------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        # A Python override of a Qt virtual must never raise (docs/architecture.md).
        try:
            if event.type() == QtCore.QEvent.Type.Leave:
                self._hide_hover()
        except Exception:  # noqa: BLE001
            pass
        return False

    def _on_mouse(self, scene_pos) -> None:
        grid = self.grid
        if grid is None or not self.session.display.grid:
            return
        box = self.view.view_box
        if not box.sceneBoundingRect().contains(scene_pos):
            self._hide_hover()
            return
        point = box.mapSceneToView(scene_pos)
        cell = grid.cell_at(point.x(), point.y())
        if cell is None:
            self._hide_hover()
            return
        self.hovered = pair_at(grid, *cell)
        self._show_hover(self.hovered)

    def _show_hover(self, pair) -> None:
        m_neg, m_pos = self.grid.shape  # a pair is hovered only while there is a grid
        x0, y0 = pair.i / m_neg, pair.j / m_pos
        x1, y1 = (pair.i + 1) / m_neg, (pair.j + 1) / m_pos
        self.hover_box.setRect(QtCore.QRectF(QtCore.QPointF(x0, y0), QtCore.QPointF(x1, y1)))
        side = pair.side(self.session.ordering)
        self.hover_label.setHtml(
            f"<div>{html.escape(said(pair_caption(pair)))}</div>"
            f"<div style='color:#555'>{SIDE_WORDS[side]}</div>")
        # Above the cell (below it near the top), slid sideways as far as the cell is
        # across the square, so the label stays inside the square and the cell in view.
        across = (x0 + x1) / 2
        above = y1 <= 0.6
        self.hover_label.setAnchor((across, 1 if above else 0))
        self.hover_label.setPos(across, y1 if above else y0)
        show_items(True, self.hover_box, self.hover_label)

    def _hide_hover(self) -> None:
        self.hovered = None
        show_items(False, self.hover_box, self.hover_label)


def _polygon(*points) -> QtGui.QPolygonF:
    return QtGui.QPolygonF([QtCore.QPointF(x, y) for x, y in points])
