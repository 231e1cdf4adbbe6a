"""One model's data made ready to show: the loaded arrays, the curve, the score
distribution and the five formulas, built once off the UI thread."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core import FiveFormulas, RocCurve, RocscopeError, five_formulas
from core.drawing.distribution import SampleStacks, ScoreHistogram, sample_stacks, score_histogram
from core.readers.dataset import LoadedData

from .. import style

CI_LEVEL = 0.95


@dataclass(frozen=True, eq=False)
class ModelData:
    """A loaded data set with what the views need besides the curve itself.

    ``formulas`` is None when a class is missing (no AUC to compute); ``ci`` is the
    95 % DeLong confidence interval of the AUC, or None where it is undefined (a class
    with fewer than two samples; ``ci_problem`` then says why). Drawings are not kept
    here: each view caches its own.
    """

    data: LoadedData
    curve: RocCurve
    distribution: SampleStacks | ScoreHistogram
    formulas: FiveFormulas | None
    ci: object | None = None  # core.engine.delong.ConfidenceInterval
    ci_problem: str | None = None

    @property
    def source(self) -> str:
        return self.data.dataset.source

    @property
    def score_column(self) -> str:
        return self.data.selection.score


def prepare_model_data(data: LoadedData) -> ModelData:
    """Build the curve and what is drawn from it: the slow part of showing data."""
    curve = data.curve()
    distribution = None
    if curve.n_samples <= style.DOTS_MAX_SAMPLES:
        distribution = sample_stacks(curve)
        # Stacks taller than this merge into bars: a histogram says it better.
        if np.abs(distribution.level).max() > style.DOTS_MAX_STACK:
            distribution = None
    if distribution is None:
        distribution = score_histogram(curve)
    formulas = five_formulas(curve) if curve.has_both_classes else None
    ci, problem = None, None
    if curve.has_both_classes:
        # scipy's distributions take a while to import: only here, off the UI thread.
        from core.engine.delong import delong_ci

        try:
            ci = delong_ci(curve, CI_LEVEL)
        except RocscopeError as exc:
            problem = str(exc)
    return ModelData(data, curve, distribution, formulas, ci, problem)
