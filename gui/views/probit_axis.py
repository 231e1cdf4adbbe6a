"""An axis on the normal-deviate (probit) scale, ticked at probabilities.

The DET plot's data coordinates are deviates (``norm.ppf(rate)``); a reader wants
rates. Ticks sit at round probabilities (0.1 %, 1 %, 5 %, 20 %, 50 %, …, as
scikit-learn's ``DetCurveDisplay``), fewer on a small plot and more as a zoom makes
room, each written as a percentage.
"""

from __future__ import annotations

import functools

from core.engine.det import probit
from gui.views.rate_axis import RateAxis

# Probabilities ticked, coarsest level first: a level is added while its labels fit.
_LEVELS = (
    (0.5,),
    (0.01, 0.99),
    (0.001, 0.05, 0.2, 0.8, 0.95, 0.999),
    (0.0001, 0.002, 0.005, 0.02, 0.1, 0.3, 0.4, 0.6, 0.7, 0.9, 0.98, 0.995, 0.998, 0.9999),
    (1e-6, 1e-5, 0.0002, 0.0005, 0.03, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.97,
     0.9995, 0.9998, 0.99999, 0.999999),
)


@functools.cache
def _ticks() -> list:
    """Each level's ticks as (deviate, probability): made when a DET axis is first
    drawn, so that scipy (50 MB) loads then and not with every window."""
    return [[(float(x), p) for p, x in zip(level, probit(level))] for level in _LEVELS]


ACROSS_PIXELS = 44  # room a label takes across ("99.9%" and a gap)
UP_PIXELS = 18  # and up the left axis


def percent_text(p: float) -> str:
    """A tick's probability as a percentage, with the digits it needs.

    >>> [percent_text(p) for p in (0.001, 0.05, 0.5, 0.995, 1e-6)]
    ['0.1%', '5%', '50%', '99.5%', '0.0001%']
    """
    return f"{100 * p:.6f}".rstrip("0").rstrip(".") + "%"


class ProbitAxis(RateAxis):
    """An axis whose values are normal deviates, labelled as probabilities (a rate axis
    on another scale: its own ticks and labels)."""

    _labels: dict[float, str] = {}  # the ticks chosen last, by deviate

    def tickValues(self, minVal, maxVal, size):
        room = ACROSS_PIXELS if self.orientation in ("bottom", "top") else UP_PIXELS
        scale = size / max(maxVal - minVal, 1e-12)  # pixels per deviate
        chosen: list[tuple[float, float]] = []
        for level in _ticks():
            trial = sorted(chosen + [(x, p) for x, p in level if minVal <= x <= maxVal])
            gaps = [b[0] - a[0] for a, b in zip(trial, trial[1:])]
            if chosen and gaps and min(gaps) * scale < room:
                break
            chosen = trial
        self._labels = {x: percent_text(p) for x, p in chosen}
        return [(1.0, [x for x, _p in chosen])]

    def tickStrings(self, values, scale, spacing):
        return [self._labels.get(v, "") for v in values]
