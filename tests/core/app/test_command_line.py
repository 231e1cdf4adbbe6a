"""The command line as a separate process: what only a real process shows (exit status
through the interpreter, pipes, standard input, a full disk, the guard's last line of
defence). Everything else runs in-process (see conftest.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data"
EXAMPLES = ROOT / "resources" / "examples"


def rocscope(*args, cwd=ROOT, **kwargs):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=cwd,
                          capture_output=True, timeout=120, **kwargs)


def test_the_report_reaches_a_pipe_whole_with_one_final_newline():
    run = rocscope("--report", "text", text=True)
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout.endswith("\n") and not run.stdout.endswith("\n\n")
    assert run.stdout.count("no header row") == 1


def test_json_notes_go_to_stderr_once_and_stdout_holds_the_json_alone():
    run = rocscope(EXAMPLES / "three_models.csv", "--score", "a,b,c", "--report", "json",
                   text=True)
    assert run.returncode == 0
    report = json.loads(run.stdout)
    assert [m["name"] for m in report["models"]] == ["a", "b", "c"]
    notes = run.stderr.splitlines()
    assert notes and all(n.startswith("rocscope: note: ") for n in notes)
    assert len(notes) == len(set(notes))


def test_an_input_error_is_one_line_and_status_2_from_the_process():
    run = rocscope(DATA / "errors" / "not_a_number.csv", "--report", "json", text=True)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == ('rocscope: error: not_a_number.csv line 5, column "score": \'n/a\''
                          " is not a number\n")


def test_a_usage_error_is_one_line_and_status_2_from_the_process():
    run = rocscope("--ci-level", "1.5", "--report", "json", text=True)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr


def test_dash_reads_standard_input():
    data = (DATA / "formats" / "header.csv").read_bytes()
    run = rocscope("-", "--report", "json", input=data)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["file"] == "standard input"
    assert report["exact"]["auc_average"] == "21/32"


def test_a_pipe_is_read_once():
    data = (DATA / "formats" / "header.csv").read_bytes()
    run = rocscope("/dev/stdin", "--report", "json", input=data)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["auc"]["average"] == 0.65625


def test_a_reader_that_goes_away_is_no_error():
    code = (f"import subprocess, sys\n"
            f"p = subprocess.Popen([sys.executable, {str(ROOT / 'main.py')!r},"
            f" {str(EXAMPLES / 'three_models.csv')!r}, '--score', 'a,b,c', '--report',"
            f" 'text'], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
            f"p.stdout.close()\n"  # long before the child has imported numpy
            f"err = p.stderr.read(); print(p.wait(), repr(err))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    status, err = run.stdout.split(" ", 1)
    assert status == "0" and err.strip() == "b''"


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("report", ["json", "text"])
def test_a_report_that_cannot_be_written_is_an_error_not_a_bug(report):
    with open("/dev/full", "w") as full:
        run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--report", report],
                             stdout=full, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                             timeout=120)
    assert run.returncode == 2
    errors = [line for line in run.stderr.splitlines() if "note:" not in line]
    assert errors == ["rocscope: error: cannot write the report to standard output:"
                      " No space left on device"]


def test_the_guard_turns_bugs_and_interrupts_into_one_line():
    code = (
        "import sys; sys.path.insert(0, '.');\n"
        "from core.app.cli.run import guarded\n"
        "def boom(): raise ZeroDivisionError('oops')\n"
        "def stop(): raise KeyboardInterrupt\n"
        "print(guarded(boom), guarded(stop), guarded(lambda: 0))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.split() == ["70", "130", "0"]
    assert run.stderr.splitlines() == [
        "rocscope: internal error: ZeroDivisionError: oops (please report this)",
        "rocscope: interrupted",
    ]


def test_a_plain_report_does_not_import_scipy_or_qt():
    code = ("import sys; sys.path.insert(0, '.'); import main\n"
            "main.main(['--report', 'json'])\n"
            "print(sorted(m for m in ('scipy', 'PySide6', 'pyqtgraph') if m in sys.modules),"
            " file=sys.stderr)\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.stderr.splitlines()[-1] == "[]"


# A run of the program, then what it chose, printed last on stderr.
_PROBE = """
import sys
sys.argv = ["rocscope", "--report", "json"]
import main
main.main(sys.argv[1:])
{chosen}
"""
_ALLOCATOR = ("import pyarrow\n"
              "print(pyarrow.default_memory_pool().backend_name, file=sys.stderr)")
_BLAS = ("from threadpoolctl import threadpool_info\n"
         "print([p['num_threads'] for p in threadpool_info()"
         " if p['internal_api'] == 'openblas'], file=sys.stderr)")


def chosen_by_the_program(chosen: str, variable: str, value: str | None) -> str:
    """What the program ``chosen`` prints, run with ``variable`` set to ``value`` (None:
    unset)."""
    env = {k: v for k, v in os.environ.items() if k != variable}
    if value:
        env[variable] = value
    run = subprocess.run([sys.executable, "-c", _PROBE.format(chosen=chosen)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return run.stderr.strip().splitlines()[-1]


@pytest.mark.parametrize(("given", "expected"), [(None, "system"), ("mimalloc", "mimalloc")])
def test_the_program_reads_with_the_c_librarys_allocator_unless_told(given, expected):
    # mimalloc kept the CSV parser's freed blocks resident (~70 MB at 10^7 rows).
    assert chosen_by_the_program(_ALLOCATOR, "ARROW_DEFAULT_MEMORY_POOL", given) == expected


@pytest.mark.parametrize(("given", "expected"), [(None, "[1]"), ("2", "[2]")])
def test_the_program_keeps_blas_on_one_thread_unless_told(given, expected):
    # OpenBLAS's threads each spun ~0.1 s of a core at numpy's import.
    assert chosen_by_the_program(_BLAS, "OPENBLAS_NUM_THREADS", given) == expected


def test_a_headless_run_collects_again_with_what_its_launch_made_out_of_reach():
    # The launch pauses the collector; a report turns it back on once its command line
    # is read, the launch's objects frozen first so that no pass walks them again. A
    # cycle made afterwards is still freed.
    probe = """
import gc, sys, weakref
sys.path.insert(0, %r)
import main
def leave(status):
    class Cycle:
        pass
    a = Cycle(); a.me = a; gone = weakref.ref(a); del a
    gc.collect()
    print(gc.isenabled(), gc.get_freeze_count() > 10000, gone() is None, status)
    sys.stdout.flush()
    import os; os._exit(0)
main._leave = leave
main.main(["--report", "json"], exit_when_done=True)
""" % str(ROOT)
    run = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.stdout.split()[-4:] == ["True", "True", "True", "0"], run.stderr[-2000:]
