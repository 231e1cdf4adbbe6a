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


def _integers(tmp_path, kind, scores, labels=(1, 1, 0, 0)):
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / f"scores.{kind}"
    if kind == "csv":
        path.write_text("score,label\n" + "".join(f"{s},{y}\n" for s, y in zip(scores, labels)))
    else:
        unsigned = max(scores) >= 2**63
        pq.write_table(pa.table({"score": pa.array(scores, pa.uint64() if unsigned
                                                   else pa.int64()),
                                 "label": list(labels)}), path)
    return path


# Positives 2**53 + 1 and 1, negatives 2**53 and 0: exactly AUC 3/4; as float64 the
# first two tie and it would be 0.625. Beyond int64 alike.
COLLIDING = [[2**53 + 1, 1, 2**53, 0], [2**64 - 1, 1, 2**64 - 2, 0]]
APART = [[2**53, 1, 2**53 - 992, 0], [2**64 - 1, 1, 2**64 - 1615, 0]]


@pytest.mark.parametrize("kind", ["csv", "parquet"])
@pytest.mark.parametrize("scores", APART, ids=["int64", "uint64"])
def test_big_integers_that_float64_tells_apart_are_read_exactly(rocscope, tmp_path, kind,
                                                                scores):
    assert _both(rocscope, _integers(tmp_path, kind, scores)).json()["auc"]["average"] == 0.75


@pytest.mark.parametrize("kind", ["csv", "parquet"])
@pytest.mark.parametrize("scores", COLLIDING, ids=["int64", "uint64"])
def test_integers_beyond_2_53_give_their_exact_auc(rocscope, tmp_path, kind, scores):
    # 2**53 + 1 and 2**53 (or 2**64 - 1 and 2**64 - 2) are one float64: as floats they
    # would tie (AUC 0.625); kept as integers by every engine, they do not.
    report = _both(rocscope, _integers(tmp_path, kind, scores)).json()
    assert report["auc"] == {"average": 0.75, "best": 0.75, "worst": 0.75}
