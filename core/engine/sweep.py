"""The drawing procedure of the study notes as a list of steps: the threshold starts at
``+inf`` and drops to each distinct score in turn, and each step adds one segment.

A view replays the steps (play, pause, step back); a GIF writer makes one frame per step.
Every number a step states is exact: counts are integers and areas are fractions of
``2·m+·m−``, the common denominator of every trapezoid under the average ordering.
A step is numbers only; :mod:`core.app.report.step_text` says it in words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.curve import RocCurve
from core.engine.results import SegmentType, read_only
from core.errors import InputError
from core.phrases import Phrase


@dataclass(frozen=True)
class SweepStep:
    """One step of the sweep: the threshold drops and the curve gains its next piece.

    Attributes
    ----------
    index : int
        The step number: 0 is ``t = +inf`` (the point (0, 0)); then one step per
        distinct score in descending order, or per group of consecutive scores when
        the sweep was thinned.
    threshold : float
        The threshold after the step (``+inf`` for step 0): the lowest score of its
        blocks. Samples with ``score >= threshold`` are predicted positive.
    first_score : float
        The highest score the step reaches (equals ``threshold`` unless grouped;
        ``+inf`` for step 0).
    from_vertex, vertex : int
        The step draws the curve from vertex ``from_vertex`` to vertex ``vertex``
        (indices of :attr:`RocCurve.thresholds`). Tie block ``b`` (numbered from 1,
        highest score first) ends at vertex ``b``, so the step covers the blocks
        ``from_vertex + 1 .. vertex``; step 0 covers none.
    positives, negatives : int
        ``p_k`` and ``n_k``: samples of each class in the step's blocks.
    segment : SegmentType or None
        The segment type of a one-block step; ``None`` for step 0 and for a step that
        groups several blocks (each keeps its own type on the curve).
    tp, fp : int
        Running true and false positives after the step (``TP_k``, ``FP_k``).
    fpr, tpr : Fraction
        The vertex reached, ``(FP_k / m−, TP_k / m+)``, exactly.
    area : Fraction
        The area the step's segments add under the average ordering,
        ``Σ (2·TP_{k−1} + p_k)·n_k / (2·m+·m−)`` over its blocks.
    auc_so_far : Fraction
        The area under the curve drawn so far; the last step's is the AUC.
    """

    index: int
    threshold: float
    first_score: float
    from_vertex: int
    vertex: int
    positives: int
    negatives: int
    segment: SegmentType | None
    tp: int
    fp: int
    fpr: Fraction
    tpr: Fraction
    area: Fraction
    auc_so_far: Fraction
    n_positive: int
    n_negative: int

    @property
    def denominator(self) -> int:
        """``2·m+·m−``: the areas are whole numbers of these parts."""
        return 2 * self.n_positive * self.n_negative

    @property
    def is_last(self) -> bool:
        """True at (1, 1), where ``auc_so_far`` is the AUC."""
        return self.tp == self.n_positive and self.fp == self.n_negative

    @property
    def block_count(self) -> int:
        """How many tie blocks the step covers (0 for step 0)."""
        return self.vertex - self.from_vertex

    @property
    def blocks(self) -> range:
        """The tie-block numbers the step covers (1 = highest score)."""
        return range(self.from_vertex + 1, self.vertex + 1)


@dataclass(frozen=True, eq=False)
class SweepSteps:
    """The sweep of a curve as steps; index it like a sequence of :class:`SweepStep`.

    Steps are built on demand from the arrays below, so a sweep over millions of
    distinct scores costs a few arrays, not millions of objects.

    Attributes
    ----------
    vertices : ndarray of int, shape (S,)
        The curve vertex each step ends at: ``0`` first, the last vertex last,
        strictly increasing.
    grouped : bool
        True when some step covers more than one tie block (``max_steps`` thinned the
        sweep); every kept vertex still has its exact counts and area.
    n_positive, n_negative : int
        ``m+`` and ``m−``.
    """

    curve: RocCurve = field(repr=False)
    vertices: np.ndarray
    grouped: bool
    n_positive: int
    n_negative: int
    # The AUC so far at every curve vertex, in parts of 2·m+·m−.
    _area_units: np.ndarray = field(repr=False)

    def __len__(self) -> int:
        return len(self.vertices)

    def __getitem__(self, index: int) -> SweepStep:
        index = int(index)
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(f"step {index} outside 0..{len(self) - 1}")
        return self._step(index)

    def __iter__(self):
        return (self._step(i) for i in range(len(self)))

    @property
    def denominator(self) -> int:
        """``2·m+·m−``: every area of the sweep is a whole number of these parts."""
        return 2 * self.n_positive * self.n_negative

    @property
    def auc(self) -> Fraction:
        """The area under the whole curve (average ordering): the last step's total."""
        return Fraction(int(self._area_units[-1]), self.denominator)

    def index_for_vertex(self, vertex: int) -> int:
        """The step that draws curve vertex ``vertex``: the first step ending at or
        after it. Use it to follow the window's threshold (``curve.vertex_at(t)``)."""
        vertex = int(vertex)
        if not 0 <= vertex <= int(self.vertices[-1]):
            raise IndexError(f"vertex {vertex} outside 0..{int(self.vertices[-1])}")
        return int(np.searchsorted(self.vertices, vertex, "left"))

    def _step(self, i: int) -> SweepStep:
        c = self.curve
        v = int(self.vertices[i])
        u = int(self.vertices[i - 1]) if i else 0
        tp, fp = int(c.tp[v]), int(c.fp[v])
        p, n = tp - int(c.tp[u]), fp - int(c.fp[u])
        segment = SegmentType(int(c.segments[u])) if v - u == 1 else None
        units = self._area_units
        return SweepStep(
            index=i,
            threshold=float(c.thresholds[v]),
            first_score=float(c.thresholds[min(u + 1, v)]),
            from_vertex=u,
            vertex=v,
            positives=p,
            negatives=n,
            segment=segment,
            tp=tp,
            fp=fp,
            fpr=Fraction(fp, self.n_negative),
            tpr=Fraction(tp, self.n_positive),
            area=Fraction(int(units[v]) - int(units[u]), self.denominator),
            auc_so_far=Fraction(int(units[v]), self.denominator),
            n_positive=self.n_positive,
            n_negative=self.n_negative,
        )


def sweep_steps(curve: RocCurve, max_steps: int | None = None) -> SweepSteps:
    """The sweep of ``curve`` as steps: ``t = +inf`` first, then each distinct score,
    descending; the last step reaches (1, 1) with the whole AUC.

    Parameters
    ----------
    curve : RocCurve
        The curve to replay; it needs both classes.
    max_steps : int, optional
        At most this many steps, step 0 included (at least 2). When the curve has
        more distinct scores, consecutive blocks are grouped so that the steps reveal
        about equal numbers of samples each; a block is never split, so a block holding
        many samples can leave fewer steps than asked. Counts and areas stay exact at
        every kept vertex.

    Returns
    -------
    SweepSteps
        A sequence of :class:`SweepStep`.

    Raises
    ------
    SingleClassError
        One class is missing: the sweep has no unit square to draw in.
    InputError
        ``max_steps`` is below 2.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> steps = sweep_steps(roc_from_scores([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0]))
    >>> len(steps), steps.auc
    (4, Fraction(7, 8))
    >>> steps[2].vertex, steps[2].positives, steps[2].negatives, steps[2].area
    (2, 1, 1, Fraction(3, 8))
    """
    curve.require_complete(Phrase("the sweep, block by block"))
    curve.require_counts(Phrase("the sweep, block by block"))
    curve.require_both_classes()
    m_pos, m_neg = curve.n_positive, curve.n_negative
    bound = 2 * m_pos * m_neg
    tp, p, n = exact.widen(bound, curve.tp, curve.block_positives, curve.block_negatives)
    units = np.zeros(len(curve.tp), dtype=tp.dtype)
    # Partial sums of non-negative terms stay below the total, 2·m+·m−: int64 is exact
    # whenever widen() left the arrays as int64.
    np.cumsum((2 * tp[:-1] + p) * n, out=units[1:])
    k = curve.distinct_scores
    if max_steps is None or k + 1 <= max_steps:
        vertices = np.arange(k + 1)
        grouped = False
    else:
        if max_steps < 2:
            raise InputError(Phrase("max_steps is {max_steps}; a sweep needs at least 2 steps"
                                    " (the start and the whole curve)", max_steps=max_steps))
        vertices = _even_vertices(curve.tp.astype(np.float64) + curve.fp, max_steps - 1)
        grouped = len(vertices) < k + 1
    read_only(vertices, units)
    return SweepSteps(curve, vertices, grouped, m_pos, m_neg, units)


def _even_vertices(cumulative: np.ndarray, steps: int) -> np.ndarray:
    """Vertex 0, the last vertex, and between them the first vertex reaching each of
    ``steps`` equal shares of the samples (fewer when a block spans several shares)."""
    targets = np.arange(1, steps + 1, dtype=np.float64) * (cumulative[-1] / steps)
    picked = np.searchsorted(cumulative, targets, "left")
    picked = np.minimum(picked, len(cumulative) - 1)
    return np.unique(np.concatenate(([0], picked, [len(cumulative) - 1])))
