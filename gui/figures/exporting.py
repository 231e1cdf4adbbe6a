"""Figures and data files, from the window and from ``--export``.

Plots are drawn by a fresh :class:`RocView` (or, with ``plot="pr"``, a
:class:`~gui.views.pr_view.PrView`; with ``plot="det"``, a
:class:`~gui.views.det_view.DetView`) bound to the same session as the window, so an
export shows exactly what the window shows (tie ordering, shading, band, marker, legend, overlays)
plus a title naming the data and the AUC (the average precision for a PR figure). SVG
goes through ``QSvgGenerator`` and PDF through ``QPdfWriter`` at 96 dpi: pyqtgraph's own
SVG exporter is broken on current PySide6 and its PDF text comes out giant at other
resolutions (see docs/architecture.md's traps).

Every file is written to a temporary file beside the target and renamed into place.
"""

from __future__ import annotations

import contextlib
import html
import math
from dataclasses import replace
from pathlib import Path

import pyqtgraph as pg
from PySide6 import QtCore, QtGui, QtSvg, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import ExportError, TieOrdering
from core.app.options import check
from core.app.output.atomic import atomic_path, write_all
from core.app.output.export import DATA_SUFFIXES, FIGURE_SUFFIXES, write_data
from core.app.pipeline import with_ids
from core.app.pipeline.multiclass import class_of
from core.phrases import message_of
from gui.base.i18n import file_name, translate
from gui.figures.svg_strokes import bake_stroke_transforms
from gui.model import Session
from gui.views.analysis_results import precision_recall_of
from gui.views.det_view import DetView
from gui.views.items import AreaFill
from gui.views.pr_view import PrView
from gui.views.roc_view import RocView

DEFAULT_SIZE = (1200, 1200)
# Figures are laid out at this many logical pixels on their short side and scaled up,
# so text and lines keep their proportions at any export size.
LAYOUT_PIXELS = 640


def export(session: Session, path, size=DEFAULT_SIZE, view_range=None, scale=None,
           plot: str = "roc") -> None:
    """Write ``path`` by its suffix: a plot (.png/.svg/.pdf) or data (.csv/.json).

    ``scale`` sizes text and lines: 2 draws them twice as large as on a screen; by
    default they grow with the figure (a 640-pixel figure looks like the window).
    ``plot`` chooses the figure: ``"roc"``, ``"pr"`` (precision-recall) or ``"det"``.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in FIGURE_SUFFIXES + DATA_SUFFIXES:  # a .gif is the sweep's, written apart
        raise ExportError(translate("Figure", "cannot export {path}: unknown suffix {suffix};"
                                              " use one of {choices}").format(
            path=path, suffix=repr(suffix or "(none)"),
            choices=", ".join(FIGURE_SUFFIXES + DATA_SUFFIXES)))
    if suffix in FIGURE_SUFFIXES:
        export_plot(session, path, size, view_range, scale, plot)
    else:
        export_data(session, path)


def export_data(session: Session, path) -> None:
    """What the window shows, as data: the curves' vertices of every visible model
    (.csv, a ``model`` column when several; the DET tables when the DET plot is shown)
    or the report (.json) of every visible
    model with its interval, and of every pair compared — the same file the command
    line writes for the same models and settings."""
    layers = [m for m in session.visible_models() if m.curve.has_both_classes]
    if not layers:
        raise ExportError(translate("Figure", "nothing to export: no model with both classes"
                                              " is shown"))
    models = with_ids([replace(m.data, name=m.name) for m in layers], session.id_column)
    # JSON has no infinity; at t = +inf (or -inf) no operating point is reported.
    thresholds = [m.threshold if session.display.marker and math.isfinite(m.threshold)
                  else None for m in layers]
    write_data(path, models, session.analysis, session.ordering.value, thresholds,
               plot="det" if session.plots == "det" else "roc")


def export_plot(session: Session, path, size=DEFAULT_SIZE, view_range=None,
                scale=None, plot: str = "roc") -> None:
    """The ROC plot (``plot="roc"``), the precision-recall plot (``"pr"``) or the DET
    plot (``"det"``) as PNG
    (``size`` pixels), SVG or PDF (vector, text as text), by the suffix of ``path``: one
    of ``FIGURE_SUFFIXES``, as :func:`export` has checked."""
    if session.shown is None:
        raise ExportError(translate("Figure", "nothing to export: no data is shown"))
    suffix = Path(path).suffix.lower()
    width, height = check_size(size)
    with figure_view(session, width, height, view_range, scale, plot) as (view, scale):
        with atomic_path(path) as tmp:
            if suffix == ".png":
                # Painted on opaque white, so written without its alpha channel (every
                # pixel the same): a quarter less to compress, ~40% less time encoding
                # (30 ms of a 10^7-row export) and a file ~9% smaller.
                image = render_image(view, width, height, scale).convertToFormat(
                    QtGui.QImage.Format.Format_RGB32)
                # Encoded in memory and written by Python, as PDF: a failed write is
                # then an error with its reason, not libpng's lines on stderr.
                buffer = _memory()
                if not image.save(buffer, "PNG"):
                    raise ExportError(translate("Figure", "cannot write {path}: Qt could not"
                                                          " save the PNG").format(path=path))
                write_all(tmp, bytes(buffer.data()), path)
            elif suffix == ".svg":
                _render_svg(view, tmp, width, height, scale, _title(session, plot),
                            translate("Figure", _DESCRIPTIONS[plot]))
            else:  # .pdf, the last of FIGURE_SUFFIXES
                _render_pdf(view, tmp, width, height, scale, _title(session, plot))


def plot_image(session: Session, size=DEFAULT_SIZE, view_range=None,
               plot: str = "roc") -> QtGui.QImage:
    """The plot (``"roc"``, ``"pr"`` or ``"det"``) as an image (for the clipboard)."""
    width, height = check_size(size)
    with figure_view(session, width, height, view_range, plot=plot) as (view, scale):
        return render_image(view, width, height, scale)


def render_image(view: RocView, width: int, height: int, scale: float) -> QtGui.QImage:
    image = QtGui.QImage(width, height, QtGui.QImage.Format.Format_ARGB32)
    image.fill(QtGui.QColor("white"))
    _paint(view, image, "", width, height, scale, antialiased=True)
    return image


@contextlib.contextmanager
def figure_view(session: Session, width: int, height: int, view_range=None, scale=None,
                plot: str = "roc"):
    """A hidden RocView (``plot="roc"``), PrView (``"pr"``) or DetView (``"det"``) laid out for a ``width`` x
    ``height`` figure, and its scale; disconnected from the session and deleted
    afterwards, whatever happens. ``plot`` is one the request or the window gave
    (the request refuses others: :data:`core.app.options.OPTION`)."""
    if scale is None:
        # Laid out at LAYOUT_PIXELS and scaled to the size asked for, smaller figures too:
        # below ~500 pixels the title, the legend and the axes no longer fit side by side.
        scale = max(min(width, height) / LAYOUT_PIXELS, 0.5)
    elif not 0.25 <= scale <= 16 or min(width, height) / scale < 200:
        raise ExportError(translate("Figure", "scale {scale} does not fit a {width}x{height}"
                                              " figure (the plot needs at least 200 pixels a"
                                              " side at that scale)").format(
            scale=f"{scale:g}", width=width, height=height))
    view = {"pr": PrView, "det": DetView}.get(plot, RocView)(session, figure_scale=scale)
    try:
        view.setAttribute(QtCore.Qt.WidgetAttribute.WA_DontShowOnScreen)
        view.setUpdatesEnabled(False)  # laid out by _settle, drawn by render alone
        view.resize(round(width / scale), round(height / scale))
        _set_title(view.getPlotItem(), _title_parts(session, plot), round(width / scale) - 80)
        view.show()
        if view_range is not None:
            (x0, x1), (y0, y1) = view_range
            view.view_box.setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)
        else:
            # The whole unit square at the figure's own shape (a wide figure gets room at
            # the sides, with no ticks there: rates stay in [0, 1]).
            _settle(view)
            view.reset_zoom()
        # Lays the hidden view out; clicks and keys wait until the figure is written.
        _settle(view)
        view.refresh()  # thin for the final size, now that layout is done
        yield view, scale
    finally:
        view.hide()
        view.close()
        view.disconnect_session()
        view.deleteLater()


def _settle(view) -> None:
    """Lay the hidden ``view`` out as painting it would, without painting its curves.

    pyqtgraph's axes learn how wide their tick labels are, and its text items where
    they stand, only when painted, and the layout follows: each item but the curves and
    fills paints once into a one-pixel image, then the layout they asked for is done.
    (Painting the whole view here, twice before the figure itself, cost ~70 ms at
    10^7 rows.)"""
    flags = QtCore.QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
    QtWidgets.QApplication.processEvents(flags)
    view.scene().prepareForPaint()
    image = QtGui.QImage(1, 1, QtGui.QImage.Format.Format_ARGB32)
    painter = QtGui.QPainter(image)
    option = QtWidgets.QStyleOptionGraphicsItem()
    try:
        for item in view.scene().items():
            if item.isVisible() and not isinstance(item, _SHAPES):
                item.paint(painter, option, None)
    finally:
        painter.end()
    QtWidgets.QApplication.processEvents(flags)


# Items whose painting only draws (a path of up to ~10^4 points): left out of _settle.
_SHAPES = (pg.PlotCurveItem, QtWidgets.QGraphicsPathItem, AreaFill)


_DESCRIPTIONS = {"roc": QT_TRANSLATE_NOOP("Figure", "ROC curve exported by rocscope"),
                 "pr": QT_TRANSLATE_NOOP("Figure", "Precision-recall curve exported by rocscope"),
                 "det": QT_TRANSLATE_NOOP("Figure", "DET curve exported by rocscope")}


def _render_svg(view, path, width, height, scale, title, description) -> None:
    buffer = _memory()
    generator = QtSvg.QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QtCore.QSize(width, height))
    generator.setViewBox(QtCore.QRect(0, 0, width, height))
    generator.setResolution(96)
    generator.setTitle(title)
    generator.setDescription(description)
    _paint(view, generator, path, width, height, scale)
    svg = bytes(buffer.data()).decode("utf-8")
    write_all(path, bake_stroke_transforms(svg).encode("utf-8"))


def _render_pdf(view, path, width, height, scale, title) -> None:
    # Into memory, then written by Python: QPdfWriter says nothing when a write to a
    # file fails (a full disk), and the short file would replace a good one.
    buffer = _memory()
    writer = QtGui.QPdfWriter(buffer)
    writer.setResolution(96)
    writer.setTitle(title)
    writer.setCreator("rocscope")
    writer.setPageLayout(QtGui.QPageLayout(
        QtGui.QPageSize(QtCore.QSizeF(width * 72 / 96, height * 72 / 96),
                        QtGui.QPageSize.Unit.Point, "rocscope",
                        QtGui.QPageSize.SizeMatchPolicy.ExactMatch),
        QtGui.QPageLayout.Orientation.Portrait, QtCore.QMarginsF(0, 0, 0, 0)))
    _paint(view, writer, path, width, height, scale)
    del writer
    write_all(path, bytes(buffer.data()))


def _memory() -> QtCore.QBuffer:
    """A file in memory, open for writing."""
    buffer = QtCore.QBuffer()
    buffer.open(QtCore.QIODevice.OpenModeFlag.WriteOnly)
    return buffer


def _paint(view, device, path, width, height, scale, antialiased: bool = False) -> None:
    """Draw ``view`` on ``device`` (an image, an SVG generator, a PDF writer) at
    ``width`` x ``height``."""
    painter = QtGui.QPainter()
    if not painter.begin(device):
        raise ExportError(translate("Figure", "cannot write {path}: Qt could not start"
                                              " painting the file").format(path=path))
    try:
        if antialiased:
            painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QtGui.QPainter.RenderHint.TextAntialiasing)
        view.render(painter, QtCore.QRectF(0, 0, width, height), view.viewport().rect(),
                    QtCore.Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        painter.end()


def _set_title(plot, parts: tuple[str, str, str], pixels: int) -> None:
    """The title on one line if it fits the figure's width, else on two or three: the
    data's name, the score column, the AUC. A line still too wide is shortened in the
    middle ("…"), the name's line first: a title wider than the plot would push the plot
    off the figure, and the numbers are what a reader needs whole."""
    def width(text: str) -> float:
        plot.setTitle(html.escape(text), size="11pt", color="#222222")
        return plot.titleLabel.item.boundingRect().width()

    def fitted(text: str) -> str:
        shown = text
        while (wide := width(shown)) > pixels and len(shown) >= 12:
            keep = max(int(len(shown) * pixels / wide) - 2, 10)
            shown = text[:keep // 2] + "…" + text[len(text) - keep // 2:]
        return shown

    # Broken before the score column, then before the numbers, as far as needed.
    name, score, numbers = parts
    lines = [_joined(parts)]
    if width(lines[0]) > pixels:
        rest = translate("Figure", "{score}: {numbers}").format(score=score, numbers=numbers)
        lines = [name, rest if numbers else score]
        if numbers and width(rest) > pixels:
            lines = [name, score, numbers]
    text = "<br>".join(html.escape(fitted(line)) for line in lines)
    plot.setTitle(text, size="11pt", color="#222222")
    # pyqtgraph gives the title a row of one line's height: as tall as its lines.
    tall = plot.titleLabel.item.boundingRect().height()
    plot.titleLabel.setMaximumHeight(tall)
    plot.layout.setRowFixedHeight(0, tall)


def _title(session: Session, plot: str = "roc") -> str:
    """The figure's title on one line (also the SVG's and the PDF's title)."""
    return _joined(_title_parts(session, plot))


def _joined(parts: tuple[str, str, str]) -> str:
    name, score, numbers = parts
    if not numbers:
        return translate("Figure", "{name}, {score}").format(name=name, score=score)
    return translate("Figure", "{name}, {score}: {numbers}").format(
        name=name, score=score, numbers=numbers)


def _title_parts(session: Session, plot: str = "roc") -> tuple[str, str, str]:
    """What the title says, as the pieces a narrow figure puts on lines of their own:
    the data's name, the score column (and the positive class), the numbers ("" for
    data of one class)."""
    data, curve = session.data, session.curve
    name = file_name(data.dataset.source)
    sel = data.selection
    # Which class is positive changes every number: the title says it.
    if sel.counts is not None:
        score = translate("Figure", "score {column}, positives in {counts}").format(
            column=sel.score, counts=sel.counts[0])
    elif sel.positive is not None:
        score = translate("Figure", "score {column}, positive {value}").format(
            column=sel.score, value=repr(sel.positive))
    else:
        score = translate("Figure", "score {column}").format(column=sel.score)
    if len(session.visible_models()) > 1:
        name = translate("Figure", "{count} models; {name}").format(
            count=len(session.visible_models()), name=name)
    if plot == "pr" and curve.has_both_classes:
        ap = precision_recall_of(curve).average_precision
        return name, score, f"AP = {ap:.6g}"
    if curve.has_both_classes:
        auc = f"{curve.auc(session.ordering):.6g}"
        if session.ordering is TieOrdering.BEST:
            numbers = translate("Figure", "AUC = {auc}, ties best").format(auc=auc)
        elif session.ordering is TieOrdering.WORST:
            numbers = translate("Figure", "AUC = {auc}, ties worst").format(auc=auc)
        else:
            numbers = f"AUC = {auc}"
        found = class_of(session.focused.data)
        if found is not None:  # a class against the rest: the classes' averages too
            averages = found[0].averages
            numbers = translate("Figure", "{numbers}; macro AUC = {macro}, micro AUC ="
                                          " {micro}").format(
                numbers=numbers, macro=f"{averages.macro_ovr:.6g}",
                micro=f"{averages.micro_ovr:.6g}")
        return name, score, numbers
    return name, score, ""


def check_size(size) -> tuple[int, int]:
    """``(width, height)`` of a figure or animation, judged as the request judges
    ``size`` (:func:`core.app.options.check`), or an ExportError saying why not."""
    try:
        return check("size", size)
    except ValueError as exc:
        raise ExportError(message_of(exc)) from None
