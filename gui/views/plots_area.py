"""The plots of the main window: the ROC view, the precision–recall view, both side by
side, or the DET view, as ``session.plots`` says, with a small ROC / PR / Both / DET
switch above them.

Each plot is kept square (:class:`~gui.views.square_frame.SquareFrame`), so both read at one
scale. The switch and the View-menu actions of :meth:`PlotsArea.make_actions` only write
``session.set_plots``; the area follows the session, so every way of choosing agrees.

A plot narrower than :data:`LEGEND_INSIDE_FROM` pixels, or whose legend would take a
third of its height, would be mostly covered by its legend: the area then says each
legend below the plots instead (the key), one column per plot shown, and the plots keep
their curves in view.
"""

from __future__ import annotations

import html

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.base.i18n import translate
from gui.base.qt_session import signals_of
from gui.views.square_frame import SquareFrame

# Texts translated where shown ("ROC" and "PR" are names, the same in every language).
CHOICES = (
    ("roc", "ROC", QT_TRANSLATE_NOOP("PlotsArea", "Show the ROC curve")),
    ("pr", "PR", QT_TRANSLATE_NOOP("PlotsArea", "Show the precision–recall curve")),
    ("both", QT_TRANSLATE_NOOP("PlotsArea", "Both"),
     QT_TRANSLATE_NOOP("PlotsArea", "Show the ROC and precision–recall curves side by side")),
    ("det", "DET", QT_TRANSLATE_NOOP("PlotsArea", "Show the DET curve: false negative against"
                                                  " false positive rate on normal-deviate"
                                                  " axes")),
)
MENU_TEXT = {"roc": QT_TRANSLATE_NOOP("PlotsArea", "&ROC Curve"),
             "pr": QT_TRANSLATE_NOOP("PlotsArea", "&Precision–Recall Curve"),
             "both": QT_TRANSLATE_NOOP("PlotsArea", "ROC &and PR Side by Side"),
             "det": QT_TRANSLATE_NOOP("PlotsArea", "&DET Curve")}
LEGEND_INSIDE_FROM = 430  # pixels: narrower plots have their legend said below them
KEY_BESIDE_WIDTH = 200  # pixels: the key beside the plots when they leave this much


class PlotsArea(QtWidgets.QWidget):
    """Shows ``roc_view``, ``pr_view``, both, or ``det_view`` (made on the same session
    when not given), following the session of ``roc_view``.

    Attributes
    ----------
    buttons : dict
        The switch's checkable buttons by choice (``"roc"``, ``"pr"``, ``"both"``,
        ``"det"``).
    frames : dict
        The square frame around each view, by ``"roc"``, ``"pr"`` and ``"det"``.
    """

    def __init__(self, roc_view, pr_view=None, det_view=None, parent=None):
        super().__init__(parent)
        self.session = roc_view.session
        self.signals = signals_of(self.session)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self._build_switch())
        # The plots' row (and the key, when it is said beside them) in a widget of its
        # own, so that the key can move between it and the place below.
        self.row_holder = QtWidgets.QWidget()
        row = self.row = QtWidgets.QHBoxLayout(self.row_holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        # The PR and DET views not given are made when first shown or asked for
        # (SquareFrame), not before a launch's first paint.
        self.frames = {"roc": SquareFrame(roc_view),
                       "pr": SquareFrame(self._make_pr_view if pr_view is None else pr_view),
                       "det": SquareFrame(self._make_det_view if det_view is None else det_view)}
        for frame in self.frames.values():
            row.addWidget(frame, 1, QtCore.Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.row_holder, 1)
        self.key = QtWidgets.QLabel(objectName="plotsKey", wordWrap=True,
                                    textFormat=QtCore.Qt.TextFormat.RichText)
        # In a scroll area: beside the plots, a key of many models may be longer than
        # the area is tall, and is then scrolled rather than cut.
        self.key_box = QtWidgets.QScrollArea(
            widgetResizable=True, frameShape=QtWidgets.QFrame.Shape.NoFrame,
            horizontalScrollBarPolicy=QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.key_box.setWidget(self.key)
        self.key_box.setVisible(False)
        layout.addWidget(self.key_box)
        # Height the square plots cannot use goes below the key, not between them.
        layout.addStretch(0)
        for frame in self.frames.values():
            if frame.built:
                self._watch(frame.child)
            frame.childMade.connect(self._watch)
            # A frame's width sets its height (square plots): judged again when it changes.
            frame.installEventFilter(self)

        self._actions: dict = {}
        self.signals.plots.connect(self._follow)
        self._follow(self.session.plots)

    roc_view = property(lambda self: self.frames["roc"].child)
    pr_view = property(lambda self: self.frames["pr"].child)
    det_view = property(lambda self: self.frames["det"].child)

    def _make_pr_view(self):
        from gui.views.pr_view import PrView  # with the plot, when first shown

        return PrView(self.session)

    def _make_det_view(self):
        from gui.views.det_view import DetView  # likewise

        return DetView(self.session)

    def _watch(self, view) -> None:
        # Queued: a legend changes while its view is being resized, and judging then
        # resizes the frames around that view in the middle of its resize (a plot kept
        # the size of the nested call).
        view.legendChanged.connect(self._show_key, QtCore.Qt.ConnectionType.QueuedConnection)
        view.installEventFilter(self)

    def _build_switch(self) -> QtWidgets.QHBoxLayout:
        """The ROC / PR / Both switch above the plots."""
        bar = QtWidgets.QHBoxLayout()
        bar.setContentsMargins(6, 2, 6, 0)
        bar.addStretch(1)
        bar.addWidget(QtWidgets.QLabel(translate("PlotsArea", "Plot:")))
        self.group = QtWidgets.QButtonGroup(self)  # exclusive
        self.buttons = {}
        for key, text, tip in CHOICES:
            button = QtWidgets.QToolButton(
                text=translate("PlotsArea", text), toolTip=translate("PlotsArea", tip),
                checkable=True, autoRaise=True, objectName=f"plots_{key}",
                clicked=lambda _checked=False, k=key: self.session.set_plots(k))
            self.group.addButton(button)
            self.buttons[key] = button
            bar.addWidget(button)
        return bar

    def sizeHint(self) -> QtCore.QSize:
        side = 640
        return QtCore.QSize(side * (2 if self.session.plots == "both" else 1), side + 30)

    def make_actions(self, parent=None) -> list[QtGui.QAction]:
        """Four checkable, mutually exclusive actions for the View menu (ROC, PR,
        side by side, DET) that write ``session.set_plots`` and follow it; made once."""
        if not self._actions:
            group = QtGui.QActionGroup(parent or self)  # exclusive
            for key, _text, tip in CHOICES:
                action = QtGui.QAction(
                    translate("PlotsArea", MENU_TEXT[key]), parent or self, checkable=True,
                    statusTip=translate("PlotsArea", tip), objectName=f"plotsAction_{key}",
                    triggered=lambda _checked=False, k=key: self.session.set_plots(k))
                group.addAction(action)
                self._actions[key] = action
            self._follow(self.session.plots)
        return list(self._actions.values())

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QtCore.QEvent.Type.Resize, QtCore.QEvent.Type.Show,
                            QtCore.QEvent.Type.Hide):
            QtCore.QTimer.singleShot(0, self, self._show_key)  # dropped if the area dies first
        return False

    def _views(self):
        return [frame.child for frame in self.frames.values() if frame.isVisible()]

    def _show_key(self) -> None:
        """Each shown plot's legend on it, or, for plots too small, said beside them
        (when the area is wide enough to leave the square plots their height) or
        below them."""
        views = self._views()
        # Judged on the room the plots have without the key, so that showing the key
        # (which makes the plots smaller) never changes the judgement.
        free = self.height() - self.buttons["roc"].height() - 8
        across = self.width() / max(len(views), 1)
        sides = {v: min(across, free) for v in views}
        narrow = any(side < LEGEND_INSIDE_FROM or v.legend_crowds(side)
                     for v, side in sides.items())
        for frame in self.frames.values():
            if frame.built:
                frame.child.set_legend_outside(narrow and frame.child in views)
        cells = [key_html(v.legend_entries) for v in views if v.legend_entries] if narrow else []
        # Beside when that leaves the square plots larger than below would. Below, the
        # key keeps room for every line a label may move into (and one for a wrapped
        # line): were the plots sized on the lines moved now, a label with room on the
        # larger plot and none on the smaller would hold either size.
        n = max(len(views), 1)
        lines = max((v.own_legend_rows() + v.movable_rows() + 1 for v in views), default=0)
        below = min(across, free - lines * self.key.fontMetrics().lineSpacing() - 8)
        beside = bool(cells) and min((self.width() - KEY_BESIDE_WIDTH) / n, free) > below
        if beside:  # one legend under the other
            rows = "".join(f"<tr><td valign='top'>{c}<br></td></tr>" for c in cells)
        else:  # one column per plot
            rows = "<tr>" + "".join(f"<td valign='top' width='{100 // max(len(cells), 1)}%'>"
                                    f"{c}</td>" for c in cells) + "</tr>"
        self.key.setText(f"<table width='100%'>{rows}</table>")
        self._place_key(beside)
        self.key.setVisible(bool(cells))
        self.key_box.setVisible(bool(cells))
        # Each frame as tall as it will be wide: from the area's width and the decisions
        # above, not from the frames' widths now (a layout not yet redone holds old ones).
        spacing = self.row.spacing()
        room = self.width() - (KEY_BESIDE_WIDTH + spacing if beside else 0)
        side = max(int((room - spacing * (n - 1)) / n), 50)
        if cells and not beside:
            side = max(min(side, int(below)), 50)
        for frame in self.frames.values():
            frame.setMaximumHeight(side)
        # A key beside the plots may be longer than they are tall: the row takes the
        # key's height (the height the area has, at most) and the plots stay at its top.
        row_height = side
        if beside:
            row_height = max(side, min(self.key.heightForWidth(KEY_BESIDE_WIDTH), int(free)))
            self.key_box.setMinimumHeight(0)  # the row's height, never the window's
            self.key_box.setMaximumHeight(row_height)
        elif cells:  # below: the room kept for it holds it whole
            self.key_box.setFixedHeight(self.key.heightForWidth(max(self.width(), 1)))
        self.row_holder.setMaximumHeight(row_height)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        # The judgement reads the area's height, which may change while the square
        # plots keep their size (and send no resize of their own).
        QtCore.QTimer.singleShot(0, self, self._show_key)  # dropped if the area dies first

    def _place_key(self, beside: bool) -> None:
        """The key in the plots' row (beside them) or under it."""
        box = self.key_box
        if box.parentWidget() is not None and (self.row.indexOf(box) >= 0) == beside:
            return
        if beside:
            self.layout().removeWidget(box)
            box.setFixedWidth(KEY_BESIDE_WIDTH)
            self.row.addWidget(box, 0)
        else:
            self.row.removeWidget(box)
            box.setMinimumWidth(0)
            box.setMaximumWidth(16777215)
            self.layout().insertWidget(self.layout().indexOf(self.row_holder) + 1, box)

    def _follow(self, plots: str) -> None:
        shown = {"roc": plots in ("roc", "both"), "pr": plots in ("pr", "both"),
                 "det": plots == "det"}
        focus_was_hidden = False
        for key, frame in self.frames.items():
            if not shown[key] and frame.built and frame.child.hasFocus():
                focus_was_hidden = True
            frame.setVisible(shown[key])
        for key, button in self.buttons.items():
            button.setChecked(key == plots)
        for key, action in self._actions.items():
            action.setChecked(key == plots)
        if focus_was_hidden:  # the arrow keys keep moving the threshold
            self.frames[plots if plots in ("pr", "det") else "roc"].child.setFocus()
        self.updateGeometry()
        self._show_key()


def key_html(entries) -> str:
    """A legend as rich text: a line or a square in each entry's colour, then its text."""
    rows = []
    for entry in entries:
        mark = "■" if entry.fill else "━━"
        rows.append(f"<span style='color:{entry.colour}; font-weight:bold'>{mark}</span>"
                    f"&nbsp;{html.escape(entry.text)}")
    return "<br>".join(rows)
