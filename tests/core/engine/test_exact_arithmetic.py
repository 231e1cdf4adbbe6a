"""Huge aggregated counts: m+ * m- beyond 2**63 must stay exact, not wrap around."""

from fractions import Fraction

import numpy as np

import core
from core.engine import exact


def test_pair_counts_exceeding_int64_are_exact():
    big = 3 * 10**9  # per row; m+ * m- is about 10**20 > 2**63
    scores = [0.9, 0.5, 0.5, 0.1]
    pos = [big, big + 1, 0, 7]
    neg = [5, big + 3, big, big - 2]
    curve = core.roc_from_counts(scores, pos, neg)
    m_pos, m_neg = sum(pos), sum(neg)
    assert m_pos * m_neg > 2**63
    # Blocks (descending): 0.9 (big, 5), 0.5 (big+1, 2big+3), 0.1 (7, big-2): all mixed.
    tied = big * 5 + (big + 1) * (2 * big + 3) + 7 * (big - 2)
    discordant = (big + 1) * 5 + 7 * (5 + 2 * big + 3)
    assert curve.pairs == core.PairCounts(m_pos * m_neg - tied - discordant, tied, discordant)
    expected = Fraction(2 * curve.pairs.concordant + tied, 2 * m_pos * m_neg)
    assert curve.auc_exact() == expected
    assert [f.exact for f in core.five_formulas(curve)] == [expected] * 5


def test_exact_dot_switches_to_python_integers_when_the_bound_is_large():
    a = np.array([2**40, 2**40], dtype=np.int64)
    assert exact.dot(a, a, 2**81) == 2**81
    assert exact.dot(a[:1], a[:1], 2**80) == 2**80
    assert exact.total(np.array([2**62, 2**62, 2**62], dtype=np.int64)) == 3 * 2**62
