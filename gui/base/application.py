"""The one QApplication, with rocscope's names, icon and plot defaults."""

from __future__ import annotations

import gc
import os
import sys
import threading

import pyqtgraph as pg
from PySide6 import QtGui, QtWidgets

from gui.base import i18n
from gui.base.paths import ICON

_OFFSCREEN_FOR_FIGURES: list[bool] = []  # set once: Qt started offscreen by figures


def has_display() -> bool:
    """Whether there is a screen for windows: an X or Wayland display, or a desktop
    system (macOS, Windows) that always has one."""
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def offscreen_by_figures() -> bool:
    """Whether :func:`application` started Qt offscreen for want of a screen."""
    return bool(_OFFSCREEN_FOR_FIGURES)


def application(offscreen_without_display: bool = False) -> QtWidgets.QApplication:
    """The QApplication, created once with rocscope's names, icon and plot defaults.

    ``offscreen_without_display`` creates it on Qt's offscreen platform when there is
    no display (Qt would abort the process otherwise); figures draw the same there. A
    platform, once chosen, holds for the life of the process.
    """
    app = QtWidgets.QApplication.instance()
    if app is not None and app.applicationName() == "rocscope":
        return app  # made already
    if app is None:
        if offscreen_without_display and not os.environ.get("QT_QPA_PLATFORM") \
                and not has_display():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
            _OFFSCREEN_FOR_FIGURES.append(True)
        app = QtWidgets.QApplication(sys.argv[:1] or ["rocscope"])
    app.setApplicationName("rocscope")
    app.setOrganizationName("rocscope")
    if ICON.is_file():
        app.setWindowIcon(QtGui.QIcon(str(ICON)))
    pg.setConfigOptions(antialias=True, background="w", foreground="#222222")
    gc.callbacks.append(_collect_on_this_thread_only())
    # The locale's language until a window or a figure chooses one: English needs its
    # plural forms too ("1 fold", not "1 folds").
    i18n.install(i18n.start_language(None, None))
    return app


def _collect_on_this_thread_only():
    """A ``gc.callbacks`` entry: a collection that starts on another thread finds
    nothing, and what it would have freed is freed by this (the UI) thread's next one.

    Python's collector runs in whichever thread allocates: on a drawing thread it once
    freed a plot item there, whose Qt disconnect waited for the lock the UI thread held
    while it waited for the GIL (a test run hung). ``gc.freeze`` puts every object out
    of reach of the collection about to start; ``gc.unfreeze`` hands them back, to the
    oldest generation. Collection stays on (``gc.isenabled()`` is the user's).
    """
    # Bound here: the interpreter's exit empties the modules before its last collections.
    ui, deferred = threading.get_ident(), []
    this_thread, freeze, unfreeze = threading.get_ident, gc.freeze, gc.unfreeze

    def callback(phase: str, _info: dict) -> None:
        if phase == "start" and this_thread() != ui:
            freeze()
            deferred[:] = [True]
        elif phase == "start" and deferred:
            deferred.clear()
            unfreeze()

    return callback


def screen_pixel_ratio() -> float:
    """Device pixels per logical pixel of the main screen (2 on a screen scaled 2x)."""
    screen = QtGui.QGuiApplication.primaryScreen()
    return float(screen.devicePixelRatio()) if screen is not None else 1.0
