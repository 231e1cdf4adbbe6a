"""Brute-force references: every (positive, negative) pair looked at one by one."""

from fractions import Fraction

import numpy as np


def pair_counts(scores, labels):
    """(C, T, D) by comparing every positive with every negative: O(m+ * m-)."""
    s = np.asarray(scores, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    pos, neg = s[y][:, None], s[~y][None, :]
    return int((pos > neg).sum()), int((pos == neg).sum()), int((pos < neg).sum())


def expand_counts(scores, positives, negatives):
    """Aggregated rows back to one sample per row."""
    s = np.repeat(np.asarray(scores, dtype=np.float64), np.asarray(positives) + np.asarray(negatives))
    y = np.concatenate([
        np.r_[np.ones(p, dtype=bool), np.zeros(n, dtype=bool)]
        for p, n in zip(positives, negatives)
    ]) if len(scores) else np.zeros(0, dtype=bool)
    return s, y


def sweep(scores, labels):
    """Vertices by the textbook procedure: for each distinct score, descending, count
    the samples with score >= t."""
    s = np.asarray(scores, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    ts = sorted(set(s.tolist()), reverse=True)
    tp = [0] + [int(((s >= t) & y).sum()) for t in ts]
    fp = [0] + [int(((s >= t) & ~y).sum()) for t in ts]
    return [float("inf")] + ts, tp, fp


def auc_fractions(scores, labels):
    c, t, d = pair_counts(scores, labels)
    total = c + t + d
    return {
        "average": Fraction(2 * c + t, 2 * total),
        "best": Fraction(c + t, total),
        "worst": Fraction(c, total),
    }
