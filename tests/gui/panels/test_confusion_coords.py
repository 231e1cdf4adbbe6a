"""The operating-point panel shows core's coordinates with their intervals, and the
sensitivity at a typed specificity: the numbers the report gives for the same data."""

from __future__ import annotations

from core.app.api import report
from core.app.pipeline import model_of
from core.readers.loading import load
from gui.base import style
from gui.model import Session
from gui.panels.confusion_panel import ConfusionPanel
from tests.core.engine.test_coords import S1, Y
from tests.gui.teaching_views import shown

CSV = ("score,label\n" + "".join(f"{s!r},{y}\n" for s, y in zip(S1, Y))).encode()


def _panel(qtbot):
    session = Session()
    session.add_model(model_of(load(CSV, name="d.csv")))
    return session, shown(qtbot, ConfusionPanel(session), (460, 700))


def test_rates_carry_the_reports_clopper_pearson_intervals(qtbot):
    session, panel = _panel(qtbot)
    session.set_threshold(0.6)
    c = report({"score": S1, "label": Y}, threshold=0.6, ci=True).model.coordinates[0]
    low, high = (style.format_number(v, 4) for v in (c.intervals.tpr.low, c.intervals.tpr.high))
    qtbot.waitUntil(lambda: panel.intervals["tpr"].text() == f"[{low}, {high}]",
                    timeout=60_000)
    assert panel.metrics["tpr"].text() == style.format_number(c.tpr, 6)
    assert panel.metrics["npv"].text() == style.format_number(c.npv, 6)
    assert "Clopper" in panel.interval_note.text()


def test_sensitivity_at_a_typed_specificity_is_the_reports(qtbot):
    session, panel = _panel(qtbot)
    panel.specificity_box.setValue(0.75)
    r = report({"score": S1, "label": Y}, at_specificity=0.75, ci=True, seed=0)
    c = r.model.coordinates[0]
    se = style.format_number(c.tpr, 4)
    ends = [style.format_number(v, 4) for v in (c.intervals.tpr.low, c.intervals.tpr.high)]
    expected = f"sensitivity {se} [{ends[0]}, {ends[1]}]"
    qtbot.waitUntil(lambda: expected in panel.at_specificity.text(), timeout=60_000)
    assert "no threshold" in panel.at_specificity.text()  # pROC's NA threshold
