"""Where the plots' texts go: a function of the window's size and session, never of the
way the window came to that size; every text whole, inside its plot, on no other text
and off the legend. Geometry is read from the real items."""

from __future__ import annotations

import itertools

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6 import QtCore

from gui.base.application import application
from gui.base.paths import EXAMPLES
from gui.window.app import build_window
from tests.gui.conftest import options as request_of
from tests.gui.window.test_integrity import settle

EIGHT = {"file": str(EXAMPLES / "eight_samples.csv")}


def models_file(folder, count: int) -> dict:
    """``count`` models of one sample set, with long names (the breast-cancer example's
    shape: full-length float scores)."""
    rng = np.random.default_rng(3)
    n = 569
    y = (rng.random(n) < 0.37).astype(int)
    names = ["logreg_prob", "forest_prob", "bayes_prob", "tree_prob", "svm_prob",
             "knn_prob", "boost_prob", "mlp_prob", "ridge_prob", "stump_prob"][:count]
    columns = {name: 1 / (1 + np.exp(-(y * (2.5 - 0.2 * k) + rng.normal(size=n))))
               for k, name in enumerate(names)}
    path = folder / f"models_{count}.csv"
    with open(path, "w") as out:
        out.write("label," + ",".join(columns) + "\n")
        for i in range(n):
            out.write(f"{y[i]}," + ",".join(str(c[i]) for c in columns.values()) + "\n")
    return {"file": str(path), "score": ",".join(columns)}


@pytest.fixture(scope="module")
def four_models(tmp_path_factory):
    return models_file(tmp_path_factory.mktemp("four"), 4)


@pytest.fixture(scope="module")
def ten_models(tmp_path_factory):
    return models_file(tmp_path_factory.mktemp("ten"), 10)


@pytest.fixture
def shown(qtbot, settings):
    """A window opened at ``size`` (not resized to it) in the state asked for."""
    application()

    def make(size, options, plots="roc", ordering="average", band=False, replay=False,
             **analysis):
        window = build_window(request_of(**options), settings)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        settle(window)  # loaded first: then changed as a person would
        window.session.set_plots(plots)
        window.session.set_ordering(ordering)
        window.session.set_display(band=band)
        if analysis:
            window.session.set_analysis(**analysis)
        if replay:  # halfway through the sweep replay
            window.show_panel(window.sweep_panel)
            settle(window)
            window.sweep_panel.go_to(len(window.sweep_panel.steps) // 2)
        settle(window)
        return window

    yield make


def texts(view) -> dict:
    """Each visible text item on ``view``: its words and where it sits (view pixels)."""
    out = {}
    for item in view.scene().items():
        if isinstance(item, pg.TextItem) and item.isVisible() and item.textItem.toPlainText():
            item.updateTransform(force=True)  # as its next paint will (anchors, zooms)
            # Less a pixel each side: boxes that only touch round to a shared pixel.
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            out[item.textItem.toPlainText()] = rect.adjusted(1, 1, -1, -1)
    return out


def visible_rect(widget) -> QtCore.QRect:
    """The part of ``widget`` its parents leave in view (a frame smaller than its plot
    cuts it), in the widget's pixels."""
    rect = widget.rect()
    parent = widget.parentWidget()
    while parent is not None:
        rect = rect.intersected(QtCore.QRect(widget.mapFrom(parent, QtCore.QPoint(0, 0)),
                                             parent.size()))
        parent = parent.parentWidget()
    return rect


def legend_rect(view):
    legend = view.legend
    if not legend.isVisible() or not legend.items:
        return None
    return view.mapFromScene(legend.sceneBoundingRect()).boundingRect()


def layout(window) -> dict:
    """What decides where things are: the plots' sizes, each legend's place, each text's."""
    views = {"roc": window.roc_view, "pr": window.pr_view, "det": window.det_view}
    return {key: (view.size().toTuple(), view.legend_outside,
                  {t: r.getRect() for t, r in texts(view).items()})
            for key, view in views.items() if view.isVisible()}


def problems(window) -> list[str]:
    found = []
    for view in (window.roc_view, window.pr_view, window.det_view, window.score_view):
        if not view.isVisible():
            continue
        whole = visible_rect(view)
        shown = texts(view)
        # The axes' names, whole along their axes (a long one was cut at both ends).
        for axis in view.getPlotItem().axes.values():
            item = axis["item"]
            if item.isVisible() and item.label.isVisible() and item.labelText:
                words = item.label.boundingRect().width() - 2 * item.label.document().documentMargin()
                along = item.width() if item.orientation in ("bottom", "top") else item.height()
                if words > along:
                    found.append(f"{type(view).__name__}: axis name {item.labelText!r}"
                                 f" ({words:.0f} px) longer than its axis ({along:.0f} px)")
        legend = legend_rect(view) if hasattr(view, "legend") else None
        for text, rect in shown.items():
            if not whole.contains(rect):
                found.append(f"{type(view).__name__}: {text!r} {rect.getRect()} outside {whole.getRect()}")
            if legend is not None and rect.intersects(legend):
                found.append(f"{type(view).__name__}: {text!r} on the legend")
        for (a, ra), (b, rb) in itertools.combinations(shown.items(), 2):
            if ra.intersects(rb):
                found.append(f"{type(view).__name__}: {a!r} on {b!r}")
    return found


SAMPLE = [  # the quick tier
    ((1280, 860), "eight", "roc", "worst", True, {}),
    ((1280, 860), "four", "both", "average", False, {}),
    ((800, 600), "eight", "roc", "average", False, {"best": "youden"}),
]
FACTORS = {
    "size": [(1280, 860), (800, 600)],
    "data": ["eight", "four", "ten", "groups"],
    "plots": ["roc", "pr", "both", "det"],
    "ordering": ["average", "worst"],
    "band": [False, True],
    "analysis": [{}, {"best": "youden"}, {"partial_auc": (0.0, 0.2)}, {"hull": True}],
    "lang": ["en", "zh"],
    "replay": [False, True],
}


def pairwise(factors: dict) -> list[dict]:
    """Cases covering every pair of two factors' values at least once (greedy: each
    case starts from a pair not yet covered, then takes, factor by factor, the value
    that covers most pairs not yet covered)."""
    names = list(factors)

    def pair(a, va, b, vb):
        return ((a, va), (b, vb)) if names.index(a) < names.index(b) else ((b, vb), (a, va))

    wanted = {pair(a, va, b, vb) for i, a in enumerate(names) for b in names[i + 1:]
              for va in range(len(factors[a])) for vb in range(len(factors[b]))}
    cases = []
    while wanted:
        (a, va), (b, vb) = min(wanted)
        case = {a: va, b: vb}
        for name in names:
            if name not in case:
                case[name] = max(range(len(factors[name])), key=lambda v, n=name: sum(
                    pair(n, v, other, case[other]) in wanted for other in case))
        wanted -= {pair(x, case[x], y, case[y]) for i, x in enumerate(names)
                   for y in names[i + 1:]}
        cases.append({name: factors[name][case[name]] for name in names})
    return cases


COVERING = pairwise(FACTORS)
GROUPS = {"file": str(EXAMPLES / "clicks_by_user.csv"), "group": "user"}


@pytest.fixture
def models(four_models, ten_models):
    return {"four": four_models, "ten": ten_models}


def _check(shown, models, size, data, plots, ordering, band, analysis, lang="en",
           replay=False):
    options = {"eight": EIGHT, "groups": GROUPS}.get(data) or models[data]
    window = shown(size, {**options, "lang": lang}, plots, ordering, band, replay, **analysis)
    if data == "groups":  # a group drawn beside the whole curve, named in the legend
        window.session.set_stratum("u05")
        settle(window)
    assert problems(window) == []
    fresh = layout(window)
    window.resize(700, 500)
    settle(window)
    window.resize(*size)
    settle(window)
    assert layout(window) == fresh


@pytest.mark.parametrize("case", SAMPLE)
def test_every_text_is_whole_and_alone(shown, models, case):
    _check(shown, models, *case)


@pytest.mark.slow
@pytest.mark.parametrize("case", COVERING)
def test_every_text_is_whole_and_alone_over_a_covering_set(shown, models, case):
    _check(shown, models, **case)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_area_labels_keep_off_the_tie_words_and_the_operating_point(shown, lang):
    # Worst ordering with the tie band: "ℓrank(l2) = …" was printed over "tied: in ℓ_rank"
    # (the view heard the ordering before the pair grid had written its words), and on
    # a small plot the operating point's label over "AUC = …".
    window = shown((1280, 860), {**EIGHT, "lang": lang}, ordering="worst", band=True)
    for size in [(800, 600), (800, 700), (800, 860), (1000, 860), (1200, 1000)]:
        window.resize(*size)
        settle(window)
        assert any(text.startswith(("tied", "并列")) for text in texts(window.roc_view)), size
        assert problems(window) == [], size


@pytest.mark.parametrize(("side", "spacing"), [(120, 0.5), (400, 0.2)])
def test_tick_labels_across_a_narrow_plot_keep_apart(qtbot, side, spacing):
    # 0.2 apart on a 120-px axis wrote "0.20.40.60.81.0" as one run of digits.
    from gui.views.rate_axis import RateAxis

    application()
    axis = RateAxis("bottom")
    assert axis.tickSpacing(-0.02, 1.02, side)[0][0] == pytest.approx(spacing)
    assert RateAxis("left").tickSpacing(-0.02, 1.02, 120)[0][0] == pytest.approx(0.2)


def test_axis_names_shorten_to_fit_a_small_plot(shown, four_models):
    from PySide6 import QtGui

    window = shown((1280, 860), four_models, plots="roc")
    axis = window.roc_view.getPlotItem().getAxis("left")
    assert axis.labelText == "True positive rate (TPR)"
    window.resize(800, 600)
    window.session.set_plots("both")
    settle(window)
    # Less than "True positive rate (TPR)" needs: a shorter form, whole along the axis.
    assert window.roc_view.height() < 200
    assert axis.labelText in ("True positive rate", "TPR")
    width = QtGui.QFontMetricsF(axis.label.font()).horizontalAdvance(axis.labelText)
    assert width <= window.roc_view.view_box.height()
    window.session.set_plots("roc")
    window.resize(1280, 860)
    settle(window)
    assert axis.labelText == "True positive rate (TPR)"


def test_a_key_longer_than_the_plots_scrolls_instead_of_being_cut(shown, four_models):
    window = shown((800, 600), four_models, plots="both", best="youden")
    area = window.plots_area
    assert area.key_box.isVisible()
    box = area.key_box
    inner = area.key.heightForWidth(box.viewport().width())
    assert box.height() < inner  # longer than the room beside the plots
    bar = box.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() >= inner - box.viewport().height() - 2
    assert window.height() == 600  # the key never makes the window taller


TWICE = r"""
import json, sys
from PySide6 import QtCore
from gui.base.application import application
from gui.window.app import build_window
from tests.gui.conftest import options
from tests.gui.views.test_text_placement import EIGHT, problems
from tests.gui.window.test_integrity import settle

application()
found = []
for plots, data in (("roc", EIGHT), ("both", json.loads(sys.argv[1]))):
    settings = QtCore.QSettings(sys.argv[2], QtCore.QSettings.Format.IniFormat)
    window = build_window(options(**data), settings)
    window.resize(1280, 860)
    window.show()
    settle(window)
    window.session.set_plots(plots)
    window.session.set_ordering("worst")
    window.session.set_display(band=True)
    window.session.set_analysis(best="youden")
    settle(window)
    found += problems(window)
    window.close()
print(json.dumps(found))
"""


@pytest.mark.slow
def test_every_text_is_whole_and_alone_at_twice_the_scale(four_models, tmp_path):
    # A screen at 2x (QT_SCALE_FACTOR=2 must be set before Qt starts: a process of its own).
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(root)}
    run = subprocess.run([sys.executable, "-c", TWICE, json.dumps(four_models),
                          str(tmp_path / "settings.ini")],
                         cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == []


def cut_labels(window) -> list[str]:
    """Labels on screen that their parents cut across (a panel wider than its dock),
    unless a scroll area around them scrolls sideways."""
    from PySide6 import QtWidgets

    found = []
    left_of_window = window.mapToGlobal(QtCore.QPoint(0, 0)).x()
    for label in window.findChildren(QtWidgets.QLabel):
        if not label.isVisible() or not label.text():
            continue
        left = label.mapToGlobal(QtCore.QPoint(0, 0)).x()
        right = left + label.width()
        if right <= left_of_window or label.visibleRegion().isEmpty():
            continue  # a page not on screen (a tab behind another)
        if not label.wordWrap() and label.width() < label.sizeHint().width() - 1:
            found.append(f"{label.objectName()}: {label.text()[:40]!r} narrower than its text")
        ancestors = []
        parent = label.parentWidget()
        while parent is not None:
            ancestors.append(parent)
            parent = parent.parentWidget()
        if any(isinstance(a, QtWidgets.QScrollArea) and a.horizontalScrollBar().isVisible()
               for a in ancestors):
            continue
        for a in ancestors:
            a_left = a.mapToGlobal(QtCore.QPoint(0, 0)).x()
            if left < a_left - 1 or right > a_left + a.width() + 1:
                found.append(f"{label.objectName()}: {label.text()[:40]!r} cut by {type(a).__name__}")
                break
    return found


PANELS = ("numbers_panel", "analysis_panel", "sweep_panel", "formulas_panel", "rank_table",
          "accumulation_table", "strata_panel", "models_panel")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 860), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_panel_is_whole_or_scrolls(shown, four_models, size, lang):
    # Docks and panels never grow past their frame: a text wraps, elides with a
    # tooltip, or its panel scrolls.
    window = shown(size, {**four_models, "lang": lang}, best="youden")
    found = []
    for name in PANELS:
        window.show_panel(getattr(window, name))
        settle(window)
        found += [f"{name}: {line}" for line in cut_labels(window)]
    assert found == []
