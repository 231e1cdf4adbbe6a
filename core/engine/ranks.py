"""The rank table behind the Mann–Whitney formula, as the study notes draw it by hand.

Samples are listed from the highest score down (the order the curve is drawn in, and the
order a click-log job walks them); each carries its ascending rank (1 = lowest score), tied
samples sharing the average of their ranks, so every rank is a whole or half number.
Then ``AUC = (Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.blocks import run_starts
from core.engine.validate import descending_order, label_array, score_array
from core.errors import InputError, LengthMismatchError, SingleClassError
from core.numbers_text import exact_text
from core.phrases import Phrase

_LIST_RANKS_UP_TO = 20  # positives whose ranks the formula text lists one by one


@dataclass(frozen=True)
class RankRow:
    """One sample of the rank table.

    Attributes
    ----------
    position : int
        Where the sample stands in the whole table (0 = highest score).
    row : int
        The sample's index in the input (0-based).
    id : str or None
        The sample's identifier, when ids were given.
    score : float
    positive : bool
    rank : Fraction
        Ascending rank, 1 = lowest score; tied samples share the average of the ranks
        they occupy, so this is a whole or half number.
    block : int
        Tie-block number in the curve's order: block ``b`` (1 = highest score) ends at
        curve vertex ``b``.
    tp, fp : int
        Cumulative true and false positives once the threshold has reached this
        sample's block (``TP_b``, ``FP_b``).
    """

    position: int
    row: int
    id: str | None
    score: float
    positive: bool
    rank: Fraction
    block: int
    tp: int
    fp: int

    @property
    def label(self) -> str:
        return "+" if self.positive else "−"

    @property
    def name(self) -> str:
        """The id, or ``row N`` (1-based) when there are no ids."""
        return self.id if self.id is not None else Phrase("row {row}", row=self.row + 1)


@dataclass(frozen=True)
class ClippedTable:
    """The rows a table keeps: all of them, or the first and the last (:meth:`kept`),
    with the count of those left out between, and the class sizes ``m+`` and ``m-`` its
    sums cover."""

    head: tuple
    tail: tuple
    omitted: int
    n_positive: int
    n_negative: int

    @property
    def truncated(self) -> bool:
        return self.omitted > 0

    @property
    def rows(self) -> tuple:
        """The rows kept, in table order (``head`` then ``tail``)."""
        return self.head + self.tail

    @classmethod
    def kept(cls, n: int, limit: int | None, make, **fields):
        """The table of ``n`` rows (row ``i`` is ``make(i)``) showing at most ``limit``:
        the first half and the last half (the head one longer), or every row.

        >>> t = ClippedTable.kept(10, 5, int, n_positive=4, n_negative=6)
        >>> t.head, t.tail, t.omitted, ClippedTable.kept(3, 5, int, n_positive=1, n_negative=2).rows
        ((0, 1, 2), (8, 9), 5, (0, 1, 2))

        Raises :class:`InputError` when ``limit`` is negative.
        """
        if limit is not None and limit < 0:
            raise InputError(Phrase("limit is {limit}; it must be a whole number of rows, at"
                                    " least 0", limit=limit))
        head, tail = range(n), range(0)
        if limit is not None and n > limit:
            first = (limit + 1) // 2
            head, tail = range(first), range(n - (limit - first), n)
        return cls(tuple(map(make, head)), tuple(map(make, tail)), n - len(head) - len(tail),
                   **fields)


@dataclass(frozen=True)
class RankTable(ClippedTable):
    """Samples sorted by descending score with their Mann–Whitney ranks.

    ``head`` holds the first rows and ``tail`` the last ones; when the table was not
    limited, ``head`` is every row and ``tail`` is empty. Sums are always over all
    samples.

    Attributes
    ----------
    head, tail : tuple of RankRow
    omitted : int
        Rows between ``head`` and ``tail`` that were left out.
    n_positive, n_negative : int
        ``m+`` and ``m−``.
    sum_positive_ranks : Fraction
        ``Σ rank(s⁺)`` over every positive, exactly (a whole or half number).
    positive_ranks : tuple of Fraction
        Every positive's rank, highest score first, when there are at most 20
        positives (the formula text lists them); otherwise empty.
    """

    sum_positive_ranks: Fraction
    positive_ranks: tuple[Fraction, ...]

    @property
    def n(self) -> int:
        return self.n_positive + self.n_negative

    @property
    def rank_sum_floor(self) -> Fraction:
        """``m+(m+ + 1)/2``: the smallest possible sum of positive ranks (all positives
        at the bottom), which the formula subtracts."""
        return Fraction(self.n_positive * (self.n_positive + 1), 2)

    @property
    def auc(self) -> Fraction:
        """``(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻)`` exactly.

        Raises
        ------
        SingleClassError
            One class is missing.
        """
        self._require_both_classes()
        return (self.sum_positive_ranks - self.rank_sum_floor) / (self.n_positive * self.n_negative)

    @property
    def mann_whitney_text(self) -> str:
        """The formula written out with the numbers, ending in the exact AUC.

        For the eight samples of docs/mathematics.md: ``(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻) =
        (8 + 6 + 4.5 + 2 − 4·5/2) / (4·4) = (20.5 − 10) / 16 = 21/32``. The ranks are
        listed for up to 20 positives.
        """
        self._require_both_classes()
        m_pos, m_neg = self.n_positive, self.n_negative
        ranks = self.positive_ranks if len(self.positive_ranks) > 1 else [self.sum_positive_ranks]
        listed = " + ".join(exact_text(r) for r in ranks)
        steps = [f"({listed} − {m_pos}·{m_pos + 1}/2) / ({m_pos}·{m_neg})",
                 f"({exact_text(self.sum_positive_ranks)} − {exact_text(self.rank_sum_floor)})"
                 f" / {m_pos * m_neg}",
                 exact_text(self.auc)]
        return "(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻) = " + " = ".join(steps)

    def _require_both_classes(self) -> None:
        if not (self.n_positive and self.n_negative):
            present = Phrase("positive") if self.n_positive else Phrase("negative")
            if self.n == 1:
                raise SingleClassError(Phrase(
                    "the Mann–Whitney AUC needs both classes, but the only sample is"
                    " {present}", present=present))
            raise SingleClassError(Phrase(
                "the Mann–Whitney AUC needs both classes, but all {n} samples are {present}",
                n=self.n, present=present))


def rank_table(scores, labels, ids=None, limit: int | None = None) -> RankTable:
    """The rank table of the Mann–Whitney formula, in O(n log n).

    Parameters
    ----------
    scores : array_like of shape (n,)
        Finite numbers (``score >= t`` is predicted positive; the table lists the
        highest score first, like the sweep from ``t = +inf``).
    labels : array_like of shape (n,)
        Booleans or 0/1; ``True``/1 marks a positive.
    ids : sequence of shape (n,), optional
        Sample identifiers, shown instead of row numbers.
    limit : int, optional
        Keep only the first ``ceil(limit/2)`` and the last ``floor(limit/2)`` rows
        (the sums still cover every sample). ``None`` keeps every row.

    Returns
    -------
    RankTable

    Raises
    ------
    EmptyInputError, LengthMismatchError, NonFiniteScoreError, LabelError
        As for :func:`core.roc_from_scores`.
    InputError
        ``limit`` is negative.

    Examples
    --------
    >>> table = rank_table([0.95, 0.90, 0.81, 0.75, 0.6], [1, 0, 1, 0, 0])
    >>> [(r.score, r.label, str(r.rank)) for r in table.rows]
    [(0.95, '+', '5'), (0.9, '−', '4'), (0.81, '+', '3'), (0.75, '−', '2'), (0.6, '−', '1')]
    >>> table.mann_whitney_text
    '(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻) = (5 + 3 − 2·3/2) / (2·3) = (8 − 3) / 6 = 5/6'
    """
    s = score_array(scores)  # integers stay exact, as the curve compares them
    y = label_array(labels, len(s))
    n = len(s)
    if ids is not None and len(ids) != n:
        raise LengthMismatchError(Phrase("{n} scores but {count} ids: they must pair up one to one",
                                         n=n, count=len(ids)))
    # Descending by score; equal scores keep their input order.
    order = descending_order(s)
    sorted_scores = s[order]
    sorted_pos = y[order]
    starts = run_starts(sorted_scores)
    stops = np.r_[starts[1:], n]
    # A block over descending positions [a, b) holds ascending ranks n−b+1 .. n−a.
    twice_rank_of_block = 2 * n + 1 - starts - stops
    block_pos = np.add.reduceat(sorted_pos.astype(np.int64), starts)
    block_tp = np.cumsum(block_pos)
    block_fp = stops - block_tp
    m_pos = int(block_tp[-1])
    twice_sum = exact.dot(block_pos, twice_rank_of_block, 2 * n * m_pos)
    positive_ranks: tuple[Fraction, ...] = ()
    if m_pos <= _LIST_RANKS_UP_TO:
        positive_ranks = tuple(Fraction(int(r), 2)
                               for r in np.repeat(twice_rank_of_block, block_pos))

    def make(position: int) -> RankRow:
        row = int(order[position])
        b = int(np.searchsorted(starts, position, "right")) - 1
        return RankRow(
            position=position,
            row=row,
            id=None if ids is None else str(ids[row]),
            score=float(sorted_scores[position]),
            positive=bool(sorted_pos[position]),
            rank=Fraction(int(twice_rank_of_block[b]), 2),
            block=b + 1,
            tp=int(block_tp[b]),
            fp=int(block_fp[b]),
        )

    return RankTable.kept(
        n, limit, make,
        n_positive=m_pos,
        n_negative=n - m_pos,
        sum_positive_ranks=Fraction(twice_sum, 2),
        positive_ranks=positive_ranks,
    )

