"""Exported figures and data files: right size, right colours, real vector files, the
same numbers as the engine and the report, and no half files on failure."""

import csv
import json
import math
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from core import ExportError, SegmentType
from gui.base import style
from gui.figures import exporting
from gui.figures.svg_strokes import bake_stroke_transforms
from gui.window.export_dialogs import copy_plot, save

ROOT = Path(__file__).resolve().parents[3]
EIGHT = ROOT / "resources" / "examples" / "eight_samples.csv"
SVG = "{http://www.w3.org/2000/svg}"


def pixels(path_or_image) -> np.ndarray:
    """An image as an (h, w, 3) array of RGB bytes."""
    image = (path_or_image if isinstance(path_or_image, QtGui.QImage)
             else QtGui.QImage(str(path_or_image)))
    image = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)
    words = np.frombuffer(image.constBits(), np.uint32).reshape(
        image.height(), image.bytesPerLine() // 4)[:, : image.width()]
    return np.stack([(words >> 16) & 255, (words >> 8) & 255, words & 255], axis=2).astype(
        np.uint8)


def has_colour(rgb: np.ndarray, colour: str, tolerance=24) -> int:
    c = QtGui.QColor(colour)
    target = np.array([c.red(), c.green(), c.blue()])
    return int((np.abs(rgb.astype(int) - target).max(axis=2) <= tolerance).sum())


@pytest.fixture
def state(window):
    window.session.set_threshold(0.5)
    return window.session


def figure(state, size, points, view_range=None):
    """The figure as an image, and where the data points ``(fpr, tpr)`` landed on it."""
    with exporting.figure_view(state, *size, view_range) as (view, scale):
        image = exporting.render_image(view, *size, scale)
        factor = size[0] / view.viewport().width()
        places = []
        for x, y in points:
            at = view.mapFromScene(view.view_box.mapViewToScene(QtCore.QPointF(x, y)))
            places.append((round(at.x() * factor), round(at.y() * factor)))
    return image, places


def near(rgb, place, colour, tolerance=24, radius=3) -> bool:
    """Whether ``colour`` is drawn within ``radius`` pixels of ``place``."""
    x, y = place
    patch = rgb[max(y - radius, 0):y + radius + 1, max(x - radius, 0):x + radius + 1]
    return has_colour(patch, colour, tolerance) > 0


# Points of the eight-sample curve (average ordering) and of its two areas.
GREEN_STEP, RED_STEP, BLUE_DIAGONAL = (0.0, 0.125), (0.125, 0.25), (0.375, 0.625)
UNDER, ABOVE = (0.6, 0.3), (0.1, 0.9)
AUC_BLEND, RANK_LOSS_BLEND = "#d1ebf9", "#f9e8c3"  # the light fills over white


@pytest.mark.parametrize("size", [(1200, 1200), (800, 600)])
def test_png_has_the_size_and_each_colour_where_the_curve_is(state, tmp_path, size):
    path = tmp_path / "roc.png"
    exporting.export(state, path, size)
    image = QtGui.QImage(str(path))
    assert (image.width(), image.height()) == size
    same, places = figure(state, size, [GREEN_STEP, RED_STEP, BLUE_DIAGONAL, UNDER, ABOVE])
    rgb = pixels(image)
    assert np.array_equal(rgb, pixels(same))  # the file is the figure measured here
    # Painted on opaque white (every pixel's alpha 255): written without an alpha
    # channel, which changes no pixel.
    assert not image.hasAlphaChannel()
    argb = same.convertToFormat(QtGui.QImage.Format.Format_ARGB32)
    words = np.frombuffer(argb.constBits(), np.uint32)
    assert np.all(words >> 24 == 255)
    green, red, blue, under, above = places
    assert near(rgb, green, style.SEGMENT_COLOURS[SegmentType.TRUE_POSITIVE])
    assert near(rgb, red, style.SEGMENT_COLOURS[SegmentType.FALSE_POSITIVE])
    assert near(rgb, blue, style.SEGMENT_COLOURS[SegmentType.MIXED])
    assert not near(rgb, blue, style.SEGMENT_COLOURS[SegmentType.TRUE_POSITIVE])
    assert near(rgb, under, AUC_BLEND, 8) and near(rgb, above, RANK_LOSS_BLEND, 8)


def test_svg_is_xml_with_the_curve_as_paths_and_the_auc_as_text(state, tmp_path):
    path = tmp_path / "roc.svg"
    exporting.export(state, path)
    root = ET.parse(path).getroot()
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    assert "AUC = 0.65625" in texts and "eight samples" in texts.lower()
    strokes = {g.get("stroke", "").lower() for g in root.iter(f"{SVG}g")
               if any(child.tag == f"{SVG}path" for child in g)}
    for colour in style.SEGMENT_COLOURS.values():
        assert colour.lower() in strokes
    # No scaled group left for viewers that ignore non-scaling strokes.
    assert "non-scaling-stroke" not in path.read_text()


@pytest.mark.skipif(shutil.which("rsvg-convert") is None, reason="librsvg not installed")
def test_svg_renders_with_librsvg(state, tmp_path):
    exporting.export(state, tmp_path / "roc.svg")
    subprocess.run(["rsvg-convert", "-w", "400", "-o", str(tmp_path / "svg.png"),
                    str(tmp_path / "roc.svg")], check=True)
    rgb = pixels(tmp_path / "svg.png")
    blue = has_colour(rgb, style.SEGMENT_COLOURS[SegmentType.MIXED])
    assert 0 < blue < rgb.shape[0] * rgb.shape[1] * 0.02  # a line, not a flood


def test_pdf_has_one_page_and_renders(state, tmp_path):
    path = tmp_path / "roc.pdf"
    exporting.export(state, path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page(?!s)", data)) == 1
    if shutil.which("pdftoppm"):
        # 96 dpi: the page is as many pixels as the figure, so points land alike.
        subprocess.run(["pdftoppm", "-png", "-r", "96", str(path), str(tmp_path / "page")],
                       check=True)
        pages = sorted(tmp_path.glob("page*.png"))
        assert len(pages) == 1
        rgb = pixels(pages[0])
        assert rgb.shape[:2] == (1200, 1200)
        _, (blue, green) = figure(state, (1200, 1200), [BLUE_DIAGONAL, GREEN_STEP])
        assert near(rgb, blue, style.SEGMENT_COLOURS[SegmentType.MIXED], 40)
        assert near(rgb, green, style.SEGMENT_COLOURS[SegmentType.TRUE_POSITIVE], 40)


@pytest.mark.parametrize("ordering", ["average", "best"])
def test_csv_rows_equal_the_engine_vertices(state, tmp_path, ordering):
    state.set_ordering(ordering)
    path = tmp_path / "roc.csv"
    exporting.export(state, path)
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    line = state.curve.polyline(ordering)
    assert [float(r["fpr"]) for r in rows] == line.x.tolist()
    assert [float(r["tpr"]) for r in rows] == line.y.tolist()
    vertices = [rows[i] for i in line.vertex_point]
    assert [int(r["tp"]) for r in vertices] == state.curve.tp.tolist()
    assert [int(r["fp"]) for r in vertices] == state.curve.fp.tolist()


def test_json_equals_the_command_line_report(state, tmp_path):
    path = tmp_path / "roc.json"
    state.set_ordering("best")
    exporting.export(state, path)
    exported = json.loads(path.read_text())
    # The window shows each AUC's interval: the same request asks for it.
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--ties", "best",
                          "--threshold", "0.5", "--ci", "--report", "json"],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    assert exported == json.loads(run.stdout)


def test_a_failing_export_leaves_no_file(state, tmp_path, monkeypatch):
    def broken(view, path, *args):
        Path(path).write_text("<svg half")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(exporting, "_render_svg", broken)
    with pytest.raises(ExportError, match="No space left on device"):
        exporting.export(state, tmp_path / "roc.svg")
    assert os.listdir(tmp_path) == []
    with pytest.raises(ExportError, match="unknown suffix '.gif'"):
        exporting.export(state, tmp_path / "roc.gif")
    with pytest.raises(ExportError, match="does not exist"):
        exporting.export(state, tmp_path / "missing" / "roc.png")
    assert os.listdir(tmp_path) == []


def test_window_export_failure_is_a_banner(window, tmp_path):
    assert not save(window, str(tmp_path / "nope" / "roc.png"))
    assert window.session.message.level == "error"
    assert save(window, str(tmp_path / "roc.png"))
    assert (tmp_path / "roc.png").is_file()


def test_copy_plot_puts_the_figure_on_the_clipboard(window):
    QtWidgets.QApplication.clipboard().clear()
    window.roc_view.setFocus()
    copy_plot(window)
    image = QtWidgets.QApplication.clipboard().image()
    assert (image.width(), image.height()) == exporting.DEFAULT_SIZE
    _, (blue, green) = figure(window.session, exporting.DEFAULT_SIZE, [BLUE_DIAGONAL, GREEN_STEP],
                              window.roc_view.view_box.viewRange())
    rgb = pixels(image)
    # Two layouts of the hidden view may differ by a pixel or two: look a little wider.
    assert near(rgb, blue, style.SEGMENT_COLOURS[SegmentType.MIXED], radius=8)
    assert near(rgb, green, style.SEGMENT_COLOURS[SegmentType.TRUE_POSITIVE], radius=8)


def test_exported_figure_follows_the_window(window):
    window.session.set_ordering("best")
    band_point = (0.3, 0.7)  # inside the tie block's best-worst rectangle
    image, (above, band) = figure(window.session, (600, 600), [ABOVE, band_point])
    before = pixels(image)
    assert near(before, above, RANK_LOSS_BLEND, 8)
    window.session.set_display(band=True, rank_loss_area=False)
    image, (above, band) = figure(window.session, (600, 600), [ABOVE, band_point])
    after = pixels(image)
    assert not near(after, above, RANK_LOSS_BLEND, 8) and tuple(after[above[1], above[0]]) == (
        255, 255, 255)
    band_colour = "#" + "".join(f"{v:02x}" for v in style.BAND_FILL[:3])
    assert not near(before, band, band_colour, 70) and near(after, band, band_colour, 70)


def test_svg_stroke_baking_applies_the_group_matrix():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><g stroke="#000" '
           'transform="matrix(10,0,0,-10,5,100)"><path vector-effect="non-scaling-stroke" '
           'd="M0,0 L1,2 C1,1 2,2 3,3 Z"/><polyline vector-effect="non-scaling-stroke" '
           'points="1,1 2,2 "/></g><g transform="matrix(2,0,0,2,0,0)"><text>t</text></g></svg>')
    root = ET.fromstring(bake_stroke_transforms(svg))
    groups = list(root)
    assert groups[0].get("transform") is None
    path, polyline = list(groups[0])
    assert path.get("d") == "M 5,100 L 15,80 C 15,90 25,80 35,70 Z"
    assert polyline.get("points") == "15,90 25,80"
    assert groups[1].get("transform") == "matrix(2,0,0,2,0,0)"  # text untouched


COMMAND = [sys.executable, str(ROOT / "main.py"), str(EIGHT), "--ties", "best",
           "--threshold", "0.5"]


def test_command_line_export_needs_no_display(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    names = ["roc.png", "roc.svg", "roc.pdf", "roc.csv", "roc.json"]
    run = subprocess.run([*COMMAND, *[a for n in names for a in ("--export", n)],
                          "--size", "640x480"], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert sorted(os.listdir(tmp_path)) == sorted(names)
    image = QtGui.QImage(str(tmp_path / "roc.png"))
    assert (image.width(), image.height()) == (640, 480)
    summary = json.loads((tmp_path / "roc.json").read_text())
    assert summary["ties"] == "best" and summary["operating_point"]["tp"] == 2


def test_command_line_export_failure_is_one_line_and_no_file(tmp_path):
    run = subprocess.run([*COMMAND, "--export", "roc.png", "--export", "roc.bmp"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr.startswith("rocscope: error:") and len(run.stderr.splitlines()) == 1
    assert "'.bmp'" in run.stderr
    assert os.listdir(tmp_path) == []  # checked before anything was written
    run = subprocess.run([*COMMAND, "--export", str(tmp_path / "no" / "roc.png")],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and "does not exist" in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize(("answer", "replaced"), [("Yes", True), ("No", False)])
def test_the_window_asks_before_replacing_a_file(window, tmp_path, monkeypatch, answer,
                                                 replaced):
    from gui.window import export_dialogs

    target = tmp_path / "figure.png"
    target.write_bytes(b"old")
    asked = []
    # The user types "figure" (no suffix) with the PNG filter chosen.
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "figure"),
                                                      "PNG image (*.png)")))
    monkeypatch.setattr(QtWidgets.QMessageBox, "question", staticmethod(
        lambda *a, **k: asked.append(a[2]) or getattr(QtWidgets.QMessageBox.StandardButton,
                                                      answer)))
    monkeypatch.setattr(export_dialogs.PngSizeDialog, "exec",
                        lambda self: QtWidgets.QDialog.DialogCode.Accepted)
    export_dialogs.export_plot_dialog(window)
    assert asked == ["figure.png already exists. Replace it?"]
    assert (target.read_bytes() != b"old") is replaced
    # No temporary file left behind (the settings file is the window's own).
    assert sorted(set(os.listdir(tmp_path)) - {"rocscope.ini"}) == ["figure.png"]


def test_png_scale_sizes_text_and_lines(state, tmp_path):
    def ink(scale):
        exporting.export(state, tmp_path / "s.png", (1200, 1200), scale=scale)
        rgb = pixels(tmp_path / "s.png")
        return has_colour(rgb, style.SEGMENT_COLOURS[SegmentType.MIXED], 30)

    assert ink(2.5) > 1.5 * ink(1.0)  # thicker blue line, larger (bluish) AUC text
    with pytest.raises(ExportError, match="does not fit"):
        exporting.export(state, tmp_path / "t.png", (300, 300), scale=4)
    assert not (tmp_path / "t.png").exists()


def test_export_dialogs_remember_the_last_export_folder(qtbot, window, tmp_path, monkeypatch):
    from PySide6 import QtWidgets

    from gui.window import export_dialogs

    starts = []

    def fake_dialog(parent, title, start, filters, options=None):
        starts.append(start)
        return str(tmp_path / "out" / "figure.json"), ""

    (tmp_path / "out").mkdir()
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", fake_dialog)
    export_dialogs.export_data_dialog(window)
    assert (tmp_path / "out" / "figure.json").is_file()
    (tmp_path / "out" / "figure.json").unlink()
    export_dialogs.export_data_dialog(window)
    assert starts[1].startswith(str(tmp_path / "out"))


@pytest.mark.parametrize("size", [(400, 400), (900, 500), (500, 900)])
def test_small_and_non_square_figures_show_the_whole_square_and_nothing_cut(state, tmp_path,
                                                                            size):
    from core.drawing.label_placement import Rect

    with exporting.figure_view(state, *size) as (view, _scale):
        (x0, x1), (y0, y1) = view.view_box.viewRange()
        # The whole unit square is in view, at one scale whatever the figure's shape.
        assert x0 <= 0 and x1 >= 1 and y0 <= 0 and y1 >= 1
        bottom = view.getPlotItem().getAxis("bottom")
        ticks = [v for _s, vs in bottom.tickValues(x0, x1, 500) for v in vs]
        assert ticks and all(0 <= v <= 1 for v in ticks)
        # The plot's parts stay inside the figure: nothing is pushed past its edge.
        plot = view.getPlotItem()
        assert plot.sceneBoundingRect().right() <= view.width() + 1
        legend = view.legend.sceneBoundingRect()
        assert legend.right() <= view.width() + 1 and legend.bottom() <= view.height() + 1
        assert isinstance(view.legend_rect(), Rect)


def test_json_export_at_infinite_threshold_has_no_operating_point(window, tmp_path):
    import json

    from gui.figures import exporting

    window.session.set_threshold(math.inf)
    exporting.export(window.session, tmp_path / "s.json")
    summary = json.loads((tmp_path / "s.json").read_text())
    assert "operating_point" not in summary and summary["auc"]["average"] == 0.65625


def test_export_data_writes_every_visible_model_as_the_command_line(make_window, tmp_path):
    three = ROOT / "resources" / "examples" / "three_models.csv"
    window = make_window(file=str(three), score="a,b,c", threshold=0.5)
    session = window.session
    session.set_visible(session.models[2], False)  # what is hidden is not exported
    path = tmp_path / "models.json"
    exporting.export(session, path)
    exported = json.loads(path.read_text())
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), str(three), "--score", "a,b",
                          "--threshold", "0.5", "--ci", "--report", "json"],
                         capture_output=True, text=True, cwd=ROOT, check=True)
    assert exported == json.loads(run.stdout)
    assert [m["name"] for m in exported["models"]] == ["a", "b"]
    assert exported["models"][0]["ci"]["method"] == "delong"
    assert [(c["a"], c["b"], c["paired"]) for c in exported["comparisons"]] == [("a", "b", True)]
    table = tmp_path / "models.csv"
    exporting.export(session, table)
    with open(table, newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows[0].keys() >= {"model", "threshold", "tp", "fp"}
    assert {r["model"] for r in rows} == {"a", "b"}


def test_export_data_at_another_ordering_names_the_ordering(make_window, tmp_path):
    window = make_window()
    window.session.set_ordering("worst")
    path = tmp_path / "s.json"
    exporting.export(window.session, path)
    report = json.loads(path.read_text())
    assert report["ties"] == "worst" and report["auc"]["worst"] == 0.625
    assert "ci" in report  # the interval of the average ordering's AUC, named as such


def test_a_figure_prints_each_interval_beside_its_own_auc(tmp_path, monkeypatch):
    import contextlib

    from core.app.cli.parser import parse_args
    from core.app.request import Request
    from gui.figures import export_command

    three = ROOT / "resources" / "examples" / "three_models.csv"
    seen = []
    real = exporting.figure_view

    def spy(session, *args, **kwargs):
        with real(session, *args, **kwargs) as (view, scale):
            seen.extend(label.text for _sample, label in view.legend.items)
            yield view, scale

    request = Request.from_options(parse_args([str(three), "--score", "a,b", "--ties", "worst",
                                               "--ci", "--export", str(tmp_path / "f.png")]))
    monkeypatch.setattr(exporting, "figure_view", contextlib.contextmanager(spy))
    assert export_command.export_request(request) == 0
    a = [t for t in seen if t.startswith("▶ a  AUC ")]
    assert a, seen
    # The average AUC stands beside its DeLong interval; the worst ordering's is named.
    assert re.fullmatch(r"▶ a  AUC 0\.904 \[0\.\d{3}, 1\.000\], worst 0\.900", a[0]), a[0]


@pytest.mark.parametrize(("typed", "chosen"), [("sweep.gif", "PNG image (*.png)"),
                                               ("sweep", "Sweep animation, GIF (*.gif)")])
def test_export_plot_writes_the_sweep_as_a_gif(window, tmp_path, monkeypatch, typed, chosen):
    from PIL import Image

    from gui.window import export_dialogs

    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / typed), chosen)))
    export_dialogs.export_plot_dialog(window)
    assert sorted(set(os.listdir(tmp_path)) - {"rocscope.ini"}) == ["sweep.gif"]
    with Image.open(tmp_path / "sweep.gif") as image:
        assert image.format == "GIF" and image.n_frames == 8  # +inf and seven scores
    assert "the sweep in 8 frames" in window.session.message.text


def test_a_title_too_wide_for_the_figure_wraps_and_keeps_its_numbers_whole(state):
    with exporting.figure_view(state, 900, 900, scale=1) as (view, _scale):
        assert "<br>" not in view.getPlotItem().titleLabel.text  # one line fits
    with exporting.figure_view(state, 420, 420, scale=1) as (view, _scale):
        label = view.getPlotItem().titleLabel
        lines = label.text.split("<br>")
        assert lines == ["eight samples (embedded example)",
                         "score column 2, positive &#x27;+&#x27;", "AUC = 0.65625"]
        assert label.item.boundingRect().width() <= 420 - 80


def test_a_multi_class_figure_names_the_macro_and_micro_aucs(make_window, tmp_path):
    classes = ROOT / "resources" / "examples" / "three_classes.csv"
    window = make_window(file=str(classes), multiclass=True)
    averages = window.session.models[0].data.strata.classes.averages
    path = tmp_path / "classes.svg"
    exporting.export(window.session, path)
    texts = [" ".join(t.itertext()) for t in ET.parse(path).getroot().iter(f"{SVG}text")]
    assert (f"AUC = 0.8575; macro AUC = {averages.macro_ovr:.6g}, micro AUC ="
            f" {averages.micro_ovr:.6g}") in texts
