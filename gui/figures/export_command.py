"""``rocscope FILE... --export PATH ...`` with figures: the one seam between the command
line and the window's drawing.

``main.py`` comes here only when an export is a figure (``.png``, ``.svg``, ``.pdf``) or
the sweep animation (``.gif``); data files alone are written by
:func:`core.app.headless.export_data_only` without importing Qt. Qt's offscreen platform
is selected here, so exporting works on machines without a display.
"""

from __future__ import annotations

import importlib
import os
import threading

from core.app.headless import ANIMATION_SUFFIXES, DATA_SUFFIXES, export_suffix, write_data
from core.app.report import require_both_classes
from core.app.requests import analysis_from_options, models_from_options

DEFAULT_GIF_SIZE = (640, 640)


def export_from_options(options) -> int:
    """Write every ``--export`` PATH for the models the options name; no window shows.

    Several models are drawn together, the first in full (segments, areas, marker) and
    the others as thin curves with a legend; ``--plot pr`` draws the precision-recall
    plot instead; ``--best``, ``--partial-auc`` and ``--hull`` are drawn as in the
    window. Returns the exit status (0).
    """
    for path in options.export:  # all of them checked before writing any
        export_suffix(path)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # Qt and pyqtgraph take a few tenths of a second to import: meanwhile the file is
    # read and the curve built (pyarrow and numpy let go of the interpreter while they
    # work), so the import costs nothing.
    drawing = threading.Thread(target=importlib.import_module, args=("gui.figures.exporting",),
                               name="rocscope-import", daemon=True)
    drawing.start()
    models = models_from_options(options)
    analysis = analysis_from_options(options)
    for model in models:
        require_both_classes(model.data, model.curve)
    drawing.join()

    from gui.figures import exporting
    from gui.base.application import application
    from gui.model import ModelData, Session

    application()
    session = Session()
    with session.batch():
        session.set_ordering(options.ties)
        session.set_display(marker=options.threshold is not None)
        session.replace_models([ModelData(m.data, m.curve) for m in models],
                               names=[m.name for m in models], threshold=options.threshold)
        session.set_analysis(
            best=analysis.best, cost_ratio=analysis.cost_ratio or 1.0,
            prevalence=analysis.prevalence, partial=analysis.partial_auc,
            partial_focus=analysis.partial_auc_focus, hull=analysis.hull)
    size = options.size or exporting.DEFAULT_SIZE
    plot = getattr(options, "plot", None) or "roc"
    reports: dict = {}  # the report, computed once however many .json are asked for
    for path in options.export:
        suffix = export_suffix(path)
        if suffix in DATA_SUFFIXES:
            write_data(path, models, analysis, reports)
        elif suffix in ANIMATION_SUFFIXES:
            from gui.figures.sweep_gif import write_sweep_gif

            write_sweep_gif(session, path, size=options.size or DEFAULT_GIF_SIZE)
        else:
            exporting.export(session, path, size, plot=plot)
        print(f"rocscope: wrote {path}")
    return 0
