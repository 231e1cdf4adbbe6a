"""Every word and number on screen is a function of the session's present state, never
of its history: after any sequence of user actions, the window reads exactly as a fresh
window built on the same state.

A hypothesis state machine drives random sequences (open, add, flip the positive class,
the ordering, the threshold, focus, visibility, the analysis, the replay, the plots, the
id column) and after every step compares the texts of every visible widget, plot label
and legend with those of a fresh window on a copy of the session. The cases a user
reported are kept as named examples. The quick tier runs 2 random sequences, the
thorough one (``make test-all``) 8 (tests/tiers.py); ``ROCSCOPE_INTEGRITY_RUNS`` and
``ROCSCOPE_INTEGRITY_STEPS`` make a longer run (say 100 and 20: 2,000 steps).
"""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6 import QtCore

from core import TieOrdering
from core.app.request import LoadRequest, ModelSource
from core.readers.dataset import Selection
from gui.base.application import application
from gui.views.plots_area import PlotsArea
from gui.window.app import build_window
from gui.window.main_window import MainWindow
from tests.gui.screen_text import differences, screen_text
from tests.tiers import examples

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "gui" / "data"
EXAMPLES = ROOT / "resources" / "examples"

# (path, score columns, label, positive): files a user opens, of awkward shapes.
FILES = {
    "five clicks": (EXAMPLES / "five_clicks.csv", (), None, None),
    "three models": (EXAMPLES / "three_models.csv", ("a", "b", "c"), None, None),
    "model a": (EXAMPLES / "model_a.csv", ("prob",), "label", None),
    "model b (rows in another order)": (EXAMPLES / "model_b.csv", ("prob",), "label", None),
    "0/1 predictions": (DATA / "predictions_01.csv", ("pred",), "label", None),
    "0/1 predictions, more": (DATA / "predictions_01_more.csv", ("pred",), "label", None),
    "one class": (DATA / "one_class.csv", (), None, None),
    "yes/no labels": (DATA / "yes_no.csv", ("model_a", "model_b"), "diagnosis", "yes"),
    "label column not first": (DATA / "id_first.csv", ("model_a",), "outcome", "1"),
}
RUNS = int(os.environ.get("ROCSCOPE_INTEGRITY_RUNS", examples(8)))
STEPS = int(os.environ.get("ROCSCOPE_INTEGRITY_STEPS", "10"))


LAYOUTS = {"count": 0}  # how often the plots area has judged where its legends go


def _counting(judge):
    def counted(self):
        LAYOUTS["count"] += 1
        judge(self)
    return counted


PlotsArea._show_key = _counting(PlotsArea._show_key)


def process_events() -> None:
    """Events for at most a tenth of a second: a window that never stops laying itself out
    fails below instead of hanging the run."""
    application().processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 100)


def settle(window: MainWindow) -> None:
    """Wait for the loads, the comparisons and the drawings asked for to be done, and
    for the layout to come to rest."""
    for _ in range(1000):
        process_events()
        chooser = window.loader.column_chooser
        if chooser is not None:  # a load asked: take what it proposes, or give up
            (chooser.accept if chooser.ok_button.isEnabled() else chooser.reject)()
            continue
        if not (window.loader.loading or window.comparison_panel.busy
                or window.confusion_panel.busy):
            break
        QtCore.QThread.msleep(5)
    else:
        raise AssertionError("the window did not settle")
    for _ in range(3):
        process_events()
    before = LAYOUTS["count"]
    for _ in range(5):
        process_events()
        QtCore.QThread.msleep(5)
    assert LAYOUTS["count"] - before <= 2, "the plots keep laying themselves out"


def fresh_window_differences(window: MainWindow, settings_file) -> list[str]:
    """What ``window`` shows that a fresh window on the same state does not."""
    settle(window)
    fresh = MainWindow(window.session.copy(), settings_file)
    try:
        fresh.resize(window.size())
        fresh.show()
        # The same panels in front: which tab a dock shows is the window's, not the
        # session's (opening groups brings the Strata panel forward).
        for name in ("strata_panel",):
            if getattr(window, name).isVisible():
                fresh.show_panel(getattr(fresh, name))
        settle(fresh)
        return differences(screen_text(window), screen_text(fresh))
    finally:
        fresh.close()
        discard(fresh)


def discard(window: MainWindow) -> None:
    """Delete ``window`` now: outside a running event loop, ``deleteLater`` alone waits
    for a loop that never comes, and a long run kept every window it built (24 GB)."""
    window.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
    gc.collect()  # the Python side of its items, held in cycles


def request_for(name: str) -> LoadRequest:
    path, scores, label, positive = FILES[name]
    return LoadRequest(sources=(ModelSource(str(path)),), scores=scores, label=label,
                       positive=positive)


@pytest.fixture
def settings_file(tmp_path):
    application()
    return QtCore.QSettings(str(tmp_path / "rocscope.ini"), QtCore.QSettings.Format.IniFormat)


@pytest.fixture
def window(settings_file):
    window = build_window(settings=settings_file)
    window.resize(1280, 860)
    window.show()
    settle(window)
    yield window
    window.close()
    window.deleteLater()


def open_named(window: MainWindow, name: str, add: bool = False) -> None:
    window.loader.load(request_for(name), add=add)
    settle(window)


# ---- the cases a user reported, each a named example --------------------------------


def test_a_second_file_with_the_same_start_threshold(window, settings_file):
    open_named(window, "0/1 predictions")
    open_named(window, "0/1 predictions, more")
    assert window.session.threshold == 1.0
    assert window.confusion_panel.cells["fp"].text() == "2"
    assert fresh_window_differences(window, settings_file) == []


def test_a_file_of_one_class_after_a_file_of_two(window, settings_file):
    open_named(window, "three models")
    window.session.set_threshold(0.5)
    open_named(window, "one class")
    assert fresh_window_differences(window, settings_file) == []


@pytest.mark.parametrize("ordering", ["best", "worst"])
def test_the_interval_stands_beside_its_own_auc(window, settings_file, ordering):
    open_named(window, "three models")
    window.session.set_ordering(ordering)
    settle(window)
    model = window.session.focused
    ci, _ = model.data.interval(0.95)
    average = model.curve.auc("average")
    row = window.models_panel.table.item(0, 2).text()
    assert row.startswith(f"{average:.3f} [{max(ci.low, 0):.3f}, {min(ci.high, 1):.3f}]")
    assert row.endswith(f"\n{ordering} {model.curve.auc(ordering):.3f}")
    assert fresh_window_differences(window, settings_file) == []


def test_models_of_rows_in_another_order_pair_by_id_as_the_command_line(window,
                                                                         settings_file):
    open_named(window, "model a")
    window.session.set_id_column("id")
    open_named(window, "model b (rows in another order)", add=True)
    settle(window)
    table = window.comparison_panel.table
    assert table.rowCount() == 1 and window.comparison_panel.cells[0]["pairing"] == "paired"
    assert [m.name for m in window.session.models] == ["model_a.csv:prob", "model_b.csv:prob"]
    window.session.set_id_column(None)
    settle(window)
    assert window.comparison_panel.cells[0]["pairing"] == "unpaired"
    assert "match rows by an id column" in window.comparison_panel.status.text()
    assert fresh_window_differences(window, settings_file) == []



@pytest.mark.parametrize("added", [None, "five clicks"])
@pytest.mark.parametrize("plots", ["roc", "pr"])
def test_a_plot_grown_from_side_by_side_places_its_labels_for_its_new_size(
        window, settings_file, plots, added):
    # Found with DejaVu Sans as the only font: the labels were placed on the view box's
    # resize, before the legend (anchored to its corner) had moved, and kept that place.
    # With a second model the legends were said below the plots, whose square frames
    # kept the height of side by side.
    if added:
        open_named(window, added, add=True)
    window.session.set_plots("both")
    settle(window)
    window.session.set_plots(plots)
    settle(window)
    assert fresh_window_differences(window, settings_file) == []


def test_a_plot_resized_while_its_legend_changes_fills_its_frame(settings_file):
    # Found by the random sequences: judging where the legends go ran inside a view's
    # resize and resized its frame again; the plot kept the nested call's size (336 of
    # 443 pixels) in the fresh window, so the two placed the PR baseline's label apart.
    machine = WindowMachine()
    WindowMachine.settings_file = settings_file
    machine.launch()
    try:
        machine.display(auc=False, band=False, grid=True, loss=False)
        machine.step_the_threshold(steps=-100)
        machine.open_file(name="0/1 predictions")
        machine.flip_the_positive_class()
        machine.show_plots(plots="both")
        machine.match_rows_by(column=None)
        machine.remove(which=4)
        machine.display(auc=False, band=True, grid=True, loss=False)
        machine.flip_the_positive_class()
        machine.add_model(name="0/1 predictions, more")
        machine.show_plots(plots="pr")
        machine.add_model(name="0/1 predictions, more")
        machine.reads_as_a_fresh_window()
        for view in (machine.window.roc_view, machine.window.pr_view):
            if view.isVisible():
                assert view.getPlotItem().geometry().width() == view.width()
    finally:
        machine.teardown()


def test_labels_keep_off_an_overlay_drawn_after_them(settings_file):
    # Found by the random sequences: the hull (computed off the UI thread) and the
    # partial AUC's edges came after the area labels were placed, which kept their
    # places across them; a fresh window, placing them last, said the AUC in the legend.
    machine = WindowMachine()
    WindowMachine.settings_file = settings_file
    machine.launch()
    try:
        machine.match_rows_by(column="id")
        machine.analyse(best="closest", focus="tpr", hull=True, partial=None, ratio=3.0)
        machine.match_rows_by(column=None)
        machine.analyse(best="cost", focus="fpr", hull=True, partial=(0.0, 0.2), ratio=3.0)
        machine.hide_or_show(which=2)
        machine.focus(which=3)
        machine.focus(which=1)
        machine.add_model(name="three models")
        machine.focus(which=0)
        machine.analyse(best="cost", focus="tpr", hull=True, partial=(0.1, 0.5), ratio=3.0)
        machine.focus(which=3)
        machine.analyse(best="closest", focus="fpr", hull=True, partial=(0.1, 0.5), ratio=0.5)
        machine.reads_as_a_fresh_window()
    finally:
        machine.teardown()

def test_an_added_model_leaves_the_area_labels_where_a_fresh_window_puts_them(settings_file):
    # Found by the random sequences: with two models hidden and the legend said below
    # the plots, adding three more models left the AUC label on the plot, where a
    # fresh window said it in the key.
    machine = WindowMachine()
    WindowMachine.settings_file = settings_file
    machine.launch()
    try:
        machine.display(auc=True, band=True, grid=True, loss=True)
        machine.hide_or_show(which=0)
        machine.hide_or_show(which=3)
        machine.match_rows_by(column=None)
        machine.move_the_threshold(exact=True, where=0.16664461130666333)
        machine.add_model(name="three models")
        machine.reads_as_a_fresh_window()
    finally:
        machine.teardown()

def test_a_group_drawn_then_another_file_reads_as_a_fresh_window(window, settings_file):
    window.loader.load(LoadRequest(sources=(ModelSource(str(EXAMPLES / "clicks_by_user.csv")),),
                                   group="user"))
    settle(window)
    window.session.set_stratum("u05")
    settle(window)
    assert window.strata_panel.isVisible()
    assert fresh_window_differences(window, settings_file) == []
    open_named(window, "three models")
    assert window.session.stratum is None
    assert fresh_window_differences(window, settings_file) == []


def test_folds_averaged_by_threshold_read_as_a_fresh_window(window, settings_file):
    window.loader.load(LoadRequest(sources=(ModelSource(str(EXAMPLES / "cv_folds.csv")),),
                                   scores=("score",), label="label", fold="fold"))
    settle(window)
    window.session.set_analysis(fold_average="threshold")
    window.session.set_ordering("worst")
    assert window.strata_panel.isVisible()
    assert fresh_window_differences(window, settings_file) == []
    open_named(window, "0/1 predictions")
    assert fresh_window_differences(window, settings_file) == []

# ---- random sequences -----------------------------------------------------------------


class WindowMachine(RuleBasedStateMachine):
    """A user doing anything in any order; after each step the window must read as a
    fresh one on the same state."""

    settings_file = None  # set by the test below

    @initialize()
    def launch(self):
        self.window = build_window(settings=self.settings_file)
        self.window.resize(1280, 860)
        self.window.show()
        settle(self.window)

    @property
    def session(self):
        return self.window.session

    @rule(name=st.sampled_from(sorted(FILES)))
    def open_file(self, name):
        open_named(self.window, name)

    @rule(name=st.sampled_from(sorted(FILES)))
    def add_model(self, name):
        open_named(self.window, name, add=True)

    @rule()
    def show_the_example(self):
        self.window.loader.show_example()

    @rule()
    def flip_the_positive_class(self):
        model = self.session.focused
        if model is None or model.data.selection.label is None:
            return
        sel = model.data.selection
        values = model.data.dataset.column(sel.label).distinct or ()
        others = [v for v in values if v != sel.positive]
        if others:
            self.window.loader.reload_with(Selection(score=sel.score, label=sel.label,
                                                     positive=others[0]))
            settle(self.window)

    @rule(ordering=st.sampled_from(list(TieOrdering)))
    def order_ties(self, ordering):
        self.session.set_ordering(ordering)

    @rule(where=st.floats(0, 1), exact=st.booleans())
    def move_the_threshold(self, where, exact):
        curve = self.session.curve
        if curve is None:
            return
        if exact:
            k = int(where * (len(curve.thresholds) - 1))
            self.session.set_threshold(curve.thresholds[k])
        else:
            low, high = float(curve.thresholds[-1]), float(curve.thresholds[min(1, len(
                curve.thresholds) - 1)])
            self.session.set_threshold(low - 0.1 + where * (high - low + 0.2))

    @rule(steps=st.sampled_from([-1, 1, -100, 100]))
    def step_the_threshold(self, steps):
        self.session.step_threshold(steps)

    @rule(which=st.integers(0, 5))
    def focus(self, which):
        models = self.session.models
        if models:
            self.session.focus(models[which % len(models)])

    @rule(which=st.integers(0, 5))
    def hide_or_show(self, which):
        models = self.session.models
        if len(models) > 1:
            model = models[which % len(models)]
            if model is not self.session.focused:
                self.session.set_visible(model, not model.visible)

    @rule(which=st.integers(0, 5))
    def remove(self, which):
        models = self.session.models
        if len(models) > 1:
            self.session.remove_model(models[which % len(models)])

    @rule(best=st.sampled_from([None, "youden", "closest", "cost"]),
          ratio=st.sampled_from([0.5, 1.0, 3.0]),
          partial=st.sampled_from([None, (0.0, 0.2), (0.1, 0.5)]),
          focus=st.sampled_from(["fpr", "tpr"]), hull=st.booleans())
    def analyse(self, best, ratio, partial, focus, hull):
        self.session.set_analysis(best=best, cost_ratio=ratio, partial_auc=partial,
                                  partial_auc_focus=focus, hull=hull)

    @rule(band=st.booleans(), grid=st.booleans(), auc=st.booleans(), loss=st.booleans())
    def display(self, band, grid, auc, loss):
        self.session.set_display(band=band, grid=grid, auc_area=auc, rank_loss_area=loss)

    @rule(where=st.one_of(st.none(), st.floats(0, 1)))
    def replay(self, where):
        curve = self.session.curve
        if where is None or curve is None:
            self.session.set_reveal(None)
        else:
            self.session.set_reveal(int(where * (len(curve.thresholds) - 1)))

    @rule(plots=st.sampled_from(["roc", "pr", "both"]))
    def show_plots(self, plots):
        self.session.set_plots(plots)

    @rule(column=st.sampled_from([None, "id"]))
    def match_rows_by(self, column):
        self.session.set_id_column(column)

    @rule(which=st.integers(0, 5))
    def highlight_a_pair(self, which):
        models = self.session.visible_models()
        if len(models) > 1:
            a = models[which % len(models)]
            b = models[(which + 1) % len(models)]
            self.session.set_highlighted((a, b) if a is not b else None)

    @invariant()
    def reads_as_a_fresh_window(self):
        if not hasattr(self, "window"):
            return
        found = fresh_window_differences(self.window, self.settings_file)
        assert not found, "\n".join(found)

    def teardown(self):
        if hasattr(self, "window"):
            self.window.close()
            discard(self.window)
            application().processEvents()


def test_random_sequences_read_as_a_fresh_window(settings_file):
    WindowMachine.settings_file = settings_file
    # No shrinking: each step builds a window (a third of a second), and a failing
    # sequence of a few steps reads well as it is.
    WindowMachine.TestCase.settings = settings(
        max_examples=RUNS, stateful_step_count=STEPS, deadline=None,
        phases=(Phase.explicit, Phase.reuse, Phase.generate),
        suppress_health_check=list(HealthCheck))
    WindowMachine.TestCase().runTest()


@pytest.mark.parametrize("panel", ["formulas_panel", "rank_table"])
def test_another_tab_ends_the_replay_and_brings_back_the_whole_curve(window, panel):
    # The replay's caption and its Stop button out of sight, the plot stayed in replay:
    # ℓ_rank's area and the AUC label hidden until Stop.
    window.show_panel(window.sweep_panel)
    settle(window)
    window.sweep_panel.go_to(2)
    settle(window)
    assert window.session.reveal is not None and not window.roc_view.auc_label.isVisible()
    window.show_panel(getattr(window, panel))
    settle(window)
    assert window.session.reveal is None
    assert window.roc_view.auc_label.isVisible() and window.roc_view.rank_loss_fill.isVisible()
