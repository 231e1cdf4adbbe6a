"""Small immutable values that the engine hands out: enums, pair counts, AUCs,
operating points and drawable polylines."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np


class TieOrdering(enum.StrEnum):
    """How the samples inside a tie block (one score, both classes) are ordered.

    ``AVERAGE`` draws the block as a diagonal (what scikit-learn and pROC report),
    ``BEST`` ("l1") puts its positives first (up, then right), ``WORST`` ("l2") puts
    its negatives first (right, then up). The strings ``"average"``, ``"best"``,
    ``"worst"``, ``"l1"`` and ``"l2"`` are accepted wherever an ordering is expected.
    """

    AVERAGE = "average"
    BEST = "best"
    WORST = "worst"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            names = {m.value: m for m in cls} | {"l1": cls.BEST, "l2": cls.WORST, "avg": cls.AVERAGE}
            return names.get(value.strip().lower())
        return None


class SegmentType(enum.IntEnum):
    """What one threshold step adds, i.e. the kind of segment from vertex k-1 to k."""

    TRUE_POSITIVE = 0  #: only positives in the block: a vertical step (green)
    FALSE_POSITIVE = 1  #: only negatives in the block: a horizontal step (red)
    MIXED = 2  #: both classes tie on this score: a diagonal (blue)


@dataclass(frozen=True)
class PairCounts:
    """Exact counts over all ``m+ * m-`` (positive, negative) pairs (for a curve of
    fractional case weights, float sums of the pairs' weight products).

    Attributes
    ----------
    concordant : int
        Pairs whose positive scores strictly higher (C).
    tied : int
        Pairs with equal scores (T).
    discordant : int
        Pairs whose negative scores strictly higher (D).
    """

    concordant: int | float
    tied: int | float
    discordant: int | float

    @property
    def total(self) -> int | float:
        """``C + T + D``, which always equals ``m+ * m-``."""
        return self.concordant + self.tied + self.discordant


@dataclass(frozen=True)
class AucValues:
    """AUC under each tie ordering; ``average == (best + worst) / 2`` exactly.

    Each value is the correctly rounded float of an exact fraction of pair counts.
    """

    average: float
    best: float
    worst: float

    def __getitem__(self, ordering) -> float:
        return getattr(self, TieOrdering(ordering).value)


@dataclass(frozen=True)
class OperatingPoint:
    """The classifier ``score >= threshold`` evaluated on the data.

    ``threshold`` is the value asked for; ``vertex_threshold`` is the distinct score
    (or ``+inf``) whose vertex that threshold reaches: any threshold between two
    adjacent distinct scores predicts exactly like the higher one, so a threshold can
    never split a tie block. ``vertex`` indexes :attr:`RocCurve.thresholds`.
    Undefined ratios (precision with nothing predicted positive) are ``nan``.
    """

    threshold: float
    vertex_threshold: float
    vertex: int
    tp: int
    fp: int
    tn: int
    fn: int

    @property
    def n_positive(self) -> int:
        return self.tp + self.fn

    @property
    def n_negative(self) -> int:
        return self.fp + self.tn

    @property
    def tpr(self) -> float:
        """True positive rate, recall, sensitivity: ``TP / m+``."""
        return _ratio(self.tp, self.n_positive)

    recall = sensitivity = tpr

    @property
    def fpr(self) -> float:
        """False positive rate: ``FP / m-``."""
        return _ratio(self.fp, self.n_negative)

    @property
    def specificity(self) -> float:
        """True negative rate: ``TN / m-``."""
        return _ratio(self.tn, self.n_negative)

    @property
    def precision(self) -> float:
        """``TP / (TP + FP)``; ``nan`` when nothing is predicted positive."""
        return _ratio(self.tp, self.tp + self.fp)

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall: ``2TP / (2TP + FP + FN)``."""
        return _ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn)

    @property
    def accuracy(self) -> float:
        return _ratio(self.tp + self.tn, self.tp + self.fp + self.tn + self.fn)

    @property
    def youden_j(self) -> float:
        """Youden's J statistic: ``TPR - FPR`` (sensitivity + specificity - 1)."""
        return self.tpr - self.fpr


def _ratio(num: int, den: int) -> float:
    # Python's int / int is correctly rounded, so exact counts give exact-as-possible rates.
    return num / den if den else math.nan


@dataclass(frozen=True, eq=False)
class Polyline:
    """The curve as drawn for one tie ordering.

    ``x`` (FPR) and ``y`` (TPR) are the points in drawing order; ``segment[i]`` is the
    :class:`SegmentType` code of the piece from point ``i`` to ``i + 1``. Under the best
    and worst orderings each mixed block becomes two axis-parallel pieces, both still
    typed ``MIXED`` so a tie block keeps its colour. ``vertex_point[k]`` is the index of
    curve vertex ``k`` in ``x``/``y``.
    """

    ordering: TieOrdering
    x: np.ndarray
    y: np.ndarray
    segment: np.ndarray
    vertex_point: np.ndarray

    def __len__(self) -> int:
        return len(self.x)


@dataclass(frozen=True)
class FormulaResult:
    """One of the five ways to compute AUC (docs/mathematics.md), with its exact value.

    ``exact`` is the rational value computed in integer arithmetic following the
    formula's own terms; ``value`` is that fraction correctly rounded to a float, so all
    five formulas agree to the last bit.
    """

    key: str
    name: str
    expression: str
    exact: Fraction

    @property
    def value(self) -> float:
        return self.exact.numerator / self.exact.denominator


def read_only(*arrays):
    """Make the arrays of a frozen result read-only (``None`` entries are skipped);
    returns the first, so that one array can be frozen inside an expression."""
    for a in arrays:
        if a is not None:
            a.flags.writeable = False
    return arrays[0]
