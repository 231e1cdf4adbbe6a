"""The engine's answers for a curve, each computed once while the curve lives: the five
formulas, the score distribution, the confidence interval, precision–recall, the
convex hull, the best threshold and the partial AUC.

The report and every view of the window ask here, so a number is computed one way and
once, whoever shows it. Safe from any thread: callers asking for the same answer at once
wait for one computation instead of doing it twice. Nothing is computed here that the
engine does not compute; what this module adds is *once*.

>>> from core import roc_from_scores
>>> curve = roc_from_scores([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0])
>>> formulas_of(curve) is formulas_of(curve)
True
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable

from core.engine.curve import RocCurve
from core.errors import LoadCancelled, RocscopeError
from core.phrases import Phrase, message_of

_lock = threading.Lock()
# curve -> {key: answer, ("gate", key): Lock held while that answer is computed}
_memo: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def computed(curve: RocCurve, key, compute: Callable):
    """``compute()`` for ``curve``, remembered under ``key`` while the curve lives;
    computed afresh, not remembered, when ``key`` is None (a random answer).

    An exception is passed on, not remembered.
    """
    if key is None:
        return compute()
    with _lock:
        entry = _memo.setdefault(curve, {})
        if key in entry:
            return entry[key]
        gate = entry.setdefault(("gate", key), threading.Lock())
    with gate:
        with _lock:
            if key in entry:
                return entry[key]
        value = compute()
        with _lock:
            entry[key] = value
            entry.pop(("gate", key), None)
    return value


def known(curve: RocCurve, key):
    """The answer remembered under ``key`` for ``curve``, or None."""
    with _lock:
        return _memo.get(curve, {}).get(key)


def formulas_of(curve: RocCurve):
    """:func:`core.engine.formulas.five_formulas`, or None when a class is missing."""
    if not curve.has_both_classes or curve.weighted:  # fractional weights count no pairs
        return None
    from core.engine.formulas import five_formulas

    return computed(curve, "formulas", lambda: five_formulas(curve))


def distribution_of(curve: RocCurve):
    """:func:`core.drawing.distribution.score_distribution` (None out of memory)."""
    from core.drawing.distribution import score_distribution

    return computed(curve, "distribution", lambda: score_distribution(curve))


def interval_of(curve: RocCurve, level: float = 0.95, method: str = "delong",
                bootstraps: int = 2000, seed: int | None = None):
    """``(ConfidenceInterval, None)`` of the average AUC, or ``(None, reason)`` when it
    is undefined (a class missing or with one sample). A bootstrap without a seed is
    random: it is not remembered."""
    def compute():
        # scipy loads on first use: off the UI thread in the window, never for a figure.
        if method == "bootstrap":
            from core.engine.bootstrap import bootstrap_ci

            return bootstrap_ci(curve, level, bootstraps, seed)
        from core.engine.delong import delong_ci

        return delong_ci(curve, level)

    key = ("ci", method, level) + ((bootstraps, seed) if method == "bootstrap" else ())
    return _or_reason(curve, None if method == "bootstrap" and seed is None else key, compute)


def _or_reason(curve: RocCurve, key, compute: Callable):
    """``(compute(), None)``, remembered as :func:`computed` remembers, or ``(None,
    reason)`` when the curve lacks a class or the engine refuses it; a cancel is
    raised, and nothing remembered."""
    if not curve.has_both_classes:
        return None, Phrase("ROC analysis needs both classes")

    def answer():
        try:
            return compute(), None
        except LoadCancelled:
            raise
        except RocscopeError as exc:
            return None, message_of(exc)

    return computed(curve, key, answer)


def precision_recall_of(curve: RocCurve):
    """:func:`core.engine.precision_recall.precision_recall` (seconds at 10^7 vertices)."""
    from core.engine.precision_recall import precision_recall

    return computed(curve, "precision_recall", lambda: precision_recall(curve))


def det_of(curve: RocCurve):
    """:func:`core.engine.det.det_curve`: the DET table, as scikit-learn's ``det_curve``."""
    from core.engine.det import det_curve

    return computed(curve, "det", lambda: det_curve(curve))


def se_band_of(curve: RocCurve, level: float = 0.95, bootstraps: int = 2000,
               seed: int | None = None, step: float = 0.1, progress=None, cancelled=None):
    """``(SensitivityBand, None)``: the confidence band of the curve
    (:func:`core.engine.se_band.sensitivity_band`), or ``(None, reason)`` when it is
    undefined (a class missing or with one sample). Without a seed it is random and
    not remembered; ``progress`` and ``cancelled`` go to the engine (a cancel raises
    :class:`~core.errors.LoadCancelled` and remembers nothing)."""
    def compute():
        from core.engine.se_band import sensitivity_band, specificity_grid

        return sensitivity_band(curve, specificity_grid(step), level, bootstraps, seed,
                                progress, cancelled)

    return _or_reason(curve, None if seed is None else ("se_band", level, bootstraps, seed,
                                                        step), compute)


def hull_of(curve: RocCurve):
    """:func:`core.engine.hull.convex_hull`."""
    from core.engine.hull import convex_hull

    return computed(curve, "hull", lambda: convex_hull(curve))


def best_of(curve: RocCurve, analysis):
    """The best threshold an :class:`core.app.request.Analysis` asks for, or None.

    The cost ratio and the prevalence go to the engine only for the cost criterion (the
    engine refuses them elsewhere). Raises the engine's error for a setting it refuses.
    """
    method = analysis.best
    if method is None:
        return None
    from core.engine.best_threshold import best_threshold

    ratio = analysis.cost_ratio if method == "cost" else None
    prevalence = analysis.prevalence if method == "cost" else None
    return computed(curve, ("best", method, ratio, prevalence),
                    lambda: best_threshold(curve, method, cost_ratio=ratio,
                                           prevalence=prevalence))


def partial_of(curve: RocCurve, analysis):
    """The partial AUC an :class:`core.app.request.Analysis` asks for, or None; raises
    the engine's error for a range or focus it refuses."""
    if analysis.partial_auc is None:
        return None
    from core.engine.partial_auc import partial_auc

    low, high = analysis.partial_auc
    focus = analysis.partial_auc_focus
    return computed(curve, ("partial", low, high, focus),
                    lambda: partial_auc(curve, low, high, focus))


def coords_of(curve: RocCurve, input: str, value: float, prevalence: float | None = None,
              level: float | None = None, bootstraps: int = 2000, seed: int | None = None,
              threshold_bootstrap: bool = False):
    """:func:`core.engine.coords.coords` (a bootstrap without a seed, at a specificity or
    a sensitivity, or at a threshold for fractional weights, is random: it is not
    remembered). ``threshold_bootstrap`` is the report's: fractional weights get the
    bootstrap at a threshold too (the window's readout that follows the threshold does
    not ask for it, as each replicate costs a pass over the rows)."""
    from core.engine.coords import coords

    random = input != "threshold" or (curve.weighted and threshold_bootstrap)
    key = ("coords", input, value, prevalence, level, bootstraps, seed, threshold_bootstrap)
    return computed(curve, None if level is not None and random and seed is None else key,
                    lambda: coords(curve, *key[1:]))


def coords_asked(curve: RocCurve, analysis, threshold=None) -> tuple:
    """The coordinates an :class:`core.app.request.Analysis` asks for: at ``threshold``,
    at ``analysis.at_specificity`` and at ``analysis.at_sensitivity``, each given; with
    intervals when ``analysis.ci`` is set."""
    a = analysis
    level = a.ci_level if a.ci is not None else None
    asked = (("threshold", threshold), ("specificity", a.at_specificity),
             ("sensitivity", a.at_sensitivity))
    return tuple(coords_of(curve, input, float(value), a.prevalence, level, a.bootstraps,
                           a.seed, threshold_bootstrap=True)
                 for input, value in asked if value is not None)


def partial_interval_of(curve: RocCurve, analysis):
    """The bootstrap interval of the partial AUC, when ``analysis`` asks for the partial
    AUC and a bootstrap interval (pROC has no DeLong interval of a partial AUC); else
    None."""
    if analysis.partial_auc is None or analysis.ci != "bootstrap":
        return None
    from core.engine.partial_bootstrap import partial_auc_ci

    a = analysis
    key = ("partial ci", *a.partial_auc, a.partial_auc_focus, a.ci_level, a.bootstraps, a.seed)
    return computed(curve, None if a.seed is None else key,
                    lambda: partial_auc_ci(curve, *key[1:]))


def warm(model, analysis=None, interval: bool = True) -> None:
    """Compute now what the window shows of every model (the score distribution, the
    five formulas, the Youden vertex) and, with ``interval``, the interval of
    ``analysis`` (DeLong's 95 % by default), so that a background thread pays for it
    rather than the UI thread."""
    curve = model.curve
    distribution_of(curve)
    formulas_of(curve)
    if curve.has_both_classes:
        curve.youden_vertex()  # where the window's threshold starts
    if not interval:
        return
    if analysis is None or analysis.ci is None:
        interval_of(curve)
    else:
        interval_of(curve, analysis.ci_level, analysis.ci, analysis.bootstraps, analysis.seed)
