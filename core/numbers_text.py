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

A column of values (a table's AUCs, an interval's three numbers) shares one number of
decimals, as few as tell each value from 1, from 0 and from the other values: an AUC
of 0.999993 is never written "1.000", nor 0.999 beside 0.9846 (:func:`column_decimals`).
A threshold on a plot or in a panel is written with the fewest digits that tell it
from the distinct scores either side of it (:func:`threshold_among`); tooltips, the
report and exports keep every digit.

>>> column = [0.999993, 0.98]
>>> [f"{v:.{column_decimals(column)}f}" for v in column]
['0.99999', '0.98000']
>>> threshold_among(0.1764705882352941, 0.17, 0.18)
'0.176'
"""

from __future__ import annotations

import bisect
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

    A value that is not a whole number never reads as one (an AUC of 0.9999996 is not
    "1"): it gets the digits that tell it from the whole number.

    >>> number_text(0.9999996), number_text(2.99999, 3), number_text(1.0)
    ('0.9999996', '2.99999', '1')
    """
    if math.isinf(value):
        return "+∞" if value > 0 else "−∞"
    value = float(value) + 0.0  # + 0.0: no "-0"
    text = f"{value:.{digits}g}"
    while digits < 17 and not value.is_integer() and float(text).is_integer():
        digits += 1
        text = f"{value:.{digits}g}"
    return _tidy_exponent(text)


def count_text(value) -> str:
    """A count with thousands separators; a sum of fractional case weights (a float) to
    6 significant digits, its whole part always in full (never an exponent).

    >>> count_text(1234567), count_text(np.int64(7)), count_text(39.186399999999999)
    ('1,234,567', '7', '39.1864')
    >>> count_text(0.2044), count_text(1696.1409021679349), count_text(12345678.9)
    ('0.2044', '1,696.14', '12,345,679')
    """
    if isinstance(value, (int, np.integer)):
        return f"{int(value):,}"
    return f"{value:,.0f}" if abs(value) >= 1e6 else f"{value:,.6g}"


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


def column_decimals(values, least: int = 3) -> int:
    """The decimals one column of ``values`` is written with: at least ``least``, and as
    many more (up to :data:`MAX_DECIMALS`) as it takes for no value to read as another
    claim: none but 1 reads as 1 (nor but 0 as 0), and distinct values read
    differently (values closer than 10**-MAX_DECIMALS, which no AUC of counts that
    fit in memory is, are written alike). NaN and infinities take no part.

    >>> column_decimals([0.999993, 0.999822]), column_decimals([0.9846, 0.999, 0.998])
    (5, 3)
    >>> column_decimals([1.0, 0.5, 0.0]), column_decimals([0.00004, 0.8]), column_decimals([])
    (3, 5, 3)
    """
    finite = np.asarray(values, dtype=float).ravel()
    finite = np.unique(finite[np.isfinite(finite)])
    for decimals in range(least, MAX_DECIMALS):
        rounded = _rounded(finite, decimals)
        unit = 10.0 ** decimals
        if (np.all(np.diff(rounded) != 0) and not np.any((rounded == 0) & (finite != 0))
                and not np.any((rounded == unit) & (finite != 1))):
            return decimals
    return MAX_DECIMALS


def _rounded(values: np.ndarray, decimals: int) -> np.ndarray:
    """``values`` times 10**``decimals``, rounded as Python's ``f"{v:.{decimals}f}"``
    rounds them (from the float's exact value): numpy's product can land on the other
    side of a half, so values within a hair of one are rounded by the text itself."""
    scaled = values * 10.0 ** decimals
    rounded = np.rint(scaled)
    near_half = np.abs(scaled - np.floor(scaled) - 0.5) < 1e-6
    for i in np.flatnonzero(near_half):
        rounded[i] = float(f"{values[i]:.{decimals}f}".replace(".", ""))
    return rounded


# Scores written with more significant digits than this are continuous (a model's
# probabilities): their neighbours' length sets no floor on a threshold's digits.
WRITTEN_DIGITS = 6


def threshold_among(value: float, below: float | None = None, above: float | None = None,
                    score_type: str = "float64") -> str:
    """A threshold (a score) for a plot label or a panel: the fewest significant
    digits at which it reads differently from the distinct scores next to it,
    ``below`` and ``above`` (None: there is none), and, read as a threshold, predicts
    as it does: above ``below`` and not above the value (``score >= 0.5`` would leave
    out the samples at 0.4943); never with fewer significant digits than those scores
    are written with (0.77 between 0.62 and 0.9 is not "0.8"); its whole
    :func:`score_text` when that is as short.

    >>> threshold_among(0.1764705882352941, 0.17, 0.18), threshold_among(0.77, 0.62, 0.9)
    ('0.176', '0.77')
    >>> threshold_among(0.4943018992384532, 0.2, 0.6), threshold_among(float("inf"), 0.9)
    ('0.49', '+∞')
    >>> threshold_among(0.1764705882352941, 0.17647, 0.17648), threshold_among(2 / 3, 0.6)
    ('0.176470588', '0.6666666666666666')
    >>> threshold_among(0.8118530642767381, 0.8115187834210917, 0.8131957512092263)
    '0.81185'
    """
    value = float(value)
    whole = score_text(value, score_type)
    neighbours = [float(n) for n in (below, above) if n is not None and math.isfinite(n)]
    if not math.isfinite(value) or not neighbours:  # a lone score: nothing to tell it from
        return whole
    least = max((_significant(score_text(n, score_type)) for n in neighbours), default=1)
    if least > WRITTEN_DIGITS:  # continuous scores: every digit is noise, none is a floor
        least = 1
    for digits in range(least, 18):
        text = number_text(value, digits)
        if "e" in text and "e" not in whole:  # 1000000 is not to be read as 1e6
            continue
        if text == whole or len(text) >= len(whole):
            return whole
        shown = float(text)
        if ((below is None or shown > below) and shown <= value
                and all(number_text(n, digits) != text for n in neighbours)):
            return text
    return whole


def threshold_in(scores, value: float, score_type: str = "float64") -> str:
    """:func:`threshold_among` the distinct ``scores`` (descending, as a curve's
    thresholds, +inf first): told apart from the scores either side of ``value``.

    >>> threshold_in(np.array([np.inf, 0.18, 0.1764705882352941, 0.17]), 0.1764705882352941)
    '0.176'
    >>> threshold_in(np.array([np.inf, 0.9, 0.62]), 0.7), threshold_in(np.array([np.inf, 0.9]), 0.9)
    ('0.7', '0.9')
    """
    value = float(value)
    n = len(scores)
    # The first index whose score is below value (a search over the descending array,
    # without copying it: a curve can have 10^7 thresholds).
    i = bisect.bisect_left(range(n), True, key=lambda k: bool(scores[k] < value))
    same = i > 0 and float(scores[i - 1]) == value
    above = float(scores[i - 2 if same else i - 1]) if i > (1 if same else 0) else None
    below = float(scores[i]) if i < n else None
    return threshold_among(value, below, above, score_type)


def _significant(text: str) -> int:
    """Significant digits of a number's text: ``0.062`` 2, ``1.5e-7`` 2, ``300`` 3."""
    mantissa = text.partition("e")[0]
    return max(len(mantissa.lstrip("+-−0.").replace(".", "")), 1)


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
