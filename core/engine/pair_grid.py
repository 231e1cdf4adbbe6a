"""The pair grid up close: which (positive, negative) pair each small rectangle is.

With x ticks of ``1/m−`` and y ticks of ``1/m+`` the unit square is an ``m− × m+`` grid.
Column ``i`` is the ``i``-th negative and row ``j`` the ``j``-th positive, both counted
from the highest score (the order the curve is drawn in, from ``t = +inf``), so cell
``(i, j)`` spans ``[i/m−, (i+1)/m−] × [j/m+, (j+1)/m+]``. A cell lies below the curve iff
its pair is concordant, above it iff discordant; a tied pair's cell lies in its block's
rectangle, which the average curve crosses on the diagonal, the best ("l1") curve passes
above (its tied cells join the area under the curve) and the worst ("l2") curve passes
below (they join the area above) — the two extreme orderings of the notes' proof.

This is for small data only (the grid is drawn cell by cell): at most 40 samples of
each class by default.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np

from core.engine.results import PairCounts, TieOrdering
from core.engine.validate import count_array, descending_order, label_array, score_array
from core.errors import (
    EmptyInputError,
    GridTooLargeError,
    LengthMismatchError,
    SingleClassError,
)
from core.phrases import Phrase

GRID_LIMIT = 40


class PairRelation(enum.StrEnum):
    """How a (positive, negative) pair is ordered by the scores."""

    CONCORDANT = "concordant"  #: the positive scores higher: the cell is below the curve
    TIED = "tied"  #: equal scores: the cell is where the tie block's orderings differ
    DISCORDANT = "discordant"  #: the negative scores higher: the cell is above the curve


class CellSide(enum.StrEnum):
    """Where a cell lies relative to the curve drawn for a tie ordering."""

    BELOW = "below"  #: counted in the AUC
    SPLIT = "split"  #: a tied cell under the average curve: half of it counts
    ABOVE = "above"  #: counted in the rank loss


@dataclass(frozen=True)
class GridSample:
    """One sample along an axis of the grid.

    ``row`` is its index in the input (for aggregated rows, the index of the row it was
    counted on); ``block`` its tie-block number (1 = highest score, as on the curve).
    """

    row: int
    id: str | None
    score: float
    block: int


@dataclass(frozen=True)
class TieRectangle:
    """The cells of one mixed tie block: columns ``columns`` (its negatives) by rows
    ``rows`` (its positives), every one of them a tied pair. The average curve crosses
    the rectangle on its diagonal; the best curve runs up its left side and along its
    top, the worst along its bottom and up its right side."""

    block: int
    score: float
    columns: range
    rows: range

    @property
    def cells(self) -> int:
        return len(self.columns) * len(self.rows)


@dataclass(frozen=True)
class PairCell:
    """Cell ``(i, j)`` of the grid: negative ``i`` (along x) against positive ``j``
    (along y)."""

    i: int
    j: int
    positive_row: int
    positive_score: float
    negative_row: int
    negative_score: float
    relation: PairRelation
    positive_id: str | None = None
    negative_id: str | None = None

    def side(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> CellSide:
        """Where the cell lies relative to the curve of ``ordering``.

        Concordant cells are always below and discordant ones above; a tied cell is
        split by the average curve's diagonal, below the best curve (positives first:
        up, then right) and above the worst curve (negatives first: right, then up).
        """
        if self.relation is not PairRelation.TIED:
            return CellSide.BELOW if self.relation is PairRelation.CONCORDANT else CellSide.ABOVE
        return {TieOrdering.BEST: CellSide.BELOW, TieOrdering.WORST: CellSide.ABOVE}.get(
            TieOrdering(ordering), CellSide.SPLIT)


@dataclass(frozen=True, eq=False)
class PairGrid:
    """The ``m− × m+`` pair grid.

    Attributes
    ----------
    negatives : tuple of GridSample
        The columns, left to right: negatives by descending score.
    positives : tuple of GridSample
        The rows, bottom to top: positives by descending score.
    relation : ndarray of object, shape (m−, m+)
        ``relation[i, j]`` is the :class:`PairRelation` of cell ``(i, j)``.
    pairs : PairCounts
        C, T and D counted over the cells.
    """

    negatives: tuple[GridSample, ...]
    positives: tuple[GridSample, ...]
    relation: np.ndarray
    pairs: PairCounts

    @property
    def n_positive(self) -> int:
        return len(self.positives)

    @property
    def n_negative(self) -> int:
        return len(self.negatives)

    @property
    def shape(self) -> tuple[int, int]:
        """``(m−, m+)``: columns along x, rows along y."""
        return self.n_negative, self.n_positive

    def cells(self):
        """Every cell, column by column."""
        return (pair_at(self, i, j) for i in range(self.n_negative) for j in range(self.n_positive))

    def cell_at(self, fpr: float, tpr: float) -> tuple[int, int] | None:
        """The cell ``(i, j)`` containing the point ``(fpr, tpr)`` of the unit square
        (a point on the top or right edge belongs to the last cell), or ``None``
        outside it. For hovering."""
        if not (0.0 <= fpr <= 1.0 and 0.0 <= tpr <= 1.0):
            return None
        i = min(int(fpr * self.n_negative), self.n_negative - 1)
        j = min(int(tpr * self.n_positive), self.n_positive - 1)
        return i, j

    def tie_rectangles(self) -> tuple[TieRectangle, ...]:
        """The tied cells, one rectangle per mixed block, highest score first."""
        out = []
        for block in sorted({g.block for g in self.positives} & {g.block for g in self.negatives}):
            cols = [i for i, g in enumerate(self.negatives) if g.block == block]
            rows = [j for j, g in enumerate(self.positives) if g.block == block]
            out.append(TieRectangle(block, self.negatives[cols[0]].score,
                                    range(cols[0], cols[-1] + 1), range(rows[0], rows[-1] + 1)))
        return tuple(out)


def pair_at(grid: PairGrid, i: int, j: int) -> PairCell:
    """Cell ``(i, j)``: negative ``i`` along x, positive ``j`` along y (both from the
    highest score).

    Raises
    ------
    IndexError
        The cell is outside the grid.
    """
    if not (0 <= i < grid.n_negative and 0 <= j < grid.n_positive):
        raise IndexError(f"cell ({i}, {j}) outside the {grid.n_negative} × {grid.n_positive} grid")
    neg, pos = grid.negatives[i], grid.positives[j]
    return PairCell(
        i=i, j=j,
        positive_row=pos.row, positive_score=pos.score,
        negative_row=neg.row, negative_score=neg.score,
        relation=grid.relation[i, j],
        positive_id=pos.id, negative_id=neg.id,
    )


def pair_grid(scores, labels, ids=None, *, limit: int = GRID_LIMIT) -> PairGrid:
    """The pair grid of samples ``(score, label)``.

    Parameters
    ----------
    scores, labels : array_like of shape (n,)
        As for :func:`core.roc_from_scores`.
    ids : sequence of shape (n,), optional
        Sample identifiers, shown instead of row numbers.
    limit : int
        The most samples of either class accepted (default 40).

    Returns
    -------
    PairGrid

    Raises
    ------
    GridTooLargeError
        More than ``limit`` positives or negatives.
    SingleClassError
        One class is missing: the grid has no cells.
    EmptyInputError, LengthMismatchError, NonFiniteScoreError, LabelError
        As for :func:`core.roc_from_scores`.

    Examples
    --------
    >>> grid = pair_grid([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                  [1, 0, 1, 1, 0, 0, 1, 0])
    >>> grid.shape, grid.pairs
    ((4, 4), PairCounts(concordant=10, tied=1, discordant=5))
    >>> pair_at(grid, 1, 2).relation.name
    'TIED'
    """
    s = score_array(scores)
    y = label_array(labels, len(s))
    if ids is not None and len(ids) != len(s):
        raise LengthMismatchError(Phrase("{n} scores but {count} ids: they must pair up one to one",
                                         n=len(s), count=len(ids)))
    m_pos = int(np.count_nonzero(y))
    _check_size(m_pos, len(s) - m_pos, limit)
    names = None if ids is None else [str(v) for v in ids]
    return _grid(s, y, np.arange(len(s)), names)


def pair_grid_from_counts(scores, positives, negatives, *, limit: int = GRID_LIMIT) -> PairGrid:
    """The pair grid of aggregated rows ``(score, positives, negatives)``: each sample
    names the row it was counted on.

    Raises
    ------
    GridTooLargeError
        More than ``limit`` positives or negatives in all.
    SingleClassError, EmptyInputError, CountError, LengthMismatchError, NonFiniteScoreError
        As for :func:`core.roc_from_counts`.
    """
    s = score_array(scores)
    pos = count_array(positives, len(s), Phrase("positive counts"))
    neg = count_array(negatives, len(s), Phrase("negative counts"))
    # Class totals as Python integers: a huge log must be refused, not wrapped around.
    m_pos, m_neg = sum(pos.tolist()), sum(neg.tolist())
    if m_pos + m_neg == 0:
        raise EmptyInputError(Phrase("every count is zero: ROC analysis needs at least one sample"))
    _check_size(m_pos, m_neg, limit)
    rows = np.concatenate((np.repeat(np.arange(len(s)), pos), np.repeat(np.arange(len(s)), neg)))
    y = np.r_[np.ones(m_pos, dtype=bool), np.zeros(m_neg, dtype=bool)]
    return _grid(s[rows], y, rows, None)


def _check_size(m_pos: int, m_neg: int, limit: int) -> None:
    if m_pos > limit or m_neg > limit:
        raise GridTooLargeError(m_pos, m_neg, limit)
    if not (m_pos and m_neg):
        present = Phrase("positive") if m_pos else Phrase("negative")
        raise SingleClassError(Phrase("the pair grid needs both classes, but every sample is {present}",
                                      present=present))


def _grid(s: np.ndarray, y: np.ndarray, rows: np.ndarray, names) -> PairGrid:
    # Descending by score; equal scores keep their input order.
    order = descending_order(s)
    # Block b (1-based) holds the b-th highest distinct score. The inverse is asked for
    # because numpy's plain np.unique imports numpy.ma (a twentieth of a second when the
    # window first shows the example's grid).
    ascending, position = np.unique(s, return_inverse=True)
    block = len(ascending) - position.reshape(-1)

    def axis(of_class: np.ndarray) -> tuple[GridSample, ...]:
        return tuple(
            GridSample(row=int(rows[k]), id=None if names is None else names[int(rows[k])],
                       score=float(s[k]), block=int(block[k]))
            for k in order[of_class[order]]
        )

    negatives, positives = axis(~y), axis(y)
    # Compared as the exact scores (integers beyond 2**53 included), not their floats.
    neg = s[order[~y[order]]][:, None]
    pos = s[order[y[order]]][None, :]
    code = np.where(pos > neg, 0, np.where(pos == neg, 1, 2))
    relation = np.array(list(PairRelation), dtype=object)[code]
    relation.flags.writeable = False
    counts = PairCounts(
        concordant=int(np.count_nonzero(pos > neg)),
        tied=int(np.count_nonzero(pos == neg)),
        discordant=int(np.count_nonzero(pos < neg)),
    )
    return PairGrid(negatives, positives, relation, counts)
