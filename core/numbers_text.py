"""Numbers as text for people: the one place where rocscope decides how a number reads.

A score is written as the shortest text that reads back as the same number, so that
two distinct scores are never written alike. A float32 score column (Parquet's FLOAT)
holds each score to about 7 significant digits; widened to float64, where the curve
is computed, 0.3 becomes 0.30000001192092896, digits that were never in the data, so
its scores are written as the shortest text of the float32.

Two forms of it: the report's plain text (:func:`threshold_text`: ``+inf``, ``3.0``,
``1e-07``, as Python writes floats) and the window's and the teaching captions'
(:func:`score_text`: ``+∞``, ``3``, ``1e-7``).

>>> threshold_text(0.30000001192092896, "float32"), threshold_text(0.1 + 0.2)
('0.3', '0.30000000000000004')
>>> score_text(3.0), score_text(1e-7), score_text(float("inf")), threshold_text(float("-inf"))
('3', '1e-7', '+∞', '-inf')

Each end of an interval alone would drop its trailing zeros (``0.63 to 0.833``), which
makes the ends look measured to different precisions; they are written alike:

>>> same_decimals(0.63, 0.833)
('0.630', '0.833')
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

#: Beyond this many decimals an interval's end is written as 0 there: a number that
#: small beside the other end (a probability of 1e-13) is no part of what it says.
MAX_DECIMALS = 12


def score_type(data) -> str:
    """``"integer"``, ``"float32"`` or ``"float64"``: how the score column of ``data``
    (a :class:`~core.readers.dataset.LoadedData`, or what an engine handed back) holds
    its values; text files' numbers are read as float64."""
    column = data.dataset.column(data.selection.score)
    if column.kind == "integer":
        return "integer"
    return "float32" if column.float32 else "float64"


def threshold_text(value: float, score_type: str = "float64") -> str:
    """A threshold as the shortest text that reads back as the same score, as Python
    writes floats (the report's form): as a float32 for float32 scores, else as a
    float64; ``+inf`` and ``-inf`` for the curve's ends.

    >>> threshold_text(0.47), threshold_text(123456792.0, "float32"), threshold_text(1e-7)
    ('0.47', '123456790.0', '1e-07')
    """
    value = float(value)
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    if score_type == "float32" and not math.isnan(value):
        # numpy finds the float32's shortest digits. At most 9 of them, they are also
        # the shortest text of the float64 nearest them, so repr keeps them and writes
        # them as Python writes any float (0.0001, where numpy writes 1e-04).
        digits = np.format_float_scientific(np.float32(value), unique=True)
        return repr(float(digits))
    return repr(value)


def score_text(value: float, score_type: str = "float64") -> str:
    """A score or a threshold for people: :func:`threshold_text` without ".0" on whole
    numbers, ``1e-7`` rather than ``1e-07``, ``+∞`` / ``−∞``, never ``-0``.

    >>> score_text(3.0), score_text(0.47), score_text(0.1 + 0.2), score_text(-0.0)
    ('3', '0.47', '0.30000000000000004', '0')
    >>> score_text(2.5e16), score_text(0.30000001192092896, "float32")
    ('2.5e16', '0.3')
    """
    value = float(value) + 0.0  # + 0.0: no "-0"
    if math.isinf(value):
        return "+∞" if value > 0 else "−∞"
    if value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return _tidy_exponent(threshold_text(value, score_type))


def number_text(value: float, digits: int = 6) -> str:
    """A rate, an AUC or a score rounded for people: up to ``digits`` significant
    digits, no trailing zeros, ``1e-5`` rather than ``1e-05``, ``+∞`` for infinity.

    >>> number_text(2 / 3), number_text(0.25), number_text(3.0), number_text(1e6, 3)
    ('0.666667', '0.25', '3', '1e6')
    >>> number_text(-0.0), number_text(0.00001234, 2), number_text(float("inf"))
    ('0', '1.2e-5', '+∞')
    """
    if math.isinf(value):
        return "+∞" if value > 0 else "−∞"
    return _tidy_exponent(f"{value + 0.0:.{digits}g}")  # + 0.0: no "-0"


def exact_text(value: Fraction) -> str:
    """An exact number: ``3``, ``4.5`` for halves (ranks, grouped terms), else the
    reduced fraction ``13/32``.

    >>> exact_text(Fraction(9, 2)), exact_text(Fraction(13, 32)), exact_text(Fraction(-2))
    ('4.5', '13/32', '−2')
    """
    value = Fraction(value)
    sign = "−" if value < 0 else ""
    value = abs(value)
    if value.denominator == 1:
        return f"{sign}{value.numerator}"
    if value.denominator == 2:
        return f"{sign}{value.numerator // 2}.5"
    return f"{sign}{value.numerator}/{value.denominator}"


def fraction_text(value: Fraction, with_fraction: bool = True) -> str:
    """An exact value to the last bit of its float, after its fraction when asked (small
    data) and it is one.

    >>> fraction_text(Fraction(21, 32)), fraction_text(Fraction(1)), fraction_text(Fraction(1, 3), False)
    ('21/32 = 0.65625', '1.0', '0.3333333333333333')
    """
    text = repr(value.numerator / value.denominator)
    if with_fraction and value.denominator > 1:
        text = f"{value.numerator}/{value.denominator} = {text}"
    return text


def same_decimals(*values: float, digits: int = 6, sign: bool = False) -> tuple[str, ...]:
    """The values (an interval's two ends) written with one number of decimals: as
    many as the value that needs the most at ``digits`` significant digits, up to
    :data:`MAX_DECIMALS`; ``sign`` writes ``+`` before values that are not negative.

    >>> same_decimals(0.768442, 1.0), same_decimals(0.5, 0.5)
    (('0.768442', '1.000000'), ('0.5', '0.5'))
    >>> same_decimals(-0.1007, 0.4078, digits=4, sign=True)
    ('-0.1007', '+0.4078')
    """
    decimals = min(max(_decimals(v, digits) for v in values), MAX_DECIMALS)
    plus = "+" if sign else ""
    return tuple(f"{float(v) + 0.0:{plus}.{decimals}f}" for v in values)


def _decimals(value: float, digits: int) -> int:
    """Decimals of ``value`` at ``digits`` significant digits, trailing zeros dropped."""
    if not math.isfinite(value) or value == 0:
        return 0
    text = np.format_float_positional(value, precision=digits, unique=False,
                                      fractional=False, trim="-")
    return len(text.partition(".")[2])


def midpoint_text(midpoint: float, threshold: float, score_type: str = "float64") -> str:
    """pROC's threshold for the vertex at ``threshold`` (its ``midpoint`` to the next
    lower score) as the report writes it: at the digits of the scores' type (15
    significant digits for float64, which drops the last bit that halving leaves
    behind), unless that text moves off the midpoint towards a score; then every
    digit. The midpoint is a float64 whatever the scores' type (pROC computes in
    doubles): read as one, the text falls strictly between the two scores.

    >>> midpoint_text(0.20500000000000002, 0.22), midpoint_text(0.25000000745, 0.3, "float32")
    ('0.205', '0.25')
    >>> midpoint_text(float("-inf"), 0.15)
    '-inf'
    """
    midpoint, threshold = float(midpoint), float(threshold)
    if math.isinf(midpoint):
        return threshold_text(midpoint)
    if score_type == "float32":
        short = threshold_text(midpoint, "float32")
    else:
        short = repr(float(f"{midpoint:.15g}"))
    # The midpoint is half the gap from either score: a text within a quarter of that
    # is nearer the midpoint than either score, so it splits the samples as the
    # midpoint does. A float32 text too far off (between neighbouring float32 scores
    # it may be the lower score's) gives way to the midpoint's every digit.
    if abs(float(short) - midpoint) <= (threshold - midpoint) / 4:
        return short
    return repr(midpoint)


def _tidy_exponent(text: str) -> str:
    """``1e+06`` → ``1e6``, ``2.5e-05`` → ``2.5e-5``: the same number, fewer marks."""
    mantissa, e, exponent = text.partition("e")
    if not e:
        return text
    sign = "-" if exponent.startswith("-") else ""
    return f"{mantissa}e{sign}{exponent.lstrip('+-').lstrip('0') or '0'}"
