"""rocscope from Python, without a window: :func:`report` on data held in memory.

Data in memory go through the load pipeline the command line uses (:mod:`.inputs`
hands them to it as data sets it reads like Feather files), and the keywords are the
command line's options (:mod:`.options`), so a report here is the command line's report
for the same data, to the last bit. ``rocscope.figure`` and ``rocscope.show`` draw
through the window's code (``gui.api``). The types of the results (``rocscope.Report``,
``rocscope.ModelReport``...) are :mod:`core.app.report.results`'; ``Interval``, the
engine's confidence interval, is named here.
"""

from __future__ import annotations

from core.app.pipeline import load_models
from core.app.report.build import report_of
from core.app.report.results import Report
from core.engine.delong import ConfidenceInterval as Interval

from .options import request_of, with_keywords

__all__ = ["Interval", "report"]


@with_keywords
def report(*data, **options) -> Report:
    """The report of one model or several: what ``rocscope --report json`` prints, typed.

    Parameters
    ----------
    *data
        Either labels and scores, ``(y_true, y_score)``: arrays of equal length (numpy
        arrays, lists, pandas or polars Series, pyarrow arrays), ``y_score`` possibly a
        mapping of names to score arrays (one model each, compared paired); or one or
        more data sets: pandas or polars DataFrames, pyarrow Tables, mappings of column
        names to arrays, paths of files (CSV, Parquet, Feather... as the command line's
        FILE), or a file's bytes. Nothing: the built-in eight-sample example. Labels
        may be ``1/0``, booleans, ``+/-``, ``yes/no``... or any values with
        ``positive`` naming the positive class.
    name : str or sequence of str, optional
        What to call each data set held in memory (the report's ``file``); ``data`` by
        default (``data 1``, ``data 2``... for several).
    **options
        Every data and analysis option of the command line, by its name
        (``--ci-level 0.9`` is ``ci_level=0.9``; the table is
        :data:`core.app.options.OPTIONS`, docs/python.md lists them), with the command
        line's defaults and rules. In Python's forms: ``score`` a name, a 1-based
        position or a list of them; ``counts`` and ``partial_auc`` pairs; ``ci=True``
        DeLong's interval; ``positive`` a value as the file writes it (``1``, ``True``
        and ``"Poor"`` are ``"1"``, ``"true"``, ``"Poor"``); ``threshold`` possibly
        ``math.inf`` (nothing predicted positive) or ``-math.inf`` (everything);
        ``engine``, ``sql`` and ``memory_limit`` are for files and queries.

    Returns
    -------
    Report
        ``r.auc`` (one model), ``r.models["a"].ci.low``, ``r.comparisons``, ``r.notes``,
        ``r.model.groups`` and ``r.model.folds`` (``group=``, ``fold=``), ``r.classes``
        (``multiclass=True``); ``r.to_dict()`` equals the command line's JSON for the same
        data and options.

    Raises
    ------
    InputError
        A keyword out of range, or options that do not go together (its ``option``
        names the keyword); data in no known form; arrays of different lengths
        (:class:`~core.errors.LengthMismatchError`).
    LoadError
        A value that is not a number or a missing value (naming the row and column), a
        column that is not there, columns that cannot be guessed
        (:class:`~core.errors.ChoiceNeededError`, listing the choices).
    SingleClassError
        A model whose labels hold one class: it has no AUC.

    Examples
    --------
    >>> r = report([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15])
    >>> r.auc, r.model.aucs.best, r.model.pairs.tied
    (0.65625, 0.6875, 1)
    >>> import numpy as np
    >>> y = np.array([1, 1, 0, 1, 0, 0, 1, 0])
    >>> r = report(y, {"a": np.array([.9, .8, .7, .6, .5, .4, .35, .3]),
    ...                "b": np.array([.2, .9, .1, .8, .3, .4, .6, .5])}, ci="delong")
    >>> list(r.models), r.models["a"].auc, round(r.models["b"].ci.low, 4)
    (['a', 'b'], 0.75, 0.4251)
    >>> c = r.comparisons[0]
    >>> c.a, c.b, c.paired, c.difference, round(c.p, 4)
    ('a', 'b', True, -0.0625, 0.8582)
    >>> r.notes
    ("positive label '1' (the usual reading of 1/0)",)
    >>> r.to_dict()["models"][1]["auc"]
    {'average': 0.8125, 'best': 0.8125, 'worst': 0.8125}
    """
    request = request_of(data, options)
    return report_of(load_models(request.load), request.analysis, request.ties,
                     request.threshold)
