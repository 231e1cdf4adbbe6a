"""The report of one model as one dictionary, ready for JSON (the text report is made
from it by :mod:`.text`).

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

from core.app.pipeline.answers import formulas_of
from core.app.pipeline.model import require_both_classes
from core.engine.curve import RocCurve
from core.engine.results import TieOrdering
from core.numbers_text import score_type
from core.readers.dataset import LoadedData
from core.readers.label_values import matches

from .language import ENGLISH, Words

#: Up to this many (positive, negative) pairs the report adds exact fractions (the
#: window's Numbers panel uses the same bound).
EXACT_MAX_PAIRS = 10**6


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate reads the name
    """Marks ``text`` for translation in ``context`` and returns it unchanged: Qt's
    marker, which core may not import, under the name lupdate looks for."""
    return text


#: The five formulas of docs/mathematics.md as the text report names them, in the JSON's
#: key order (translated where shown).
FORMULA_NAMES = {
    "trapezoid": QT_TRANSLATE_NOOP("Report", "trapezoids (2.20)"),
    "rank_loss": QT_TRANSLATE_NOOP("Report", "1 - rank loss (2.21, 2.22)"),
    "mann_whitney": QT_TRANSLATE_NOOP("Report", "Mann-Whitney rank sum"),
    "grouped": QT_TRANSLATE_NOOP("Report", "grouped by score"),
    "probability": QT_TRANSLATE_NOOP("Report", "pair probability"),
}


def summary(data: LoadedData, curve: RocCurve, ties="average",
            threshold: float | None = None) -> dict:
    """The report of one model as a JSON-ready dictionary (keys in the order of docs/command-line.md).

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
        Adds ``operating_point`` for ``score >= threshold``; ``+inf`` predicts nothing
        positive (the curve's first vertex) and ``-inf`` everything (its last).

    Returns
    -------
    dict
        docs/command-line.md's keys, then ``formulas`` (the five ways to the average AUC, floats,
        docs/mathematics.md), ``exact`` (AUCs and rank loss as ``"21/32"`` strings, only when
        ``m+ * m-`` is at most :data:`EXACT_MAX_PAIRS`), ``direction`` (only when the
        average AUC is below 0.5: see :func:`direction`) and ``operating_point`` (only
        with ``threshold``; its ``threshold`` is None when infinite, since JSON has no
        infinity: the counts tell the two ends apart).

    Raises
    ------
    SingleClassError
        Every sample is of one class: AUC and rates are undefined.

    The request has judged ``ties`` and ``threshold`` already
    (:meth:`core.app.request.Request.from_options`; the window's session refuses a NaN
    threshold).
    """
    require_both_classes(data, curve)
    sel = data.selection
    out = {
        "file": data.dataset.source,
        "engine": data.engine,
        "score_column": sel.score,
        "score_type": score_type(data),
        "label_column": sel.label,
        "positive": sel.positive,
        "n": curve.n_samples,
        "n_positive": curve.n_positive,
        "n_negative": curve.n_negative,
        "distinct_scores": curve.distinct_scores,
        "mixed_tie_blocks": curve.mixed_blocks,
        "pairs": picked(curve.pairs, "concordant", "tied", "discordant", "total"),
        "auc": picked(curve.aucs, "average", "best", "worst"),
        "rank_loss": curve.rank_loss,
        "ties": TieOrdering(ties).value,
    }
    formulas = formulas_of(curve)
    if formulas is not None:  # None for fractional weights, which count no pairs
        out["formulas"] = {f.key: f.value for f in formulas}
    if sel.weight is not None:  # counts and pairs are then sums of weights
        out["weight_column"] = sel.weight
    if curve.pairs.total <= EXACT_MAX_PAIRS and not curve.weighted:
        out["exact"] = {f"auc_{name}": _fraction(curve.auc_exact(name))
                        for name in ("average", "best", "worst")}
        out["exact"]["rank_loss"] = _fraction(1 - curve.auc_exact("average"))
    turned = direction(data, curve)
    if turned is not None:
        out["direction"] = turned
    if threshold is not None:
        op = curve.operating_point(float(threshold))
        out["operating_point"] = {
            "threshold": json_number(op.threshold), "tp": op.tp, "fp": op.fp, "tn": op.tn,
            "fn": op.fn, **{key: json_number(getattr(op, key))
                            for key in ("tpr", "fpr", "precision", "f1", "accuracy")}}
    return out


def direction(data: LoadedData, curve: RocCurve) -> dict | None:
    """What to say when a model's scores run the other way; None when they do not.

    A model whose average AUC is below 0.5 ranks negatives above positives more often
    than not: usually the positive class was chosen the wrong way round (scores of
    P(benign) judged with malignant as positive). rocscope never flips the scores or
    the classes by itself; it says so and names the other class. ``curve`` holds both
    classes (:func:`summary` has checked).

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
    auc = curve.auc_exact("average")
    if auc >= Fraction(1, 2):
        return None
    sel = data.selection
    auc_text = short(float(auc))
    if sel.counts is not None:
        return {"note": direction_note(auc_text, counts=sel.counts), "other_positive": None}
    values = data.dataset.column(sel.label).distinct or ()
    others = [v for v in values if not matches(v, sel.positive)]
    other = others[0] if len(others) == 1 else None
    return {"note": direction_note(auc_text, sel.positive, other), "other_positive": other}


def direction_note(auc: str, positive=None, other=None, counts=None,
                   translate: Words = ENGLISH) -> str:
    """The sentence of :func:`direction`'s ``note`` in ``translate``'s language (English
    by default, as the JSON report writes it): for the count columns ``counts``, else for
    choosing ``other`` as the positive class instead of ``positive``, else for
    checking ``positive``."""
    if counts is not None:
        return translate(
            "Report", "AUC {auc} is below 0.5: these scores run the other way (higher scores"
            " go with the negatives); to judge them the usual way, swap the two count"
            " columns (positives in {negatives_column}, negatives in {positives_column})"
        ).format(auc=auc, positives_column=repr(counts[0]), negatives_column=repr(counts[1]))
    if other is not None:
        return translate(
            "Report", "AUC {auc} is below 0.5: these scores run the other way (higher scores"
            " go with the negatives); choose {other} as the positive class instead of"
            " {positive} (the scores are not flipped for you)"
        ).format(auc=auc, other=repr(other), positive=repr(positive))
    return translate(
        "Report", "AUC {auc} is below 0.5: these scores run the other way (higher scores go"
        " with the negatives); check that {positive} is the class the scores are meant to"
        " find (the scores are not flipped for you)"
    ).format(auc=auc, positive=repr(positive))


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def picked(value, *names: str) -> dict:
    """``{name: value.name}`` for each of ``names``, in order: a block of the JSON written
    from the engine's result ``value``."""
    return {name: getattr(value, name) for name in names}


def json_number(x) -> float | None:
    """``x`` as JSON holds a number, a float: None (null) for a missing, NaN or infinite
    value."""
    return None if x is None or not math.isfinite(x) else float(x)


def short(x, translate: Words = ENGLISH) -> str:
    """A number at six significant digits; ``undefined`` (in ``translate``'s language)
    for None."""
    if x is None:
        return translate("Report", "undefined")
    return f"{x:.6g}"
