"""``rocscope.figure``: the figure ``--export`` writes, for data held in memory, drawn by
the command line's own export (:func:`gui.figures.export_command.export_request`)."""

from __future__ import annotations

import base64
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from core.app.api.options import request_of, with_keywords
from core.app.output.export import DATA_SUFFIXES, export_suffix
from core.errors import ExportError, InputError


@dataclass(frozen=True)
class Figure:
    """A figure written: ``path`` (None when it was drawn for display only), its
    ``format`` (``"png"``, ``"svg"``, ``"pdf"`` or ``"gif"``) and its bytes. Jupyter
    shows it where the call is the cell's last line."""

    path: str | None
    format: str
    data: bytes = field(repr=False)

    def _repr_png_(self):
        return self.data if self.format == "png" else None

    def _repr_svg_(self):
        return self.data.decode("utf-8") if self.format == "svg" else None

    def _repr_html_(self):
        if self.format != "gif":
            return None
        return f'<img src="data:image/gif;base64,{base64.b64encode(self.data).decode()}">'


@with_keywords
def figure(*data, path=None, size=None, plot="roc", **options) -> Figure:
    """Draw the ROC (or precision-recall, or DET) figure of one model or several, as
    ``rocscope --export`` draws it, without a window.

    Parameters
    ----------
    *data
        The data, as :func:`rocscope.report` takes it: ``(y_true, y_score)``, or data
        sets (DataFrames, pyarrow Tables, mappings of columns, paths).
    path : str or os.PathLike, optional
        Where to write the figure, by its suffix: ``.png``, ``.svg``, ``.pdf`` (the
        plot) or ``.gif`` (the sweep, drawn block by block). Without it the figure is
        drawn as PNG for display only (Jupyter shows the returned :class:`Figure`).
    size : (int, int), optional
        Width and height in pixels (16 to 20000 each); the command line's default
        otherwise.
    plot : {"roc", "pr", "det"}
        The ROC curve, the precision-recall curve, or the DET curve (false negative
        against false positive rate on normal-deviate axes).
    **options
        ``name`` and every data and analysis option of the command line, as
        :func:`rocscope.report` takes them: the first model is drawn in full (segments
        by type, shaded areas, the threshold's marker), the others as thin curves with
        their AUC in the legend; ``best``, ``partial_auc``, ``hull`` and ``band`` (the
        confidence band of sensitivity) are drawn.

    Returns
    -------
    Figure
        ``path``, ``format`` and the bytes written (``data``).

    Raises
    ------
    ExportError
        An unknown suffix (or a data file's: ``.csv``, ``.json``), a file that cannot
        be written.
    InputError, LoadError, SingleClassError
        As :func:`rocscope.report`.

    Examples
    --------
    >>> fig = figure([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...              size=(320, 240), ties="worst")
    >>> fig.format, fig.data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
    ('png', True)
    """
    path = _path(path)
    if path is not None and export_suffix(path) in DATA_SUFFIXES:  # an unknown one: refused
        raise ExportError(f"cannot draw {os.fspath(path)}: a figure is .png, .svg, .pdf or"
                          " .gif; the report's data are rocscope.report(...).to_dict()")
    with tempfile.TemporaryDirectory(prefix="rocscope-") as tmp:
        target = path if path is not None else os.path.join(tmp, "figure.png")
        # The request refuses a plot other than "roc", "pr" or "det", and a size out of range.
        request = request_of(data, options, plot=plot, size=size, exports=(target,))
        _draw(request)
        written = Path(target).read_bytes()
    fmt = Path(target).suffix.lower().lstrip(".")
    return Figure(path, fmt, written)


def _draw(request) -> None:
    from gui.base.application import application
    from gui.figures.export_command import export_request

    # Made here, the application keeps its platform: the export chooses offscreen only
    # for a process of its own (the command line's), which it ends.
    application(offscreen_without_display=True)
    # The command line says what it wrote; a function returns it instead.
    export_request(request, say=lambda _line: None)


def _path(path) -> str | None:
    """``path`` as text; a value that is no path (a number, a list, a NUL character,
    which no system's file name holds) refused as the other keywords are."""
    if path is None:
        return None
    try:
        text = os.fspath(path)
    except TypeError:
        raise InputError(f"path={path!r}: give a file path (str or os.PathLike)",
                         option="path") from None
    text = os.fsdecode(text) if isinstance(text, bytes) else text
    if "\0" in text:
        raise InputError(f"path={text!r}: a file name cannot hold a NUL character",
                         option="path")
    return text

