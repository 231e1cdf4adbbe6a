"""Which files a glob or a folder names: each real file once, however it is reached."""

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from core.app.request import LoadRequest
from core.scale import open_large
from core.scale.files import resolve

ROOT = Path(__file__).resolve().parents[3]

ROWS = "score,label\n0.1,0\n0.9,1\n0.5,1\n0.4,0\n"


@pytest.fixture
def loop(tmp_path, monkeypatch):
    """``loop/a.csv`` with links back up to ``loop`` (``self``, ``again``), and a
    subfolder holding a copy, a hard link of ``a.csv`` and a hidden folder."""
    monkeypatch.chdir(tmp_path)
    os.mkdir("loop")
    (tmp_path / "loop" / "a.csv").write_text(ROWS)
    os.symlink(".", "loop/self")
    os.symlink(".", "loop/again")  # each further link doubled glob's paths
    os.makedirs("loop/sub/.hidden")
    (tmp_path / "loop" / "sub" / "b.csv").write_text(ROWS)
    (tmp_path / "loop" / "sub" / ".hidden" / "c.csv").write_text(ROWS)
    os.link("loop/a.csv", "loop/sub/hard.csv")
    return tmp_path


@pytest.mark.timeout(60)
def test_a_glob_through_a_link_loop_reads_each_file_once(loop):
    # glob.glob followed "self" forty levels deep: n = 164 for one file of 4 rows.
    assert resolve("loop/**/*.csv").paths == ("loop/a.csv", "loop/sub/b.csv")
    assert resolve(str(loop / "loop" / "**" / "*.csv")).paths == (
        str(loop / "loop" / "a.csv"), str(loop / "loop" / "sub" / "b.csv"))
    model = open_large("loop/**/*.csv", LoadRequest(scores=("score",), label="label"))
    assert model.n_rows == 8


def test_a_folder_reads_a_hard_link_once(loop):
    # (A folder's links are not followed: "self" is not entered.)
    assert resolve("loop").paths == ("loop/a.csv", "loop/sub/b.csv")


def test_globs_without_links_match_as_glob_does(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for path in ["a.csv", "d/b.csv", "d/e/c.csv", "d/.h/x.csv", ".top.csv", "d/e/f/g.txt"]:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        open(path, "w").close()
    for pattern in ["**/*.csv", "d/**", "d/**/*.csv", "**/e/*.csv", "d*/**/c.csv",
                    "**/**/*.csv", "*.csv", "d/*/c.csv", str(tmp_path / "**" / "*.txt")]:
        expected = sorted({p for p in glob.glob(pattern, recursive=True) if os.path.isfile(p)})
        assert list(resolve(pattern).paths) == expected, pattern


_NO_OVERRIDE = ["setpriv", "--bounding-set=-dac_override,-dac_read_search",
                "--inh-caps=-dac_override,-dac_read_search",
                "--ambient-caps=-dac_override,-dac_read_search"]


def _without_override(args) -> subprocess.CompletedProcess:
    """rocscope run as a user whom permissions stop: root without the capabilities that
    let it read anything (skipped where they cannot be dropped)."""
    prefix = _NO_OVERRIDE if os.geteuid() == 0 else []
    if prefix and shutil.which("setpriv") is None:
        pytest.skip("setpriv is needed to drop root's capabilities")
    run = subprocess.run([*prefix, sys.executable, str(ROOT / "main.py"), *args],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    if prefix and run.returncode not in (0, 2):
        pytest.skip(f"capabilities could not be dropped: {run.stderr.strip()[:200]}")
    return run


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
@pytest.mark.parametrize("engine", ["auto", "duckdb"])
@pytest.mark.parametrize("locked", ["data", "data/sub"])
def test_an_unreadable_folder_is_permission_denied(tmp_path, engine, locked):
    (tmp_path / "data" / "sub").mkdir(parents=True)
    (tmp_path / "data" / "a.csv").write_text("score,label\n0.1,0\n0.9,1\n")
    (tmp_path / "data" / "sub" / "b.csv").write_text("score,label\n0.2,0\n0.8,1\n")
    (tmp_path / locked).chmod(0)
    try:
        run = _without_override([str(tmp_path / "data"), "--engine", engine,
                                 "--report", "json"])
    finally:
        (tmp_path / locked).chmod(0o755)
    # Not "holds no Parquet or CSV file", nor the readable files without the others.
    assert (run.returncode, run.stderr.splitlines()) == (
        2, [f"rocscope: error: {tmp_path / locked}: permission denied"])
