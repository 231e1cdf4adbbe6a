"""The dialog that asks which column splits the focused model's samples into groups (an
AUC per user, per query) and which names their cross-validation folds."""

from __future__ import annotations

from PySide6 import QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.base.i18n import file_name, translate
from gui.panels.panel import column_choices, ok_cancel

NONE = QT_TRANSLATE_NOOP("StrataChooser", "(none)")


class StrataChooser(QtWidgets.QDialog):
    """Pick a group column and a fold column among ``columns`` (``group`` and ``fold``
    pre-filled: the columns in use now, or None)."""

    def __init__(self, source: str, columns, group: str | None, fold: str | None,
                 parent=None):
        super().__init__(parent)
        self.setObjectName("strataChooser")
        self.setWindowTitle(translate("StrataChooser", "Groups and folds of {file}").format(
            file=file_name(source)))
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(QtWidgets.QLabel(translate(
            "StrataChooser",
            "Split the samples by a column: a <b>group</b> column gives each group's AUC "
            "and their means (GAUC: users, queries, sessions); a <b>fold</b> column gives "
            "each cross-validation fold's curve and their average with a band. The file "
            "is read again; its models keep their score columns."), wordWrap=True))
        form = QtWidgets.QFormLayout()
        self.group = column_choices("groupColumn", translate("StrataChooser", NONE), columns,
                                    group)
        self.fold = column_choices("foldColumn", translate("StrataChooser", NONE), columns, fold)
        form.addRow(translate("StrataChooser", "Group column"), self.group)
        form.addRow(translate("StrataChooser", "Fold column"), self.fold)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))

    def choice(self) -> dict[str, str | None]:
        """The ``group`` and ``fold`` columns chosen, None where none is."""
        return {"group": self.group.currentData(), "fold": self.fold.currentData()}
