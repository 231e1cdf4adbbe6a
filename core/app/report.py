"""The summary of SPEC §4 (with §9–§11's additions): one dictionary for JSON, and the
same for a person.

JSON keys and their order are fixed (scripts read them). In aggregated-rows mode there
is no label column and no positive value, so ``label_column`` and ``positive`` are
``null``; ``n`` counts samples (the sum of all counts), not rows. Ratios that are
undefined (precision when nothing is predicted positive) are ``null``.

>>> from core.readers.examples import embedded_example
>>> data = embedded_example()
>>> report = summary(data, data.curve())
>>> report["auc"], report["exact"]["auc_average"]
({'average': 0.65625, 'best': 0.6875, 'worst': 0.625}, '21/32')
"""

from __future__ import annotations

import math
from fractions import Fraction

from core.engine.curve import RocCurve
from core.engine.formulas import five_formulas
from core.engine.results import TieOrdering
from core.errors import InputError, SingleClassError
from core.readers.dataset import LoadedData
from core.readers.labels import matches

#: Up to this many (positive, negative) pairs the report adds exact fractions (the
#: window's Numbers panel uses the same bound).
EXACT_MAX_PAIRS = 10**6

#: The five formulas of SPEC §1 as the text report names them, in the JSON's key order.
FORMULA_NAMES = {
    "trapezoid": "trapezoids (2.20)",
    "rank_loss": "1 - rank loss (2.21, 2.22)",
    "mann_whitney": "Mann-Whitney rank sum",
    "grouped": "grouped by score",
    "probability": "pair probability",
}


def summary(data: LoadedData, curve: RocCurve, ties="average",
            threshold: float | None = None) -> dict:
    """The report of one model as a JSON-ready dictionary (keys in the order of SPEC §4).

    Parameters
    ----------
    data : LoadedData
        Where the numbers come from (file, columns, positive value).
    curve : RocCurve
        ``data.curve()``.
    ties : {"average", "best", "worst"}
        The tie ordering the user chose (``"l1"``/``"l2"`` are accepted too); all
        three AUCs are reported whatever it is.
    threshold : float, optional
        Adds ``operating_point`` for ``score >= threshold``.

    Returns
    -------
    dict
        SPEC §4's keys, then ``formulas`` (the five ways to the average AUC, floats,
        SPEC §11), ``exact`` (AUCs and rank loss as ``"21/32"`` strings, only when
        ``m+ * m-`` is at most :data:`EXACT_MAX_PAIRS`), ``direction`` (only when the
        average AUC is below 0.5: see :func:`direction`) and ``operating_point`` (only
        with ``threshold``).

    Raises
    ------
    SingleClassError
        Every sample is of one class: AUC and rates are undefined.
    InputError
        ``threshold`` is not a finite number, or ``ties`` is unknown.
    """
    try:
        ordering = TieOrdering(ties)
    except ValueError:
        raise InputError(f"unknown tie ordering {ties!r}: use average, best or worst") from None
    require_both_classes(data, curve)
    sel = data.selection
    pairs = curve.pairs
    aucs = curve.aucs
    out = {
        "file": data.dataset.source,
        "score_column": sel.score,
        "label_column": sel.label,
        "positive": sel.positive,
        "n": curve.n_samples,
        "n_positive": curve.n_positive,
        "n_negative": curve.n_negative,
        "distinct_scores": curve.distinct_scores,
        "mixed_tie_blocks": curve.mixed_blocks,
        "pairs": {
            "concordant": pairs.concordant,
            "tied": pairs.tied,
            "discordant": pairs.discordant,
            "total": pairs.total,
        },
        "auc": {"average": aucs.average, "best": aucs.best, "worst": aucs.worst},
        "rank_loss": curve.rank_loss,
        "ties": ordering.value,
        "formulas": {f.key: f.value for f in five_formulas(curve)},
    }
    if pairs.total <= EXACT_MAX_PAIRS:
        out["exact"] = {
            "auc_average": _fraction(curve.auc_exact("average")),
            "auc_best": _fraction(curve.auc_exact("best")),
            "auc_worst": _fraction(curve.auc_exact("worst")),
            "rank_loss": _fraction(1 - curve.auc_exact("average")),
        }
    turned = direction(data, curve)
    if turned is not None:
        out["direction"] = turned
    if threshold is not None:
        t = _finite(threshold)
        op = curve.operating_point(t)
        out["operating_point"] = {
            "threshold": t,
            "tp": op.tp,
            "fp": op.fp,
            "tn": op.tn,
            "fn": op.fn,
            "tpr": _number(op.tpr),
            "fpr": _number(op.fpr),
            "precision": _number(op.precision),
            "f1": _number(op.f1),
            "accuracy": _number(op.accuracy),
        }
    return out


def direction(data: LoadedData, curve: RocCurve) -> dict | None:
    """What to say when a model's scores run the other way; None when they do not.

    A model whose average AUC is below 0.5 ranks negatives above positives more often
    than not: usually the positive class was chosen the wrong way round (scores of
    P(benign) judged with malignant as positive). rocscope never flips the scores or
    the classes by itself; it says so and names the other class.

    Returns
    -------
    dict or None
        ``{"note": ..., "other_positive": ...}``: a sentence for a person, and the label
        value to choose as positive instead (None for aggregated rows, where the two
        count columns swap roles instead, and for a label column with more than two
        values, where no single value is "the other class").

    >>> from core.readers.loading import load
    >>> data = load(b"score,y\\n0.9,no\\n0.8,yes\\n0.1,yes\\n")
    >>> direction(data, data.curve())["other_positive"]
    'no'
    """
    require_both_classes(data, curve)
    auc = curve.auc_exact("average")
    if auc >= Fraction(1, 2):
        return None
    sel = data.selection
    head = (f"AUC {_short(float(auc))} is below 0.5: these scores run the other way"
            " (higher scores go with the negatives)")
    if sel.counts is not None:
        return {"note": f"{head}; to judge them the usual way, swap the two count columns"
                        f" (positives in {sel.counts[1]!r}, negatives in {sel.counts[0]!r})",
                "other_positive": None}
    values = data.dataset.column(sel.label).distinct or ()
    others = [v for v in values if not matches(v, sel.positive)]
    if len(others) == 1:
        return {"note": f"{head}; choose {others[0]!r} as the positive class instead of"
                        f" {sel.positive!r} (the scores are not flipped for you)",
                "other_positive": others[0]}
    return {"note": f"{head}; check that {sel.positive!r} is the class the scores are"
                    " meant to find (the scores are not flipped for you)",
            "other_positive": None}


def require_both_classes(data: LoadedData, curve: RocCurve) -> None:
    """Raise :class:`SingleClassError` naming the file when a class is missing.

    The engine's own check cannot name the file or the columns; this one says which
    file, how many samples, and what the labels (or counts) hold.
    """
    if curve.has_both_classes:
        return
    sel = data.selection
    present = "positive" if curve.n_positive else "negative"
    if sel.counts is not None:
        what = f"the counts in {sel.counts[0 if present == 'negative' else 1]!r} are all zero"
    else:
        what = (f"every label in column {sel.label!r} is {sel.positive!r}" if present == "positive"
                else f"no label in column {sel.label!r} is {sel.positive!r}")
    raise SingleClassError(
        f"{data.dataset.short_name}: ROC analysis needs both classes, but all"
        f" {curve.n_samples:,} samples are {present} ({what})")


# ---- text ---------------------------------------------------------------------------


def format_text(summary: dict, data: LoadedData | None = None,
                notes: tuple[str, ...] | None = None) -> str:
    """One model's report for a person: aligned lines, exact fractions where short.

    ``data``, when given, adds what the summary has no key for: the count columns of
    aggregated rows, and (unless ``notes`` is given) the notes (guesses made, rows
    dropped). Ends with one newline.
    """
    lines = model_lines(summary, data)
    if notes is None:
        notes = data.notes if data is not None else ()
    lines += notes_lines(notes)
    return "\n".join(lines) + "\n"


def format_models_text(report: dict, notes: tuple[str, ...] = ()) -> str:
    """The report of several models (``{"models", "comparisons"}``) for a person."""
    lines: list[str] = []
    for i, model in enumerate(report["models"], 1):
        lines.append(f"model {i}: {model['name']}")
        lines += ["  " + line for line in model_lines(model)]
        lines.append("")
    comparisons = report["comparisons"]
    if comparisons:
        first = comparisons[0]
        lines.append(f"comparisons (DeLong; {_percent(first['ci']['level'])} CI of the"
                     " difference in AUC, a - b)")
        a_width = max(len(c["a"]) for c in comparisons)
        b_width = max(len(c["b"]) for c in comparisons)
        for c in comparisons:
            ci = c["ci"]
            stat = "z" if c["paired"] else "D"
            lines.append(
                f"  {c['a']:<{a_width}} vs {c['b']:<{b_width}}  "
                f"{'paired' if c['paired'] else 'unpaired':<8}  "
                f"difference {_signed(c['difference'])} [{_signed(ci['low'])},"
                f" {_signed(ci['high'])}]  {stat} {_signed(c['z'])}  p {_p(c['p'])}")
    while lines and lines[-1] == "":
        lines.pop()
    lines += notes_lines(notes)
    return "\n".join(lines) + "\n"


def model_lines(s: dict, data: LoadedData | None = None) -> list[str]:
    """The lines of one model's text report, without notes."""
    p = s["pairs"]
    c, t, d, total = p["concordant"], p["tied"], p["discordant"], p["total"]
    exact = s.get("exact")
    ordering = s["ties"]
    rows = [("file", s["file"]), ("scores", repr(s["score_column"]))]
    counts = data.selection.counts if data is not None else None
    if s["label_column"] is not None:
        rows.append(("labels", f"{s['label_column']!r}, positive {s['positive']!r}"))
    elif counts is not None:
        rows.append(("counts", f"positives in {counts[0]!r}, negatives in {counts[1]!r}"))
    rows += [
        ("samples", f"{s['n']:,}: {s['n_positive']:,} positive, {s['n_negative']:,} negative"),
        ("tie blocks", f"{s['distinct_scores']:,} distinct scores,"
                       f" {s['mixed_tie_blocks']:,} holding both classes"),
        ("pairs", f"{total:,}: {c:,} concordant, {t:,} tied, {d:,} discordant"),
    ]
    for name in ("average", "best", "worst"):
        mark = "  <- tie ordering" if name == ordering else ""
        rows.append((f"AUC {name}", _value(s["auc"][name], exact, f"auc_{name}") + mark))
    rows.append(("rank loss", _value(s["rank_loss"], exact, "rank_loss")
                 + "  (= 1 - AUC average)"))
    if "direction" in s:
        rows.append(("direction", s["direction"]["note"]))
    ci = s.get("ci")
    if ci is not None:
        rows.append((f"AUC {_percent(ci['level'])} CI",
                     f"{_short(_clip(ci['low']))} to {_short(_clip(ci['high']))}"
                     f" ({_method(ci['method'])}, SE {_short(ci['se'])})"))
    op = s.get("operating_point")
    if op is not None:
        rows.append(("threshold", f"{op['threshold']!r} (score >= threshold is predicted"
                                  " positive)"))
        rows += _confusion_rows(op)
    pr = s.get("precision_recall")
    if pr is not None:
        rows.append(("PR", f"average precision {_short(pr['average_precision'])},"
                           f" area {_short(pr['area'])} (interpolated),"
                           f" baseline {_short(pr['baseline'])} (prevalence)"))
    best = s.get("best")
    if best is not None:
        at = ("+inf (nothing predicted positive)" if best["threshold"] is None
              else repr(best["threshold"]))
        rows.append(("best", f"{at} by {_criterion(best)}"))
        rows += [("  " + k, v) for k, v in _confusion_rows(best)]
    part = s.get("partial_auc")
    if part is not None:
        rows.append(("partial AUC", f"{part['focus'].upper()} {_short(part['low'])} to"
                                    f" {_short(part['high'])}: area {_short(part['area'])},"
                                    f" standardized {_short(part['standardized'])}"
                                    " (McClish)"))
    hull = s.get("hull")
    if hull is not None:
        rows.append(("hull", f"AUC {_short(hull['auc'])} (convex hull through"
                             f" {len(hull['vertices'])} of the curve's vertices)"))
    width = max(len(k) for k, _ in rows) + 2
    lines = [f"{k:<{width}}{v}" for k, v in rows]
    lines += _formula_lines(s["formulas"], exact)
    return lines


def notes_lines(notes) -> list[str]:
    if not notes:
        return []
    return ["notes"] + [f"  - {n}" for n in notes]


def _formula_lines(formulas: dict, exact: dict | None) -> list[str]:
    agree = len(set(formulas.values())) == 1
    lines = ["five formulas for AUC average" + (" (all agree)" if agree else
                                                " (they DISAGREE: please report this)")]
    width = max(len(n) for n in FORMULA_NAMES.values()) + 2
    fraction = exact["auc_average"] if exact is not None and agree else None
    for key, value in formulas.items():
        shown = _short(value) + (f" = {fraction}" if fraction and "/" in fraction
                                 and not fraction.endswith("/1") else "")
        lines.append(f"  {FORMULA_NAMES.get(key, key):<{width}}{shown}")
    return lines


def _confusion_rows(op: dict) -> list[tuple[str, str]]:
    rows = [("confusion", f"TP {op['tp']:,}  FP {op['fp']:,}  TN {op['tn']:,}"
                          f"  FN {op['fn']:,}")]
    keys = [(key, label) for key, label in (
        ("tpr", "TPR"), ("fpr", "FPR"), ("precision", "precision"), ("f1", "F1"),
        ("accuracy", "accuracy")) if key in op]
    rows.append(("rates", "  ".join(f"{label} {_short(op[key])}" for key, label in keys)))
    return rows


def _criterion(best: dict) -> str:
    method, value = best["method"], _short(best["value"])
    if method == "youden":
        return f"Youden's J = TPR - FPR = {value}"
    if method == "closest":
        return f"closest to (0, 1): (1 - TPR)^2 + FPR^2 = {value}"
    return (f"least expected cost {value} (cost ratio {_short(best.get('cost_ratio'))},"
            f" prevalence {_short(best.get('prevalence'))})")


def _method(name: str) -> str:
    return {"delong": "DeLong", "bootstrap": "stratified bootstrap"}.get(name, name)


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _finite(threshold) -> float:
    try:
        t = float(threshold)
    except (TypeError, ValueError):
        raise InputError(f"threshold {threshold!r} is not a number") from None
    if not math.isfinite(t):
        raise InputError(f"threshold must be a finite number, not {threshold!r}")
    return t


def _number(x: float) -> float | None:
    return None if math.isnan(x) else x


def _short(x) -> str:
    return "undefined" if x is None else f"{x:.6g}"


def _signed(x: float) -> str:
    return f"{x:+.4f}" if abs(x) >= 1e-4 or x == 0 else f"{x:+.3g}"


def _p(x: float) -> str:
    return f"{x:.4g}" if x >= 1e-4 else f"{x:.2e}"


def _percent(level: float) -> str:
    return f"{level * 100:g}%"


def _clip(x: float) -> float:
    return min(max(x, 0.0), 1.0)


def _value(x: float, exact: dict | None, key: str) -> str:
    text = _short(x)
    fraction = exact.get(key) if exact is not None else None
    if fraction is not None and not fraction.endswith("/1"):
        text += f" = {fraction}"
    return text
