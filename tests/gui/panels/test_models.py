"""Several models in the window: the models list, the comparison table, focusing by a
click near a curve, adding a model from another file, and a model below chance."""

import math
from types import SimpleNamespace

import numpy as np
import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from core.readers.loading import load
from gui.base import style
from gui.base.application import application
from gui.model import Session
from gui.panels.comparison_panel import ComparisonPanel
from gui.panels.models_panel import ModelsPanel
from gui.views.roc_view import RocView
from tests.gui.mouse import widget_point

LEFT = QtCore.Qt.MouseButton.LeftButton


def three_models_csv(n=120, seed=5):
    """One file, three score columns of one set of samples: a paired trio."""
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.4
    good = y + rng.normal(0, 0.7, n)
    fair = y + rng.normal(0, 1.5, n)
    coarse = np.round(good * 2) / 2  # ties
    rows = "\n".join(f"{i},{int(a)},{g:.4f},{f:.4f},{c}" for i, (a, g, f, c)
                     in enumerate(zip(y, good, fair, coarse)))
    return ("id,label,good,fair,coarse\n" + rows + "\n").encode()


def models_of(text, columns, name="three.csv"):
    return [model_of(load(text, name=name, score=c, label="label"))
            for c in columns]


@pytest.fixture
def session():
    application()
    return Session()


def shown(qtbot, widget, size=(700, 500)):
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_models_panel_lists_models_and_writes_focus_and_visibility(qtbot, session):
    datas = models_of(three_models_csv(), ["good", "fair", "coarse"])
    models = session.replace_models(datas)
    panel = shown(qtbot, ModelsPanel(session))
    table = panel.table
    assert table.rowCount() == 3
    assert [table.item(r, 1).text() for r in range(3)] == ["▶ good", "fair", "coarse"]
    for r, model in enumerate(models):
        ci, _ = model.data.interval(0.95)
        assert table.item(r, 2).text() == (f"{model.curve.auc():.3f} [{max(ci.low, 0):.3f},"
                                           f" {min(ci.high, 1):.3f}]")
        assert table.item(r, 3).text() == f"{model.curve.n_positive:,}"
    # Clicking a row focuses its model ...
    rect = table.visualItemRect(table.item(1, 1))
    qtbot.mouseClick(table.viewport(), LEFT, pos=rect.center())
    assert session.focused is models[1]
    assert table.item(1, 1).text() == "▶ fair"
    # ... and focusing from elsewhere selects the row.
    session.focus(models[2])
    assert [i.row() for i in table.selectionModel().selectedRows()] == [2]
    # The tick hides and shows a model; hiding the focused one hands the focus on.
    table.item(0, 0).setCheckState(QtCore.Qt.CheckState.Unchecked)
    assert not models[0].visible
    table.item(2, 0).setCheckState(QtCore.Qt.CheckState.Unchecked)
    assert not models[2].visible and session.focused is models[1]
    session.set_visible(models[0], True)
    assert table.item(0, 0).checkState() == QtCore.Qt.CheckState.Checked


def test_comparison_table_is_delong_and_a_row_highlights_two_curves(qtbot, session):
    from core.engine.compare import compare_paired

    text = three_models_csv()
    datas = models_of(text, ["good", "fair"])
    a, b = session.replace_models(datas)
    panel = shown(qtbot, ComparisonPanel(session))
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1, timeout=5000)
    expected = compare_paired(a.data.data.scores, b.data.data.scores, a.data.data.labels)
    cells = panel.cells[0]
    assert (cells["a"], cells["b"], cells["difference"]) == (
        "good", "fair", f"{expected.difference:+.4f}")
    assert cells["z"] == f"z {expected.z:.4g}" and cells["pairing"] == "paired"
    assert panel.table.item(0, 0).text() == "good vs fair\npaired"
    panel.table.selectRow(0)
    assert session.highlighted == (a, b)
    session.set_highlighted(None)
    assert panel.table.selectionModel().selectedRows() == []

    # A model of other samples is compared unpaired (pROC's D), and the table follows.
    other = model_of(embedded_example())
    c = session.add_model(other, focus=False)
    qtbot.waitUntil(lambda: panel.table.rowCount() == 3, timeout=5000)
    row = [r for r in range(3) if panel.cells[r]["b"] == c.name][0]
    assert panel.cells[row]["pairing"] == "unpaired"
    assert panel.cells[row]["z"].startswith("D ")


def test_a_pair_without_a_defined_test_says_why(qtbot, session):
    one_positive = model_of(load(b"s,y\n0.9,1\n0.5,0\n0.4,0\n0.1,0\n", name="one.csv"))
    session.replace_models([model_of(embedded_example()), one_positive])
    panel = shown(qtbot, ComparisonPanel(session))
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1, timeout=5000)
    assert panel.cells[0]["pairing"] == "undefined"
    assert "one" in panel.table.item(0, 0).toolTip().lower()
    assert "nan" not in " ".join(panel.table.item(0, c).text() for c in range(3)).lower()


def test_clicking_near_another_curve_focuses_it(qtbot, session):
    datas = models_of(three_models_csv(), ["good", "fair"])
    good, fair = session.replace_models(datas)
    view = shown(qtbot, RocView(session), (600, 600))
    line = fair.curve.polyline("average")
    k = len(line.x) // 2
    near = widget_point(view, line.x[k], line.y[k])
    assert view.model_near(QtCore.QPointF(line.x[k], line.y[k])) is fair
    qtbot.mouseClick(view.viewport(), LEFT, pos=near.toPoint())
    assert session.focused is fair
    # Far from any curve: nothing changes.
    qtbot.mouseClick(view.viewport(), LEFT, pos=widget_point(view, 0.98, 0.02).toPoint())
    assert session.focused is fair


def test_add_model_joins_the_session_and_is_paired_when_samples_match(qtbot, make_window,
                                                                      tmp_path):
    path = tmp_path / "three.csv"
    path.write_bytes(three_models_csv())
    window = make_window(file=str(path), score="good", label="label")
    assert [m.name for m in window.session.models] == ["good"]
    window.loader.open_file(str(path), window_hints(score="fair", label="label"), add=True)
    qtbot.waitUntil(lambda: len(window.session.models) == 2, timeout=10_000)
    assert [m.name for m in window.session.models] == ["good", "fair"]
    assert window.models_dock.isVisible() and window.comparison_dock.isVisible()
    table = window.comparison_panel.table
    qtbot.waitUntil(lambda: table.rowCount() == 1, timeout=5000)
    assert window.comparison_panel.cells[0]["pairing"] == "paired"  # the same samples


def test_several_score_columns_from_the_command_line(qtbot, make_window, tmp_path):
    path = tmp_path / "three.csv"
    path.write_bytes(three_models_csv())
    window = make_window(file=str(path), score="good,fair,coarse", label="label")
    assert [m.name for m in window.session.models] == ["good", "fair", "coarse"]
    assert window.session.focused.name == "good"
    assert set(window.roc_view.model_layers) == set(window.session.models[1:])


def test_below_chance_is_said_plainly_and_one_click_flips_the_class(qtbot, make_window,
                                                                    tmp_path):
    path = tmp_path / "benign.csv"
    rng = np.random.default_rng(2)
    malignant = rng.random(80) < 0.5
    p_benign = np.clip(1 - malignant * 0.6 - rng.random(80) * 0.4, 0, 1)
    path.write_text("p_benign,diagnosis\n" + "\n".join(
        f"{p:.3f},{'malignant' if m else 'benign'}" for p, m in zip(p_benign, malignant)))
    window = make_window(file=str(path), score="p_benign", label="diagnosis",
                         positive="malignant")
    panel = window.numbers_panel
    auc = window.session.curve.auc()
    assert auc < 0.5
    assert panel.direction_label.isVisible() and "below 0.5" in panel.text()
    assert "Nothing was flipped" in panel.text()
    assert panel.flip_button.text() == "Count 'benign' as positive"
    qtbot.mouseClick(panel.flip_button, LEFT)
    qtbot.waitUntil(lambda: window.session.data.selection.positive == "benign", timeout=10_000)
    assert math.isclose(window.session.curve.auc(), 1 - auc, rel_tol=0, abs_tol=1e-15)
    assert not panel.direction_label.isVisible()
    assert len(window.session.models) == 1


def window_hints(score=None, **kw):
    from core.app.request import LoadRequest

    return LoadRequest(scores=(score,) if score else (), **kw)


def test_several_files_open_one_after_the_other_without_the_example_first(
        qtbot, make_window, tmp_path, monkeypatch):
    from core.readers import examples

    built = []
    real = examples.embedded_example
    monkeypatch.setattr("gui.window.load_controller.embedded_example",
                        lambda: built.append(1) or real())
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    a.write_bytes(three_models_csv(seed=1))
    b.write_bytes(three_models_csv(seed=2))
    window = make_window(file=str(a), files=[str(a), str(b)], scores=["good"],
                         score="good", label="label")
    qtbot.waitUntil(lambda: len(window.session.models) == 2, timeout=10_000)
    assert [m.data.source for m in window.session.models] == [str(a), str(b)]
    assert built == []  # the example was never built behind the files
    assert window.session.focused.data.source == str(a)


def test_standard_input_opens_in_the_window(qtbot, make_window, monkeypatch):
    import io
    import sys

    class Stdin:
        buffer = io.BytesIO(b"score,label\n0.9,1\n0.4,0\n0.6,1\n0.2,0\n")

    monkeypatch.setattr(sys, "stdin", Stdin())
    window = make_window(file="-", files=["-"])
    assert window.session.data.dataset.short_name == "standard input"
    assert window.session.curve.auc() == 1.0


def test_a_narrow_models_list_puts_the_interval_under_the_auc_and_keeps_the_header(qtbot,
                                                                                   session):
    session.replace_models(models_of(three_models_csv(), ["good", "fair", "coarse"]))
    panel = shown(qtbot, ModelsPanel(session), size=(700, 300))
    table, header = panel.table, panel.table.horizontalHeader()
    assert all("\n" not in table.item(r, 2).text() for r in range(3))
    panel.resize(250, 300)
    qtbot.waitUntil(lambda: "\n[" in table.item(0, 2).text())
    assert all(table.item(r, 2).text().count("\n") == 1 for r in range(3))
    assert header.sectionSize(1) >= header.sectionSizeHint(1)  # "Model" whole
    panel.resize(700, 300)  # and back, when there is room again
    qtbot.waitUntil(lambda: "\n" not in table.item(0, 2).text())


def almost_perfect_csv(positives=400, negatives=357):
    """One negative scored above the lowest of the positives and no other pair out of
    order: AUC = 1 - 1/(400 · 357) = 0.999993; the second column is a coin toss."""
    rows = [(1, 10.0 + i, i % 2) for i in range(positives)]
    rows += [(0, float(-i), i % 2) for i in range(negatives - 1)] + [(0, 10.5, 0)]
    return ("label,near,coin\n" + "\n".join(f"{y},{s},{c}" for y, s, c in rows) + "\n").encode()


def test_an_auc_just_under_one_never_reads_as_one_and_the_column_shares_decimals(qtbot,
                                                                                 session):
    models = session.replace_models(models_of(almost_perfect_csv(), ["near", "coin"]))
    assert models[0].curve.auc() == pytest.approx(1 - 1 / (400 * 357))
    panel = shown(qtbot, ModelsPanel(session))
    texts = [panel.table.item(r, 2).text() for r in range(2)]
    numbers = [n for text in texts for n in text.replace("[", " ").replace("]", " ")
               .replace(",", " ").split()]
    assert len(numbers) == 6
    assert len({len(n.partition(".")[2]) for n in numbers}) == 1, texts  # one column, one width
    near, low, high = (float(n) for n in numbers[:3])
    assert near < 1 and low < near  # not "1.000 [1.000, 1.000]"
    decimals = len(numbers[0].partition(".")[2])
    assert near == pytest.approx(models[0].curve.auc(), abs=0.5001 * 10.0 ** -decimals)
    ci, _ = models[0].data.interval(0.95)
    assert (high == 1) == (min(ci.high, 1) == 1)


def test_a_difference_that_is_not_zero_never_reads_as_zero():
    """Two AUCs 0.00003 apart were "+0.0000 [-0.0000, +0.0001]"."""
    from gui.panels.comparison_panel import _cells

    application()
    result = SimpleNamespace(paired=True, p=0.2, z=1.3, difference=0.00003,
                             ci=SimpleNamespace(low=-0.00002, high=0.00008))
    name = SimpleNamespace(name="m")
    cells = _cells(name, name, SimpleNamespace(result=result), None)
    assert cells["difference"] == "+0.00003"
    assert cells["ci"] == "[-0.00002, +0.00008]"


def test_a_row_whose_interval_needs_more_decimals_gives_them_to_the_column(qtbot, session,
                                                                            monkeypatch):
    """An interval's end of 0.99996 needs five decimals; the other rows get them too."""
    datas = models_of(three_models_csv(), ["good", "fair"])
    near_one = datas[0]
    interval = type(near_one).interval

    def wide(self, *args):
        ci, problem = interval(self, *args)
        return (SimpleNamespace(low=ci.low, high=0.99996), problem) if self is near_one \
            else (ci, problem)

    monkeypatch.setattr(type(near_one), "interval", wide)
    session.replace_models(datas)
    panel = shown(qtbot, ModelsPanel(session))
    texts = [panel.table.item(r, 2).text() for r in range(2)]
    assert texts[0].endswith(", 0.99996]")
    numbers = [n for text in texts for n in text.replace("[", " ").replace("]", " ")
               .replace(",", " ").split()]
    assert {len(n.partition(".")[2]) for n in numbers} == {5}, texts


def test_a_name_too_long_for_its_column_keeps_its_start_and_says_itself_in_full(qtbot, session):
    # "bc_l…prob" and "▶ bc_… rob" were cut in the middle, where names like these differ.
    text = three_models_csv().replace(b"good,fair,coarse", b"logreg_prob,forest_prob,bayes_prob")
    session.replace_models(models_of(text, ["logreg_prob", "forest_prob", "bayes_prob"]))
    panel = shown(qtbot, ModelsPanel(session), size=(330, 300))
    table = panel.table
    for row, name in enumerate(["logreg_prob", "forest_prob", "bayes_prob"]):
        item = table.item(row, 1)
        assert item.toolTip().splitlines()[0] == name
        shown_text = table.fontMetrics().elidedText(
            item.text(), table.textElideMode(), table.columnWidth(1) - 28)  # less the swatch
        assert shown_text != item.text()  # the column is too narrow for it
        assert shown_text.lstrip("▶ ")[:2] == name[:2], shown_text


def test_the_comparison_table_follows_the_tests_asked_for(qtbot, session):
    """--alternative greater --unpaired (or the keywords) hold in the window: the p-value
    the report gives for the same models."""
    from core.engine.compare import compare_unpaired

    a, b = session.replace_models(models_of(three_models_csv(), ["good", "fair"]))
    session.set_analysis(alternative="greater", unpaired=True)
    panel = shown(qtbot, ComparisonPanel(session))
    expected = compare_unpaired(a.curve, b.curve, alternative="greater")
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1
                    and panel.cells[0]["pairing"] == "unpaired", timeout=5000)
    assert panel.cells[0]["z"] == "D " + style.format_number(expected.z, 4)
    assert panel.cells[0]["p"] == style.format_number(expected.p, 4)
