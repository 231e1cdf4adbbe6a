"""How the reports write a score: with the digits the score column's type holds.

A float32 score column (Parquet's FLOAT) holds each score to about 7 significant
digits; widened to float64, where the curve is computed, 0.3 becomes
0.30000001192092896, digits that were never in the data. A threshold is a score, so
it is written as the shortest text that reads back as the same float32; float64 and
integer scores keep the shortest text of their float64.

>>> threshold_text(0.30000001192092896, "float32"), threshold_text(0.1 + 0.2)
('0.3', '0.30000000000000004')
>>> threshold_text(float("inf")), threshold_text(float("-inf"), "float32")
('+inf', '-inf')
"""

from __future__ import annotations

import math

import numpy as np

#: What :func:`score_type` tells apart.
SCORE_TYPES = ("integer", "float32", "float64")


def score_type(data) -> str:
    """``"integer"``, ``"float32"`` or ``"float64"``: how the score column of ``data``
    (a :class:`~core.readers.dataset.LoadedData`, or what an engine handed back) holds
    its values; text files' numbers are read as float64."""
    column = data.dataset.column(data.selection.score)
    if column.kind == "integer":
        return "integer"
    return "float32" if column.float32 else "float64"


def threshold_text(value: float, score_type: str = "float64") -> str:
    """A threshold as the shortest text that reads back as the same score: as a
    float32 for float32 scores, else as a float64; ``+inf`` and ``-inf`` for the
    curve's ends.

    >>> threshold_text(0.47), threshold_text(123456792.0, "float32")
    ('0.47', '123456790.0')
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
