"""What to compute for each model, and the report that results (SPEC §4, §9–§11).

:class:`Analysis` says what was asked (tie ordering, threshold, a confidence interval,
precision–recall, a best threshold, a partial AUC, the convex hull);
:func:`model_report` gives one model's dictionary (SPEC §4's keys, then the blocks
asked for) and :func:`models_report` the ``{"models", "comparisons"}`` report of
several (SPEC §9). Values that are infinite (a threshold of ``+inf``: nothing predicted
positive) are ``null``, since JSON has no infinity.

>>> from core.app.models import ModelSource, load_models
>>> from core.readers.examples import EIGHT_SAMPLES
>>> models = load_models([ModelSource(EIGHT_SAMPLES, "eight.csv")])
>>> report = model_report(models[0], Analysis(best="youden"))
>>> report["best"]["threshold"], report["best"]["value"]
(0.77, 0.25)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from core.app.models import LoadedModel, ModelPair, compare_models, pairing
from core.app.report import summary


@dataclass(frozen=True)
class Analysis:
    """What to compute for every model.

    Attributes
    ----------
    ties : str
        Tie ordering the report marks (``average``, ``best``, ``worst``).
    threshold : float or None
        Adds ``operating_point`` (``score >= threshold`` is positive).
    ci : str or None
        ``"delong"`` or ``"bootstrap"``: adds ``ci``, the AUC's confidence interval.
    ci_level : float
        Confidence level of every interval, including the comparisons'.
    bootstraps : int
        Resamples of the stratified bootstrap.
    seed : int or None
        Makes the bootstrap repeatable.
    pr : bool
        Adds ``precision_recall``.
    best : str or None
        ``"youden"``, ``"closest"`` or ``"cost"``: adds ``best``.
    cost_ratio, prevalence : float or None
        For ``best="cost"``: cost of a missed positive over that of a false alarm
        (needed), and the prevalence (``m+ / n`` when None).
    partial_auc : (float, float) or None
        Adds ``partial_auc`` over this range of ``partial_auc_focus``.
    partial_auc_focus : str
        ``"fpr"`` or ``"tpr"``.
    hull : bool
        Adds ``hull``, the ROC convex hull.
    """

    ties: str = "average"
    threshold: float | None = None
    ci: str | None = None
    ci_level: float = 0.95
    bootstraps: int = 2000
    seed: int | None = None
    pr: bool = False
    best: str | None = None
    cost_ratio: float | None = None
    prevalence: float | None = None
    partial_auc: tuple[float, float] | None = None
    partial_auc_focus: str = "fpr"
    hull: bool = False


def model_report(model: LoadedModel, analysis: Analysis = Analysis(),
                 named: bool = False) -> dict:
    """One model's report: SPEC §4's keys (with ``formulas``, ``exact``, ``direction``,
    ``operating_point`` as :func:`core.app.report.summary` gives them), then ``ci``,
    ``precision_recall``, ``best``, ``partial_auc`` and ``hull`` as asked; with
    ``named``, ``name`` comes first.

    Raises
    ------
    StatisticError
        A confidence interval asked for is undefined (a class with one sample).
    InputError
        A setting out of range (the engine's message names it).
    """
    curve = model.curve
    out = {"name": model.name} if named else {}
    out.update(summary(model.data, curve, analysis.ties, analysis.threshold))
    a = analysis
    # Each block imports its engine module when asked: the statistics need scipy, whose
    # import alone takes longer than a plain report.
    if a.ci is not None:
        from core.engine.bootstrap import bootstrap_ci
        from core.engine.delong import delong_ci

        if a.ci == "bootstrap":
            ci = bootstrap_ci(curve, a.ci_level, a.bootstraps, a.seed)
        else:
            ci = delong_ci(curve, a.ci_level)
        out["ci"] = {"method": ci.method, "level": ci.level, "low": ci.low,
                     "high": ci.high, "se": ci.se}
    if a.pr:
        from core.engine.precision_recall import precision_recall

        pr = precision_recall(curve)
        out["precision_recall"] = {"average_precision": pr.average_precision,
                                   "area": pr.area, "baseline": pr.baseline}
    if a.best is not None:
        from core.engine.best_threshold import best_threshold

        b = best_threshold(curve, a.best, cost_ratio=a.cost_ratio, prevalence=a.prevalence)
        block = {"method": b.method, "threshold": _finite_or_none(b.threshold),
                 "tp": b.tp, "fp": b.fp, "tn": b.tn, "fn": b.fn, "tpr": b.tpr,
                 "fpr": b.fpr, "value": b.value}
        if b.method == "cost":
            block.update(cost_ratio=b.cost_ratio, prevalence=b.prevalence,
                         iso_slope=b.iso_slope)
        out["best"] = block
    if a.partial_auc is not None:
        from core.engine.partial_auc import partial_auc

        low, high = a.partial_auc
        part = partial_auc(curve, low, high, a.partial_auc_focus)
        out["partial_auc"] = {"focus": part.focus, "low": part.low, "high": part.high,
                              "area": part.area, "standardized": part.standardized}
    if a.hull:
        from core.engine.hull import convex_hull

        hull = convex_hull(curve)
        out["hull"] = {
            "auc": hull.auc,
            "vertices": [[float(x), float(y)] for x, y in zip(hull.fpr, hull.tpr)],
            "thresholds": [_finite_or_none(t) for t in hull.thresholds],
        }
    return out


def models_report(models: Sequence[LoadedModel], analysis: Analysis = Analysis(),
                  pairs: Sequence[ModelPair] | None = None) -> dict:
    """The report of several models (SPEC §9): ``{"models": [...], "comparisons":
    [...]}``, every model named, and DeLong's comparison of every pair in the order
    given (``a`` before ``b``; ``difference`` is ``AUC_a - AUC_b``; ``z`` holds pROC's D
    for unpaired models; ``ci`` is the interval of the difference). ``pairs``, from
    :func:`core.app.models.pairing`, saves working them out again.

    Raises
    ------
    StatisticError
        A comparison is undefined (a class with one sample, or a difference with a
        standard error of 0 that is not 0 itself).
    InputError
        Rows matched by id disagree between files.
    """
    reports = [model_report(m, analysis, named=True) for m in models]
    comparisons = []
    pairs = pairing(models) if pairs is None else pairs
    for c in compare_models(models, pairs, analysis.ci_level):
        r = c.result
        comparisons.append({
            "a": models[c.pair.a].name,
            "b": models[c.pair.b].name,
            "paired": r.paired,
            "method": r.method,
            "difference": r.difference,
            "z": r.z,
            "p": r.p,
            "ci": {"level": r.ci.level, "low": r.ci.low, "high": r.ci.high},
        })
    return {"models": reports, "comparisons": comparisons}


def _finite_or_none(x) -> float | None:
    x = float(x)
    return x if math.isfinite(x) else None
