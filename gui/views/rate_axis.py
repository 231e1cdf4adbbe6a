"""Axes of rates: ticks only inside [0, 1], written as rates at every zoom.

pyqtgraph's axes rescale small ranges with an SI prefix ("(×0.001)", ticks 200…600)
and tick whatever range is visible, so a zoom or a figure wider than tall showed
rates such as −0.2 or 1.2. A rate axis keeps its numbers honest: values outside [0, 1]
get no tick, labels have as many decimals as the tick spacing needs, and 0 and 1 are
written "0" and "1.0" wherever they are visible.
"""

from __future__ import annotations

import math

from gui.views.plain_axis import PlainAxis

LABEL_PIXELS = 34  # room a tick label across takes ("0.25" and a gap)


class RateAxis(PlainAxis):
    """An axis for a quantity in [0, 1] (a rate, precision, recall)."""

    def __init__(self, orientation: str, **kwargs):
        super().__init__(orientation, **kwargs)
        # "1.0" sits at the very end of the axis; by default pyqtgraph hides a label
        # that reaches past the axis by a pixel. Half a label's width may.
        self.setStyle(hideOverlappingLabels=18)

    def tickSpacing(self, minVal, maxVal, size):
        levels = super().tickSpacing(minVal, maxVal, size)
        # pyqtgraph sets at least 2.25 intervals whatever the axis' length, so a narrow
        # plot wrote "0.20.40.60.81.0": across, each label gets its width, or the major
        # spacing steps up 1 → 2 → 5 → 10.
        if levels and self.orientation in ("bottom", "top"):
            major, offset = levels[0]
            while size * major / max(abs(maxVal - minVal), 1e-300) < LABEL_PIXELS:
                first = f"{major:e}"[0]
                major *= 2.5 if first == "2" else 2
            levels = [(major, offset), *levels[1:]]
        return levels

    def tickValues(self, minVal, maxVal, size):
        levels = super().tickValues(minVal, maxVal, size)
        out = [(spacing, [_snap(v) for v in values if -1e-12 <= v <= 1 + 1e-12])
               for spacing, values in levels]
        # The ends of the unit interval are labelled whenever they are in view: a reader
        # looks for "1.0" at the top of a ROC plot even when the spacing skips it.
        if out:
            spacing, major = out[0]
            for end in (0.0, 1.0):
                if minVal - 1e-12 <= end <= maxVal + 1e-12 and not any(
                        abs(v - end) < spacing * 1e-6 for v in major):
                    major = sorted([*major, end])
            out[0] = (spacing, major)
        return out

    def tickStrings(self, values, scale, spacing):
        return [rate_text(v * scale, spacing * scale) for v in values]


def _snap(v: float) -> float:
    # Tick arithmetic leaves 1.0000000000000002 and -1e-17 at the ends.
    return 0.0 if abs(v) < 1e-12 else 1.0 if abs(v - 1) < 1e-12 else v


def rate_text(value: float, spacing: float) -> str:
    """A tick label: enough decimals to tell neighbours ``spacing`` apart, at least one,
    no ``-0``.

    >>> [rate_text(v, 0.2) for v in (0, 0.2, 1)]
    ['0', '0.2', '1.0']
    >>> rate_text(0.40125, 0.00025)
    '0.40125'
    """
    if abs(value) < 1e-15:
        return "0"
    decimals = max(1, -math.floor(math.log10(spacing) + 1e-9)) if spacing > 0 else 1
    decimals = min(decimals, 15)
    text = f"{value:.{decimals}f}"
    # 0.40125 with spacing 0.00025 needs five decimals, not four.
    while decimals < 15 and abs(float(text) - value) > spacing * 1e-3:
        decimals += 1
        text = f"{value:.{decimals}f}"
    return text
