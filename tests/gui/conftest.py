"""Fixtures for the window tests: an isolated settings file and a shown main window."""

import argparse

import pytest
from PySide6 import QtCore

from core.readers.examples import embedded_example
from gui.window.app import application, build_window
from gui.model import Session, prepare_model_data


def options(**overrides):
    values = dict(file=None, score=None, label=None, positive=None, counts=None,
                  ties="average", threshold=None, drop_missing=False, export=[], size=None,
                  report=None)
    values.update(overrides)
    # As the command line's parser fills them: every FILE and every --score value.
    values.setdefault("files", [values["file"]] if values["file"] else [])
    values.setdefault("scores", [values["score"]] if values["score"] else [])
    return argparse.Namespace(**values)


@pytest.fixture
def session():
    """A session holding the embedded example (a file's own ``session`` fixture wins)."""
    application()
    session = Session()
    session.add_model(prepare_model_data(embedded_example()))
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
        qtbot.waitUntil(lambda: not window.loading, timeout=10_000)
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
