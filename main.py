"""rocscope: see exactly how a classifier's ROC curve and AUC come out of its scores.

From a shell::

    rocscope [FILE ...] [--score COL ...] [--label COL] [--positive VALUE] ...
             [--export PATH ...] [--report {text,json}]   (see rocscope --help)

From Python, on data held in memory (numpy, lists, pandas, polars, pyarrow)::

    import rocscope
    r = rocscope.report(y_true, y_score)        # r.auc, r.models["a"].ci.low, r.to_dict()
    rocscope.figure(df, score="a", label="y", path="roc.png")
    rocscope.show(df, score=["a", "b"], label="y")

Installed, this module is the package ``rocscope`` (``rocscope/__init__.py``) and the
engine is ``rocscope.core``; in a checkout it is ``main.py`` beside ``core`` and ``gui``
(docs/packaging.md). Nothing is imported until it is used: the command line's
``--report`` and ``--export`` of data files never import Qt, and ``import rocscope``
costs nothing.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import sys

# The Python interface, imported on first use (PEP 562): report and its results are
# headless; figure and show import Qt only when called.
_EXPORTS = {
    "report": "core.app.api", "Interval": "core.app.api",
    **dict.fromkeys(("Report", "ModelReport", "Comparison", "Point", "Best", "PrecisionRecall",
                     "PartialAuc", "Hull", "Direction"), "core.app.report.results"),
    **dict.fromkeys(("figure", "show", "Figure"), "gui.api"),
    **dict.fromkeys(("RocscopeError", "InputError", "LoadError", "ChoiceNeededError",
                     "LengthMismatchError", "MissingValueError", "SingleClassError",
                     "StatisticError", "ExportError"), "core.errors"),
}
__all__ = ["main", *_EXPORTS, "examples"]


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))


def examples() -> dict:
    """The bundled example files, by name: paths to give ``report``, ``figure`` or
    ``show`` (or the command line), wherever rocscope is installed.

    >>> sorted(examples())[:3]
    ['click_log', 'clicks_by_user.csv', 'cv_folds.csv']
    """
    from gui.base.paths import EXAMPLES

    return {p.name: p for p in sorted(EXAMPLES.iterdir()) if p.name != "README.md"}


def run() -> None:
    """The program (``rocscope``, ``python main.py``): :func:`main`, then exit."""
    try:
        status = main(exit_when_done=True)
    except KeyboardInterrupt:  # Ctrl-C before a run or the window handles it
        from core.app.cli.run import stopped

        status = stopped(signal.SIGINT)
    sys.exit(status)


def main(argv: list[str] | None = None, exit_when_done: bool = False) -> int:
    """Run the command line ``argv``; returns the exit status. With ``exit_when_done``
    a headless run leaves the process as soon as its output is written (see
    :func:`_leave`)."""
    _choose_before_imports()
    # The program's launch allocates much and frees little: the collector's passes over
    # everything imported so far (some 35 ms before the first paint) wait until the
    # window has painted (see _collect_again); a headless run collects again once its
    # command line is read.
    pause = exit_when_done and gc.isenabled()
    if pause:
        gc.disable()
    from core.app.cli.parser import command_line_request

    request = command_line_request(argv)  # usage errors exit with status 2 here
    if request.exports or request.report:
        if pause:
            _collect_again()
        from core.app.cli.run import guarded, run_report
        from core.app.cli.signals import stopping_cleanly

        # Ctrl-C and SIGTERM stop a headless run within a moment, files cleaned up.
        with stopping_cleanly():
            if request.exports:
                from core.app.output.export import run_export

                status = guarded(lambda: run_export(request, draw=_draw), lang=request.lang)
            else:
                status = guarded(lambda: run_report(request), lang=request.lang)
        if exit_when_done:
            _leave(status)
        return status
    from gui.window.stop_signals import StopSignals

    stop = StopSignals()  # Ctrl-C and SIGTERM close the window, from now on
    _prefetch(request)
    from gui.base.import_hook import lighter_imports

    lighter_imports()
    from gui.window.app import run_window

    status = run_window(request, after_paint=_collect_again if pause else None, stop=stop)
    if stop.noted is not None:
        from core.app.cli.run import stopped

        return stopped(stop.noted)
    return status


def _collect_again() -> None:
    """Turn the collector back on for what the program makes from now on. What the
    launch made (modules, classes, functions: tens of thousands of objects, kept as
    long as the program runs) is put out of its reach first (``gc.freeze``): otherwise
    its first passes walk them all, 25-35 ms holding the interpreter's lock while a
    file is being read and its curve built, and every full pass after walks them
    again. (In the window, a pass begun off the UI thread hands them back to the
    oldest generation, :mod:`gui.base.application`: by then the launch is over.)"""
    gc.freeze()
    gc.enable()


def _choose_before_imports() -> None:
    """What numpy and pyarrow read once, when first imported: chosen before they are
    (``benchmarks/`` calls this too, so that they measure what the program runs)."""
    _prefer_avx2_sort()
    _one_blas_thread()
    _prefer_system_allocator()


def _prefer_avx2_sort() -> None:
    """On AMD Zen 4, numpy's AVX-512 sort is about six times slower than its AVX2 one
    (its partitions compress-store to memory, which Zen 4 microcodes), and sorting is
    most of building a curve: choose AVX2 there, unless the user chose already."""
    if "NPY_DISABLE_CPU_FEATURES" in os.environ or "numpy" in sys.modules:
        return
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            info = f.read(8192)
    except OSError:
        return
    if "AuthenticAMD" in info and "\ncpu family\t: 25\n" in info and " avx512f " in info:
        os.environ["NPY_DISABLE_CPU_FEATURES"] = "X86_V4 AVX512_ICL AVX512_SPR"


def _one_blas_thread() -> None:
    """numpy's OpenBLAS starts a thread per core when numpy is imported, and each spins
    about 0.1 s of a core waiting for work: on two cores, while the file is read and Qt
    imports. rocscope's arithmetic is elementwise (its few dot products are of vectors,
    whole in a millisecond on one thread): the program keeps BLAS on its own thread,
    unless the user chose otherwise."""
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def _prefer_system_allocator() -> None:
    """pyarrow's default allocator (mimalloc) keeps the blocks the CSV parser freed
    resident for reuse; the C library's returns blocks that large to the system at once.
    At 10^7 rows that is ~70 MB less at the window's peak and ~25 MB less at an
    export's, parsing no slower (measured in one run on a shared machine). Only the
    program sets it: ``rocscope.report``, ``figure`` and ``show`` run in the caller's
    interpreter and leave pyarrow's choice to the caller."""
    if "pyarrow" not in sys.modules:
        os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")


def _leave(status: int) -> None:
    """End a headless run now: its files are written and closed, its output flushed
    here. Tearing down Qt, pyarrow's thread pools and every module costs a tenth of a
    second or more and writes nothing (and pyarrow's threads, left calling into Python
    as the interpreter exits, are a known way for a process to abort or hang)."""
    import atexit

    atexit._run_exitfuncs()  # what asked to be done at exit (temporary folders removed)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a closed pipe: nothing more to say
            stream.flush()
    os._exit(status)


def _prefetch(request) -> None:
    """Start reading the first file while the window's code imports (most of a second)."""
    load = request.load
    path = load.sources[0].path if load.sources else None
    if (path is None or not os.path.isfile(path) or load.engine_for(path) != "memory"
            or load.multiclass):
        return
    from core.app.pipeline.prefetch import prefetch

    prefetch(path, scores=load.scores, label=load.label, positive=load.positive,
             counts=load.counts, also=load.extra_columns)


def _draw(request) -> int:
    """Exports that need the window's drawing (figures, the sweep animation)."""
    from gui.base.import_hook import lighter_imports
    from gui.figures.export_command import export_request

    return export_request(request, prepare=lighter_imports)


if __name__ == "__main__":
    run()
