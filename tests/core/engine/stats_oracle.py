"""Brute-force DeLong: every (positive, negative) pair compared one by one, O(m+ * m-),
in exact fractions, for checking the O(n log n) and O(K) statistics on small data."""

from fractions import Fraction

import numpy as np


def components(scores, labels):
    """DeLong's structural components, exactly: (V10 of each positive, V01 of each
    negative), both in sample order, with psi = 1, 1/2, 0 for x > y, x == y, x < y."""
    s = np.asarray(scores, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    pos, neg = s[y].tolist(), s[~y].tolist()

    def psi(x, v):
        return Fraction(1) if x > v else Fraction(1, 2) if x == v else Fraction(0)

    v10 = [sum(psi(x, v) for v in neg) / len(neg) for x in pos]
    v01 = [sum(psi(x, v) for x in pos) / len(pos) for v in neg]
    return v10, v01


def _covariance(a, b):
    mean_a, mean_b = sum(a) / len(a), sum(b) / len(b)
    return sum((x - mean_a) * (z - mean_b) for x, z in zip(a, b)) / (len(a) - 1)


def covariance_matrix(models, labels):
    """The exact DeLong covariance matrix (Fractions) and AUCs of paired models."""
    comps = [components(s, labels) for s in models]
    m_pos, m_neg = len(comps[0][0]), len(comps[0][1])
    k = len(models)
    cov = [[_covariance(comps[i][0], comps[j][0]) / m_pos
            + _covariance(comps[i][1], comps[j][1]) / m_neg for j in range(k)]
           for i in range(k)]
    aucs = [sum(c[0]) / m_pos for c in comps]
    return aucs, cov


def variance(scores, labels):
    """(AUC, DeLong variance) exactly."""
    aucs, cov = covariance_matrix([scores], labels)
    return aucs[0], cov[0][0]
