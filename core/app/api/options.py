"""The command line's options as Python keywords, checked as the command line checks
them, and made into the one :class:`~core.app.request.Request`.

Every keyword has the name of its option (``--ci-level`` is ``ci_level``) and its
default. A value out of range, or an option that only makes sense with another, is an
:class:`~core.errors.InputError` whose ``option`` names the keyword, before any data is
read.

>>> request = request_of((), {"ci": True, "threshold": 0.5})
>>> request.analysis.ci, request.threshold, request.load.sources
('delong', 0.5, ())
>>> request_of((), {"ci_level": 95})
Traceback (most recent call last):
...
core.errors.InputError: ci_level=95 is not a confidence level: it must be strictly between 0 ...
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence

from core.app.request import ENGINES, Analysis, LoadRequest, Request
from core.engine.results import TieOrdering
from core.errors import InputError
from core.phrases import Phrase

from .inputs import given_data

#: Every keyword of :func:`core.app.api.report`, with its default (the command line's).
DEFAULTS = {
    "name": None, "score": None, "label": None, "positive": None, "counts": None,
    "drop_missing": False, "id": None, "ties": "average", "threshold": None, "ci": None,
    "ci_level": 0.95, "bootstraps": None, "seed": None, "pr": False, "best": None,
    "cost_ratio": None, "prevalence": None, "partial_auc": None, "partial_auc_focus": None,
    "hull": False, "engine": "auto", "sql": None, "memory_limit": None,
}
BEST = ("youden", "closest", "cost")


def request_of(data: Sequence, options: dict, *, plot: str = "roc",
               size: tuple[int, int] | None = None, exports: Sequence[str] = ()) -> Request:
    """The request of a Python call: its data (positional arguments) and ``options``
    (keywords of :data:`DEFAULTS`; others are a TypeError, as for any function).

    Raises
    ------
    InputError
        A value out of range, options that do not go together, data in no known form.
    """
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise TypeError(f"unexpected keyword argument {sorted(unknown)[0]!r}")
    o = {**DEFAULTS, **options}
    _check_together(o, data)
    given = given_data(data, o["name"])
    scores = _columns(o["score"], "score")
    label = _column(o["label"], "label")
    if given.scores and (scores or label is not None or o["counts"] is not None):
        raise InputError(Phrase("score=, label= and counts= name columns of a table; with"
                                " labels and scores given as arrays there is nothing to name"),
                         option="score" if scores else "label" if label else "counts")
    load = LoadRequest(
        sources=given.sources, scores=scores or given.scores,
        label=label if label is not None else given.label,
        positive=_text(o["positive"]), counts=_counts(o["counts"]),
        drop_missing=_flag(o, "drop_missing"), id=_column(o["id"], "id"),
        engine=_choice(o, "engine", ENGINES), sql=o["sql"], memory_limit=o["memory_limit"])
    partial = o["partial_auc"]
    analysis = Analysis(
        ci=_ci(o["ci"]), ci_level=_between(o, "ci_level", Phrase("a confidence level"),
                                            Phrase("(0.95 for 95%)")),
        bootstraps=2000 if o["bootstraps"] is None else _whole(o, "bootstraps", 2),
        seed=None if o["seed"] is None else _whole(o, "seed", 0),
        pr=_flag(o, "pr"), best=None if o["best"] is None else _choice(o, "best", BEST),
        cost_ratio=None if o["cost_ratio"] is None else _positive(o, "cost_ratio"),
        prevalence=None if o["prevalence"] is None
        else _between(o, "prevalence", Phrase("a prevalence")),
        partial_auc=None if partial is None else _range(partial),
        partial_auc_focus=_choice(o, "partial_auc_focus", ("fpr", "tpr"))
        if o["partial_auc_focus"] is not None else "fpr",
        hull=_flag(o, "hull"))
    return Request(load=load, analysis=analysis, ties=_ties(o["ties"]),
                   threshold=None if o["threshold"] is None else _threshold(o),
                   plot=plot, exports=tuple(exports), size=size)


def _check_together(o: dict, data) -> None:
    """Options that only make sense with another, as the command line refuses them."""
    rules = (
        (o["bootstraps"] is not None and _ci(o["ci"]) != "bootstrap", "bootstraps",
         Phrase("only ci='bootstrap' resamples")),
        (o["seed"] is not None and _ci(o["ci"]) != "bootstrap", "seed",
         Phrase("only ci='bootstrap' draws random numbers")),
        (o["best"] == "cost" and o["cost_ratio"] is None, "cost_ratio",
         Phrase("best='cost' needs cost_ratio, the cost of a missed positive over the cost"
                " of a false alarm (e.g. cost_ratio=5)")),
        (o["cost_ratio"] is not None and o["best"] != "cost", "cost_ratio",
         Phrase("cost_ratio weighs the costs of best='cost'")),
        (o["prevalence"] is not None and o["best"] != "cost", "prevalence",
         Phrase("prevalence is used by best='cost'")),
        (o["partial_auc_focus"] is not None and o["partial_auc"] is None, "partial_auc_focus",
         Phrase("give the range with partial_auc=(low, high)")),
        (o["sql"] is not None and bool(data), "sql",
         Phrase("the query is the data; give no data with it")),
        (o["sql"] is not None and o["engine"] == "memory", "sql",
         Phrase("a query runs in an engine: engine='duckdb' or 'spark'")),
        (o["memory_limit"] is not None and o["engine"] in ("memory", "spark"), "memory_limit",
         Phrase("memory_limit limits DuckDB (engine='duckdb' or 'auto')")),
    )
    for broken, option, why in rules:
        if broken:
            raise InputError(Phrase("{option}={value!r}: {why}", option=option,
                                    value=o[option], why=why), option=option)


def _ci(value) -> str | None:
    if value is None or value is False:
        return None
    if value is True:
        return "delong"  # as --ci given alone
    if isinstance(value, str) and value.strip().lower() in ("delong", "bootstrap"):
        return value.strip().lower()
    raise InputError(Phrase("ci={value!r}: use 'delong', 'bootstrap', True (DeLong's) or"
                            " None", value=value), option="ci")


def _ties(value) -> str:
    try:
        return TieOrdering(value).value
    except ValueError:
        raise InputError(Phrase("ties={value!r}: use 'average', 'best' or 'worst'",
                                value=value), option="ties") from None


def _choice(o: dict, key: str, choices) -> str:
    value = o[key]
    if value not in choices:
        raise InputError(Phrase("{key}={value!r}: use one of {choices}", key=key, value=value,
                                choices=", ".join(map(repr, choices))), option=key)
    return value


def _flag(o: dict, key: str) -> bool:
    if not isinstance(o[key], (bool, int)) or isinstance(o[key], float):
        raise InputError(Phrase("{key}={value!r}: expected True or False", key=key,
                                value=o[key]), option=key)
    return bool(o[key])


def _number(o: dict, key: str) -> float:
    value = o[key]
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InputError(Phrase("{key}={value!r} is not a number", key=key, value=value),
                         option=key)
    value = float(value)
    if not math.isfinite(value):
        raise InputError(Phrase("{key}={value!r}: must be a finite number", key=key,
                                value=value), option=key)
    return value


def _threshold(o: dict) -> float:
    # A threshold may be infinite, unlike every other number here: +inf and -inf are
    # the curve's two ends (nothing, or everything, predicted positive).
    value = o["threshold"]
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InputError(Phrase("threshold={value!r} is not a number", value=value),
                         option="threshold")
    value = float(value)
    if math.isnan(value):
        raise InputError(Phrase("threshold=nan: give a number, or math.inf (nothing predicted"
                                " positive) or -math.inf (everything predicted positive)"),
                         option="threshold")
    return value


def _between(o: dict, key: str, what: Phrase, example: Phrase | None = None) -> float:
    value = _number(o, key)
    if not 0 < value < 1:
        if example is None:
            message = Phrase("{key}={value!r} is not {what}: it must be strictly between 0"
                             " and 1", key=key, value=o[key], what=what)
        else:
            message = Phrase("{key}={value!r} is not {what}: it must be strictly between 0"
                             " and 1 {example}", key=key, value=o[key], what=what,
                             example=example)
        raise InputError(message, option=key)
    return value


def _positive(o: dict, key: str) -> float:
    value = _number(o, key)
    if not value > 0:
        raise InputError(Phrase("{key}={value!r}: must be above 0", key=key, value=o[key]),
                         option=key)
    return value


def _whole(o: dict, key: str, least: int) -> int:
    value = o[key]
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise InputError(Phrase("{key}={value!r} is not a whole number", key=key,
                                value=value), option=key)
    if value < least:
        raise InputError(Phrase("{key}={value!r}: must be at least {least}", key=key,
                                value=value, least=least), option=key)
    return int(value)


def _range(value) -> tuple[float, float]:
    try:
        low, high = value
    except (TypeError, ValueError):
        raise InputError(Phrase("partial_auc={value!r}: give a range (low, high)",
                                value=value), option="partial_auc") from None
    low = _number({"partial_auc": low}, "partial_auc")
    high = _number({"partial_auc": high}, "partial_auc")
    if not (0 <= low <= 1 and 0 <= high <= 1):
        raise InputError(Phrase("partial_auc={value!r} is outside [0, 1]: a rate runs from 0"
                                " to 1", value=value), option="partial_auc")
    if not low < high:
        raise InputError(Phrase("partial_auc={value!r}: the range is empty; low must be below"
                                " high", value=value), option="partial_auc")
    return low, high


def _text(value) -> str | None:
    """A label value as the file would write it: ``1``, ``true``, ``Poor``."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _column(value, what: str) -> str | None:
    """A column by name, or by 1-based position (an int), as the command line takes it."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, numbers.Integral)):
        raise InputError(Phrase("{key}={value!r}: name a column, or give its 1-based"
                                " position", key=what, value=value), option=what)
    return str(value)


def _columns(value, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, (str, numbers.Integral)):
        return (_column(value, what),)
    columns = tuple(_column(v, what) for v in value)
    if not columns:
        raise InputError(Phrase("{key}=[]: name at least one column", key=what),
                         option=what)
    return columns


def _counts(value) -> tuple[str, str] | None:
    if value is None:
        return None
    if isinstance(value, str) or len(value) != 2:
        raise InputError(Phrase("counts={value!r}: give two columns (positives, negatives)",
                                value=value), option="counts")
    return (_column(value[0], "counts"), _column(value[1], "counts"))
