"""A model: one score column of one data set, judged against that data set's labels (or
counts). The one shape a model has from the loader to the report and the window.

What is drawn or reported from a model (its five formulas, its score distribution, its
confidence interval, the analyses) is computed once per curve by :mod:`.answers` and
reached through the model's properties, so that copies of a model (renamed, say) share
it.

>>> from core.readers.examples import embedded_example
>>> model = model_of(embedded_example())
>>> model.name, model.curve.auc_exact(), model.formulas.agree
('column 2', Fraction(21, 32), True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from core.engine.curve import RocCurve
from core.engine.formulas import FiveFormulas
from core.errors import SingleClassError
from core.phrases import Phrase
from core.readers.dataset import Dataset, LoadedData, Selection

from . import answers

if TYPE_CHECKING:
    from .model_strata import ModelStrata


@dataclass(frozen=True, eq=False)
class LoadedModel:
    """One model, ready for the engine, the report and the views.

    Attributes
    ----------
    name : str
        The score column, or ``file:column`` where the column's name is not unique
        among the models shown together (:func:`core.app.pipeline.naming.model_names`).
    data : LoadedData
        The arrays; none for a curve DuckDB or Spark computed (``data.has_rows`` is False).
    curve : RocCurve
    ids : ndarray of str or None
        The id column's values (trimmed text), row by row, when rows are matched by id.
    strata : ModelStrata or None
        The samples split by a group or a fold column, when the request named one
        (:mod:`core.app.pipeline.model_strata`).
    """

    name: str
    data: LoadedData
    curve: RocCurve
    ids: np.ndarray | None = field(default=None, repr=False)
    strata: ModelStrata | None = field(default=None, repr=False)

    @property
    def n_rows(self) -> int:
        return self.data.n_rows

    @property
    def dataset(self) -> Dataset:
        return self.data.dataset

    @property
    def selection(self) -> Selection:
        return self.data.selection

    @property
    def source(self) -> str:
        """The data set's path, or its name for data without one."""
        return self.data.dataset.source

    @property
    def score_column(self) -> str:
        return self.data.selection.score

    @property
    def formulas(self) -> FiveFormulas | None:
        """The five formulas of the average AUC; None when a class is missing."""
        return answers.formulas_of(self.curve)

    @property
    def distribution(self):
        """What the score plot draws (:func:`core.drawing.distribution.score_distribution`)."""
        return answers.distribution_of(self.curve)

    def interval(self, level: float = 0.95, method: str = "delong", bootstraps: int = 2000,
                 seed: int | None = None):
        """The confidence interval of the average-ordering AUC and, when it is undefined,
        why: ``(ConfidenceInterval, None)`` or ``(None, reason)``."""
        return answers.interval_of(self.curve, level, method, bootstraps, seed)


def model_of(data: LoadedData, name: str | None = None, ids: np.ndarray | None = None,
             strata: ModelStrata | None = None) -> LoadedModel:
    """The model of loaded data (its curve built, or the one an engine built), named
    after its score column unless ``name`` is given."""
    return LoadedModel(name or data.selection.score, data, data.curve(), ids, strata)


def require_both_classes(data: LoadedData, curve: RocCurve) -> None:
    """Raise :class:`SingleClassError` naming the file when a class is missing.

    The engine's own check cannot name the file or the columns; this one says which
    file, how many samples, and what the labels (or counts) hold.
    """
    if curve.has_both_classes:
        return
    sel = data.selection
    positive = bool(curve.n_positive)
    if sel.counts is not None:
        why = Phrase("the counts in {column!r} are all zero",
                     column=sel.counts[1 if positive else 0])
    elif positive:
        why = Phrase("every label in column {column!r} is {positive!r}", column=sel.label,
                     positive=sel.positive)
    else:
        why = Phrase("no label in column {column!r} is {positive!r}", column=sel.label,
                     positive=sel.positive)
    file, n = data.dataset.short_name, curve.n_samples
    if n == 1 and positive:
        message = Phrase("{file}: ROC analysis needs both classes, but the only sample is"
                         " positive ({why})", file=file, why=why)
    elif n == 1:
        message = Phrase("{file}: ROC analysis needs both classes, but the only sample is"
                         " negative ({why})", file=file, why=why)
    elif positive:
        message = Phrase("{file}: ROC analysis needs both classes, but all {n:,} samples are"
                         " positive ({why})", file=file, n=n, why=why)
    else:
        message = Phrase("{file}: ROC analysis needs both classes, but all {n:,} samples are"
                         " negative ({why})", file=file, n=n, why=why)
    raise SingleClassError(message)
