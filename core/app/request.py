"""What a user asks rocscope for, as data: which models to load and how, what to compute
for them, and what to show or write.

The command line's options, the window's choices and a Python call each become one
:class:`Request`, built once; every later step (loading, the report, the figures, the
window) reads its fields and never the options again. Options by name, the command
line's and Python's alike (one table, :mod:`core.app.options`), are judged here, in
:meth:`Request.from_options`, and nowhere else. Which engine computes a source
(numpy in memory, DuckDB or Spark) is decided here too, in :meth:`LoadRequest.engine_for`,
and nowhere else.

>>> request = LoadRequest(scores=("a,b",), label="y")
>>> request.engine_for("preds.csv")
'memory'
>>> LoadRequest(engine="duckdb").engine_for("preds.csv")
'duckdb'
>>> Request.from_options({"group_table": True}, flags=True)
Traceback (most recent call last):
...
core.errors.InputError: --group-table goes only with --group
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from core.app.options import OPTION, OPTIONS, check, spelled
from core.errors import InputError
from core.phrases import Phrase, message_of
from core.readers.dataset import Dataset

ENGINES = OPTION["engine"].choices


@dataclass(frozen=True, eq=False)
class ModelSource:
    """One data set to read models from.

    Attributes
    ----------
    source : str, os.PathLike, bytes or a binary stream
        A path (a file, a folder or a glob of files), the bytes of a file, or a stream
        such as standard input (read when the models are loaded).
    name : str or None
        What messages call data that has no path (``"standard input"``); None for a path.
    dataset : Dataset or None
        The table, when it was read already (choosing other columns of a file shown):
        it is used instead of reading ``source`` again.
    """

    source: object
    name: str | None = None
    dataset: Dataset | None = field(default=None, repr=False)

    @property
    def path(self) -> str | None:
        """The path, or None for bytes and streams."""
        if isinstance(self.source, (str, os.PathLike)):
            return os.fspath(self.source)
        return None

    @property
    def label(self) -> str:
        """A short name for progress and messages."""
        if self.name:
            return self.name
        path = self.path
        return os.path.basename(path.rstrip("/\\")) or path if path else Phrase("the data")


@dataclass(frozen=True)
class LoadRequest:
    """Which models to load, and how to read them.

    Attributes
    ----------
    sources : tuple of ModelSource
        The data sets, in order; empty for the built-in eight-sample example (or, with
        ``sql``, for the query's result).
    scores : tuple of str
        Score columns as the user gave them: names, 1-based positions, or several
        separated by commas (a value that is itself a column's name is taken whole).
        Every source gets every column; with none, each source's score column is
        guessed.
    label, positive : str or None
        The label column and the value of the positive class (guessed when None).
    counts : (str, str) or None
        The columns counting positives and negatives of aggregated rows.
    weight : str or None
        The column of case weights (each row counts as its weight).
    drop_missing : bool
        Leave out rows with a missing value in a chosen column (and say how many).
    id : str or None
        A column naming each sample: rows of several sources are matched by it, so that
        their models are compared paired.
    engine : {"auto", "memory", "duckdb", "spark"}
        Where curves are computed; ``auto`` sends data too big for memory, folders and
        globs to DuckDB.
    sql : str or None
        A query whose result (score and label columns) is the data, run in the engine.
    memory_limit : str or None
        How much memory DuckDB may use before spilling to disk (``"4GB"``).
    choose : bool
        Ask which columns to use even when they could be guessed (the window's Choose
        Columns).
    group : str or None
        A column splitting the samples into groups (users, queries): one AUC each
        (:mod:`core.app.pipeline.model_strata`).
    fold : str or None
        A column naming each sample's cross-validation fold: one curve each.
    fold_thresholds : bool
        Folds computed by an engine are also counted at the thresholds of threshold
        averaging (in memory the rows are at hand, and this is not needed).
    multiclass : bool
        The label column holds K >= 3 classes and the score columns one score per
        class (:mod:`core.app.pipeline.multiclass`).
    classes : tuple of str or None
        The class of each score column, in order (``multiclass``); None to match score
        columns to classes by their names.
    """

    sources: tuple[ModelSource, ...] = ()
    scores: tuple[str, ...] = ()
    label: str | None = None
    positive: str | None = None
    counts: tuple[str, str] | None = None
    weight: str | None = None
    drop_missing: bool = False
    id: str | None = None
    engine: str = "auto"
    sql: str | None = None
    memory_limit: str | None = None
    choose: bool = False
    group: str | None = None
    fold: str | None = None
    fold_thresholds: bool = False
    multiclass: bool = False
    classes: tuple[str, ...] | None = None

    def __post_init__(self):
        if self.engine not in ENGINES:
            raise InputError(Phrase("unknown engine {engine!r}: use one of {engines}",
                                    engine=self.engine, engines=", ".join(ENGINES)),
                             option="engine")
        object.__setattr__(self, "sources", tuple(self.sources))
        object.__setattr__(self, "scores", tuple(self.scores))
        if self.counts is not None:
            object.__setattr__(self, "counts", tuple(self.counts))
        if self.classes is not None:
            object.__setattr__(self, "classes", tuple(self.classes))

    @property
    def extra_columns(self) -> tuple[str, ...]:
        """Columns to read besides the score and label: the id, group, fold and weight."""
        return tuple(c for c in (self.id, self.group, self.fold, self.weight)
                     if c is not None)

    def engine_for(self, source) -> str:
        """``"memory"``, ``"duckdb"`` or ``"spark"``: where the curves of ``source`` (a
        path, bytes, a stream or None for the query) are computed."""
        if self.sql is not None or self.engine in ("duckdb", "spark"):
            return "spark" if self.engine == "spark" else "duckdb"
        if self.engine == "memory" or not isinstance(source, (str, os.PathLike)):
            return "memory"
        from core.scale import should_use_engine  # duckdb loads only when there is a path

        return "duckdb" if should_use_engine(os.fspath(source)) else "memory"


@dataclass(frozen=True)
class Analysis:
    """What to compute for every model beyond the curve and its three AUCs.

    Attributes
    ----------
    ci : {"delong", "bootstrap"} or None
        The AUC's confidence interval (of the average ordering, the AUC that scikit-learn
        and pROC report).
    ci_level : float
        Confidence level of every interval, the comparisons' included.
    bootstraps : int
        Resamples of the stratified bootstrap.
    seed : int or None
        Makes the bootstrap repeatable.
    pr : bool
        Precision–recall: average precision, the interpolated area, the baseline.
    best : {"youden", "closest", "cost"} or None
        The best threshold by that criterion.
    cost_ratio, prevalence : float or None
        For ``best="cost"``: the cost of a missed positive over that of a false alarm,
        and the share of positives to expect (the data's when None). Ignored by the
        other criteria.
    partial_auc : (float, float) or None
        The partial AUC over this range of ``partial_auc_focus``.
    partial_auc_focus : {"fpr", "tpr"}
    hull : bool
        The ROC convex hull.
    band : bool
        The confidence band of the curve (pROC's ``ci.se``): bootstrap intervals of the
        sensitivity at specificities ``0, band_step, ..., 1``, with ``ci_level``,
        ``bootstraps`` and ``seed``.
    band_step : float
        The spacing of the band's specificities.
    at_specificity, at_sensitivity : float or None
        The curve's coordinates at this specificity or sensitivity (pROC's ``coords``),
        with a bootstrap interval when ``ci`` is given.
    test : {"delong", "bootstrap"}
        How models are compared.
    alternative : {"two-sided", "less", "greater"}
        The comparisons' alternative.
    unpaired : bool
        Compare models as unpaired even where they score the same samples.
    group_table : bool
        List every group in the report however many there are (by default only up to
        :data:`core.app.pipeline.model_strata.GROUP_TABLE_UP_TO`).
    fold_average : {"vertical", "threshold"}
        How folds are averaged beyond vertical averaging (always reported):
        ``threshold`` adds threshold averaging.
    """

    ci: str | None = None
    ci_level: float = 0.95
    bootstraps: int = 2000
    seed: int | None = None
    pr: bool = False
    best: str | None = None
    cost_ratio: float | None = None
    prevalence: float | None = None
    partial_auc: tuple[float, float] | None = None
    partial_auc_focus: str = "fpr"
    hull: bool = False
    band: bool = False
    band_step: float = 0.1
    at_specificity: float | None = None
    at_sensitivity: float | None = None
    test: str = "delong"
    alternative: str = "two-sided"
    unpaired: bool = False
    group_table: bool = False
    fold_average: str = "vertical"


@dataclass(frozen=True)
class Request:
    """Everything one run asks for.

    Attributes
    ----------
    load : LoadRequest
    analysis : Analysis
    ties : {"average", "best", "worst"}
        The tie ordering shown (every report holds all three AUCs).
    threshold : float or None
        The operating point: ``score >= threshold`` is predicted positive.
    plot : {"roc", "pr", "det"}
        The plot a figure shows (the window's first plot).
    report : {"text", "json"} or None
        Print the report to standard output.
    exports : tuple of str
        Files to write, each by its suffix.
    size : (int, int) or None
        Pixel size of exported images.
    lang : {"en", "zh"} or None
        The language of the window and the text report (None: the system locale's).
    """

    load: LoadRequest = LoadRequest()
    analysis: Analysis = Analysis()
    ties: str = "average"
    threshold: float | None = None
    plot: str = "roc"
    report: str | None = None
    exports: tuple[str, ...] = ()
    size: tuple[int, int] | None = None
    lang: str | None = None

    @classmethod
    def from_options(cls, options, sources: tuple[ModelSource, ...] | None = None,
                     flags: bool = False) -> "Request":
        """The request of options by name (:data:`core.app.options.OPTIONS`), checked:
        the one place where the values of options and their combinations are judged,
        for the command line and for Python alike.

        Parameters
        ----------
        options : mapping or argparse.Namespace
            Values by option name; a name left out, or None, is an option not given.
            With ``sources`` None, ``files`` lists the command line's FILEs (``-``: the
            process's standard input).
        sources : tuple of ModelSource, optional
            The data sets (Python's, in memory or not).
        flags : bool
            Name options in messages as the command line does (``--ci-level 95``), not
            as Python does (``ci_level=95``).

        Raises
        ------
        InputError
            Its ``option`` names the option refused: a value it does not take, an
            option that goes only with another, or not with another. ``-`` given twice.
        """
        if not isinstance(options, Mapping):
            options = vars(options)
        if sources is None:
            sources = _sources_of(options.get("files") or ())
        given: dict[str, object] = {}  # the options given, as the request holds them
        raw: dict[str, object] = {}  # and as they were given, for messages
        for row in OPTIONS:
            value = options.get(row.name)
            if value is not None:
                try:
                    checked = check(row.name, value, flags)
                except ValueError as exc:
                    raise InputError(message_of(exc), option=row.name, value=value) from None
                if checked is not None and checked is not False:
                    given[row.name], raw[row.name] = checked, value
        if "classes" in given:  # implied, and refused as the option given: classes
            given["multiclass"] = True
        _check_together(given, raw, sources, flags)
        load = LoadRequest(sources=sources, fold_thresholds=given.get("fold_average") ==
                           "threshold", **_fields_of(LoadRequest, given))
        return cls(load=load, analysis=Analysis(**_fields_of(Analysis, given)),
                   **_fields_of(cls, given))


def _fields_of(cls, given: dict) -> dict:
    """The options of ``given`` that are fields of ``cls`` (``score`` is ``scores``,
    ``export`` is ``exports``), by field."""
    names = {f.name for f in fields(cls)}
    out = {_FIELDS.get(name, name): value for name, value in given.items()}
    return {name: tuple(v) if isinstance(v, list) else v for name, v in out.items()
            if name in names}


_FIELDS = {"score": "scores", "export": "exports"}


def _check_together(given: dict, raw: dict, sources, flags: bool) -> None:
    """Options that only make sense with another (or not with another), refused rather
    than silently ignored: the rules of :data:`core.app.options.OPTIONS`, and three
    that need more than two options."""
    def named(name, value=None):
        return spelled(name, value, flags)

    def refuse(name, message):
        raise InputError(message, option=name, value=given.get(name))

    for row_name in given:
        row = OPTION[row_name]
        name = row_name if row_name in raw else "classes"  # multiclass, implied
        if row.only_with is not None:
            other, wanted = row.only_with
            if not (other in given if wanted is None else given.get(other) == wanted):
                refuse(name, Phrase("{given} goes only with {other}", given=named(
                    name, raw[name]), other=named(other, wanted)))
        for other, values in row.not_with:
            if other in given and (values is None or given[other] in values):
                refuse(name, Phrase("{given} does not go with {other}", given=named(
                    name, raw[name]), other=named(other, raw[other])))
    if given.get("best") == "cost" and "cost_ratio" not in given:
        refuse("cost_ratio", Phrase(
            "{given} needs {needed}, the cost of a missed positive over the cost of a false"
            " alarm (e.g. {example})", given=named("best", "cost"), needed=named("cost_ratio"),
            example=named("cost_ratio", 5)))
    if "prevalence" in given and given.get("best") != "cost" and not any(
            name in given for name in ("threshold", "at_specificity", "at_sensitivity")):
        refuse("prevalence", Phrase(
            "{given} goes only with {cost}, {threshold}, {specificity} or {sensitivity}",
            given=named("prevalence", raw["prevalence"]), cost=named("best", "cost"),
            threshold=named("threshold"), specificity=named("at_specificity"),
            sensitivity=named("at_sensitivity")))
    bootstrapped = (given.get("ci") == "bootstrap" or given.get("test") == "bootstrap"
                    or given.get("band")
                    or ("ci" in given and any(name in given for name in (
                        "at_specificity", "at_sensitivity"))))
    for name in ("bootstraps", "seed"):
        # The default number of resamples changes nothing (Python's signatures show it).
        if name in given and not bootstrapped and given[name] != getattr(Analysis(), name):
            refuse(name, Phrase(
                "{given} goes only with a bootstrap: {ci}, {test}, {band}, or {with_ci} with"
                " {specificity} or {sensitivity}", given=named(name, raw[name]),
                ci=named("ci", "bootstrap"), test=named("test", "bootstrap"),
                band=named("band"), with_ci=named("ci"), specificity=named("at_specificity"),
                sensitivity=named("at_sensitivity")))
    if "sql" in given and sources:
        refuse("sql", Phrase("{given}: the query is the data; give no other data with it",
                             given=named("sql", raw["sql"])))
    if given.get("multiclass") and len(sources) > 1:
        name = "multiclass" if "multiclass" in raw else "classes"
        refuse(name, Phrase("{given}: one data set holds the scores of every class",
                            given=named(name, raw[name])))


def _sources_of(files) -> tuple[ModelSource, ...]:
    """The command line's FILEs; ``-`` is standard input, read once.

    Raises
    ------
    InputError
        ``-`` given more than once, or without a standard input to read.
    """
    files = list(files)
    if files.count("-") > 1:
        raise InputError(Phrase("'-' (standard input) is given more than once; it can be"
                                " read only once"))
    stdin = getattr(sys.stdin, "buffer", None)
    if "-" in files and stdin is None:
        raise InputError(Phrase("there is no standard input to read ('-')"))
    return tuple(ModelSource(stdin, Phrase("standard input")) if f == "-" else ModelSource(f)
                 for f in files)
