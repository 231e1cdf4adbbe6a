"""The report for a person: aligned lines, exact fractions where they are short."""

from __future__ import annotations

from core.readers.dataset import LoadedData

from .classes import format_classes_text
from .numbers import midpoint_text, same_decimals, threshold_text
from .strata import strata_lines
from .summary import FORMULA_NAMES, short


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


def format_report_text(report: dict, models, notes: tuple[str, ...] = ()) -> str:
    """The text of :func:`core.app.report.build.report_of`'s report of ``models``:
    one model's, several models' or the classes'."""
    if "classes" in report:
        return "\n".join(format_classes_text(report) + notes_lines(notes)) + "\n"
    if len(models) == 1:
        return format_text(report, models[0].data, notes)
    return format_models_text(report, notes)


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
            if c.get("problem"):
                lines.append(f"  {c['a']:<{a_width}} vs {c['b']:<{b_width}}  "
                             f"{'paired' if c['paired'] else 'unpaired':<8}  undefined:"
                             f" {c['problem']}")
                continue
            low, high = _signed_pair(ci["low"], ci["high"])
            lines.append(
                f"  {c['a']:<{a_width}} vs {c['b']:<{b_width}}  "
                f"{'paired' if c['paired'] else 'unpaired':<8}  "
                f"difference {_signed(c['difference'])} [{low}, {high}]"
                f"  {stat} {_signed(c['z'])}  p {_p(c['p'])}")
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
    rows = [("file", s["file"]), ("engine", _engine(s["engine"])),
            ("scores", repr(s["score_column"]))]
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
    if "ci_problem" in s:
        rows.append(("AUC CI", f"undefined: {s['ci_problem']}"))
    if ci is not None:
        low, high = same_decimals(_clip(ci["low"]), _clip(ci["high"]))
        rows.append((f"AUC average {_percent(ci['level'])} CI",
                     f"{low} to {high} ({_method(ci['method'])}, SE {short(ci['se'])})"))
    op = s.get("operating_point")
    if op is not None:
        rows.append(("threshold", _given_threshold(op)))
        rows += _confusion_rows(op)
    pr = s.get("precision_recall")
    if pr is not None:
        rows.append(("PR", f"average precision {short(pr['average_precision'])},"
                           f" area {short(pr['area'])} (interpolated),"
                           f" baseline {short(pr['baseline'])} (prevalence)"))
    best = s.get("best")
    if best is not None:
        rows.append(("best", f"{_best_at(best, s['score_type'])} by {_criterion(best)}"))
        rows += [("  " + k, v) for k, v in _confusion_rows(best)]
    part = s.get("partial_auc")
    if part is not None:
        low, high = same_decimals(part["low"], part["high"])
        rows.append(("partial AUC", f"{part['focus'].upper()} {low} to {high}:"
                                    f" area {short(part['area'])},"
                                    f" standardized {short(part['standardized'])}"
                                    " (McClish)"))
    hull = s.get("hull")
    if hull is not None:
        rows.append(("hull", f"AUC {short(hull['auc'])} (convex hull through"
                             f" {len(hull['vertices'])} of the curve's vertices)"))
    rows += strata_lines(s)
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
        shown = short(value) + (f" = {fraction}" if fraction and "/" in fraction
                                 and not fraction.endswith("/1") else "")
        lines.append(f"  {FORMULA_NAMES.get(key, key):<{width}}{shown}")
    return lines


def _confusion_rows(op: dict) -> list[tuple[str, str]]:
    rows = [("confusion", f"TP {op['tp']:,}  FP {op['fp']:,}  TN {op['tn']:,}"
                          f"  FN {op['fn']:,}")]
    keys = [(key, label) for key, label in (
        ("tpr", "TPR"), ("fpr", "FPR"), ("precision", "precision"), ("f1", "F1"),
        ("accuracy", "accuracy")) if key in op]
    rows.append(("rates", "  ".join(f"{label} {short(op[key])}" for key, label in keys)))
    return rows


def _engine(name: str) -> str:
    if name == "memory":
        return name
    return f"{name} (the rows were not loaded into memory)"


def _given_threshold(op: dict) -> str:
    t = op["threshold"]
    if t is not None:
        return f"{t!r} (score >= threshold is predicted positive)"
    # JSON has no infinity, so the summary holds None at either end; the counts say
    # which: nothing is predicted positive at +inf, everything at -inf.
    if op["tp"] + op["fp"] == 0:
        return "+inf (nothing is predicted positive: the curve's start)"
    return "-inf (everything is predicted positive: the curve's end)"


def _best_at(best: dict, score_type: str) -> str:
    """The best vertex's threshold, and pROC's name for it. JSON has no infinity, so
    the two ends are None: the threshold at the start, the midpoint at the end."""
    if best["threshold"] is None:
        return "t = +inf (nothing predicted positive; pROC's threshold: +inf too)"
    t = best["threshold"]
    at = f"t = {threshold_text(t, score_type)}"
    if best["midpoint"] is None:
        return f"{at} (pROC's threshold: -inf, as everything is predicted positive)"
    return (f"{at} (pROC's threshold: {midpoint_text(best['midpoint'], t, score_type)},"
            " the midpoint to the next lower score)")


def _criterion(best: dict) -> str:
    method, value = best["method"], short(best["value"])
    if method == "youden":
        return f"Youden's J = TPR - FPR = {value}"
    if method == "closest":
        return f"closest to (0, 1): (1 - TPR)^2 + FPR^2 = {value}"
    return (f"least expected cost {value} (cost ratio {short(best.get('cost_ratio'))},"
            f" prevalence {short(best.get('prevalence'))})")


def _method(name: str) -> str:
    return {"delong": "DeLong", "bootstrap": "stratified bootstrap"}.get(name, name)


def _signed(x: float) -> str:
    return f"{x:+.4f}" if abs(x) >= 1e-4 or x == 0 else f"{x:+.3g}"


def _signed_pair(low: float, high: float) -> tuple[str, str]:
    """An interval of a difference: four decimals, as every difference is written,
    unless an end is too small for them; then both ends alike at three digits."""
    if all(abs(x) >= 1e-4 or x == 0 for x in (low, high)):
        return _signed(low), _signed(high)
    return same_decimals(low, high, digits=3, sign=True)


def _p(x: float) -> str:
    return f"{x:.4g}" if x >= 1e-4 else f"{x:.2e}"


def _percent(level: float) -> str:
    return f"{level * 100:g}%"


def _clip(x: float) -> float:
    return min(max(x, 0.0), 1.0)


def _value(x: float, exact: dict | None, key: str) -> str:
    text = short(x)
    fraction = exact.get(key) if exact is not None else None
    if fraction is not None and not fraction.endswith("/1"):
        text += f" = {fraction}"
    return text
