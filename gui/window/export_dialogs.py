"""The window's side of exporting: file dialogs, the PNG size, the clipboard."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from core.app.options import SIDE_PIXELS
from gui.base.i18n import said, translate
from gui.figures.exporting import DEFAULT_SIZE, export, plot_image
from gui.panels.panel import ok_cancel

# A file dialog's filters, by their description in English: ``filters()`` gives them in
# the language installed (the dialog answers with the description it showed).
PLOT_FILTERS = {QT_TRANSLATE_NOOP("Export", "PNG image (*.png)"): ".png",
                QT_TRANSLATE_NOOP("Export", "SVG vector image (*.svg)"): ".svg",
                QT_TRANSLATE_NOOP("Export", "PDF document (*.pdf)"): ".pdf",
                QT_TRANSLATE_NOOP("Export", "Sweep animation, GIF (*.gif)"): ".gif"}
DATA_FILTERS = {QT_TRANSLATE_NOOP("Export", "Curve vertices, CSV (*.csv)"): ".csv",
                QT_TRANSLATE_NOOP("Export", "Summary, JSON (*.json)"): ".json",
                QT_TRANSLATE_NOOP("Export", "Table of groups, CSV (*.groups.csv)"): ".groups.csv",
                QT_TRANSLATE_NOOP("Export", "Table of folds, CSV (*.folds.csv)"): ".folds.csv",
                QT_TRANSLATE_NOOP("Export",
                                  "Table of classes, CSV (*.classes.csv)"): ".classes.csv"}


class Export(QtCore.QObject):
    """The context of the export's texts: ``Export.tr(text, None, n)`` is how Qt's
    ``lupdate`` reads a Python text counting ``n`` (``translate(..., n)`` it does not)."""


def filters(described: dict) -> dict:
    """``described`` with each description in the language installed."""
    return {translate("Export", text): suffix for text, suffix in described.items()}


class PngSizeDialog(QtWidgets.QDialog):
    """Width and height in pixels for a PNG export, and the scale of text and lines."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("Export", "PNG size"))
        form = QtWidgets.QFormLayout(self)
        self.width_box, self.height_box = (
            QtWidgets.QSpinBox(minimum=SIDE_PIXELS[0], maximum=SIDE_PIXELS[1], suffix=" px",
                               value=value)
            for value in DEFAULT_SIZE)
        form.addRow(translate("Export", "Width"), self.width_box)
        form.addRow(translate("Export", "Height"), self.height_box)
        # "automatic": the special value at the minimum, 0.
        self.scale_box = QtWidgets.QDoubleSpinBox(
            minimum=0, maximum=16, singleStep=0.25, suffix="×",
            specialValueText=translate("Export", "automatic"),
            toolTip=translate("Export", "How large text and lines are: 1× as on screen, 2×"
                              " twice as large. Automatic grows them with the image."))
        form.addRow(translate("Export", "Text and line scale"), self.scale_box)
        form.addRow(ok_cancel(self))


def shown_plot(window):
    """Which plot an export means: the precision-recall or DET plot when it alone is
    shown, else the ROC plot; and its view (for the zoom)."""
    plot = window.session.plots if window.session.plots in ("pr", "det") else "roc"
    return plot, getattr(window, f"{plot}_view")  # a plot not shown is not made


def ask_save_path(window, title: str, filters: dict, first: str | None = None) -> str | None:
    """A save dialog; adds the chosen filter's suffix when the name has none, and asks
    before replacing an existing file (itself, because the dialog could only ask about
    the name as typed, before the suffix was added)."""
    data = window.session.data
    stem = Path(data.dataset.source).stem if data is not None else "roc"
    # The folder of the last export, else of the last file opened, else the current one.
    folder = window.recent.export_folder() or window.recent.folder() or os.getcwd()
    start = os.path.join(folder, f"{stem}-roc")
    chosen_first = {"selectedFilter": first} if first else {}
    path, chosen = QtWidgets.QFileDialog.getSaveFileName(
        window, title, start, ";;".join(filters),
        options=QtWidgets.QFileDialog.Option.DontConfirmOverwrite, **chosen_first)
    if not path:
        return None
    wanted = filters.get(chosen, next(iter(filters.values())))
    tables = tuple(v for v in filters.values() if v.count(".") > 1)
    if Path(path).suffix.lower() not in filters.values():
        path += wanted
    elif wanted in tables and path.lower().endswith(".csv") and not path.lower().endswith(tables):
        path = path[:-len(".csv")] + wanted  # "x.csv" typed with a table chosen
    if os.path.exists(path):
        answer = QtWidgets.QMessageBox.question(
            window, title, translate("Export", "{file} already exists. Replace it?").format(
                file=os.path.basename(path)),
            QtWidgets.QMessageBox.StandardButton.Yes | QtWidgets.QMessageBox.StandardButton.No,
            QtWidgets.QMessageBox.StandardButton.No)
        if answer != QtWidgets.QMessageBox.StandardButton.Yes:
            return None
    return path


def save(window, path: str, size=DEFAULT_SIZE, scale=None) -> bool:
    """Export ``path`` (for ``.gif``, the focused model's sweep, one frame a step, as
    ``--export x.gif`` writes it); a failure becomes a banner message and leaves no
    file."""
    try:
        if Path(path).suffix.lower() == ".gif":
            done = _save_sweep(window, path)
        else:
            plot, view = shown_plot(window)
            export(window.session, path, size, view.view_box.viewRange(), scale, plot=plot)
            done = translate("Export", "Exported {path}").format(path=path)
    except RocscopeError as exc:
        window.session.show_message("error", said(exc))
        return False
    window.session.show_message("info", done)
    window.recent.exported(path)
    return True


def _save_sweep(window, path: str) -> str:
    from gui.figures.sweep_gif import write_sweep_gif

    QtWidgets.QApplication.setOverrideCursor(QtCore.Qt.CursorShape.WaitCursor)
    try:
        frames = write_sweep_gif(window.session, path)
    finally:
        QtWidgets.QApplication.restoreOverrideCursor()
    return Export.tr("Exported {path} (the sweep in %n frames)", None, frames).format(path=path)


def export_plot_dialog(window) -> None:
    path = ask_save_path(window, translate("Export", "Export plot"), filters(PLOT_FILTERS))
    if path is None:
        return
    size, scale = DEFAULT_SIZE, None
    if Path(path).suffix.lower() == ".png":
        dialog = PngSizeDialog(window)
        if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted:
            return
        size = (dialog.width_box.value(), dialog.height_box.value())
        scale = dialog.scale_box.value() or None  # 0 reads "automatic"
    save(window, path, size, scale)


# Whole titles: "groups", "folds" and "classes" are words of the sentence, not names.
DATA_TITLES = {None: QT_TRANSLATE_NOOP("Export", "Export data"),
               "groups": QT_TRANSLATE_NOOP("Export", "Export the table of groups"),
               "folds": QT_TRANSLATE_NOOP("Export", "Export the table of folds"),
               "classes": QT_TRANSLATE_NOOP("Export", "Export the table of classes")}


def export_data_dialog(window, table: str | None = None) -> None:
    """Export the curve or the summary, or with ``table`` ("groups", "folds" or
    "classes") the table the Strata panel shows, its filter offered first, as
    ``NAME.groups.csv`` (and so on) are written on the command line."""
    described = filters(DATA_FILTERS)
    first = next((name for name, suffix in described.items() if suffix == f".{table}.csv"),
                 None)
    path = ask_save_path(window, translate("Export", DATA_TITLES[table]), described, first)
    if path is not None:
        save(window, path)


def copy_plot(window) -> None:
    """Put the plot on the clipboard as an image, unless the user has selected text
    (a number in a panel, say): then Copy means that text."""
    text = _selected_text(QtWidgets.QApplication.focusWidget())
    if text:
        QtWidgets.QApplication.clipboard().setText(text)
        return
    try:
        plot, view = shown_plot(window)
        image = plot_image(window.session, DEFAULT_SIZE, view.view_box.viewRange(), plot=plot)
    except RocscopeError as exc:
        window.session.show_message("error", said(exc))
        return
    QtWidgets.QApplication.clipboard().setImage(image)
    window.session.show_message("info", translate("Export", "Plot copied to the clipboard"))



def _selected_text(widget) -> str:
    if isinstance(widget, QtWidgets.QAbstractSpinBox):
        widget = widget.lineEdit()
    if isinstance(widget, (QtWidgets.QLabel, QtWidgets.QLineEdit)) and widget.hasSelectedText():
        return widget.selectedText()
    return ""
