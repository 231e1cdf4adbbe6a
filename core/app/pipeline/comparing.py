"""DeLong's comparison of models, paired where they hold the same samples and unpaired
(pROC's D) otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from core.errors import InputError, RocscopeError
from core.phrases import Phrase, message_of

from .model import LoadedModel
from .pairing import ModelPair, pairing

if TYPE_CHECKING:
    from core.engine.compare import AucComparison
    from core.engine.delong import PairedDelong


@dataclass(frozen=True)
class ModelComparison:
    """DeLong's comparison of the two models of a :class:`ModelPair`."""

    pair: ModelPair
    result: "AucComparison"


def compare_models(models: Sequence[LoadedModel], pairs: Sequence[ModelPair] | None = None,
                   level: float = 0.95) -> tuple[ModelComparison, ...]:
    """DeLong's test of ``AUC_a - AUC_b`` for each pair (all pairs when ``pairs`` is None):
    paired where the models hold the same samples, unpaired (pROC's D) otherwise.

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

    pairs = pairing(models) if pairs is None else tuple(pairs)
    by_index = {(p.a, p.b): p for p in pairs}
    root = list(range(len(models)))
    for p in sorted(pairs, key=lambda p: (p.b, p.a)):
        if p.paired and root[p.b] == p.b:
            root[p.b] = root[p.a]
    groups: dict[int, tuple[list[int], PairedDelong]] = {}
    out = []
    for p in pairs:
        if p.paired:
            r = root[p.a]
            if r not in groups:
                members = [m for m in range(len(models)) if root[m] == r]
                groups[r] = members, _components(models, members, by_index)
            members, paired = groups[r]
            result = delong.compare_models(paired, members.index(p.a), members.index(p.b),
                                           level)
        else:
            result = delong.compare_unpaired(models[p.a].curve, models[p.b].curve, level)
        out.append(ModelComparison(p, result))
    return tuple(out)


def compare_each(models: Sequence[LoadedModel], pairs: Sequence[ModelPair] | None = None,
                 level: float = 0.95) -> list[ModelComparison | str]:
    """:func:`compare_models`, pair by pair where that raises: each pair's comparison,
    or the reason it is undefined (a class with one sample, say)."""
    pairs = pairing(models) if pairs is None else tuple(pairs)
    try:
        return list(compare_models(models, pairs, level))
    except RocscopeError:
        pass
    out: list[ModelComparison | str] = []
    for pair in pairs:
        try:
            out.append(compare_models(models, [pair], level)[0])
        except RocscopeError as exc:
            out.append(message_of(exc))
    return out


def _components(models, members: list[int], by_index) -> "PairedDelong":
    """DeLong's components of paired models, scores lined up with the first one's rows."""
    from core.engine.delong import delong_paired, delong_paired_counts

    first = models[members[0]].data
    scores = []
    for m in members:
        s = models[m].data.scores
        pair = by_index.get((members[0], m))
        if pair is not None and pair.b_rows is not None:
            s = s[pair.b_rows]
        scores.append(s)
    if first.weights is not None:
        return _weighted_components(models, members, scores, first)
    if first.labels is not None:
        return delong_paired(scores, first.labels)
    return delong_paired_counts(scores, first.positives, first.negatives)


def _weighted_components(models, members: list[int], scores, first) -> "PairedDelong":
    """Whole-number weights are repeated rows: DeLong's paired components of the rows
    as aggregated counts. Fractional weights count no samples and are refused."""
    from core.engine.delong import delong_paired_counts

    for m in members:
        models[m].curve.require_counts(Phrase("DeLong's comparison"))
        w = models[m].data.weights
        if w is None or len(w) != len(first.weights) or not np.array_equal(w, first.weights):
            raise InputError(Phrase(
                "models {a!r} and {b!r} are compared on the same rows, but their case weights"
                " differ: compare models of one weight column", a=models[members[0]].name,
                b=models[m].name), option="weight")
    counts = first.weights.astype(np.int64)
    return delong_paired_counts(scores, np.where(first.labels, counts, 0),
                                np.where(first.labels, 0, counts))
