"""rocscope from Python, drawn: :func:`figure` writes (or returns) the figure the
command line's ``--export`` writes, :func:`show` opens the window. Both take the data
and keywords of ``rocscope.report`` (:func:`core.app.api.report`); Qt is imported only
when they are called.
"""

from __future__ import annotations

from .figure import Figure, draw_figure
from .live import current_window, show_models

__all__ = ["Figure", "current_window", "figure", "show"]


def figure(*data, path=None, size=None, plot="roc", **options) -> Figure:
    """Draw the ROC (or precision-recall) figure of one model or several, as
    ``rocscope --export`` draws it, without a window.

    Parameters
    ----------
    *data
        The data, as :func:`rocscope.report` takes it: ``(y_true, y_score)``, or data
        sets (DataFrames, pyarrow Tables, mappings of columns, paths).
    path : str or os.PathLike, optional
        Where to write the figure, by its suffix: ``.png``, ``.svg``, ``.pdf`` (the
        plot) or ``.gif`` (the sweep, drawn block by block). Without it the figure is
        drawn as PNG for display only (Jupyter shows the returned :class:`Figure`).
    size : (int, int), optional
        Width and height in pixels (16 to 20000 each); the command line's default
        otherwise.
    plot : {"roc", "pr"}
        The ROC curve, or the precision-recall curve.
    **options
        ``name`` and every data and analysis option of the command line, as
        :func:`rocscope.report` takes them: the first model is drawn in full (segments
        by type, shaded areas, the threshold's marker), the others as thin curves with
        their AUC in the legend; ``best``, ``partial_auc`` and ``hull`` are drawn.

    Returns
    -------
    Figure
        ``path``, ``format`` and the bytes written (``data``).

    Raises
    ------
    ExportError
        An unknown suffix (or a data file's: ``.csv``, ``.json``), a file that cannot
        be written.
    InputError, LoadError, SingleClassError
        As :func:`rocscope.report`.

    Examples
    --------
    >>> fig = figure([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...              size=(320, 240), ties="worst")
    >>> fig.format, fig.data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
    ('png', True)
    """
    return draw_figure(data, options, path, size, plot)


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
    plot : {"roc", "pr", "both"}
        The plot shown when the window opens.
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
    show_models(data, options, replace, plot)
