"""The DET plot: the window's view draws the engine's DET table (scikit-learn's
``det_curve``) on probit axes ticked at percentages, follows the threshold, is one of
the Plot switch's choices, and is exported by ``--plot det``."""

import numpy as np
from PySide6 import QtGui
from scipy.stats import norm
from sklearn.metrics import det_curve as sklearn_det_curve

from core.app.api import report
from core.drawing.det_drawing import LIMIT
from gui.figures import export_command
from gui.views.det_view import DetView
from gui.views.plots_area import PlotsArea
from gui.views.pr_view import PrView
from gui.views.probit_axis import ProbitAxis
from gui.views.roc_view import RocView
from tests.gui.conftest import options
from tests.gui.teaching_views import shown, xy
from tests.gui.views.test_pr_view import pixels

# The embedded example the session holds.
EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_LABELS = [1, 0, 1, 1, 0, 0, 1, 0]


def test_the_view_draws_sklearns_det_curve_on_probit_axes(qtbot, session):
    view = shown(qtbot, DetView(session))
    fpr, fnr, thresholds = sklearn_det_curve(EIGHT_LABELS, EIGHT_SCORES)
    assert view.det.thresholds.tolist() == thresholds.tolist()
    x, y = xy(view.line)
    # Drawn ascending in FPR: the table read backwards, each rate as its normal deviate.
    assert x.tolist() == np.clip(norm.ppf(fpr[::-1]), -LIMIT, LIMIT).tolist()
    assert y.tolist() == np.clip(norm.ppf(fnr[::-1]), -LIMIT, LIMIT).tolist()
    # The same table as Python's r.model.det.
    det = report(EIGHT_LABELS, EIGHT_SCORES).model.det
    assert det.fpr.tolist() == view.det.fpr.tolist() == fpr.tolist()


def test_the_axes_are_ticked_at_probabilities(qtbot, session):
    view = shown(qtbot, DetView(session))
    axis = view.getPlotItem().getAxis("bottom")
    assert isinstance(axis, ProbitAxis)
    (_spacing, values), = axis.tickValues(-3.3, 3.3, 600)
    labels = axis.tickStrings(values, 1, 1)
    assert {"0.1%", "1%", "5%", "20%", "50%", "80%", "95%", "99%", "99.9%"} <= set(labels)
    for value, text in zip(values, labels):  # each tick sits at its probability's deviate
        assert abs(norm.cdf(value) * 100 - float(text.rstrip("%"))) < 1e-9
    # A narrow axis keeps only labels that fit side by side.
    (_spacing, few), = axis.tickValues(-3.3, 3.3, 150)
    assert len(few) < len(values)


def test_the_marker_follows_the_threshold(qtbot, session):
    view = shown(qtbot, DetView(session))
    session.set_threshold(0.58)  # TP 2 of 4, FP 1 of 4: FPR 1/4, FNR 1/2
    x, y = view.marker.pos().x(), view.marker.pos().y()
    assert abs(x - norm.ppf(0.25)) < 1e-12 and abs(y - norm.ppf(0.5)) < 1e-12


def test_the_plot_switch_shows_det_alone(qtbot, session):
    area = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (900, 700))
    area.buttons["det"].click()
    assert session.plots == "det"
    assert area.frames["det"].isVisible()
    assert not area.frames["roc"].isVisible() and not area.frames["pr"].isVisible()
    assert len(xy(area.det_view.line)[0]) > 0


def test_export_with_plot_det_writes_the_det_figure(session, tmp_path):
    det, roc = tmp_path / "det.png", tmp_path / "roc.png"
    assert export_command.export_request(options(export=[str(det)], plot="det",
                                                 size=(400, 400))) == 0
    assert export_command.export_request(options(export=[str(roc)], size=(400, 400))) == 0
    image = pixels(QtGui.QImage(str(det)))
    assert image.shape[:2] == (400, 400)
    assert det.read_bytes() != roc.read_bytes()
