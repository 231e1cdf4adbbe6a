"""The coordinates of one point of the ROC curve, found by threshold, by specificity or
by sensitivity, as R's pROC ``coords`` finds them, and their confidence intervals.

The point
---------
- ``threshold``: the classifier ``score >= t``; its counts are whole numbers.
- ``specificity`` x: pROC's ``coords(input = "specificity")``. Where a vertex of the
  curve has specificity exactly x (compared as floats, ``TN / m-``, as pROC compares
  them), the vertex with the lowest threshold among them: the highest sensitivity at
  that specificity. Elsewhere the sensitivity is interpolated linearly on the segment of
  the average-ordering curve (tie blocks drawn as diagonals) that crosses x, and the
  threshold is not defined (no classifier ``score >= t`` has that specificity).
- ``sensitivity`` x: likewise; among vertices with sensitivity x the one with the highest
  threshold (the highest specificity), else interpolated.

At an interpolated point the counts are the rates times the class sizes (pROC's
``tp = se * ncases``) and need not be whole.

The values
----------
TPR (sensitivity), FPR, TNR (specificity), PPV (precision), NPV, the likelihood ratios
``LR+ = TPR / FPR`` and ``LR- = (1 - TPR) / TNR``, Youden's ``J = TPR - FPR``, the
distance to the corner (0, 1), ``sqrt(FPR^2 + (1 - TPR)^2)`` (pROC's
``closest.topleft`` is its square), and, with a stated prevalence ``π``, PPV and NPV by
Bayes' rule: ``TPR π / (TPR π + FPR (1 - π))`` and ``TNR (1 - π) / (TNR (1 - π) +
(1 - TPR) π)``. A ratio whose denominator is 0 is NaN (``inf`` for LR+ at FPR 0 with
TPR above 0).

The intervals
-------------
At a threshold: Clopper–Pearson (exact binomial) intervals of the five rates, each a
count over its denominator (TP of m+, FP and TN of m-, TP of TP + FP, TN of TN + FN),
from the beta distribution's quantiles (what ``scipy.stats.binomtest(k, n)
.proportion_ci(method="exact")`` gives); the log method for the likelihood ratios (Simel,
Samsa & Matchar 1991): ``exp(ln LR -/+ z sqrt(1/a - 1/m+ + 1/b - 1/m-))`` with ``a, b``
= TP, FP for LR+ and FN, TN for LR-, undefined when a count is 0.

At a specificity or a sensitivity: pROC's ``ci.coords``, a stratified bootstrap (each
replicate draws m+ positives and m- negatives with replacement, finds the point on its
own curve by the same rule, and the interval is the replicates' percentiles, R's
quantile type 7). As in :mod:`core.engine.bootstrap`, a replicate is a multinomial draw
of each class over the tie blocks.

Fractional case weights count no samples, so no binomial interval: their intervals are
the bootstrap's, each replicate resampling the rows of each class with their weights
(:func:`core.engine.weighted.resampled_blocks`) and reading its own weighted curve at
the specificity or sensitivity, or, when asked (``threshold_bootstrap``: a report),
at the threshold's vertex.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, replace

import numpy as np

from core.engine.curve import RocCurve
from core.errors import InputError, PrevalenceError
from core.phrases import Phrase

INPUTS = ("threshold", "specificity", "sensitivity")

#: The values of :class:`Coords` that have an interval, in the order reports list them.
RATES = ("tpr", "fpr", "tnr", "ppv", "npv")
RATIOS = ("lr_positive", "lr_negative")
VALUES = RATES + RATIOS + ("youden_j", "distance", "ppv_at_prevalence", "npv_at_prevalence")



@dataclass(frozen=True)
class Interval:
    """Two ends of a confidence interval; NaN where it is undefined."""

    low: float
    high: float


@dataclass(frozen=True)
class CoordsIntervals:
    """Confidence intervals of the values of a :class:`Coords`.

    Attributes
    ----------
    method : str
        ``"clopper-pearson"`` (rates; the likelihood ratios by the log method) at a
        threshold, ``"bootstrap"`` at a specificity or sensitivity (and at a threshold
        for fractional case weights, which count no samples).
    level : float
    n_bootstraps : int or None
        The replicates of the bootstrap.
    tpr, fpr, tnr, ppv, npv, lr_positive, lr_negative : Interval
    youden_j, distance, ppv_at_prevalence, npv_at_prevalence : Interval or None
        Bootstrap only (and the last two only with a prevalence): at a threshold these
        have no interval here.
    """

    method: str
    level: float
    n_bootstraps: int | None
    tpr: Interval
    fpr: Interval
    tnr: Interval
    ppv: Interval
    npv: Interval
    lr_positive: Interval
    lr_negative: Interval
    youden_j: Interval | None = None
    distance: Interval | None = None
    ppv_at_prevalence: Interval | None = None
    npv_at_prevalence: Interval | None = None

    def items(self):
        """``(name, Interval)`` of each value that has one, in :data:`VALUES` order."""
        return [(name, getattr(self, name)) for name in VALUES
                if getattr(self, name) is not None]


@dataclass(frozen=True)
class Coords:
    """One point of the curve and what it gives.

    Attributes
    ----------
    input : {"threshold", "specificity", "sensitivity"}
        How the point was asked for.
    value : float
        The value asked for.
    threshold : float
        The vertex's threshold (``score >= threshold``; ``+inf`` at the first vertex);
        NaN for a point between two vertices, where no threshold gives it.
    vertex : int or None
        Index into :attr:`RocCurve.thresholds`; None between vertices.
    tp, fp, tn, fn : float
        The counts; whole at a vertex, the rates times the class sizes between vertices.
    tpr, fpr, tnr, ppv, npv, lr_positive, lr_negative, youden_j, distance : float
        See the module notes; NaN where undefined.
    prevalence : float or None
        The stated prevalence, when one was given.
    ppv_at_prevalence, npv_at_prevalence : float or None
        PPV and NPV at ``prevalence``.
    intervals : CoordsIntervals or None
    """

    input: str
    value: float
    threshold: float
    vertex: int | None
    tp: float
    fp: float
    tn: float
    fn: float
    tpr: float
    fpr: float
    tnr: float
    ppv: float
    npv: float
    lr_positive: float
    lr_negative: float
    youden_j: float
    distance: float
    prevalence: float | None = None
    ppv_at_prevalence: float | None = None
    npv_at_prevalence: float | None = None
    intervals: CoordsIntervals | None = None

    @property
    def sensitivity(self) -> float:
        return self.tpr

    @property
    def specificity(self) -> float:
        return self.tnr

    @property
    def interpolated(self) -> bool:
        """Between two vertices: no threshold gives this point."""
        return self.vertex is None


def coords(curve: RocCurve, input: str = "threshold", value: float = 0.5,
           prevalence: float | None = None, level: float | None = None,
           n_bootstraps: int = 2000, seed=None, threshold_bootstrap: bool = False) -> Coords:
    """The point of ``curve`` at a threshold, a specificity or a sensitivity.

    Parameters
    ----------
    curve : RocCurve
        Needs both classes, and every vertex (not a thinned curve) for a specificity
        or a sensitivity.
    input : {"threshold", "specificity", "sensitivity"}
    value : float
        The threshold (``score >= value``; ``inf`` and ``-inf`` allowed), or a rate in
        [0, 1].
    prevalence : float, optional
        Adds PPV and NPV at this share of positives, strictly between 0 and 1.
    level : float, optional
        Adds confidence intervals at this level (see the module notes).
    n_bootstraps : int
        Replicates of the bootstrap at a specificity or a sensitivity.
    seed : int or None
        Makes the bootstrap repeatable.
    threshold_bootstrap : bool
        For fractional case weights, which have no binomial interval at a threshold:
        the bootstrap there too (O(n) a replicate: what a report asks once, not a
        readout that follows the threshold). Without it they raise
        :class:`~core.errors.WeightedCurveError` there.

    Raises
    ------
    InputError
        An unknown ``input``, a rate outside [0, 1], a NaN, a level outside (0, 1).
    PrevalenceError
        A prevalence outside (0, 1).
    SingleClassError
        A class is missing.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> curve = roc_from_scores([0.9, 0.8, 0.7, 0.7, 0.5, 0.4], [1, 1, 0, 1, 0, 0])
    >>> c = coords(curve, "specificity", 0.8)  # on the tie block's diagonal
    >>> round(c.tpr, 12), c.threshold, c.vertex is None
    (0.866666666667, nan, True)
    >>> coords(curve, "threshold", 0.7).tp, coords(curve, "sensitivity", 1.0).threshold
    (3, 0.7)
    """
    curve.require_both_classes()
    if input not in INPUTS:
        raise InputError(Phrase("unknown coordinate {input!r}: use threshold, specificity or"
                                " sensitivity", input=input), value=input)
    if prevalence is not None and not 0.0 < float(prevalence) < 1.0:
        raise PrevalenceError(Phrase("the prevalence must lie strictly between 0 and 1,"
                                     " not {value!r}", value=prevalence), value=prevalence)
    x = float(value)
    if math.isnan(x):
        raise InputError(Phrase("the {input} is NaN: give a number", input=input), value=value)
    if input == "threshold":
        point = _at_vertex(curve, input, x, curve.vertex_at(x))
    else:
        if not 0.0 <= x <= 1.0:
            raise InputError(Phrase("a {input} of {value!r} is outside [0, 1]", input=input,
                                    value=value), value=value)
        curve.require_complete(Phrase("the coordinates at a {input}", input=input))
        k, tpr, tnr = _locate(input, x, curve.tp, curve.fp, curve.n_positive, curve.n_negative)
        point = _at_vertex(curve, input, x, k) if k >= 0 else _between(curve, input, x, tpr, tnr)
    if prevalence is not None:
        ppv, npv = _at_prevalence(point.tpr, point.tnr, float(prevalence))
        point = replace(point, prevalence=float(prevalence), ppv_at_prevalence=ppv,
                         npv_at_prevalence=npv)
    if level is None:
        return point
    from core.engine.validate import check_level

    level = check_level(level)
    if input == "threshold" and not (curve.weighted and threshold_bootstrap):
        intervals = _exact_intervals(point, curve, level)
    else:
        intervals = _bootstrap_intervals(curve, input, x, point.prevalence, level,
                                         n_bootstraps, seed)
    return replace(point, intervals=intervals)


# ---- the point ----------------------------------------------------------------------


def _at_vertex(curve: RocCurve, input: str, x: float, k: int) -> Coords:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    tp, fp = curve.tp[k].item(), curve.fp[k].item()  # sums of weights stay floats
    tn, fn = m_neg - fp, m_pos - tp
    return _point(input, x, float(curve.thresholds[k]), k, tp, fp, tn, fn,
                  tp / m_pos, fp / m_neg, tn / m_neg)


def _between(curve: RocCurve, input: str, x: float, tpr: float, tnr: float) -> Coords:
    m_pos, m_neg = curve.n_positive, curve.n_negative
    # pROC's counts at an interpolated point: the rates times the class sizes.
    tp, tn = tpr * m_pos, tnr * m_neg
    fp, fn = m_neg - tn, m_pos - tp
    return _point(input, x, math.nan, None, tp, fp, tn, fn, tpr, 1.0 - tnr, tnr)


def _point(input, x, threshold, vertex, tp, fp, tn, fn, tpr, fpr, tnr) -> Coords:
    fnr = 1.0 - tpr
    return Coords(input, x, threshold, vertex, tp, fp, tn, fn, tpr=tpr, fpr=fpr, tnr=tnr,
                  ppv=_ratio(tp, tp + fp), npv=_ratio(tn, tn + fn),
                  lr_positive=_ratio(tpr, fpr), lr_negative=_ratio(fnr, tnr),
                  youden_j=tpr + tnr - 1.0, distance=math.hypot(fpr, fnr))


def _ratio(num, den) -> float:
    if den == 0:
        return math.inf if num > 0 else math.nan
    return num / den


def _at_prevalence(tpr: float, tnr: float, p: float) -> tuple[float, float]:
    true_pos, false_pos = tpr * p, (1.0 - tnr) * (1.0 - p)
    true_neg, false_neg = tnr * (1.0 - p), (1.0 - tpr) * p
    return _ratio(true_pos, true_pos + false_pos), _ratio(true_neg, true_neg + false_neg)


def _locate(input: str, x: float, tp: np.ndarray, fp: np.ndarray, m_pos: int, m_neg: int):
    """pROC's rule on the curve's cumulative counts ``tp``, ``fp`` (vertices in
    descending threshold order): ``(k, tpr, tnr)``, ``k`` the vertex chosen or -1 where
    the point is interpolated; ``tpr`` and ``tnr`` the point's rates.

    The rates are computed as pROC divides, term for term (so that equal rates are equal
    floats), but only at the vertices a bisection visits: the rates fall (TNR) or rise
    (TPR) along the curve, and arrays of them for 10^7 vertices took 300 MB."""
    n = len(tp)

    def tnr(k: int):
        return np.true_divide(m_neg - fp[k], m_neg)

    def tpr(k: int):
        return np.true_divide(tp[k], m_pos)

    def first(test) -> int:  # the first vertex passing ``test`` (n: none)
        return bisect.bisect_left(range(n), True, key=test)

    last = n - 1
    with np.errstate(invalid="ignore", divide="ignore"):  # a vertex's 0 / 0
        if input == "specificity":
            above = first(lambda k: tnr(k) <= x)  # vertices with TNR above x: a prefix
            at = min(above, last)
            if tnr(at) == x:  # among vertices at exactly x, pROC takes the last one
                through = first(lambda k: tnr(k) < x) - 1
                return through, float(tpr(max(through, 0))), float(x)
            lo, hi = max(above - 1, 0), at
            proportion = (x - tnr(lo)) / (tnr(hi) - tnr(lo))
            return -1, float(tpr(lo) + proportion * (tpr(hi) - tpr(lo))), float(x)
        below = first(lambda k: tpr(k) >= x)  # vertices with TPR below x: a prefix
        at = min(below, last)
        if tpr(at) == x:  # the first vertex at x: the highest threshold
            return at, float(x), float(tnr(at))
        lo, hi = max(below - 1, 0), at
        proportion = (x - tpr(lo)) / (tpr(hi) - tpr(lo))
        return -1, float(x), float(tnr(lo) + proportion * (tnr(hi) - tnr(lo)))


# ---- intervals at a threshold -------------------------------------------------------


def clopper_pearson(k, n, level: float) -> Interval:
    """The exact binomial interval of ``k`` successes in ``n`` trials (NaN for n = 0).

    >>> i = clopper_pearson(7, 10, 0.95)
    >>> round(i.low, 6), round(i.high, 6)
    (0.347547, 0.93326)
    """
    if n == 0:
        return Interval(math.nan, math.nan)
    from scipy import special  # loaded when an interval is asked, not by a plain report

    alpha = 1.0 - level
    # The beta distribution's quantiles (scipy.stats.beta.ppf), as Clopper and Pearson.
    low = 0.0 if k == 0 else float(special.betaincinv(k, n - k + 1, alpha / 2))
    high = 1.0 if k == n else float(special.betaincinv(k + 1, n - k, 1 - alpha / 2))
    return Interval(low, high)


def log_ratio_interval(a, m_a, b, m_b, level: float) -> Interval:
    """The log-method interval of ``(a / m_a) / (b / m_b)`` (Simel et al. 1991); NaN
    when ``a`` or ``b`` is 0."""
    from core.engine.delong import normal_quantile

    if a == 0 or b == 0:
        return Interval(math.nan, math.nan)
    z = normal_quantile(level)
    ratio = (a / m_a) / (b / m_b)
    se = math.sqrt(1 / a - 1 / m_a + 1 / b - 1 / m_b)
    return Interval(ratio * math.exp(-z * se), ratio * math.exp(z * se))


def _exact_intervals(point: Coords, curve: RocCurve, level: float) -> CoordsIntervals:
    # Binomial intervals count samples; fractional case weights are none.
    curve.require_counts(Phrase("an exact binomial interval"))
    m_pos, m_neg = curve.n_positive, curve.n_negative
    tp, fp, tn, fn = (int(v) for v in (point.tp, point.fp, point.tn, point.fn))
    return CoordsIntervals(
        "clopper-pearson", level, None,
        tpr=clopper_pearson(tp, m_pos, level), fpr=clopper_pearson(fp, m_neg, level),
        tnr=clopper_pearson(tn, m_neg, level), ppv=clopper_pearson(tp, tp + fp, level),
        npv=clopper_pearson(tn, tn + fn, level),
        lr_positive=log_ratio_interval(tp, m_pos, fp, m_neg, level),
        lr_negative=log_ratio_interval(fn, m_pos, tn, m_neg, level))


# ---- intervals at a specificity or a sensitivity: pROC's ci.coords -----------------


def coords_replicates(curve: RocCurve, input: str, x: float, n_bootstraps: int,
                      seed=None, prevalence: float | None = None) -> dict[str, np.ndarray]:
    """Each value of :class:`Coords` on ``n_bootstraps`` stratified resamples, by name.

    A replicate's rate at ``x`` is drawn as :mod:`core.engine.se_band` draws the band's
    (a bisection over the vertices with binomial draws: the distribution of a stratified
    row resample, in O(log K) per replicate instead of a multinomial over every block,
    which took minutes at a million distinct scores). At a sensitivity the curve is
    mirrored (classes swapped, order reversed): its specificity at ``x`` is the mirror's
    sensitivity, and pROC's highest threshold at an exact sensitivity is the mirror's
    lowest, the one the band's rule takes."""
    from core.engine.bootstrap import _streams
    from core.engine.se_band import _replicates, _targets

    positive_rng, negative_rng = _streams(seed)
    if curve.weighted:
        tpr, tnr, m_pos, m_neg = _weighted_rates(curve, input, x, n_bootstraps, positive_rng,
                                                 negative_rng)
    else:
        if input == "threshold":
            raise ValueError("counts at a threshold have binomial intervals, not these")
        m_pos, m_neg = curve.n_positive, curve.n_negative
        # The curve's own cumulative counts (from +inf: 0 first); mirrored, the counts of
        # the other class from the other end.
        cum_pos, cum_neg = curve.tp, curve.fp
        if input == "sensitivity":
            cum_pos, cum_neg = m_neg - cum_neg[::-1], m_pos - cum_pos[::-1]
        target = _targets(np.array([float(x)]), int(cum_neg[-1]))
        rate = _replicates(cum_pos, cum_neg, target, n_bootstraps, positive_rng,
                           negative_rng)[:, 0]
        fixed = np.full(n_bootstraps, float(x))
        tpr, tnr = (rate, fixed) if input == "specificity" else (fixed, rate)
    # The point's counts: a vertex's own where the rate meets one, else the rates'
    # share of each class, as pROC computes PPV and NPV between two vertices.
    tp_at, tn_at = tpr * m_pos, tnr * m_neg
    fp_at, fn_at = m_neg - tn_at, m_pos - tp_at
    fpr, fnr = 1.0 - tnr, 1.0 - tpr
    with np.errstate(invalid="ignore", divide="ignore"):
        ppv = tp_at / (tp_at + fp_at)
        npv = tn_at / (tn_at + fn_at)
        out = {"tpr": tpr, "fpr": fpr, "tnr": tnr, "ppv": ppv, "npv": npv,
               "lr_positive": tpr / fpr, "lr_negative": fnr / tnr,
               "youden_j": tpr + tnr - 1.0, "distance": np.hypot(fpr, fnr)}
        if prevalence is not None:
            p = prevalence
            out["ppv_at_prevalence"] = tpr * p / (tpr * p + fpr * (1 - p))
            out["npv_at_prevalence"] = tnr * (1 - p) / (tnr * (1 - p) + fnr * p)
    return out


def _weighted_rates(curve: RocCurve, input: str, x: float, n_bootstraps: int, positive_rng,
                    negative_rng):
    """TPR, TNR and the class weight sums of ``n_bootstraps`` resamples of a weighted
    curve's rows (:func:`core.engine.weighted.resampled_blocks`, the one resampler of
    weighted rows), at threshold ``x`` (its vertex) or at a specificity or sensitivity
    ``x`` (the band's rule, mirrored for a sensitivity)."""
    from core.engine.se_band import sensitivity_at_specificity
    from core.engine.weighted import require_two_rows_per_class, resampled_blocks

    require_two_rows_per_class(curve, Phrase("bootstrap interval"))
    k = curve.vertex_at(x) if input == "threshold" else 0
    tpr, tnr, m_pos, m_neg = (np.empty(n_bootstraps) for _ in range(4))
    for i in range(n_bootstraps):
        tp, fp = resampled_blocks(curve, positive_rng, negative_rng).cumulative()
        m_pos[i], m_neg[i] = tp[-1], fp[-1]
        if input == "threshold":
            tpr[i], tnr[i] = tp[k] / tp[-1], (fp[-1] - fp[k]) / fp[-1]
        elif input == "specificity":
            tpr[i], tnr[i] = sensitivity_at_specificity(tp, fp, [x])[0], x
        else:  # the mirror: classes swapped, order reversed
            tpr[i] = x
            tnr[i] = sensitivity_at_specificity(fp[-1] - fp[::-1], tp[-1] - tp[::-1], [x])[0]
    return tpr, tnr, m_pos, m_neg


def _bootstrap_intervals(curve: RocCurve, input: str, x: float, prevalence, level: float,
                         n_bootstraps, seed) -> CoordsIntervals:
    from core.engine.bootstrap import percentiles
    from core.engine.validate import check_bootstraps

    n_bootstraps = check_bootstraps(n_bootstraps)
    replicates = coords_replicates(curve, input, x, n_bootstraps, seed, prevalence)
    intervals = {}
    for name, values in replicates.items():
        kept = values[~np.isnan(values)]  # pROC's quantile(na.rm = TRUE)
        if len(kept) == 0:
            intervals[name] = Interval(math.nan, math.nan)
            continue
        intervals[name] = Interval(*percentiles(kept, level))
    return CoordsIntervals("bootstrap", level, n_bootstraps, **intervals)
