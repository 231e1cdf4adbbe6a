"""The engine against scikit-learn's roc_auc_score at 10^7 rows, in one process.

Builds the full curve object (vertices, segment types, pair counts, three AUCs) and
prints its time as a ratio of roc_auc_score on the same arrays, and the peak memory it
allocates as a multiple of the score array. Targets (issue 2): ratio <= 0.40 for
continuous scores, <= 0.20 for scores rounded to 4 decimals; memory <= 8x.

Usage: python benchmarks/bench_engine.py [n]
"""

from __future__ import annotations

import sys

import numpy as np
from _common import median_time, peak_memory, row
from sklearn.metrics import roc_auc_score

import core


def build(scores, labels):
    curve = core.roc_from_scores(scores, labels)
    curve.aucs  # noqa: B018 - the three AUCs are part of what is measured
    return curve


def main(n: int = 10**7) -> None:
    rng = np.random.default_rng(2026)
    continuous = rng.random(n)
    labels = rng.random(n) < 0.5
    cases = {"continuous": continuous, "4 decimals": np.round(continuous, 4)}
    numpy_sort = median_time(lambda: np.sort(continuous))
    print(f"n = {n:,} float64 scores, random labels; times are medians of 3 runs")
    row("case", "rocscope s", "sklearn s", "ratio", "peak / scores")
    for name, scores in cases.items():
        ours = median_time(lambda: build(scores, labels))
        reference = median_time(lambda: roc_auc_score(labels, scores))
        peak = peak_memory(lambda: build(scores, labels))
        curve = build(scores, labels)
        assert abs(curve.aucs.average - roc_auc_score(labels, scores)) < 1e-9
        row(name, f"{ours:.3f}", f"{reference:.3f}", f"{ours / reference:.3f}",
            f"{peak / scores.nbytes:.2f}x")
        del curve
    reference = median_time(lambda: roc_auc_score(labels, continuous))
    row("numpy.sort alone (continuous)", f"{numpy_sort:.3f}", f"{reference:.3f}",
        f"{numpy_sort / reference:.3f}", "")


if __name__ == "__main__":
    main(int(float(sys.argv[1])) if len(sys.argv) > 1 else 10**7)
