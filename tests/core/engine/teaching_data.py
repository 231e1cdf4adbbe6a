"""The worked examples of docs/mathematics.md and tie-heavy random data for the teaching views'
tests (sweep, rank table, pair grid, accumulation, formulas written out)."""

from fractions import Fraction

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

EIGHT_IDS = [f"s{i}" for i in range(1, 9)]
EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_LABELS = [1, 0, 1, 1, 0, 0, 1, 0]

FIVE_SCORES = [0.95, 0.90, 0.81, 0.75, 0.6]
FIVE_LABELS = [1, 0, 1, 0, 0]
FIVE_CLICKS = [1, 0, 1, 0, 0]
FIVE_NONCLICKS = [0, 1, 0, 1, 1]

# Few distinct values, so that ties and mixed blocks are the rule.
tied_scores = st.sampled_from([-2.0, 0.0, 0.1, 0.25, 0.5, 0.5000000000000001, 0.9, 1.0, 7.0])


@st.composite
def samples(draw, min_size=2, max_size=50):
    n = draw(st.integers(min_size, max_size))
    scores = draw(st.lists(st.one_of(tied_scores, st.floats(-1e6, 1e6, allow_nan=False)),
                           min_size=n, max_size=n))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    assume(any(labels) and not all(labels))
    return np.array(scores), np.array(labels)


@st.composite
def aggregated(draw, max_rows=25, max_count=6):
    k = draw(st.integers(1, max_rows))
    scores = draw(st.lists(tied_scores, min_size=k, max_size=k))
    pos = draw(st.lists(st.integers(0, max_count), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, max_count), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return np.array(scores), np.array(pos), np.array(neg)


def exact_vertices(scores, labels):
    """(threshold, TP, FP) per vertex by the notes' procedure: for t = +inf and each
    distinct score descending, count the samples with score >= t."""
    s = np.asarray(scores, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    out = [(float("inf"), 0, 0)]
    for t in sorted(set(s.tolist()), reverse=True):
        out.append((t, int(((s >= t) & y).sum()), int(((s >= t) & ~y).sum())))
    return out


def trapezoid_area(tp0, fp0, tp1, fp1, m_pos, m_neg) -> Fraction:
    """Area under the straight piece from (fp0, tp0) to (fp1, tp1), in the unit square."""
    return Fraction(fp1 - fp0, m_neg) * Fraction(tp0 + tp1, 2 * m_pos)
