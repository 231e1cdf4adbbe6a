"""The report for a person: aligned lines, exact fractions where they are short.

Every function takes ``translate`` (:class:`~core.app.report.language.Words`, English
by default), the language of the words; numbers, column names, values from the data and
tokens (AUC, TP, DeLong) stay as they are. lupdate, which writes the ``.ts`` files,
finds the texts by that name.
"""

from __future__ import annotations

import re

from core.numbers_text import count_text, midpoint_text, same_decimals, threshold_text
from core.readers.dataset import LoadedData

from .classes import format_classes_text
from .language import ENGLISH, Words
from .strata_blocks import strata_lines
from .summary import FORMULA_NAMES, direction_note, short
from .text_width import aligned, display_width, one_line, pad


def format_report_text(report: dict, models, notes: tuple[str, ...] = (),
                       translate: Words = ENGLISH) -> str:
    """The text of :func:`core.app.report.build.report_of`'s report of ``models`` (the
    JSON's dictionary): one model's, several models' or the classes', then the
    ``notes``. Ends with one newline."""
    if "classes" in report:
        lines = format_classes_text(report, translate)
    elif len(models) == 1:
        lines = model_lines(report, models[0].data, translate)
    else:
        lines = models_lines(report, translate, models)
    return "\n".join(lines + notes_lines(notes, translate)) + "\n"


def models_lines(report: dict, translate: Words = ENGLISH, models=None) -> list[str]:
    """The lines of several models' report (``{"models", "comparisons"}``), without
    notes; ``models``, when given, are the loaded models (their count columns, for the
    note on scores that run the other way in another language than English)."""
    lines: list[str] = []
    # Only the direction note reads the count columns here: a counts row would be new.
    counts = ([m.data.selection.counts for m in models] if models is not None
              else [None] * len(report["models"]))
    for i, (model, counted) in enumerate(zip(report["models"], counts), 1):
        lines.append(translate("Report", "model {i}: {name}").format(i=i, name=model["name"]))
        lines += ["  " + line for line in model_lines(model, None, translate, counted)]
        lines.append("")
    comparisons = report["comparisons"]
    if comparisons:
        first = comparisons[0]
        method = next((c["method"] for c in comparisons if c["method"]), "delong")
        alternative = first.get("alternative", "two-sided")
        if method == "delong" and alternative == "two-sided":
            lines.append(translate("Report", "comparisons (DeLong; {level} CI of the difference"
                                             " in AUC, a - b)").format(
                                                 level=_percent(first["ci"]["level"])))
        else:
            lines.append(translate("Report", "comparisons ({method}, {alternative}; {level} CI"
                                             " of the difference in AUC, a - b)").format(
                method=(translate("Report", "bootstrap test") if method == "bootstrap"
                        else "DeLong"),
                alternative=_alternative(alternative, translate),
                level=_percent(first["ci"]["level"])))
        a_width = max(display_width(c["a"], translate) for c in comparisons)
        b_width = max(display_width(c["b"], translate) for c in comparisons)
        pairings = {True: translate("Report", "paired"), False: translate("Report", "unpaired")}
        pairing_width = max(display_width(w, translate) for w in pairings.values())
        for c in comparisons:
            ci = c["ci"]
            stat = "z" if c["paired"] else "D"
            names = {"a": pad(c["a"], a_width, translate), "b": pad(c["b"], b_width, translate),
                     "pairing": pad(pairings[bool(c["paired"])], pairing_width, translate)}
            if c.get("problem"):
                lines.append("  " + translate(
                    "Report", "{a} vs {b}  {pairing}  undefined: {problem}").format(
                        problem=translate.said(c["problem"]), **names))
                continue
            low, high = _signed_pair(ci["low"], ci["high"])
            lines.append("  " + translate(
                "Report", "{a} vs {b}  {pairing}  difference {difference} [{low}, {high}]"
                "  {stat} {z}  p {p}").format(
                    difference=_signed(c["difference"]), low=low, high=high, stat=stat,
                    z=_signed(c["z"]), p=_p(c["p"]), **names))
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def model_lines(s: dict, data: LoadedData | None = None, translate: Words = ENGLISH,
                counts=None) -> list[str]:
    """The lines of one model's text report, without notes. ``counts``, the count
    columns of aggregated rows, when ``data`` is not given: only the note on scores
    that run the other way names them then (no counts row)."""
    p = s["pairs"]
    exact = s.get("exact")
    ordering = s["ties"]
    rows = [(translate("Report", "file"), one_line(s["file"])),
            (translate("Report", "engine"), _engine(s["engine"], translate)),
            (translate("Report", "scores"), _column(s["score_column"], translate))]
    if data is not None:
        counts = data.selection.counts
    if s["label_column"] is not None:
        rows.append((translate("Report", "labels"), translate(
            "Report", "{column}, positive {positive}").format(
                column=_column(s["label_column"], translate), positive=repr(s["positive"]))))
    elif counts is not None and data is not None:
        rows.append((translate("Report", "counts"), translate(
            "Report", "positives in {positives_column}, negatives in {negatives_column}"
        ).format(positives_column=repr(counts[0]), negatives_column=repr(counts[1]))))
    if s.get("weight_column") is not None:
        rows.append((translate("Report", "weights"), translate(
            "Report", "{column}: each row counts as its weight").format(
                column=_column(s["weight_column"], translate))))
    rows += [
        (translate("Report", "samples"), translate(
            "Report", "{n}: {positive} positive, {negative} negative").format(
                n=count_text(s['n']), positive=count_text(s['n_positive']),
                negative=count_text(s['n_negative']))),
        (translate("Report", "tie blocks"), translate(
            "Report", "{distinct} distinct scores, {mixed} holding both classes").format(
                distinct=f"{s['distinct_scores']:,}", mixed=f"{s['mixed_tie_blocks']:,}")),
        (translate("Report", "pairs"), translate(
            "Report", "{total}: {concordant} concordant, {tied} tied, {discordant}"
            " discordant").format(**{k: count_text(v) for k, v in p.items()})),
    ]
    names = {"average": translate("Report", "AUC average"),
             "best": translate("Report", "AUC best"),
             "worst": translate("Report", "AUC worst")}
    for name, label in names.items():
        mark = "  " + translate("Report", "<- tie ordering") if name == ordering else ""
        rows.append((label, _value(s["auc"][name], exact, f"auc_{name}") + mark))
    rows.append((translate("Report", "rank loss"),
                 _value(s["rank_loss"], exact, "rank_loss")
                 + "  " + translate("Report", "(= 1 - AUC average)")))
    if "direction" in s:
        rows.append((translate("Report", "direction"), _direction(s, counts, translate)))
    ci = s.get("ci")
    if "ci_problem" in s:
        rows.append((translate("Report", "AUC CI"), _undefined(s["ci_problem"], translate)))
    if ci is not None:
        low, high = same_decimals(ci["low"], ci["high"])
        rows.append((translate("Report", "AUC average {level} CI").format(
                         level=_percent(ci["level"])),
                     translate("Report", "{low} to {high} ({method}, SE {se})").format(
                         low=low, high=high, method=(
                             translate("Report", "stratified bootstrap")
                             if ci["method"] == "bootstrap" else "DeLong"),
                         se=short(ci["se"], translate))))
    op = s.get("operating_point")
    if op is not None:
        rows.append((translate("Report", "threshold"), _given_threshold(op, translate)))
        rows += _confusion_rows(op, translate)
    pr = s.get("precision_recall")
    if pr is not None:
        rows.append(("PR", translate(
            "Report", "average precision {ap}, area {area} (interpolated), baseline"
            " {baseline} (prevalence)").format(
                ap=short(pr["average_precision"], translate), area=short(pr["area"], translate),
                baseline=short(pr["baseline"], translate))))
    best = s.get("best")
    if best is not None:
        rows.append((translate("Report", "best"), translate("Report", "{at} by {criterion}").format(
            at=_best_at(best, s["score_type"], translate),
            criterion=_criterion(best, translate))))
        rows += [("  " + k, v) for k, v in _confusion_rows(best, translate)]
    part = s.get("partial_auc")
    if part is not None:
        low, high = same_decimals(part["low"], part["high"])
        rows.append((translate("Report", "partial AUC"), translate(
            "Report", "{focus} {low} to {high}: area {area}, standardized {standardized}"
            " (McClish)").format(focus=part["focus"].upper(), low=low, high=high,
                                 area=short(part["area"], translate),
                                 standardized=short(part["standardized"], translate))))
        rows += _partial_rows(part, translate)

    hull = s.get("hull")
    if hull is not None:
        rows.append((translate("Report", "hull"), translate(
            "Report", "AUC {auc} (convex hull through {k} of the curve's vertices)").format(
                auc=short(hull["auc"], translate), k=len(hull["vertices"]))))
    rows += strata_lines(s, translate)
    if "confidence_band_problem" in s:
        rows.append((translate("Report", "band"),
                     _undefined(s["confidence_band_problem"], translate)))
    lines = aligned(rows, translate)
    band = s.get("confidence_band")
    if band is not None:
        lines += _band_lines(band, translate)
    if "formulas" in s:  # not for fractional weights
        lines += _formula_lines(s["formulas"], exact, translate)
    for point in s.get("coords", ()):
        # At a threshold alone the confusion rows above say it already.
        if point["input"] != "threshold" or "ci" in point or "prevalence" in point:
            heading, *values = _coords_rows(point, translate)
            lines.append("  ".join(heading))
            lines += aligned(values, translate)
    return lines


def _band_lines(band: dict, translate: Words) -> list[str]:
    """The confidence band as a table: a row per specificity."""
    lines = [translate("Report", "confidence band of sensitivity ({level}, stratified"
                                 " bootstrap, {n} resamples)").format(
                                     level=_percent(band["level"]), n=f"{band['bootstraps']:,}")]
    head = (translate("Report", "specificity"), translate("Report", "sensitivity"),
            translate("Report", "low"), translate("Report", "median"),
            translate("Report", "high"))
    table = [head] + [(f"{x:.4g}", *(f"{v:.4f}" for v in values)) for x, *values in zip(
        band["specificity"], band["sensitivity"], band["low"], band["median"], band["high"])]
    widths = [max(display_width(row[i], translate) for row in table) for i in range(5)]
    for row in table:
        lines.append("  " + "  ".join(pad(cell, w, translate) for cell, w in zip(row, widths))
                     .rstrip())
    return lines


def notes_lines(notes, translate: Words = ENGLISH) -> list[str]:
    """The notes under their heading, each said in ``translate``'s language (a note core
    wrote is a :class:`~core.phrases.Phrase`)."""
    if not notes:
        return []
    return [translate("Report", "notes")] + [f"  - {translate.said(n)}" for n in notes]


def _formula_lines(formulas: dict, exact: dict | None, translate: Words) -> list[str]:
    agree = len(set(formulas.values())) == 1
    lines = [translate("Report", "five formulas for AUC average (all agree)") if agree else
             translate("Report", "five formulas for AUC average (they DISAGREE: please report"
                                 " this)")]
    # Each value with the exact fraction when they all agree.
    rows = [(translate("Report", FORMULA_NAMES[key]),
             _value(value, exact if agree else None, "auc_average"))
            for key, value in formulas.items()]
    return lines + ["  " + line for line in aligned(rows, translate)]


def _direction(s: dict, counts, words: Words) -> str:
    """The note on scores that run the other way, in the report's language: made
    again from the report's keys (the JSON's ``note`` is English), or as the JSON has
    it when the count columns it names are not known here."""
    d = s["direction"]
    if words.language == "en" or s["label_column"] is None and counts is None:
        return d["note"]
    return direction_note(short(s["auc"]["average"]), s["positive"], d["other_positive"],
                          counts, words)


def _undefined(problem, translate: Words) -> str:
    """A value left undefined, and why (what core wrote, said in the report's language)."""
    return translate("Report", "undefined: {problem}").format(problem=translate.said(problem))


def _confusion_rows(op: dict, translate: Words) -> list[tuple[str, str]]:
    rows = [(translate("Report", "confusion"), f"TP {op['tp']:,}  FP {op['fp']:,}"
                                               f"  TN {op['tn']:,}  FN {op['fn']:,}")]
    keys = [(key, label) for key, label in (
        ("tpr", translate("Report", "TPR")), ("fpr", translate("Report", "FPR")),
        ("precision", translate("Report", "precision")), ("f1", "F1"),
        ("accuracy", translate("Report", "accuracy"))) if key in op]
    rows.append((translate("Report", "rates"), "  ".join(
        f"{label} {short(op[key], translate)}" for key, label in keys)))
    return rows


def _column(name: str, translate: Words) -> str:
    """A column, quoted; a name rocscope made up (a file without a header) in the
    reader's words: "第 2 列"."""
    made_up = re.fullmatch(r"column (\d+)", name)
    return translate("Report", "'column {n}'").format(n=made_up[1]) if made_up else repr(name)


def _engine(name: str, translate: Words) -> str:
    if name == "memory":
        return translate("Report", "memory")
    return translate("Report", "{engine} (the rows were not loaded into memory)").format(
        engine=name)


def _given_threshold(op: dict, translate: Words) -> str:
    t = op["threshold"]
    if t is not None:
        return translate("Report", "{t} (score >= threshold is predicted positive)").format(
            t=repr(t))
    # JSON has no infinity, so the summary holds None at either end; the counts say
    # which: nothing is predicted positive at +inf, everything at -inf.
    if op["tp"] + op["fp"] == 0:
        return translate("Report", "+inf (nothing is predicted positive: the curve's start)")
    return translate("Report", "-inf (everything is predicted positive: the curve's end)")


def _best_at(best: dict, score_type: str, translate: Words) -> str:
    """The best vertex's threshold, and pROC's name for it. JSON has no infinity, so
    the two ends are None: the threshold at the start, the midpoint at the end."""
    if best["threshold"] is None:
        return translate("Report", "t = +inf (nothing predicted positive; pROC's threshold:"
                                   " +inf too)")
    t = best["threshold"]
    at = threshold_text(t, score_type)
    if best["midpoint"] is None:
        return translate("Report", "t = {t} (pROC's threshold: -inf, as everything is"
                                   " predicted positive)").format(t=at)
    return translate("Report", "t = {t} (pROC's threshold: {midpoint}, the midpoint to the"
                               " next lower score)").format(
                                   t=at, midpoint=midpoint_text(best["midpoint"], t, score_type))


def _criterion(best: dict, translate: Words) -> str:
    method, value = best["method"], short(best["value"], translate)
    if method == "youden":
        return translate("Report", "Youden's J = TPR - FPR = {value}").format(value=value)
    if method == "closest":
        return translate("Report", "closest to (0, 1): (1 - TPR)^2 + FPR^2 = {value}").format(
            value=value)
    return translate("Report", "least expected cost {value} (cost ratio {ratio}, prevalence"
                               " {prevalence})").format(
                                   value=value, ratio=short(best.get("cost_ratio"), translate),
                                   prevalence=short(best.get("prevalence"), translate))


def _partial_rows(part: dict, translate: Words) -> list[tuple[str, str]]:
    rows = []
    if part.get("below_chance"):
        rows.append(("", translate("Report", "below the chance diagonal: McClish's standardized"
                                             " value is not meant for it (pROC gives NA)")))
    ci = part.get("ci")
    if ci is not None:
        low, high = same_decimals(ci["low"], ci["high"])
        s_low, s_high = same_decimals(ci["standardized_low"], ci["standardized_high"])
        rows.append((translate("Report", "partial AUC {level} CI").format(
            level=_percent(ci["level"])), translate(
            "Report", "{low} to {high}, standardized {s_low} to {s_high} (stratified"
            " bootstrap)").format(low=low, high=high, s_low=s_low, s_high=s_high)))
    elif "ci_problem" in part:
        rows.append((translate("Report", "partial AUC CI"),
                     _undefined(part["ci_problem"], translate)))
    return rows


def _coords_rows(c: dict, translate: Words) -> list[tuple[str, str]]:
    """A point of the curve: where it is, then its values, each with its interval."""
    ci = c.get("ci") or {}

    def value(name):
        text = short(c[name], translate)
        ends = ci.get(name)
        if ends is not None and None not in ends:
            low, high = same_decimals(*ends)
            text += f" [{low}, {high}]"
        return text

    heading = {"threshold": translate("Report", "at threshold {value}"),
               "specificity": translate("Report", "at specificity {value}"),
               "sensitivity": translate("Report", "at sensitivity {value}")}[c["input"]]
    where = (translate("Report", "between two vertices: no threshold gives this point")
             if c["threshold"] is None and c["interpolated"] else
             translate("Report", "threshold {t}").format(t=short(c["threshold"], translate)))
    if ci:
        method = (translate("Report", "stratified bootstrap") if ci["method"] == "bootstrap"
                  else translate("Report", "Clopper-Pearson; likelihood ratios by the log"
                                           " method"))
        where += "; " + translate("Report", "{level} CI: {method}").format(
            level=_percent(ci["level"]), method=method)
    rows = [(heading.format(value=short(c['value'], translate)) + ":", where),
            ("  " + translate("Report", "sensitivity, specificity"),
             f"{value('tpr')}, {value('tnr')}"),
            ("  " + translate("Report", "PPV, NPV"), f"{value('ppv')}, {value('npv')}"),
            ("  LR+, LR-", f"{value('lr_positive')}, {value('lr_negative')}"),
            ("  " + translate("Report", "Youden's J, distance to (0, 1)"),
             f"{value('youden_j')}, {value('distance')}")]
    if "prevalence" in c:
        rows.append(("  " + translate("Report", "PPV, NPV at prevalence {p}").format(
            p=f"{c['prevalence']:g}"),
            f"{value('ppv_at_prevalence')}, {value('npv_at_prevalence')}"))
    return rows


def _alternative(name: str, translate: Words) -> str:
    return {"less": translate("Report", "one-sided: a below b"),
            "greater": translate("Report", "one-sided: a above b")}.get(
                name, translate("Report", "two-sided"))


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


def _value(x: float, exact: dict | None, key: str) -> str:
    text = short(x)
    fraction = exact.get(key) if exact is not None else None
    if fraction is not None and not fraction.endswith("/1"):
        text += f" = {fraction}"
    return text

