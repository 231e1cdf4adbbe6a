"""A model's samples split by a column: one AUC per group (``--group``), one curve per
cross-validation fold (``--fold``), and how they combine.

:func:`strata_of` splits a model loaded in memory (its rows are at hand, so each
group's or fold's whole curve can be drawn), or asks DuckDB or Spark for the same exact
counts of a log bigger than memory. Either way a
:class:`Stratification` holds each stratum's exact pair counts, and the summaries the
report and the window show are computed from it here, once per model
(:func:`group_summary`, :func:`fold_summary`), so every client shows the same numbers.

>>> from core.app.request import LoadRequest, ModelSource
>>> from core.app.pipeline import load_models
>>> data = b"user,score,y\\na,0.9,1\\na,0.2,0\\nb,0.4,1\\nb,0.6,0\\nc,0.5,1\\n"
>>> model, = load_models(LoadRequest(sources=(ModelSource(data, "log.csv"),),
...                                  scores=("score",), group="user"))
>>> summary = group_summary(model)
>>> summary.averages.mean_auc, summary.averages.one_class, summary.strata.texts
(0.5, 1, ('a', 'b', 'c'))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.app.pipeline import answers
from core.engine.curve import RocCurve
from core.engine.folds import (
    GRID_STEPS,
    ThresholdAverage,
    VerticalAverage,
    crossings_of,
    fold_mean_sd,
    sample_thresholds,
    threshold_average,
    threshold_average_of_counts,
    vertical_average,
)
from core.engine.groups import GroupAverages, group_averages
from core.engine.stratification import Stratification
from core.engine.stratum_counts import strata_blocks
from core.errors import InputError, MissingValueError, ThinnedCurveError
from core.phrases import Phrase
from core.readers.dataset import Dataset, LoadedData
from core.readers.guessing import resolve_column
from core.readers.stratum_column import encode_strata, missing_strata

if TYPE_CHECKING:
    from .class_set import ClassSet

#: Up to this many groups the report lists every group (more with ``group_table``).
GROUP_TABLE_UP_TO = 10_000

#: More folds than this is a column of groups (each fold's curve is kept and drawn).
MAX_FOLDS = 1_000


@dataclass(frozen=True, eq=False)
class ModelStrata:
    """The strata of one model: by group, by fold, or both (None when not asked); or,
    for a one-vs-rest model of K classes, the classes it is one of.

    Attributes
    ----------
    groups, folds : Stratification or None
    notes : tuple of str
        What was decided (rows without a group or fold left out).
    classes : ClassSet or None
        The K classes (:mod:`core.app.pipeline.class_set`), shared by their K models.
    class_index : int or None
        This model's class among them.
    """

    groups: Stratification | None = None
    folds: Stratification | None = None
    notes: tuple[str, ...] = ()
    classes: ClassSet | None = None
    class_index: int | None = None


def strata_columns(request) -> list[tuple[str, str]]:
    """``[(role, column), ...]`` a :class:`core.app.request.LoadRequest` asks for."""
    return [(role, column) for role, column in (("group", request.group), ("fold", request.fold))
            if column is not None]


def check_missing(dataset: Dataset, request) -> list[str]:
    """The strata columns of ``request`` resolved in ``dataset``; a missing value in
    one is refused unless the request drops such rows (then the caller passes the
    columns to :func:`core.readers.loading.prepare` as required).

    Raises
    ------
    MissingValueError
        A row has no group (or fold), and missing values are not to be dropped; the
        message names the first and says how many.
    """
    names = []
    for role, given in strata_columns(request):
        names.append(name := resolve_column(dataset, given, role))
        if not request.drop_missing:
            refuse_missing(dataset, name, _missing, role)
    return names


def refuse_missing(dataset: Dataset, column: str, message, *words) -> None:
    """Raise :class:`MissingValueError` at the first row of ``column`` without a value
    (a null, a NaN, an empty text), worded by ``message(place, column, count, *words)``
    (``count``: how many rows have none)."""
    count, first = missing_strata(dataset.values(column))
    if count:
        place = dataset.where(first, column)
        raise MissingValueError(message(place.text, column, count, *words),
                                path=dataset.source, line=place.line, column=column)


def _missing(place, column: str, count: int, role: str) -> Phrase:
    """The message on a row without a group (or fold), saying how many have none."""
    if role == "group" and count == 1:
        return Phrase('{place}, column "{column}": missing value (1 row has no group)',
                      place=place, column=column)
    if role == "group":
        return Phrase('{place}, column "{column}": missing value ({n:,} rows have no group)',
                      place=place, column=column, n=count)
    if count == 1:
        return Phrase('{place}, column "{column}": missing value (1 row has no fold)',
                      place=place, column=column)
    return Phrase('{place}, column "{column}": missing value ({n:,} rows have no fold)',
                  place=place, column=column, n=count)


def strata_of(data: LoadedData, request, source=None) -> ModelStrata | None:
    """Split a model by the request's group and fold columns: from its rows when they
    are in memory, else by asking the engine that computed it (data without rows, from
    :func:`core.scale.open_large` on ``source``) for the same exact counts over the
    same rows."""
    asked = strata_columns(request)
    if not asked:
        return None
    count = _of_rows(data) if data.has_rows else _of_engine(source, request, data, asked)
    out: dict[str, Stratification] = {}
    notes = []
    for role, given in asked:
        counted = out[role] = count(role, given)
        if role == "fold" and len(counted.texts) > MAX_FOLDS:
            raise InputError(Phrase("column {column!r} holds {n:,} values: more than {most:,}"
                                    " folds is a column of groups (each fold's curve is kept)",
                                    column=counted.column, n=len(counted.texts), most=MAX_FOLDS),
                             option="fold", column=counted.column)
        if counted.dropped_rows and role == "group":
            notes.append(Phrase("left out {n:,} rows without a group ({column!r}), as asked",
                                n=counted.dropped_rows, column=counted.column))
        elif counted.dropped_rows:
            notes.append(Phrase("left out {n:,} rows without a fold ({column!r}), as asked",
                                n=counted.dropped_rows, column=counted.column))
    return ModelStrata(out.get("group"), out.get("fold"), tuple(notes))


def _of_rows(data: LoadedData):
    """Each stratum of a column counted from the rows in memory."""
    rows, scores = data.kept, data.scores
    positives, negatives, labels = data.positives, data.negatives, data.labels
    weights = holds = None
    if data.weights is not None and data.curve().weighted:
        # Fractional weights: each block holds float weight sums (a group's weight in
        # the weighted GAUC is its weight sum); rows of weight 0 hold no sample.
        weights = data.weights
        holds = weights > 0
    elif data.weights is not None:
        # Whole-number weights are aggregated rows: exact counts, as --counts gives.
        counts = data.weights.astype(np.int64)
        positives = np.where(labels, counts, 0)
        negatives = np.where(labels, 0, counts)
        labels = None
    if positives is not None:
        # Aggregated rows whose counts are both 0 hold no sample: a group of them alone
        # is no group (as an engine, which never sees them, counts it).
        holds = (positives + negatives) > 0
    if holds is not None and not holds.all():
        rows = holds if rows is None else _within(rows, holds)
        scores, labels, positives, negatives, weights = (
            None if a is None else a[holds]
            for a in (scores, labels, positives, negatives, weights))

    def count(role: str, given: str) -> Stratification:
        name = resolve_column(data.dataset, given, role)
        encoded = encode_strata(data.dataset.values(name), rows,
                                by="value" if role == "fold" else "text")
        blocks = strata_blocks(encoded.codes, len(encoded.texts), scores, labels=labels,
                               positives=positives, negatives=negatives, weights=weights)
        return Stratification(name, role, encoded.texts, encoded.numeric, blocks.counts(),
                              blocks)

    return count


def _within(kept: np.ndarray, holds: np.ndarray) -> np.ndarray:
    """The dataset's rows that are kept and, among the kept, hold a sample."""
    out = kept.copy()
    out[np.flatnonzero(kept)] = holds
    return out


def _of_engine(source, request, large: LoadedData, asked):
    """Each stratum of a column counted by the engine that computed ``large``."""
    # Whole-number weights are aggregated rows, which the stratum queries count exactly;
    # fractional ones come back as every (stratum, score) block's exact weight sums,
    # from which the memory engine's code computes the rest.
    fractional = request.weight is not None and large.curve().weighted
    from core.scale.open import WHOLE_UP_TO
    from core.scale.stratum_queries import strata_large

    present = [c for _, c in asked] if request.drop_missing else []

    def count(role: str, given: str) -> Stratification:
        ranks: Sequence[int] = ()
        if role == "fold" and request.fold_thresholds and not fractional:
            k = large.curve().distinct_scores
            ranks = sorted({-((-j * k) // GRID_STEPS) for j in range(GRID_STEPS + 1)})
        return strata_large(source, request, large.selection, column=given, role=role,
                            steps=GRID_STEPS if role == "fold" else None,
                            threshold_ranks=ranks, present=present,
                            blocks_up_to=WHOLE_UP_TO if fractional else None)

    return count


# ---- what the report and the window show --------------------------------------------


@dataclass(frozen=True, eq=False)
class StrataSummary:
    """What a summary of groups or folds starts from: the strata it summarises.

    Attributes
    ----------
    strata : Stratification
        The groups or folds: their values (``strata.texts``), counts and, in memory,
        curves.
    """

    strata: Stratification

    @property
    def column(self) -> str:
        return self.strata.column

    @property
    def auc(self) -> np.ndarray:
        """Each stratum's AUC (NaN for one of one class), in listing order."""
        return self.strata.counts.auc


@dataclass(frozen=True, eq=False)
class GroupSummary(StrataSummary):
    """AUC per group and how the groups combine (docs/mathematics.md): ``strata``, and

    Attributes
    ----------
    averages : GroupAverages
        ``n_groups``, ``n_used``, ``one_class``, ``mean_auc``, ``weighted_auc``.
    auc_all : float
        All rows as one model (the model's own average AUC).
    """

    averages: GroupAverages
    auc_all: float


def group_summary(model) -> GroupSummary | None:
    """The groups of a model loaded with a group column, or None without one."""
    strata = getattr(model.strata, "groups", None)  # no strata: None
    if strata is None:
        return None
    return answers.computed(model.curve, ("groups", strata), lambda: GroupSummary(
        strata, group_averages(strata.counts), model.curve.auc()))


@dataclass(frozen=True, eq=False)
class FoldSummary(StrataSummary):
    """One curve per fold and how the folds combine (docs/mathematics.md): ``strata``,
    and

    Attributes
    ----------
    used : ndarray of bool
        Folds holding both classes: the others have no AUC and are left out of the
        averages.
    mean_auc : float or None
        The mean of the folds' AUCs (None when no fold holds both classes).
    sd_auc : float or None
        Their sample standard deviation (``ddof = 1``); None with fewer than two.
    pooled_auc : float
        Every fold's rows as one model.
    vertical : VerticalAverage or None
        Vertical averaging of the folds used on the FPR grid 0, 0.01, ..., 1; its
        ``tpr`` holds the folds used, in order.
    threshold : ThresholdAverage or None
        Threshold averaging, when asked for.
    """

    used: np.ndarray
    mean_auc: float | None
    sd_auc: float | None
    pooled_auc: float
    vertical: VerticalAverage | None
    threshold: ThresholdAverage | None

    def curves(self) -> tuple[RocCurve | None, ...]:
        """Each fold's whole curve (None for a fold of one class); raises
        :class:`ThinnedCurveError` for folds an engine counted."""
        return tuple(self.strata.curve(i) if ok else None
                     for i, ok in enumerate(self.used.tolist()))


def fold_summary(model, averaging: str = "vertical") -> FoldSummary | None:
    """The folds of a model loaded with a fold column, or None without one.

    ``averaging`` is ``"vertical"`` or ``"threshold"`` (then ``threshold`` is computed
    too; vertical averaging always is).
    """
    strata = getattr(model.strata, "folds", None)  # no strata: None
    if strata is None:
        return None
    return answers.computed(model.curve, ("folds", strata, averaging),
                            lambda: _fold_summary(model, strata, averaging))


def _fold_summary(model, strata: Stratification, averaging: str) -> FoldSummary:
    counts = strata.counts
    used = counts.both_classes.copy()
    used.flags.writeable = False
    indices = np.flatnonzero(used).tolist()
    aucs = [counts.auc_exact(i) for i in indices]
    mean, sd = fold_mean_sd(aucs)
    vertical = threshold = None
    if indices:
        if strata.blocks is not None:
            crossings = [crossings_of(strata.curve(i), GRID_STEPS) for i in indices]
        else:
            crossings = [strata.crossings[i] for i in indices]
        vertical = vertical_average(crossings)
        if averaging == "threshold":
            threshold = _threshold(model, strata, indices)
    return FoldSummary(strata, used, None if math.isnan(mean) else mean, sd,
                       model.curve.auc(), vertical, threshold)


def _threshold(model, strata: Stratification, indices: list[int]) -> ThresholdAverage:
    if strata.blocks is not None:
        thresholds = sample_thresholds(model.curve, GRID_STEPS)
        return threshold_average([strata.curve(i) for i in indices], thresholds)
    if strata.threshold_counts is None:
        raise ThinnedCurveError(Phrase(
            "threshold averaging of folds counted by an engine is computed when the data"
            " are loaded; load them again asking for it"), what="threshold averaging")
    thresholds, tp, fp = strata.threshold_counts
    c = strata.counts
    return threshold_average_of_counts(thresholds, tp[indices], fp[indices],
                                       c.n_positive[indices], c.n_negative[indices])
