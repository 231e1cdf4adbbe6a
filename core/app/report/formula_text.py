"""The five formulas of docs/mathematics.md written out with the user's numbers, for reading.

Each formula is given as its symbols, then the same expression with the numbers
substituted, then the exact result: for the eight samples of docs/mathematics.md,
``AUC = ½ Σᵢ (xᵢ₊₁ − xᵢ)(yᵢ + yᵢ₊₁) = ½ (0·0.25 + 0.25·0.5 + … + 0.25·2) = ½ · 21/16 = 21/32``.
Numbers are exact: whole numbers, short decimals (0.25), or fractions ``(1/3)``; ``·`` is
multiplication and ``/`` binds like it, so each step reads (and evaluates) as ordinary
arithmetic. Past ``max_terms`` terms a sum is shortened to its first terms, ``…`` and its
last term. Text comes as Unicode and as simple HTML for a Qt label.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine.curve import RocCurve
from core.engine.formulas import FiveFormulas, five_formulas
from core.numbers_text import exact_text
from core.phrases import Phrase

MAX_TERMS = 12
_HEAD_TERMS = 3  # terms kept before "…" in a shortened sum


@dataclass(frozen=True)
class FormulaText:
    """One formula written out.

    Attributes
    ----------
    key, name : str
        As in :class:`core.engine.results.FormulaResult` (``"trapezoid"``, …).
    symbolic : str
        The formula in symbols, starting ``AUC = ``.
    steps : tuple of str
        The expression with the numbers substituted, then simpler and simpler, the
        last one being the exact result; each equals the formula.
    exact : Fraction
        The formula's value, from :func:`core.engine.formulas.five_formulas`.
    shortened : bool
        True when a sum had more than ``max_terms`` terms and shows only some.
    """

    key: str
    name: str
    symbolic: str
    steps: tuple[str, ...]
    exact: Fraction
    shortened: bool

    @property
    def unicode(self) -> str:
        """``symbolic = step = step = result`` on one line."""
        return " = ".join((self.symbolic, *self.steps))

    @property
    def html(self) -> str:
        """The same line as HTML for a rich-text label: sub- and superscripts as
        ``<sub>``/``<sup>``, the result in bold."""
        parts = [_html(self.symbolic), *(_html(s) for s in self.steps[:-1]),
                 f"<b>{_html(self.steps[-1])}</b>"]
        return " = ".join(parts)


def formula_texts(curve: RocCurve, formulas: FiveFormulas | None = None,
                  max_terms: int = MAX_TERMS) -> tuple[FormulaText, ...]:
    """The five formulas of ``curve`` written out, in the order of
    :func:`core.engine.formulas.five_formulas`.

    Parameters
    ----------
    curve : RocCurve
    formulas : FiveFormulas, optional
        The values already computed for ``curve`` (computed here when omitted).
    max_terms : int
        The longest sum written out in full.

    Raises
    ------
    SingleClassError
        One class is missing.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> curve = roc_from_scores([0.95, 0.90, 0.81, 0.75, 0.6], [1, 0, 1, 0, 0])
    >>> for text in formula_texts(curve):
    ...     print(text.unicode)
    AUC = ½ Σᵢ (xᵢ₊₁ − xᵢ)(yᵢ + yᵢ₊₁) = ½ (0·0.5 + (1/3)·1 + 0·1.5 + (1/3)·2 + (1/3)·2) = ½ · 5/3 = 5/6
    AUC = 1 − ℓ_rank = 1 − Σ₊ [#(s⁻ > s⁺) + ½·#(s⁻ = s⁺)] / (m⁺·m⁻) = 1 − (0 + 1) / (2·3) = 1 − 1/6 = 5/6
    AUC = (Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻) = (5 + 3 − 2·3/2) / (2·3) = (8 − 3) / 6 = 5/6
    AUC = Σₖ (2·TPₖ₋₁ + pₖ)·nₖ / 2 / (m⁺·m⁻) = ((2·0 + 1)·0 + (2·1 + 0)·1 + (2·1 + 1)·0 + (2·2 + 0)·1 + (2·2 + 0)·1) / 2 / (2·3) = 5/6
    AUC = P(s⁺ > s⁻) + ½·P(s⁺ = s⁻) = 5/6 + ½·0/6 = 5/6
    """
    curve.require_complete(Phrase("the formulas written out"))
    if formulas is None:
        formulas = five_formulas(curve)
    curve.require_both_classes()
    makers = (_trapezoid, _rank_loss, _mann_whitney, _grouped, _probability)
    out = []
    for make, result in zip(makers, formulas):
        symbolic, steps, shortened = make(curve, result, max_terms)
        out.append(FormulaText(result.key, result.name, symbolic, tuple(steps), result.exact,
                               shortened))
    return tuple(out)


def all_agree(formulas) -> bool:
    """True when every formula has exactly the same value (compared as fractions).

    ``formulas`` is any iterable of objects with an ``exact`` fraction:
    :class:`FormulaText`, :class:`core.engine.results.FormulaResult`, or a
    :class:`core.engine.formulas.FiveFormulas`. Nothing at all does not agree.
    """
    values = {Fraction(f.exact) for f in formulas}
    return len(values) == 1


# ---- the five formulas: each gives its symbols, its steps and whether a sum is shortened


def _trapezoid(curve: RocCurve, result, max_terms: int) -> tuple[str, list[str], bool]:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    fp, tp = curve.fp, curve.tp

    def term(i: int) -> str:
        dx = Fraction(int(fp[i + 1]) - int(fp[i]), m_neg)
        sy = Fraction(int(tp[i]) + int(tp[i + 1]), m_pos)
        return f"{_num(dx)}·{_num(sy)}"

    listed, shortened = _terms(term, curve.distinct_scores, max_terms)
    return "AUC = ½ Σᵢ (xᵢ₊₁ − xᵢ)(yᵢ + yᵢ₊₁)", [
        f"½ ({listed})", f"½ · {_num(2 * result.exact, wrap=False)}", exact_text(result.exact)
    ], shortened


def _block(curve: RocCurve, k: int) -> tuple[int, int]:
    """``(p_k, n_k)`` of tie block k (0-based, descending), from the cumulative counts:
    only the few blocks written out are ever looked at, so nothing per block is kept."""
    tp, fp = curve.tp, curve.fp
    return int(tp[k + 1]) - int(tp[k]), int(fp[k + 1]) - int(fp[k])


def _with_positives(curve: RocCurve) -> np.ndarray:
    """The indices of the blocks holding positives (a temporary array)."""
    return np.flatnonzero(np.diff(curve.tp))


def _rank_loss(curve: RocCurve, result, max_terms: int) -> tuple[str, list[str], bool]:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    fp = curve.fp
    blocks = _with_positives(curve)

    def term(i: int) -> str:
        k = int(blocks[i])
        count, tied = _block(curve, k)
        above = int(fp[k])
        base = str(above) if tied == 0 else f"({above} + ½·{tied})"
        return base if count == 1 else f"{count}·{base}"

    listed, shortened = _terms(term, len(blocks), max_terms)
    loss = 1 - result.exact
    steps = [f"1 − ({listed}) / ({m_pos}·{m_neg})"]
    # Σ over the positives is D + T/2: a whole or half number of pairs.
    per_pairs = f"{exact_text(loss * m_pos * m_neg)}/{m_pos * m_neg}"
    if per_pairs != exact_text(loss):
        steps.append(f"1 − {per_pairs}")
    steps += [f"1 − {exact_text(loss)}", exact_text(result.exact)]
    return "AUC = 1 − ℓ_rank = 1 − Σ₊ [#(s⁻ > s⁺) + ½·#(s⁻ = s⁺)] / (m⁺·m⁻)", steps, shortened


def _mann_whitney(curve: RocCurve, result, max_terms: int) -> tuple[str, list[str], bool]:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    n_all = m_pos + m_neg
    tp, fp = curve.tp, curve.fp
    blocks = _with_positives(curve)

    def term(i: int) -> str:
        k = int(blocks[i])
        # Block k (descending) holds ascending ranks n − cum_{k+1} + 1 .. n − cum_k.
        cum_before, cum_after = int(tp[k]) + int(fp[k]), int(tp[k + 1]) + int(fp[k + 1])
        rank = exact_text(Fraction(2 * n_all + 1 - cum_before - cum_after, 2))
        count = _block(curve, k)[0]
        return rank if count == 1 else f"{count}·{rank}"

    listed, shortened = _terms(term, len(blocks), max_terms)
    floor = Fraction(m_pos * (m_pos + 1), 2)
    rank_sum = result.exact * m_pos * m_neg + floor
    return "AUC = (Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻)", [
        f"({listed} − {m_pos}·{m_pos + 1}/2) / ({m_pos}·{m_neg})",
        f"({exact_text(rank_sum)} − {exact_text(floor)}) / {m_pos * m_neg}",
        exact_text(result.exact)], shortened


def _grouped(curve: RocCurve, result, max_terms: int) -> tuple[str, list[str], bool]:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    tp = curve.tp

    def term(k: int) -> str:
        p, n = _block(curve, k)
        return f"(2·{int(tp[k])} + {p})·{n}"

    listed, shortened = _terms(term, curve.distinct_scores, max_terms)
    steps = [f"({listed}) / 2 / ({m_pos}·{m_neg})"]
    total = f"{exact_text(result.exact * m_pos * m_neg)}/{m_pos * m_neg}"
    if total != exact_text(result.exact):
        steps.append(total)
    steps.append(exact_text(result.exact))
    return "AUC = Σₖ (2·TPₖ₋₁ + pₖ)·nₖ / 2 / (m⁺·m⁻)", steps, shortened


def _probability(curve: RocCurve, result, max_terms: int) -> tuple[str, list[str], bool]:
    c, t, total = curve.pairs.concordant, curve.pairs.tied, curve.pairs.total
    return "AUC = P(s⁺ > s⁻) + ½·P(s⁺ = s⁻)", [
        f"{c}/{total} + ½·{t}/{total}", exact_text(result.exact)], False


# ---- writing numbers --------------------------------------------------------------------


def _terms(term, count: int, max_terms: int) -> tuple[str, bool]:
    """``t0 + t1 + …`` in full, or shortened to the first terms, ``…`` and the last."""
    if count <= max(max_terms, _HEAD_TERMS + 1):
        return " + ".join(term(i) for i in range(count)), False
    head = [term(i) for i in range(_HEAD_TERMS)]
    return " + ".join(head) + " + … + " + term(count - 1), True


def _num(value: Fraction, wrap: bool = True) -> str:
    """A non-negative exact number: ``3``, ``0.25`` (up to four decimals), else
    ``(1/3)`` (without brackets when ``wrap`` is false)."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    scaled = value * 10_000
    if scaled.denominator == 1:
        whole, frac = divmod(scaled.numerator, 10_000)
        return f"{whole}.{frac:04d}".rstrip("0")
    text = f"{value.numerator}/{value.denominator}"
    return f"({text})" if wrap else text


_SUBSCRIPTS = str.maketrans("ᵢₖ₊₋₀₁₂₃₄₅₆₇₈₉", "ik+−0123456789")
_SUPERSCRIPTS = str.maketrans("⁺⁻", "+−")


def _html(text: str) -> str:
    """Unicode formula text as HTML: runs of sub/superscript characters become
    ``<sub>``/``<sup>`` (so fonts without those glyphs still show them), and
    ``ℓ_rank`` becomes ℓ<sub>rank</sub>."""
    out = html.escape(text, quote=False)
    out = re.sub(r"[ᵢₖ₊₋₀-₉]+", lambda m: f"<sub>{m.group().translate(_SUBSCRIPTS)}</sub>", out)
    out = re.sub(r"[⁺⁻]+", lambda m: f"<sup>{m.group().translate(_SUPERSCRIPTS)}</sup>", out)
    return out.replace("ℓ_rank", "ℓ<sub>rank</sub>")
