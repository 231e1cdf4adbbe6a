"""DeLong statistics against building the curves they come from, in one process.

1. One model of 10^7 rows: DeLong's variance and CI from the curve's tie blocks, as a
   ratio of the time to build that curve. Target (issue 11): <= 0.5.
2. Five paired models of 10^6 rows each (the same samples): the five curves, their
   DeLong CIs, and all 10 paired comparisons (components computed once per model);
   the total time is printed, and as a ratio of the time to build the five curves alone.

Usage: python benchmarks/bench_delong.py [n_one_model] [n_paired]
"""

from __future__ import annotations

import statistics
import sys
import time

import numpy as np
from _common import median_time, row

import core
from core.engine.compare import compare_all_paired
from core.engine.delong import delong_ci, delong_variance


def one_model(n: int) -> None:
    rng = np.random.default_rng(2026)
    labels = rng.random(n) < 0.5
    continuous = rng.random(n) + 0.2 * labels
    cases = {"continuous": continuous, "4 decimals": np.round(continuous, 4)}
    print(f"One model, n = {n:,}; times are medians of 3 runs")
    row("case", "curve s", "DeLong CI s", "ratio")
    for name, scores in cases.items():
        builds, stats = [], []
        for _ in range(3):  # each CI on a fresh curve: nothing cached from a previous run
            start = time.perf_counter()
            curve = core.roc_from_scores(scores, labels)
            builds.append(time.perf_counter() - start)
            start = time.perf_counter()
            delong_ci(curve)
            stats.append(time.perf_counter() - start)
            del curve
        build, stat = statistics.median(builds), statistics.median(stats)
        row(name, f"{build:.3f}", f"{stat:.3f}", f"{stat / build:.3f}")


def paired_models(n: int, k: int = 5) -> None:
    rng = np.random.default_rng(7)
    labels = rng.random(n) < 0.3
    latent = rng.normal(size=n) + labels
    models = [latent + rng.normal(scale=0.5 + 0.25 * i, size=n) for i in range(k)]

    def curves():
        return [core.roc_from_scores(s, labels) for s in models]

    def everything():
        built = curves()
        cis = [delong_ci(c) for c in built]
        return built, cis, compare_all_paired(models, labels)

    curves_only = median_time(curves)
    total = median_time(everything)
    built, cis, comparisons = everything()
    for curve, ci in zip(built, cis):
        assert abs(delong_variance(curve).se - ci.se) == 0
    assert len(comparisons) == k * (k - 1) // 2
    print(f"\n{k} paired models, n = {n:,} each; times are medians of 3 runs")
    row("step", "seconds", "ratio")
    row(f"{k} curves (the reference)", f"{curves_only:.3f}", "1.000")
    row(f"curves + {k} CIs + {len(comparisons)} paired tests", f"{total:.3f}",
        f"{total / curves_only:.3f}")
    start = time.perf_counter()
    compare_all_paired(models, labels)
    row(f"  of which the {len(comparisons)} paired tests", f"{time.perf_counter() - start:.3f}", "")
    worst = max(comparisons, key=lambda r: r.p)
    print(f"(largest p among the comparisons: {worst.p:.3g}; all z finite:"
          f" {all(np.isfinite(r.z) for r in comparisons)})")


if __name__ == "__main__":
    args = [int(float(a)) for a in sys.argv[1:]]
    one_model(args[0] if args else 10**7)
    paired_models(args[1] if len(args) > 1 else 10**6)
