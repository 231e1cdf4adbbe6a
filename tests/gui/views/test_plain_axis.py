"""The plots' axes write their names only when the words change, and every axis of a
plot (the hidden top and right ones too) is such an axis."""

import pyqtgraph as pg
import pytest

from gui.views.det_view import DetView
from gui.views.plain_axis import PlainAxis
from gui.views.pr_view import PrView
from gui.views.roc_view import RocView
from gui.views.score_view import ScoreView


class _Writes:
    """Counts what is written into an axis' label, and writes it."""

    def __init__(self, axis: pg.AxisItem):
        self.texts = []
        write = axis.label.setHtml

        def counted(html):
            self.texts.append(html)
            write(html)

        axis.label.setHtml = counted


def test_a_label_is_written_when_its_words_change_and_only_then(qtbot):
    axis = PlainAxis("bottom")
    axis.setTextPen("k")
    writes = _Writes(axis)
    axis.setLabel("false positive rate")
    assert "false positive rate" in axis.label.toPlainText()
    assert len(writes.texts) == 1
    # pyqtgraph's own axis wrote its label anew at each of these.
    axis.setPen("k")
    axis.setTextPen("k")  # the same colour: the same words
    axis.setTickPen("k")
    axis.setRange(0.25, 0.5)
    axis.setRange(0.0, 1e-4)  # no SI prefix: the name stays as it is written
    axis.showLabel(True)
    assert len(writes.texts) == 1
    assert axis.label.toPlainText().strip() == "false positive rate"
    axis.setLabel("FPR")
    assert len(writes.texts) == 2 and axis.label.toPlainText().strip() == "FPR"
    axis.setTextPen("r")  # the words' colour is in the label's HTML
    assert len(writes.texts) == 3 and "color: #ff0000" in writes.texts[-1]


@pytest.mark.parametrize("view_type", [RocView, PrView, DetView, ScoreView])
def test_every_axis_of_a_plot_is_plain(qtbot, session, view_type):
    view = view_type(session)
    qtbot.addWidget(view)
    plot = view.getPlotItem()
    for side in ("top", "bottom", "left", "right"):
        axis = plot.getAxis(side)
        assert isinstance(axis, PlainAxis) and not axis.autoSIPrefix, side
        assert axis.isVisible() == (side in ("bottom", "left")), side
