"""One reading of a file, whichever engine computes: every file of the loader's test
corpus (and each gzipped), read in memory and by DuckDB, gives the same report and the
same notes, or the same one-line error."""

from __future__ import annotations

import gzip
import shutil

import pytest

from .conftest import DATA

CORPUS = sorted([*(DATA / "formats").iterdir(), *(DATA / "errors").iterdir()])

# Choices a file needs, or that must mean the same in both engines.
CHOSEN = [
    ("formats/seed.csv", ["--score", "2", "--label", "3"]),  # columns by position
    ("formats/r_row_names.csv", ["--score", "score", "--label", "label"]),
    ("errors/case_columns.csv", ["--score", "P", "--label", "y"]),  # p, P, y, Y
    ("errors/case_columns.csv", ["--score", "p", "--label", "Y"]),
    ("errors/duplicate_headers.csv", ["--score", "score (2)"]),
    ("errors/three_labels.csv", ["--positive", "b"]),
    ("errors/missing_score.csv", ["--drop-missing"]),
    ("formats/clicks_aggregated.csv", ["--threshold", "0.5", "--best", "youden"]),
]


def _both(rocscope, path, *options):
    runs = {engine: rocscope(path, *options, "--engine", engine, "--report", "json")
            for engine in ("memory", "duckdb")}
    memory, duckdb = runs["memory"], runs["duckdb"]
    assert "internal error" not in memory.err + duckdb.err
    assert (duckdb.status, duckdb.out, duckdb.err) == (memory.status, memory.out, memory.err)
    return memory


@pytest.mark.parametrize("compressed", [False, True], ids=["plain", "gzip"])
@pytest.mark.parametrize("path", CORPUS, ids=[f"{p.parent.name}/{p.name}" for p in CORPUS])
def test_every_file_reads_the_same_in_memory_and_in_duckdb(rocscope, tmp_path, path,
                                                           compressed):
    if compressed:
        copy = tmp_path / path.name
        copy.write_bytes(gzip.compress(path.read_bytes()))
        path = copy
    _both(rocscope, path)


@pytest.mark.parametrize(("name", "options"), CHOSEN, ids=[f"{n} {' '.join(o)}"
                                                           for n, o in CHOSEN])
def test_chosen_columns_mean_the_same_in_both_engines(rocscope, tmp_path, name, options):
    copy = tmp_path / name.split("/")[1]
    shutil.copy(DATA / name, copy)
    run = _both(rocscope, copy, *options)
    assert run.status == 0, run.err


def test_columns_that_differ_only_in_case_are_different_columns(rocscope):
    path = DATA / "errors" / "case_columns.csv"
    big = rocscope(path, "--score", "P", "--label", "y", "--engine", "duckdb", "--report",
                   "json").json()
    small = rocscope(path, "--score", "p", "--label", "y", "--engine", "duckdb", "--report",
                     "json").json()
    assert (big["score_column"], big["auc"]["average"]) == ("P", 1.0)
    assert (small["score_column"], small["auc"]["average"]) == ("p", 0.0)
