"""The grouped accumulation of a click log, row by row, as a click-log job computes it.

The code groups the rows by score (``ctr``), adds up clicks and non-clicks per score,
walks the scores from the highest down and adds, for each, the area its piece of curve
encloses in count units: the rectangle ``n_k · TP_{k−1}`` plus the triangle
``n_k · p_k / 2``, i.e. ``(2·TP_{k−1} + p_k)·n_k / 2``. The total divided by
``m+·m−`` (the whole square in count units) is the AUC::

    auc += (last_tp*2 + delta_y)*delta_x*0.5   # delta_y = p_k, delta_x = n_k
    last_tp += delta_y; last_fp += delta_x
    auc = auc/(last_tp*last_fp)

Every term is a whole or half number, kept exact; :mod:`core.app.report.step_text`
writes the terms out with their numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.build import roc_from_counts, roc_from_scores
from core.engine.curve import RocCurve
from core.engine.ranks import ClippedTable
from core.engine.validate import count_array, score_array
from core.errors import SingleClassError
from core.phrases import Phrase


@dataclass(frozen=True)
class AccumulationRow:
    """One distinct score of the accumulation.

    Attributes
    ----------
    block : int
        The tie-block number (1 = highest score), the order of the loop.
    score : float
    positives, negatives : int
        ``p_k`` and ``n_k`` (the code's ``delta_y`` and ``delta_x``: clicks and
        non-clicks at this score).
    tp_before, fp_before : int
        ``TP_{k−1}`` and ``FP_{k−1}`` (``last_tp``, ``last_fp`` before the row).
    term : Fraction
        ``(2·TP_{k−1} + p_k)·n_k / 2``.
    running_sum : Fraction
        The sum of the terms so far.
    input_rows : int or None
        How many input rows were grouped into this score (rows of the aggregated log,
        or samples), when known.
    """

    block: int
    score: float
    positives: int
    negatives: int
    tp_before: int
    fp_before: int
    term: Fraction
    running_sum: Fraction
    input_rows: int | None = None

    @property
    def rectangle(self) -> int:
        """``n_k · TP_{k−1}``: the rectangle under the piece, in count units."""
        return self.negatives * self.tp_before

    @property
    def triangle(self) -> Fraction:
        """``n_k · p_k / 2``: the triangle a tie block adds on top of it."""
        return Fraction(self.negatives * self.positives, 2)


@dataclass(frozen=True)
class AccumulationTable(ClippedTable):
    """The accumulation, one row per distinct score (highest first).

    ``head`` holds the first rows and ``tail`` the last; when the table was not
    limited, ``head`` is every row and ``tail`` is empty. Sums are over every row.

    Attributes
    ----------
    head, tail : tuple of AccumulationRow
    omitted : int
        Rows between ``head`` and ``tail`` that were left out.
    n_positive, n_negative : int
        ``m+`` and ``m−`` (the code's final ``last_tp`` and ``last_fp``).
    total : Fraction
        ``Σ_k (2·TP_{k−1} + p_k)·n_k / 2``.
    """

    total: Fraction

    @property
    def distinct_scores(self) -> int:
        return len(self.head) + len(self.tail) + self.omitted

    @property
    def auc(self) -> Fraction:
        """``total / (m+·m−)`` exactly."""
        if not (self.n_positive and self.n_negative):
            raise SingleClassError(Phrase("the accumulation divides by m+·m−, but one class is missing"))
        return self.total / (self.n_positive * self.n_negative)


def accumulation_table(curve: RocCurve, limit: int | None = None,
                       input_rows=None) -> AccumulationTable:
    """The grouped accumulation over the tie blocks of ``curve``.

    Parameters
    ----------
    curve : RocCurve
    limit : int, optional
        Keep only the first ``ceil(limit/2)`` and last ``floor(limit/2)`` rows; the
        sums still cover every row. ``None`` keeps every row.
    input_rows : array_like of int, shape (K,), optional
        Input rows grouped into each block, highest score first.

    Raises
    ------
    SingleClassError
        One class is missing.
    InputError
        ``limit`` is negative.
    WeightedCurveError
        The curve's counts are sums of fractional case weights.

    Examples
    --------
    >>> from core.engine.build import roc_from_counts
    >>> table = accumulation_table(roc_from_counts([0.95, 0.90, 0.81, 0.75, 0.6],
    ...                                            [1, 0, 1, 0, 0], [0, 1, 0, 1, 1]))
    >>> [r.term for r in table.rows][:2], table.total, table.auc
    ([Fraction(0, 1), Fraction(1, 1)], Fraction(5, 1), Fraction(5, 6))
    """
    curve.require_complete(Phrase("the grouped accumulation table"))
    curve.require_counts(Phrase("the grouped accumulation table"))
    curve.require_both_classes()
    m_pos, m_neg = curve.n_positive, curve.n_negative
    tp, p, n = exact.widen(2 * m_pos * m_neg, curve.tp, curve.block_positives,
                           curve.block_negatives)
    twice_terms = (2 * tp[:-1] + p) * n
    # Partial sums of non-negative terms never exceed the total, 2·m+·m−.
    twice_running = np.cumsum(twice_terms)
    k = curve.distinct_scores
    if input_rows is not None:
        input_rows = np.asarray(input_rows)

    def make(b: int) -> AccumulationRow:
        return AccumulationRow(
            block=b + 1,
            score=float(curve.thresholds[b + 1]),
            positives=int(p[b]),
            negatives=int(n[b]),
            tp_before=int(curve.tp[b]),
            fp_before=int(curve.fp[b]),
            term=Fraction(int(twice_terms[b]), 2),
            running_sum=Fraction(int(twice_running[b]), 2),
            input_rows=None if input_rows is None else int(input_rows[b]),
        )

    return AccumulationTable.kept(
        k, limit, make,
        n_positive=m_pos,
        n_negative=m_neg,
        total=Fraction(int(twice_running[-1]), 2),
    )


def accumulation_from_counts(scores, positives, negatives,
                             limit: int | None = None) -> AccumulationTable:
    """The accumulation of aggregated rows ``score, positives, negatives`` (a click
    log: ``ctr, clicks, non-clicks``), grouped by score, as a click-log job groups them.

    Rows whose counts are both zero add nothing and are not counted as grouped rows.

    Raises
    ------
    As :func:`core.roc_from_counts`, and :class:`SingleClassError` when one class is
    missing.
    """
    curve = roc_from_counts(scores, positives, negatives)
    s = score_array(scores)
    occupied = ((count_array(positives, len(s), Phrase("positive counts")) > 0)
                | (count_array(negatives, len(s), Phrase("negative counts")) > 0))
    _, per_score = np.unique(s[occupied], return_counts=True)
    return accumulation_table(curve, limit, per_score[::-1])


def accumulation_from_scores(scores, labels, limit: int | None = None) -> AccumulationTable:
    """The accumulation of one score per sample, grouped by score the same way."""
    curve = roc_from_scores(scores, labels)
    rows = curve.block_positives.astype(np.int64) + curve.block_negatives
    return accumulation_table(curve, limit, rows)
