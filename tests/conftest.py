"""Test-wide settings: Qt runs headless, pyqtgraph binds to PySide6."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")


def pytest_unconfigure(config):
    # Last of pytest's hooks: what follows is only the interpreter's exit.
    from tests.exit_watch import start, wanted

    if wanted() and not hasattr(config, "workerinput"):
        start()
