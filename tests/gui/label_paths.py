"""Where a label sits against a curve, for tests of label placement."""

import numpy as np

from core.drawing.label_placement import Rect, highest_height, lowest_height


def clear_of_path(rect: Rect, x: np.ndarray, y: np.ndarray, side: str) -> bool:
    """Whether ``rect`` lies wholly under (``side="below"``) or over (``"above"``) the
    monotone path."""
    if side == "below":
        return bool(rect.y1 <= lowest_height(x, y, np.array([rect.x0]))[0])
    return bool(rect.y0 >= highest_height(x, y, np.array([rect.x1]))[0])
