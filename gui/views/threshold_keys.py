"""The keys that move the threshold, shared by the views that take keyboard focus."""

from __future__ import annotations

from PySide6 import QtCore, QtGui

from gui.model import Session

Key = QtCore.Qt.Key

# Along the sweep (the ROC curve): Right/Up lower the threshold, towards (1, 1).
ALONG_THE_CURVE = {Key.Key_Right: 1, Key.Key_Up: 1, Key.Key_Left: -1, Key.Key_Down: -1}
# Along a score axis: Left goes to the next lower score, which also lowers the threshold.
ALONG_THE_SCORES = {Key.Key_Left: 1, Key.Key_Down: 1, Key.Key_Right: -1, Key.Key_Up: -1}


def handle_threshold_key(session: Session, event: QtGui.QKeyEvent, steps: dict) -> bool:
    """Move the threshold for an arrow, Home (+inf) or End (lowest score) key; tell
    whether the key was one of them."""
    key = event.key()
    if key in steps:
        session.step_threshold(steps[key])
    elif key == Key.Key_Home:
        session.threshold_to_start()
    elif key == Key.Key_End:
        session.threshold_to_end()
    else:
        return False
    return True
