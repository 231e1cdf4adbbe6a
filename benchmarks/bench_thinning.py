"""Drawing a ROC curve of ~10^7 vertices from its counts, at the sizes the program draws.

For scores nearly all distinct (full float precision, ~10^7 vertices) and written with
seven decimals (~5.8 x 10^6), in one process, warm (medians of 5), with the peak of
what is allocated meanwhile (tracemalloc):

- the overview (4096 pixels a side, what the window draws first);
- an exported figure's plot (900 pixels);
- a zoom on the curve of 2 x 10^-3, and a deep one of 2 x 10^-5 (500 pixels);
- a deep zoom wholly under the curve (drawn as the two ends of the corner the path
  passes through beside it);
- the deep zooms again under the best tie ordering, whose mixed blocks turn at corners;

each with the blocks held inside one pixel left out (this checkout) against the same
pass reading every vertex (measured in the same run), and the points drawn.

    python benchmarks/bench_thinning.py [ROWS]
"""

from __future__ import annotations

import sys

import numpy as np
from _common import median_time, peak_memory

import main

main._choose_before_imports()

import core  # noqa: E402 - after numpy's sort is chosen
from core.drawing import count_thinning  # noqa: E402
from core.drawing.thinning import OVERVIEW, Window  # noqa: E402
from core.engine.results import SegmentType  # noqa: E402

ROWS = int(float(sys.argv[1])) if len(sys.argv) > 1 else 10_000_000
KINDS = tuple(SegmentType)


def curve_of(decimals):
    rng = np.random.default_rng(1)
    scores = rng.random(ROWS)
    labels = rng.random(ROWS) < 0.2 + 0.6 * scores
    if decimals is not None:
        scores = np.round(scores, decimals)
    return core.roc_from_scores(scores, labels)


def windows(curve) -> dict:
    x = curve.fp / curve.n_negative
    i = int(np.searchsorted(x, 0.3))
    y = float(curve.tp[i] / curve.n_positive)
    zoom = {f"zoom of {2 * r:g} on the curve": Window(0.3 - r, 0.3 + r, y - r, y + r,
                                                     2 * r / 500, 2 * r / 500)
            for r in (1e-3, 1e-5)}
    r = 1e-5  # and one wholly under the curve: the path passes beside it
    under = Window(0.3 - r, 0.3 + r, y / 2 - r, y / 2 + r, 2 * r / 500, 2 * r / 500)
    deep = zoom["zoom of 2e-05 on the curve"]
    plain = {"overview (4096 pixels)": OVERVIEW,
             "a figure (900 pixels)": Window(-np.inf, np.inf, -np.inf, np.inf, 1 / 900, 1 / 900),
             **zoom, "zoom of 2e-05 under the curve": under}
    # Under best, a tie block of both classes turns at a corner: the points are no longer
    # the vertices alone.
    best = {"zoom of 2e-05 on the curve, best": deep, "zoom of 2e-05 under it, best": under}
    return {**{name: (w, "average") for name, w in plain.items()},
            **{name: (w, "best") for name, w in best.items()}}


def main_() -> None:
    print(f"{'':<34}{'blocks left out':>22}{'every vertex':>14}{'ratio':>8}{'peak MB':>9}"
          f"{'points':>11}")
    for shape, decimals in (("full precision", None), ("7 decimals", 7)):
        curve = curve_of(decimals)
        print(f"{shape}: {len(curve.tp) - 1:,} vertices, {curve.mixed_blocks:,} mixed blocks")
        for name, (window, ordering) in windows(curve).items():
            def draw():
                return count_thinning.draw_curve(curve, ordering, KINDS, window)

            drawing = draw()
            fast = median_time(draw, 5)
            peak = peak_memory(draw)
            block = count_thinning._BLOCK
            count_thinning._BLOCK = 1 << 62  # no block fits a pixel: every vertex read
            try:
                whole = median_time(draw, 5)
            finally:
                count_thinning._BLOCK = block
            print(f"  {name:<32}{fast:>20.3f} s{whole:>12.3f} s{fast / whole:>8.2f}"
                  f"{peak / 2**20:>9.0f}{len(drawing.whole.x):>11,}")


if __name__ == "__main__":
    main_()
