"""The score plot's two axes: counts of samples (whole numbers, without their sign:
negatives hang below zero) and scores on an axis that may break past far outliers.
"""

from __future__ import annotations

import numpy as np

from core.drawing.score_axis import ScoreAxis
from core.numbers_text import score_text
from gui.base import style
from gui.views.plain_axis import PlainAxis


class CountAxis(PlainAxis):
    """Sample counts both ways from the axis: negatives are drawn below zero."""

    def tickStrings(self, values, scale, spacing):
        return [f"{abs(v) * scale:g}" for v in values]


class ScoreAxisItem(PlainAxis):
    """The score axis: ticks only where it is linear (not in the outliers' strips or
    the gaps before them), whole numbers only when every score is one, and numbers
    written as :func:`style.format_number` writes them (``3``, not ``3.0``)."""

    score_axis: ScoreAxis | None = None  # set by the view with its data
    integers = False

    def tickValues(self, minVal, maxVal, size):
        levels = super().tickValues(minVal, maxVal, size)
        axis = self.score_axis
        if axis is None:
            return levels
        lo, hi = axis.low / axis.unit, axis.high / axis.unit
        slack = 1e-9 * axis.span
        kept = []
        for spacing, values in levels:
            values = np.asarray(values, dtype=float)
            keep = np.ones(len(values), bool)
            if axis.below is not None:
                keep &= values >= lo - slack
            if axis.above is not None:
                keep &= values <= hi + slack
            if self.integers:  # 1, 2, 3 from a level of 0.5 apart; 1.5 goes
                keep &= values == np.round(values)
                spacing = max(spacing, 1.0)
            if keep.any():
                kept.append((spacing, values[keep].tolist()))
        return kept

    def tickStrings(self, values, scale, spacing):
        if self.integers:
            return [score_text(round(v * scale)) for v in values]
        return [style.format_number(float(s), 12) if s else s
                for s in super().tickStrings(values, scale, spacing)]
