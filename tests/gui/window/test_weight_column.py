"""The column chooser's weight column: chosen there, the window shows the numbers
``rocscope.report(..., weights=...)`` gives (and so the command line's ``--weight``); a
window started with ``--weight`` shows them too."""

from __future__ import annotations

import numpy as np
import pytest

from core.app.api import report
from core.app.request import LoadRequest


@pytest.fixture
def weighted_file(tmp_path):
    rng = np.random.default_rng(3)
    n = 200
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.8, 1.0), 1)  # ties
    w = np.round(rng.exponential(size=n), 2)
    rows = ["score,label,w"] + [f"{a!r},{b},{c!r}" for a, b, c in
                                zip(s.tolist(), y.tolist(), w.tolist())]
    path = tmp_path / "weighted.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(path)


def test_the_weight_column_chosen_gives_the_weighted_auc(qtbot, window, weighted_file):
    window.open_file(weighted_file, LoadRequest(choose=True))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    dialog = window.loader.column_chooser
    assert dialog.weight.currentData() is None  # each row counts once unless chosen
    dialog.score.setCurrentText("score")
    dialog.label.setCurrentText("label")
    dialog.weight.setCurrentIndex(dialog.weight.findData("w"))
    assert dialog.problem() is None
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    expected = report(weighted_file, score="score", label="label", weights="w").model
    curve = window.session.curve
    assert curve.weighted
    assert curve.aucs == expected.aucs
    assert np.array_equal(curve.tp, expected.curve.tp)


def test_a_column_cannot_be_the_weight_and_the_score(qtbot, window, weighted_file):
    window.open_file(weighted_file, LoadRequest(choose=True))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    dialog = window.loader.column_chooser
    dialog.score.setCurrentText("score")
    dialog.weight.setCurrentIndex(dialog.weight.findData("score"))
    assert "weight" in dialog.problem()
    assert not dialog.ok_button.isEnabled()
    dialog.reject()


def test_a_window_started_with_weight_shows_the_weighted_numbers(qtbot, make_window,
                                                                  weighted_file):
    window = make_window(file=weighted_file, weight="w", threshold=0.3)
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    expected = report(weighted_file, weights="w", threshold=0.3).model
    assert window.session.curve.aucs == expected.aucs
    assert window.session.curve.operating_point(0.3) == expected.operating_point
    text = window.numbers_panel.text()
    assert "weights w" in text or "weights <b>w</b>" in text
    expected_n = expected.n_positive
    assert f"{expected_n:,.6g}" in text  # a weight sum to 6 digits, not every float digit
    assert f"{expected_n!r}" not in text or f"{expected_n!r}" == f"{expected_n:,.6g}"


def test_weighted_classes_show_one_vs_rest_and_no_one_vs_one(qtbot, make_window, tmp_path):
    rng = np.random.default_rng(6)
    n = 120
    y = np.arange(n) % 3
    p = np.round(rng.dirichlet([1, 1, 1], n) + 0.3 * np.eye(3)[y], 2)
    w = np.round(rng.exponential(size=n), 2)
    rows = ["label,a,b,c,w"] + [f"{'abc'[c]},{q[0]!r},{q[1]!r},{q[2]!r},{v!r}"
                                for c, q, v in zip(y.tolist(), p.tolist(), w.tolist())]
    path = tmp_path / "classes.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    window = make_window(file=str(path), multiclass=True, weight="w")
    qtbot.waitUntil(lambda: window.strata_panel.isVisible(), timeout=10_000)
    expected = report(str(path), multiclass=True, weights="w").classes.averages
    summary = window.strata_panel.summary.text()
    assert f"{expected.macro_ovr:.4f}" in summary
    assert "one-vs-one (Hand &amp; Till): macro <b>—</b>" in summary


def test_tables_of_samples_say_why_they_are_not_shown_for_weighted_rows(qtbot, make_window,
                                                                        tmp_path):
    path = tmp_path / "small.csv"
    path.write_text("score,label,w\n0.9,1,0.5\n0.8,0,1\n0.8,1,1\n0.4,0,2\n0.3,1,1.5\n"
                    "0.1,0,1\n", encoding="utf-8")
    window = make_window(file=str(path), weight="w")
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    window.show_panel(window.rank_table)
    qtbot.waitUntil(lambda: "case weights" in window.rank_table.status.text(), timeout=5000)
    assert window.rank_table.result is None
    window.show_panel(window.accumulation_table)
    qtbot.waitUntil(lambda: "case weights" in window.accumulation_table.status.text(),
                    timeout=5000)
    assert window.accumulation_table.result is None
    # The plots and the other panels survive being shown.
    for plots in ("pr", "both", "roc"):
        window.session.set_plots(plots)
    assert window.session.curve.aucs.average == pytest.approx(0.5833333333333333, abs=1e-12)
    # What fractional weights refuse (hull, partial AUC) is said, not raised.
    window.session.set_analysis(hull=True, best="youden", partial_auc=(0.0, 0.2), ci="delong")
    window.session.set_ordering("best")
    window.sweep_panel.step_forward()
    assert window.session.curve.weighted
    qtbot.waitUntil(lambda: "whole numbers of samples" in window.sweep_panel.caption.text(),
                    timeout=5000)


def test_fractional_weights_with_groups_show_the_strata(qtbot, make_window, tmp_path):
    from sklearn.metrics import roc_auc_score

    rng = np.random.default_rng(8)
    n = 240
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.8, 1.0), 1)
    w = np.round(rng.exponential(size=n), 3)
    user = np.arange(n) % 5
    rows = ["score,label,w,user"] + [f"{a!r},{b},{c!r},u{d}" for a, b, c, d in
                                     zip(s.tolist(), y.tolist(), w.tolist(), user.tolist())]
    path = tmp_path / "groups.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    window = make_window(file=str(path), weight="w", group="user")
    qtbot.waitUntil(lambda: window.strata_panel.isVisible(), timeout=10_000)
    expected = report(str(path), weights="w", group="user").to_dict()["groups"]
    summary = window.strata_panel.summary.text()
    assert f"{expected['weighted_auc']:.4f}" in summary
    # A group weighs its weight sum, and the panel says so rather than "its rows".
    assert "weighted by case weights (GAUC)" in summary and "by rows" not in summary
    assert window.strata_panel.weighted.text() == "Weigh each group by its weight sum"
    model = window.strata_panel.table.model()
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == [
        f"u{g}" for g in range(5)]
    for r, row in enumerate(expected["table"]):
        g = int(row["group"][1:])
        assert row["auc"] == pytest.approx(roc_auc_score(
            y[user == g], s[user == g], sample_weight=w[user == g]), abs=1e-12)
        # A weight sum to 6 digits, as the numbers panel writes it, never cut to an integer.
        assert model.data(model.index(r, 2)) == f"{row['n_positive']:,.6g}"


def test_the_partial_auc_of_fractional_weights_is_the_reports(qtbot, make_window,
                                                              weighted_file):
    window = make_window(file=weighted_file, weight="w", partial_auc=(0.0, 0.3))
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    expected = report(weighted_file, weights="w", partial_auc=(0.0, 0.3)).model.partial_auc
    panel = window.analysis_panel
    window.show_panel(panel)
    qtbot.waitUntil(lambda: f"{expected.area:.6g}" in panel.partial_text.text(), timeout=5000)
    assert f"{expected.standardized:.6g}" in panel.partial_text.text()


def test_the_band_of_fractional_weights_is_the_reports(qtbot, make_window, weighted_file):
    from gui.views.overlays.se_band import SeBandOverlay
    from tests.gui.teaching_views import xy

    window = make_window(file=weighted_file, weight="w")
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    layer, = [o for o in window.roc_view.overlays if isinstance(o, SeBandOverlay)]
    window.session.set_analysis(band=True, seed=11, bootstraps=300)
    qtbot.waitUntil(lambda: layer.band is not None, timeout=60_000)
    expected = report(weighted_file, weights="w", band=True, seed=11,
                      bootstraps=300).model.confidence_band
    _x, high = xy(layer.upper)
    _x, low = xy(layer.lower)
    assert high.tolist() == expected.high.tolist() and low.tolist() == expected.low.tolist()


def test_the_sensitivity_at_a_specificity_of_fractional_weights_is_the_reports(
        qtbot, make_window, weighted_file):
    from gui.base import style

    window = make_window(file=weighted_file, weight="w", ci="bootstrap", bootstraps=200)
    qtbot.waitUntil(lambda: not window.loader.loading
                    and window.session.data.selection.weight == "w", timeout=10_000)
    panel = window.confusion_panel
    window.show_panel(panel)
    panel.specificity_box.setValue(0.8)
    expected = report(weighted_file, weights="w", at_specificity=0.8, ci="bootstrap",
                      bootstraps=200, seed=0).model.coordinates[0]
    se = style.format_number(expected.tpr, 4)
    low = style.format_number(expected.intervals.tpr.low, 4)
    qtbot.waitUntil(lambda: f"sensitivity {se} [{low}," in panel.at_specificity.text(),
                    timeout=20_000)
    # At the threshold the readout follows, binomial intervals count samples: the values
    # are shown without them, and the note says why and where the bootstrap is.
    qtbot.waitUntil(lambda: not panel.busy, timeout=20_000)
    assert "fractional case weights" in panel.interval_note.text()
    assert all(label.text() == "" for label in panel.intervals.values())
    t = window.session.operating_point.vertex_threshold
    at = report(weighted_file, weights="w", threshold=t).model.coordinates[0]
    for key in ("npv", "lr_positive", "lr_negative", "distance"):
        assert panel.metrics[key].text() == style.format_number(getattr(at, key), 6), key
    # Weight sums in the matrix: six significant digits, not a float's seventeen.
    point = window.session.operating_point
    assert panel.cells["tp"].text() == f"{point.tp:,.6g}" != f"{point.tp:,}"


def test_a_tie_block_of_fractional_weights_is_told_by_its_weight_sums(
        qtbot, make_window, weighted_file):
    from core.engine.results import SegmentType
    from core.numbers_text import count_text

    window = make_window(file=weighted_file, weight="w")
    panel = window.confusion_panel
    curve = window.session.curve
    k = next(k for k in range(1, len(curve.thresholds))
             if curve.segments[k - 1] == SegmentType.MIXED
             and curve.block_positives[k - 1] % 1 and curve.block_negatives[k - 1] % 1)
    window.session.set_threshold(float(curve.thresholds[k]))
    p, n = count_text(float(curve.block_positives[k - 1])), count_text(
        float(curve.block_negatives[k - 1]))
    qtbot.waitUntil(lambda: "tie block" in panel.tie_note.text(), timeout=10_000)
    assert f"positives (weight {p})" in panel.tie_note.text()
    assert f"negatives (weight {n})" in panel.tie_note.text()
