"""The confidence band of sensitivity in the window (not the tie band): shaded on the
ROC plot from the engine's band, the same numbers as ``rocscope.report(band=True)`` for
the same seed (and so as the command line's JSON: tests/core/app/test_band_and_det.py);
computed off the UI thread with its progress in the Analysis panel; Cancel stops it and
keeps nothing; exported figures show it."""

import numpy as np
from PySide6 import QtGui

from core.app.api import report
from core.app.pipeline import model_of
from core.readers.loading import load
from gui.figures import exporting
from gui.model import Session
from gui.panels.analysis_panel import AnalysisPanel
from gui.views.overlays.se_band import SeBandOverlay
from gui.views.roc_view import RocView
from gui.views.se_band_work import band_work_of
from tests.gui.teaching_views import shown, xy
from tests.gui.views.test_pr_view import pixels

SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
LABELS = [1, 0, 1, 1, 0, 0, 1, 0]


def overlay(view):
    (found,) = [o for o in view.overlays if isinstance(o, SeBandOverlay)]
    return found


def big_session(n=200_000, seed=2):
    rng = np.random.default_rng(seed)
    scores = np.round(rng.normal(size=n), 4)
    labels = rng.random(n) < 0.3 + 0.1 * (scores > 0)
    text = "score,label\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    session = Session()
    session.add_model(model_of(load(text.encode(), name="big.csv")))
    return session


def test_the_shaded_band_is_the_reports(qtbot, session):
    view = shown(qtbot, RocView(session))
    layer = overlay(view)
    assert not layer.fill.isVisible()
    session.set_analysis(band=True, seed=11, bootstraps=400)
    qtbot.waitUntil(lambda: layer.band is not None, timeout=60_000)
    expected = report(LABELS, SCORES, band=True, seed=11, bootstraps=400).model.confidence_band
    x, high = xy(layer.upper)
    _x, low = xy(layer.lower)
    assert x.tolist() == (1 - expected.specificity).tolist()
    assert high.tolist() == expected.high.tolist() and low.tolist() == expected.low.tolist()
    assert layer.fill.isVisible()
    assert any("confidence band" in text for _k, _c, _w, text in layer.legend_entries())
    session.set_analysis(band=False)
    assert not layer.fill.isVisible() and not layer.legend_entries()


def test_progress_is_shown_then_the_result(qtbot):
    session = big_session()
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    seen = []
    band_work_of(session).progressed.connect(seen.append)
    session.set_analysis(band=True, bootstraps=20_000, seed=1)
    qtbot.waitUntil(lambda: "20,000 stratified resamples" in panel.band_text.text(),
                    timeout=60_000)
    assert not panel.band_row.isVisible()
    assert seen and seen[-1] == 1.0 and seen == sorted(seen)


def test_cancel_stops_the_band_and_keeps_nothing(qtbot):
    session = big_session()
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    work = band_work_of(session)
    session.set_analysis(band=True, bootstraps=1_000_000, seed=1)
    assert work.busy and panel.band_row.isVisible()
    panel.band_cancel.click()
    assert not work.busy and not session.analysis.band and not panel.band_row.isVisible()
    assert not panel.band_on.isChecked()
    assert session.curve not in work._kept


def test_an_exported_figure_shows_the_band(session, tmp_path):
    plain, banded = tmp_path / "plain.png", tmp_path / "band.png"
    exporting.export(session, plain, (500, 500))
    session.set_analysis(band=True, seed=1, bootstraps=300)
    exporting.export(session, banded, (500, 500))
    a, b = (pixels(QtGui.QImage(str(p))).astype(int) for p in (plain, banded))
    # The band is shaded below the curve on the right, where the plain figure is white
    # or the AUC's blue: many pixels change, all darker (grey laid over them).
    changed = np.abs(a - b).max(axis=2) > 8
    assert changed.sum() > 2000
    assert (b[changed].sum(axis=1) <= a[changed].sum(axis=1) + 24).mean() > 0.9


def test_a_band_that_fails_is_kept_as_its_problem_not_asked_again(qtbot, session, monkeypatch):
    from gui.views import se_band_work

    calls = []

    def broken(*_args, **_stop):
        calls.append(1)
        raise ValueError("no band")

    monkeypatch.setattr(se_band_work, "se_band_of", broken)
    work = se_band_work.SeBandWork()
    session.set_analysis(band=True, seed=3)
    assert work.band(session.curve, session.analysis) == (None, None)
    qtbot.waitUntil(lambda: not work.busy, timeout=10_000)
    band, problem = work.band(session.curve, session.analysis)
    assert band is None and "ValueError: no band" in str(problem) and calls == [1]
