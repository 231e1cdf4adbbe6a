"""Fixtures for the window tests: an isolated settings file and a shown main window."""

import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.app.request import Request
from core.readers.examples import embedded_example
from gui.base.application import application
from gui.model import Session
from gui.window.app import build_window


def options(**overrides):
    """The :class:`Request` of command-line style options: ``file``/``files`` and
    ``score``/``scores`` as the parser fills them, any other option by its name."""
    files = overrides.pop("files", None) or ([overrides["file"]] if overrides.get("file") else [])
    overrides.pop("file", None)
    scores = overrides.pop("scores", None) or overrides.pop("score", None)
    return Request.from_options({**overrides, "files": files, "score": scores})


@pytest.fixture
def session():
    """A session holding the embedded example (a file's own ``session`` fixture wins)."""
    application()
    session = Session()
    session.add_model(model_of(embedded_example()))
    return session


@pytest.fixture
def settings(tmp_path):
    return QtCore.QSettings(str(tmp_path / "rocscope.ini"), QtCore.QSettings.Format.IniFormat)


@pytest.fixture
def make_window(qtbot, settings):
    """Build a window from command-line style options, shown and registered with qtbot."""
    application()

    def make(**overrides):
        window = build_window(options(**overrides), settings)
        qtbot.addWidget(window)
        window.resize(1200, 850)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
        return window

    return make


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture(autouse=True)
def widgets_outlive_their_test(qtbot, monkeypatch):
    """pytest-qt keeps only weak references to the widgets given to ``qtbot.addWidget``,
    and processes events between a test's return and their closing: a shown view whose
    test has returned is garbage still on screen, painted while the garbage collector
    takes its pyqtgraph items apart (an ``InfiniteLine`` asking for a ViewBox already
    collected, then a segfault). Hold every such widget until pytest-qt has closed it."""
    kept = []
    add_widget = qtbot.addWidget

    def add_and_keep(widget, **kwargs):
        kept.append(widget)
        add_widget(widget, **kwargs)

    monkeypatch.setattr(qtbot, "addWidget", add_and_keep)
    yield
    kept.clear()


@pytest.fixture(autouse=True)
def english_after():
    """A window in Chinese puts the whole application in Chinese: each test ends in
    English, whatever it opened, so that the next one starts as a fresh process would."""
    yield
    from gui.base import i18n

    if i18n.current() != "en":
        i18n.install("en")
