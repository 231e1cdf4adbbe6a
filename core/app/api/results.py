"""The report as typed values: what ``--report json`` prints, read into frozen
dataclasses with named fields.

Each value is read from the report's dictionary, the one the command line prints, and
:meth:`Report.to_dict` gives that dictionary back: the typed view and the JSON cannot
disagree, since one is read from the other.

>>> from core.app.api import report
>>> r = report([1, 0, 1, 1, 0, 0, 1, 0], [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15])
>>> r.auc, r.model.pairs, r.model.exact["auc_average"]
(0.65625, PairCounts(concordant=10, tied=1, discordant=5), Fraction(21, 32))
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType

from core.engine.results import AucValues, PairCounts
from core.errors import InputError
from core.numbers_text import same_decimals
from core.phrases import Phrase


@dataclass(frozen=True)
class Interval:
    """A confidence interval: of an AUC (``method`` and ``se`` given) or of a difference
    of two AUCs. ``low``/``high`` are not clipped to [0, 1] (the JSON's are not)."""

    level: float
    low: float | None
    high: float | None
    method: str | None = None
    se: float | None = None


@dataclass(frozen=True)
class Point:
    """The classifier ``score >= threshold``: its confusion counts and rates (None where
    a ratio is undefined, e.g. precision when nothing is predicted positive)."""

    threshold: float | None
    tp: int
    fp: int
    tn: int
    fn: int
    tpr: float | None
    fpr: float | None
    precision: float | None = None
    f1: float | None = None
    accuracy: float | None = None


@dataclass(frozen=True)
class Best(Point):
    """The best threshold by ``method`` (``youden``, ``closest`` or ``cost``) and the
    criterion's ``value`` there; ``midpoint`` is the same vertex as R's pROC names it,
    halfway to the next lower score (None at either end of the curve: with
    ``threshold`` None too at the start, else at the end, where pROC says -inf);
    ``cost_ratio``, ``prevalence`` and ``iso_slope`` for the cost criterion only."""

    method: str = ""
    midpoint: float | None = None
    value: float | None = None
    cost_ratio: float | None = None
    prevalence: float | None = None
    iso_slope: float | None = None


@dataclass(frozen=True)
class PrecisionRecall:
    average_precision: float
    area: float
    baseline: float


@dataclass(frozen=True)
class PartialAuc:
    """The area over ``focus`` (``fpr`` or ``tpr``) from ``low`` to ``high``, and
    McClish's standardised value."""

    focus: str
    low: float
    high: float
    area: float
    standardized: float | None


@dataclass(frozen=True)
class Hull:
    """The ROC convex hull: its AUC, its vertices ``(fpr, tpr)`` and their thresholds
    (None for +inf)."""

    auc: float
    vertices: tuple[tuple[float, float], ...]
    thresholds: tuple[float | None, ...]


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
    ``partial_auc``, ``hull``.
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
    exact: Mapping[str, Fraction] | None = None
    direction: Direction | None = None
    operating_point: Point | None = None
    ci: Interval | None = None
    ci_problem: str | None = None
    precision_recall: PrecisionRecall | None = None
    best: Best | None = None
    partial_auc: PartialAuc | None = None
    hull: Hull | None = None
    _dict: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, d: dict, name: str) -> ModelReport:
        """Read one model's dictionary (as :func:`core.app.report.build.model_report`
        makes it)."""
        exact = d.get("exact")
        ci = d.get("ci")
        return cls(
            name=d.get("name", name), file=d["file"], engine=d["engine"],
            score_column=d["score_column"], score_type=d["score_type"],
            label_column=d["label_column"], positive=d["positive"], n=d["n"],
            n_positive=d["n_positive"], n_negative=d["n_negative"],
            distinct_scores=d["distinct_scores"], mixed_tie_blocks=d["mixed_tie_blocks"],
            pairs=PairCounts(d["pairs"]["concordant"], d["pairs"]["tied"],
                             d["pairs"]["discordant"]),
            aucs=AucValues(**d["auc"]), auc=d["auc"][d["ties"]], rank_loss=d["rank_loss"],
            ties=d["ties"], formulas=MappingProxyType(dict(d["formulas"])),
            exact=None if exact is None else MappingProxyType(
                {k: Fraction(v) for k, v in exact.items()}),
            direction=_maybe(Direction, d.get("direction")),
            operating_point=_maybe(Point, d.get("operating_point")),
            ci=None if ci is None else Interval(ci["level"], ci["low"], ci["high"],
                                                ci["method"], ci["se"]),
            ci_problem=d.get("ci_problem"),
            precision_recall=_maybe(PrecisionRecall, d.get("precision_recall")),
            best=_maybe(Best, d.get("best")),
            partial_auc=_maybe(PartialAuc, d.get("partial_auc")),
            hull=None if "hull" not in d else Hull(
                d["hull"]["auc"], tuple(tuple(v) for v in d["hull"]["vertices"]),
                tuple(d["hull"]["thresholds"])),
            _dict=d)

    def to_dict(self) -> dict:
        """This model's dictionary, as the command line's JSON holds it (a copy)."""
        return copy.deepcopy(self._dict)


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
    ci: Interval
    problem: str | None = None

    @classmethod
    def of(cls, d: dict) -> Comparison:
        return cls(d["a"], d["b"], d["paired"], d["method"], d["difference"], d["z"], d["p"],
                   Interval(d["ci"]["level"], d["ci"]["low"], d["ci"]["high"]),
                   d.get("problem"))


@dataclass(frozen=True)
class Report:
    """The report of one model or several.

    Attributes
    ----------
    models : mapping of str to ModelReport
        By name, in the order given (read-only).
    comparisons : tuple of Comparison
        Every pair of models, in the order given (empty for one model).
    notes : tuple of str
        What the loader guessed or left out, and pairs compared unpaired and why (the
        command line prints them on stderr).
    """

    models: Mapping[str, ModelReport]
    comparisons: tuple[Comparison, ...]
    notes: tuple[str, ...] = ()
    _dict: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def of(cls, d: dict, notes, names) -> Report:
        """Read the report's dictionary (:func:`core.app.report.build.report_of`);
        ``names`` are the models' names, in order."""
        names = list(names)
        if "models" not in d:
            models = {names[0]: ModelReport.of(d, names[0])}
            comparisons: tuple[Comparison, ...] = ()
        else:
            models = {m["name"]: ModelReport.of(m, m["name"]) for m in d["models"]}
            comparisons = tuple(Comparison.of(c) for c in d["comparisons"])
        return cls(MappingProxyType(models), comparisons, tuple(notes), d)

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
        model's report, or ``{"models": [...], "comparisons": [...]}``."""
        return copy.deepcopy(self._dict)

    def __repr__(self) -> str:
        parts = []
        for m in self.models.values():
            ci = (" [{}, {}]".format(*same_decimals(m.ci.low, m.ci.high, digits=4))
                  if m.ci is not None and m.ci.low is not None else "")
            parts.append(f"{m.name}: AUC {m.auc:.6g}{ci} (n+ {m.n_positive}, n- {m.n_negative})")
        return f"<rocscope Report: {'; '.join(parts)}>"


def _maybe(kind, d: dict | None):
    return None if d is None else kind(**d)
