"""A spin box for typing an exact threshold; its arrows step through distinct scores.

The number typed is the number taken, or the box refuses it visibly (a tinted box, a
tooltip saying why, and :attr:`ThresholdBox.refusal`): a comma is the decimal mark only
where the locale says so, a number beyond float64 (``1e400``) or too small to tell from
0 is refused rather than shortened, and no keystroke is ever dropped (dropping the comma
of ``0,5`` or the last digit of ``1e400`` used to leave 5 and 1e+40).
"""

from __future__ import annotations

import math
import sys

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.readers.numbers import looks_numeric
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.panels.panel import bind

_INF_WORDS = {"+∞", "∞", "inf", "+inf", "infinity", "+infinity"}
_MINUS_INF_WORDS = {"-∞", "-inf", "-infinity"}
_TIP = QT_TRANSLATE_NOOP("ThresholdBox", "Threshold t: score ≥ t is predicted positive.\n"
                         "Type a value and press Enter; Up/Down step to the next distinct"
                         " score; type 'inf' for +∞.")
_REFUSED_TINT = QtGui.QColor("#fde3e6")


class ThresholdBox(QtWidgets.QDoubleSpinBox):
    """Shows the session's threshold exactly (shortest repr, ``+∞``) and writes a typed
    value back on Enter; Up/Down (arrows, keys, wheel) move to the neighbouring distinct
    score, Page Up/Down ten at a time. An entry not taken says why in :attr:`refusal`
    (None when the entry shown was taken).
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        bind(self, session)
        self.setObjectName("thresholdBox")
        # Qt rounds values to `decimals` places; 323 keeps every double as it is.
        self.setDecimals(323)
        self.setRange(-sys.float_info.max, sys.float_info.max)
        self.setKeyboardTracking(False)
        self.setAccelerated(False)
        self.setToolTip(translate("ThresholdBox", _TIP))
        self.setMinimumWidth(130)
        self.refusal: str | None = None
        self._just_refused = False
        self.valueChanged.connect(self._on_typed)
        self.editingFinished.connect(self._on_editing_finished)
        self.signals.threshold.connect(self._on_threshold)
        self._on_threshold(session.threshold)

    def stepBy(self, steps: int) -> None:
        # Up raises the threshold: back along the sweep, towards (0, 0).
        self.session.step_threshold(-steps)

    def stepEnabled(self):
        flags = QtWidgets.QAbstractSpinBox.StepEnabledFlag
        return flags.StepUpEnabled | flags.StepDownEnabled

    def textFromValue(self, value: float) -> str:
        text = style.threshold_of(self.session, math.inf if value >= self.maximum() else value)
        return text.replace(".", ",") if self._decimal_comma() else text

    def valueFromText(self, text: str) -> float:
        value = self._interpret(text)
        if isinstance(value, str):
            return self.value()
        return self.maximum() if value == math.inf else value

    def validate(self, text: str, pos: int):
        # Anything not yet a number is Intermediate, never Invalid: Invalid makes Qt drop
        # the keystroke, and what is left may read as another number.
        State = QtGui.QValidator.State
        ok = not isinstance(self._interpret(text), str)
        return (State.Acceptable if ok else State.Intermediate), text, pos

    def fixup(self, text: str) -> str:
        # Called when Enter or leaving the box finds an entry that is not a number: Qt
        # then shows the threshold again, and the refusal stays visible.
        reason = self._interpret(text)
        if isinstance(reason, str) and text.strip():
            self._just_refused = True
            self._set_refusal(reason)
        return text

    def _interpret(self, text: str) -> float | str:
        """The threshold ``text`` means, or why it is not one."""
        typed = text.strip()
        t = typed.lower().replace("\u2212", "-")
        if t in _INF_WORDS:
            return math.inf
        if t in _MINUS_INF_WORDS:
            return translate("ThresholdBox", "'{typed}' is not a threshold: to predict"
                             " everything positive, type the lowest score").format(typed=typed)
        if "," in t:
            if self._decimal_comma() and "." not in t and t.count(",") == 1:
                t = t.replace(",", ".")
            elif not self._decimal_comma() and looks_numeric(t, decimal_comma=True):
                return translate("ThresholdBox", "'{typed}' is not a number here: write the"
                                 " decimal mark as a point ({number})").format(
                    typed=typed, number=t.replace(",", "."))
        if not looks_numeric(t) or "nan" in t:
            return translate("ThresholdBox", "'{typed}' is not a number").format(typed=typed)
        value = float(t)
        if math.isinf(value):
            return translate("ThresholdBox", "'{typed}' is larger than any number rocscope"
                             " can hold (about 1.8e308); type inf for +∞").format(typed=typed)
        mantissa = t.split("e")[0]
        if value == 0 and any(c in "123456789" for c in mantissa):
            return translate("ThresholdBox", "'{typed}' is too small to tell from 0").format(
                typed=typed)
        return value

    def _decimal_comma(self) -> bool:
        return self.locale().decimalPoint() == ","

    def _set_refusal(self, reason: str | None) -> None:
        """Say ``reason`` (a tinted box, its tooltip), or that the entry was taken (None)."""
        self.refusal = reason
        palette = self.lineEdit().palette()
        palette.setColor(QtGui.QPalette.ColorRole.Base, _REFUSED_TINT if reason is not None
                         else self.style().standardPalette().color(QtGui.QPalette.ColorRole.Base))
        self.lineEdit().setPalette(palette)
        tip = translate("ThresholdBox", _TIP)
        self.setToolTip(tip if reason is None else f"{reason}\n\n{tip}")
        if reason is None:
            QtWidgets.QToolTip.hideText()
        else:
            QtWidgets.QToolTip.showText(self.mapToGlobal(QtCore.QPoint(0, self.height())),
                                        reason, self)

    def _on_editing_finished(self) -> None:
        if self._just_refused:
            self._just_refused = False
        elif self.refusal is not None and not isinstance(self._interpret(self.text()), str):
            self._set_refusal(None)

    def _on_typed(self, value: float) -> None:
        if self.refusal is not None:
            self._set_refusal(None)
        self.session.set_threshold(math.inf if value >= self.maximum() else value)

    def _on_threshold(self, threshold: float) -> None:
        value = self.maximum() if threshold == math.inf else threshold
        with QtCore.QSignalBlocker(self):
            self.setValue(value)
