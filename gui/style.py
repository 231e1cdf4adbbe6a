"""Colours, pens and wording shared by every view and by exported figures.

Segment colours keep the hues of the study notes (green, red, blue) from the
Okabe–Ito palette, which stays distinguishable with the common colour-vision
deficiencies. The two shaded areas are light tints unlike any line colour.
"""

from __future__ import annotations

from core import SegmentType, TieOrdering

SEGMENT_COLOURS = {
    SegmentType.TRUE_POSITIVE: "#009E73",  # bluish green
    SegmentType.FALSE_POSITIVE: "#D55E00",  # vermillion
    SegmentType.MIXED: "#0072B2",  # blue
}
SEGMENT_NAMES = {
    SegmentType.TRUE_POSITIVE: "positives only (up)",
    SegmentType.FALSE_POSITIVE: "negatives only (right)",
    SegmentType.MIXED: "tie block: both classes",
}
# Where a pixel holds segments of several kinds (dense curves): none of the three.
DENSE_COLOUR = "#7a7a7a"
DENSE_NAME = "several kinds within a pixel"
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
ORDERING_LABELS = {
    TieOrdering.AVERAGE: "Average (diagonal)",
    TieOrdering.BEST: "Best, l1 (positives first)",
    TieOrdering.WORST: "Worst, l2 (negatives first)",
}
ORDERING_SHORT = {
    TieOrdering.AVERAGE: "Average",
    TieOrdering.BEST: "Best (l1)",
    TieOrdering.WORST: "Worst (l2)",
}
ORDERING_SHORTCUTS = {
    TieOrdering.AVERAGE: "Ctrl+1",
    TieOrdering.BEST: "Ctrl+2",
    TieOrdering.WORST: "Ctrl+3",
}

# Small data: draw the 1/m- x 1/m+ pair grid and every sample as a dot.
GRID_MAX_CELLS_PER_SIDE = 40
DOTS_MAX_SAMPLES = 200
DOTS_MAX_STACK = 20
# Curves with more points than this are thinned to the screen's pixels before drawing.
THIN_ABOVE_POINTS = 5000


def format_number(value: float, digits: int = 6) -> str:
    """A rate or AUC for display: up to ``digits`` significant digits, no noise."""
    if value != value:  # NaN
        return "undefined"
    return f"{value:.{digits}g}"


def format_threshold(value: float) -> str:
    """A threshold exactly as given (shortest repr), or +∞."""
    if value == float("inf"):
        return "+∞"
    if value == float("-inf"):
        return "−∞"
    return repr(float(value))


def model_auc_text(data, ordering) -> str:
    """``AUC 0.731`` for a legend or list, with the confidence interval when known
    (``data`` is a :class:`gui.model.ModelData`)."""
    curve = data.curve
    if not curve.has_both_classes:
        return "AUC undefined (one class)"
    text = f"AUC {format_number(curve.auc(ordering), 3)}"
    ci = getattr(data, "ci", None)
    if ci is not None:
        text += f" [{format_number(max(ci.low, 0.0), 3)}, {format_number(min(ci.high, 1.0), 3)}]"
    return text

