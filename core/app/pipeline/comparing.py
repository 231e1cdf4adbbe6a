"""DeLong's comparison of models, paired where they hold the same samples and unpaired
(pROC's D) otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.errors import InputError, RocscopeError, WeightedCurveError
from core.phrases import Phrase, message_of

from .model import LoadedModel
from .pairing import ModelPair

if TYPE_CHECKING:
    from core.engine.compare import AucComparison
    from core.engine.delong import PairedDelong


@dataclass(frozen=True)
class ModelComparison:
    """DeLong's comparison of the two models of a :class:`ModelPair`."""

    pair: ModelPair
    result: "AucComparison"


def compare_models(models: Sequence[LoadedModel], pairs: Sequence[ModelPair],
                   level: float = 0.95, alternative: str = "two-sided", unpaired: bool = False,
                   test: str = "delong", bootstraps: int = 2000,
                   seed: int | None = None) -> tuple[ModelComparison, ...]:
    """DeLong's test of ``AUC_a - AUC_b`` for each pair (:func:`.pairing.pairing`):
    paired where the models hold the same samples, unpaired (pROC's D) otherwise, or
    always unpaired with ``unpaired``; ``test="bootstrap"`` is pROC's bootstrap test
    instead (``bootstraps`` replicates, ``seed`` for each pair alike). ``alternative`` is
    ``"two-sided"``, ``"less"`` or ``"greater"`` (AUC_a above AUC_b).

    Models holding the same samples form a group whose DeLong components are computed
    once, on scores lined up row by row (by id where rows are matched by id).

    Raises
    ------
    StatisticError
        A class with one sample, or two paired models whose AUCs differ with a
        standard error of 0 (models that rank every sample alike get z = 0, p = 1).
    """
    # scipy's distributions take half a second to import: only comparisons need them.
    from core.engine import compare as delong

    by_index = {(p.a, p.b): p for p in pairs}
    root = list(range(len(models)))
    for p in sorted(pairs, key=lambda p: (p.b, p.a)):
        if p.paired and root[p.b] == p.b:
            root[p.b] = root[p.a]
    groups: dict[int, tuple[list[int], PairedDelong]] = {}
    out = []
    for p in pairs:
        if test == "bootstrap":
            if p.paired and not unpaired:
                scores, first = _lined_up(models, [p.a, p.b], by_index)
                # Rows of fractional weights: one resample of the rows for both models.
                weights = (_weights_of(models, [p.a, p.b], first)
                           if _fractional(models, [p.a, p.b]) else None)
                classes = ((first.labels, None, None) if weights is not None else
                           _classes(models, [p.a, p.b], first))
                result = delong.bootstrap_paired(scores, 0, 1, *classes, level, alternative,
                                                 bootstraps, seed, weights)
            else:
                result = delong.bootstrap_unpaired(models[p.a].curve, models[p.b].curve,
                                                   level, alternative, bootstraps, seed)
        elif p.paired and not unpaired:
            r = root[p.a]
            if r not in groups:
                members = [m for m in range(len(models)) if root[m] == r]
                groups[r] = members, _components(models, members, by_index)
            members, paired = groups[r]
            result = delong.compare_models(paired, members.index(p.a), members.index(p.b),
                                           level, alternative)
        else:
            _refuse_delong(models, [p.a, p.b])
            result = delong.compare_unpaired(models[p.a].curve, models[p.b].curve, level,
                                             alternative)
        out.append(ModelComparison(p, result))
    return tuple(out)


def compare_each(models: Sequence[LoadedModel], pairs: Sequence[ModelPair],
                 level: float = 0.95, **options) -> list[ModelComparison | str]:
    """:func:`compare_models` (``options`` are its keywords), pair by pair where that
    raises: each pair's comparison, or the reason it is undefined (a class with one
    sample, say)."""
    try:
        return list(compare_models(models, pairs, level, **options))
    except RocscopeError:
        pass
    out: list[ModelComparison | str] = []
    for pair in pairs:
        try:
            out.append(compare_models(models, [pair], level, **options)[0])
        except RocscopeError as exc:
            out.append(message_of(exc))
    return out


def _lined_up(models, members: list[int], by_index):
    """The scores of paired models lined up with the first one's rows, and its data."""
    first = models[members[0]].data
    scores = []
    for m in members:
        s = models[m].data.scores
        pair = by_index.get((members[0], m))
        if pair is not None and pair.b_rows is not None:
            s = s[pair.b_rows]
        scores.append(s)
    return scores, first


def _components(models, members: list[int], by_index) -> "PairedDelong":
    """DeLong's components of paired models, scores lined up with the first one's rows."""
    from core.engine.delong import delong_paired, delong_paired_counts

    scores, first = _lined_up(models, members, by_index)
    labels, positives, negatives = _classes(models, members, first)
    if labels is not None:
        return delong_paired(scores, labels)
    return delong_paired_counts(scores, positives, negatives)


def _classes(models, members: list[int], first):
    """``(labels, positives, negatives)`` of paired models' rows: the first model's own,
    or for whole-number case weights the rows as aggregated counts (repeated rows);
    fractional weights count no samples and are refused, as are weights that differ."""
    if first.weights is None:
        return first.labels, first.positives, first.negatives
    _refuse_delong(models, members)
    counts = _weights_of(models, members, first).astype(np.int64)
    return None, np.where(first.labels, counts, 0), np.where(first.labels, 0, counts)


def _refuse_delong(models, members: list[int]) -> None:
    """DeLong's test treats m+ and m- as numbers of samples: refuse fractional weights,
    naming the test that takes them."""
    if _fractional(models, members):
        raise WeightedCurveError(Phrase(
            "DeLong's test counts samples, and fractional case weights count none (only"
            " whole-number weights are counted as repeated rows): use --test bootstrap, which"
            " resamples the rows carrying their weights"), what="DeLong's comparison")


def _fractional(models, members: list[int]) -> bool:
    """Whether any of the models has fractional case weights."""
    return any(models[m].curve.weighted for m in members)


def _weights_of(models, members: list[int], first) -> np.ndarray:
    """The case weights of paired models' rows, the same for all of them.

    Raises InputError when they differ."""
    for m in members:
        w = models[m].data.weights
        if w is None or first.weights is None or len(w) != len(first.weights) \
                or not np.array_equal(w, first.weights):
            raise InputError(Phrase(
                "models {a!r} and {b!r} are compared on the same rows, but their case weights"
                " differ: compare models of one weight column", a=models[members[0]].name,
                b=models[m].name), option="weight")
    return first.weights
