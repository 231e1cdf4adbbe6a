"""The axis every plot of the window and of a figure is drawn with, hidden ones included.

pyqtgraph's axis writes its name into its label as HTML (a text document parsed anew)
each time a pen, a range or the SI prefix is set, whether the words changed or not:
seven times as each axis is made, and again at each change of range. Two plots of
four axes each did that ~90 times before the window's first paint (~15 ms). A plain
axis writes its label only when the words change, and numbers are never rescaled by
an SI prefix ("(x0.001)"): rates, scores and counts read as they are.
"""

from __future__ import annotations

import pyqtgraph as pg


class PlainAxis(pg.AxisItem):
    """An axis without SI prefix whose label is written only when its words change."""

    _html: str | None = None  # the label's words as last written

    def __init__(self, orientation: str, **kwargs):
        super().__init__(orientation, **kwargs)
        self.enableAutoSIPrefix(False)

    def _updateLabel(self) -> None:  # noqa: N802 - pyqtgraph's name
        # pyqtgraph's own, but for the label's text, set only when it differs.
        html = self.labelString()
        if html != self._html:
            self._html = html
            self.label.setHtml(html)
        self._adjustSize()
        self.picture = None
        self.update()


HIDDEN_SIDES = ("top", "right")


def hidden_axes() -> dict:
    """Plain axes for the sides a plot hides, for ``axisItems``: made by pyqtgraph they
    would rewrite their unseen labels at each change of range. A plot shows the axes
    it is given: :func:`hide_sides` hides these once it is made."""
    return {side: PlainAxis(side) for side in HIDDEN_SIDES}


def hide_sides(plot: pg.PlotItem) -> None:
    """Hide the axes of :func:`hidden_axes` in ``plot``."""
    for side in HIDDEN_SIDES:
        plot.hideAxis(side)
