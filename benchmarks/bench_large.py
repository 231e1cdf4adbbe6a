"""Logs bigger than memory: the report of 3 x 10^8 rows through DuckDB (issue 16).

Generates (once; kept under --dir, by default /tmp/rocscope-bench-large) a directory of
Parquet files holding 3 x 10^8 rows of ``score`` (on a 10^-6 grid) and ``label`` (0/1,
about 3 % positive, likelier at high scores), and one Parquet file of 3 x 10^7 rows of
the same kind for the in-memory engine. While generating, it counts every (grid index,
label) with ``numpy.bincount`` on the generator's own integers: from those histograms
the pair counts C, T, D are summed independently of rocscope and of DuckDB.

Then, each in a fresh process (time from start to the report on stdout, peak resident
memory from the kernel's VmHWM):

- the JSON report of the 3 x 10^8 rows through DuckDB (``core.scale.open_large`` and
  ``core.app.report.summary.summary``), checked against the independent count (target: peak
  memory <= 2 GB);
- the same computation forced to thin the curve in the query (``whole_up_to=0``);
- the report of the 3 x 10^7-row file through DuckDB and through the in-memory engine
  (``core.readers.loading.load``), which must be byte-identical.

Usage: python benchmarks/bench_large.py [--rows N] [--memory-rows N] [--dir PATH]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from _common import row

ROOT = Path(__file__).resolve().parents[1]
GRID = 10**6  # scores are k / 10^6, k = 0 .. 10^6
CHUNK = 10**7  # rows per Parquet file
BYTES_PER_ROW = 9.5  # float64 score (no dictionary at 10^6 values) + RLE labels, on disk

CHILD = textwrap.dedent("""\
    import json, sys, time
    start = time.perf_counter()
    sys.path.insert(0, sys.argv[1])
    how, path = sys.argv[2], sys.argv[3]
    from core.app.report.summary import summary
    if how == "memory":
        from core.readers.loading import load
        data = load(path, score="score", label="label")
        report, curve = summary(data, data.curve()), data.curve()
    else:
        from core.app.request import LoadRequest
        from core.scale import open_large
        model = open_large(path, LoadRequest(scores=("score",), label="label"),
                           whole_up_to=0 if how == "thinned" else 10**6 + 1)
        curve = model.curve()
        if curve.complete:
            report = summary(model, curve)
        else:  # the report's formulas need every vertex: the exact counts instead
            p = curve.pairs
            report = {"n": curve.n_samples, "n_positive": curve.n_positive,
                      "n_negative": curve.n_negative,
                      "distinct_scores": curve.distinct_scores,
                      "mixed_tie_blocks": curve.mixed_blocks,
                      "pairs": {"concordant": p.concordant, "tied": p.tied,
                                "discordant": p.discordant, "total": p.total},
                      "auc": {"average": curve.auc("average")},
                      "kept_vertices": len(curve.tp)}
    elapsed = time.perf_counter() - start
    hwm = int(open("/proc/self/status").read().split("VmHWM:")[1].split()[0]) * 1024
    print(json.dumps({"report": report, "seconds": elapsed, "peak": hwm}))
""")


def generate(folder: Path, rows: int, seed: int, single: bool) -> dict:
    """Write the rows (one file, or a directory of CHUNK-row parts) and return the
    histograms of positives and negatives over the grid index."""
    pos = np.zeros(GRID + 1, dtype=np.int64)
    neg = np.zeros(GRID + 1, dtype=np.int64)
    target = folder / ("memory.parquet" if single else "parts")
    if not single:
        target.mkdir(parents=True, exist_ok=True)
    writer = pq.ParquetWriter(target, pa.schema([("score", pa.float64()), ("label", pa.int8())])
                              ) if single else None
    done = 0
    part = 0
    while done < rows:
        n = min(CHUNK, rows - done)
        rng = np.random.default_rng([seed, part])
        k = rng.integers(0, GRID + 1, n)
        score = k / GRID
        label = rng.random(n) < 0.01 + 0.08 * score**3
        pos += np.bincount(k[label], minlength=GRID + 1)
        neg += np.bincount(k[~label], minlength=GRID + 1)
        table = pa.table({"score": score, "label": label.astype(np.int8)})
        if single:
            writer.write_table(table, row_group_size=1 << 20)
        else:
            pq.write_table(table, target / f"part-{part:05d}.parquet", row_group_size=1 << 20)
        done += n
        part += 1
        print(f"  generated {done:,} of {rows:,} rows", end="\r", flush=True)
    if writer is not None:
        writer.close()
    print()
    return {"pos": pos, "neg": neg}


def dataset(folder: Path, rows: int, seed: int, single: bool) -> tuple[Path, dict]:
    """The generated data and its histograms, generated only if absent."""
    name = "memory" if single else "large"
    stamp = folder / f"{name}.json"
    counts = folder / f"{name}-histograms.npz"
    path = folder / ("memory.parquet" if single else "parts")
    wanted = {"rows": rows, "seed": seed, "grid": GRID, "chunk": CHUNK, "version": 1}
    if stamp.exists() and counts.exists() and json.loads(stamp.read_text()) == wanted:
        print(f"{name}: using {path} ({rows:,} rows, generated before)")
        with np.load(counts) as h:
            return path, {"pos": h["pos"], "neg": h["neg"]}
    if path.exists():
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    start = time.perf_counter()
    print(f"{name}: generating {rows:,} rows in {path}")
    hist = generate(folder, rows, seed, single)
    np.savez(counts, **hist)
    stamp.write_text(json.dumps(wanted))
    print(f"  {time.perf_counter() - start:.0f} s")
    return path, hist


def independent_count(hist: dict) -> dict:
    """C, T, D from the histograms over the grid index (ascending scores): a positive
    at index k beats the negatives below k, ties those at k, loses to those above."""
    pos, neg = hist["pos"], hist["neg"]
    below = np.concatenate(([0], np.cumsum(neg)[:-1]))  # negatives strictly below k
    m_neg = int(neg.sum())
    above = m_neg - below - neg
    # Every product is below m+ * m- < 2**63 here; Python ints make it plain anyway.
    c = sum(int(a) * int(b) for a, b in zip(pos[pos > 0], below[pos > 0]))
    t = sum(int(a) * int(b) for a, b in zip(pos[pos > 0], neg[pos > 0]))
    d = sum(int(a) * int(b) for a, b in zip(pos[pos > 0], above[pos > 0]))
    occupied = (pos + neg) > 0
    return {"concordant": c, "tied": t, "discordant": d, "total": c + t + d,
            "n_positive": int(pos.sum()), "n_negative": m_neg,
            "distinct_scores": int(occupied.sum()),
            "mixed_tie_blocks": int(((pos > 0) & (neg > 0)).sum())}


def measure(how: str, path: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, str(ROOT), how, str(path)],
                         check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def exact(report: dict, count: dict) -> bool:
    pairs = report["pairs"]
    return (all(pairs[key] == count[key] for key in ("concordant", "tied", "discordant",
                                                     "total"))
            and all(report[key] == count[key] for key in ("n_positive", "n_negative",
                                                         "distinct_scores",
                                                         "mixed_tie_blocks")))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=3 * 10**8)
    parser.add_argument("--memory-rows", type=int, default=3 * 10**7)
    parser.add_argument("--dir", default="/tmp/rocscope-bench-large")
    args = parser.parse_args()
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    need = (args.rows + args.memory_rows) * BYTES_PER_ROW * 1.2
    present = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    free = shutil.disk_usage(folder).free
    if free + present < need:
        print(f"needs about {need / 1e9:.1f} GB under {folder}; {free / 1e9:.1f} GB free")
        return 1
    large, large_hist = dataset(folder, args.rows, 1, single=False)
    small, small_hist = dataset(folder, args.memory_rows, 2, single=True)
    large_count = independent_count(large_hist)
    small_count = independent_count(small_hist)
    print(f"\nindependent count ({args.rows:,} rows): C={large_count['concordant']:,}"
          f" T={large_count['tied']:,} D={large_count['discordant']:,}")
    print()
    row("run", "rows", "seconds", "peak MB", "exact")
    results = {}
    for label, how, path, count in (
        ("DuckDB report", "duckdb", large, large_count),
        ("DuckDB, thinned in the query", "thinned", large, large_count),
        ("DuckDB report", "duckdb", small, small_count),
        ("in-memory engine report", "memory", small, small_count),
    ):
        result = measure(how, path)
        results[(how, str(path))] = result
        rows = args.rows if path == large else args.memory_rows
        row(label, f"{rows:.0e}", f"{result['seconds']:.1f}", f"{result['peak'] / 2**20:.0f}",
            "yes" if exact(result["report"], count) else "NO")
        if how == "thinned":
            print(f"{'':<44}{result['report']['kept_vertices']:,} vertices kept of"
                  f" {result['report']['distinct_scores'] + 1:,}")
    same = (json.dumps(results[("duckdb", str(small))]["report"])
            == json.dumps(results[("memory", str(small))]["report"]))
    print(f"\nreports of {args.memory_rows:,} rows byte-identical (DuckDB vs in memory):"
          f" {'yes' if same else 'NO'}")
    big = results[("duckdb", str(large))]
    print(f"peak memory of the {args.rows:,}-row report: {big['peak'] / 2**30:.2f} GB"
          f" (target <= 2 GB): {'met' if big['peak'] <= 2 * 2**30 else 'NOT met'}")
    ok = same and big["peak"] <= 2 * 2**30 and all(
        exact(r["report"], large_count if p == str(large) else small_count)
        for (_, p), r in results.items())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
