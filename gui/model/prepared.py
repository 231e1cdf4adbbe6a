"""One model's data made ready to show: the loaded arrays and the curve, and what the
views draw from them (the score distribution, the five formulas, the AUC's confidence
interval), each computed once when first needed.

The window's loader asks for all of it off the UI thread (:func:`prepare_model_data`
with ``eager=True``); a headless export asks for none of it, since a figure shows none.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property


from core import FiveFormulas, RocCurve, RocscopeError, five_formulas
from core.drawing.distribution import SampleStacks, ScoreHistogram, score_distribution
from core.readers.dataset import LoadedData


CI_LEVEL = 0.95


@dataclass(frozen=True, eq=False)
class ModelData:
    """A loaded data set, its curve, and what is drawn from them (cached properties).

    ``formulas`` is None when a class is missing (no AUC to compute); ``ci`` is the
    95 % DeLong confidence interval of the AUC, or None where it is undefined (a class
    with fewer than two samples; ``ci_problem`` then says why). Drawings are not kept
    here: each view caches its own.
    """

    data: LoadedData
    curve: RocCurve

    @property
    def source(self) -> str:
        return self.data.dataset.source

    @property
    def score_column(self) -> str:
        return self.data.selection.score

    @cached_property
    def distribution(self) -> SampleStacks | ScoreHistogram | None:
        """Samples as stacked dots when few, else histograms on shared bins; None for a
        curve computed out of memory (its rows are not here)."""
        return score_distribution(self.curve)

    @cached_property
    def formulas(self) -> FiveFormulas | None:
        return five_formulas(self.curve) if self.curve.has_both_classes else None

    @cached_property
    def _interval(self) -> tuple:
        if not self.curve.has_both_classes:
            return None, None
        # scipy loads on first use: off the UI thread in the window, never for a figure.
        from core.engine.delong import delong_ci

        try:
            return delong_ci(self.curve, CI_LEVEL), None
        except RocscopeError as exc:
            return None, str(exc)

    @property
    def ci(self):
        """The :class:`core.engine.delong.ConfidenceInterval`, or None."""
        return self._interval[0]

    @property
    def ci_problem(self) -> str | None:
        return self._interval[1]


def prepare_model_data(data: LoadedData, eager: bool = True, curve=None) -> ModelData:
    """Build the curve (unless an engine computed it: ``curve``) and, with ``eager``,
    everything the views draw from it: the slow part of showing data, meant for a
    background thread."""
    prepared = ModelData(data, curve if curve is not None else data.curve())
    if eager:
        prepared.distribution, prepared.formulas, prepared.ci  # noqa: B018 - computed now
    return prepared
