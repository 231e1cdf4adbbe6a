"""This checkout against an earlier revision of rocscope, in one run: did a change help?

A ratio against a peer moves with the peer's own run; two revisions of the program,
rounds interleaved on the same machine, do not. For a revision REV (a commit, a tag,
``HEAD~3``), a detached git worktree is made under the system's temporary folder, and
each round launches, from both trees:

- ``main.py`` on the example until a screenshot shows its curve (the first paint);
- ``main.py big.csv`` until a screenshot shows the file's curve (X11, Xvfb);
- ``main.py big.csv --export roc.png``: seconds and peak resident memory.

    python benchmarks/bench_against.py REV [ROWS [ROUNDS [SHAPE]]]

ROWS (10^7), ROUNDS (5), SHAPE "7 decimals" (or "6 decimals", "full precision").
Medians, with the lowest and highest round in brackets; the worktree is removed at
the end. Needs Xvfb.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import ROOT, SHAPES, bench_csv, run_measured, spread, virtual_screen, watched_launch

REVISION = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
ROWS = int(float(sys.argv[2])) if len(sys.argv) > 2 else 10_000_000
ROUNDS = int(sys.argv[3]) if len(sys.argv) > 3 else 5
SHAPE = sys.argv[4] if len(sys.argv) > 4 else "7 decimals"


def prepared(tree: Path) -> None:
    """The tree's catalogues compiled and its modules byte-compiled, as ``make`` does."""
    for ts in (tree / "resources" / "i18n").glob("*/*.ts"):
        subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), "-silent",
                        str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    subprocess.run([sys.executable, "-m", "compileall", "-q", "core", "gui", "main.py"],
                   cwd=tree, check=True, stdout=subprocess.DEVNULL)


def main() -> None:
    if SHAPE not in SHAPES:
        sys.exit(f"unknown shape {SHAPE!r}: choose from {', '.join(SHAPES)}")
    csv = bench_csv(ROWS, SHAPE)
    with tempfile.TemporaryDirectory() as folder:
        before = Path(folder) / "before"
        subprocess.run(["git", "worktree", "add", "-q", "--detach", str(before), REVISION],
                       cwd=ROOT, check=True)
        try:
            prepared(before)
            prepared(ROOT)
            trees = {REVISION: before, "this checkout": ROOT}
            runs: dict = {name: {"paint": [], "launch": [], "export": [], "peak": []}
                          for name in trees}
            with virtual_screen() as display:
                for _ in range(ROUNDS):
                    for name, tree in trees.items():
                        main_py = str(tree / "main.py")
                        with watched_launch([main_py], display, 60) as (seen, _program):
                            runs[name]["paint"].append(seen)
                        with watched_launch([main_py, str(csv)], display, 120) as (seen, _p):
                            runs[name]["launch"].append(seen)
                        seconds, peak = run_measured(
                            [sys.executable, main_py, str(csv), "--export",
                             str(Path(folder) / "roc.png")])
                        runs[name]["export"].append(seconds)
                        runs[name]["peak"].append(peak)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(before)], cwd=ROOT,
                           check=False)
    print(f"\n{SHAPE}: {csv.name}; medians of {ROUNDS} interleaved rounds (lowest-highest)")
    print(f"  {'':<36}" + "".join(f"{name:>24}" for name in trees) + f"{'ratio':>10}")
    for key, label, scale in (("paint", "first paint of the example, s", 1.0),
                              ("launch", "launch to the file's curve, s", 1.0),
                              ("export", "--export roc.png, s", 1.0),
                              ("peak", "export's peak resident, GB", 1e-9)):
        values = [runs[name][key] for name in trees]
        ratio = statistics.median(values[1]) / statistics.median(values[0])
        print(f"  {label:<36}" + "".join(f"{spread(v, scale=scale):>24}" for v in values)
              + f"{ratio:>10.3f}")


if __name__ == "__main__":
    main()
