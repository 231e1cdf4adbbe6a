"""A spin box for typing an exact threshold; its arrows step through distinct scores."""

from __future__ import annotations

import math
import sys

from PySide6 import QtGui, QtWidgets

from . import style
from .model import Session
from .qt_session import signals_of

_INF_WORDS = {"+∞", "∞", "inf", "+inf", "infinity", "+infinity"}


class ThresholdBox(QtWidgets.QDoubleSpinBox):
    """Shows the session's threshold exactly (shortest repr, ``+∞``) and writes a typed
    value back on Enter; Up/Down (arrows, keys, wheel) move to the neighbouring distinct
    score, Page Up/Down ten at a time."""

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.signals = signals_of(session)
        self.setObjectName("thresholdBox")
        # Qt rounds values to `decimals` places; 323 keeps every double as it is.
        self.setDecimals(323)
        self.setRange(-sys.float_info.max, sys.float_info.max)
        self.setKeyboardTracking(False)
        self.setAccelerated(False)
        self.setToolTip("Threshold t: score ≥ t is predicted positive.\n"
                        "Type a value and press Enter; Up/Down step to the next distinct score;"
                        " type 'inf' for +∞.")
        self.setMinimumWidth(130)
        self.valueChanged.connect(self._on_typed)
        self.signals.thresholdChanged.connect(self._on_threshold)
        self._on_threshold(session.threshold)

    def stepBy(self, steps: int) -> None:
        # Up raises the threshold: back along the sweep, towards (0, 0).
        self.session.step_threshold(-steps)

    def stepEnabled(self):
        flags = QtWidgets.QAbstractSpinBox.StepEnabledFlag
        return flags.StepUpEnabled | flags.StepDownEnabled

    def textFromValue(self, value: float) -> str:
        return style.format_threshold(math.inf if value >= self.maximum() else value)

    def valueFromText(self, text: str) -> float:
        text = text.strip().lower()
        if text in _INF_WORDS:
            return self.maximum()
        try:
            return float(text.replace("−", "-"))
        except ValueError:
            return self.value()

    def validate(self, text: str, pos: int):
        State = QtGui.QValidator.State
        t = text.strip().lower().replace("−", "-")
        if t in _INF_WORDS:
            return State.Acceptable, text, pos
        if t in ("", "-", "+", ".", "-.", "+.") or any(w.startswith(t) for w in _INF_WORDS):
            return State.Intermediate, text, pos
        try:
            value = float(t)
        except ValueError:
            if t.endswith(("e", "e-", "e+")):
                return State.Intermediate, text, pos
            return State.Invalid, text, pos
        return (State.Acceptable if math.isfinite(value) else State.Invalid), text, pos

    def fixup(self, text: str) -> str:
        return self.textFromValue(self.value())

    def _on_typed(self, value: float) -> None:
        self.session.set_threshold(math.inf if value >= self.maximum() else value)

    def _on_threshold(self, threshold: float) -> None:
        value = self.maximum() if threshold == math.inf else threshold
        self.blockSignals(True)
        try:
            self.setValue(value)
        finally:
            self.blockSignals(False)
