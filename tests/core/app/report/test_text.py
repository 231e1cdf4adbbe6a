"""The text report, line by line: which engine computed the numbers, thresholds of
float32 scores, intervals, the best threshold as pROC names it."""

import shutil

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

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


@pytest.fixture
def float32_scores(tmp_path):
    """A Parquet file of float32 scores (Parquet's FLOAT), as a file and in a folder."""
    scores = pa.array([0.3, 0.2, 0.9, 0.7, 0.3, 0.1, 0.55, 0.45], pa.float32())
    table = pa.table({"score": scores, "label": [1, 0, 1, 1, 0, 0, 1, 0]})
    (tmp_path / "folder").mkdir()
    pq.write_table(table, tmp_path / "scores.parquet")
    pq.write_table(table, tmp_path / "folder" / "part-0.parquet")
    return tmp_path


@pytest.mark.parametrize("where", ["scores.parquet", "folder"], ids=["memory", "duckdb"])
def test_float32_thresholds_have_a_float32s_digits(rocscope, float32_scores, where):
    path = float32_scores / where
    out = rocscope(path, "--best", "youden", "--report", "text").out
    best = next(line for line in out.splitlines() if line.startswith("best"))
    # Halfway between the float32 scores 0.55 and 0.45 is 0.5000000074505806 in float64.
    assert best.startswith("best         t = 0.55 (pROC's threshold: 0.5, the midpoint")
    report = rocscope(path, "--best", "youden", "--report", "json").json()
    assert report["score_type"] == "float32"
    assert report["best"]["threshold"] == float(np.float32(0.55))  # JSON: every digit
    assert report["best"]["midpoint"] == (float(np.float32(0.55))
                                          + float(np.float32(0.45))) / 2


THREE = EXAMPLES / "three_models.csv"


def test_an_intervals_ends_have_the_same_decimals(rocscope):
    out = rocscope(THREE, "--score", "a", "--ci", "--partial-auc", "0", "0.2", "--report",
                   "text").out
    # DeLong's interval of 'a' reaches past 1; the text clips it there.
    assert "AUC average 95% CI  0.768442 to 1.000000 (DeLong, SE 0.0689449)\n" in out
    assert "partial AUC         FPR 0.0 to 0.2: area 0.103571" in out


def test_a_comparisons_tiny_end_is_written_like_the_other(rocscope):
    from core.app.report.text import models_lines

    report = rocscope(THREE, "--score", "a,b", "--report", "json").json()
    report["comparisons"][0]["ci"].update(low=-3.2e-05, high=0.4078)
    line = models_lines(report)[-1]
    assert "[-0.000032, +0.407800]" in line


@pytest.mark.parametrize(("rows", "options", "said", "midpoint"), [
    ("0.77,1\n0.62,0\n0.58,1\n0.47,1\n0.47,0\n0.33,0\n0.23,1\n0.15,0\n", ["youden"],
     "t = 0.77 (pROC's threshold: 0.695, the midpoint to the next lower score)",
     (0.77 + 0.62) / 2),
    ("0.9,0\n0.8,0\n0.2,1\n0.1,1\n", ["youden"],
     "t = +inf (nothing predicted positive; pROC's threshold: +inf too)", None),
    ("0.9,1\n0.5,0\n0.1,1\n", ["cost", "--cost-ratio", "100"],
     "t = 0.1 (pROC's threshold: -inf, as everything is predicted positive)", None),
])
def test_the_best_threshold_says_procs_name_for_it(rocscope, tmp_path, rows, options,
                                                    said, midpoint):
    path = tmp_path / "scores.csv"
    path.write_text("score,label\n" + rows)
    out = rocscope(path, "--best", *options, "--report", "text").out
    assert f"\nbest         {said} by " in out
    best = rocscope(path, "--best", *options, "--report", "json").json()["best"]
    assert list(best)[:3] == ["method", "threshold", "midpoint"]
    assert best["midpoint"] == midpoint
