"""The ROC convex hull (ROCCH): the best that randomising between thresholds reaches.

Any point on a segment between two vertices is achieved by using one vertex's threshold
with some probability and the other's otherwise, so the upper convex hull of the vertices
is the achievable frontier; no vertex lies above it, and it never falls below the chance
diagonal (its ends are (0, 0) and (1, 1)).

Orientation is decided on the integer counts (FP, TP): scaling the axes by ``1/m-`` and
``1/m+`` keeps the hull the same set of vertices, and the cross products of counts are
exact, so collinear vertices are recognised as such and left out of the hull's vertices.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine import exact
from core.engine.curve import RocCurve
from core.engine.results import read_only
from core.phrases import Phrase

# Rounds of the vectorised thinning before the exact sequential scan takes over.
_THINNING_ROUNDS = 8


@dataclass(frozen=True, eq=False)
class RocHull:
    """The upper convex hull of a ROC curve's vertices.

    Attributes
    ----------
    auc : float
        Area under the hull (trapezoids over its vertices), correctly rounded from the
        exact fraction; never below the curve's AUC, never below 0.5.
    fpr, tpr : ndarray of float64
        The hull's corners, from (0, 0) to (1, 1), without collinear vertices.
    vertices : ndarray of intp
        Their indices among the curve's vertices (ascending).
    thresholds : ndarray of float64
        The curve's thresholds at those vertices (``+inf`` first).
    """

    auc: float
    fpr: np.ndarray
    tpr: np.ndarray
    vertices: np.ndarray
    thresholds: np.ndarray

    def __len__(self) -> int:
        return len(self.vertices)


def convex_hull(curve: RocCurve) -> RocHull:
    """The ROCCH of a curve: its vertices' upper convex hull, with the area under it.

    Parameters
    ----------
    curve : RocCurve
        Needs both classes.

    Returns
    -------
    RocHull

    Raises
    ------
    SingleClassError
        If one class is absent.

    Notes
    -----
    O(K): a vectorised pass repeatedly drops every vertex that does not turn clockwise
    against its current neighbours (such a vertex lies on or below the chord joining
    them, and a run of dropped vertices forms a convex-from-below chain under the chord
    joining the kept vertices around it, so nothing on the hull is lost); the few vertices
    that remain go through Andrew's monotone chain.

    Examples
    --------
    >>> import core
    >>> curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                              [1, 0, 1, 1, 0, 0, 1, 0])
    >>> hull = convex_hull(curve)  # vertices 2 to 5 lie on or under the edge from 1 to 6
    >>> hull.vertices.tolist(), hull.auc
    ([0, 1, 6, 7], 0.71875)
    """
    curve.require_complete(Phrase("the convex hull"))
    curve.require_both_classes()
    m_pos, m_neg = curve.n_positive, curve.n_negative
    if curve.weighted:  # sums of fractional weights: the hull of the floats, as they are
        x, y = curve.fp, curve.tp
    else:
        x, y = exact.widen(2 * m_pos * m_neg, curve.fp, curve.tp)
    keep = np.arange(len(x))
    for _ in range(_THINNING_ROUNDS):
        if len(keep) < 3:
            break
        xs, ys = x[keep], y[keep]
        # Cross product of (middle - previous) and (next - previous) for each middle.
        cross = (xs[1:-1] - xs[:-2]) * (ys[2:] - ys[:-2]) - (ys[1:-1] - ys[:-2]) * (xs[2:] - xs[:-2])
        turns = np.ones(len(keep), dtype=bool)
        turns[1:-1] = np.asarray(cross < 0, dtype=bool)  # clockwise: a corner of the upper hull
        if turns.all():
            break
        keep = keep[turns]
    vertices = np.array(_upper_chain(keep.tolist(), x[keep].tolist(), y[keep].tolist()),
                        dtype=np.intp)
    hx, hy = curve.fp[vertices], curve.tp[vertices]
    dx = np.diff(hx)
    arrays = (hx / m_neg, hy / m_pos, vertices, curve.thresholds[vertices])
    read_only(*arrays)
    if curve.weighted:
        twice_w = float(np.einsum("i,i->", dx, hy[1:] + hy[:-1]))
        return RocHull(twice_w / (2 * m_pos * m_neg), *arrays)
    twice = exact.dot(dx, hy[1:], m_pos * m_neg) + exact.dot(dx, hy[:-1], m_pos * m_neg)
    area = Fraction(twice, 2 * m_pos * m_neg)
    return RocHull(area.numerator / area.denominator, *arrays)


def _upper_chain(index: list, xs: list, ys: list) -> list:
    """Andrew's monotone chain (upper part) over points sorted by x, then y; keeps only
    strictly clockwise corners. Python integers, so exact at any size."""
    chain: list[int] = []
    px: list = []
    py: list = []
    for i, xi, yi in zip(index, xs, ys):
        while len(chain) >= 2 and (
            (px[-1] - px[-2]) * (yi - py[-2]) - (py[-1] - py[-2]) * (xi - px[-2]) >= 0
        ):
            chain.pop()
            px.pop()
            py.pop()
        chain.append(i)
        px.append(xi)
        py.append(yi)
    return chain
