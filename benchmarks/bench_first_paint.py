"""Launch to the first paint of the eight-sample example, against a minimal pyqtgraph
window launched the same way, in one run.

``main.py`` with no file opens the window on the built-in eight-sample example; the
reference is ``minimal_window.py`` (one ``PlotWidget``, one line). Each is launched as
a fresh process on a virtual X11 screen (Xvfb) and timed until a screenshot shows its
curve and the area under it (``screen_watch.py``, a grab every ~40 ms), the two
programs interleaved round by round; the ratio of the medians is the figure (target:
≤ 1.4), with the lowest and highest round's ratio in brackets.

    python benchmarks/bench_first_paint.py [ROUNDS [--busy]]

``--busy`` runs the rounds with a second process sorting 10^7 numbers in a loop (one
core taken), as on a machine doing something else. ``-X importtime`` of the same launch
says where the import time goes:

    python -X importtime main.py 2> imports.txt   (then close the window)
"""

from __future__ import annotations

import sys
from pathlib import Path

from _common import ROOT, busy_machine, compiled, spread, virtual_screen, watched_launch

HERE = Path(__file__).resolve().parent
# 15: one round's ratio spreads 1.1-1.7 on a two-core machine (a screenshot every ~40 ms,
# and the host's own moments): three runs of 9 rounds within an hour read 1.41, 1.19, 1.42.
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 15
BUSY = "--busy" in sys.argv
PROGRAMS = {
    "rocscope (main.py, the example)": [str(ROOT / "main.py")],
    "minimal pyqtgraph window": [str(HERE / "minimal_window.py")],
}


def first_paint(arguments: list[str], display: str) -> float:
    """Seconds from launching ``python ARGUMENTS`` until the screen shows its curve."""
    with watched_launch(arguments, display, 60) as (seen, _program):
        return seen


def main() -> None:
    compiled()
    times: dict[str, list[float]] = {name: [] for name in PROGRAMS}
    with virtual_screen() as display, busy_machine(BUSY):
        if display is None:
            print("bench_first_paint: Xvfb is not installed (apt-get install xvfb): skipped")
            return
        for arguments in PROGRAMS.values():  # one launch each first: caches warm
            first_paint(arguments, display)
        for _ in range(ROUNDS):
            for name, arguments in PROGRAMS.items():
                times[name].append(first_paint(arguments, display))
    ours, theirs = times.values()
    print(f"launch to the first paint showing the curve, X11 (Xvfb); medians of {ROUNDS}"
          f" interleaved rounds (lowest-highest){'; a second process sorting' if BUSY else ''}")
    for name, values in times.items():
        print(f"  {name:<36}{spread(values, unit=' s'):>26}")
    ratios = [a / b for a, b in zip(ours, theirs)]
    print(f"  {'ratio':<36}{spread(ratios, digits=2):>26}   target ≤ 1.4")


if __name__ == "__main__":
    main()
