"""What to say about a model whose scores are all the same.

Such a model ranks no sample above another: its one tie block holds every pair, each
counted half, so its AUC is exactly 0.5 and its interval has no width. The numbers are
right, but 0.5 with an interval of [0.5, 0.5] reads like a coin that was measured very
precisely; the note says what happened instead.

>>> import core
>>> curve = core.roc_from_scores([0.5, 0.5, 0.5, 0.5], [1, 0, 1, 0])
>>> print(all_tied_note(curve, "delong"))  # doctest: +NORMALIZE_WHITESPACE
every score is the same (0.5): the model ranks nothing, so its AUC is 0.5 by its one
tie block (each of its 4 pairs tied, counting half), and DeLong's interval has no
width (its standard error is 0)
>>> all_tied_note(core.roc_from_scores([0.9, 0.5], [1, 0])) is None
True
"""

from __future__ import annotations

from core.engine.curve import RocCurve
from core.numbers_text import threshold_text

from .language import ENGLISH, Words


def all_tied_note(curve: RocCurve, interval: str | None = None,
                  score_type: str = "float64", translate: Words = ENGLISH) -> str | None:
    """The note on a model whose every score is the same, or None for any other.

    Parameters
    ----------
    curve : RocCurve
    interval : {"delong", "bootstrap"}, optional
        The AUC's interval shown beside it, which the note explains too.
    score_type : {"integer", "float32", "float64"}
        How the scores are written (:func:`core.numbers_text.score_type`).
    translate : Words, optional
        The language of the note (English by default).

    Returns
    -------
    str or None
        One sentence, without a final full stop, as the report's notes are written;
        None unless both classes share one score.
    """
    if curve.distinct_scores != 1 or not curve.has_both_classes:
        return None
    values = {"score": threshold_text(curve.thresholds[1], score_type),
              "pairs": f"{curve.pairs.total:,}"}
    # Whole sentences, one for each interval, so that a translation can order them.
    if interval == "delong":
        return translate(
            "Report", "every score is the same ({score}): the model ranks nothing, so its AUC"
            " is 0.5 by its one tie block (each of its {pairs} pairs tied, counting half),"
            " and DeLong's interval has no width (its standard error is 0)").format(**values)
    if interval == "bootstrap":
        return translate(
            "Report", "every score is the same ({score}): the model ranks nothing, so its AUC"
            " is 0.5 by its one tie block (each of its {pairs} pairs tied, counting half),"
            " and the bootstrap interval has no width (every resample gives 0.5)"
        ).format(**values)
    return translate(
        "Report", "every score is the same ({score}): the model ranks nothing, so its AUC is"
        " 0.5 by its one tie block (each of its {pairs} pairs tied, counting half)"
    ).format(**values)
