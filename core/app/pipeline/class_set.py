"""The K classes of one file, shared by their K one-vs-rest models
(:mod:`core.app.pipeline.multiclass` builds them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from core.engine.multiclass import ClassAverages, class_averages


@dataclass(frozen=True, eq=False)
class ClassSet:
    """The K classes of one file and their one-vs-rest models' shared data.

    Attributes
    ----------
    source : str
        The file as given.
    label : str
        The label column.
    classes : tuple of str
        The class values, as the file writes them, in order.
    score_columns : tuple of str
        The score column of each class.
    scores : ndarray, shape (n, K)
        Every sample's score for each class (the rows used).
    truth : ndarray of int, shape (n,)
        Each sample's class, an index into ``classes``.
    weights : ndarray of float or None
        Each sample's case weight, when the rows carry weights (one-vs-rest only).
    weight_column : str or None
        The column they come from.
    """

    source: str
    label: str
    classes: tuple[str, ...]
    score_columns: tuple[str, ...]
    scores: np.ndarray = field(repr=False)
    truth: np.ndarray = field(repr=False)
    weights: np.ndarray | None = field(default=None, repr=False)
    weight_column: str | None = None

    @property
    def k(self) -> int:
        return len(self.classes)

    @property
    def n(self) -> int:
        return len(self.truth)

    def name_of(self, index: int) -> str:
        """What the class's model is called: its class, or its score column where two
        classes write alike."""
        unique = len(set(self.classes)) == len(self.classes)
        return (self.classes if unique else self.score_columns)[index]

    @cached_property
    def averages(self) -> ClassAverages:
        """One-vs-rest and one-vs-one AUCs and their averages (computed once)."""
        return class_averages(self.scores, self.truth, self.weights)
