"""A settings file edited by hand (a list where one value belongs, a rectangle where
paths belong): the window starts, each bad value is forgotten and the file rewritten
without it, and good values beside them are kept."""

from PySide6 import QtCore

from gui.base import i18n
from gui.window.app import build_window
from gui.window.recent import RecentFiles

from ..conftest import options

BAD = """[General]
language=zh, en
recentFiles=@Rect(1 2 3 4)
lastExportFolder=a, b
"""


def test_a_window_starts_on_values_of_the_wrong_kind_and_forgets_them(qtbot, tmp_path):
    path = tmp_path / "rocscope.ini"
    path.write_text(BAD)
    settings = QtCore.QSettings(str(path), QtCore.QSettings.Format.IniFormat)
    assert isinstance(settings.value(i18n.SETTING), list)  # the file is as hostile as meant
    window = build_window(options(), settings)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    assert i18n.current() == i18n.choose_language(None)
    assert window.recent.paths() == [] and window.recent.export_folder() is None
    settings.sync()
    written = path.read_text()
    assert "language" not in written and "Rect" not in written and "a, b" not in written


def test_good_paths_beside_bad_entries_are_kept(tmp_path):
    path = tmp_path / "rocscope.ini"
    path.write_text(f"[General]\nrecentFiles={tmp_path}, @Rect(1 2 3 4)\n")
    settings = QtCore.QSettings(str(path), QtCore.QSettings.Format.IniFormat)
    assert RecentFiles(settings).paths() == [str(tmp_path)]
    assert RecentFiles(settings).paths() == [str(tmp_path)]
