"""Groups and folds counted by DuckDB give the in-memory report byte for byte."""

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from core.app.request import Analysis
from core.errors import MissingValueError
from core.scale.strata import strata_large
from tests.core.scale.helpers import write_csv, write_parquet
from tests.core.scale.strata_helpers import report_json, stratified_log

BOTH = {"group": "user", "fold": "fold", "scores": ("pctr",), "label": "click"}
THRESHOLD = Analysis(fold_average="threshold")


def test_groups_and_folds_of_a_parquet_folder_are_the_memory_report(tmp_path):
    columns = stratified_log(1)
    single = write_parquet(tmp_path / "all.parquet", columns)
    folder = write_parquet(tmp_path / "parts", columns, parts=3)
    memory = report_json(single, "memory", THRESHOLD, **BOTH)
    duck = report_json(folder, "duckdb", THRESHOLD, fold_thresholds=True, **BOTH)
    assert '"groups"' in memory and '"threshold"' in memory
    assert duck.replace(folder, single) == memory


def test_csv_with_text_labels_and_integer_groups(tmp_path):
    data = stratified_log(2, users=25)
    rows = [(int(u[1:]), f, s, "yes" if c else "no") for u, f, s, c in
            zip(data["user"], data["fold"], data["pctr"], data["click"])]
    path = write_csv(tmp_path / "log.csv", ["user", "fold", "pctr", "clicked"], rows)
    load = {"group": "user", "fold": "fold", "scores": ("pctr",), "label": "clicked"}
    memory = report_json(path, "memory", **load)
    assert memory == report_json(path, "duckdb", **load)
    assert '"group": "10"' in memory  # integers listed by their text: "10" before "2"
    assert memory.index('"group": "10"') < memory.index('"group": "2"')


def test_aggregated_rows(tmp_path):
    rng = np.random.default_rng(3)
    n = 400
    columns = {"user": rng.integers(0, 30, n), "ctr": np.round(rng.random(n), 1),
               "clicks": rng.integers(0, 5, n), "views": rng.integers(0, 9, n)}
    path = write_parquet(tmp_path / "agg.parquet", columns)
    load = {"group": "user", "scores": ("ctr",), "counts": ("clicks", "views")}
    assert report_json(path, "memory", **load) == report_json(path, "duckdb", **load)


def test_a_missing_group_is_refused_or_dropped_as_in_memory(tmp_path):
    data = stratified_log(4, n=300)
    user = pa.array(data["user"].tolist()[:-3] + [None] * 3)
    path = str(tmp_path / "gaps.parquet")
    pq.write_table(pa.table({**{k: v for k, v in data.items() if k != "user"}, "user": user}),
                   path)
    with pytest.raises(MissingValueError, match=r"row 298, column \"user\": missing value"
                                                r" \(3 rows have no value"):
        report_json(path, "duckdb", **BOTH)
    with pytest.raises(MissingValueError, match="3 rows have no group"):
        report_json(path, "memory", **BOTH)
    dropped = report_json(path, "duckdb", drop_missing=True, **BOTH)
    assert dropped == report_json(path, "memory", drop_missing=True, **BOTH)
    assert '"n": 297' in dropped


def test_strata_large_counts_match_brute_force(tmp_path):
    from tests.core.engine import oracle

    data = stratified_log(5, n=500, users=12)
    path = write_parquet(tmp_path / "log.parquet", data)
    counted = strata_large(path, column="user", score="pctr", label="click", positive="1")
    assert counted.counts.tied is None  # rank sums give 2C + T, all the averages need
    folds = strata_large(path, column="user", score="pctr", label="click", positive="1",
                         steps=100)
    for i, text in enumerate(counted.texts):
        rows = data["user"] == text
        c, t, _ = oracle.pair_counts(data["pctr"][rows], data["click"][rows] == 1)
        assert counted.counts.auc_numerators[i] == 2 * c + t
        assert (folds.counts.concordant[i], folds.counts.tied[i]) == (c, t)
