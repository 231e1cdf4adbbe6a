"""Starting the window from the command line's options."""

from __future__ import annotations

from PySide6 import QtCore

from gui.base.application import application
from gui.window.load_worker import Hints
from gui.window.main_window import MainWindow
from gui.model import Session


def hints_from(options) -> Hints:
    scores = getattr(options, "scores", None) or (
        [options.score] if options.score is not None else [])
    return Hints(score=",".join(scores) or None, label=options.label,
                 positive=options.positive,
                 counts=tuple(options.counts) if options.counts else None,
                 drop_missing=bool(options.drop_missing),
                 engine=getattr(options, "engine", None) or "auto",
                 sql=getattr(options, "sql", None),
                 memory_limit=getattr(options, "memory_limit", None))


def build_window(options, settings: QtCore.QSettings | None = None) -> MainWindow:
    """A window showing what the options ask for: the FILEs (or the embedded example),
    the score columns, the tie ordering and the threshold.

    Files start loading at once; the example is not built first (the window says what
    it is loading until the first file is shown).
    """
    session = Session()
    window = MainWindow(session, settings)
    session.set_ordering(options.ties)
    session.set_plots(getattr(options, "plot", None) or "roc")
    # --drop-missing holds for every file opened in this session, not only the first.
    window.drop_missing_action.setChecked(bool(options.drop_missing))
    files = list(getattr(options, "files", None) or ([options.file] if options.file else []))
    if getattr(options, "sql", None):
        window.loader.open_file("the query", hints_from(options), options.threshold)
    elif files:
        window.loader.open_files([_readable(f) for f in files], hints_from(options),
                                 options.threshold)
    else:
        window.show_example()
        if options.threshold is not None:
            session.set_threshold(options.threshold)
    return window


def run_window(options) -> int:
    """Open the window and run until it is closed; returns the exit status."""
    app = application()
    window = build_window(options)
    window.show()
    return app.exec()


def _readable(file: str):
    """``-`` is standard input: read it now, before the window takes over."""
    if file == "-":
        import sys

        return ("standard input", sys.stdin.buffer.read())
    return file
