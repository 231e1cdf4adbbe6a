"""The window in Chinese: every text a person can read (labels, buttons, menus and their
tips, dock and tab titles, table headers, the plots' labels and legends) is Chinese but
for names from the data and the technical tokens; View → Language switches the open
window at once; the marked texts all have a translation."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from core.app.request import LoadRequest, ModelSource, Request
from core.readers.examples import EIGHT_SAMPLES_NAME
from gui.base import i18n
from gui.base.application import application
from gui.base.paths import EXAMPLES
from gui.window.app import build_window
from gui.window.export_dialogs import PngSizeDialog
from tests.translations import python_files, untranslated

CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]")
# Words that stay as they are in Chinese: names of measures, formats and methods.
TOKENS = {"AUC", "ROC", "DeLong", "PR", "DET", "FNR", "CSV", "JSON", "PNG", "SVG", "PDF", "GIF", "TPR",
          "FPR", "TNR", "TP", "FP", "TN", "FN", "F1", "AP", "ROCCH", "McClish", "Youden",
          "Hand", "Till", "Mann", "Whitney", "GAUC", "SD", "CI", "Ctrl", "Shift", "Home",
          "End", "Esc", "Space", "Left", "Right", "Up", "Down", "PgUp", "PgDown", "inf",
          "rank", "l1", "l2", "pROC", "Parquet", "Feather", "DuckDB", "Spark", "MIT",
          "rocscope", "Qt", "Xvfb", "TSV", "id", "vs", "x", "y", "t", "n", "m", "J",
          "English"}
WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]")


def english_words(text: str, names: set[str]) -> list[str]:
    """The English words left in ``text`` once tags, data names and tokens are out."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    for name in sorted(names, key=len, reverse=True):  # whole names only ("a" is a column)
        text = re.sub(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", " ", text)
    return [w for w in WORD.findall(text) if w not in TOKENS]


def readable_texts(window: QtWidgets.QMainWindow) -> list[tuple[str, str]]:
    """``(where, text)`` for every text a person can read in ``window`` now."""
    out = []

    def add(where, text):
        if text:
            out.append((where, text))

    for action in window.findChildren(QtGui.QAction):
        # pyqtgraph's own "Export..." of a plot's scene: the plots' menus are off, so
        # no one reaches it (and its SVG export is broken: ours is File → Export Plot).
        if isinstance(action.parent(), QtWidgets.QGraphicsScene):
            continue
        if action.isVisible() and not action.isSeparator():
            add("action", action.text().replace("&", ""))
            add("action tip", action.toolTip() if action.toolTip() != action.text().replace(
                "&", "") else "")
            add("status tip", action.statusTip())
    if isinstance(window, QtWidgets.QMainWindow):
        for menu in window.menuBar().findChildren(QtWidgets.QMenu):
            add("menu", menu.title().replace("&", ""))
    else:  # a dialog
        add("title", window.windowTitle())
    for widget in window.findChildren(QtWidgets.QWidget):
        if not widget.isVisibleTo(window):
            continue
        add("tooltip", widget.toolTip())
        if isinstance(widget, QtWidgets.QLabel):
            add("label", widget.text())
        elif isinstance(widget, QtWidgets.QAbstractButton):
            add("button", widget.text().replace("&", ""))
        elif isinstance(widget, QtWidgets.QDockWidget):
            add("dock", widget.windowTitle())
        elif isinstance(widget, QtWidgets.QTabBar):
            for i in range(widget.count()):
                add("tab", widget.tabText(i))
        elif isinstance(widget, QtWidgets.QComboBox):
            for i in range(widget.count()):
                add("choice", widget.itemText(i))
        elif isinstance(widget, QtWidgets.QListView) and widget.model() is not None:
            model = widget.model()  # a combo box's list: its items are judged above
            if not isinstance(widget.parent(), QtWidgets.QFrame) or widget.isVisible():
                for r in range(model.rowCount()):
                    add("item", str(model.index(r, 0).data() or ""))
        elif isinstance(widget, QtWidgets.QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for c in range(model.columnCount()):
                add("header", str(model.headerData(c, QtCore.Qt.Orientation.Horizontal) or ""))
        elif isinstance(widget, pg.GraphicsView):
            for item in widget.scene().items():
                if not item.isVisible():
                    continue
                if isinstance(item, pg.TextItem):
                    add("plot", item.textItem.toPlainText())
                elif isinstance(item, pg.LabelItem):
                    add("plot", item.text)
                elif isinstance(item, pg.AxisItem) and item.label.isVisible():
                    add("axis", item.label.toPlainText())
    return out


def names_of(window) -> set[str]:
    """Names that come from the data: files, columns, models, classes, groups."""
    names = set()
    for model in window.session.models:
        data = model.data.data
        names |= {model.name, model.data.name, data.dataset.short_name, *data.dataset.names}
        if model.data.strata is not None and model.data.strata.classes is not None:
            names |= set(model.data.strata.classes.classes)
    names |= {p.name for p in EXAMPLES.iterdir()}
    # The embedded example has no file: its name is words, said in the language.
    return {n for n in names if n and n != EIGHT_SAMPLES_NAME}


# A text is judged line by line (a panel's one label holds many sentences).
LINE_BREAK = re.compile(r"<br\s*/?>|</(?:div|p|tr|td|th|li|h\d|pre)>|\n", re.I)


def untranslated_on_screen(window, names: set[str] = frozenset()) -> list[str]:
    names = names_of(window) | set(names)
    out = set()
    for where, text in readable_texts(window):
        for line in LINE_BREAK.split(text):
            if "<pre" in text:  # code is code in every language; its comments are words
                line = line.split("#", 1)[1] if "#" in line else ""
            if not CJK.search(line) and english_words(line, names):
                out.add(f"{where}: {line.strip()!r}")
    return sorted(out)


@pytest.fixture
def chinese(qtbot, settings):
    application()
    windows = []

    def make(request=Request(lang="zh")):
        window = build_window(request, settings)
        qtbot.addWidget(window)
        window.resize(1280, 860)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
        windows.append(window)
        return window

    yield make


def every_panel(qtbot, window):
    """Bring each dock and each "Seeing why" tab forward in turn, yielding each time."""
    for dock in window.findChildren(QtWidgets.QDockWidget):
        dock.show()
        dock.raise_()
        qtbot.wait(20)
        yield dock.objectName()
    for i in range(window.why_tabs.count()):
        window.why_tabs.setCurrentIndex(i)
        qtbot.wait(20)
        yield window.why_tabs.tabText(i)


@pytest.mark.parametrize("opened", ["example", "three models", "groups", "classes"])
def test_every_text_on_screen_is_chinese(qtbot, chinese, opened):
    load = {
        "example": None,
        "three models": LoadRequest(sources=(ModelSource(str(EXAMPLES / "three_models.csv")),),
                                    scores=("a", "b", "c")),
        "groups": LoadRequest(sources=(ModelSource(str(EXAMPLES / "clicks_by_user.csv")),),
                              group="user"),
        "classes": LoadRequest(sources=(ModelSource(str(EXAMPLES / "three_classes.csv")),),
                               multiclass=True),
    }[opened]
    window = chinese(Request(lang="zh", load=load or LoadRequest()))
    window.session.set_analysis(best="youden", partial_auc=(0.0, 0.2), hull=True)
    window.session.set_plots("both")
    if opened == "three models":  # the legends and lists name the ordering then
        window.session.set_ordering("worst")
    found = []
    for panel in every_panel(qtbot, window):
        found += [f"[{panel}] {line}" for line in untranslated_on_screen(window)]
    assert not found, "\n".join(sorted(set(found)))


DATA = Path(__file__).parents[1] / "data"


def written_in(path: Path) -> set[str]:
    """The file's name and every value written in it: data, said as written."""
    found = {path.name}
    if path.is_file():
        found |= set(re.split(r"[,;\s]+", path.read_text())) - {""}
    return found


@pytest.mark.parametrize("name, leave_out", [
    ("bad_score.csv", False),     # a score that is not a number: its line and value
    ("missing_score.csv", False),  # a missing value: and the offer to leave it out
    ("missing_score.csv", True),   # left out: the note on the rows dropped
    ("id_first.csv", False),       # columns guessed: the notes say which and why
    ("yes_no.csv", False),         # the positive label read from yes/no
    ("ratings.csv", False),        # integer ratings, sick/healthy: which is positive?
    ("one_class.csv", False),      # one class only
    ("no_such_file.csv", False),   # not there
])
def test_what_core_says_about_a_file_is_said_in_chinese(qtbot, chinese, name, leave_out):
    window = chinese()
    path = DATA / name
    # Two score columns: the score named, the rest left to guess (and to note).
    scores = ("model_a",) if name in ("id_first.csv", "yes_no.csv") else ()
    window.open_file(str(path), LoadRequest(scores=scores))
    qtbot.waitUntil(lambda: not window.loader.loading or window.loader.column_chooser is not None,
                    timeout=10_000)
    asked = window.loader.column_chooser is not None
    if asked:  # asked (in Chinese): the columns proposed, "sick" positive
        chooser = window.loader.column_chooser
        question = chooser.findChild(QtWidgets.QLabel, "question").text()
        assert CJK.search(question) and not english_words(question, written_in(path))
        if not chooser.positive.currentText():
            chooser.positive.setCurrentText("sick")
        chooser.ok_button.click()
        qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    if leave_out:
        assert window.banner.action_button.isVisible()
        window.banner.action_button.click()
        qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
        assert window.session.data.dropped_rows == 1
    if window.banner.isVisible():  # core's refusal, in Chinese
        assert CJK.search(window.banner.text.text())
    notes = window.session.data.notes  # and every note core made on this data
    assert asked or window.banner.isVisible() or notes
    for note in notes:
        assert i18n.said(note) != note and i18n.said(note) in window.numbers_panel.text()
    found = []
    for panel in every_panel(qtbot, window):
        found += [f"[{panel}] {line}" for line in untranslated_on_screen(window, written_in(path))]
    assert not found, "\n".join(sorted(set(found)))


def test_the_english_window_has_no_chinese(qtbot, chinese):
    window = chinese(Request(lang="en", load=LoadRequest(
        sources=(ModelSource(str(EXAMPLES / "clicks_by_user.csv")),), group="user")))
    window.open_file(str(DATA / "missing_score.csv"))  # and core's error on show
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    assert window.banner.isVisible()
    found, seen = [], 0
    for panel in every_panel(qtbot, window):
        texts = readable_texts(window)
        seen += len(texts)
        # View → Language names each language in its own words: 中文 is no slip.
        found += [f"[{panel}] {where}: {text!r}" for where, text in texts
                  if CJK.search(text) and text != i18n.LANGUAGES["zh"]]
    assert seen > 500 and not found, "\n".join(sorted(set(found)))


def test_view_language_switches_the_open_window_at_once_and_is_remembered(qtbot, chinese,
                                                                        settings):
    window = chinese(Request(lang="en"))
    session = window.session
    titles = {d.objectName(): d.windowTitle()
              for d in window.findChildren(QtWidgets.QDockWidget)}
    window.language_actions["zh"].trigger()
    new = window.successor
    assert new is not None and new.isVisible() and new.session is session
    qtbot.addWidget(new)
    assert i18n.current() == "zh" and settings.value(i18n.SETTING) == "zh"
    after = {d.objectName(): d.windowTitle() for d in new.findChildren(QtWidgets.QDockWidget)}
    assert after.keys() == titles.keys()
    for name, title in after.items():  # every dock's title changed, into Chinese
        assert title != titles[name] and CJK.search(title), (name, title)
    # remembered: a window opened later without --lang starts in Chinese
    i18n.install("en")
    later = build_window(Request(), settings)
    qtbot.addWidget(later)
    assert i18n.current() == "zh"
    later.language_actions["en"].trigger()
    assert i18n.current() == "en" and settings.value(i18n.SETTING) == "en"
    assert later.successor.numbers_dock.windowTitle() == titles["numbersDock"]
    qtbot.addWidget(later.successor)


def test_the_dialogs_are_chinese(qtbot, chinese):
    window = chinese(Request(lang="zh", load=LoadRequest(
        sources=(ModelSource(str(EXAMPLES / "cv_folds.csv")),), fold="fold")))
    names = written_in(DATA / "two_models.csv") | names_of(window)
    found = []

    def walk(what, dialog):
        dialog.show()
        qtbot.waitExposed(dialog)
        texts = readable_texts(dialog)
        assert sum(bool(CJK.search(t)) for _, t in texts) >= 3, (what, texts)
        for where, text in texts:
            for line in LINE_BREAK.split(text):
                if not CJK.search(line) and english_words(line, names):
                    found.append(f"[{what}] {where}: {line.strip()!r}")

    window.choose_strata()
    walk("groups and folds", window.strata_chooser)
    window.strata_chooser.reject()
    window.open_file(str(DATA / "two_models.csv"))  # two score columns: which one?
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    walk("columns", window.loader.column_chooser)
    window.loader.column_chooser.reject()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    png = PngSizeDialog(parent=window)
    walk("PNG size", png)
    png.close()
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize("name, english", [
    ("bad_score.csv", "'abc' is not a number"),          # core's message alone
    ("missing_score.csv", "Leave Out Missing Rows"),     # and the window's advice
])
def test_an_error_on_show_is_said_again_in_the_language_switched_to(qtbot, chinese, name,
                                                                    english):
    window = chinese(Request(lang="en"))
    window.open_file(str(DATA / name))
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    before = window.banner.text.text()
    assert "line 4" in before and english in before
    window.language_actions["zh"].trigger()
    new = window.successor
    qtbot.addWidget(new)
    after = new.banner.text.text()
    assert new.banner.isVisible() and CJK.search(after) and "第 4 行" in after
    assert not english_words(after, written_in(DATA / name)), after
    new.language_actions["en"].trigger()  # and back
    qtbot.addWidget(new.successor)
    assert new.successor.banner.text.text() == before


def test_every_marked_text_has_a_chinese_translation():
    missing = untranslated(python_files("gui"))
    assert not missing, "\n".join(f"{c}: {s!r}" for c, s in missing)


def test_the_system_locale_decides_and_lang_overrides(monkeypatch, settings):
    application()
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert i18n.start_language(None, settings) == "zh"
    assert i18n.start_language("en", settings) == "en"
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    assert i18n.start_language(None, settings) == "en"
