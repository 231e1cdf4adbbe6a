"""Shared helpers for the benchmarks: timing by median of repeats, peak memory, the
10^7-row files of both shapes, whole processes timed with their peak memory, and a
virtual X11 screen."""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Benchmarks run from a checkout: make `core` and `gui` importable without installing.
sys.path.insert(0, str(ROOT))

FOLDER = Path(tempfile.gettempdir()) / "rocscope-bench"

# The shapes of scores a model writes, by how many of 10^7 rows are distinct: six
# decimals (~10^6 distinct), seven (~5.8 x 10^6), and full float64 precision (~10^7).
SHAPES = {"6 decimals": 6, "7 decimals": 7, "full precision": None}
# numpy's CPU features that make its AVX-512 code (NPY_DISABLE_CPU_FEATURES turns them
# off): what a CPU without AVX-512 runs.
NO_AVX512 = "X86_V4 AVX512_ICL AVX512_SPR"


def usage_if_asked(doc: str | None = None) -> None:
    """With ``-h`` or ``--help`` among the arguments, print the benchmark's docstring (its
    usage) and exit, before any argument is read as a number or a commit."""
    if any(a in ("-h", "--help") for a in sys.argv[1:]):
        main = sys.modules.get("__main__")
        print((doc or getattr(main, "__doc__", None) or "").strip())
        sys.exit(0)


usage_if_asked()  # every benchmark imports this module before it reads its arguments


def median_time(fn, repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_memory(fn) -> int:
    """Peak bytes allocated (numpy reports its buffers to tracemalloc) while fn runs."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def row(label: str, *cells) -> None:
    print(f"{label:<44}" + "".join(f"{c:>14}" for c in cells))


def spread(values, unit: str = "", scale: float = 1.0, digits: int = 2) -> str:
    """``median (lowest-highest)`` of a run's rounds."""
    v = [x * scale for x in values]
    return (f"{statistics.median(v):.{digits}f}{unit} ({min(v):.{digits}f}-"
            f"{max(v):.{digits}f})")


def compiled() -> None:
    """Compile rocscope as pip compiles an installed package (as it did the peer's
    pandas, scikit-learn and matplotlib): a checkout run with PYTHONDONTWRITEBYTECODE
    set would compile it anew in every process (~0.1 s)."""
    for part in ("core", "gui", "main.py"):
        path = ROOT / part
        ok = (compileall.compile_dir(path, quiet=1) if path.is_dir()
              else compileall.compile_file(path, quiet=1))
        assert ok, f"cannot compile {path}"


def make_csv(path: Path, rows: int, decimals: int | None = 6) -> None:
    """``id,score,label`` rows; scores as a model writes them (rounded to ``decimals``,
    or every digit of float64 when None), about 30 % positives scored higher."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pacsv

    rng = np.random.default_rng(0)
    labels = rng.random(rows) < 0.3
    scores = np.clip(0.35 * labels + rng.normal(0.4, 0.2, rows), 0, 1)
    if decimals is not None:
        scores = np.round(scores, decimals)
    part = path.with_suffix(".part")
    pacsv.write_csv(pa.table({"id": np.arange(rows), "score": scores,
                              "label": labels.astype(np.int8)}), part)
    part.replace(path)


def bench_csv(rows: int, shape: str) -> Path:
    """The CSV of ``rows`` rows of one of :data:`SHAPES`, written once and kept."""
    decimals = SHAPES[shape]
    FOLDER.mkdir(exist_ok=True)
    # The six-decimal file keeps the name earlier benchmarks gave it.
    name = f"big-{rows}.csv" if decimals == 6 else (
        f"big-{rows}-{'full' if decimals is None else f'{decimals}dp'}.csv")
    path = FOLDER / name
    if not path.exists():
        print(f"writing {path} ({rows:,} rows, {shape})…", flush=True)
        make_csv(path, rows, decimals)
    return path


def run_measured(command: list[str], env=None, stdout=subprocess.DEVNULL) -> tuple[float, int]:
    """Run a process to its end: wall seconds and its peak resident bytes (the
    kernel's maximum resident set size of that child)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=stdout)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise subprocess.CalledProcessError(process.returncode, command)
    return seconds, usage.ru_maxrss * 1024


@contextmanager
def virtual_screen(width: int = 1400, height: int = 900):
    """A virtual X11 screen (Xvfb) for the duration; yields its DISPLAY, or None when
    Xvfb is not installed."""
    try:
        read, write = os.pipe()
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
             "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    except FileNotFoundError:
        yield None
        return
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        yield f":{number}"
    finally:
        server.terminate()
        server.wait()


BUSY_LOOP = "import numpy as np\nx = np.random.default_rng(0).random(10**7)\nwhile True:\n    np.sort(x)\n"


@contextmanager
def busy_machine(busy: bool = True):
    """With ``busy``, a second process sorting 10^7 numbers in a loop (one core taken)
    for the duration: the machine doing something else while a benchmark runs."""
    if not busy:
        yield
        return
    process = subprocess.Popen([sys.executable, "-c", BUSY_LOOP])
    try:
        time.sleep(1.0)  # its numbers drawn: from here on it sorts
        yield
    finally:
        process.terminate()
        process.wait()


@contextmanager
def watched_launch(arguments: list[str], display: str, seconds: float):
    """Launch ``python ARGUMENTS`` on ``display`` with ``screen_watch.py`` timing it;
    yields the seconds from launch until a screenshot showed the curve, and the
    running process (ended on leaving). Raises when no screenshot showed it in time."""
    here = Path(__file__).resolve().parent
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    watcher = subprocess.Popen([sys.executable, str(here / "screen_watch.py"), str(seconds)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               env=env, cwd=ROOT)
    assert watcher.stdout.readline().strip() == "ready"
    launched = time.time()
    program = subprocess.Popen([sys.executable, *arguments], env=env, cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        watcher.stdin.write(f"{launched}\n")
        watcher.stdin.flush()
        seen = watcher.stdout.readline().strip()
        watcher.wait()
        if seen == "none":
            raise RuntimeError(f"no screenshot showed the curve of {arguments} within"
                               f" {seconds} s")
        yield float(seen), program
    finally:
        program.terminate()
        program.wait()
