"""The window at the sizes people use (1280×860, 800×600): every number readable without
scrolling sideways, every tab named in full, the plot given its room, nothing left over
from a layout that is gone. Geometry is read from the real widgets."""

from __future__ import annotations

import pytest
from PySide6 import QtCore, QtWidgets

from gui.base.paths import EXAMPLES
from tests.gui.window.test_integrity import FILES, open_named, settle

SIZES = [(1280, 860), (800, 600)]


@pytest.fixture
def sized(make_window):
    def make(width, height, **options):
        window = make_window(**options)
        window.resize(width, height)
        settle(window)
        return window

    return make


def tab_bars(window):
    return [b for b in window.findChildren(QtWidgets.QTabBar)
            if b.isVisibleTo(window) and b.count()]


def item_views(window):
    return [v for v in window.findChildren(QtWidgets.QAbstractItemView)
            if v.isVisibleTo(window) and v.model() is not None
            and not isinstance(v, QtWidgets.QHeaderView)
            and not isinstance(v.parent(), QtWidgets.QComboBox)
            and v.window() is window]


def show_everything(window):
    """Bring each panel forward in turn, yielding when it is on screen."""
    for panel in (window.numbers_panel, window.analysis_panel, window.sweep_panel,
                  window.formulas_panel, window.rank_table, window.accumulation_table,
                  window.models_panel, window.comparison_panel, window.confusion_panel):
        window.show_panel(panel)
        settle(window)
        yield panel


@pytest.mark.parametrize("size", SIZES)
def test_no_tab_is_cut_short(sized, size):
    window = sized(*size, file=str(EXAMPLES / "three_models.csv"), score="a,b,c")
    for _panel in show_everything(window):
        for bar in tab_bars(window):
            assert bar.elideMode() == QtCore.Qt.TextElideMode.ElideNone
            for i in range(bar.count()):
                text = bar.tabText(i)
                needed = bar.fontMetrics().horizontalAdvance(text)
                assert bar.tabRect(i).width() >= needed, (text, size)


@pytest.mark.parametrize("size", SIZES[:1])  # the default size; smaller windows tab
def test_no_table_scrolls_sideways_and_no_number_is_cut(sized, size):
    window = sized(*size, file=str(EXAMPLES / "three_models.csv"), score="a,b,c")
    window.session.set_ordering("worst")  # the widest texts: an AUC beside its ordering's
    seen = set()
    for _panel in show_everything(window):
        for view in item_views(window):
            seen.add(view.objectName() or type(view).__name__)
            assert not view.horizontalScrollBar().isVisible(), (view.objectName(), size)
            header = view.horizontalHeader()
            for column in range(header.count()):
                if header.sectionResizeMode(column) == QtWidgets.QHeaderView.ResizeMode.Stretch:
                    continue  # what is left over: text wraps or is elided there
                assert view.columnWidth(column) >= view.sizeHintForColumn(column), (
                    view.objectName(), column, size)
    assert {"modelsTable", "comparisonTable"} <= seen


@pytest.mark.parametrize("size", SIZES)
def test_the_operating_point_shows_every_count_whole(sized, size, tmp_path):
    path = tmp_path / "big.csv"
    path.write_text("score,label\n" + "".join(f"{i % 997 / 997},{i % 3 == 0}\n"
                                              for i in range(120_000)))
    window = sized(*size, file=str(path))
    window.session.threshold_to_end()
    window.show_panel(window.confusion_panel)
    settle(window)
    for label in window.confusion_panel.findChildren(QtWidgets.QLabel):
        if label.isVisibleTo(window) and not label.wordWrap() and label.text():
            assert label.width() >= label.sizeHint().width(), (label.text(), size)


def test_a_small_window_leaves_the_plot_its_room(sized):
    window = sized(800, 600)
    view = window.roc_view
    assert window.numbers_dock.width() <= window.width() // 3 + 4
    assert min(view.width(), view.height()) >= 250  # was 170 wide, cut at FPR 0.45
    corner = view.mapTo(window, QtCore.QPoint(view.width(), view.height()))
    assert corner.x() <= window.width() and corner.y() <= window.height()  # not cut
    # The legend is said below the plot rather than drawn over most of the curve.
    assert not view.legend.isVisible() and window.plots_area.key.isVisible()
    assert "positives only" in window.plots_area.key.text()


def test_no_tab_bar_is_left_behind_when_the_models_go_back_to_one(sized):
    window = sized(1280, 860)
    open_named(window, next(n for n in FILES if n == "five clicks"), add=True)
    assert window.models_dock.isVisible()
    window.session.remove_model(window.session.models[1])
    settle(window)
    named = {text for bar in tab_bars(window) for text in
             (bar.tabText(i) for i in range(bar.count()))}
    assert "Models" not in named and "Compare models" not in named
    assert not window.models_dock.isVisible()
    # Brought forward by name, a dock out of the layout stays out: shown, it sat in the
    # window's corner over the menus.
    window.show_panel(window.models_panel)
    settle(window)
    assert not window.models_dock.isVisible()


@pytest.mark.parametrize("size", SIZES[:1])
def test_every_panel_fits_its_dock(sized, size):
    window = sized(*size, file=str(EXAMPLES / "three_models.csv"), score="a,b,c")
    for panel in show_everything(window):
        scroll = panel.parentWidget()
        while scroll is not None and not isinstance(scroll, QtWidgets.QScrollArea):
            scroll = scroll.parentWidget()
        viewport = scroll.viewport()
        right = viewport.mapTo(window, QtCore.QPoint(viewport.width(), 0)).x()
        assert panel.mapTo(window, QtCore.QPoint(panel.width(), 0)).x() <= right + 1, (
            type(panel).__name__, panel.width(), viewport.width())


@pytest.mark.parametrize("size", SIZES)
def test_bringing_a_panel_forward_changes_nothing_on_the_plots(sized, size):
    # Opening the Ranks tab once moved the threshold without being asked.
    window = sized(*size, file=str(EXAMPLES / "three_models.csv"), score="a,b,c")
    session = window.session
    window.session.set_threshold(0.42)
    settle(window)

    def state():
        return (session.threshold, session.reveal, session.focused, session.ordering,
                session.highlighted, session.display, session.analysis, session.plots)

    before = state()
    for panel in show_everything(window):
        assert state() == before, type(panel).__name__


@pytest.mark.parametrize("size", SIZES)
def test_the_analysis_panel_fits_its_dock_with_a_criterion_chosen(sized, size):
    # After Criterion → Youden's J the panel grew wider than its dock: the pROC
    # threshold's line, the criterion box and the partial AUC's "to" field were cut.
    window = sized(*size, file=str(EXAMPLES / "eight_samples.csv"))
    panel = window.analysis_panel
    window.show_panel(panel)
    panel.criterion.setCurrentIndex(panel.criterion.findData("youden"))
    settle(window)
    scroll = panel.parentWidget()
    while not isinstance(scroll, QtWidgets.QScrollArea):
        scroll = scroll.parentWidget()
    wider = panel.width() > scroll.viewport().width() + 1
    assert not wider or scroll.horizontalScrollBar().isVisible(), (panel.width(), size)
    for text in panel.findChildren(QtWidgets.QLabel):  # a long line wraps, within the panel
        if text.isVisibleTo(window) and text.wordWrap():
            right = text.mapTo(panel, QtCore.QPoint(text.width(), 0)).x()
            assert right <= panel.width() + 1, (text.text()[:40], size)


@pytest.mark.parametrize("size", SIZES)
def test_the_strata_table_keeps_its_numbers_whole_without_scrolling_sideways(sized, size):
    window = sized(*size, file=str(EXAMPLES / "clicks_by_user.csv"), group="user")
    window.show_panel(window.strata_panel)
    settle(window)
    view = window.strata_panel.table
    assert view.isVisibleTo(window) and view.model().rowCount() == 40
    assert not view.horizontalScrollBar().isVisible(), size
    for column in range(1, view.model().columnCount()):  # the name column takes the rest
        assert view.columnWidth(column) >= view.sizeHintForColumn(column), (column, size)


@pytest.mark.parametrize("size", SIZES)
def test_the_operating_point_does_not_scroll_sideways_in_chinese(sized, size):
    window = sized(*size, file=str(EXAMPLES / "clicks_by_user.csv"), group="user", lang="zh")
    window.show_panel(window.confusion_panel)
    settle(window)
    area = window.confusion_panel.parent()
    while not isinstance(area, QtWidgets.QScrollArea):
        area = area.parent()
    assert not area.horizontalScrollBar().isVisible(), size
