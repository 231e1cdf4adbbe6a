"""The vertex that best trades misses against false alarms, by three criteria.

Conventions
-----------
A sample is predicted positive iff ``score >= t``; only the curve's vertices are
candidates (a threshold cannot split a tie block), vertex 0 (``t = +inf``, nothing
predicted positive) and the last vertex (everything positive) included. On a tie in the
criterion the highest threshold (the lowest vertex index) wins, decided exactly: every
criterion is a rational function of the counts and of the settings (a float setting is
the rational number it stores), so equal values are equal fractions, not floats that
happen to round alike.

Criteria (docs/mathematics.md):

- ``youden``: maximise Youden's J = TPR - FPR;
- ``closest``: minimise the squared distance to the corner (0, 1),
  ``(1 - TPR)**2 + FPR**2``;
- ``cost``: minimise the expected cost per sample ``R π (1 - TPR) + (1 - π) FPR`` in
  units of a false alarm's cost, where ``R`` = cost of a missed positive / cost of a
  false alarm and ``π`` the prevalence (default ``m+ / n``). Its iso-performance lines
  have slope ``(1 - π) / (R π)`` in ROC space.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine.curve import RocCurve
from core.engine.validate import shown
from core.errors import CostRatioError, PrevalenceError, UnknownMethodError
from core.phrases import Phrase

METHODS = ("youden", "closest", "cost")

_EPS = float(np.finfo(np.float64).eps)


@dataclass(frozen=True)
class BestThreshold:
    """The vertex a criterion chooses.

    Attributes
    ----------
    method : str
        ``"youden"``, ``"closest"`` or ``"cost"``.
    threshold : float
        The vertex's distinct score (``+inf`` for vertex 0): predict positive iff
        ``score >= threshold``.
    midpoint : float
        The same vertex as R's pROC names it: halfway between ``threshold`` and the next
        lower distinct score, since any value in between splits the samples alike
        (:func:`midpoint`). ``+inf`` at vertex 0; ``-inf`` at the last vertex, where
        there is no lower score and everything is predicted positive.
    vertex : int
        Index into :attr:`RocCurve.thresholds`.
    tp, fp, tn, fn : int
        Confusion counts there.
    tpr, fpr : float
    value : float
        The criterion there: J, the squared distance to (0, 1), or the expected cost
        (correctly rounded from its exact value).
    cost_ratio, prevalence : float or None
        The settings used (cost only; ``prevalence`` is ``m+ / n`` when not given).
    iso_slope : float or None
        Cost only: the slope ``(1 - π) / (R π)`` of the iso-cost lines in ROC space.
    """

    method: str
    threshold: float
    midpoint: float
    vertex: int
    tp: int
    fp: int
    tn: int
    fn: int
    tpr: float
    fpr: float
    value: float
    cost_ratio: float | None = None
    prevalence: float | None = None
    iso_slope: float | None = None


def best_threshold(curve: RocCurve, method: str = "youden", cost_ratio=None,
                   prevalence=None) -> BestThreshold:
    """Choose the operating threshold by Youden's J, the distance to (0, 1), or cost.

    Parameters
    ----------
    curve : RocCurve
        Needs both classes.
    method : {"youden", "closest", "cost"}
        Case is ignored.
    cost_ratio : float, optional
        Cost only, and required there: cost of a missed positive / cost of a false
        alarm, a finite number above 0.
    prevalence : float, optional
        Cost only: the share of positives expected where the classifier will be used,
        strictly between 0 and 1. Defaults to ``m+ / n``.

    Returns
    -------
    BestThreshold

    Raises
    ------
    UnknownMethodError, CostRatioError, PrevalenceError
        For a setting out of range, missing, or given to a criterion that has no use
        for it.
    SingleClassError
        If one class is absent.

    Notes
    -----
    O(K): the criterion is evaluated in float64 for every vertex, and only the vertices
    within a proven rounding margin of the best are compared again in exact integers.

    Examples
    --------
    >>> import core
    >>> curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                              [1, 0, 1, 1, 0, 0, 1, 0])
    >>> best = best_threshold(curve, "youden")  # J = 1/4 at 0.77, 0.58 and 0.47
    >>> best.threshold, best.tp, best.fp, best.value
    (0.77, 1, 0, 0.25)
    >>> best_threshold(curve, "closest").threshold
    0.58
    """
    curve.require_complete(Phrase("the best threshold"))
    name = method.strip().lower() if isinstance(method, str) else None
    if name not in METHODS:
        raise UnknownMethodError(Phrase(
            "unknown best-threshold criterion {criterion}: choose youden, closest or cost",
            criterion=shown(method)), value=method)
    if name != "cost":
        if cost_ratio is not None:
            raise CostRatioError(Phrase(
                "a cost ratio ({ratio}) applies to the cost criterion only, not to {criterion}",
                ratio=shown(cost_ratio), criterion=name), value=cost_ratio)
        if prevalence is not None:
            raise PrevalenceError(Phrase(
                "a prevalence ({prevalence}) applies to the cost criterion only, not to"
                " {criterion}", prevalence=shown(prevalence), criterion=name), value=prevalence)
    curve.require_both_classes()
    m_pos, m_neg = curve.n_positive, curve.n_negative
    # Float estimates first. Rates are within 1.5 eps of the truth (counts beyond 2**53
    # round once on conversion), so -J is within 3.5 eps and the squared distance within
    # 9 eps; the margins below are more than twice that.
    # The rates as curve.fpr and curve.tpr have them, without keeping them on the curve.
    fpr, tpr = curve.rates()
    if name == "youden":
        approx = fpr - tpr  # minimise -J
        bound = np.min(approx) + 16 * _EPS
        k, num = _exact_best(curve, approx, bound, lambda tp, fp: fp * m_pos - tp * m_neg)
        return _result(curve, name, k, Fraction(-num) / Fraction(m_pos * m_neg))
    if name == "closest":
        fnr = (m_pos - curve.tp) / m_pos
        approx = fnr * fnr + fpr * fpr
        bound = np.min(approx) + 64 * _EPS
        k, num = _exact_best(
            curve, approx, bound, lambda tp, fp: ((m_pos - tp) * m_neg) ** 2 + (fp * m_pos) ** 2)
        return _result(curve, name, k, Fraction(num) / Fraction((m_pos * m_neg) ** 2))
    return _best_cost(curve, cost_ratio, prevalence, fpr)


def _best_cost(curve: RocCurve, cost_ratio, prevalence, fpr) -> BestThreshold:
    m_pos: int | Fraction = curve.n_positive
    m_neg: int | Fraction = curve.n_negative
    if curve.weighted:  # sums of weights, as the exact rationals the floats are
        m_pos, m_neg = Fraction(m_pos), Fraction(m_neg)
    if cost_ratio is None:
        raise CostRatioError(Phrase(
            "the cost criterion needs a cost ratio: the cost of a missed positive over the"
            " cost of a false alarm"))
    r = _exact_number(cost_ratio)
    if r is None or r <= 0:
        raise CostRatioError(Phrase(
            "the cost ratio must be a finite number above 0, not {ratio}",
            ratio=shown(cost_ratio)), value=cost_ratio)
    if prevalence is None:
        pi = Fraction(m_pos) / Fraction(m_pos + m_neg)
    else:
        exact_pi = _exact_number(prevalence)
        pi = exact_pi if exact_pi is not None else Fraction(-1)
        if exact_pi is None or not 0 < pi < 1:
            raise PrevalenceError(Phrase(
                "the prevalence must be a number strictly between 0 and 1, not {prevalence}",
                prevalence=shown(prevalence)), value=prevalence)
    # Expected cost = w_miss * FN/m+ + w_alarm * FP/m-. Scaled so the larger weight is
    # 1, each float estimate is within 3 eps of its value relatively, plus an absolute
    # error far below 1e-300 where the smaller weight underflows.
    w_miss, w_alarm = r * pi, 1 - pi
    top = max(w_miss, w_alarm)
    fm, fa = float(w_miss / top), float(w_alarm / top)
    approx = fm * ((m_pos - curve.tp) / m_pos) + fa * fpr
    lowest = float(np.min(approx))
    bound = lowest * (1 + 16 * _EPS) + 1e-300
    # Over the common denominator: w_miss m- FN + w_alarm m+ FP, in integers.
    alpha = w_miss * m_neg
    beta = w_alarm * m_pos
    den = alpha.denominator * beta.denominator // math.gcd(alpha.denominator, beta.denominator)
    ai, bi = alpha.numerator * (den // alpha.denominator), beta.numerator * (den // beta.denominator)
    k, num = _exact_best(curve, approx, bound, lambda tp, fp: ai * (m_pos - tp) + bi * fp)
    value = Fraction(num) / Fraction(den * m_pos * m_neg)
    return _result(curve, "cost", k, value, cost_ratio=float(r),
                   prevalence=float(pi), iso_slope=float(w_alarm / w_miss))


def _exact_best(curve: RocCurve, approx: np.ndarray, bound: float, exact) -> tuple[int, int]:
    """The lowest vertex minimising ``exact(tp, fp)`` (in Python integers) among those
    whose float estimate ``approx`` is at most ``bound``; returns (vertex, exact value).

    ``bound`` exceeds the smallest estimate by more than twice the estimates' rounding
    error, so every exact minimiser is among the candidates.
    """
    candidates = np.flatnonzero(approx <= bound)
    best_k, best = -1, 0
    for k, tp, fp in zip(candidates.tolist(), curve.tp[candidates].tolist(),
                         curve.fp[candidates].tolist()):
        value = exact(tp, fp)
        if best_k < 0 or value < best:  # strict: the earlier (higher) threshold stays
            best_k, best = k, value
    return best_k, best


def _result(curve: RocCurve, method: str, k: int, value: Fraction, *, cost_ratio=None,
            prevalence=None, iso_slope=None) -> BestThreshold:
    tp, fp = curve.tp[k].item(), curve.fp[k].item()
    m_pos, m_neg = curve.n_positive, curve.n_negative
    threshold = float(curve.thresholds[k])
    last = len(curve.thresholds) - 1
    return BestThreshold(
        method=method,
        threshold=threshold,
        midpoint=(threshold if k == 0 else -math.inf if k == last
                  else midpoint(threshold, float(curve.thresholds[k + 1]))),
        vertex=k,
        tp=tp,
        fp=fp,
        tn=m_neg - fp,
        fn=m_pos - tp,
        tpr=tp / m_pos,
        fpr=fp / m_neg,
        value=float(value),
        cost_ratio=cost_ratio,
        prevalence=prevalence,
        iso_slope=iso_slope,
    )


def midpoint(higher: float, lower: float) -> float:
    """The threshold halfway between two neighbouring distinct scores, as R's pROC
    places it: ``score >= midpoint`` predicts the ``higher`` score positive and the
    ``lower`` one negative, as ``score >= higher`` does.

    >>> midpoint(0.22, 0.19), midpoint(1.2e308, 1e308)
    (0.20500000000000002, 1.1e+308)
    >>> midpoint(1.0, 0.9999999999999999)  # no float lies between: the higher score
    1.0
    """
    mid = (higher + lower) / 2
    if abs(mid) > 1e100:
        # Far from zero the sum could overflow, so it is formed from halves; pROC
        # changes form at the same bound, so the two give the same bits.
        mid = higher / 2 + lower / 2
    if mid == lower:
        # Halfway between two neighbouring floats rounds onto one of them; on the lower
        # score it would predict that score positive too.
        mid = higher
    return mid


def _exact_number(value) -> Fraction | None:
    """``value`` as an exact fraction (a float is the rational it stores), or ``None``
    when it is not a finite real number."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, Fraction):
        return value
    if isinstance(value, numbers.Integral):
        return Fraction(int(value))
    try:
        f = float(value)
    except (TypeError, ValueError):
        return None
    return Fraction(f) if math.isfinite(f) else None
