"""The dataset's small public interface: its values, where a row is, and keeping one
contiguous copy; nothing outside the dataset reaches into its private fields."""

import ast
from pathlib import Path

import pyarrow as pa
import pytest

from core.errors import ChoiceNeededError
from core.readers.loading import read_dataset
from tests.core.readers.helpers import write_parquet

ROOT = Path(__file__).resolve().parents[3]
PRIVATE = {"_arrays", "_array", "_layout", "_short", "_where", "_places", "_replace_array"}


def test_no_module_reaches_into_the_dataset():
    offenders = []
    for path in sorted((ROOT / "core").rglob("*.py")) + sorted((ROOT / "gui").rglob("*.py")):
        if path.name == "dataset.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr in PRIVATE
                    and not (isinstance(node.value, ast.Name) and node.value.id == "self")):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
            if isinstance(node, ast.keyword) and node.arg in PRIVATE:
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.arg}=")
    assert offenders == []


def test_where_names_a_line_in_text_and_a_row_in_parquet(tmp_path):
    text = read_dataset(b"score,label\n\n0.9,1\n  0.20 ,0\n", name="d.csv")
    place = text.where(1, "score")
    assert (place.line, place.label, place.written, place.text) == (
        4, "line 4", "0.20", "d.csv line 4")
    assert text.where(1, find_line=False).text == "d.csv data row 2"
    table = pa.table({"score": [0.5, 0.4], "label": [1, 0]})
    columnar = read_dataset(write_parquet(tmp_path / "t.parquet", table))
    place = columnar.where(1, "score")
    assert (place.line, place.text, place.written) == (None, "t.parquet row 2", None)


def test_values_are_the_parsed_column_and_unknown_names_are_a_choice():
    ds = read_dataset(b"score,label\n0.9,1\n0.2,0\n", name="d.csv")
    assert ds.values("score").to_pylist() == [0.9, 0.2]
    with pytest.raises(ChoiceNeededError, match="has no column 'nope'"):
        ds.values("nope")


def test_keep_values_takes_the_same_values_only():
    ds = read_dataset(b"score,label\n0.9,1\n0.2,0\n", name="d.csv")
    contiguous = pa.chunked_array([pa.array([0.9, 0.2])])
    ds.keep_values("score", contiguous)
    assert ds.values("score") is contiguous
    with pytest.raises(ValueError):
        ds.keep_values("score", pa.chunked_array([pa.array([0.9])]))


def test_scores_in_pieces_are_joined_once_and_held_once(tmp_path):
    import numpy as np
    import pyarrow.feather as feather

    from core import roc_from_scores
    from core.readers.loading import load

    scores = [0.9, 0.8, 0.8, 0.7, 0.6, 0.6, 0.4, 0.1]
    labels = [1, 1, 0, 1, 0, 1, 0, 0]
    path = tmp_path / "batches.feather"
    feather.write_feather(pa.table({"score": scores, "label": labels}), path, chunksize=3)
    data = load(path)
    assert [len(p) for p in data.score_pieces] == [3, 3, 2]  # one per record batch
    assert data.n_rows == 8
    assert data.curve().aucs == roc_from_scores(scores, labels).aucs
    joined = data.scores
    assert joined.tolist() == scores and not joined.flags.writeable
    assert data.scores is joined and data.score_pieces == (joined,)
    column = data.dataset.values("score")
    assert column.num_chunks == 1 and column.chunk(0).buffers()[1].address == joined.ctypes.data
    assert np.shares_memory(data.score_pieces[0], joined)


@pytest.mark.parametrize("labels, positive, held_once", [
    ("0,1,1,0,1,0,0,1", "1", True),
    ("0,1,1,0,1,0,0,1", "0", False),  # the labels are the column's opposite
    ("0,1,2,0,1,0,0,1", "1", False),  # 2 is no label of the two
    ("no,yes,yes,no,yes,no,no,yes", "yes", False),
])
def test_a_label_column_of_0_and_1_is_held_once(labels, positive, held_once, tmp_path,
                                                monkeypatch):
    import numpy as np

    from core.readers import selected
    from core.readers.loading import load

    # A big file's columns are parsed to the types its first lines show: 0/1 to int8.
    monkeypatch.setattr(selected, "BIG_TEXT_BYTES", 0)
    values = labels.split(",")
    path = tmp_path / "d.csv"
    path.write_text("score,label\n" + "".join(f"0.{i},{v}\n" for i, v in enumerate(values)))
    data = load(path, label="label", positive=positive)
    assert data.labels.tolist() == [v == positive for v in values]
    column = data.dataset.values("label")
    shared = column.num_chunks == 1 and column.chunk(0).buffers()[1].address == \
        data.labels.ctypes.data
    assert shared == held_once
    if held_once:
        assert column.type == pa.int8() and not data.labels.flags.writeable
        assert column.to_pylist() == [int(v) for v in values]
        assert np.array_equal(data.curve().tp, load(path.read_bytes(), name="e.csv").curve().tp)


def test_two_threads_asking_for_the_scores_join_them_once(tmp_path, monkeypatch):
    import threading
    import time

    import numpy as np
    import pyarrow.feather as feather

    from core.readers.dataset import Dataset
    from core.readers.loading import load

    path = tmp_path / "batches.feather"
    feather.write_feather(pa.table({"score": [0.1 * i for i in range(9)],
                                    "label": [i % 2 for i in range(9)]}), path, chunksize=3)
    data = load(path)
    real = Dataset.keep_values

    def slow(self, name, array):  # the first join lingers where a second could slip in
        time.sleep(0.2)
        real(self, name, array)

    monkeypatch.setattr(Dataset, "keep_values", slow)
    got = []
    threads = [threading.Thread(target=lambda: got.append(data.scores)) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got[0] is got[1] is data.scores
    column = data.dataset.values("score").chunk(0).buffers()[1]
    assert column.address == data.scores.ctypes.data and np.shares_memory(got[0], got[1])
