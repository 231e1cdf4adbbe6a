"""Moving the threshold at 10^7 rows: time per update, repaint included.

Opens the main window offscreen on 10^7 continuous scores, moves the threshold 500
times to random distinct scores (each move is one state change, as a drag or a key
press makes, followed by processing the events that repaint the window) and prints the
median and 95th percentile. The same moves on the 8-sample example are the reference
measured in the same run: their ratio shows what the size of the data costs.
Targets (issue 5): median <= 8 ms, 95th percentile <= 16 ms at 10^7 rows.

Usage: python benchmarks/bench_threshold.py [n]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ["QT_QPA_PLATFORM"] = "offscreen"

import numpy as np  # noqa: E402
import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402
from _common import row  # noqa: E402

from core.readers.examples import embedded_example  # noqa: E402
from core.readers.loading import load  # noqa: E402
from gui.model import Session as AppState  # noqa: E402
from gui.model import prepare_model_data as shown_from  # noqa: E402
from gui.window.app import application  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402

MOVES = 500


def time_moves(app, window, rng) -> np.ndarray:
    curve = window.session.curve
    targets = curve.thresholds[rng.integers(1, len(curve.thresholds), MOVES)]
    for _ in range(20):  # settle layout and first paints
        app.processEvents()
    times = np.empty(MOVES)
    for i, t in enumerate(targets):
        start = time.perf_counter()
        window.session.set_threshold(t)
        app.processEvents()  # delivers the paint events the change scheduled
        times[i] = time.perf_counter() - start
    return times * 1000


def main(n: int = 10**7) -> None:
    app = application()
    rng = np.random.default_rng(5)
    window = MainWindow(AppState())
    window.resize(1280, 860)
    window.show()
    window.show_shown(shown_from(embedded_example()))
    small = time_moves(app, window, rng)

    scores = rng.random(n)
    labels = rng.random(n) < 0.5
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "big.parquet")
        pq.write_table(pa.table({"score": scores, "label": labels.astype(np.int8)}), path)
        start = time.perf_counter()
        shown = shown_from(load(path))
        prepared = time.perf_counter() - start
    window.show_shown(shown)
    big = time_moves(app, window, rng)

    print(f"{MOVES} threshold moves to random distinct scores, repaint included"
          f" (loading and preparing {n:,} rows took {prepared:.1f} s, off the UI thread"
          " in the window)")
    row("data", "median ms", "p95 ms", "max ms")
    row("8 samples (reference)", f"{np.median(small):.2f}", f"{np.percentile(small, 95):.2f}",
        f"{small.max():.2f}")
    row(f"{n:,} rows", f"{np.median(big):.2f}", f"{np.percentile(big, 95):.2f}",
        f"{big.max():.2f}")
    row("ratio big / small", f"{np.median(big) / np.median(small):.2f}",
        f"{np.percentile(big, 95) / np.percentile(small, 95):.2f}", "")
    window.close()


if __name__ == "__main__":
    main(int(float(sys.argv[1])) if len(sys.argv) > 1 else 10**7)
