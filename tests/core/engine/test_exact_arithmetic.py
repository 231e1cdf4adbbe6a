"""Huge aggregated counts: m+ * m- beyond 2**63 must stay exact, not wrap around."""

from fractions import Fraction

import numpy as np
import pytest

import core
from core.engine import exact, formulas


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


@pytest.mark.parametrize("slice_size", [1, 2, 5, 1 << 16])
def test_the_formulas_summed_in_slices_on_two_threads_are_the_sums_in_one(slice_size,
                                                                         monkeypatch):
    rng = np.random.default_rng(5)
    scores = np.round(rng.random(3000), 2)  # ties and mixed blocks
    big = 2**31  # counts whose products leave int64 behind: Python integers per slice
    curve = core.roc_from_counts(scores, rng.integers(0, big, 3000), rng.integers(0, big, 3000))
    monkeypatch.setattr(formulas, "_SLICE", slice_size)
    # Each formula against its own statement, summed here in Python integers at once.
    tp, fp = [int(v) for v in curve.tp], [int(v) for v in curve.fp]
    pairs = curve.n_positive * curve.n_negative
    trapezoid = sum((fp[i + 1] - fp[i]) * (tp[i] + tp[i + 1]) for i in range(len(tp) - 1))
    assert core.five_formulas(curve).trapezoid.exact == Fraction(trapezoid, 2 * pairs)
    assert {f.exact for f in core.five_formulas(curve)} == {curve.auc_exact()}
