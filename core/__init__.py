"""rocscope's headless engine: exact ROC curves, AUCs and tie analysis in numpy.

Nothing here imports Qt; the window (``gui``) and the command line are clients.

>>> import core
>>> curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
...                              [1, 0, 1, 1, 0, 0, 1, 0])
>>> curve.pairs, curve.auc_exact("average")
(PairCounts(concordant=10, tied=1, discordant=5), Fraction(21, 32))
"""

from core.engine.build import roc_from_counts, roc_from_scores
from core.engine.curve import RocCurve
from core.engine.formulas import FiveFormulas, five_formulas
from core.engine.results import (
    AucValues,
    FormulaResult,
    OperatingPoint,
    PairCounts,
    Polyline,
    SegmentType,
    TieOrdering,
)
from core.engine.weighted import roc_from_weights
from core.errors import (
    ChoiceNeededError,
    CountError,
    EmptyInputError,
    ExportError,
    InputError,
    LabelError,
    LengthMismatchError,
    LoadError,
    NonFiniteScoreError,
    RocscopeError,
    SingleClassError,
)

__all__ = [
    "AucValues", "ChoiceNeededError", "CountError", "EmptyInputError", "ExportError",
    "FiveFormulas", "FormulaResult", "InputError", "LabelError", "LengthMismatchError",
    "LoadError", "NonFiniteScoreError", "OperatingPoint", "PairCounts", "Polyline",
    "RocCurve", "RocscopeError", "SegmentType", "SingleClassError", "TieOrdering",
    "five_formulas", "roc_from_counts", "roc_from_scores", "roc_from_weights",
]
