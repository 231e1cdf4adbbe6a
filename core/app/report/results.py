"""The report as typed values: the engine's own results, with what ``--report json``
prints as their serialisation.

:func:`core.app.report.build.report_of` builds a :class:`Report` from the engine's
values: a :class:`ModelReport` holds them as the engine gave them
(:class:`~core.engine.results.PairCounts`, the interval, the best threshold,
precision-recall, the partial AUC, the hull, the operating point, the groups' and the
folds' summaries), a report of K classes their :class:`~core.app.pipeline.class_set.ClassSet`;
``json`` is the dictionary written from those same values, which the command line prints
and :meth:`Report.to_dict` copies. A model's curves are read as numpy arrays on demand
(:attr:`ModelReport.curve`, a :class:`RocTable`; :attr:`ModelReport.pr`): every vertex of
the exact curve, thresholds descending from ``+inf``, whether numpy, DuckDB or Spark
computed it, never the thinned drawing (a curve an engine had to thin, over 10^6
distinct scores, says so rather than hand back fewer vertices).

>>> from core.app.api import report
>>> r = report([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
...            best="youden")
>>> r.auc, r.model.pairs, r.model.exact["auc_average"]
(0.65625, PairCounts(concordant=10, tied=1, discordant=5), Fraction(21, 32))
>>> type(r.model.best).__name__, r.model.best.vertex, r.to_dict()["best"]["threshold"]
('BestThreshold', 1, 0.77)
>>> c = r.model.curve
>>> c.thresholds[:3].tolist(), c.tp.tolist(), c.fp.tolist()
([inf, 0.77, 0.62], [0, 1, 1, 2, 3, 3, 4, 4], [0, 0, 1, 1, 2, 3, 3, 4])
>>> c.fpr[-1].item(), c.tpr[-1].item(), len(c)
(1.0, 1.0, 8)
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

import numpy as np

from core.app.pipeline.class_set import ClassSet
from core.app.pipeline.model_strata import FoldSummary, GroupSummary
from core.engine.best_threshold import BestThreshold as Best
from core.engine.hull import RocHull as Hull
from core.engine.partial_auc import PartialAuc
from core.engine.precision_recall import PrecisionRecall
from core.engine.results import AucValues, PairCounts
from core.engine.results import OperatingPoint as Point
from core.errors import InputError
from core.numbers_text import same_decimals
from core.phrases import Phrase

if TYPE_CHECKING:  # DeLong's module imports scipy, which a plain report does without
    from core.app.request import Analysis
    from core.engine.coords import Coords
    from core.engine.curve import RocCurve
    from core.engine.delong import ConfidenceInterval as Interval
    from core.engine.det import DetCurve
    from core.engine.partial_bootstrap import PartialAucInterval
    from core.engine.se_band import SensitivityBand

__all__ = ["Best", "ClassSet", "Comparison", "Direction", "FoldSummary", "GroupSummary", "Hull",
           "ModelReport", "PartialAuc", "Point", "PrecisionRecall", "Report", "RocTable"]

#: The JSON's keys that a :class:`ModelReport` holds as they are.
PLAIN = ("file", "engine", "score_column", "score_type", "label_column", "positive", "n",
         "n_positive", "n_negative", "distinct_scores", "mixed_tie_blocks", "rank_loss", "ties")


@dataclass(frozen=True, eq=False)
class RocTable:
    """Every vertex of a ROC curve, as ``sklearn.metrics.roc_curve(...,
    drop_intermediate=False)`` returns them (and the counts besides).

    Attributes
    ----------
    thresholds : ndarray of float64, shape (K + 1,)
        ``+inf``, then every distinct score, descending; ``score >= t`` is positive.
    fpr, tpr : ndarray of float64, shape (K + 1,)
        The rates at each vertex, from (0, 0) to (1, 1).
    tp, fp : ndarray, shape (K + 1,)
        Cumulative true and false positives (integers; sums of weights, float64, for
        fractional case weights).
    """

    thresholds: np.ndarray
    fpr: np.ndarray
    tpr: np.ndarray
    tp: np.ndarray
    fp: np.ndarray

    def __len__(self) -> int:
        return len(self.thresholds)


@dataclass(frozen=True)
class Direction:
    """Said when the average AUC is below 0.5: the scores run the other way."""

    note: str
    other_positive: str | None


@dataclass(frozen=True)
class ModelReport:
    """One model's report (docs/command-line.md names every key).

    ``engine`` is where the numbers were computed (``"memory"``, ``"duckdb"`` or
    ``"spark"``); ``score_type`` is ``"integer"``, ``"float32"`` or ``"float64"``;
    ``auc`` is the AUC under the report's tie ordering (``ties``), ``aucs`` all three;
    ``exact`` holds exact fractions when the data are small enough (else None).
    Optional blocks are None unless asked for: ``operating_point`` (a threshold),
    ``ci`` (and ``ci_problem`` when it is undefined), ``precision_recall``, ``best``,
    ``partial_auc``, ``hull``, ``confidence_band`` (``band=True``: a
    :class:`~core.engine.se_band.SensitivityBand`, and ``confidence_band_problem`` when
    it is undefined), ``groups`` (a group column) and ``folds`` (a fold column); they,
    ``pairs`` and ``aucs`` are the engine's results. ``json`` is this model's part of
    the JSON, written from them. :attr:`det` is the DET table, computed when read.
    """

    name: str
    file: str
    engine: str
    score_column: str
    score_type: str
    label_column: str | None
    positive: str | None
    n: int
    n_positive: int
    n_negative: int
    distinct_scores: int
    mixed_tie_blocks: int
    pairs: PairCounts
    aucs: AucValues
    auc: float
    rank_loss: float
    ties: str
    formulas: Mapping[str, float]
    source: RocCurve = field(repr=False, compare=False)
    _analysis: Analysis = field(repr=False, compare=False)
    exact: Mapping[str, Fraction] | None = None
    direction: Direction | None = None
    operating_point: Point | None = None
    ci: Interval | None = None
    ci_problem: str | None = None
    precision_recall: PrecisionRecall | None = None
    best: Best | None = None
    partial_auc: PartialAuc | None = None
    hull: Hull | None = None
    groups: GroupSummary | None = None
    folds: FoldSummary | None = None
    confidence_band: SensitivityBand | None = None
    confidence_band_problem: str | None = None
    json: dict = field(default_factory=dict, repr=False, compare=False)
    partial_auc_ci: PartialAucInterval | None = None
    coordinates: tuple[Coords, ...] = ()

    @property
    def det(self) -> DetCurve:
        """The DET table (:class:`~core.engine.det.DetCurve`: ``thresholds``, ``fpr``,
        ``fnr``), what ``sklearn.metrics.det_curve`` returns for the same data.

        Raises
        ------
        ThinnedCurveError
            The curve was computed out of memory and thinned.

        >>> from core.app.api import report
        >>> report([1, 0, 1, 0], [0.9, 0.8, 0.4, 0.3]).model.det.fnr.tolist()
        [0.0, 0.5, 0.5]
        """
        from core.app.pipeline.answers import det_of

        return det_of(self.source)

    @property
    def curve(self) -> RocTable:
        """Every ROC vertex as numpy arrays: ``thresholds`` (descending from ``+inf``),
        ``fpr``, ``tpr``, ``tp``, ``fp`` (:class:`RocTable`, read-only arrays shared
        with the curve). Raises :class:`~core.errors.ThinnedCurveError` for a curve
        DuckDB or Spark had to thin (over 10^6 distinct scores), and
        :class:`~core.errors.SingleClassError` when a class is missing (no rates)."""
        c = self.source
        c.require_complete(Phrase("every vertex of the curve"))
        return RocTable(c.thresholds, c.fpr, c.tpr, c.tp, c.fp)

    @property
    def pr(self) -> PrecisionRecall:
        """The precision-recall table at every vertex (``recall``, ``precision``,
        ``thresholds``, ``tp``, ``fp``) with ``average_precision`` (scikit-learn's),
        the interpolated ``area`` and the ``baseline``: the engine's
        :class:`~core.engine.precision_recall.PrecisionRecall`, asked for or not."""
        from core.app.pipeline.answers import precision_recall_of

        return precision_recall_of(self.source)

    def to_dict(self) -> dict:
        """This model's dictionary, as the command line's JSON holds it (a copy)."""
        return copy.deepcopy(self.json)

    def coords(self, threshold: float | None = None, *, specificity: float | None = None,
               sensitivity: float | None = None, prevalence: float | None = None,
               ci: bool = False, level: float | None = None, bootstraps: int | None = None,
               seed: int | None = None) -> Coords:
        """The curve's point at a threshold, a specificity or a sensitivity (give one),
        as R's pROC ``coords`` finds it (:mod:`core.engine.coords`; docs/mathematics.md).

        ``ci`` adds intervals: Clopper–Pearson and log-method at a threshold, pROC's
        stratified bootstrap (``bootstraps`` replicates, ``seed``) at a specificity or a
        sensitivity, and at a threshold too for fractional case weights (they count no
        samples for a binomial interval). ``level``, ``bootstraps``, ``seed`` and
        ``prevalence`` default to the report's options.

        Raises
        ------
        InputError
            None or more than one of ``threshold``, ``specificity``, ``sensitivity``; a
            rate outside [0, 1]. ``PrevalenceError`` for a prevalence outside (0, 1).

        >>> from core.app.api import report
        >>> r = report([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23,
        ...            0.15])
        >>> c = r.model.coords(specificity=0.5)
        >>> c.sensitivity, c.threshold, r.model.coords(0.58).tp
        (0.75, 0.47, 2)
        """
        from core.app.pipeline.answers import coords_of

        asked = [(name, v) for name, v in (("threshold", threshold),
                 ("specificity", specificity), ("sensitivity", sensitivity)) if v is not None]
        if len(asked) != 1:
            raise InputError(Phrase("give one of threshold, specificity or sensitivity"))
        a = self._analysis
        input, value = asked[0]
        try:
            value = float(value)
        except (TypeError, ValueError):
            raise InputError(Phrase("{given} is not a number", given=f"{input}={value!r}"),
                             option=input, value=value) from None
        level = (level or a.ci_level) if ci or level is not None else None
        return coords_of(self.source, input, value,
                         a.prevalence if prevalence is None else prevalence, level,
                         a.bootstraps if bootstraps is None else bootstraps,
                         a.seed if seed is None else seed, threshold_bootstrap=True)


@dataclass(frozen=True)
class Comparison:
    """DeLong's test of ``AUC_a - AUC_b`` (``difference``): paired (``z``, a normal
    ``p``) or unpaired (pROC's D in ``z``, a Student's t ``p``); ``ci`` is the interval
    of the difference. When the test is undefined the numbers are None and ``problem``
    says why."""

    a: str
    b: str
    paired: bool
    method: str | None
    difference: float | None
    z: float | None
    p: float | None
    ci: Interval | None
    problem: str | None = None
    alternative: str = "two-sided"
    df: float | None = None
    n_bootstraps: int | None = None


@dataclass(frozen=True)
class Report:
    """The report of one model or several, or of K classes.

    Attributes
    ----------
    models : mapping of str to ModelReport
        By name, in the order given (read-only); for a report of K classes, each
        class's one-vs-rest model.
    comparisons : tuple of Comparison
        Every pair of models, in the order given (empty for one model).
    notes : tuple of str
        What the loader guessed or left out, and pairs compared unpaired and why (the
        command line prints them on stderr).
    classes : ClassSet or None
        The K classes of a report of classes: their one-vs-rest and one-vs-one AUCs
        and averages in ``classes.averages``.
    json : dict
        What ``--report json`` prints, written from these values (:meth:`to_dict`
        gives a copy).
    """

    models: Mapping[str, ModelReport]
    comparisons: tuple[Comparison, ...] = ()
    notes: tuple[str, ...] = ()
    classes: ClassSet | None = None
    json: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def model(self) -> ModelReport:
        """The one model's report.

        Raises
        ------
        InputError
            The report holds several models: pick one from :attr:`models`.
        """
        if len(self.models) != 1:
            names = ", ".join(repr(n) for n in self.models)
            raise InputError(Phrase("this report holds {n} models ({names}): read one of them,"
                                    " e.g. r.models[{first!r}]", n=len(self.models),
                                    names=names, first=next(iter(self.models))))
        return next(iter(self.models.values()))

    @property
    def auc(self) -> float:
        """The one model's AUC under the report's tie ordering (see :attr:`model`)."""
        return self.model.auc

    def to_dict(self) -> dict:
        """What ``--report json`` prints for the same data and options (a copy): one
        model's report, ``{"models": [...], "comparisons": [...]}``, or the classes'."""
        return copy.deepcopy(self.json)

    def __repr__(self) -> str:
        parts = []
        for m in self.models.values():
            ci = (" [{}, {}]".format(*same_decimals(m.ci.low, m.ci.high, digits=4))
                  if m.ci is not None and m.ci.low is not None else "")
            parts.append(f"{m.name}: AUC {m.auc:.6g}{ci} (n+ {m.n_positive}, n- {m.n_negative})")
        return f"<rocscope Report: {'; '.join(parts)}>"
