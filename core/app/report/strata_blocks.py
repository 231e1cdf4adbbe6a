"""The report's ``groups`` and ``folds`` blocks (docs/command-line.md), and their lines in
the text report.

>>> from core.app.request import Analysis, LoadRequest, ModelSource
>>> from core.app.pipeline import load_models
>>> data = b"user,score,y\\na,0.9,1\\na,0.2,0\\nb,0.4,1\\nb,0.6,0\\nc,0.5,1\\n"
>>> model, = load_models(LoadRequest(sources=(ModelSource(data, "log.csv"),),
...                                  scores=("score",), group="user"))
>>> block = groups_block(model, Analysis())
>>> block["mean_auc"], block["excluded"], block["table"][0]
(0.5, {'one_class': 1}, {'group': 'a', 'n': 2, 'n_positive': 1, 'n_negative': 1, 'auc': 1.0})
"""

from __future__ import annotations

import numpy as np

from core.app.pipeline.model_strata import GROUP_TABLE_UP_TO, fold_summary, group_summary
from core.app.request import Analysis
from core.numbers_text import count_text

from .language import ENGLISH, Words
from .summary import json_number, picked, short
from .text_width import display_width, pad

#: The text report lists groups and folds one by one up to this many.
TEXT_ROWS_UP_TO = 20


def groups_block(model, analysis: Analysis) -> dict | None:
    """``{"column", "n_groups", "n_used", "excluded": {"one_class"}, "mean_auc",
    "weighted_auc", "auc_all", "table"}``; ``table`` lists every group (sorted by its
    value as text) when there are at most :data:`GROUP_TABLE_UP_TO` or
    ``analysis.group_table`` asks. None for a model without groups."""
    summary = group_summary(model)
    if summary is None:
        return None
    a = summary.averages
    out = {"column": summary.column, **picked(a, "n_groups", "n_used"),
           "excluded": {"one_class": a.one_class}, **picked(a, "mean_auc", "weighted_auc"),
           "auc_all": summary.auc_all}
    if a.n_groups <= GROUP_TABLE_UP_TO or analysis.group_table:
        out["table"] = group_table(summary)
    return out


def group_table(summary) -> list[dict]:
    """One row per group: ``{"group", "n", "n_positive", "n_negative", "auc"}`` (``auc``
    null for a group of one class), in the groups' listing order."""
    c = summary.strata.counts
    return [{"group": g, "n": n, "n_positive": p, "n_negative": m, "auc": json_number(x)}
            for g, n, p, m, x in zip(summary.strata.texts, c.n_samples.tolist(),
                                     c.n_positive.tolist(), c.n_negative.tolist(),
                                     summary.auc.tolist())]


def fold_table(summary) -> list[dict]:
    """One row per fold: ``{"fold", "auc", "n_positive", "n_negative"}`` (``auc`` null
    for a fold of one class), in the folds' listing order."""
    c = summary.strata.counts
    return [{"fold": f, "auc": json_number(x), "n_positive": p, "n_negative": m}
            for f, x, p, m in zip(summary.strata.texts, summary.auc.tolist(),
                                  c.n_positive.tolist(), c.n_negative.tolist())]


def folds_block(model, analysis: Analysis) -> dict | None:
    """``{"column", "k", "per_fold", "mean_auc", "sd_auc", "pooled_auc", "vertical"}``,
    and ``threshold`` when ``analysis.fold_average`` asks for it. None for a model
    without folds."""
    summary = fold_summary(model, analysis.fold_average)
    if summary is None:
        return None
    out = {"column": summary.column, "k": len(summary.strata), "per_fold": fold_table(summary),
           **picked(summary, "mean_auc", "sd_auc", "pooled_auc"), "vertical": None}
    v = summary.vertical
    if v is not None:
        out["vertical"] = {"fpr": v.fpr.tolist(), "tpr_mean": v.tpr_mean.tolist(),
                           "tpr_sd": _list(v.tpr_sd)}
    t = summary.threshold
    if t is not None:
        out["threshold"] = {
            "thresholds": [json_number(x) for x in t.thresholds.tolist()],
            "fpr_mean": t.fpr_mean.tolist(), "fpr_sd": _list(t.fpr_sd),
            "tpr_mean": t.tpr_mean.tolist(), "tpr_sd": _list(t.tpr_sd)}
    return out


def strata_lines(s: dict, translate: Words = ENGLISH) -> list[tuple[str, str]]:
    """The text report's rows for a model report's ``groups`` and ``folds`` blocks, in
    ``translate``'s language."""
    rows: list[tuple[str, str]] = []
    g = s.get("groups")
    if g is not None:
        one = g["excluded"]["one_class"]
        rows.append((translate("Report", "groups"), translate(
            "Report", "{column}: {n} groups, {used} with both classes ({one} of one class left"
            " out: no AUC)").format(column=repr(g["column"]), n=f"{g['n_groups']:,}",
                                    used=f"{g['n_used']:,}", one=f"{one:,}")))
        rows.append(("  " + translate("Report", "mean AUC"), translate(
            "Report", "{auc}  (plain mean over those groups)").format(
                auc=short(g["mean_auc"], translate))))
        rows.append(("  " + translate("Report", "weighted AUC"), translate(
            "Report", "{auc}  (weighted by samples, GAUC)").format(
                auc=short(g["weighted_auc"], translate))))
        rows.append(("  " + translate("Report", "AUC all rows"), short(g["auc_all"], translate)))
        table = g.get("table")
        if table is not None and len(table) <= TEXT_ROWS_UP_TO:
            # The label column is padded as a whole by the text report (aligned).
            rows += [("  " + r["group"], _stratum(r["auc"], r["n_positive"], r["n_negative"],
                                                  translate)) for r in table]
        else:
            listed = (translate("Report", "all {n}").format(n=f"{len(table):,}")
                      if table is not None else
                      translate("Report", "up to {n} (--group-table: all)").format(
                          n=f"{GROUP_TABLE_UP_TO:,}"))
            rows.append(("  " + translate("Report", "table"), translate(
                "Report", "not printed here; the groups CSV lists every group, the JSON report"
                " {listed}").format(listed=listed)))
    f = s.get("folds")
    if f is not None:
        rows.append((translate("Report", "folds"), translate(
            "Report", "{column}: {k} folds").format(column=repr(f["column"]), k=f"{f['k']:,}")))
        if len(f["per_fold"]) <= TEXT_ROWS_UP_TO:
            width = max(display_width(r["fold"], translate) for r in f["per_fold"])
            rows += [("  " + translate("Report", "fold {fold}").format(
                          fold=pad(r["fold"], width, translate)),
                      _stratum(r["auc"], r["n_positive"], r["n_negative"], translate))
                     for r in f["per_fold"]]
        mean = short(f["mean_auc"], translate)
        if f["sd_auc"] is None:
            rows.append(("  " + translate("Report", "mean AUC"), mean))
        else:
            rows.append(("  " + translate("Report", "mean AUC"), translate(
                "Report", "{auc}, SD {sd} (ddof 1)").format(
                    auc=mean, sd=short(f["sd_auc"], translate))))
        rows.append(("  " + translate("Report", "pooled AUC"), translate(
            "Report", "{auc}  (every fold's rows as one model)").format(
                auc=short(f["pooled_auc"], translate))))
        v = f["vertical"]
        if v is not None:
            picks = [i for i, x in enumerate(v["fpr"]) if round(x * 100) in (5, 10, 20, 50)]
            shown = "  ".join(
                f"{v['fpr'][i]:g}: {short(v['tpr_mean'][i], translate)}"
                + ("" if v["tpr_sd"] is None else f" ± {short(v['tpr_sd'][i], translate)}")
                for i in picks)
            rows.append(("  " + translate("Report", "vertical"), translate(
                "Report", "mean TPR at FPR {shown}").format(shown=shown)))
    return rows


def _stratum(auc, n_positive, n_negative, translate: Words) -> str:
    value = translate("Report", "undefined (one class)") if auc is None else short(auc)
    return translate("Report", "AUC {auc}  ({positive} positive, {negative} negative)").format(
        auc=value, positive=count_text(n_positive), negative=count_text(n_negative))


def _list(a: np.ndarray | None):
    return None if a is None else a.tolist()
