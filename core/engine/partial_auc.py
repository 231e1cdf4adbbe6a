"""The area under part of the ROC curve, and McClish's standardisation of it.

Conventions (those of pROC's ``auc(..., partial.auc, partial.auc.focus,
partial.auc.correct=TRUE)``, with the range given as rates rather than pROC's
specificities):

- The curve is the average-ordering curve (tie blocks drawn as diagonals), integrated as
  the piecewise-linear function through the vertices; where a range end falls inside a
  segment the curve is interpolated linearly there, as pROC does.
- ``focus="fpr"``: the area under the curve over FPR in ``[low, high]``. pROC's default
  specificity focus with ``partial.auc = c(1 - low, 1 - high)`` is the same area.
- ``focus="tpr"``: over TPR in ``[low, high]``, the area between the curve and the right
  edge FPR = 1, i.e. the integral of the specificity ``1 - FPR`` over the sensitivity
  (pROC's ``partial.auc.focus = "sensitivity"``).
- ``standardized = (1 + (A - min) / (max - min)) / 2`` (McClish 1989) with ``max`` the
  range's full area (``high - low``) and ``min`` the area the chance diagonal leaves in
  it: ``(high**2 - low**2) / 2`` for FPR, ``(high - low) - (high**2 - low**2) / 2`` for
  TPR (pROC's ``roc.utils.min.partial.auc``). Where the area is below the chance area
  McClish's value falls below 0.5 (and may go negative); pROC then returns NA with a
  warning unless ``allow.invalid.partial.auc.correct = TRUE``, while rocscope gives the
  formula's value, like that option, and sets ``below_chance``.
- Over the full range ``[0, 1]`` both foci give the AUC and ``standardized`` equals it.

Everything is computed in exact rational arithmetic (the range ends are the rationals
their float64 values store) and rounded once at the end. A curve of fractional case
weights (:attr:`RocCurve.weighted`) is integrated the same way in float64 over its rates,
as scikit-learn's ``roc_auc_score(..., max_fpr=..., sample_weight=...)`` integrates it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.curve import RocCurve
from core.engine.validate import shown
from core.errors import PartialRangeError, UnknownFocusError
from core.phrases import Phrase

FOCI = ("fpr", "tpr")


@dataclass(frozen=True)
class PartialAuc:
    """A partial AUC and its McClish-standardised value.

    Attributes
    ----------
    focus : str
        ``"fpr"`` or ``"tpr"``: which rate the range bounds.
    low, high : float
        The range, ``0 <= low < high <= 1``.
    area : float
        The area, at most ``high - low``.
    standardized : float
        ``(1 + (area - min) / (max - min)) / 2``: 0.5 for the chance diagonal, 1 for a
        perfect curve.
    below_chance : bool
        The area is less than the chance diagonal's in the range, where McClish's
        standardisation is not meant to be used (pROC answers NA there).
    """

    focus: str
    low: float
    high: float
    area: float
    standardized: float
    below_chance: bool = False


def partial_auc(curve: RocCurve, low: float, high: float, focus: str = "fpr") -> PartialAuc:
    """The area under the average-ordering curve over a range of FPR (or TPR).

    Parameters
    ----------
    curve : RocCurve
        Needs both classes.
    low, high : float
        The range of the focused rate, ``0 <= low < high <= 1`` (read as float64).
    focus : {"fpr", "tpr"}
        Case is ignored. See the module notes for what each measures.

    Returns
    -------
    PartialAuc

    Raises
    ------
    PartialRangeError
        If an end is not a number, lies outside [0, 1], or ``low >= high``.
    UnknownFocusError
        If ``focus`` is neither ``"fpr"`` nor ``"tpr"``.
    SingleClassError
        If one class is absent.

    Examples
    --------
    >>> import core
    >>> curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                              [1, 0, 1, 1, 0, 0, 1, 0])
    >>> part = partial_auc(curve, 0.0, 0.5)
    >>> part.area, part.standardized
    (0.21875, 0.625)
    >>> partial_auc(curve, 0, 1, "tpr").area == curve.auc()
    True
    """
    curve.require_complete(Phrase("the partial AUC"))
    name = focus.strip().lower() if isinstance(focus, str) else None
    if name not in FOCI:
        raise UnknownFocusError(Phrase(
            "unknown partial AUC focus {focus}: choose fpr or tpr", focus=shown(focus)),
            value=focus)
    lo, hi = _range_end(low, low, high), _range_end(high, low, high)
    if lo < 0 or hi > 1:
        raise PartialRangeError(Phrase(
            "the partial AUC range {low} to {high} goes outside [0, 1]",
            low=shown(low), high=shown(high)), value=(low, high))
    if lo >= hi:
        raise PartialRangeError(Phrase(
            "the partial AUC range {low} to {high} is empty: the low end must be below the"
            " high end", low=shown(low), high=shown(high)), value=(low, high))
    curve.require_both_classes()
    if curve.weighted:
        return _weighted(curve, name, float(lo), float(hi))
    m_pos, m_neg = curve.n_positive, curve.n_negative
    if name == "fpr":
        # x = FP / m-, height = TP / m+.
        xs, ys, x_scale, y_scale = curve.fp, curve.tp, m_neg, m_pos
    else:
        # x = TP / m+, height = 1 - FP / m- = (m- - FP) / m-.
        xs, ys, x_scale, y_scale = curve.tp, m_neg - curve.fp, m_pos, m_neg
    area = (_area_to(xs, ys, hi * x_scale) - _area_to(xs, ys, lo * x_scale)) \
        / (x_scale * y_scale)
    standardized, below_chance = mcclish(name, lo, hi, area)
    return PartialAuc(name, float(lo), float(hi), _to_float(area), _to_float(standardized),
                      below_chance=below_chance)


def mcclish(focus: str, lo, hi, area):
    """McClish's standardised area, and whether the area is below the chance
    diagonal's over the range: in the arithmetic of ``lo``, ``hi`` and ``area``
    (fractions, or floats for weight sums)."""
    chance = (hi * hi - lo * lo) / 2  # under the diagonal TPR = FPR
    if focus == "tpr":
        chance = (hi - lo) - chance
    return (1 + (area - chance) / ((hi - lo) - chance)) / 2, area < chance


def _weighted(curve: RocCurve, focus: str, lo: float, hi: float) -> PartialAuc:
    """:func:`partial_auc` of float weight sums: the same polyline and interpolation, in
    float64 over the rates (each a sum over the class's weight sum, 1 at the end)."""
    fpr, tpr = curve.rates()
    xs, ys = (fpr, tpr) if focus == "fpr" else (tpr, 1.0 - fpr)
    area = _float_area_to(xs, ys, hi) - _float_area_to(xs, ys, lo)
    standardized, below_chance = mcclish(focus, lo, hi, area)
    return PartialAuc(focus, lo, hi, float(area), float(standardized),
                      below_chance=bool(below_chance))


def _float_area_to(xs: np.ndarray, ys: np.ndarray, t: float) -> float:
    """``integral_0^t Y dX`` of the polyline through (xs, ys), xs non-decreasing from 0
    to 1, in float64 (:func:`_area_to` of floats)."""
    if t <= 0:
        return 0.0
    # The first vertex at or right of t: the one before it lies left of t (xs[0] = 0).
    k = min(int(np.searchsorted(xs, t, "left")), len(xs) - 1)
    twice = float(np.dot(np.diff(xs[:k]), ys[1:k] + ys[:k - 1]))
    x0, y0, x1, y1 = (float(v) for v in (xs[k - 1], ys[k - 1], xs[k], ys[k]))
    u = t - x0
    y_t = y0 + (y1 - y0) * u / (x1 - x0) if x1 > x0 else y1
    return twice / 2 + u * (y0 + y_t) / 2


def _area_to(xs: np.ndarray, ys: np.ndarray, t: Fraction) -> Fraction:
    """``integral_0^t Y dX`` of the polyline through the integer points (xs, ys), xs
    non-decreasing from 0, exactly."""
    if t <= 0:
        return Fraction(0)
    # The first vertex at or right of t; vertices sharing an x (a vertical piece) add
    # no area, so which of them is found does not matter.
    k = int(np.searchsorted(xs, math.ceil(t), "left"))
    dx = np.diff(xs[:k])
    bound = int(xs[-1]) * int(ys.max())
    # Trapezoids up to vertex k - 1, doubled to stay in integers.
    twice = exact.dot(dx, ys[1:k], bound) + exact.dot(dx, ys[:k - 1], bound)
    x0, y0 = int(xs[k - 1]), int(ys[k - 1])
    x1, y1 = int(xs[k]), int(ys[k])
    u = t - x0
    y_t = y0 + (y1 - y0) * u / (x1 - x0)
    return Fraction(twice, 2) + u * (y0 + y_t) / 2


def _range_end(value, low, high) -> Fraction:
    try:
        f = float(value)
    except (TypeError, ValueError):
        f = math.nan
    if isinstance(value, bool) or not math.isfinite(f):
        raise PartialRangeError(Phrase(
            "the partial AUC range needs two numbers, not {low} and {high}",
            low=shown(low), high=shown(high)), value=(low, high))
    return Fraction(f)


def _to_float(value: Fraction) -> float:
    # int / int is correctly rounded in Python, however large the integers. McClish's
    # value of a below-chance area over a range of a few subnormals can pass 1e308.
    try:
        return value.numerator / value.denominator
    except OverflowError:
        return math.inf if value > 0 else -math.inf
