"""The report of models, as one dictionary ready for JSON: what the command line
prints, what ``--export x.json`` and the window's Export Data write.

:func:`model_report` gives one model's dictionary (the summary's keys, then the blocks
an :class:`~core.app.request.Analysis` asks for) and :func:`models_report` the
``{"models", "comparisons"}`` report of several. Values that are infinite (a threshold
of ``+inf``: nothing predicted positive) are ``null``, since JSON has no infinity. See
docs/command-line.md for every key.

>>> from core.app.pipeline import load_models
>>> from core.app.request import Analysis, LoadRequest
>>> models = load_models(LoadRequest())
>>> report = model_report(models[0], Analysis(best="youden"))
>>> report["best"]["threshold"], report["best"]["value"]
(0.77, 0.25)
"""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence

from core.app.pipeline import answers
from core.app.pipeline.comparing import compare_each
from core.app.pipeline.model import LoadedModel
from core.app.pipeline.naming import model_notes
from core.app.pipeline.pairing import ModelPair, pairing, pairing_notes
from core.app.request import Analysis

from .classes import class_set, classes_report
from .language import Words
from .strata import folds_block, groups_block
from .summary import summary
from .tied import all_tied_note


class Written(dict):
    """A report's JSON dictionary (a plain ``dict`` to whoever prints it or writes it, and
    when copied) that keeps the engine's values it was written from, by the name of the
    Python interface's field (:mod:`core.app.api.results`): there, the results are the
    engine's own, and the JSON their serialisation."""

    def __init__(self, items=(), answers: dict | None = None):
        super().__init__(items)
        self.answers = dict(answers or {})

    def __deepcopy__(self, memo) -> dict:
        return {k: copy.deepcopy(v, memo) for k, v in self.items()}


def model_report(model: LoadedModel, analysis: Analysis = Analysis(), ties: str = "average",
                 threshold: float | None = None, named: bool = False) -> Written:
    """One model's report: the summary's keys (:func:`.summary.summary`: the counts, the
    three AUCs, ``formulas``, ``exact``, ``direction``, and ``operating_point`` at
    ``threshold``), then ``ci``, ``precision_recall``, ``best``, ``partial_auc`` and
    ``hull`` as ``analysis`` asks, then ``groups`` and ``folds`` when the model was
    loaded with a group or fold column; with ``named``, ``name`` comes first.

    ``ci`` is the interval of the *average* AUC whatever ``ties`` is; when it is
    undefined (a class with one sample) ``ci`` is null and ``ci_problem`` says why.

    Raises
    ------
    SingleClassError
        A class is missing: no AUC to report.
    InputError
        A setting out of range (the engine's message names it).
    """
    curve = model.curve
    out = Written({"name": model.name} if named else {})
    out.update(summary(model.data, curve, ties, threshold))
    out.answers.update(pairs=curve.pairs, aucs=curve.aucs)
    if threshold is not None:
        out.answers["operating_point"] = curve.operating_point(float(threshold))
    a = analysis
    if a.ci is not None:
        ci, problem = answers.interval_of(curve, a.ci_level, a.ci, a.bootstraps, a.seed)
        out.answers["ci"] = ci
        if ci is None:
            out["ci"], out["ci_problem"] = None, problem
        else:
            out["ci"] = {"method": ci.method, "level": ci.level, "low": ci.low,
                         "high": ci.high, "se": ci.se}
    if a.pr:
        pr = out.answers["precision_recall"] = answers.precision_recall_of(curve)
        out["precision_recall"] = {"average_precision": pr.average_precision,
                                   "area": pr.area, "baseline": pr.baseline}
    b = out.answers["best"] = answers.best_of(curve, a)
    if b is not None:
        block = {"method": b.method, "threshold": _finite_or_none(b.threshold),
                 "midpoint": _finite_or_none(b.midpoint), "tp": b.tp, "fp": b.fp,
                 "tn": b.tn, "fn": b.fn, "tpr": b.tpr, "fpr": b.fpr, "value": b.value}
        if b.method == "cost":
            block.update(cost_ratio=b.cost_ratio, prevalence=b.prevalence,
                         iso_slope=b.iso_slope)
        out["best"] = block
    part = out.answers["partial_auc"] = answers.partial_of(curve, a)
    if part is not None:
        out["partial_auc"] = {"focus": part.focus, "low": part.low, "high": part.high,
                              "area": part.area, "standardized": part.standardized}
    if a.hull:
        hull = out.answers["hull"] = answers.hull_of(curve)
        out["hull"] = {
            "auc": hull.auc,
            "vertices": [[float(x), float(y)] for x, y in zip(hull.fpr, hull.tpr)],
            "thresholds": [_finite_or_none(t) for t in hull.thresholds],
        }
    groups = groups_block(model, a)
    if groups is not None:
        out["groups"] = groups
    folds = folds_block(model, a)
    if folds is not None:
        out["folds"] = folds
    return out


def models_report(models: Sequence[LoadedModel], analysis: Analysis = Analysis(),
                  ties: str = "average", threshold=None,
                  pairs: Sequence[ModelPair] | None = None) -> dict:
    """The report of several models: ``{"models": [...], "comparisons": [...]}``, every
    model named, and DeLong's comparison of every pair in the order given (``a`` before
    ``b``; ``difference`` is ``AUC_a - AUC_b``; ``z`` holds pROC's D for unpaired
    models; ``ci`` is the interval of the difference). A comparison that is undefined
    (a class with one sample, a difference with a standard error of 0 that is not 0
    itself) has null numbers and a ``problem``.

    ``threshold`` is one threshold for every model, or one per model (the window's
    models each keep their own). ``pairs``, from :func:`pairing`, saves working them
    out again.

    Raises
    ------
    InputError
        Rows matched by id disagree between files.
    """
    thresholds = _per_model(threshold, len(models))
    reports = [model_report(m, analysis, ties, t, named=True)
               for m, t in zip(models, thresholds)]
    comparisons = []
    pairs = pairing(models) if pairs is None else pairs
    for pair, c in zip(pairs, compare_each(models, pairs, analysis.ci_level)):
        a, b = models[pair.a].name, models[pair.b].name
        if isinstance(c, str):
            comparisons.append(Written({
                "a": a, "b": b, "paired": pair.paired, "method": None, "difference": None,
                "z": None, "p": None,
                "ci": {"level": analysis.ci_level, "low": None, "high": None}, "problem": c}))
            continue
        r = c.result
        comparisons.append(Written({
            "a": a,
            "b": b,
            "paired": r.paired,
            "method": r.method,
            "difference": r.difference,
            "z": r.z,
            "p": r.p,
            "ci": {"level": r.ci.level, "low": r.ci.low, "high": r.ci.high},
        }, {"comparison": r}))
    return {"models": reports, "comparisons": comparisons}


def report_of(models: Sequence[LoadedModel], analysis: Analysis = Analysis(),
              ties: str = "average", threshold=None,
              words: Words | None = None) -> tuple[dict, tuple[str, ...]]:
    """The report of the models (one model's, several models', or, for the one-vs-rest
    models of K classes, the classes'), and its notes: the guesses the loader made,
    rows left out, models whose scores are all the same, pairs compared unpaired and
    why. ``words`` is the language of the notes on models whose scores are all the
    same (English by default); the other notes are phrases
    (:class:`~core.phrases.Phrase`): English as text (JSON), said in the report's
    language where one is shown (:func:`core.app.report.text.notes_lines`)."""
    notes = model_notes(models)
    if class_set(models) is not None:
        return classes_report(models), notes
    if len(models) == 1:
        t = _per_model(threshold, 1)[0]
        report = model_report(models[0], analysis, ties, t)
        return report, notes + _tied_notes(models, [report], words)
    pairs = pairing(models)
    report = models_report(models, analysis, ties, threshold, pairs)
    return (report, notes + _tied_notes(models, report["models"], words)
            + pairing_notes(models, pairs))


def _tied_notes(models: Sequence[LoadedModel], reports: Sequence[dict],
                words: Words | None = None) -> tuple[str, ...]:
    """The note on each model whose scores are all the same (named when there are
    several), saying why its AUC is 0.5 and its interval, if shown, has no width."""
    translate = words or Words()
    out = []
    for model, report in zip(models, reports):
        ci = report.get("ci")
        note = all_tied_note(model.curve, ci["method"] if ci else None, report["score_type"],
                             words)
        if note is not None:
            out.append(note if len(models) == 1 else translate(
                "Report", "model {name}: {note}").format(name=repr(model.name), note=note))
    return tuple(out)


def _per_model(threshold, n: int) -> list:
    if threshold is None or isinstance(threshold, (int, float)):
        return [threshold] * n
    thresholds = list(threshold)
    if len(thresholds) != n:
        raise ValueError(f"{len(thresholds)} thresholds for {n} models")
    return thresholds


def _finite_or_none(x) -> float | None:
    x = float(x)
    return x if math.isfinite(x) else None
