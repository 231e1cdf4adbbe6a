"""Big curves are drawn thinned, off the UI thread, and zooming brings back the detail."""


import numpy as np
import pytest
from PySide6 import QtGui

from core import TieOrdering
from core.app.pipeline import model_of as shown_from
from core.drawing.thinning import OVERVIEW, draw, spliced
from core.readers.loading import load
from gui.views.curve_drawer import KINDS, widened


def big_data(n=40_000, decimals=None, seed=4):
    rng = np.random.default_rng(seed)
    scores = rng.random(n)
    if decimals is not None:
        scores = np.round(scores, decimals)
    labels = rng.random(n) < 0.3 + 0.4 * scores
    text = "score,label\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    return load(text.encode(), name="big.csv")


def drawn(item):
    x, y = item.getData()
    return np.asarray(x), np.asarray(y)


def assert_drawn(view, drawing, area=None):
    for kind, item in view.segments.items():
        x, y = drawn(item)
        assert np.array_equal(x, drawing.pieces[kind].x, equal_nan=True), kind
        assert np.array_equal(y, drawing.pieces[kind].y, equal_nan=True), kind
    x, y = drawn(view.auc_fill)
    assert np.array_equal(x, (area or drawing.whole).x)


@pytest.fixture
def big_window(window, qtbot):
    shown = shown_from(big_data())
    window.loader.show(shown)
    # Thinned off the UI thread by the view's drawer, then drawn.
    qtbot.waitUntil(lambda: window.roc_view.drawer.cached(shown.curve, "average") is not None,
                    timeout=5000)
    qtbot.waitUntil(lambda: len(drawn(window.roc_view.auc_fill)[0]) > 0, timeout=5000)
    return window


def test_the_loaded_overview_is_what_is_drawn(big_window):
    shown = big_window.session.shown
    line = shown.curve.polyline("average")
    assert len(line) > 40_000
    expected = draw(line.x, line.y, line.segment, KINDS, OVERVIEW)
    assert_drawn(big_window.roc_view, expected)
    assert len(drawn(big_window.roc_view.auc_fill)[0]) < 20_000


def test_zooming_in_draws_the_detail(qtbot, big_window):
    view = big_window.roc_view
    before = len(drawn(view.segments[KINDS[0]])[0])
    view.view_box.setRange(xRange=(0.40, 0.4005), yRange=(0.5, 0.5005), padding=0)
    window = view._window()
    assert window.pixel_x < OVERVIEW.pixel_x
    line = big_window.session.curve.polyline("average")
    expected = draw(line.x, line.y, line.segment, KINDS, widened(window))
    # The areas: the detail, and the overview's points before and after it.
    overview = view.drawer.cached(big_window.session.curve, "average")
    area = spliced(overview.whole, expected.whole)
    qtbot.waitUntil(lambda: len(drawn(view.auc_fill)[0]) == len(area.x), timeout=5000)
    assert_drawn(view, expected, area)
    view.reset_zoom()
    assert len(drawn(view.segments[KINDS[0]])[0]) == before


def test_a_zoom_under_the_curve_is_all_area_under_it(qtbot, big_window):
    # Found trying 10^7 scores: a window wholly under the curve (the curve passes above
    # it) was drawn white, the area filled only under the detail near the window.
    view = big_window.roc_view
    curve = big_window.session.curve
    line = curve.polyline("average")
    x_mid = 0.3
    height = float(np.interp(x_mid, line.x, line.y))
    top = height / 2  # the window's top, well under the curve
    view.view_box.setRange(xRange=(x_mid - 5e-4, x_mid + 5e-4), yRange=(top - 1e-3, top),
                           padding=0)
    assert view._window().pixel_x < OVERVIEW.pixel_x  # deep enough for a detail

    def covered():
        x, y = drawn(view.auc_fill)
        return len(x) > 1 and x[0] <= x_mid - 5e-4 and x[-1] >= x_mid + 5e-4 and \
            np.interp(x_mid, x, y) > top

    overview = view.drawer.cached(curve, "average")
    qtbot.waitUntil(lambda: view._drawn["curve"][0] is not overview, timeout=5000)  # the detail
    assert covered()
    # Of the path beside the window, only the two ends of the corner it passes through:
    # every point between was drawn at the zoom's pixels (millions, on 10^7 scores).
    assert len(drawn(view.auc_fill)[0]) <= len(overview.whole) + 2
    assert all(len(drawn(item)[0]) == 0 for item in view.segments.values())
    x, y = drawn(view.rank_loss_fill)  # and the area above is above the curve still
    assert np.interp(x_mid, x, y) == pytest.approx(height, abs=2e-3)


def test_a_zoom_under_the_curve_stays_all_area_when_the_tie_ordering_changes(qtbot, window):
    # Found on 10^7 scores of seven decimals: zoomed under the curve, then switched to
    # best, the window was drawn white, for good: best had no overview to splice the
    # detail into, none was asked for, and none was spliced in once one came.
    shown = shown_from(big_data(60_000, decimals=4))
    window.loader.show(shown)
    view, curve = window.roc_view, shown.curve
    qtbot.waitUntil(lambda: view.drawer.cached(curve, "average") is not None, timeout=5000)
    x_mid, top = 0.3, 0.2  # the curve is far above (TPR > 0.4 at FPR 0.3)
    view.view_box.setRange(xRange=(x_mid - 5e-4, x_mid + 5e-4), yRange=(top - 1e-3, top),
                           padding=0)
    assert view._window().pixel_x < OVERVIEW.pixel_x  # deep enough for a detail
    assert view.drawer.cached(curve, "best") is None  # none made under average
    window.session.set_ordering("best")

    line = curve.polyline("best")
    detail = draw(line.x, line.y, line.segment, KINDS, widened(view._window()))
    area = spliced(draw(line.x, line.y, line.segment, KINDS, OVERVIEW).whole, detail.whole)
    qtbot.waitUntil(lambda: np.array_equal(drawn(view.auc_fill)[0], area.x), timeout=5000)
    assert_drawn(view, detail, area)
    x, y = drawn(view.auc_fill)
    assert x[0] <= x_mid - 5e-4 and x[-1] >= x_mid + 5e-4 and np.interp(x_mid, x, y) > top


def test_switching_ordering_on_big_tied_data(qtbot, window):
    shown = shown_from(big_data(60_000, decimals=4))
    curve = shown.curve
    assert curve.mixed_blocks > 1000
    window.loader.show(shown)
    window.session.set_ordering("best")
    line = curve.polyline("best")
    expected = draw(line.x, line.y, line.segment, KINDS, OVERVIEW)
    drawer = window.roc_view.drawer
    qtbot.waitUntil(lambda: drawer.cached(curve, TieOrdering.BEST) is not None, timeout=5000)
    qtbot.waitUntil(lambda: len(drawn(window.roc_view.auc_fill)[0]) == len(expected.whole.x),
                    timeout=5000)
    assert_drawn(window.roc_view, expected)
    window.session.set_display(band=True)
    qtbot.waitUntil(lambda: drawer.cached(curve, TieOrdering.WORST) is not None, timeout=5000)
    qtbot.waitUntil(lambda: len(drawn(window.roc_view.band.edges[TieOrdering.WORST])[0]) > 0, timeout=5000)
    worst = drawer.cached(curve, TieOrdering.WORST).whole
    assert np.array_equal(drawn(window.roc_view.band.edges[TieOrdering.WORST])[0], worst.x)


def test_export_of_a_big_curve_waits_for_its_drawing(tmp_path):
    from gui.figures import exporting
    from gui.model import Session as AppState

    # A session no window watches: the figure's own view draws it, at once.
    shown = shown_from(big_data(30_000, decimals=4))
    state = AppState()
    state.replace_models([shown])
    state.set_ordering("worst")
    exporting.export(state, tmp_path / "big.png", (500, 500))
    image = QtGui.QImage(str(tmp_path / "big.png"))
    blue = QtGui.QColor("#0072B2")
    hits = sum(image.pixelColor(x, y) == blue for x in range(0, 500, 2) for y in range(0, 500, 2))
    assert hits > 50  # the tie blocks were drawn, not an empty plot


def test_drawer_survives_an_error_and_keeps_serving(qtbot, window, monkeypatch, capsys):
    from core.drawing.thinning import OVERVIEW
    from gui.views import curve_drawer

    shown = shown_from(load(("score,label\n" + "\n".join(
        f"{v},{i % 2}" for i, v in enumerate(np.random.default_rng(1).random(20_000)))
    ).encode(), name="big.csv"))
    drawer = curve_drawer.CurveDrawer()
    real_draw = curve_drawer.draw_curve
    calls = []

    def flaky(*args):
        calls.append(1)
        if len(calls) == 1:
            raise MemoryError("no room")
        return real_draw(*args)

    monkeypatch.setattr(curve_drawer, "draw_curve", flaky)
    curve = shown.curve
    assert drawer.overview(curve, "best") is None
    qtbot.waitUntil(lambda: not drawer.busy, timeout=5000)
    assert "could not draw the curve: MemoryError" in capsys.readouterr().err
    assert drawer.overview(curve, "best") is None  # asked again: a new thread serves it
    qtbot.waitUntil(lambda: drawer.cached(curve, TieOrdering.BEST) is not None, timeout=5000)
    assert drawer.cached(curve, TieOrdering.BEST).window is OVERVIEW


def test_an_overview_asked_again_while_drawn_is_drawn_once(qtbot, window, monkeypatch):
    import threading

    from gui.views import curve_drawer

    curve = shown_from(big_data(n=20_000)).curve
    drawer = curve_drawer.CurveDrawer()
    real_draw, calls, go = curve_drawer.draw_curve, [], threading.Event()

    def held(*args):  # the first drawing waits until the view has asked again
        calls.append(args[1])
        go.wait(5)
        return real_draw(*args)

    monkeypatch.setattr(curve_drawer, "draw_curve", held)
    ready = []
    drawer.ready.connect(lambda: ready.append(1))
    assert drawer.overview(curve, "average") is None
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)  # on its way, no longer waiting
    assert drawer.overview(curve, "average") is None  # asked again meanwhile
    assert drawer.overview(curve, "best") is None  # another ordering is other work
    go.set()
    qtbot.waitUntil(lambda: drawer.cached(curve, "best") is not None, timeout=5000)
    assert calls == [TieOrdering.AVERAGE, TieOrdering.BEST]
    assert drawer.cached(curve, "average") is not None and ready
