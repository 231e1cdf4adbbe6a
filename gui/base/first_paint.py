"""Work held back until a launched window has first painted.

At launch the panels' background computations (the operating point's intervals, say)
would start threads while the window is still being shown; their first use of scipy
is most of a second of imports holding the interpreter's lock, and the window painted
that much later. :func:`hold` makes :func:`after_first_paint` queue such starts until
:func:`release`, which :func:`release_once_painted` calls when the window has painted.
Outside a launch (tests, figures, ``rocscope.show``) nothing is held and work starts at
once. Nothing is skipped: the same work runs, a moment later.

:func:`after_next_paint` does the same for work that should wait until what was just
put on screen (a file's curve) has been painted.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore, QtWidgets

#: The longest a start is held (milliseconds), should the window never paint.
HOLD_AT_MOST = 3000

_held: list[Callable[[], None]] | None = None  # None: nothing is being held


def after_first_paint(start: Callable[[], None]) -> None:
    """``start()`` now, or once the window being launched has painted."""
    if _held is None:
        start()
    else:
        _held.append(start)


def after_next_paint(start: Callable[[], None], owner: QtCore.QObject,
                     ready: Callable[[], bool] = lambda: True) -> None:
    """``start()`` once a window has painted with ``ready()`` true (or
    :data:`HOLD_AT_MOST` has passed, should it never), unless ``owner`` is deleted
    first."""
    _NextPaint(start, owner, ready)


def hold() -> None:
    """From now on, hold :func:`after_first_paint`'s starts until :func:`release`
    (:func:`release_once_painted` calls it when a window has painted)."""
    global _held
    if _held is None:
        _held = []


def release_once_painted(window: QtWidgets.QWidget) -> None:
    """Release the held starts once ``window`` has painted (or :data:`HOLD_AT_MOST`
    has passed, should it never).

    Only ``window``'s own paint events are watched: a window is painted with its
    children in one pass, and watching every object instead made PySide6 wrap each
    that had an event before the first paint (timers, Qt's own objects), making
    Python types and enums for some 70 of Qt's classes on the way (~15 ms of a
    launch). A window whose children are opaque and cover it whole gets no paint of
    its own; the main window has frames and bars of its own to paint."""
    _NextPaint(release, window, watched=window)


def release() -> None:
    """Start what was held, in the order it was asked for."""
    global _held
    held, _held = _held, None
    for start in held or ():
        start()


class _NextPaint(QtCore.QObject):
    """Watches ``watched`` (by default every widget) for a paint with ``ready()``
    true: the widgets made dirty together are painted in one pass, and ``start`` runs
    once that pass is done."""

    def __init__(self, start: Callable[[], None], owner: QtCore.QObject,
                 ready: Callable[[], bool] = lambda: True,
                 watched: QtCore.QObject | None = None):
        super().__init__(owner)
        self._start, self._ready = start, ready
        self._watched = watched if watched is not None else QtWidgets.QApplication.instance()
        self._watched.installEventFilter(self)
        QtCore.QTimer.singleShot(HOLD_AT_MOST, self, self._fire)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QtCore.QEvent.Type.Paint and self._ready():
            self._watched.removeEventFilter(self)
            QtCore.QTimer.singleShot(0, self, self._fire)
        return False

    def _fire(self) -> None:
        start, self._start = self._start, None
        if start is not None:
            # What is watched outlives this filter: the application, or the owner
            # this filter is a child of.
            self._watched.removeEventFilter(self)
            self.deleteLater()
            start()
