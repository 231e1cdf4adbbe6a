"""The window says its words from the compiled catalogues, through Qt: core's sentences
as the headless report says them (the same compiled catalogue), and, for a catalogue
missing or damaged, that part in English with one note on stderr, never a traceback."""

import shutil

import pytest

from core.app.report.language import Words
from core.app.request import Request
from core.errors import GridTooLargeError
from core.resources import I18N
from gui.base import i18n
from gui.base.i18n import translate
from gui.panels.confusion_panel import ConfusionPanel
from gui.window.app import build_window


def test_the_window_and_the_report_say_core_and_the_report_alike():
    i18n.install("zh")
    error = GridTooLargeError(300, 400, 200)
    assert i18n.said(error) == Words("zh").said(error) != str(error)
    assert i18n.words()("Report", "notes") == Words("zh")("Report", "notes") == "注"
    assert translate("MainWindow", "&File") == "文件(&F)"
    assert ConfusionPanel.tr("%Ln positives", None, 1) == "1 个正例"
    i18n.install("en")
    assert ConfusionPanel.tr("%Ln positives", None, 1) == "1 positive"
    assert i18n.said(error) == str(error) and translate("MainWindow", "&File") == "&File"


@pytest.mark.parametrize("how", ["missing", "cut short"])
def test_a_catalogue_missing_or_damaged_leaves_its_part_english_with_one_note(
        how, tmp_path, monkeypatch, capsys, qtbot, settings):
    shutil.copytree(I18N / "zh", tmp_path / "zh")  # a checkout: sources and compiled
    damaged = tmp_path / "zh" / "window.qm"
    if how == "missing":
        damaged.unlink()
    else:
        damaged.write_bytes(damaged.read_bytes()[:2000])
    monkeypatch.setattr(i18n, "I18N", tmp_path)
    monkeypatch.setattr(i18n, "_noted", set())
    window = build_window(Request(lang="zh"), settings)
    qtbot.addWidget(window)
    i18n.install("zh")  # a second figure() or window in the process: said once, not again
    note, = capsys.readouterr().err.splitlines()
    assert note.startswith("rocscope: note: the zh translations of window are missing or"
                           " damaged")
    assert window.menuBar().actions()[0].text() == "&File"  # the window's part: English
    # The other parts are Chinese, counts included.
    assert window.numbers_dock.windowTitle() == "Numbers"
    assert ConfusionPanel.tr("%Ln positives", None, 2) == "2 个正例"
    assert i18n.said(GridTooLargeError(300, 400, 200)).startswith("样例对网格")
