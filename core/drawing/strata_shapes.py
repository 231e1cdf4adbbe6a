"""What the window draws of a model's groups and folds: the spread of the groups' AUCs
as a histogram, and the folds' averaged curve with its band.

The numbers come from :mod:`core.engine.groups` and :mod:`core.engine.folds`; here they
only become shapes to draw.

>>> import numpy as np
>>> h = auc_histogram(np.array([0.5, 0.75, 1.0, np.nan]), bins=4)
>>> h.heights.tolist(), h.left_out
([0.0, 0.0, 1.0, 2.0], 1)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine.folds import ThresholdAverage, VerticalAverage

#: Bars of the groups' AUC histogram: twentieths of [0, 1].
AUC_BINS = 20


@dataclass(frozen=True, eq=False)
class AucHistogram:
    """The groups' AUCs counted in equal bins of [0, 1].

    Attributes
    ----------
    edges : ndarray, shape (bins + 1,)
        The bins' edges, 0 to 1; a bin holds ``edges[i] <= auc < edges[i + 1]``, the
        last also ``auc = 1``.
    heights : ndarray, shape (bins,)
        Groups in each bin, or, weighted, the rows (impressions) of those groups.
    weighted : bool
    left_out : int
        Groups without an AUC (one class only), in no bin.
    """

    edges: np.ndarray
    heights: np.ndarray
    weighted: bool
    left_out: int


def auc_histogram(auc: np.ndarray, weights: np.ndarray | None = None,
                  bins: int = AUC_BINS) -> AucHistogram:
    """Count the AUCs ``auc`` (NaN for a group of one class) in ``bins`` bins of [0, 1],
    each group counting once or, with ``weights``, its weight (its rows)."""
    auc = np.asarray(auc, dtype=float)
    has = ~np.isnan(auc)
    edges = np.linspace(0.0, 1.0, bins + 1)
    w = None if weights is None else np.asarray(weights, dtype=float)[has]
    heights, _ = np.histogram(auc[has], bins=edges, weights=w)
    return AucHistogram(edges, heights.astype(float), weights is not None,
                        int(len(auc) - has.sum()))


@dataclass(frozen=True, eq=False)
class FoldBand:
    """The folds' mean curve and the band one standard deviation either side of it.

    Attributes
    ----------
    x, mean : ndarray
        The mean path's points (FPR, TPR).
    lower, upper : ndarray
        The band's edges at each ``x``: the mean TPR minus and plus one SD of the folds'
        TPRs, kept within [0, 1]; equal to ``mean`` with a single fold.
    """

    x: np.ndarray
    mean: np.ndarray
    lower: np.ndarray
    upper: np.ndarray


def fold_band(average: VerticalAverage | ThresholdAverage) -> FoldBand:
    """The mean path and ±1 SD band of vertical (TPR at each FPR of the grid) or
    threshold averaging (mean FPR and TPR at each sampled threshold)."""
    if isinstance(average, VerticalAverage):
        lower, upper = average.band()
        return FoldBand(average.fpr, average.tpr_mean, lower, upper)
    mean, sd = average.tpr_mean, average.tpr_sd
    if sd is None:
        sd = np.zeros_like(mean)
    return FoldBand(average.fpr_mean, mean, np.clip(mean - sd, 0.0, 1.0),
                    np.clip(mean + sd, 0.0, 1.0))
