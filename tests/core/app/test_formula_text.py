"""The five formulas written out: every step with the numbers must be arithmetic that
evaluates, exactly, to the formula's value."""

import re
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings

import core
from core.app.report.formula_text import all_agree, formula_texts
from core.engine.results import FormulaResult
from core.errors import SingleClassError
from tests.core.engine.teaching_data import (
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_CLICKS,
    FIVE_LABELS,
    FIVE_NONCLICKS,
    FIVE_SCORES,
    aggregated,
    samples,
)

_TOKEN = re.compile(r"\s*(\d+(?:\.\d+)?|½|[-+−·/()])")


def evaluate(step: str) -> Fraction:
    """Evaluate a written step: numbers, ½, + − · / and brackets, where juxtaposition
    (``½ (…)``) multiplies. Anything else (a symbol, ``…``) is an error."""
    pos, out, prev_value = 0, [], False
    while pos < len(step):
        m = _TOKEN.match(step, pos)
        if not m:
            raise ValueError(f"cannot evaluate {step[pos:]!r}")
        tok = m.group(1)
        pos = m.end()
        starts_value = tok[0].isdigit() or tok in ("½", "(")
        if prev_value and starts_value:
            out.append("*")
        if tok[0].isdigit():
            out.append(f"F('{tok}')")
        else:
            out.append({"½": "F(1, 2)", "−": "-", "·": "*"}.get(tok, tok))
        prev_value = tok[0].isdigit() or tok in ("½", ")")
    return eval("".join(out), {"F": Fraction})  # noqa: S307 (our own digits and operators)


def eight():
    return core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)


def test_eight_samples_written_out():
    texts = formula_texts(eight())
    assert [t.key for t in texts] == ["trapezoid", "rank_loss", "mann_whitney", "grouped",
                                      "probability"]
    lines = [t.unicode for t in texts]
    assert lines[0] == (
        "AUC = ½ Σᵢ (xᵢ₊₁ − xᵢ)(yᵢ + yᵢ₊₁) = ½ (0·0.25 + 0.25·0.5 + 0·0.75 + 0.25·1.25"
        " + 0.25·1.5 + 0·1.75 + 0.25·2) = ½ · 1.3125 = 21/32")
    assert lines[1].endswith("= 1 − (0 + 1 + (1 + ½·1) + 3) / (4·4) = 1 − 5.5/16 = 1 − 11/32 = 21/32")
    assert lines[2].endswith("= (8 + 6 + 4.5 + 2 − 4·5/2) / (4·4) = (20.5 − 10) / 16 = 21/32")
    assert lines[3].endswith("/ 2 / (4·4) = 10.5/16 = 21/32")
    assert lines[4] == "AUC = P(s⁺ > s⁻) + ½·P(s⁺ = s⁻) = 10/16 + ½·1/16 = 21/32"
    assert all(t.exact == Fraction(21, 32) and not t.shortened for t in texts)
    assert all_agree(texts)


def test_every_step_of_the_eight_samples_evaluates_to_the_result():
    for text in formula_texts(eight()):
        assert [evaluate(step) for step in text.steps] == [Fraction(21, 32)] * len(text.steps)


@pytest.mark.parametrize("curve", [
    core.roc_from_scores(FIVE_SCORES, FIVE_LABELS),
    core.roc_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS),
], ids=["rows", "aggregated"])
def test_five_clicks_written_out(curve):
    texts = formula_texts(curve)
    assert texts[0].steps[0] == "½ (0·0.5 + (1/3)·1 + 0·1.5 + (1/3)·2 + (1/3)·2)"
    assert texts[2].steps == ("(5 + 3 − 2·3/2) / (2·3)", "(8 − 3) / 6", "5/6")
    for text in texts:
        assert text.steps[-1] == "5/6"
        assert all(evaluate(step) == Fraction(5, 6) for step in text.steps)


def test_html_for_a_qt_label():
    texts = formula_texts(eight())
    assert texts[0].html.startswith(
        "AUC = ½ Σ<sub>i</sub> (x<sub>i+1</sub> − x<sub>i</sub>)(y<sub>i</sub> + y<sub>i+1</sub>)")
    assert texts[0].html.endswith("= <b>21/32</b>")
    assert "ℓ<sub>rank</sub>" in texts[1].html
    assert "TP<sub>k−1</sub>" in texts[3].html
    assert "s<sup>+</sup> &gt; s<sup>−</sup>" in texts[4].html
    for text in texts:
        assert not re.search(r"[ᵢₖ₊₋₀-₉⁺⁻<>]", re.sub(r"</?(sub|sup|b)>", "", text.html))


def test_large_data_is_shortened_and_still_exact():
    rng = np.random.default_rng(5)
    scores = rng.integers(0, 500, 20_000)
    curve = core.roc_from_scores(scores, rng.random(20_000) < scores / 500)
    texts = formula_texts(curve)
    for text in texts[:4]:
        assert text.shortened and " + … + " in text.steps[0]
        assert len(text.unicode) < 400
        assert all(evaluate(step) == curve.auc_exact() for step in text.steps[1:])
    assert not texts[4].shortened
    assert all(evaluate(step) == curve.auc_exact() for step in texts[4].steps)
    assert all_agree(texts)


def test_max_terms_decides_when_to_shorten():
    assert not any(t.shortened for t in formula_texts(eight(), max_terms=7))
    short = formula_texts(eight(), max_terms=6)
    assert short[0].steps[0] == "½ (0·0.25 + 0.25·0.5 + 0·0.75 + … + 0.25·2)"
    assert short[0].shortened and not short[1].shortened  # four positive blocks only


def test_given_formulas_are_used():
    curve = eight()
    formulas = core.five_formulas(curve)
    assert [t.exact for t in formula_texts(curve, formulas)] == [f.exact for f in formulas]


def test_all_agree_compares_exact_fractions():
    formulas = core.five_formulas(eight())
    assert all_agree(formulas) and all_agree(list(formulas))
    off = FormulaResult("x", "x", "x", Fraction(21, 32) + Fraction(1, 10**30))
    assert float(off.exact) == 21 / 32  # the same float, yet not the same number
    assert not all_agree([*formulas, off])
    assert not all_agree([])


def test_one_class_cannot_be_written_out():
    with pytest.raises(SingleClassError):
        formula_texts(core.roc_from_scores([0.1, 0.2], [1, 1]))


@settings(deadline=None)
@given(samples(max_size=30))
def test_written_steps_evaluate_to_the_value_on_tie_heavy_samples(data):
    s, y = data
    curve = core.roc_from_scores(s, y)
    for text in formula_texts(curve, max_terms=100):
        assert not text.shortened
        assert text.exact == curve.auc_exact()
        assert [evaluate(step) for step in text.steps] == [text.exact] * len(text.steps)


@settings(deadline=None)
@given(aggregated())
def test_written_steps_evaluate_to_the_value_on_aggregated_rows(rows):
    curve = core.roc_from_counts(*rows)
    for text in formula_texts(curve, max_terms=100):
        assert [evaluate(step) for step in text.steps] == [curve.auc_exact()] * len(text.steps)
