"""AUC per group (per user, per query) and how the groups' AUCs combine.

A group's AUC is its own rows' average-ordering AUC. A group holding one class has no
AUC: it is counted as excluded, never given 0.5. Over the groups that hold both classes:

- ``mean_auc`` is the plain mean of their AUCs;
- ``weighted_auc`` weights each by its samples ``n_g = m+_g + m-_g`` (impressions: for
  aggregated rows, clicks plus non-clicks): ``Σ n_g AUC_g / Σ n_g``, what click-log teams
  call GAUC (impression-weighted) and TorchRec's uAUC.

Both are computed from the groups' exact fractions and rounded once
(:mod:`core.engine.averaging`), so they do not depend on the order of the groups nor on
which engine counted the pairs. A group of one class changes neither. With fractional
case weights a group's AUC is already a float (its weight sums' quotient), ``n_g`` is its
weight sum, as scikit-learn's ``sample_weight`` would make it, and the means are
correctly rounded sums (``math.fsum``) of the floats, so they too do not depend on the
groups' order.

>>> from core.engine.stratum_counts import strata_blocks
>>> counts = strata_blocks([0, 0, 1, 1, 2], 3, [0.9, 0.1, 0.2, 0.8, 0.5],
...                        labels=[1, 0, 1, 0, 1]).counts()
>>> averages = group_averages(counts)
>>> averages.mean_auc, averages.weighted_auc, averages.one_class
(0.5, 0.5, 1)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from core.engine.averaging import mean_of_ratios
from core.engine.stratum_counts import StratumCounts


@dataclass(frozen=True)
class GroupAverages:
    """How the groups' AUCs combine.

    Attributes
    ----------
    n_groups : int
        Groups with at least one sample.
    n_used : int
        Groups holding both classes, whose AUCs are averaged.
    one_class : int
        Groups holding one class only (excluded: they have no AUC).
    mean_auc, weighted_auc : float or None
        The plain and the sample-weighted mean AUC of the groups used; None when no
        group holds both classes.
    """

    n_groups: int
    n_used: int
    one_class: int
    mean_auc: float | None
    weighted_auc: float | None


def group_averages(counts: StratumCounts) -> GroupAverages:
    """The plain and weighted mean AUC over the groups of ``counts`` that hold both
    classes (groups without samples are not counted at all)."""
    ok = counts.both_classes
    present = int((counts.n_samples > 0).sum())
    used = int(ok.sum())
    if used == 0:
        return GroupAverages(present, 0, present, None, None)
    if counts.weighted:
        auc, weight = counts.auc[ok], counts.n_samples[ok]
        mean = math.fsum(auc.tolist()) / used
        weighted = math.fsum((weight * auc).tolist()) / math.fsum(weight.tolist())
        return GroupAverages(present, used, present - used, mean, weighted)
    num, den = counts.auc_numerators[ok], counts.auc_denominators[ok]
    mean = mean_of_ratios(num, den)
    weighted = mean_of_ratios(num, den, counts.n_samples[ok])
    return GroupAverages(present, used, present - used, mean, weighted)
