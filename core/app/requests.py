"""What the command line asks for, turned into data: shared by the headless report and
the headless export (the window's export goes through :mod:`gui.exporting`, which must
not depend on argument parsing, only on the parsed options)."""

from __future__ import annotations

import sys

from core.app.analysis import Analysis
from core.app.models import Choices, LoadedModel, load_models, source_of
from core.errors import InputError
from core.readers.dataset import LoadedData


def load_from_options(options) -> LoadedData:
    """The one model the options name: FILE (or the built-in example) and its score.

    Raises
    ------
    InputError
        The options name several models: this path (``--export``) shows one.
    SingleClassError
        A class is missing; the message names the file.
    """
    models = models_from_options(options)
    if len(models) > 1:
        raise InputError(f"--export writes one model's figure and data, but these options"
                         f" give {len(models)} models ("
                         + ", ".join(m.name for m in models) + "); use --report for"
                         " several, or give one FILE and one --score")
    return models[0].data


def models_from_options(options, stdin=None) -> tuple[LoadedModel, ...]:
    """Every model the options name: each FILE (``-`` is standard input; none: the
    built-in example) with each ``--score`` column, files read once each."""
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
