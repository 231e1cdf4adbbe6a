"""rocscope against the script a user would otherwise write, whole processes, one run.

The peer (``peer_script.py`` beside this file) is pandas ``read_csv`` + scikit-learn
``roc_curve`` + matplotlib to PNG. For each shape of scores (10^7 rows written with
6 decimals, ~10^6 distinct; with 7, ~5.8 x 10^6 distinct), in this run:

- ``rocscope big.csv --export roc.png`` against the peer (target: ≤ 0.12);
- launch to the file's curve in a real X11 window: ``main.py big.csv`` on a virtual
  screen (Xvfb), timed until a screenshot shows the curve and its shaded area
  (``screen_watch.py``), against the peer (target ≤ 0.15);
- peak resident memory (the kernel's high-water mark) of the export, of the window
  when the curve appears and once its other views are done (target ≤ 0.5 GB, the
  export's too), and of the peer;
- in each round, what writing 300 MB of new memory costs a fresh process: the export
  and the window write about that much, and on a virtual machine whose host backs
  memory only when first touched that cost moves from round to round by a factor of
  ten (0.15 to 2.7 ms per MB were seen), which the ratios then carry.

    python benchmarks/bench_end_to_end.py [ROWS [ROUNDS [SHAPE ...]]] [--busy]
                                          [--without-avx512]

SHAPE is one of "6 decimals", "7 decimals", "full precision" (default: the first two).
Each measure runs ROUNDS times (3), the three programs interleaved so that a slow
moment of the machine hits all of them; medians are compared, with the lowest and
highest round in brackets. The CSVs are generated once under the system's temporary
folder and kept. Without Xvfb the window is timed offscreen instead (said so).
``--busy`` runs everything beside a second process sorting 10^7 numbers in a loop (one
core taken). ``--without-avx512`` runs every program (rocscope, the peer, the window)
with numpy's and Arrow's AVX-512 code turned off (``NPY_DISABLE_CPU_FEATURES``,
``ARROW_USER_SIMD_LEVEL=AVX2``): on a CPU that has it, what a CPU without it runs.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from _common import (
    NO_AVX512,
    ROOT,
    SHAPES,
    bench_csv,
    busy_machine,
    compiled,
    run_measured,
    spread,
    virtual_screen,
    watched_launch,
)

HERE = Path(__file__).resolve().parent
BUSY = "--busy" in sys.argv
WITHOUT_AVX512 = "--without-avx512" in sys.argv
_ARGS = [a for a in sys.argv[1:] if a not in ("--busy", "--without-avx512")]
ROWS = int(float(_ARGS[0])) if _ARGS else 10_000_000
ROUNDS = int(_ARGS[1]) if len(_ARGS) > 1 else 3
CHOSEN = _ARGS[2:] or ["6 decimals", "7 decimals"]
SETTLE_SECONDS = 20.0  # at most this long for the window's other views to finish

# Offscreen fallback (no Xvfb): seconds from launch until the ROC view holds the file's
# shaded area, then the process's peak resident bytes.
OFFSCREEN_PROBE = r"""
import os, sys, time, resource
start = float(sys.argv[2])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[3])
import main
main._choose_before_imports()  # numpy's sort and pyarrow's allocator as the program's
from core.app.cli.parser import parse_args
from core.app.request import Request
options = Request.from_options(parse_args([sys.argv[1]]))
main._prefetch(options)
from gui.window import app as gui_app
from PySide6 import QtCore
application = gui_app.application()
window = gui_app.build_window(options)
window.show()
def poll():
    session = window.session
    x, _ = window.roc_view.auc_fill.getData()
    if session.data is not None and x is not None and len(x):
        window.roc_view.repaint()
        print(f"{time.time() - start:.3f}", flush=True)
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, flush=True)
        application.quit()
timer = QtCore.QTimer()
timer.timeout.connect(poll)
timer.start(5)
application.exec()
"""


def peak_of(pid: int) -> int:
    """The process's resident high-water mark so far (VmHWM), in bytes."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return 0


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def window_on_screen(csv: Path, display: str) -> tuple[float, int, int]:
    """Launch the window on ``display``: seconds to the curve on screen, peak resident
    bytes then, and once the process has stopped working (its other views done)."""
    with watched_launch([str(ROOT / "main.py"), str(csv)], display, 120) as (seen, program):
        at_curve = peak_of(program.pid)
        # Settled: no CPU used for a second (the analysis, formulas and plots done).
        deadline, last = time.time() + SETTLE_SECONDS, cpu_seconds(program.pid)
        while time.time() < deadline:
            time.sleep(1.0)
            now = cpu_seconds(program.pid)
            if now - last < 0.05:
                break
            last = now
        settled = peak_of(program.pid)
    return seen, at_curve, settled


def window_offscreen(csv: Path) -> tuple[float, int, int]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", OFFSCREEN_PROBE, str(csv), str(start),
                          str(ROOT)], check=True, capture_output=True, text=True, env=env,
                         cwd=ROOT).stdout.split()
    return float(out[0]), int(out[1]), int(out[1])


# Seconds to write 300 MB of memory the process never touched before.
FRESH_MEMORY = r"""
import time, numpy as np
start = time.perf_counter()
np.ones(300 << 17)
print(time.perf_counter() - start)
"""


def measure(csv: Path, display: str | None) -> dict:
    folder = csv.parent
    runs: dict = {key: [] for key in ("peer", "peer_rss", "export", "export_rss", "window",
                                       "window_rss", "settled_rss", "fresh")}
    for _ in range(ROUNDS):  # interleaved, so that a slow moment of the machine hits all
        runs["fresh"].append(float(subprocess.run(
            [sys.executable, "-c", FRESH_MEMORY], capture_output=True, text=True,
            check=True).stdout))
        seconds, rss = run_measured([sys.executable, str(HERE / "peer_script.py"), str(csv),
                                     str(folder / "peer.png")])
        runs["peer"].append(seconds)
        runs["peer_rss"].append(rss)
        seconds, rss = run_measured([sys.executable, str(ROOT / "main.py"), str(csv),
                                     "--export", str(folder / "rocscope.png")])
        runs["export"].append(seconds)
        runs["export_rss"].append(rss)
        seconds, at_curve, settled = (window_on_screen(csv, display) if display
                                      else window_offscreen(csv))
        runs["window"].append(seconds)
        runs["window_rss"].append(at_curve)
        runs["settled_rss"].append(settled)
    return runs


def report(shape: str, csv: Path, runs: dict, display: str | None) -> None:
    ratios = {k: [v / p for v, p in zip(runs[k], runs["peer"])] for k in ("export", "window")}
    gb = 1e-9
    where = "X11 window, screenshot" if display else "offscreen window (no Xvfb)"
    print(f"\n{shape}: {csv.name}, {csv.stat().st_size / 1e6:.0f} MB; medians of {ROUNDS}"
          " rounds (lowest-highest)")
    print(f"  {'':<44}{'seconds':>20}{'/ peer':>22}{'target':>9}")
    print(f"  {'peer: pandas + sklearn + matplotlib':<44}{spread(runs['peer']):>20}")
    print(f"  {'rocscope --export roc.png':<44}{spread(runs['export']):>20}"
          f"{spread(ratios['export'], digits=3):>22}{'≤ 0.12':>9}")
    print(f"  {'launch to the curve: ' + where:<44}{spread(runs['window']):>20}"
          f"{spread(ratios['window'], digits=3):>22}{'≤ 0.15':>9}")
    print(f"  {'(per round: peer / export / window s)':<44}" + ", ".join(
        f"{a:.2f}/{b:.2f}/{c:.2f}" for a, b, c in zip(runs["peer"], runs["export"],
                                                        runs["window"])))
    print(f"  {'first write of 300 MB, fresh process':<44}{spread(runs['fresh']):>20}"
          f"   (per round: {', '.join(f'{v:.2f}' for v in runs['fresh'])} s)")
    print(f"  {'peak resident memory':<44}{'GB':>20}{'/ peer':>22}")
    for label, key, target in (("peer", "peer_rss", ""), ("export", "export_rss", "≤ 0.5"),
                               ("window, when the curve appears", "window_rss", "≤ 0.5"),
                               ("window, its other views done", "settled_rss", "≤ 0.5")):
        vs = "" if key == "peer_rss" else spread(
            [v / p for v, p in zip(runs[key], runs["peer_rss"])], digits=2)
        print(f"  {label:<44}{spread(runs[key], scale=gb):>20}{vs:>22}{target:>9}")


def main() -> None:
    compiled()
    unknown = [s for s in CHOSEN if s not in SHAPES]
    if unknown:
        sys.exit(f"unknown shape {unknown[0]!r}: choose from {', '.join(SHAPES)}")
    files = {shape: bench_csv(ROWS, shape) for shape in CHOSEN}
    if WITHOUT_AVX512:  # inherited by every program launched from here
        os.environ.update(NPY_DISABLE_CPU_FEATURES=NO_AVX512, ARROW_USER_SIMD_LEVEL="AVX2")
        print("numpy and Arrow without their AVX-512 code, in every program")
    with virtual_screen() as display, busy_machine(BUSY):
        if BUSY:
            print("a second process sorting 10^7 numbers in a loop all along (one core taken)")
        for shape, csv in files.items():
            report(shape, csv, measure(csv, display), display)


if __name__ == "__main__":
    main()
