"""Data for the engine tests: the worked examples of docs/mathematics.md, tie-heavy random data,
and the in-memory report to compare with."""

import json
import os

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from core.app.report.summary import summary
from core.readers.loading import load

#: The worked examples' eight samples (seeds 000 and 002): C = 10, T = 1, D = 5.
EIGHT = [(0.77, "+"), (0.62, "-"), (0.58, "+"), (0.47, "+"), (0.47, "-"), (0.33, "-"),
         (0.23, "+"), (0.15, "-")]
#: The worked examples' five click-through predictions: AUC 5/6.
CLICKS = [(0.95, 1), (0.90, 0), (0.81, 1), (0.75, 0), (0.6, 0)]


def write_csv(path, header, rows) -> str:
    with open(path, "w", encoding="utf-8") as f:
        f.write(",".join(header) + "\n")
        for row in rows:
            f.write(",".join(str(v) for v in row) + "\n")
    return str(path)


def write_parquet(path, columns: dict, parts: int = 1) -> str:
    """One Parquet file, or (``parts`` > 1) a directory of that many parts."""
    table = pa.table(columns)
    if parts == 1:
        pq.write_table(table, path)
        return str(path)
    os.makedirs(path, exist_ok=True)
    bounds = np.linspace(0, len(table), parts + 1).astype(int)
    for i, (a, b) in enumerate(zip(bounds[:-1], bounds[1:])):
        pq.write_table(table.slice(a, b - a), os.path.join(path, f"part-{i:05d}.parquet"))
    open(os.path.join(path, "_SUCCESS"), "w").close()
    return str(path)


def tie_heavy(seed: int, n: int = 400, values: int = 12):
    """Scores drawn from a few values (so most blocks mix both classes) and labels."""
    rng = np.random.default_rng(seed)
    grid = np.round(rng.random(values), 3)
    scores = rng.choice(grid, size=n)
    labels = rng.random(n) < 0.3 + 0.4 * scores
    return scores, labels


def memory_report(path, threshold=None, **choices) -> str:
    """The in-memory report, without the one key that names the engine."""
    data = load(path, **choices)
    report = summary(data, data.curve(), threshold=threshold)
    assert report.pop("engine") == "memory"
    return json.dumps(report)


def engine_report(model, threshold=None) -> str:
    """An engine's report, without the one key that names the engine."""
    report = summary(model, model.curve(), threshold=threshold)
    assert report.pop("engine") == model.engine
    return json.dumps(report)


def grid_cells(curve, grid: int):
    """Each vertex's grid cell, as exact integers: (FP G div m-, TP G div m+)."""
    m_pos, m_neg = curve.n_positive, curve.n_negative
    return [(int(f) * grid // m_neg, int(t) * grid // m_pos)
            for t, f in zip(curve.tp.tolist(), curve.fp.tolist())]


def expected_kept(curve, grid: int, forced=()):
    """The vertices thinning must keep: the first and last of every run of
    consecutive vertices in one cell, plus vertex 0, the last vertex and ``forced``."""
    cells = grid_cells(curve, grid)
    keep = {0, len(cells) - 1} | set(forced)
    for i in range(1, len(cells)):
        if cells[i] != cells[i - 1]:
            keep |= {i - 1, i}
    return sorted(keep)
