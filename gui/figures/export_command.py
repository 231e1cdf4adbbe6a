"""``rocscope FILE... --export PATH ...`` with figures: the one seam between the command
line and the window's drawing.

``main.py`` comes here only when an export is a figure (``.png``, ``.svg``, ``.pdf``) or
the sweep animation (``.gif``); data files alone are written by
:func:`core.app.output.export.run_export` without importing Qt. Qt's offscreen platform
is selected here, so exporting works on machines without a display (a process that has
its application already, a Python caller's, keeps that one's platform).
"""

from __future__ import annotations

import importlib
import os
import threading

from core.app.held_signals import held
from core.app.output.export import ANIMATION_SUFFIXES, DATA_SUFFIXES, export_suffix, write_data, wrote
from core.app.pipeline import load_models, require_both_classes
from core.app.request import Request


def export_request(request: Request, say=print, prepare=None) -> int:
    """Write every export of ``request`` for the models it names; no window shows.

    Every model is drawn, the first in full (segments, areas, marker) and the others as
    thin curves with a legend, in the ROC plot and in the precision-recall plot
    (``plot="pr"``) alike; the best threshold, the partial AUC and the hull are drawn
    as in the window. ``say`` is given a line for each file written. Returns the exit
    status (0). ``prepare`` is called first on the thread that imports the drawing.
    Ctrl-C and SIGTERM during a drawing are held until it is done
    (:func:`core.app.held_signals.held`).
    """
    for path in request.exports:  # all of them checked before writing any
        export_suffix(path)
    # Qt and pyqtgraph take a few tenths of a second to import: meanwhile the file is
    # read and the curve built (pyarrow and numpy let go of the interpreter while they
    # work), so the import costs nothing.
    def import_drawing() -> None:
        if prepare is not None:
            prepare()
        importlib.import_module("gui.figures.exporting")

    importing = threading.Thread(target=import_drawing, name="rocscope-import", daemon=True)
    importing.start()
    models = load_models(request.load)
    for model in models:
        require_both_classes(model.data, model.curve)
    importing.join()

    from PySide6 import QtWidgets

    from gui.base import i18n
    from gui.base.application import application
    from gui.figures import exporting
    from gui.model import Session

    if QtWidgets.QApplication.instance() is None:  # a Python caller's keeps its platform
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = application()
    # Figures speak the language the report does: --lang, else the locale's; a figure
    # drawn beside a window (rocscope.figure after rocscope.show) speaks the window's.
    if request.lang is not None or not any(w.isVisible() for w in app.topLevelWidgets()):
        i18n.install(i18n.start_language(request.lang, None))
    session = Session()
    with session.batch():
        session.set_ordering(request.ties)
        session.set_display(marker=request.threshold is not None)
        session.replace_models(models, threshold=request.threshold)
        session.set_analysis(request.analysis)
    size = request.size or exporting.DEFAULT_SIZE
    reports: dict = {}  # the report, computed once however many .json are asked for
    for path in request.exports:
        suffix = export_suffix(path)
        if suffix in DATA_SUFFIXES:
            write_data(path, models, request.analysis, request.ties, request.threshold, reports,
                       request.plot)
            say(wrote(path, request.lang))
            continue
        # Ctrl-C raised inside Qt's painting would crash it: held until the file is
        # written and said to be, so that a run stopped then still names it.
        with held():
            if suffix in ANIMATION_SUFFIXES:
                from gui.figures.sweep_gif import DEFAULT_SIZE, write_sweep_gif

                write_sweep_gif(session, path, size=request.size or DEFAULT_SIZE)
            else:
                exporting.export(session, path, size, plot=request.plot)
            say(wrote(path, request.lang))
    return 0
