"""The five ways to the same AUC (docs/mathematics.md), each computed on its own terms.

Each formula forms its own numerator and denominator in exact integer arithmetic from
the tie blocks, the way the formula is written, so the results can be shown side by side
and must agree exactly (the four sums over blocks are taken in one pass over them, each
from its own terms). Sums go through :func:`core.engine.exact.dot`, which falls back to
Python integers when a bound could exceed int64.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.curve import RocCurve
from core.engine.results import FormulaResult
from core.engine.two_threads import on_two_threads
from core.phrases import Phrase


@dataclass(frozen=True)
class FiveFormulas:
    """The five formulas' results, in the order docs/mathematics.md lists them."""

    trapezoid: FormulaResult
    rank_loss: FormulaResult
    mann_whitney: FormulaResult
    grouped: FormulaResult
    probability: FormulaResult

    def __iter__(self):
        return iter((self.trapezoid, self.rank_loss, self.mann_whitney, self.grouped,
                     self.probability))

    @property
    def agree(self) -> bool:
        return len({f.exact for f in self}) == 1


# Each formula's name and how it is written, in the order of docs/mathematics.md.
WORDS = {
    "trapezoid": (Phrase("Trapezoids over the vertices (2.20)"),
                  "½ Σ (x[i+1] − x[i]) · (y[i] + y[i+1])"),
    "rank_loss": (Phrase("One minus the rank loss (2.21, 2.22)"),
                  "1 − (1/(m⁺m⁻)) Σ₊ Σ₋ [ I(s⁺ < s⁻) + ½ I(s⁺ = s⁻) ]"),
    "mann_whitney": (Phrase("Mann–Whitney rank sum"), "(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺m⁻)"),
    "grouped": (Phrase("Grouped accumulation by score"), "Σₖ (2·TPₖ₋₁ + pₖ) · nₖ / 2 / (m⁺m⁻)"),
    "probability": (Phrase("Probability over pairs"), "P(s⁺ > s⁻) + ½ P(s⁺ = s⁻)"),
}


def five_formulas(curve: RocCurve) -> FiveFormulas:
    """Compute AUC (average tie ordering) in the five ways of docs/mathematics.md.

    Raises
    ------
    SingleClassError
        When one class is missing (every formula divides by ``m+ * m-``).
    """
    curve.require_both_classes()
    curve.require_counts(Phrase("the five formulas"))
    if not curve.complete:
        # Out of memory the engine summed each formula over every block itself; the
        # kept vertices alone would give other sums.
        sums = curve.thinning.formulas if curve.thinning is not None else None
        if sums is not None:
            return FiveFormulas(*(_result(key, Fraction(sums[key])) for key in WORDS))
        curve.require_complete(Phrase("the five formulas"))  # raises: the curve is thinned
    m_pos, m_neg = curve.n_positive, curve.n_negative
    n, pairs = m_pos + m_neg, m_pos * m_neg
    # One pass over the blocks gives the four sums (each formula's terms, as written).
    trapezoids, twice_loss, twice_ranks, accumulated = _summed(
        curve, 2 * n * m_pos + m_pos, (_trapezoid, _rank_loss, _mann_whitney, _grouped))
    return FiveFormulas(
        _result("trapezoid", Fraction(trapezoids, 2 * pairs)),
        _result("rank_loss", 1 - Fraction(twice_loss, 2 * pairs)),
        _result("mann_whitney", Fraction(twice_ranks - m_pos * (m_pos + 1), 2 * pairs)),
        _result("grouped", Fraction(accumulated, 2 * pairs)),
        pair_probability(curve),
    )


def _result(key: str, value: Fraction) -> FormulaResult:
    return FormulaResult(key, *WORDS[key], value)


# Each formula's terms over a slice of blocks: ``tp``, ``fp`` are the cumulative counts
# (the vertex before the slice first), ``d_tp``, ``d_fp`` their steps (``p_k``, ``n_k``).

def _trapezoid(tp, fp, d_tp, d_fp, n) -> int:
    """Formula 2.20: ``1/2 * sum (x_{i+1} - x_i)(y_i + y_{i+1})`` over the vertices.

    With ``x = FP/m-`` and ``y = TP/m+`` the sum is
    ``sum (FP_{i+1} - FP_i)(TP_i + TP_{i+1}) / (2 m+ m-)``.
    """
    return _dot(d_fp, tp[:-1] + tp[1:])


def _rank_loss(tp, fp, d_tp, d_fp, n) -> int:
    """Formulas 2.21 and 2.22: ``AUC = 1 - l_rank`` with
    ``l_rank = sum over positives of (#negatives above + 1/2 #negatives tied) / (m+ m-)``
    (twice its numerator here).

    A positive in block k has ``FP_{k-1}`` negatives strictly above it and ``n_k`` tied.
    """
    return _dot(d_tp, 2 * fp[:-1] + d_fp)


def _mann_whitney(tp, fp, d_tp, d_fp, n) -> int:
    """Mann–Whitney: ``(sum of positive ranks - m+(m+ + 1)/2) / (m+ m-)`` (twice the
    rank sum here).

    Ranks ascend (1 = lowest score); a tie block shares the average of its ranks.
    Block k (descending) holds ranks ``n - cum_k + 1 .. n - cum_{k-1}``, where
    ``cum = TP + FP``, so twice its average rank is ``2n - cum_k - cum_{k-1} + 1``.
    """
    cum = tp + fp
    return _dot(d_tp, (2 * n + 1) - cum[1:] - cum[:-1])


def _grouped(tp, fp, d_tp, d_fp, n) -> int:
    """Grouped accumulation over distinct scores, descending (click-log style):
    ``sum_k (2 TP_{k-1} + p_k) n_k / 2``, divided by ``m+ m-``."""
    return _dot(2 * tp[:-1] + d_tp, d_fp)


# Blocks summed at a time: the terms of a slice exist as int64 (or Python integers),
# never those of every block at once.
_SLICE = 1 << 16


def _summed(curve: RocCurve, bound: int, formulas) -> list[int]:
    """The exact sum over slices of blocks of each of ``formulas``' terms, which get a
    slice's cumulative counts (the vertex before it included) widened so that every
    partial sum up to ``bound`` is exact, their steps, and the number of samples. The
    first and second half of the slices are summed on two threads (integer sums: the
    total is the same in any order)."""
    starts = range(0, len(curve.tp) - 1, _SLICE)
    half = len(starts) // 2
    first, second = on_two_threads(lambda part: _summed_over(curve, bound, formulas, part),
                                   (starts[:half],), (starts[half:],), split=half > 1)
    return [a + b for a, b in zip(first, second)]


def _summed_over(curve: RocCurve, bound: int, formulas, starts: range) -> list[int]:
    totals = [0] * len(formulas)
    n = curve.n_positive + curve.n_negative
    for i in starts:
        tp, fp = exact.widen(bound, curve.tp[i:i + _SLICE + 1], curve.fp[i:i + _SLICE + 1])
        d_tp, d_fp = np.diff(tp), np.diff(fp)
        for j, terms in enumerate(formulas):
            totals[j] += terms(tp, fp, d_tp, d_fp, n)
    return totals


def _dot(a: np.ndarray, b: np.ndarray) -> int:
    # int64 here only when the bound fits int64 (exact); object arrays sum Python ints.
    return int(np.dot(a, b)) if a.dtype != object else sum(a * b)


def pair_probability(curve: RocCurve) -> FormulaResult:
    """``P(s+ > s-) + 1/2 P(s+ = s-)`` from the exact pair counts."""
    # Integers: fractional weights have no formulas (answers.formulas_of).
    c, t, total = (int(v) for v in (curve.pairs.concordant, curve.pairs.tied,
                                    curve.pairs.total))
    return _result("probability", Fraction(c, total) + Fraction(t, 2 * total))
