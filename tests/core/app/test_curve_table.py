"""The CSV of drawn vertices, and atomic writing that never leaves half a file."""

import csv
import os

import numpy as np
import pytest

import core
from core.app.output.atomic import atomic_path
from core.app.output.curve_table import curve_table, write_tables
from tests.core.engine.test_worked_examples import EIGHT_LABELS, EIGHT_SCORES


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("ordering", ["average", "best", "worst"])
def test_csv_rows_are_the_drawn_points(tmp_path, ordering):
    curve = core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    path = tmp_path / "roc.csv"
    write_tables(path, [("m", curve_table(curve, ordering))])
    rows = read_rows(path)
    line = curve.polyline(ordering)
    assert list(rows[0]) == ["threshold", "tp", "fp", "tpr", "fpr", "segment"]
    assert len(rows) == len(line)
    assert [float(r["fpr"]) for r in rows] == line.x.tolist()
    assert [float(r["tpr"]) for r in rows] == line.y.tolist()
    assert [int(r["tp"]) for r in rows] == np.rint(line.y * 4).astype(int).tolist()
    assert [int(r["fp"]) for r in rows] == np.rint(line.x * 4).astype(int).tolist()
    assert rows[0]["threshold"] == "inf" and rows[0]["segment"] == ""
    vertex_rows = [rows[i] for i in line.vertex_point]
    assert [float(r["threshold"]) for r in vertex_rows] == curve.thresholds.tolist()
    assert [r["segment"] for r in vertex_rows[1:]] == [
        "true_positive", "false_positive", "true_positive", "mixed", "false_positive",
        "true_positive", "false_positive"]


def test_atomic_write_leaves_nothing_on_failure(tmp_path):
    target = tmp_path / "out.txt"
    with pytest.raises(core.ExportError, match="out.txt: boom"):
        with atomic_path(target) as tmp:
            with open(tmp, "w") as f:
                f.write("half")
            raise RuntimeError("boom")
    assert os.listdir(tmp_path) == []


def test_atomic_write_into_a_missing_folder_is_an_export_error(tmp_path):
    with pytest.raises(core.ExportError, match="does not exist"):
        with atomic_path(tmp_path / "nope" / "x.csv"):
            pass


def test_atomic_write_replaces_only_when_complete(tmp_path):
    target = tmp_path / "out.txt"
    target.write_text("old")
    with atomic_path(target) as tmp:
        with open(tmp, "w") as f:
            f.write("new")
        assert target.read_text() == "old"
    assert target.read_text() == "new"
    assert os.listdir(tmp_path) == ["out.txt"]
