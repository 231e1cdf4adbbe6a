"""The Qt side of a :class:`~gui.model.Session`: its events as Qt signals.

Views connect to these signals rather than to the session's plain events, so that Qt
drops a connection when its widget is destroyed and no callback reaches a deleted
C++ object. One adapter exists per session; every signal fires on the UI thread (the
session is changed only there).
"""

from __future__ import annotations

import weakref

from PySide6 import QtCore

from gui.model import Session

# One Qt signal per session field, of the field's own name, carrying its new value.
_FieldSignals = type("_FieldSignals", (QtCore.QObject,),
                     {name: QtCore.Signal(object) for name in Session.FIELDS})


class SessionSignals(_FieldSignals):
    """Qt signals relaying a session's events.

    Signals
    -------
    models(object), focused(object), ordering(object), threshold(object), ...
        One per field of :class:`~gui.model.Session`, of the same name: the field
        changed; the argument is its new value. ``focused`` also fires when the focused
        model's data were replaced.
    model(object, object)
        A model's own fields changed: ``(model, frozenset of field names)``; not for a
        threshold alone (the focused model's comes as ``threshold``, and no view draws
        the others'), so a threshold drag wakes no models list or layer.
    changed(object)
        Once per batch: the frozenset of session fields that changed.
    """

    model = QtCore.Signal(object, object)
    changed = QtCore.Signal(object)

    def __init__(self, session: Session):
        super().__init__()
        for name in Session.FIELDS:
            getattr(session.events, name).connect(getattr(self, name).emit)
        session.events.model.connect(lambda model, names: names - {"threshold"}
                                     and self.model.emit(model, names))
        session.events.changed.connect(self.changed.emit)

    def watch(self, receiver: QtCore.QObject, fields, slot, models: bool = False) -> None:
        """Call ``slot()`` once per batch in which any of the session ``fields`` changed
        (and, with ``models``, whenever a model's own fields changed), for as long as
        ``receiver`` lives. A view that shows something derived from several fields
        watches them all, so it is refreshed whichever of them changes and whatever
        the others did: a threshold equal to the last file's does not fire its own
        event, but the focused model's change is seen."""
        watcher = _Watcher(receiver, frozenset(fields), slot)
        self.changed.connect(watcher.on_changed)
        if models:
            self.model.connect(watcher.on_model)


class _Watcher(QtCore.QObject):
    """A child of the watching widget, so that Qt drops the connection when it dies;
    it holds the slot weakly, so it keeps nothing alive."""

    def __init__(self, receiver: QtCore.QObject, fields: frozenset, slot):
        super().__init__(receiver)
        self.fields = fields
        self.slot = weakref.WeakMethod(slot) if hasattr(slot, "__func__") else (lambda: slot)

    def on_changed(self, names) -> None:
        if self.fields & names:
            self._call()

    def on_model(self, _model, _names) -> None:
        self._call()

    def _call(self) -> None:
        slot = self.slot()
        if slot is not None:
            slot()


def one_per_session(make):
    """A function giving each session's one ``make(session)``, made on first use and kept
    while the session lives: here, not on the session, for the model holds nothing of
    Qt's."""
    made: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def of(session: Session):
        thing = made.get(session)
        if thing is None:
            thing = made[session] = make(session)
        return thing

    return of


#: The one Qt adapter of a session.
signals_of = one_per_session(SessionSignals)

