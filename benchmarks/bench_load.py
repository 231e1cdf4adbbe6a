"""The loader against pyarrow's bare readers, and the command line against pandas + sklearn.

Generates (in a temporary folder) a `score,label` CSV of n rows and the same data as
Parquet, then prints, all measured in this run:

- the time of ``core.readers.loading.load`` (file to engine-ready arrays, with sniffing,
  guessing and every check) as a ratio of ``pyarrow.csv.read_csv`` /
  ``pyarrow.parquet.read_table`` alone on the same file (target: <= 1.5);
- the peak resident memory of a process doing each, in MB;
- the time of ``python main.py FILE --report json`` end to end as a ratio of a plain
  script doing ``pandas.read_csv`` + ``sklearn.metrics.roc_auc_score`` (target: <= 0.6).

Usage: python benchmarks/bench_load.py [n]
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq
from _common import median_time, row

from core.readers.loading import load

ROOT = Path(__file__).resolve().parents[1]

REFERENCE_SCRIPT = textwrap.dedent("""\
    import json, sys
    import pandas as pd
    from sklearn.metrics import roc_auc_score
    frame = pd.read_csv(sys.argv[1])
    print(json.dumps({"auc": roc_auc_score(frame["label"], frame["score"])}))
""")

PEAK_SCRIPT = textwrap.dedent("""\
    import sys
    sys.path.insert(0, sys.argv[1])
    what, path = sys.argv[2], sys.argv[3]
    if what == "loader":
        from core.readers.loading import load
        data = load(path)
    elif path.endswith(".csv"):
        import pyarrow.csv
        table = pyarrow.csv.read_csv(path)
    else:
        import pyarrow.parquet
        table = pyarrow.parquet.read_table(path)
    # VmHWM, not ru_maxrss: the latter would include the benchmark process forked to
    # start this one, which holds the generated data.
    status = open("/proc/self/status").read().split("VmHWM:")[1].split()
    print(int(status[0]) * 1024)
""")


def write_files(folder: Path, n: int) -> tuple[Path, Path]:
    rng = np.random.default_rng(2026)
    scores = rng.random(n)
    labels = (rng.random(n) < scores).astype(np.int64)  # informative: AUC about 0.83
    table = pa.table({"score": scores, "label": labels})
    csv_path = folder / "predictions.csv"
    with pa.OSFile(str(csv_path), "wb") as sink:
        sink.write(b"score,label\n")  # a plain header, as pandas and most tools write
        pacsv.write_csv(table, sink, pacsv.WriteOptions(include_header=False))
    parquet_path = folder / "predictions.parquet"
    pq.write_table(table, parquet_path)
    return csv_path, parquet_path


def peak_rss(what: str, path: Path) -> int:
    out = subprocess.run([sys.executable, "-c", PEAK_SCRIPT, str(ROOT), what, str(path)],
                         capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def paired_medians(ours, reference, repeats: int = 5) -> tuple[float, float]:
    """Medians of alternating runs after one untimed run of each: both then meet a
    warm page cache and a warm allocator, and drift affects both alike."""
    ours()
    reference()
    times_ours, times_reference = [], []
    for _ in range(repeats):
        times_ours.append(median_time(ours, repeats=1))
        times_reference.append(median_time(reference, repeats=1))
    return sorted(times_ours)[repeats // 2], sorted(times_reference)[repeats // 2]


def run(args: list[str]) -> str:
    return subprocess.run(args, capture_output=True, text=True, check=True, cwd=ROOT).stdout


def main(n: int = 10**7) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        csv_path, parquet_path = write_files(folder, n)
        size_mb = csv_path.stat().st_size / 1e6
        print(f"n = {n:,} rows; CSV {size_mb:.0f} MB, Parquet"
              f" {parquet_path.stat().st_size / 1e6:.0f} MB; times are medians of 5 alternating"
              " runs (3 end to end)")
        print()
        row("loader to engine-ready arrays", "rocscope s", "pyarrow s", "ratio",
            "peak MB", "pyarrow MB")
        bare = {
            "CSV": lambda: pacsv.read_csv(csv_path),
            "Parquet": lambda: pq.read_table(parquet_path),
        }
        for kind, path in (("CSV", csv_path), ("Parquet", parquet_path)):
            ours, reference = paired_medians(lambda: load(path), bare[kind])
            mine_peak = peak_rss("loader", path)
            bare_peak = peak_rss("bare", path)
            row(f"{kind} (target ratio <= 1.5)", f"{ours:.3f}", f"{reference:.3f}",
                f"{ours / reference:.2f}", f"{mine_peak / 1e6:.0f}", f"{bare_peak / 1e6:.0f}")
        print()
        reference_script = folder / "pandas_sklearn.py"
        reference_script.write_text(REFERENCE_SCRIPT)
        ours_cmd = [sys.executable, str(ROOT / "main.py"), str(csv_path), "--report", "json"]
        theirs_cmd = [sys.executable, str(reference_script), str(csv_path)]
        ours_auc = json.loads(run(ours_cmd))["auc"]["average"]
        theirs_auc = json.loads(run(theirs_cmd))["auc"]
        assert abs(ours_auc - theirs_auc) < 1e-9, (ours_auc, theirs_auc)
        ours, theirs = paired_medians(lambda: run(ours_cmd), lambda: run(theirs_cmd), 3)
        row("end to end, CSV", "rocscope s", "pandas+sk s", "ratio")
        row("main.py FILE --report json (target <= 0.6)", f"{ours:.2f}", f"{theirs:.2f}",
            f"{ours / theirs:.2f}")


if __name__ == "__main__":
    main(int(float(sys.argv[1])) if len(sys.argv) > 1 else 10**7)
