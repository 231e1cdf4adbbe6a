"""The plots area's one judgement: each plot's legend on the plot, or said below the
plots when it would cover too much of the curve. Where the legend goes changes which
area labels find room on the plot (a label with none moves into the legend): the
judgement must not depend on those moved lines, or the two flip each other forever."""

import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from gui.base.application import application
from gui.model import Session
from gui.views.plots_area import PlotsArea
from gui.views.pr_view import PrView
from gui.views.roc_view import RocView
from tests.gui.teaching_views import shown


def settle_counting(area, rounds=60):
    """Process events ``rounds`` times; how often the legend went in or out meanwhile."""
    app = application()
    flips = 0
    before = area.roc_view.legend_outside
    for _ in range(rounds):
        app.processEvents()
        QtCore.QThread.msleep(2)  # a big curve is thinned off the UI thread
        now = area.roc_view.legend_outside
        flips += now != before
        before = now
    return flips


def session_of(models: int) -> Session:
    from tests.gui.panels.test_models import models_of, three_models_csv

    session = Session()
    if models == "big":  # thousands of vertices: where pieces share a pixel, a grey kind
        from tests.gui.views.test_pr_view import big_data

        session.add_model(big_data(20_000))
    elif models == 1:
        session.add_model(model_of(embedded_example()))
    else:
        session.replace_models(models_of(three_models_csv(), ["good", "fair", "coarse"]))
    return session


HEIGHTS = range(300, 760, 12)


# Every fourth height in the quick tier, the others in the thorough one.
@pytest.mark.parametrize("heights", [
    pytest.param(HEIGHTS[::4], id="some"),
    pytest.param([h for h in HEIGHTS if h not in HEIGHTS[::4]], id="others",
                 marks=pytest.mark.slow)])
@pytest.mark.parametrize(("models", "width"), [(m, w) for m in (1, 3) for w in (440, 520, 640)]
                         + [("big", 520)])
def test_the_legend_settles_in_one_place_at_every_height(qtbot, width, models, heights):
    session = session_of(models)
    area = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (width, 400))
    for height in heights:
        area.resize(width, height)
        settle_counting(area, 20)
        assert settle_counting(area) == 0, height
        # The judgement is the one a fresh area of this size makes.
        fresh = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (width, height))
        settle_counting(fresh, 20)
        assert fresh.roc_view.legend_outside == area.roc_view.legend_outside, height
        assert fresh.key.isVisible() == area.key.isVisible(), height
        fresh.close()


def test_side_by_side_plots_have_their_key_right_below_them(qtbot):
    session = session_of(3)
    area = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (560, 700))
    session.set_plots("both")
    settle_counting(area, 20)
    assert area.key.isVisible()
    frame = area.frames["roc"]
    assert frame.height() <= frame.width()  # square plots: no height left unused in them
    gap = area.key_box.geometry().top() - frame.mapTo(area, frame.rect().bottomLeft()).y()
    assert 0 <= gap <= 10, gap


def test_a_short_wide_area_says_the_key_beside_the_plot(qtbot):
    session = session_of(3)
    area = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (520, 366))
    settle_counting(area, 20)
    assert area.key.isVisible() and area.row.indexOf(area.key_box) >= 0
    frame = area.frames["roc"]
    assert area.key_box.geometry().left() >= frame.geometry().right()
    assert frame.width() >= 300  # below the plot, the key would leave it ~220 pixels
    # Taller than wide: below again.
    area.resize(520, 760)
    settle_counting(area, 20)
    assert area.row.indexOf(area.key_box) < 0
