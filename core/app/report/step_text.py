"""The teaching steps in words: a step of the sweep as a caption, a row of the grouped
accumulation as its term with the numbers.

The exact engine hands back the steps as numbers (:class:`core.engine.sweep.SweepStep`,
:class:`core.engine.accumulation.AccumulationRow`); this module says them, as
:class:`~core.phrases.Phrase` where there are words, so that the window says them in
its language.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from core.engine.pair_grid import PairCell, PairRelation
from core.engine.results import SegmentType

if TYPE_CHECKING:  # names only: the window's pair grid says pairs without loading these
    from core.engine.accumulation import AccumulationRow, AccumulationTable
    from core.engine.sweep import SweepStep
from core.numbers_text import exact_text, score_text
from core.phrases import Phrase

SEGMENT_WORDS = {
    SegmentType.TRUE_POSITIVE: Phrase("true positives only (green vertical)"),
    SegmentType.FALSE_POSITIVE: Phrase("false positives only (red horizontal)"),
    SegmentType.MIXED: Phrase("a tie (blue diagonal)"),
}
_COMMON_DENOMINATOR_UP_TO = 10**6  # captions write areas as fractions up to this denominator


def step_caption(step: SweepStep) -> Phrase:
    """The step in plain words and numbers.

    Areas are written over the common denominator ``2·m+·m−`` (unreduced, so that
    successive captions add up by eye; the last step adds the reduced AUC), or as
    6-digit decimals marked ``≈`` when that denominator exceeds 10^6. The exact values
    are the step's ``area`` and ``auc_so_far``.

    >>> from core.engine.build import roc_from_scores
    >>> from core.engine.sweep import sweep_steps
    >>> steps = sweep_steps(roc_from_scores([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0]))
    >>> step_caption(steps[2])
    'block 2: score 0.8 holds 1 positive and 1 negative → a tie (blue diagonal); TP 2, FP 1; this segment adds 3/8, AUC so far 3/8'
    >>> step_caption(steps[3])
    'block 3: score 0.1 holds 0 positives and 1 negative → false positives only (red horizontal); TP 2, FP 2; this segment adds 4/8, AUC so far 7/8'
    """
    if step.index == 0:
        return Phrase("start: threshold +∞, nothing is predicted positive; TP 0, FP 0;"
                      " the curve starts at (0, 0)")
    auc = _area_text(step, step.auc_so_far)
    if (step.is_last and step.denominator <= _COMMON_DENOMINATOR_UP_TO
            and step.auc_so_far.denominator < step.denominator):
        auc += f" = {exact_text(step.auc_so_far)}"
    values = dict(positives=_positives(step.positives), negatives=_negatives(step.negatives),
                  tp=step.tp, fp=step.fp, area=_area_text(step, step.area), auc=auc)
    if step.segment is not None:
        return Phrase("block {block}: score {score} holds {positives} and {negatives} →"
                      " {segment}; TP {tp}, FP {fp}; this segment adds {area}, AUC so far"
                      " {auc}", block=step.vertex, score=score_text(step.threshold),
                      segment=SEGMENT_WORDS[step.segment], **values)
    return Phrase("blocks {first}–{last}: scores {high} down to {low} hold {positives} and"
                  " {negatives}; TP {tp}, FP {fp}; these {count} segments add {area}, AUC"
                  " so far {auc}", first=step.from_vertex + 1, last=step.vertex,
                  high=score_text(step.first_score), low=score_text(step.threshold),
                  count=step.block_count, **values)


def _area_text(step: SweepStep, value: Fraction) -> str:
    # Over the common denominator 2·m+·m− the areas of successive captions add up
    # by eye (2/32 + 5/32 = 7/32); past a readable size, decimals say more.
    if value == 0:
        return "0"
    if step.denominator <= _COMMON_DENOMINATOR_UP_TO:
        return f"{value * step.denominator}/{step.denominator}"
    return f"≈{float(value):.6g}"


def _positives(count: int) -> Phrase:
    return Phrase("{n} positive", n=count) if count == 1 else Phrase("{n} positives", n=count)


def _negatives(count: int) -> Phrase:
    return Phrase("{n} negative", n=count) if count == 1 else Phrase("{n} negatives", n=count)


def term_text(row: AccumulationRow) -> str:
    """A row's term with its numbers, ``(2·TP_{k−1} + p_k)·n_k / 2 = term``.

    >>> from core.engine.accumulation import accumulation_from_counts
    >>> table = accumulation_from_counts([0.95, 0.90, 0.81, 0.75, 0.6],
    ...                                  [1, 0, 1, 0, 0], [0, 1, 0, 1, 1])
    >>> [term_text(r) for r in table.rows]
    ['(2·0 + 1)·0 / 2 = 0', '(2·1 + 0)·1 / 2 = 1', '(2·1 + 1)·0 / 2 = 0', '(2·2 + 0)·1 / 2 = 2', '(2·2 + 0)·1 / 2 = 2']
    >>> division_text(table)
    'Σ / (m⁺·m⁻) = 5 / (2·3) = 5/6'
    """
    return f"(2·{row.tp_before} + {row.positives})·{row.negatives} / 2 = {exact_text(row.term)}"


def division_text(table: AccumulationTable) -> str:
    """The accumulation's final division with its numbers, ``Σ / (m⁺·m⁻) = … = AUC``."""
    return (f"Σ / (m⁺·m⁻) = {exact_text(table.total)} / ({table.n_positive}·{table.n_negative})"
            f" = {exact_text(table.auc)}")


def pair_caption(cell: PairCell) -> Phrase:
    """A cell of the pair grid in words.

    >>> from core.engine.pair_grid import pair_at, pair_grid
    >>> grid = pair_grid([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                  [1, 0, 1, 1, 0, 0, 1, 0])
    >>> pair_caption(pair_at(grid, 1, 2))
    'positive row 4 (0.47) vs negative row 5 (0.47): tied'
    """
    pos = (cell.positive_id if cell.positive_id is not None
           else Phrase("row {row}", row=cell.positive_row + 1))
    neg = (cell.negative_id if cell.negative_id is not None
           else Phrase("row {row}", row=cell.negative_row + 1))
    values = dict(positive=pos, positive_score=score_text(cell.positive_score),
                  negative=neg, negative_score=score_text(cell.negative_score))
    if cell.relation is PairRelation.CONCORDANT:
        return Phrase("positive {positive} ({positive_score}) vs negative {negative}"
                      " ({negative_score}): concordant", **values)
    if cell.relation is PairRelation.DISCORDANT:
        return Phrase("positive {positive} ({positive_score}) vs negative {negative}"
                      " ({negative_score}): discordant", **values)
    return Phrase("positive {positive} ({positive_score}) vs negative {negative}"
                  " ({negative_score}): tied", **values)
