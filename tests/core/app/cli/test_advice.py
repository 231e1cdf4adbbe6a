"""A folder or a glob given with --engine memory: the one line says how to read it."""

import shutil

import pytest

from tests.core.app.conftest import EXAMPLES

ADVICE = ("is read by DuckDB, not loaded into memory; leave --engine out or give --engine"
          " duckdb")


@pytest.fixture
def folder(tmp_path):
    shutil.copy(EXAMPLES / "three_models.csv", tmp_path / "three_models.csv")
    return tmp_path


def test_a_folder_in_memory_says_to_leave_the_engine_to_duckdb(rocscope, folder):
    line = rocscope(folder, "--engine", "memory", "--report", "text").one_line_error()
    assert line == (f"rocscope: error: {folder} is a folder, not a file: a folder (or a"
                    f" glob of files) {ADVICE}")


def test_a_glob_in_memory_says_the_same(rocscope, folder):
    glob = f"{folder}/*.csv"
    line = rocscope(glob, "--engine", "memory", "--report", "text").one_line_error()
    assert line == (f"rocscope: error: {glob} is a glob of files, not a file: a glob (or a"
                    f" folder) {ADVICE}")
