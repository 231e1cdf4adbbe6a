"""The tables of strata as CSV: one row per group, per fold or per class.

Which table a ``.csv`` export writes is said by its name: ``NAME.groups.csv`` the
groups (``group, n, n_positive, n_negative, auc``), ``NAME.folds.csv`` the folds
(``fold, auc, n_positive, n_negative``) and ``NAME.classes.csv`` the classes
(``class, score_column, auc, n_positive, n_negative``); any other ``.csv`` is the curve
vertices. With several models a ``model`` column comes first. An AUC that is undefined
(a group or fold of one class) is an empty field.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from core.app.pipeline.model_strata import fold_summary, group_summary
from core.app.report.classes import class_set
from core.app.report.strata_blocks import fold_table, group_table
from core.errors import ExportError
from core.phrases import Phrase

from .atomic import atomic_path

#: The suffixes that choose a table, and what it lists.
TABLES = {".groups.csv": "groups", ".folds.csv": "folds", ".classes.csv": "classes"}


def table_of(path) -> str | None:
    """``"groups"``, ``"folds"`` or ``"classes"`` for a path naming a table, else None."""
    name = Path(path).name.lower()
    return next((table for suffix, table in TABLES.items() if name.endswith(suffix)), None)


def write_table(path, table: str, models: Sequence) -> None:
    """Write the ``table`` of ``models`` as CSV, atomically.

    Raises
    ------
    ExportError
        The models have no such strata (no group column, no fold column, not K classes).
    """
    if table == "classes":
        header, rows = _classes(path, models)
    else:
        header, rows = ["model"] if len(models) > 1 else [], []
        for model in models:
            summary = (group_summary if table == "groups" else fold_summary)(model)
            if summary is None and table == "groups":
                raise ExportError(Phrase("cannot export {path}: it lists groups, and {model} was"
                                         " loaded without a group column", path=path,
                                         model=model.name))
            if summary is None:
                raise ExportError(Phrase("cannot export {path}: it lists folds, and {model} was"
                                         " loaded without a fold column", path=path,
                                         model=model.name))
            lead = [model.name] if len(models) > 1 else []
            # The report's rows, in the CSV's column order; csv writes a null AUC empty.
            listed = group_table(summary) if table == "groups" else fold_table(summary)
            rows += [lead + list(row.values()) for row in listed]
        header += (["group", "n", "n_positive", "n_negative", "auc"] if table == "groups"
                   else ["fold", "auc", "n_positive", "n_negative"])
    with atomic_path(path) as tmp:
        with open(tmp, "w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow(header)
            writer.writerows(rows)


def _classes(path, models):
    shared = class_set(models)
    if shared is None:
        raise ExportError(Phrase("cannot export {path}: it lists the classes of a K-class"
                                 " model, and these models are not one", path=path))
    a = shared.averages
    rows = [[c, column, auc, curve.n_positive, curve.n_negative]
            for c, column, auc, curve in zip(shared.classes, shared.score_columns,
                                             a.ovr_auc, a.one_vs_rest)]
    return ["class", "score_column", "auc", "n_positive", "n_negative"], rows
