"""Starting the window on a :class:`~core.app.request.Request`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6 import QtCore

from core.app.request import Request
from gui.base import first_paint, i18n
from gui.base.application import application
from gui.model import Session
from gui.window.main_window import MainWindow
from gui.window.stop_signals import StopSignals


def build_window(request: Request = Request(),
                 settings: QtCore.QSettings | None = None) -> MainWindow:
    """A window showing what ``request`` asks for: its data sets (or the built-in
    example), their score columns, the tie ordering, the threshold and the analyses.

    Data load at once; the example is not built first (the window says what it is
    loading until the first models are shown).
    """
    i18n.install(i18n.start_language(request.lang, settings or QtCore.QSettings()))
    session = Session()
    window = MainWindow(session, settings)
    load = request.load
    with session.batch():
        session.set_plots(request.plot)
        _ask_as(session, request)
    # Files opened later are read by the same engine settings; --drop-missing holds for
    # every file opened in this session, not only the first.
    window.defaults = replace(load, sources=(), scores=(), label=None, positive=None,
                              counts=None, id=None, sql=None)
    window.drop_missing_action.setChecked(load.drop_missing)
    if load.sources or load.sql:
        window.loader.load(load, request.threshold)
    else:
        window.loader.show_example()
        if request.threshold is not None:
            session.set_threshold(request.threshold)
    return window


def _ask_as(session: Session, request: Request) -> None:
    """The tie ordering, id column and analysis of ``request`` in ``session``; the
    analysis with the interval the window always shows."""
    a = request.analysis
    session.set_ordering(request.ties)
    session.set_analysis(replace(a, ci=a.ci or "delong",
                                 cost_ratio=1.0 if a.cost_ratio is None else a.cost_ratio))
    session.set_id_column(request.load.id)


def put_models(window: MainWindow, models, request: Request, add: bool) -> None:
    """Show ``models`` (loaded already) in ``window`` with the tie ordering, analysis and
    threshold of ``request``: instead of the models shown, or with ``add`` beside them,
    where a model that has the name of one shown takes its place (new data for it)."""
    session = window.session
    with session.batch():
        _ask_as(session, request)
        if not add or not session.models:
            window.loader.show(models, request.threshold)
            return
        shown = {m.data.name: m for m in session.models}
        for i, model in enumerate(models):
            layer = shown.get(model.name)
            if layer is None:
                session.add_model(model, focus=i == 0, threshold=request.threshold)
            else:
                session.replace_data(layer, model, request.threshold)
                if i == 0:
                    session.focus(layer)
        session.clear_message()


def run_window(request: Request = Request(), after_paint: Callable[[], None] | None = None,
               stop: StopSignals | None = None) -> int:
    """Open the window and run until it is closed; returns the exit status.
    ``after_paint``: called once the window has painted (the program turns Python's
    garbage collector back on there, off while it launches). ``stop``: the program's
    Ctrl-C and SIGTERM, which close the window (its caller says so and exits with
    ``stop.status``)."""
    app = application()
    if stop is not None and stop.watch(app):
        return stop.status  # asked to stop while Qt was imported: nothing to show
    first_paint.hold()  # the panels' threads start once the window has painted
    if after_paint is not None:
        first_paint.after_first_paint(after_paint)
    window = build_window(request)
    first_paint.release_once_painted(window)
    window.show()
    return app.exec()
