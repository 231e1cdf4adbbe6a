"""The one QApplication, with rocscope's names and plot defaults."""

from __future__ import annotations

import sys

import pyqtgraph as pg
from PySide6 import QtGui, QtWidgets

from gui.base.paths import RESOURCES

RESOURCES_ICON = "rocscope.svg"


def application() -> QtWidgets.QApplication:
    """The QApplication, created once with rocscope's names and plot defaults."""
    app = QtWidgets.QApplication.instance()
    if app is not None and app.applicationName() == "rocscope":
        return app  # made already
    if app is None:
        app = QtWidgets.QApplication(sys.argv[:1])
    app.setApplicationName("rocscope")
    app.setOrganizationName("rocscope")
    icon = RESOURCES / RESOURCES_ICON
    if icon.is_file():
        app.setWindowIcon(QtGui.QIcon(str(icon)))
    pg.setConfigOptions(antialias=True, background="w", foreground="#222222")
    return app


def screen_pixel_ratio() -> float:
    """Device pixels per logical pixel of the main screen (2 on a screen scaled 2x)."""
    screen = QtGui.QGuiApplication.primaryScreen()
    return float(screen.devicePixelRatio()) if screen is not None else 1.0
