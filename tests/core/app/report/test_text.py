"""The text report, line by line: which engine computed the numbers."""

import shutil

from tests.core.app.conftest import EXAMPLES

LOG = EXAMPLES / "click_log"


def test_a_file_read_into_memory_says_so_under_the_file(rocscope):
    lines = rocscope(EXAMPLES / "three_models.csv", "--score", "a", "--report",
                     "text").out.splitlines()
    assert lines[:2] == [f"file         {EXAMPLES / 'three_models.csv'}",
                         "engine       memory"]


def test_a_folder_goes_to_duckdb_by_default_and_says_so(rocscope, tmp_path):
    folder = tmp_path / "log"
    shutil.copytree(LOG, folder)
    lines = rocscope(folder, "--report", "text").out.splitlines()
    assert lines[:2] == [f"file         {folder}",
                         "engine       duckdb (the rows were not loaded into memory)"]
    assert rocscope(folder, "--report", "json").json()["engine"] == "duckdb"


def test_models_of_several_engines_each_say_theirs(rocscope, tmp_path):
    folder = tmp_path / "log"
    shutil.copytree(LOG, folder)
    small = tmp_path / "small.csv"
    small.write_text("pctr,click\n0.9,1\n0.4,0\n0.6,1\n0.2,0\n")
    report = rocscope(folder, small, "--report", "json").json()
    assert [m["engine"] for m in report["models"]] == ["duckdb", "memory"]
    out = rocscope(folder, small, "--report", "text").out
    assert "\n  engine       duckdb (the rows were not loaded into memory)\n" in out
    assert "\n  engine       memory\n" in out
