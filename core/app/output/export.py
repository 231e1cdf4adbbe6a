"""``--export`` without a window: what every export path shares, and the data files.

Data files (``.csv`` curve vertices, ``.json`` the report) are written here with no Qt
imported at all; figures (``.png``, ``.svg``, ``.pdf``) and the sweep animation
(``.gif``) need the window's drawing, which ``main.py`` hands in as ``draw`` only when
one is asked for. The window's Export Data writes through :func:`write_data` too, so
the window and the command line write the same files for the same models.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Iterator, Sequence
from functools import partial
from pathlib import Path

from core.app.pipeline import LoadedModel, load_models, require_both_classes
from core.app.report.build import json_text, report_of
from core.app.report.language import words_in
from core.app.request import Analysis, Request
from core.errors import ExportError
from core.phrases import Phrase

from .atomic import atomic_path, write_all
from .curve_table import curve_table, det_table, write_tables
from .strata_tables import table_of, write_table

FIGURE_SUFFIXES = (".png", ".svg", ".pdf")
ANIMATION_SUFFIXES = (".gif",)
DATA_SUFFIXES = (".csv", ".json")
ALL_SUFFIXES = FIGURE_SUFFIXES + ANIMATION_SUFFIXES + DATA_SUFFIXES


def export_suffix(path) -> str:
    """The export format of ``path`` (its suffix), or an ExportError naming the choices."""
    suffix = Path(path).suffix.lower()
    if suffix not in ALL_SUFFIXES:
        if not suffix:
            raise ExportError(Phrase("cannot export {path}: unknown suffix '(none)'; use one of"
                                     " {suffixes}", path=path, suffixes=", ".join(ALL_SUFFIXES)))
        raise ExportError(Phrase("cannot export {path}: unknown suffix {suffix!r}; use one of"
                                 " {suffixes}", path=path, suffix=suffix,
                                 suffixes=", ".join(ALL_SUFFIXES)))
    return suffix


def write_data(path, models: Sequence[LoadedModel], analysis: Analysis, ties: str = "average",
               threshold=None, reports: dict | None = None, plot: str = "roc") -> None:
    """``.csv``: the drawn vertices of every model (a ``model`` column when several;
    with ``plot="det"``, the DET tables instead), or a table of strata for
    ``NAME.groups.csv``, ``NAME.folds.csv``, ``NAME.classes.csv`` (:mod:`.strata_tables`);
    ``.json``: the report, exactly what ``--report json`` prints for these models.
    ``threshold`` is one for all models or one per model. Several exports passing the
    same ``reports`` dict compute the report once."""
    for model in models:
        require_both_classes(model.data, model.curve)
    table = table_of(path)
    if table is not None:
        write_table(path, table, models)
        return
    if export_suffix(path) == ".csv":
        table_of_curve = det_table if plot == "det" else partial(curve_table, ordering=ties)
        write_tables(path, [(m.name, table_of_curve(m.curve)) for m in models])
        return
    reports = {} if reports is None else reports
    if "json" not in reports:
        reports["json"] = json_text(report_of(models, analysis, ties, threshold))
    with atomic_path(path) as tmp:
        write_all(tmp, reports["json"].encode("utf-8"), path)


def check_targets(request: Request) -> None:
    """Refuse, before anything is read or written, an export whose path is one of the
    files read (named so, through another path, or through a link): writing it would
    destroy the data.

    Raises
    ------
    ExportError
    """
    inputs = list(_input_files(request))
    for path in request.exports:
        export_suffix(path)
        if not os.path.exists(path):
            continue
        for given in inputs:
            try:
                same = os.path.samefile(path, given)
            except OSError:
                continue
            if same and os.path.normpath(given) == os.path.normpath(path):
                raise ExportError(Phrase("cannot write {path}: it is a file being read; choose"
                                         " another name for the export", path=path))
            if same:
                raise ExportError(Phrase("cannot write {path} (the same file as {given}): it is"
                                         " a file being read; choose another name for the"
                                         " export", path=path, given=given))


def _input_files(request: Request) -> Iterator[str]:
    """The files the request reads: each file given, and the files of a folder or glob."""
    for source in request.load.sources:
        path = source.path
        if path is None:
            continue
        if os.path.isdir(path):
            for root, _dirs, names in os.walk(path):
                yield from (os.path.join(root, n) for n in names)
        elif not os.path.exists(path) and glob.has_magic(path):
            yield from glob.iglob(path, recursive=True)
        else:
            yield path


def run_export(request: Request, draw) -> int:
    """Write every export of ``request``: with ``draw(request)`` (the window's drawing,
    handed in by ``main.py``, which alone may import it) when a figure or an animation
    is asked for, else here, with no Qt imported."""
    check_targets(request)  # every path's suffix too, before anything is written
    if any(export_suffix(p) not in DATA_SUFFIXES for p in request.exports):
        return draw(request)
    models = load_models(request.load)  # data files only: no window code at all
    reports: dict = {}
    for path in request.exports:
        write_data(path, models, request.analysis, request.ties, request.threshold, reports,
                   request.plot)
        print(wrote(path, request.lang))
    return 0


def wrote(path: str, lang: str | None) -> str:
    """What the command line says of a file it wrote, in the report's language."""
    return words_in(lang).said(Phrase("rocscope: wrote {path}", path=path))
