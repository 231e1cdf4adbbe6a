"""``--export`` without a window: what every export path shares, and the data files.

The command line's exports are written here when they are data (``.csv`` curve vertices,
``.json`` the report), with no Qt imported at all; figures (``.png``, ``.svg``,
``.pdf``) and the sweep animation (``.gif``) need the window's drawing, which
``main.py`` reaches through :mod:`gui.figures.export_command` only when one is asked for.
"""

from __future__ import annotations

import json
from pathlib import Path

from core.app.analysis import models_report, model_report
from core.app.atomic import atomic_path
from core.app.curve_table import write_curves_csv
from core.app.models import model_notes, pairing, pairing_notes
from core.app.report import require_both_classes
from core.app.requests import analysis_from_options, models_from_options
from core.errors import ExportError

FIGURE_SUFFIXES = (".png", ".svg", ".pdf")
ANIMATION_SUFFIXES = (".gif",)
DATA_SUFFIXES = (".csv", ".json")
ALL_SUFFIXES = FIGURE_SUFFIXES + ANIMATION_SUFFIXES + DATA_SUFFIXES


def export_suffix(path) -> str:
    """The export format of ``path`` (its suffix), or an ExportError naming the choices."""
    suffix = Path(path).suffix.lower()
    if suffix not in ALL_SUFFIXES:
        raise ExportError(f"cannot export {path}: unknown suffix {suffix or '(none)'!r};"
                          f" use one of {', '.join(ALL_SUFFIXES)}")
    return suffix


def needs_drawing(options) -> bool:
    """Whether any export asked for is a figure or an animation (and so needs Qt)."""
    return any(export_suffix(p) not in DATA_SUFFIXES for p in options.export)


def report_of(models, analysis) -> tuple[dict, tuple[str, ...]]:
    """The report ``--report json`` prints for these models, and its notes."""
    notes = model_notes(models)
    if len(models) == 1:
        return model_report(models[0], analysis), notes
    pairs = pairing(models)
    return models_report(models, analysis, pairs), notes + pairing_notes(models, pairs)


def write_data(path, models, analysis, reports: dict | None = None) -> None:
    """``.csv``: the drawn vertices of every model (a ``model`` column when several);
    ``.json``: exactly what ``--report json`` prints. Several exports passing the same
    ``reports`` dict compute the report once."""
    for model in models:
        require_both_classes(model.data, model.curve)
    if export_suffix(path) == ".csv":
        write_curves_csv(path, [(m.name, m.curve) for m in models], analysis.ties)
        return
    reports = {} if reports is None else reports
    if "json" not in reports:
        reports["json"] = report_of(models, analysis)[0]
    text = json.dumps(reports["json"], indent=2, allow_nan=False) + "\n"
    with atomic_path(path) as tmp:
        Path(tmp).write_text(text, encoding="utf-8")


def run_export(options, draw) -> int:
    """Write every ``--export`` PATH: with ``draw(options)`` (the window's drawing,
    handed in by ``main.py``, which alone may import it) when a figure or an animation is
    asked for, else here, with no Qt imported."""
    if needs_drawing(options):
        return draw(options)
    return export_data_only(options)


def export_data_only(options) -> int:
    """``--export`` of data files only: read, compute, write; no window code at all."""
    for path in options.export:  # all of them checked before writing any
        export_suffix(path)
    models = models_from_options(options)
    analysis = analysis_from_options(options)
    reports: dict = {}
    for path in options.export:
        write_data(path, models, analysis, reports)
        print(f"rocscope: wrote {path}")
    return 0
