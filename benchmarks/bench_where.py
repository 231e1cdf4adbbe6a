"""Where the time and the memory of the 10^7-row cases go (the files of both shapes that
bench_end_to_end.py uses: scores with 6 decimals, ~10^6 distinct, and with 7, ~5.8 x
10^6 distinct), each figure measured in this run:

- the export ``rocscope big.csv --export roc.png`` split into its phases (the median of
  3 processes): start and imports until the file is read, parsing, preparing the
  arrays, building the curve, the figure, and exiting;
- the window, launched on the file (offscreen), as a timeline from launch: parsing,
  building the curve, what the model prepares before the curve is handed to the views
  (score distribution, five formulas), the overview drawings, the moment the ROC view
  holds the curve, and DeLong's interval (computed once the curve is drawn); with the
  peak resident memory then and once the other views are done (median of 3 processes);
- parsing the two columns with their types known: rocscope's reader (piece after
  piece, each parsed by ``read_csv`` on every core, with progress watched as the
  window watches it) against one ``read_csv`` over the whole file and against the
  streaming reader inferring the types;
- what importing pandas costs, which rocscope's loader no longer pays;
- the window with the file loaded: its resident memory against the window on the
  embedded example, the bytes Arrow holds, and the numpy arrays held at rest and at
  their peak (tracemalloc).

    python benchmarks/bench_where.py [ROWS [SHAPE ...]]
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from _common import ROOT, bench_csv, compiled

ROWS = int(float(sys.argv[1])) if len(sys.argv) > 1 else 10_000_000
SHAPES = sys.argv[2:] or ["6 decimals", "7 decimals"]
ROUNDS = 3

# Runs the export in this process with a clock around each phase; prints JSON.
EXPORT_PHASES = r"""
import json, os, resource, sys, time
start = time.perf_counter()
sys.path.insert(0, sys.argv[2])
import main
main._choose_before_imports()  # numpy's sort and pyarrow's allocator as the program's
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
main._choose_before_imports()  # numpy's sort and pyarrow's allocator as the program's
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

# The window offscreen on a file, with a clock on each step of the way to the curve;
# prints JSON: per step its first start and last end (seconds from launch) and its
# total time, when the ROC view first holds the curve, and the peak resident memory
# then and once no step has run for 3 seconds. A step the code no longer has (the
# window's modules move) is left out.
WINDOW_TIMELINE = r"""
import json, os, resource, sys, threading, time
start = float(sys.argv[3])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
sys.path.insert(0, sys.argv[2])
import importlib
steps, lock = {}, threading.Lock()
def clocked(module_name, name, label):
    try:
        module = importlib.import_module(module_name)
        inner = getattr(module, name)
    except (ImportError, AttributeError):
        return
    def outer(*args, **kwargs):
        t = time.time()
        try:
            return inner(*args, **kwargs)
        finally:
            end = time.time()
            with lock:
                first, last, total = steps.get(label, (t, end, 0.0))
                steps[label] = (min(first, t), max(last, end), total + end - t)
    setattr(module, name, outer)
import main
main._choose_before_imports()  # numpy's sort and pyarrow's allocator as the program's
clocked("core.readers.text_parse", "parse_text", "parse the file (Arrow)")
clocked("core.readers.dataset", "roc_from_score_pieces", "build the curve (engine)")
from core.app.cli.parser import parse_args
from core.app.request import Request
options = Request.from_options(parse_args([sys.argv[1]]))
main._prefetch(options)
from gui.window import app as gui_app
clocked("core.drawing.distribution", "score_histogram", "prepare: score histogram")
clocked("core.engine.formulas", "five_formulas", "prepare: five formulas")
clocked("core.engine.delong", "delong_ci", "DeLong interval (after the curve is drawn)")
clocked("gui.window.load_worker", "warm", "prepare the model (twice: then its interval)")
clocked("gui.views.curve_drawer", "draw_curve", "curve drawings (thinned to the pixels)")
clocked("core.drawing.score_axis", "threshold_snap", "score view: snapping")
from PySide6 import QtCore
application = gui_app.application()
window = gui_app.build_window(options)
window.show()
seen = {}
def hwm():
    with open("/proc/self/status") as f:
        return int(f.read().split("VmHWM:")[1].split()[0]) * 1024
def poll():
    now = time.time()
    if "shown" not in seen:
        x, _ = window.roc_view.auc_fill.getData()
        if window.session.data is not None and x is not None and len(x):
            window.roc_view.repaint()
            seen["shown"], seen["peak_shown"] = time.time() - start, hwm()
        return
    with lock:
        busy = max((last for _, last, _ in steps.values()), default=0)
    if now - max(busy, start + seen["shown"]) > 3 or now - start > 60:
        seen["peak_settled"] = hwm()
        seen["steps"] = {k: (a - start, b - start, t) for k, (a, b, t) in steps.items()}
        print(json.dumps(seen))
        application.quit()
timer = QtCore.QTimer()
timer.timeout.connect(poll)
timer.start(5)
application.exec()
"""

PARSE = r"""
import sys, time
sys.path.insert(0, sys.argv[3])
import main
main._choose_before_imports()  # numpy's sort and pyarrow's allocator as the program's
import pyarrow as pa, pyarrow.csv as pacsv
path, how = sys.argv[1], sys.argv[2]
convert = pacsv.ConvertOptions(include_columns=["score", "label"])
read = pacsv.ReadOptions(block_size=1 << 22)
types = {"score": pa.float64(), "label": pa.int8()}
if how == "pieces":
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


def export_phases(csv) -> None:
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


def window_timeline(csv) -> None:
    runs = []
    for _ in range(ROUNDS):
        runs.append(json.loads(python(WINDOW_TIMELINE, str(csv), str(ROOT), str(time.time()))))
    print(f"\nthe window on the file, offscreen, medians of {ROUNDS} processes:"
          " seconds from launch")
    print(f"  {'step':<44}{'from':>8}{'to':>8}{'total':>8}")
    labels = sorted({k for run in runs for k in run["steps"]},
                    key=lambda k: statistics.median(r["steps"][k][0] for r in runs
                                                    if k in r["steps"]))
    for label in labels:
        got = [r["steps"][label] for r in runs if label in r["steps"]]
        a, b, t = (statistics.median(v[i] for v in got) for i in range(3))
        print(f"  {label:<44}{a:>8.2f}{b:>8.2f}{t:>8.2f}")
    shown = [r["shown"] for r in runs]
    print(f"  {'the ROC view holds the curve':<44}{statistics.median(shown):>8.2f}"
          f"   (rounds: {', '.join(f'{v:.2f}' for v in shown)})")
    print(f"  peak resident memory: {statistics.median(r['peak_shown'] for r in runs) / 1e9:.2f} GB"
          " when the curve is shown, "
          f"{statistics.median(r['peak_settled'] for r in runs) / 1e9:.2f} GB once the steps are done")


def window_memory(csv, example) -> None:
    big = json.loads(python(WINDOW_MEMORY, str(csv), str(ROOT)))
    print("\nthe window's memory                                   GB")
    print(f"  {'on the embedded example (Python, Qt, libraries)':<50}{example['resident'] / 1e9:>6.2f}")
    print(f"  {'with the file loaded':<50}{big['resident'] / 1e9:>6.2f}")
    print(f"  {'  of which Arrow holds (the parsed columns)':<50}{big['arrow'] / 1e9:>6.2f}")
    print(f"  {'  of which numpy holds at rest':<50}{big['numpy_now'] / 1e9:>6.2f}")
    rest = big["resident"] - example["resident"] - big["arrow"] - big["numpy_now"]
    print(f"  {'  the rest (freed memory the allocators keep, …)':<50}{rest / 1e9:>6.2f}")
    print(f"  {'numpy at its peak':<50}{big['numpy_peak'] / 1e9:>6.2f}")
    print(f"  {'peak resident (tracemalloc on: slower, not larger)':<50}{big['peak'] / 1e9:>6.2f}")


def parsing(csv) -> None:
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


def main() -> None:
    compiled()
    example = json.loads(python(WINDOW_MEMORY, "", str(ROOT)))
    for shape in SHAPES:
        csv = bench_csv(ROWS, shape)
        print(f"\n==== {shape}: {csv.name}, {csv.stat().st_size / 1e6:.0f} MB ====")
        export_phases(csv)
        window_timeline(csv)
        window_memory(csv, example)
    parsing(bench_csv(ROWS, SHAPES[0]))
    pandas = statistics.median(float(python(PANDAS)) for _ in range(ROUNDS))
    print(f"\nimporting pandas (what pyarrow's to_numpy would cost): {pandas:.3f} s")


if __name__ == "__main__":
    main()
