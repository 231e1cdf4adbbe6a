"""The keywords of the Python interface: every data and analysis option of the command
line (:data:`core.app.options.OPTIONS`, ``--ci-level`` is ``ci_level``), and ``name``
for data held in memory; made into the one :class:`~core.app.request.Request`, which
checks them as it checks the command line's.

>>> request = request_of((), {"ci": True, "threshold": 0.5})
>>> request.analysis.ci, request.threshold, request.load.sources
('delong', 0.5, ())
>>> request_of((), {"ci_level": 95})
Traceback (most recent call last):
...
core.errors.InputError: ci_level=95 is not a confidence level: it must be strictly between 0 ...
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence

from core.app.options import OPTIONS
from core.app.request import Request
from core.errors import InputError
from core.phrases import Phrase

from .inputs import given_data

#: Every keyword of :func:`core.app.api.report` (``figure`` and ``show`` add their own).
KEYWORDS = ("name", "weights", *(row.name for row in OPTIONS if not row.output))


def with_keywords(function: Callable) -> Callable:
    """``function`` (``f(*data, ..., **options)``) with a signature that lists every
    keyword of :data:`KEYWORDS` and its default, for ``help()`` and an editor's
    completion; the keywords are still checked by :func:`request_of`."""
    own = [p for p in inspect.signature(function).parameters.values()
           if p.kind is not inspect.Parameter.VAR_KEYWORD]
    # The value a keyword left out has: the table's, else the request's own where giving
    # it changes nothing (an option that goes only with another shows None, "not given").
    requests = (Request(), Request().load, Request().analysis)
    defaults = {row.name: row.default if row.default is not None or row.only_with
                else next((getattr(r, row.name) for r in requests if hasattr(r, row.name)), None)
                for row in OPTIONS}
    keywords = [inspect.Parameter(k, inspect.Parameter.KEYWORD_ONLY, default=defaults.get(k))
                for k in KEYWORDS]
    function.__signature__ = inspect.signature(function).replace(parameters=own + keywords)
    return function


def request_of(data: Sequence, options: dict, *, plot: str = "roc",
               size: tuple[int, int] | None = None, exports: Sequence[str] = ()) -> Request:
    """The request of a Python call: its data (positional arguments) and ``options``
    (:data:`KEYWORDS`; others are a TypeError, as for any function).

    Raises
    ------
    InputError
        A value out of range, options that do not go together, data in no known form.
    """
    unknown = set(options) - set(KEYWORDS)
    if unknown:
        raise TypeError(f"unexpected keyword argument {sorted(unknown)[0]!r}")
    options = dict(options)
    weights = options.pop("weights", None)
    if isinstance(weights, (str, int)) and not isinstance(weights, bool):
        options["weight"], weights = weights, None  # a column, as --weight names it
    given = given_data(data, options.pop("name", None), weights)
    if given.weight is not None:
        options["weight"] = given.weight
    if given.scores:
        named = [k for k in ("score", "label", "counts") if options.get(k) is not None]
        if named:
            raise InputError(Phrase("score=, label= and counts= name columns of a table; with"
                                    " labels and scores given as arrays there is nothing to"
                                    " name"), option=named[0])
        options.update(score=given.scores, label=given.label)
    return Request.from_options({**options, "plot": plot, "size": size, "export": exports},
                                sources=given.sources)
