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
from PySide6 import QtCore  # noqa: E402

from core.app.pipeline import load_models, model_of  # noqa: E402
from core.app.request import Request  # noqa: E402
from core.readers.examples import embedded_example  # noqa: E402
from gui.base.application import application  # noqa: E402
from gui.model import Session  # noqa: E402
from gui.window.main_window import MainWindow  # noqa: E402

MOVES = 500


def settled(app, window) -> None:
    """Events handled until the curve's drawing is done (its thinning runs on a thread
    for a big curve), at most a minute."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.processEvents()
        if not window.roc_view.drawer.busy:
            break
        time.sleep(0.01)
    for _ in range(20):  # layout and first paints
        app.processEvents()


def time_moves(app, window, rng) -> np.ndarray:
    curve = window.session.curve
    targets = curve.thresholds[rng.integers(1, len(curve.thresholds), MOVES)]
    settled(app, window)
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
    with tempfile.TemporaryDirectory() as folder:
        settings = QtCore.QSettings(os.path.join(folder, "rocscope.ini"),
                                    QtCore.QSettings.Format.IniFormat)
        window = MainWindow(Session(), settings)
        window.resize(1280, 860)
        window.show()
        window.loader.show([model_of(embedded_example())])
        small = time_moves(app, window, rng)

        path = os.path.join(folder, "big.parquet")
        scores = rng.random(n)
        labels = rng.random(n) < 0.5
        pq.write_table(pa.table({"score": scores, "label": labels.astype(np.int8)}), path)
        start = time.perf_counter()
        models = load_models(Request.from_options({"files": [path]}).load)
        prepared = time.perf_counter() - start
        window.loader.show(models)
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
