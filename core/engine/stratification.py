"""A model's samples split by the values of one column (groups or folds): the strata's
names, their exact counts and, when the rows were in memory, their tie blocks, from which
each stratum's whole curve is built on demand (:mod:`core.engine.stratum_counts` counts
them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from core.engine.curve import RocCurve
from core.engine.stratum_counts import StrataBlocks, StratumCounts
from core.errors import ThinnedCurveError
from core.phrases import Phrase

if TYPE_CHECKING:
    from core.engine.folds import GridCrossings


@dataclass(frozen=True, eq=False)
class Stratification:
    """A model's samples split by the values of one column.

    Attributes
    ----------
    column : str
        The column, as the data name it.
    role : {"group", "fold"}
    texts : tuple of str
        Each stratum's value as text, in listing order: groups by text, folds by value
        when the column holds numbers (else by text).
    numeric : bool
        Whether the column holds numbers.
    counts : StratumCounts
        Each stratum's exact ``m+``, ``m-``, C and T, in the order of ``texts``.
    blocks : StrataBlocks or None
        Each stratum's tie blocks, when the rows were in memory (then every stratum's
        whole curve can be built: :meth:`curve`); None for a log an engine counted.
    crossings : tuple of GridCrossings or None, or None
        Folds an engine counted: each fold's crossings of the vertical-averaging grid.
    threshold_counts : (thresholds, tp, fp) or None
        Folds an engine counted, when threshold averaging was asked for at load.
    dropped_rows : int
        Rows an engine left out because their stratum was missing (as asked); in
        memory the loader leaves them out before.
    """

    column: str
    role: str
    texts: tuple[str, ...]
    numeric: bool
    counts: StratumCounts
    blocks: StrataBlocks | None = None
    crossings: tuple[GridCrossings | None, ...] | None = None
    threshold_counts: tuple | None = field(default=None, repr=False)
    dropped_rows: int = 0

    def __len__(self) -> int:
        return len(self.texts)

    def index(self, text: str) -> int:
        """The position of the stratum whose value reads ``text``.

        Raises KeyError when there is none."""
        return self._positions[text]

    @property
    def texts_set(self):
        """The strata's values, to test membership in O(1)."""
        return self._positions.keys()

    @cached_property
    def _positions(self) -> dict[str, int]:
        return {t: i for i, t in enumerate(self.texts)}

    @cached_property
    def _curves(self) -> dict[int, RocCurve]:
        # The curves asked for (a window draws a fold's or a group's curve again on
        # every change of ordering or zoom, and caches its drawings by curve).
        return {}

    def curve(self, i: int) -> RocCurve:
        """Stratum ``i``'s whole ROC curve (its rows alone).

        Raises
        ------
        ThinnedCurveError
            The log was counted by an engine: its rows stayed there.
        """
        if self.blocks is None:
            if self.role == "group":
                message = Phrase("the curve of one group needs that group's rows, but the data"
                                 " were counted by an engine, which hands back each group's"
                                 " pair counts only")
            else:
                message = Phrase("the curve of one fold needs that fold's rows, but the data"
                                 " were counted by an engine, which hands back each fold's"
                                 " pair counts only")
            raise ThinnedCurveError(message, what=f"the curve of one {self.role}")
        curve = self._curves.get(i)
        if curve is None:
            curve = self._curves[i] = self.blocks.curve(i)
        return curve
