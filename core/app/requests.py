"""What the command line asks for, turned into data: shared by the headless report and
the headless export (the window's export goes through :mod:`gui.figures.exporting`, which must
not depend on argument parsing, only on the parsed options)."""

from __future__ import annotations

import sys

from core.app.analysis import Analysis
from core.app.models import Choices, LoadedModel, load_models, source_of
from core.errors import InputError


def models_from_options(options, stdin=None) -> tuple[LoadedModel, ...]:
    """Every model the options name: each FILE (``-`` is standard input; none: the
    built-in example) with each ``--score`` column, files read once each; or, computed
    out of memory (``--engine duckdb|spark``, ``--sql``, or ``--engine auto`` on data
    too big for memory), each FILE's or the query's curve from the engine."""
    if uses_engine(options):
        return _engine_models(options)
    files = _files(options) or [None]
    if stdin is None:
        stdin = getattr(sys.stdin, "buffer", None)
    if files.count("-") > 1:
        raise InputError("'-' (standard input) is given more than once; it can be read"
                         " only once")
    sources = [source_of(file, stdin) for file in files]
    counts = tuple(options.counts) if getattr(options, "counts", None) else None
    choices = Choices(label=options.label, positive=options.positive, counts=counts,
                      drop_missing=bool(getattr(options, "drop_missing", False)),
                      id=getattr(options, "id", None))
    return load_models(sources, _scores(options), choices)


def analysis_from_options(options) -> Analysis:
    """The :class:`Analysis` the options ask for."""
    return Analysis(
        ties=options.ties,
        threshold=options.threshold,
        ci=getattr(options, "ci", None),
        ci_level=getattr(options, "ci_level", 0.95),
        bootstraps=getattr(options, "bootstraps", 2000),
        seed=getattr(options, "seed", None),
        pr=bool(getattr(options, "pr", False)),
        best=getattr(options, "best", None),
        cost_ratio=getattr(options, "cost_ratio", None),
        prevalence=getattr(options, "prevalence", None),
        partial_auc=(tuple(options.partial_auc) if getattr(options, "partial_auc", None)
                     else None),
        partial_auc_focus=getattr(options, "partial_auc_focus", None) or "fpr",
        hull=bool(getattr(options, "hull", False)),
    )


def _files(options) -> list[str]:
    files = getattr(options, "files", None)
    if files is None:
        file = getattr(options, "file", None)
        files = [] if file is None else [file]
    return list(files)


def _scores(options) -> list[str]:
    scores = getattr(options, "scores", None)
    if scores is None:
        score = getattr(options, "score", None)
        scores = [] if score is None else [score]
    return list(scores)


def uses_engine(options) -> bool:
    """Whether the options ask for (or, with ``--engine auto``, call for) DuckDB or
    Spark rather than reading the rows into memory."""
    engine = getattr(options, "engine", None) or "memory"
    if getattr(options, "sql", None) or engine in ("duckdb", "spark"):
        return True
    files = [f for f in _files(options) if f not in (None, "-")]
    if engine != "auto" or not files:
        return False
    from core.scale import should_use_engine  # duckdb loads only when there is a file

    return any(should_use_engine(f) for f in files)


def _engine_models(options) -> tuple[LoadedModel, ...]:
    from core.scale import open_large

    engine = getattr(options, "engine", None) or "auto"
    if engine in ("auto", "memory"):
        engine = "duckdb"
    sql = getattr(options, "sql", None)
    files = [None] if sql else _files(options)
    if not files:
        raise InputError("an engine computes a FILE, a directory or glob of files, or a"
                         " query: give one", option="engine")
    if "-" in files:
        raise InputError("standard input ('-') cannot go to an engine: give a file",
                         option="engine")
    scores = _scores(options) or [None]
    counts = tuple(options.counts) if getattr(options, "counts", None) else None
    threshold = getattr(options, "threshold", None)
    models = []
    for file in files:
        for score in scores:
            large = open_large(
                file, engine=engine, sql=sql, score=score, label=options.label,
                positive=options.positive, counts=counts,
                memory_limit=getattr(options, "memory_limit", None),
                thresholds=() if threshold is None else (threshold,),
                drop_missing=bool(getattr(options, "drop_missing", False)))
            models.append(LoadedModel(large.selection.score, large.data, large.curve))
    names = [m.name for m in models]
    if len(set(names)) < len(names):  # the same column of several sources
        models = [LoadedModel(f"{m.data.dataset.short_name}:{m.name}", m.data, m.curve)
                  for m in models]
    return tuple(models)
