"""The report of models: typed (:class:`.results.Report`, the engine's values) and, written
from the same values, one dictionary ready for JSON: what the command line prints, what
``--export x.json`` and the window's Export Data write, what ``rocscope.report`` returns.

:func:`model_report` gives one model's report (the summary's keys, then the blocks an
:class:`~core.app.request.Analysis` asks for) and :func:`report_of` the report of one
model, of several (``{"models", "comparisons"}``) or of K classes. Values that are
infinite (a threshold of ``+inf``: nothing predicted positive) are ``null`` in the JSON,
since JSON has no infinity. See docs/command-line.md for every key.

>>> from core.app.pipeline import load_models
>>> from core.app.request import Analysis, LoadRequest
>>> models = load_models(LoadRequest())
>>> report = model_report(models[0], Analysis(best="youden"))
>>> report.json["best"]["threshold"], report.best.value
(0.77, 0.25)
"""

from __future__ import annotations

import json
import numbers
from collections.abc import Sequence
from fractions import Fraction
from types import MappingProxyType

from core.app.pipeline import answers
from core.app.pipeline.comparing import compare_each
from core.app.pipeline.model import LoadedModel
from core.app.pipeline.model_strata import fold_summary, group_summary
from core.app.pipeline.naming import model_notes
from core.app.pipeline.pairing import pairing, pairing_notes
from core.app.request import Analysis
from core.engine.coords import VALUES
from core.errors import RocscopeError
from core.phrases import message_of

from .classes import class_set, classes_report
from .language import ENGLISH, Words
from .results import PLAIN, Comparison, Direction, ModelReport, Report
from .strata_blocks import folds_block, groups_block
from .summary import json_number, picked, summary
from .tied import all_tied_note


def model_report(model: LoadedModel, analysis: Analysis = Analysis(), ties: str = "average",
                 threshold: float | None = None, named: bool = False) -> ModelReport:
    """One model's report. Its JSON (``json``) holds the summary's keys
    (:func:`.summary.summary`: the counts, the three AUCs, ``formulas``, ``exact``,
    ``direction``, and ``operating_point`` at ``threshold``), then ``ci``,
    ``precision_recall``, ``best``, ``partial_auc`` and ``hull`` as ``analysis`` asks,
    then ``groups`` and ``folds`` when the model was loaded with a group or fold column;
    with ``named``, ``name`` comes first.

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
    out: dict = {"name": model.name} if named else {}
    out.update(summary(model.data, curve, ties, threshold))
    a = analysis
    ci = problem = pr = hull = None
    if a.ci is not None:
        ci, problem = answers.interval_of(curve, a.ci_level, a.ci, a.bootstraps, a.seed)
        if ci is None:
            out["ci"], out["ci_problem"] = None, problem
        else:
            out["ci"] = picked(ci, "method", "level", "low", "high", "se")
    if a.pr:
        pr = answers.precision_recall_of(curve)
        out["precision_recall"] = picked(pr, "average_precision", "area", "baseline")
    b = answers.best_of(curve, a)
    if b is not None:
        block = {"method": b.method, "threshold": json_number(b.threshold),
                 "midpoint": json_number(b.midpoint),
                 **picked(b, "tp", "fp", "tn", "fn", "tpr", "fpr", "value")}
        if b.method == "cost":
            block.update(picked(b, "cost_ratio", "prevalence", "iso_slope"))
        out["best"] = block
    part = answers.partial_of(curve, a)
    part_ci = None
    if part is not None:
        out["partial_auc"] = picked(part, "focus", "low", "high", "area", "standardized",
                                    "below_chance")
        part_ci = _partial_interval(curve, a, out["partial_auc"])
    if a.hull:
        hull = answers.hull_of(curve)
        out["hull"] = {
            "auc": hull.auc,
            "vertices": [[float(x), float(y)] for x, y in zip(hull.fpr, hull.tpr)],
            "thresholds": [json_number(t) for t in hull.thresholds],
        }
    band = band_problem = None
    if a.band:
        band, band_problem = answers.se_band_of(curve, a.ci_level, a.bootstraps, a.seed,
                                                a.band_step)
        if band is None:
            out["confidence_band"], out["confidence_band_problem"] = None, band_problem
        else:
            out["confidence_band"] = band_block(band)
    try:
        points = answers.coords_asked(curve, a, threshold)
    except RocscopeError as exc:  # a curve thinned by an engine has no point between
        points = ()
        out["coords"], out["coords_problem"] = None, message_of(exc)
    if points:
        out["coords"] = [coords_block(c) for c in points]
    for key, strata in (("groups", groups_block(model, a)), ("folds", folds_block(model, a))):
        if strata is not None:
            out[key] = strata
    exact = out.get("exact")
    return ModelReport(
        name=model.name, **{k: out[k] for k in PLAIN}, pairs=curve.pairs, aucs=curve.aucs,
        auc=curve.aucs[out["ties"]], formulas=MappingProxyType(dict(out.get("formulas", {}))),
        exact=None if exact is None else MappingProxyType(
            {k: Fraction(v) for k, v in exact.items()}),
        direction=Direction(**out["direction"]) if "direction" in out else None,
        operating_point=None if threshold is None else curve.operating_point(float(threshold)),
        ci=ci, ci_problem=problem, precision_recall=pr, best=b, partial_auc=part,
        partial_auc_ci=part_ci, hull=hull, coordinates=points, confidence_band=band,
        confidence_band_problem=band_problem, groups=group_summary(model),
        folds=fold_summary(model, a.fold_average), json=out, source=curve, _analysis=a)


def _partial_interval(curve, analysis, block: dict):
    """The partial AUC's bootstrap interval, written into ``block`` (``ci``, or
    ``ci_problem`` when it is undefined)."""
    try:
        interval = answers.partial_interval_of(curve, analysis)
    except RocscopeError as exc:
        block["ci"], block["ci_problem"] = None, message_of(exc)
        return None
    if interval is not None:
        block["ci"] = {"method": "bootstrap", **picked(
            interval, "level", "n_bootstraps", "low", "high", "standardized_low",
            "standardized_high", "se")}
    return interval


def coords_block(c) -> dict:
    """A :class:`core.engine.coords.Coords` as the JSON writes it: non-finite numbers
    null (a threshold between two vertices, an undefined ratio)."""
    block = {"input": c.input, "value": json_number(c.value),
             "threshold": json_number(c.threshold),
             "interpolated": c.interpolated}
    for name in ("tp", "fp", "tn", "fn"):
        value = getattr(c, name)
        block[name] = int(value) if isinstance(value, numbers.Integral) else value
    for name in VALUES:
        value = getattr(c, name)
        if value is not None or not name.endswith("_at_prevalence"):
            block[name] = json_number(value)
    if c.prevalence is not None:
        block["prevalence"] = c.prevalence
    if c.intervals is not None:
        i = c.intervals
        block["ci"] = {"method": i.method, "level": i.level, "n_bootstraps": i.n_bootstraps,
                       **{name: [json_number(v.low), json_number(v.high)]
                          for name, v in i.items()}}
    return block


def band_block(band) -> dict:
    """The JSON of a :class:`~core.engine.se_band.SensitivityBand`: one list per column
    of the table, a row per specificity."""
    columns = ("specificity", "sensitivity", "low", "median", "high")
    return {"method": "bootstrap", **picked(band, "level", "bootstraps", "seed"),
            **{name: getattr(band, name).tolist() for name in columns}}


def json_text(report: Report) -> str:
    """The report as ``--report json`` prints it and a ``.json`` export holds it."""
    return json.dumps(report.json, indent=2, allow_nan=False) + "\n"


def report_of(models: Sequence[LoadedModel], analysis: Analysis = Analysis(),
              ties: str = "average", threshold=None, words: Words = ENGLISH) -> Report:
    """The report of the models: one model's, several models' (every model named, and
    DeLong's comparison of every pair in the order given), or, for the one-vs-rest models
    of K classes, the classes'; with its notes: the guesses the loader made, rows left
    out, models whose scores are all the same, pairs compared unpaired and why.

    In a comparison ``a`` comes before ``b``; ``difference`` is ``AUC_a - AUC_b``; ``z``
    holds pROC's D for unpaired models; ``ci`` is the interval of the difference. A
    comparison that is undefined (a class with one sample, a difference with a standard
    error of 0 that is not 0 itself) has null numbers and a ``problem``.

    ``threshold`` is one threshold for every model, or one per model (the window's
    models each keep their own). ``words`` is the language of the notes on models whose
    scores are all the same (English by default); the other notes are phrases
    (:class:`~core.phrases.Phrase`): English as text (JSON), said in the report's
    language where one is shown (:func:`core.app.report.text.notes_lines`).

    Raises
    ------
    InputError
        Rows matched by id disagree between files.
    """
    notes = model_notes(models)
    classes = class_set(models)
    if classes is not None:
        reports = [model_report(m, named=True) for m in models]
        return Report(MappingProxyType({r.name: r for r in reports}), (), notes, classes,
                      classes_report(classes))
    pairs = pairing(models) if len(models) > 1 else ()
    reports = [model_report(m, analysis, ties, t, named=len(models) > 1)
               for m, t in zip(models, _per_model(threshold, len(models)))]
    notes += _tied_notes(models, reports, words)
    by_name = MappingProxyType({r.name: r for r in reports})
    if len(models) == 1:
        return Report(by_name, (), notes, json=reports[0].json)
    comparisons = []
    an = analysis
    options = picked(an, "alternative", "unpaired", "test", "bootstraps", "seed")
    for pair, c in zip(pairs, compare_each(models, pairs, an.ci_level, **options)):
        a, b = models[pair.a].name, models[pair.b].name
        if isinstance(c, str):
            comparisons.append(Comparison(a, b, pair.paired and not an.unpaired, None, None,
                                          None, None, None, c, an.alternative))
        else:
            r = c.result
            comparisons.append(Comparison(a, b, r.paired, r.method, r.difference, r.z, r.p,
                                          r.ci, None, r.alternative, r.df, r.n_bootstraps))
    written = [comparison_block(c, an.ci_level) for c in comparisons]
    return Report(by_name, tuple(comparisons), notes + pairing_notes(models, pairs),
                  json={"models": [r.json for r in reports], "comparisons": written})


def comparison_block(c: Comparison, level: float) -> dict:
    """A :class:`~.results.Comparison` as the JSON writes it: an undefined one with null
    numbers at the ``level`` asked for and its ``problem``; ``df`` and ``n_bootstraps``
    where the test has them."""
    block = {**picked(c, "a", "b", "paired", "method", "alternative", "difference", "z", "p"),
             "ci": {"level": level, "low": None, "high": None} if c.ci is None else
             {"level": c.ci.level, "low": c.ci.low, "high": c.ci.high}}
    extra = {"problem": c.problem, "df": c.df, "n_bootstraps": c.n_bootstraps}
    return block | {k: v for k, v in extra.items() if v is not None}


def _tied_notes(models: Sequence[LoadedModel], reports: Sequence[ModelReport],
                translate: Words) -> tuple[str, ...]:
    """The note on each model whose scores are all the same (named when there are
    several), saying why its AUC is 0.5 and its interval, if shown, has no width."""
    out = []
    for model, report in zip(models, reports):
        method = report.ci.method if report.ci is not None else None
        note = all_tied_note(model.curve, method, report.score_type, translate)
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
