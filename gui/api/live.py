"""``rocscope.show``: the window on models loaded from a Python call, kept live.

In a plain script the call runs Qt's event loop until the window is closed. In IPython
or Jupyter it turns on IPython's Qt integration (``%gui qt``) when it is off and returns
at once: the kernel runs Qt's events between cells, so the window stays live, and a
later call puts its models into the same window.
"""

from __future__ import annotations

import os
import signal
import sys

from core.app.api.options import request_of, with_keywords
from core.app.pipeline import load_models
from core.errors import InputError, RocscopeError
from gui.window.stop_signals import StopSignals

_WINDOWS: list = []  # the window of this process (a list, so that nothing rebinds a global)


@with_keywords
def show(*data, replace=False, plot="roc", **options) -> None:
    """Open rocscope's window on one model or several.

    In a plain script the call returns when the window is closed. In IPython or a
    Jupyter notebook it returns at once and the window stays live: Qt's events run
    between cells (``%gui qt``, turned on when it is off). Called again while the window
    is open, it puts the new models into the same window: a model with the name of one
    shown takes its place, others join them (``replace=True``: they replace every model
    shown).

    Parameters
    ----------
    *data
        As :func:`rocscope.report`.
    replace : bool
        Show only the new models, instead of adding them to those shown.
    plot : {"roc", "pr", "both", "det"}
        The plot shown when the window opens (``"det"``: the DET curve).
    **options
        ``name`` and every data and analysis option of the command line, as
        :func:`rocscope.report` takes them; ``threshold`` is where each new model's
        threshold starts (Youden's best vertex otherwise), and ``ci``, ``best``,
        ``partial_auc`` and ``hull`` are shown. The window always shows DeLong's
        intervals.

    Raises
    ------
    RocscopeError
        There is no screen (no display, or Qt was started without one by
        :func:`figure`).
    InputError, LoadError, SingleClassError
        As :func:`rocscope.report`, raised here before any window opens.

    Examples
    --------
    >>> import numpy as np
    >>> y, p = np.array([1, 0, 1, 0]), np.array([0.9, 0.3, 0.6, 0.4])
    >>> show(y, p)                         # doctest: +SKIP
    >>> show(y, {"other": 1 - p})          # doctest: +SKIP
    """
    if plot not in ("roc", "pr", "both", "det"):
        raise InputError(f"plot={plot!r}: use 'roc', 'pr', 'both' or 'det'", option="plot")
    request = request_of(data, options, plot="roc" if plot == "both" else plot)
    models = load_models(request.load)
    _check_screen()
    from gui.base.application import application
    from gui.window.app import build_window, put_models

    shell = ipython_shell()
    application()
    if shell is not None:
        start_qt_loop(shell)
    window = current_window()
    if window is None:
        window = build_window(request.__class__(analysis=request.analysis, ties=request.ties,
                                                plot=request.plot))
        window.session.set_plots(plot)
        _WINDOWS[:] = [window]
    # A window closed since the last call starts again with these models only.
    put_models(window, models, request, add=not replace and window.isVisible())
    window.show()
    window.raise_()
    window.activateWindow()
    if shell is None:
        _run_until_hidden(window)


def current_window():
    """The window ``show`` opened in this process, or None."""
    return _WINDOWS[0] if _WINDOWS else None


def ipython_shell():
    """The running IPython shell (terminal or Jupyter kernel), or None in a plain script.
    IPython is never imported here: a shell exists only where it already is."""
    module = sys.modules.get("IPython")
    if module is None:
        return None
    try:
        return module.get_ipython()
    except Exception:  # noqa: BLE001 - a broken IPython is no shell to integrate with
        return None


def start_qt_loop(shell) -> None:
    """``%gui qt`` in ``shell`` unless its Qt integration is on already. PySide6 is
    imported first, so IPython integrates with it rather than another Qt binding."""
    if str(getattr(shell, "active_eventloop", None) or "").startswith("qt"):
        return
    import PySide6.QtWidgets  # noqa: F401 - IPython's Qt loader takes the binding loaded

    shell.run_line_magic("gui", "qt")


def _check_screen() -> None:
    from gui.base.application import has_display, offscreen_by_figures

    if offscreen_by_figures():
        raise RocscopeError("show() needs a screen, and this process has none: Qt was"
                            " started without one (by figure()) and cannot open windows")
    if not os.environ.get("QT_QPA_PLATFORM") and not has_display():
        raise RocscopeError("show() needs a screen, and there is none here (no DISPLAY or"
                            " WAYLAND_DISPLAY): rocscope.figure() draws without one")


def _run_until_hidden(window) -> None:
    """Run Qt's events until ``window`` is closed (hidden), whatever other windows the
    process has open (``QApplication.exec`` would wait for the last of them)."""
    from PySide6 import QtCore

    loop = QtCore.QEventLoop()

    class Watch(QtCore.QObject):
        def eventFilter(self, watched, event) -> bool:
            if event.type() == QtCore.QEvent.Type.Hide and watched is window:
                loop.quit()
            return False

    watch = Watch()
    window.installEventFilter(watch)
    # Ctrl-C or SIGTERM closes the window; then the signal is handled as the caller's
    # interpreter would have (a KeyboardInterrupt here), once Qt's loop is left.
    with StopSignals() as stop:
        try:
            if not stop.watch(QtCore.QCoreApplication.instance(), window.close) \
                    and window.isVisible():
                loop.exec()
        finally:
            window.removeEventFilter(watch)
    if stop.noted is not None:
        signal.raise_signal(stop.noted)
