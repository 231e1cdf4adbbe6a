"""The recently opened files and the last export folder, remembered in QSettings
across sessions."""

from __future__ import annotations

import os

from PySide6 import QtCore

KEY = "recentFiles"
EXPORT_KEY = "lastExportFolder"
LIMIT = 10


class RecentFiles:
    """Most recent first, without duplicates, at most ``LIMIT`` entries."""

    def __init__(self, settings: QtCore.QSettings):
        self.settings = settings

    def paths(self) -> list[str]:
        value = self.settings.value(KEY, [])
        if isinstance(value, str):  # QSettings returns a lone string for a one-item list
            value = [value] if value else []
        # A settings file edited by hand: keep the paths, forget the rest.
        paths = [p for p in value if isinstance(p, str) and p] if isinstance(value, list) else []
        if paths != value:
            self.settings.setValue(KEY, paths)
        return paths

    def folder(self) -> str:
        """The folder of the file opened last ("" before the first): where a file
        dialog opens."""
        paths = self.paths()
        return os.path.dirname(paths[0]) if paths else ""

    def add(self, source) -> None:
        """Remember ``source`` when it is a file (not a folder, a query or the example)."""
        if not isinstance(source, (str, os.PathLike)) or not os.path.isfile(source):
            return
        path = os.path.abspath(source)
        paths = [path] + [p for p in self.paths() if p != path]
        self.settings.setValue(KEY, paths[:LIMIT])
        self.settings.sync()

    def clear(self) -> None:
        self.settings.setValue(KEY, [])
        self.settings.sync()

    def export_folder(self) -> str | None:
        """Where the last export went (None before the first)."""
        value = self.settings.value(EXPORT_KEY, None)
        if value is not None and not isinstance(value, str):  # edited by hand: forgotten
            self.settings.remove(EXPORT_KEY)
            return None
        return value if value and os.path.isdir(value) else None

    def exported(self, path: str) -> None:
        self.settings.setValue(EXPORT_KEY, os.path.dirname(os.path.abspath(path)))
        self.settings.sync()
