"""The one state object: what the window shows, and one signal per kind of change.

Views take the state in their constructor, draw from it when it signals, and write to it
only in response to a user action. Nothing here computes a metric: numbers come from the
``core`` curve the state holds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QObject, Signal

from core import FiveFormulas, OperatingPoint, RocCurve, TieOrdering
from core.drawing.distribution import SampleStacks, ScoreHistogram
from core.readers.loading import LoadedData


@dataclass(frozen=True, eq=False)
class Shown:
    """A loaded data set with everything prepared for drawing (built off the UI thread)."""

    data: LoadedData
    curve: RocCurve
    distribution: SampleStacks | ScoreHistogram
    formulas: FiveFormulas | None  # None when a class is missing
    # Thinned drawings per tie ordering (see gui.curve_drawer), filled in as needed.
    drawings: dict = field(default_factory=dict, repr=False)


@dataclass(frozen=True)
class Display:
    """Which optional layers the ROC view draws."""

    auc_area: bool = True
    rank_loss_area: bool = True
    band: bool = False
    grid: bool = True
    marker: bool = True  # the operating point; figures exported without --threshold omit it


@dataclass(frozen=True)
class Message:
    """A line shown in the window's banner; ``level`` is "error" or "info".

    ``action`` optionally offers a way out: ``(button text, callable)``.
    """

    level: str
    text: str
    action: tuple | None = None


class AppState(QObject):
    """Holds the data set, tie ordering, threshold, display options and banner message.

    Signals
    -------
    dataChanged()
        A new data set replaced the old one (the threshold signal follows).
    orderingChanged(object)
        The tie ordering (a :class:`core.TieOrdering`) changed.
    thresholdChanged(float)
        The threshold changed; ``operating_point`` has the consequences.
    displayChanged(object)
        The :class:`Display` options changed.
    messageChanged(object)
        The banner :class:`Message` changed (``None``: no banner).
    """

    dataChanged = Signal()
    orderingChanged = Signal(object)
    thresholdChanged = Signal(float)
    displayChanged = Signal(object)
    messageChanged = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._shown: Shown | None = None
        self._ordering = TieOrdering.AVERAGE
        self._threshold = math.inf
        self._point: OperatingPoint | None = None
        self._display = Display()
        self._message: Message | None = None

    # ---- reading --------------------------------------------------------------------

    @property
    def shown(self) -> Shown | None:
        return self._shown

    @property
    def curve(self) -> RocCurve | None:
        return self._shown.curve if self._shown else None

    @property
    def data(self) -> LoadedData | None:
        return self._shown.data if self._shown else None

    @property
    def ordering(self) -> TieOrdering:
        return self._ordering

    @property
    def threshold(self) -> float:
        return self._threshold

    @property
    def operating_point(self) -> OperatingPoint | None:
        """The confusion counts at the current threshold (O(log K), cached)."""
        if self._point is None and self._shown is not None:
            self._point = self._shown.curve.operating_point(self._threshold)
        return self._point

    @property
    def display(self) -> Display:
        return self._display

    @property
    def message(self) -> Message | None:
        return self._message

    # ---- writing --------------------------------------------------------------------

    def set_shown(self, shown: Shown, threshold: float | None = None) -> None:
        """Show a new data set; the threshold moves to ``threshold`` or, by default, to
        the vertex with the highest Youden's J (when both classes are present)."""
        curve = shown.curve
        if threshold is None:
            threshold = (curve.thresholds[curve.youden_vertex()]
                         if curve.has_both_classes else math.inf)
        self._shown = shown
        self._threshold = float(threshold)
        self._point = None
        self.dataChanged.emit()
        # Emitted even when the value is unchanged: it now means a different point.
        self.thresholdChanged.emit(self._threshold)

    def set_ordering(self, ordering: TieOrdering | str) -> None:
        ordering = TieOrdering(ordering)
        if ordering is not self._ordering:
            self._ordering = ordering
            self.orderingChanged.emit(ordering)

    def set_threshold(self, threshold: float) -> None:
        threshold = float(threshold)
        if math.isnan(threshold):
            return
        if threshold != self._threshold:
            self._threshold = threshold
            self._point = None
            self.thresholdChanged.emit(threshold)

    def step_threshold(self, steps: int) -> None:
        """Move to the vertex ``steps`` further along the sweep (positive: lower
        thresholds, towards (1, 1)); stops at either end."""
        curve = self.curve
        if curve is None:
            return
        k = curve.vertex_at(self._threshold) + steps
        k = min(max(k, 0), len(curve.thresholds) - 1)
        self.set_threshold(curve.thresholds[k])

    def threshold_to_start(self) -> None:
        """``+inf``: nothing predicted positive, the point (0, 0)."""
        self.set_threshold(math.inf)

    def threshold_to_end(self) -> None:
        """The lowest score: everything predicted positive, the point (1, 1)."""
        if self.curve is not None:
            self.set_threshold(self.curve.thresholds[-1])

    def set_display(self, **changes: bool) -> None:
        display = replace(self._display, **changes)
        if display != self._display:
            self._display = display
            self.displayChanged.emit(display)

    def show_message(self, level: str, text: str, action: tuple | None = None) -> None:
        message = Message(level, text, action)
        if message != self._message:
            self._message = message
            self.messageChanged.emit(message)

    def clear_message(self) -> None:
        if self._message is not None:
            self._message = None
            self.messageChanged.emit(None)
