"""Shared helpers for the benchmarks: timing by median of repeats, peak memory."""

from __future__ import annotations

import statistics
import sys
import time
import tracemalloc
from pathlib import Path

# Benchmarks run from a checkout: make `core` and `gui` importable without installing.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def median_time(fn, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_memory(fn) -> int:
    """Peak bytes allocated (numpy reports its buffers to tracemalloc) while fn runs."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def row(label: str, *cells) -> None:
    print(f"{label:<44}" + "".join(f"{c:>14}" for c in cells))
