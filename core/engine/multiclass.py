"""A classifier of K classes, judged one class against the rest and one class against
another.

The data are one score per (sample, class) — a probability of each class, or any
score where higher means more likely — and each sample's true class. rocscope does
not require a sample's scores to add up to 1.

- **One-vs-rest** (OvR): for class c, the binary problem "c or not", scored by c's
  column; one ROC curve per class. ``macro_ovr`` is the plain mean of the K AUCs,
  ``weighted_ovr`` weights each by its class's prevalence (its samples over all),
  and ``micro_ovr`` is the AUC of every (sample, class) cell as one binary problem:
  the cell is positive when the sample is of that class, scored by that class's score.
- **One-vs-one** (Hand & Till's M): for classes a and b, only their samples;
  ``A(a|b)`` is the AUC of a's column with a positive, ``A(b|a)`` that of b's column
  with b positive, and the pair's value is their mean. ``macro_ovo`` is the plain mean
  over the K(K-1)/2 pairs (M itself), ``weighted_ovo`` weights each pair by the share
  of samples in a or b.

Every AUC is the average-ordering AUC (ties count one half), every mean is computed
from exact fractions and rounded once. On probabilities these are scikit-learn's
``roc_auc_score(y, p, multi_class="ovr"/"ovo", average="macro"/"weighted")`` and, for
micro, ``roc_auc_score(label_binarize(y), p, average="micro")``.

>>> import numpy as np
>>> scores = np.array([[.6, .3, .1], [.5, .4, .1], [.2, .2, .6], [.4, .3, .3], [.3, .3, .4]])
>>> r = class_averages(scores, np.array([0, 1, 2, 1, 0]))
>>> r.macro_ovr, r.weighted_ovr, r.micro_ovr, r.macro_ovo, r.weighted_ovo
(0.8333333333333334, 0.8, 0.78, 0.875, 0.85)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import numpy as np

from core.engine.averaging import mean_of_fractions
from core.engine.build import roc_from_scores
from core.engine.curve import RocCurve
from core.engine.weighted import roc_from_weights, weight_array
from core.errors import InputError, SingleClassError
from core.phrases import Phrase


@dataclass(frozen=True, eq=False)
class ClassAverages:
    """The one-vs-rest curves of K classes and their averages.

    Attributes
    ----------
    k : int
    one_vs_rest : tuple of RocCurve
        Class c's curve (c positive, every other class negative), in class order.
    micro : RocCurve
        Every (sample, class) cell as one binary problem.
    ovr_exact : tuple of Fraction
        Each class's one-vs-rest AUC, exact.
    ovo_exact : ndarray of object, shape (K, K)
        ``A(a|b)`` at ``[a, b]``, exact (the diagonal is None).
    macro_ovr, weighted_ovr, micro_ovr, macro_ovo, weighted_ovo : float
        See the module's docstring. With case weights a class's prevalence is its weight
        sum, the micro problem's cells carry their sample's weight, and the one-vs-one
        values are None (``ovo_exact`` all None): as scikit-learn, which refuses
        ``sample_weight`` for one-vs-one.
    """

    k: int
    one_vs_rest: tuple[RocCurve, ...]
    micro: RocCurve
    ovr_exact: tuple[Fraction, ...]
    ovo_exact: np.ndarray
    macro_ovr: float
    weighted_ovr: float
    micro_ovr: float
    macro_ovo: float | None
    weighted_ovo: float | None

    @property
    def ovr_auc(self) -> tuple[float, ...]:
        """Each class's one-vs-rest AUC, correctly rounded."""
        return tuple(float(a) for a in self.ovr_exact)


def class_averages(scores, classes, weights=None) -> ClassAverages:
    """One-vs-rest and one-vs-one AUCs of K classes, and their averages.

    Parameters
    ----------
    scores : array_like, shape (n, K)
        Column c holds every sample's score for class c (``score >= t`` predicts c).
    classes : array_like of int, shape (n,)
        Each sample's true class, ``0 <= class < K``.
    weights : array_like of float, shape (n,), optional
        Case weights (``sample_weight``): one-vs-rest only.

    Raises
    ------
    InputError
        Fewer than 3 classes, or classes and scores that do not match.
    SingleClassError
        A class has no sample (its one-vs-rest problem has no positives).
    """
    s = np.asarray(scores)
    y = np.asarray(classes)
    if s.ndim != 2 or y.ndim != 1 or len(y) != len(s):
        raise InputError(Phrase("scores must be a table of one row per sample and one column"
                                " per class, with one class per sample"))
    n, k = s.shape
    if k < 3:
        raise InputError(Phrase("{k} classes: one-vs-rest and one-vs-one averages are for three"
                                " or more (two classes are one binary problem)", k=k))
    if y.dtype.kind not in "iu" or (n and (int(y.min()) < 0 or int(y.max()) >= k)):
        raise InputError(Phrase("classes must be numbered 0 to {last}", last=k - 1))
    # With case weights (scikit-learn's multi_class="ovr" with sample_weight): each
    # class's weighted curve, its prevalence its weight sum, the micro cells weighted by
    # their sample's weight; no one-vs-one.
    w = None if weights is None else weight_array(weights, n)
    support = np.bincount(y, weights=w, minlength=k)
    if (support == 0).any():
        missing = int(np.flatnonzero(support == 0)[0])
        raise SingleClassError(Phrase("class {missing} has no sample: its one-vs-rest AUC is"
                                      " undefined", missing=missing))

    def roc(scores, positive, weights):
        if w is None:
            return roc_from_scores(scores, positive)
        return roc_from_weights(scores, positive, weights)

    curves = tuple(roc(s[:, c], y == c, w) for c in range(k))
    ovr = tuple(c.auc_exact() for c in curves)
    onehot = y[:, None] == np.arange(k)[None, :]
    micro = roc(s.ravel(), onehot.ravel(), None if w is None else np.repeat(w, k))
    # Class sizes (or weight sums) as the exact numbers they are.
    weighted_ovr = (sum((Fraction(float(p)) * a for p, a in zip(support, ovr)), Fraction(0))
                    / Fraction(float(support.sum())))
    ovo = np.full((k, k), None, dtype=object)
    macro_ovo = weighted_ovo = None
    if w is None:
        pair_values, pair_weights = [], []
        for a, b in combinations(range(k), 2):
            rows = (y == a) | (y == b)
            ovo[a, b] = roc_from_scores(s[rows, a], y[rows] == a).auc_exact()
            ovo[b, a] = roc_from_scores(s[rows, b], y[rows] == b).auc_exact()
            pair_values.append((ovo[a, b] + ovo[b, a]) / 2)
            pair_weights.append(int(support[a] + support[b]))
        macro_ovo = float(mean_of_fractions(pair_values))
        weighted_ovo = float(sum((size * v for size, v in zip(pair_weights, pair_values)),
                                 Fraction(0)) / sum(pair_weights))
    return ClassAverages(
        k, curves, micro, ovr, ovo,
        macro_ovr=float(mean_of_fractions(list(ovr))),
        weighted_ovr=float(weighted_ovr),
        micro_ovr=micro.auc(),
        macro_ovo=macro_ovo,
        weighted_ovo=weighted_ovo)
