"""``--export`` from the command line: data files without Qt, figures of several models,
the precision-recall plot, the sweep animation; and exports never destroy data: not the
file being read, not a good file when the disk is full, and never a ``.part`` file left
behind."""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import subprocess
import sys

import numpy as np
import pyarrow.csv as pacsv
import pytest

from tests.core.app.conftest import EXAMPLES, ROOT

THREE = EXAMPLES / "three_models.csv"


def run(*args, check=True):
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)],
                            capture_output=True, text=True, cwd=ROOT)
    if check:
        assert result.returncode == 0, result.stderr
    return result


def test_data_exports_import_no_qt_and_equal_the_report(tmp_path):
    code = (
        "import sys, main\n"
        f"status = main.main([{str(THREE)!r}, '--score', 'a,b', '--ci', '--export',"
        f" {str(tmp_path / 'm.json')!r}, '--export', {str(tmp_path / 'm.csv')!r}])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in"
        " ('PySide6', 'shiboken6', 'pyqtgraph', 'gui'))\n"
        "print(status, ','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.split("\n")[-2].strip() == "0"  # nothing from Qt or gui imported
    exported = json.loads((tmp_path / "m.json").read_text())
    report = json.loads(run(THREE, "--score", "a,b", "--ci", "--report", "json").stdout)
    assert exported == report
    assert [m["name"] for m in exported["models"]] == ["a", "b"]
    table = pacsv.read_csv(tmp_path / "m.csv").to_pydict()
    assert set(table["model"]) == {"a", "b"}
    assert list(table)[:2] == ["model", "threshold"]


def test_a_figure_of_several_models_draws_them_all(tmp_path):
    from PySide6 import QtGui

    from gui.base.application import application
    from gui.model.session import MODEL_PALETTE

    path = tmp_path / "models.png"
    run(THREE, "--score", "a,b", "--export", path, "--size", "600x600")
    application()
    image = QtGui.QImage(str(path))
    assert (image.width(), image.height()) == (600, 600)
    # The first model is drawn in full, the second as a thin curve in its own colour.
    target = QtGui.QColor(MODEL_PALETTE[1])
    rgb = np.array([[image.pixelColor(x, y).getRgb()[:3] for x in range(0, 600, 2)]
                    for y in range(0, 600, 2)])
    wanted = np.array([target.red(), target.green(), target.blue()])
    # Hundreds of pixels: a curve across the plot, not just the legend's swatch.
    assert (np.abs(rgb - wanted).sum(axis=2) < 40).sum() > 100


def test_pr_figure_and_sweep_animation(tmp_path):
    from PIL import Image

    run("--plot", "pr", "--export", tmp_path / "pr.png", "--export", tmp_path / "s.gif")
    assert (tmp_path / "pr.png").stat().st_size > 1000
    with Image.open(tmp_path / "s.gif") as gif:
        assert gif.n_frames == 8  # t = +inf, then the seven distinct scores


@pytest.mark.parametrize("suffix", [".bmp", ""])
def test_an_unknown_suffix_is_one_line_and_nothing_is_written(tmp_path, suffix):
    result = run("--export", tmp_path / f"x{suffix}", "--export", tmp_path / "ok.json",
                 check=False)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "unknown suffix" in result.stderr and "Traceback" not in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_several_json_exports_compute_the_report_once(tmp_path, monkeypatch):
    import core.app.output.export as headless
    import main

    calls = []
    real = headless.report_of
    monkeypatch.setattr(headless, "report_of", lambda *a: calls.append(1) or real(*a))
    paths = [tmp_path / "a.json", tmp_path / "b.json"]
    args = [str(THREE), "--score", "a,b", "--ci"]
    assert main.main(args + ["--export", str(paths[0]), "--export", str(paths[1])]) == 0
    assert len(calls) == 1 and paths[0].read_text() == paths[1].read_text()
    figure = tmp_path / "f.png"
    assert main.main(args + ["--export", str(paths[0]), "--export", str(figure),
                             "--export", str(paths[1])]) == 0
    assert len(calls) == 2 and figure.stat().st_size > 0


EIGHT = EXAMPLES / "eight_samples.csv"


@pytest.fixture
def data(tmp_path):
    copy = tmp_path / "data.csv"
    shutil.copy(EIGHT, copy)
    return copy


def _refused(rocscope, *args) -> str:
    run = rocscope(*args, "--report", "json")
    return run.one_line_error()


@pytest.mark.parametrize("spelling", ["same", "dotted", "absolute", "link"])
def test_an_export_over_the_file_being_read_is_refused(rocscope, data, monkeypatch, spelling):
    monkeypatch.chdir(data.parent)
    os.symlink("data.csv", "link.csv")
    target = {"same": "data.csv", "dotted": "./data.csv", "absolute": str(data),
              "link": "link.csv"}[spelling]
    before = data.read_bytes()
    error = _refused(rocscope, "data.csv", "--export", target)
    assert error.startswith(f"rocscope: error: cannot write {target}")
    assert error.endswith("it is a file being read; choose another name for the export")
    assert data.read_bytes() == before


def test_an_export_over_a_file_of_a_folder_or_glob_being_read_is_refused(rocscope, data):
    before = data.read_bytes()
    for source in (data.parent, data.parent / "*.csv"):
        error = _refused(rocscope, source, "--engine", "duckdb", "--export", data)
        assert "it is a file being read" in error
    assert data.read_bytes() == before


def test_an_export_beside_the_input_is_written(rocscope, data):
    run = rocscope(data, "--export", data.with_name("curve.csv"), "--report", "json")
    assert run.status == 0 and data.with_name("curve.csv").exists()


def test_an_export_onto_a_device_is_refused(rocscope, tmp_path):
    if not os.path.exists("/dev/null"):
        pytest.skip("needs /dev/null")
    error = _refused(rocscope, EIGHT, "--export", "/dev/null")
    assert "unknown suffix" in error  # refused for its suffix before anything else
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    assert _refused(rocscope, EIGHT, "--export", fifo).endswith("it is not a regular file")


def _full_disk(limit: int):
    """The child's files cannot grow past ``limit`` bytes, as on a full disk: writes
    beyond fail (EFBIG) instead of the process being killed (SIGXFSZ)."""
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


@pytest.mark.skipif(sys.platform == "win32", reason="resource limits are POSIX")
@pytest.mark.parametrize("suffix", [".pdf", ".png", ".svg", ".gif", ".csv", ".json"])
def test_a_full_disk_keeps_the_good_file_and_says_so(tmp_path, suffix):
    target = tmp_path / f"figure{suffix}"
    good = b"the good file, written before the disk filled up\n"
    target.write_bytes(good)
    # A hundred bytes: less than any export of the example writes.
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--export", str(target)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120,
                         preexec_fn=_full_disk(100))
    assert run.returncode == 2, run.stderr
    assert "wrote" not in run.stdout
    assert run.stderr.splitlines() == [f"rocscope: error: cannot write {target}: File too large"]
    assert target.read_bytes() == good
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]


def _locked(monkeypatch, folder):
    """Paths under ``folder`` cannot be looked at, as a folder without search permission
    is for anyone but root (whom permissions do not stop)."""
    real = os.stat

    def stat(path, *args, **kwargs):
        if os.fspath(path).startswith(str(folder)):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, *args, **kwargs)
    monkeypatch.setattr(os, "stat", stat)


@pytest.mark.parametrize("suffix", [".csv", ".json"])
def test_an_export_into_a_folder_that_cannot_be_searched_is_one_line(rocscope, tmp_path,
                                                                       monkeypatch, suffix):
    locked = tmp_path / "locked"
    target = locked / "sub" / f"curve{suffix}"
    _locked(monkeypatch, locked)
    run = rocscope(EIGHT, "--export", target, "--report", "json")
    assert run.status == 2
    assert run.one_line_error() == f"rocscope: error: cannot write {target}: Permission denied"


@pytest.mark.parametrize("suffix", [".csv", ".json"])
def test_an_export_into_a_folder_that_cannot_be_written_is_one_line(rocscope, tmp_path,
                                                                     monkeypatch, suffix):
    import tempfile

    def refused(*args, **kwargs):  # root ignores permissions: refuse as a read-only folder does
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(tempfile, "mkstemp", refused)
    target = tmp_path / f"curve{suffix}"
    run = rocscope(EIGHT, "--export", target, "--report", "json")
    assert run.one_line_error() == f"rocscope: error: cannot write {target}: Permission denied"
