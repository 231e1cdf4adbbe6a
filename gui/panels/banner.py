"""An inline banner above the plots for errors and notes: it never blocks the window,
and the data on screen stays as it was."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from gui.base.i18n import said, translate
from gui.model import Message, Session
from gui.panels.panel import PLAIN, bind, label

_STYLES = {
    "error": "background:#fde8e4; color:#7a1d0b; border:1px solid #e6a595;",
    "info": "background:#e8f1fb; color:#113f67; border:1px solid #9cc3e6;",
}


class Banner(QtWidgets.QFrame):
    """Shows the session's :class:`Message`; the close button clears it.

    Signals
    -------
    offerTaken(object)
        The user took the message's :class:`~gui.model.Offer` (its button): the window
        carries it out.
    """

    offerTaken = QtCore.Signal(object)

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        bind(self, session)
        self.setObjectName("banner")
        layout = QtWidgets.QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        # Messages quote file contents, which must not be read as HTML.
        self.text = label("bannerText", fmt=PLAIN, selectable=True)
        self.action_button = QtWidgets.QPushButton(objectName="bannerAction",
                                                   clicked=self._on_action)
        self.close_button = QtWidgets.QToolButton(text="✕", autoRaise=True,
                                                  toolTip=translate("Banner", "Dismiss"),
                                                  clicked=session.clear_message)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.action_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.close_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        self.signals.message.connect(self._on_message)
        self._on_message(session.message)

    def _on_message(self, message: Message | None) -> None:
        self.setVisible(message is not None)
        self.action_button.setVisible(message is not None and message.offer is not None)
        if message is not None:
            self.text.setText(said(message.text))  # core's words, in today's language
            if message.offer is not None:
                self.action_button.setText(message.offer.text)
            self.setStyleSheet(f"#banner {{{_STYLES.get(message.level, _STYLES['info'])}}}")

    def _on_action(self) -> None:
        message = self.session.message
        if message is not None and message.offer is not None:
            self.session.clear_message()
            self.offerTaken.emit(message.offer)
