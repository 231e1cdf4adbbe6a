"""rocscope against the script a user would otherwise write, whole processes, one run.

The peer (``peer_script.py`` beside this file) is pandas ``read_csv`` + scikit-learn
``roc_curve`` + matplotlib to PNG. Measured on the same 10^7-row CSV, in this run:

- ``rocscope big.csv --export roc.png`` against the peer (docs/architecture.md target: ≤ 0.2);
- launch to the file's curve on screen in the window (offscreen), against the peer
  (target ≤ 0.25);
- the window's peak resident memory with the file loaded (target ≤ 0.8 GB).

    python benchmarks/bench_end_to_end.py [ROWS [ROUNDS]]

Each is run ROUNDS times (3), interleaved; the medians are compared.

The CSV is generated once under the system's temporary folder and kept.
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 3

# Launches the window offscreen on the file, prints the seconds from process start to
# the first paint that shows the file's curve, and the peak resident memory, then quits.
WINDOW_PROBE = r"""
import os, sys, time, resource
start = float(sys.argv[2])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[3])
import main
from core.app.cli.parser import parse_args
from core.app.request import Request

options = Request.from_options(parse_args([sys.argv[1]]))
main._prefetch(options)  # as main.main does before importing the window's code
from gui.window import app as gui_app

def shown(window, path):
    session = window.session
    view = window.roc_view
    if session.data is None or session.data.dataset.source != path:
        return False
    x, _ = view.auc_fill.getData()
    return x is not None and len(x) > 0

application = gui_app.application()
window = gui_app.build_window(options)
window.show()
from PySide6 import QtCore
def poll():
    if shown(window, sys.argv[1]):
        window.roc_view.repaint()
        print(f"{time.time() - start:.3f}", flush=True)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        print(rss, flush=True)
        application.quit()
timer = QtCore.QTimer()
timer.timeout.connect(poll)
timer.start(5)
application.exec()
"""


def make_csv(path: Path, rows: int) -> None:
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pacsv

    rng = np.random.default_rng(0)
    labels = rng.random(rows) < 0.3
    # Scores as a model writes them: 6 decimals, so some ties, mostly distinct.
    scores = np.round(np.clip(0.35 * labels + rng.normal(0.4, 0.2, rows), 0, 1), 6)
    pacsv.write_csv(pa.table({"id": np.arange(rows), "score": scores,
                              "label": labels.astype(np.int8)}), path)


def run(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    # Measured as installed: pip compiles a package's modules when it installs it (as it
    # did the peer's pandas, scikit-learn and matplotlib); a checkout run with
    # PYTHONDONTWRITEBYTECODE set would compile rocscope anew in every process (~0.1 s).
    for part in ("core", "gui", "main.py"):
        path = ROOT / part
        ok = (compileall.compile_dir(path, quiet=1) if path.is_dir()
              else compileall.compile_file(path, quiet=1))
        assert ok, f"cannot compile {path}"
    folder = Path(tempfile.gettempdir()) / "rocscope-bench"
    folder.mkdir(exist_ok=True)
    csv = folder / f"big-{ROWS}.csv"
    if not csv.exists():
        print(f"writing {csv} ({ROWS:,} rows)…", flush=True)
        make_csv(csv, ROWS)
    print(f"{csv.name}: {csv.stat().st_size / 1e6:.0f} MB")
    python = sys.executable
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")

    peers, exports, curves, peaks = [], [], [], []
    for _ in range(ROUNDS):  # interleaved, so that a slow moment of the machine hits both
        peers.append(run([python, str(HERE / "peer_script.py"), str(csv),
                          str(folder / "peer.png")]))
        exports.append(run([python, str(ROOT / "main.py"), str(csv), "--export",
                            str(folder / "rocscope.png")]))
        start = time.time()
        probe = subprocess.run([python, "-c", WINDOW_PROBE, str(csv), str(start), str(ROOT)],
                               check=True, capture_output=True, text=True, env=env, cwd=ROOT)
        lines = probe.stdout.split()
        curves.append(float(lines[0]))
        peaks.append(int(lines[1]))
    peer, export, to_curve = (statistics.median(v) for v in (peers, exports, curves))
    rss = max(peaks)

    print(f"medians of {ROUNDS} rounds (each round: " + ", ".join(
        f"{a:.2f}/{b:.2f}/{c:.2f} s" for a, b, c in zip(peers, exports, curves))
        + " peer/export/window)")
    print(f"{'':<46}{'seconds':>10}{'ratio':>10}{'target':>10}")
    print(f"{'peer: pandas + sklearn + matplotlib':<46}{peer:>10.2f}")
    print(f"{'rocscope --export roc.png':<46}{export:>10.2f}{export / peer:>10.3f}{'≤ 0.2':>10}")
    print(f"{'window: launch to the curve on screen':<46}{to_curve:>10.2f}"
          f"{to_curve / peer:>10.3f}{'≤ 0.25':>10}")
    print(f"{'window: peak resident memory (largest)':<46}{rss / 1e9:>9.2f}G{'':>10}"
          f"{'≤ 0.8 GB':>10}")


if __name__ == "__main__":
    main()
