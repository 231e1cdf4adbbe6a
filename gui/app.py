"""Starting the window from the command line's options."""

from __future__ import annotations

from PySide6 import QtCore

from .application import application
from .load_worker import Hints
from .main_window import MainWindow
from .model import Session


def hints_from(options) -> Hints:
    return Hints(score=options.score, label=options.label, positive=options.positive,
                 counts=tuple(options.counts) if options.counts else None,
                 drop_missing=bool(options.drop_missing))


def build_window(options, settings: QtCore.QSettings | None = None) -> MainWindow:
    """A window showing what the options ask for: FILE (or the embedded example), the
    tie ordering and the threshold."""
    session = Session()
    window = MainWindow(session, settings)
    session.set_ordering(options.ties)
    # --drop-missing holds for every file opened in this session, not only the first.
    window.drop_missing_action.setChecked(bool(options.drop_missing))
    if options.file:
        window.show_example()  # something sensible behind the progress/chooser dialogs
        window.open_file(options.file, hints_from(options), options.threshold)
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
