"""The summary of SPEC §4: one dictionary for JSON, and the same for a person.

JSON keys and their order are fixed (scripts read them). In aggregated-rows mode there
is no label column and no positive value, so ``label_column`` and ``positive`` are
``null``; ``n`` counts samples (the sum of all counts), not rows. Ratios that are
undefined (precision when nothing is predicted positive) are ``null``.
"""

from __future__ import annotations

import math
from fractions import Fraction

from core.engine.curve import RocCurve
from core.readers.dataset import LoadedData
from core.errors import InputError, SingleClassError
from core.engine.results import TieOrdering

_EXACT_UP_TO = 10**6  # show AUCs as fractions while the denominator stays readable


def summary(data: LoadedData, curve: RocCurve, ties="average",
            threshold: float | None = None) -> dict:
    """The report as a JSON-ready dictionary (keys in the order of SPEC §4).

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
    _require_both_classes(data, curve)
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
    }
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


def format_text(summary: dict, data: LoadedData | None = None) -> str:
    """The summary for a person: aligned lines, exact fractions where short.

    ``data``, when given, adds what the summary has no key for: the count columns of
    aggregated rows, and the notes (guesses made, rows dropped).
    """
    s = summary
    p = s["pairs"]
    c, t, d, total = p["concordant"], p["tied"], p["discordant"], p["total"]
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
    exact = {
        "average": Fraction(2 * c + t, 2 * total),
        "best": Fraction(c + t, total),
        "worst": Fraction(c, total),
    }
    for name in ("average", "best", "worst"):
        mark = "  <- tie ordering" if name == ordering else ""
        rows.append((f"AUC {name}", _value(s["auc"][name], exact[name]) + mark))
    rows.append(("rank loss", _value(s["rank_loss"], Fraction(2 * d + t, 2 * total))
                 + "  (= 1 - AUC average)"))
    op = s.get("operating_point")
    if op is not None:
        rows.append(("threshold", f"{op['threshold']!r} (score >= threshold is predicted"
                                  " positive)"))
        rows.append(("confusion", f"TP {op['tp']:,}  FP {op['fp']:,}  TN {op['tn']:,}"
                                  f"  FN {op['fn']:,}"))
        rows.append(("rates", "  ".join(f"{label} {_short(op[key])}" for key, label in (
            ("tpr", "TPR"), ("fpr", "FPR"), ("precision", "precision"), ("f1", "F1"),
            ("accuracy", "accuracy")))))
    width = max(len(k) for k, _ in rows) + 2
    lines = [f"{k:<{width}}{v}" for k, v in rows]
    notes = data.notes if data is not None else ()
    if notes:
        lines.append("notes")
        lines += [f"  - {n}" for n in notes]
    return "\n".join(lines) + "\n"


def _require_both_classes(data: LoadedData, curve: RocCurve) -> None:
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


def _value(x: float, exact: Fraction) -> str:
    if exact.denominator <= _EXACT_UP_TO and exact.denominator != 1:
        return f"{x:.6g} = {exact.numerator}/{exact.denominator}"
    return f"{x:.6g}"
