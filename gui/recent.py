"""The recently opened files, remembered in QSettings across sessions."""

from __future__ import annotations

import os

from PySide6 import QtCore

KEY = "recentFiles"
LIMIT = 10


class RecentFiles:
    """Most recent first, without duplicates, at most ``LIMIT`` entries."""

    def __init__(self, settings: QtCore.QSettings):
        self.settings = settings

    def paths(self) -> list[str]:
        value = self.settings.value(KEY, [])
        if isinstance(value, str):  # QSettings returns a lone string for a one-item list
            value = [value]
        return [str(p) for p in (value or [])]

    def add(self, path: str) -> None:
        path = os.path.abspath(path)
        paths = [path] + [p for p in self.paths() if p != path]
        self.settings.setValue(KEY, paths[:LIMIT])
        self.settings.sync()

    def clear(self) -> None:
        self.settings.setValue(KEY, [])
        self.settings.sync()
