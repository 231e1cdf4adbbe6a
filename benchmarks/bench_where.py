"""Where the time and the memory of the 10^7-row case go (the file bench_end_to_end.py
writes), each figure measured in this run:

- the export ``rocscope big.csv --export roc.png`` split into its phases (the median of
  3 processes): start and imports until the file is read, parsing, preparing the
  arrays, building the curve, the figure, and exiting;
- parsing the two columns with their types known: rocscope's reader (piece after
  piece, each parsed by ``read_csv`` on every core, with progress watched as the
  window watches it) against one ``read_csv`` over the whole file and against the
  streaming reader inferring the types;
- what importing pandas costs, which rocscope's loader no longer pays;
- the window with the file loaded: its resident memory against the window on the
  embedded example, the bytes Arrow holds, and the numpy arrays held at rest and at
  their peak (tracemalloc).

    python benchmarks/bench_where.py [ROWS]
"""

from __future__ import annotations

import compileall
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
ROUNDS = 3

# Runs the export in this process with a clock around each phase; prints JSON.
EXPORT_PHASES = r"""
import json, os, resource, sys, time
start = time.perf_counter()
sys.path.insert(0, sys.argv[2])
import main
import core.readers.dataset as dataset, core.readers.text_parse as text_parse
import core.readers.loading as loading
phases = {}
def clocked(module, name, label):
    inner = getattr(module, name)
    def outer(*args, **kwargs):
        t = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            phases[label] = phases.get(label, 0.0) + time.perf_counter() - t
            phases.setdefault(label + " ends", 0.0)
            phases[label + " ends"] = time.perf_counter() - start
    setattr(module, name, outer)
clocked(text_parse, "parse_text", "parse")
clocked(loading, "prepare", "prepare")
clocked(dataset, "roc_from_score_pieces", "curve")
main.main([sys.argv[1], "--export", os.path.join(os.path.dirname(sys.argv[1]), "where.png")])
phases["returned"] = time.perf_counter() - start
phases["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps(phases))
"""

# The window offscreen on a file (or the example), until the curve is drawn and the
# background work is done; prints JSON.
WINDOW_MEMORY = r"""
import json, os, resource, sys, time, tracemalloc
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[2])
tracemalloc.start()
import main
from core.app.cli.parser import parse_args
from core.app.request import Request
import pyarrow as pa
path = sys.argv[1] or None
options = Request.from_options(parse_args([path] if path else []))
main._prefetch(options)
from gui.window import app as gui_app
from PySide6 import QtCore
application = gui_app.application()
window = gui_app.build_window(options)
window.show()
def done():
    x, _ = window.roc_view.auc_fill.getData()
    if window.session.data is None or x is None or not len(x):
        return
    timer.stop()
    QtCore.QTimer.singleShot(3000, report)  # the analysis and drawings finish meanwhile
def report():
    now, peak = tracemalloc.get_traced_memory()
    with open("/proc/self/statm") as f:
        resident = int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    print(json.dumps({"resident": resident,
                      "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                      "arrow": pa.total_allocated_bytes(), "numpy_now": now,
                      "numpy_peak": peak}))
    application.quit()
timer = QtCore.QTimer()
timer.timeout.connect(done)
timer.start(10)
application.exec()
"""

PARSE = r"""
import sys, time
import pyarrow as pa, pyarrow.csv as pacsv
path, how = sys.argv[1], sys.argv[2]
convert = pacsv.ConvertOptions(include_columns=["score", "label"])
read = pacsv.ReadOptions(block_size=1 << 22)
types = {"score": pa.float64(), "label": pa.int8()}
if how == "pieces":
    sys.path.insert(0, sys.argv[3])
    from core.readers.reading import read_dataset
start = time.perf_counter()
if how == "pieces":
    read_dataset(path, columns=["score", "label"], expected_types=types,
                 progress=lambda fraction: None)
elif how == "typed":
    convert.column_types = types
    pacsv.read_csv(path, read_options=read, convert_options=convert)
else:
    reader = pacsv.open_csv(path, read_options=read, convert_options=convert)
    pa.Table.from_batches(list(reader), schema=reader.schema)
import resource
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
"""

PANDAS = r"""
import time
start = time.perf_counter()
import pandas
print(time.perf_counter() - start)
"""


def python(code: str, *args: str) -> str:
    return subprocess.run([sys.executable, "-c", code, *args], check=True, cwd=ROOT,
                          capture_output=True, text=True).stdout.strip().splitlines()[-1]


def main() -> None:
    for part in ("core", "gui", "main.py"):  # measured as installed (see bench_end_to_end)
        path = ROOT / part
        assert (compileall.compile_dir(path, quiet=1) if path.is_dir()
                else compileall.compile_file(path, quiet=1))
    csv = Path(tempfile.gettempdir()) / "rocscope-bench" / f"big-{ROWS}.csv"
    if not csv.exists():
        sys.path.insert(0, str(HERE))
        from bench_end_to_end import make_csv

        csv.parent.mkdir(exist_ok=True)
        print(f"writing {csv} ({ROWS:,} rows)…", flush=True)
        make_csv(csv, ROWS)
    print(f"{csv.name}: {csv.stat().st_size / 1e6:.0f} MB")

    runs, walls = [], []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        runs.append(json.loads(python(EXPORT_PHASES, str(csv), str(ROOT))))
        walls.append(time.perf_counter() - start)
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    wall = statistics.median(walls)
    print(f"\nexport to PNG, medians of {ROUNDS} processes{'':<16}seconds")
    phases = [
        ("start, imports, sniffing, the first lines", median["parse ends"] - median["parse"]),
        ("parsing two columns (Qt imports meanwhile)", median["parse"]),
        ("preparing the arrays (labels, checks)", median["prepare"]),
        ("building the curve", median["curve"]),
        ("the figure", median["returned"] - median["curve ends"]),
        ("starting Python, and exiting (Qt teardown)", wall - median["returned"]),
    ]
    for label, seconds in phases:
        print(f"  {label:<56}{seconds:>8.3f}")
    print(f"  {'whole process':<56}{wall:>8.3f}")
    print(f"  {'peak resident memory':<56}{median['peak'] / 1e9:>7.2f}G")

    runs = {how: [] for how in ("pieces", "typed", "streamed")}
    for _ in range(ROUNDS):  # interleaved, so that the machine's moods fall on all three
        for how, seen in runs.items():
            seen.append(python(PARSE, str(csv), how, str(ROOT)).split())
    print("\nparsing score and label alone                      seconds   peak GB")
    for label, runs in (("rocscope, in pieces, types known, watched", runs["pieces"]),
                        ("one read_csv, types known", runs["typed"]),
                        ("streaming reader, types inferred", runs["streamed"])):
        seconds = statistics.median(float(r[0]) for r in runs)
        peak = statistics.median(int(r[1]) for r in runs)
        print(f"  {label:<48}{seconds:>8.3f}{peak / 1e9:>10.2f}")
    pandas = statistics.median(float(python(PANDAS)) for _ in range(ROUNDS))
    print(f"\nimporting pandas (what pyarrow's to_numpy would cost): {pandas:.3f} s")

    example = json.loads(python(WINDOW_MEMORY, "", str(ROOT)))
    big = json.loads(python(WINDOW_MEMORY, str(csv), str(ROOT)))
    print("\nthe window's memory                                   GB")
    print(f"  {'on the embedded example (Python, Qt, libraries)':<50}{example['resident'] / 1e9:>6.2f}")
    print(f"  {'with the file loaded':<50}{big['resident'] / 1e9:>6.2f}")
    print(f"  {'  of which Arrow holds (the parsed columns)':<50}{big['arrow'] / 1e9:>6.2f}")
    print(f"  {'  of which numpy holds at rest':<50}{big['numpy_now'] / 1e9:>6.2f}")
    rest = big["resident"] - example["resident"] - big["arrow"] - big["numpy_now"]
    print(f"  {'  the rest (freed memory the allocators keep, …)':<50}{rest / 1e9:>6.2f}")
    print(f"  {'numpy at its peak (the curve being built)':<50}{big['numpy_peak'] / 1e9:>6.2f}")
    print(f"  {'peak resident (tracemalloc on: slower, not larger)':<50}{big['peak'] / 1e9:>6.2f}")


if __name__ == "__main__":
    main()
