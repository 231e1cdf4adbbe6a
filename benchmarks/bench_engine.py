"""The engine against scikit-learn's roc_auc_score at 10^7 rows, in one process.

Builds the full curve object (vertices, segment types, pair counts, three AUCs) with
``core.roc_from_scores`` and prints its time as a ratio of ``roc_auc_score`` on the
same arrays (target: ≤ 0.08 on continuous float64 scores), with the peak
memory it allocates and what the curve keeps, as multiples of the score array. Shapes:
continuous float64 (every score distinct), and the same scores rounded to 7, 6 and 4
decimals (tie-heavy: ~6 x 10^6, ~10^6 and 10^4 distinct).

Rounds are interleaved (rocscope and scikit-learn in turn); medians are compared, with
the lowest and highest round in brackets.

numpy sorts 64-bit values with x86-simd-sort; on AMD Zen 4 its AVX-512 version is
about 6x slower than its AVX2 one (compress-stores to memory are microcoded there), and
the continuous case is mostly one such sort. On a CPU with AVX-512 the benchmark also
runs itself once more with numpy told to use AVX2 (NPY_DISABLE_CPU_FEATURES), both
programs alike, to show what the engine does with a fast sort.

Usage: python benchmarks/bench_engine.py [n [rounds]] [--busy]

``--busy`` runs the rounds with a second process sorting 10^7 numbers in a loop (one
core taken), as on a machine doing something else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

import numpy as np
from _common import NO_AVX512, busy_machine, peak_memory, spread
from sklearn.metrics import roc_auc_score

import core


def build(scores, labels):
    curve = core.roc_from_scores(scores, labels)
    curve.aucs  # noqa: B018 - the three AUCs are part of what is measured
    return curve


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main(n: int, rounds: int) -> None:
    rng = np.random.default_rng(2026)
    continuous = rng.random(n)
    labels = rng.random(n) < 0.5
    cases = {"continuous float64": continuous}
    for decimals in (7, 6, 4):
        cases[f"{decimals} decimals"] = np.round(continuous, decimals)
    ours = {name: [] for name in cases}
    theirs, sorts = [], []
    for _ in range(rounds):
        theirs.append(timed(lambda: roc_auc_score(labels, continuous)))
        sorts.append(timed(lambda: np.sort(continuous)))
        for name, scores in cases.items():
            ours[name].append(timed(lambda: build(scores, labels)))
    features = os.environ.get("NPY_DISABLE_CPU_FEATURES")
    print(f"n = {n:,} float64 scores, random labels; {rounds} interleaved rounds"
          + (f"; numpy without {features}" if features else "")
          + ("; a second process sorting" if BUSY else ""))
    print(f"roc_auc_score (continuous): {spread(theirs)} s;"
          f" numpy.sort alone: {spread(sorts)} s, ratio"
          f" {spread([s / t for s, t in zip(sorts, theirs)], digits=3)}")
    print(f"{'case':<22}{'rocscope s':>24}{'/ roc_auc_score':>24}{'peak':>9}{'kept':>9}")
    for name, scores in cases.items():
        ratio = [o / t for o, t in zip(ours[name], theirs)]
        peak = peak_memory(lambda: build(scores, labels))
        curve = build(scores, labels)
        assert abs(curve.aucs.average - roc_auc_score(labels, scores)) < 1e-9
        kept = sum(a.nbytes for a in (curve.thresholds, curve.tp, curve.fp, curve.segments))
        print(f"{name:<22}{spread(ours[name], digits=3):>24}{spread(ratio, digits=3):>24}"
              f"{peak / scores.nbytes:>8.2f}x{kept / scores.nbytes:>8.2f}x")
        del curve
    print("target: continuous ≤ 0.08. peak: allocations while building (tracemalloc),"
          " kept: the curve's arrays, both in score arrays (8 bytes a row)")


BUSY = "--busy" in sys.argv

if __name__ == "__main__":
    numbers = [a for a in sys.argv[1:] if a != "--busy"]
    n = int(float(numbers[0])) if numbers else 10**7
    rounds = int(numbers[1]) if len(numbers) > 1 else 5
    with busy_machine(BUSY):
        main(n, rounds)
    from numpy._core._multiarray_umath import __cpu_features__ as features

    if features.get("AVX512_SKX") and "NPY_DISABLE_CPU_FEATURES" not in os.environ:
        print()
        subprocess.run([sys.executable, __file__, str(n), str(rounds)]
                       + (["--busy"] if BUSY else []), check=True,
                       env=dict(os.environ, NPY_DISABLE_CPU_FEATURES=NO_AVX512))
