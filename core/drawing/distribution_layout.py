"""Pixel geometry of the score-distribution view: how big the stacked dots are, what
vertical range shows them or the bars with room for their labels, which count ticks
and bar labels fit.

Positives are drawn above the score axis (levels or counts ``1 .. up``), negatives below
it (``-1 .. -down``). The vertical axis counts samples, so one unit is one sample of a
stack or one count of a bar, and everything here is decided from the plot's height in
pixels, every time it changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

MAX_DIAMETER = 11.0  # a dot's fill, in pixels, when there is room
MAX_PEN = 2.0  # its outline at that size (the outline is what shows "predicted negative")


@dataclass(frozen=True)
class DotLayout:
    """Stacked dots that touch but never cover each other.

    ``step`` is the distance in pixels between two stacking levels; a dot is drawn with
    a symbol of ``diameter`` pixels and an outline ``pen`` pixels wide, centred on the
    symbol's edge, so it covers ``diameter + pen <= step`` pixels. ``y_low`` and
    ``y_high`` are the vertical range (in levels) to show: the stacks, half a level
    beyond the outermost dots, and the pixels reserved above and below for labels.
    """

    step: float
    diameter: float
    pen: float
    y_low: float
    y_high: float


def dot_layout(height: float, up: int, down: int, top: float = 0.0,
               bottom: float = 0.0) -> DotLayout:
    """Dots for stacks ``up`` levels high and ``down`` levels deep in a plot ``height``
    pixels tall, leaving ``top`` and ``bottom`` pixels free for labels.

    The levels share the height left; a step larger than a full-size dot is shortened
    to it (ties touch, as in a dot plot) and the spare room split evenly above and
    below. Dots shrink with the step, outline and all, so they never overlap: at any
    height ``diameter + pen <= step`` (a dot covers its diameter and its outline), with
    at most a pixel (a tenth of the step when that is less) between neighbours against
    anti-aliasing.

    >>> layout = dot_layout(300, up=5, down=8, top=20)
    >>> layout.step, layout.diameter, layout.pen
    (14.0, 11.0, 2.0)
    >>> small = dot_layout(80, up=20, down=20)
    >>> round(small.step, 3), small.diameter + small.pen <= small.step
    (1.951, True)
    """
    levels = up + down + 1  # half a level beyond each outermost dot
    free = max(float(height) - top - bottom, 1e-6)
    full = MAX_DIAMETER + MAX_PEN
    step = min(free / levels, full + 1.0)
    extent = step - min(1.0, 0.1 * step)
    pen = MAX_PEN * min(1.0, extent / full)
    diameter = min(extent - pen, MAX_DIAMETER)
    spare = free / step - levels
    y_low = -(down + 0.5) - bottom / step - spare / 2
    return DotLayout(step, diameter, pen, y_low, y_low + float(height) / step)


@dataclass(frozen=True)
class BarLayout:
    """The vertical range (in counts) of bars ``up`` high and ``down`` deep, and the
    pixels one count takes."""

    y_low: float
    y_high: float
    pixels_per_count: float


def bar_layout(height: float, up: float, down: float, top: float = 0.0,
               bottom: float = 0.0) -> BarLayout:
    """Bars filling the height but ``top`` and ``bottom`` pixels, which are left free
    above the tallest and below the deepest bar (for their count labels and others).

    >>> bar_layout(200, up=30, down=10, top=30, bottom=10)
    BarLayout(y_low=-12.5, y_high=37.5, pixels_per_count=4.0)
    """
    counts = max(float(up) + float(down), 1.0)
    free = max(float(height) - top - bottom, 1e-6)
    k = free / counts
    return BarLayout(-float(down) - bottom / k, float(up) + top / k, k)


# Past this ratio of the tallest bars, one shared scale leaves the rarer class a row of
# bars a few pixels high (5 % positives: invisible): each side gets its own scale.
OWN_SCALES_FROM = 4.0


@dataclass(frozen=True)
class SideScales:
    """How tall one count is drawn on each side of the axis, in plot units: positives
    (up) ``positive_unit`` each, negatives (down) ``negative_unit`` each. Equal when
    the two sides share one scale."""

    positive_unit: float
    negative_unit: float

    @property
    def shared(self) -> bool:
        return self.positive_unit == self.negative_unit


def side_scales(up: float, down: float, own_from: float = OWN_SCALES_FROM) -> SideScales:
    """One count scale for both classes' bars, unless the taller side's tallest bar is
    more than ``own_from`` times the shorter's: then each side's tallest bar is drawn
    one unit high, on its own scale (the count axis says each side's counts).

    >>> side_scales(30, 10)
    SideScales(positive_unit=1.0, negative_unit=1.0)
    >>> side_scales(12, 150)
    SideScales(positive_unit=0.08333333333333333, negative_unit=0.006666666666666667)
    >>> side_scales(0, 150)  # no positives in view: nothing to scale up
    SideScales(positive_unit=1.0, negative_unit=1.0)
    """
    up, down = float(up), float(down)
    if min(up, down) <= 0 or max(up, down) <= own_from * min(up, down):
        return SideScales(1.0, 1.0)
    return SideScales(1.0 / up, 1.0 / down)


_NICE = (1, 2, 5)


def count_step(pixels_per_count: float, min_gap: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, … counts that puts ticks at least
    ``min_gap`` pixels apart.

    >>> count_step(3.0, 16), count_step(20.0, 16), count_step(0.01, 16)
    (10, 1, 2000)
    """
    need = min_gap / max(pixels_per_count, 1e-12)
    if need <= 1:
        return 1
    unit = 10 ** math.floor(math.log10(need))
    return int(next(base * unit for base in (*_NICE, 10) if base * unit >= need))


def count_ticks(y_low: float, y_high: float, pixels_per_count: float,
                min_gap: float) -> np.ndarray:
    """Whole counts to label on the vertical axis, 0 included, at least ``min_gap``
    pixels apart (the labels' height and some air), within ``[y_low, y_high]``.

    >>> count_ticks(-8.7, 5.6, 20.0, 16).tolist()
    [-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]
    >>> count_ticks(-8.7, 5.6, 10.0, 16).tolist()
    [-8, -6, -4, -2, 0, 2, 4]
    """
    step = count_step(pixels_per_count, min_gap)
    first = math.ceil(y_low / step) * step
    last = math.floor(y_high / step) * step
    return np.arange(first, last + step, step, dtype=np.int64)[: max(0, (last - first) // step + 1)]


def labelled_bars(counts: np.ndarray, bin_widths: np.ndarray, label_widths: np.ndarray,
                  padding: float = 2.0, visible: np.ndarray | None = None) -> np.ndarray:
    """Which bars get their count written at their end: every bar with a count (among
    the ``visible`` ones) when each label fits in its bar's bin with ``padding`` pixels
    each side (widths in pixels), else none.

    Bins do not overlap and each label is centred on its bar within its bin, so the
    labels never collide. All or none, because a few numbers here and there would read
    as if those bars were special; the count axis still tells every height.

    >>> labelled_bars(np.array([3, 0, 12, 7]), np.array([30, 30, 30, 30.0]),
    ...               np.array([8, 8, 16, 8.0])).tolist()
    [True, False, True, True]
    >>> labelled_bars(np.array([3, 0, 120, 7]), np.array([30, 30, 20, 30.0]),
    ...               np.array([8, 8, 24, 8.0])).tolist()
    [False, False, False, False]
    """
    counts = np.asarray(counts)
    wanted = counts > 0
    if visible is not None:
        wanted &= np.asarray(visible, bool)
    fits = np.asarray(label_widths, float) + 2 * padding <= np.asarray(bin_widths, float)
    return wanted if bool(np.all(fits[wanted])) else np.zeros(len(counts), bool)
