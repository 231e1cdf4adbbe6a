"""Colours, pens and wording shared by every view and by exported figures.

Segment colours keep the hues of the study notes (green, red, blue) from the
Okabe–Ito palette, which stays distinguishable with the common colour-vision
deficiencies. The two shaded areas are light tints unlike any line colour.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SegmentType, TieOrdering
from core.numbers_text import column_decimals, number_text, score_text, score_type, threshold_in
from gui.base.i18n import translate

SEGMENT_COLOURS = {
    SegmentType.TRUE_POSITIVE: "#009E73",  # bluish green
    SegmentType.FALSE_POSITIVE: "#D55E00",  # vermillion
    SegmentType.MIXED: "#0072B2",  # blue
}

class Wording(Mapping):
    """Texts by key, each in the language installed when it is read (the words are
    marked for translation where they are written, with ``QT_TRANSLATE_NOOP``)."""

    def __init__(self, context: str, texts: dict):
        self.context, self._texts = context, texts

    def __getitem__(self, key) -> str:
        return translate(self.context, self._texts[key])

    def __iter__(self):
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)


SEGMENT_NAMES = Wording("Style", {
    SegmentType.TRUE_POSITIVE: QT_TRANSLATE_NOOP("Style", "positives only (up)"),
    SegmentType.FALSE_POSITIVE: QT_TRANSLATE_NOOP("Style", "negatives only (right)"),
    SegmentType.MIXED: QT_TRANSLATE_NOOP("Style", "tie block: both classes"),
})
# Where a pixel holds segments of several kinds (dense curves): none of the three.
DENSE_COLOUR = "#7a7a7a"
_DENSE_NAME = QT_TRANSLATE_NOOP("Style", "several kinds within a pixel")


def dense_name() -> str:
    """The name of the grey drawn where a pixel holds segments of several kinds."""
    return translate("Style", _DENSE_NAME)


POSITIVE_COLOUR = SEGMENT_COLOURS[SegmentType.TRUE_POSITIVE]
NEGATIVE_COLOUR = SEGMENT_COLOURS[SegmentType.FALSE_POSITIVE]

AUC_FILL = (86, 180, 233, 70)  # sky blue, light
RANK_LOSS_FILL = (230, 159, 0, 60)  # orange, light
BAND_FILL = (204, 121, 167, 120)  # reddish purple
AUC_TEXT = "#1f5f86"
RANK_LOSS_TEXT = "#8a5a00"
BAND_TEXT = "#7b3d63"
GRID_COLOUR = (0, 0, 0, 28)
CHANCE_COLOUR = (110, 110, 110)
MARKER_COLOUR = "#111111"
PREDICTED_POSITIVE_FILL = (0, 0, 0, 18)
BACKGROUND = "w"
FOREGROUND = "#222222"

SEGMENT_WIDTH = 3
CURRENT_BLOCK_COLOUR = (255, 200, 0, 150)  # the block the sweep replay is taking in
MODEL_WIDTH = 1.6  # models other than the focused one: thin curves in their own colours
ORDERING_LABELS = Wording("Style", {
    TieOrdering.AVERAGE: QT_TRANSLATE_NOOP("Style", "Average (diagonal)"),
    TieOrdering.BEST: QT_TRANSLATE_NOOP("Style", "Best, l1 (positives first)"),
    TieOrdering.WORST: QT_TRANSLATE_NOOP("Style", "Worst, l2 (negatives first)"),
})
ORDERING_SHORT = Wording("Style", {
    TieOrdering.AVERAGE: QT_TRANSLATE_NOOP("Style", "Average"),
    TieOrdering.BEST: QT_TRANSLATE_NOOP("Style", "Best (l1)"),
    TieOrdering.WORST: QT_TRANSLATE_NOOP("Style", "Worst (l2)"),
})
ORDERING_SHORTCUTS = {
    TieOrdering.AVERAGE: "Ctrl+1",
    TieOrdering.BEST: "Ctrl+2",
    TieOrdering.WORST: "Ctrl+3",
}

# Pixels a plot keeps at least. Small enough that two plots side by side fit their
# frames in an 800×600 window: a plot larger than its frame is cut by it, texts with it.
PLOT_MINIMUM_SIDE = 160

# Small data: draw the 1/m- x 1/m+ pair grid.
GRID_MAX_CELLS_PER_SIDE = 40
# Curves with more points than this are thinned to the screen's pixels before drawing.
THIN_ABOVE_POINTS = 5000


def format_number(value: float, digits: int = 6) -> str:
    """:func:`core.numbers_text.number_text`, and "undefined" for NaN in the window's
    language. Full precision belongs in tooltips and the report (:func:`format_full`)."""
    return translate("Style", "undefined") if math.isnan(value) else number_text(value, digits)


def format_numbers(values, digits: int = 6) -> list[str]:
    """:func:`format_number` of each value, with as many more digits as it takes for
    different values to read differently (an AUC of 0.7313691 beside 0.7313687).

    >>> format_numbers([0.73136912, 0.73136871, 0.5])
    ['0.7313691', '0.7313687', '0.5']
    """
    values = [float(v) for v in values]
    distinct = len(set(values))
    for d in range(digits, 18):
        texts = [format_number(v, d) for v in values]
        if len(set(texts)) == distinct:
            return texts
    return [format_full(v) for v in values]


def scores_type(session) -> str:
    """How the focused model's scores are held ("integer", "float32", "float64"): the
    digits its thresholds are written with."""
    data = session.data
    try:
        return score_type(data) if data is not None else "float64"
    except (AttributeError, KeyError):  # a source that describes no columns
        return "float64"


def threshold_of(session, value: float) -> str:
    """:func:`core.numbers_text.score_text` at the digits of the focused model's scores."""
    return score_text(value, scores_type(session))


def threshold_shown(session, value: float) -> str:
    """``value`` for a plot label or a panel: with the fewest digits that tell it from
    the focused model's scores either side of it (:func:`core.numbers_text.threshold_in`);
    tooltips have :func:`threshold_of`'s every digit."""
    curve = session.curve
    if curve is None:
        return threshold_of(session, value)
    return threshold_in(curve.thresholds, value, scores_type(session))


def format_full(value: float) -> str:
    """Every digit a float64 holds (its shortest exact text), for tooltips.

    >>> format_full(2 / 3), format_full(3.0), format_full(float("nan"))
    ('0.6666666666666666', '3', 'undefined')
    """
    return translate("Style", "undefined") if math.isnan(value) else score_text(value)


_ORDERING_NAMES = {TieOrdering.BEST: QT_TRANSLATE_NOOP("Style", "best"),
                   TieOrdering.WORST: QT_TRANSLATE_NOOP("Style", "worst")}


def model_auc_text(model, ordering, analysis=None, then: str = ", ", least: int = 3) -> str:
    """``AUC 0.731 [0.630, 0.833]`` for a legend or a list: the average-ordering AUC with
    its confidence interval (the interval is for that AUC), then, under another tie
    ordering, that ordering's AUC named as such (``, worst 0.625``; ``then`` goes
    between the two).

    ``model`` is a :class:`core.app.pipeline.LoadedModel`; ``analysis`` (a
    :class:`core.app.request.Analysis`) says which interval, None: none. The numbers
    share their decimals, at least ``least``: :func:`core.numbers_text.column_decimals`.
    """
    curve = model.curve
    if not curve.has_both_classes:
        return translate("Style", "AUC undefined (one class)")
    ci = None
    if analysis is not None and analysis.ci is not None:
        ci, _problem = model.interval(analysis.ci_level, analysis.ci, analysis.bootstraps,
                                      analysis.seed)
    ordering = TieOrdering(ordering)
    values = [curve.auc("average")]
    if ci is not None:
        values += [max(ci.low, 0.0), min(ci.high, 1.0)]
    if ordering is not TieOrdering.AVERAGE:
        values.append(curve.auc(ordering))
    d = column_decimals(values, least)
    text = f"AUC {values[0]:.{d}f}"
    if ci is not None:
        text += f" [{values[1]:.{d}f}, {values[2]:.{d}f}]"
    if ordering is not TieOrdering.AVERAGE:
        named = translate("Style", _ORDERING_NAMES[ordering])
        text += f"{then}{named} {values[-1]:.{d}f}"
    return text
