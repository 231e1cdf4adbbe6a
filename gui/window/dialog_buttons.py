"""The OK and Cancel buttons every dialog of the window ends with."""

from __future__ import annotations

from PySide6 import QtWidgets

BUTTONS = QtWidgets.QDialogButtonBox.StandardButton


def ok_cancel(dialog: QtWidgets.QDialog) -> QtWidgets.QDialogButtonBox:
    """OK and Cancel, accepting and rejecting ``dialog``."""
    return QtWidgets.QDialogButtonBox(BUTTONS.Ok | BUTTONS.Cancel, accepted=dialog.accept,
                                      rejected=dialog.reject)
