"""Groups and folds counted by DuckDB give the in-memory report byte for byte."""

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from core.app.request import Analysis, LoadRequest
from core.errors import MissingValueError
from core.readers.dataset import Selection
from core.scale.stratum_queries import strata_large
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
    selection = Selection("pctr", "click", "1")
    counted = strata_large(path, LoadRequest(), selection, column="user")
    assert counted.counts.tied is None  # rank sums give 2C + T, all the averages need
    folds = strata_large(path, LoadRequest(), selection, column="user", steps=100)
    for i, text in enumerate(counted.texts):
        rows = data["user"] == text
        c, t, _ = oracle.pair_counts(data["pctr"][rows], data["click"][rows] == 1)
        assert counted.counts.auc_numerators[i] == 2 * c + t
        assert (folds.counts.concordant[i], folds.counts.tied[i]) == (c, t)


def _case_columns(seed: int, n: int = 240, gaps: bool = False):
    """Columns ``g`` and ``G`` holding different groups of the same rows (``G`` with a
    few missing values when ``gaps``), a score and a label."""
    rng = np.random.default_rng(seed)
    big = [f"G{k}" for k in rng.integers(0, 4, n)]
    if gaps:
        for i in (5, 77, 160):
            big[i] = None
    return {"g": [f"u{k}" for k in rng.integers(0, 9, n)], "G": big,
            "score": np.round(rng.random(n), 2), "label": rng.integers(0, 2, n)}


def test_a_group_column_differing_only_in_case_is_its_own(tmp_path):
    # DuckDB matches names whatever their case: --group G must not read g.
    columns = _case_columns(11)
    rows = list(zip(*columns.values()))
    paths = [write_csv(tmp_path / "case.csv", list(columns), rows),
             write_parquet(tmp_path / "case.parquet", columns)]
    for path in paths:
        for given, column, first in [("G", "G", "G0"), ("g", "g", "u0"), ("2", "G", "G0")]:
            load = {"group": given, "scores": ("score",), "label": "label"}
            memory = report_json(path, "memory", **load)
            assert f'"column": "{column}"' in memory and f'"group": "{first}"' in memory
            duck = report_json(path, "duckdb", **load)
            other = "u0" if column == "G" else "G0"  # the other column's groups
            assert f'"column": "{column}"' in duck and f'"group": "{other}"' not in duck
            assert duck == memory, (path, given)


def test_rows_without_a_group_are_dropped_by_the_column_named_in_its_case(tmp_path):
    # G misses three values and g none: the rows left out are G's.
    path = write_parquet(tmp_path / "gaps.parquet", _case_columns(12, gaps=True))
    load = {"group": "G", "scores": ("score",), "label": "label", "drop_missing": True}
    duck = report_json(path, "duckdb", **load)
    assert '"n": 237' in duck
    assert duck == report_json(path, "memory", **load)
    with pytest.raises(MissingValueError, match='column "G"'):
        report_json(path, "duckdb", group="G", scores=("score",), label="label")
    assert '"n": 240' in report_json(path, "duckdb", group="g", scores=("score",),
                                     label="label")


@pytest.mark.parametrize("top", [2**53, 2**64 - 40], ids=["int64", "uint64"])
def test_integer_scores_beyond_2_53_give_exact_groups_and_folds(tmp_path, top):
    # Two integers one float64 holds are two scores in every stratum, in memory as in
    # DuckDB (as they are for the whole curve).
    rng = np.random.default_rng(14)
    n = 160
    scores = [top + 30 - int(k) for k in rng.integers(0, 30, n)]
    columns = {"user": [f"u{k}" for k in rng.integers(0, 4, n)],
               "fold": rng.integers(0, 3, n),
               "score": pa.array(scores, pa.uint64() if top > 2**63 else pa.int64()),
               "label": rng.integers(0, 2, n)}
    path = str(tmp_path / "big.parquet")
    pq.write_table(pa.table(columns), path)
    load = {"group": "user", "fold": "fold", "scores": ("score",), "label": "label"}
    memory = report_json(path, "memory", THRESHOLD, **load)
    assert memory == report_json(path, "duckdb", THRESHOLD, fold_thresholds=True, **load)
    labels = columns["label"].tolist()
    auc = {}
    for user in set(columns["user"]):  # every pair, compared as Python integers
        rows = [i for i, u in enumerate(columns["user"]) if u == user]
        pos = [scores[i] for i in rows if labels[i] == 1]
        neg = [scores[i] for i in rows if labels[i] == 0]
        twice = sum(2 * (p > q) + (p == q) for p in pos for q in neg)
        auc[user] = twice / (2 * len(pos) * len(neg))
    assert {g["group"]: g["auc"] for g in json.loads(memory)["groups"]["table"]} == auc


def _float_groups(seed: int, n: int = 600):
    # Float keys with 0.0 and -0.0 (one group, whichever bucket its rows are hashed to)
    # and a few groups of one class.
    rng = np.random.default_rng(seed)
    key = rng.choice([-0.0, 0.0, 1.5, -2.25, 3.0, 7.0, 1e300], n)
    score = np.round(rng.random(n), 1)
    click = (rng.random(n) < score).astype(np.int64)
    click[key == 1e300] = 0
    return {"user": key, "pctr": score, "click": click}


def _aggregated(seed: int, n: int = 500):
    rng = np.random.default_rng(seed)
    return {"user": [f"u{k}" for k in rng.integers(0, 40, n)],
            "pctr": np.round(rng.random(n), 1), "clicks": rng.integers(0, 4, n),
            "views": rng.integers(0, 7, n)}


@pytest.mark.parametrize("case", ["labels", "dropped", "float keys", "aggregated",
                                  "beyond int64"])
def test_groups_counted_in_passes_are_the_memory_report(tmp_path, monkeypatch, case):
    # A big log's groups go through DuckDB's window in passes, one hash bucket of
    # groups each: forced here on small data, the report is the in-memory one.
    from core.scale.duck import DuckRunner

    load = {"group": "user", "scores": ("pctr",), "label": "click"}
    if case == "labels":
        columns = stratified_log(21, users=80)
    elif case == "dropped":
        data = stratified_log(22, n=900, users=50)
        columns = {**data, "user": pa.array(data["user"].tolist()[:-4] + [None] * 4)}
        load["drop_missing"] = True
    elif case == "float keys":
        columns = _float_groups(23)
    else:
        columns = _aggregated(24)
        if case == "beyond int64":  # pair counts past 2^63: the exact sums' HUGEINT
            columns = {**columns, "clicks": columns["clicks"] << 31,
                       "views": columns["views"] << 31}
        load = {"group": "user", "scores": ("pctr",), "counts": ("clicks", "views")}
    path = str(tmp_path / "log.parquet")
    pq.write_table(pa.table(columns), path)
    memory = report_json(path, "memory", **load)
    one_pass = report_json(path, "duckdb", **load)
    statements = []
    run = DuckRunner.run
    monkeypatch.setattr(DuckRunner, "passes", lambda self, rows, row_bytes: 5)
    monkeypatch.setattr(DuckRunner, "run", lambda self, query, band=(0.0, 0.0), how=None: (
        statements.append(query), run(self, query, band, how))[1])
    in_passes = report_json(path, "duckdb", **load)
    inserts = [q for q in statements if q.startswith("INSERT INTO")]
    assert len(inserts) == 4 and all("hash(" in q and f"= {i}" in q
                                     for i, q in enumerate(inserts, 1))
    assert in_passes == one_pass == memory


def test_window_passes_hold_a_bounded_share_of_the_rows():
    from core.scale.memory import WINDOW_PASS_BYTES, window_passes

    for rows, row_bytes, limit in [(10**8, 40, 12 << 30), (3 * 10**9, 56, 12 << 30),
                                   (10**6, 40, 64 << 20), (1, 40, 1 << 30)]:
        passes = window_passes(rows, row_bytes, limit)
        per_pass = rows * row_bytes / passes
        assert per_pass <= min(WINDOW_PASS_BYTES, limit // 2)
        # No more passes than it takes: one fewer would hold too much.
        assert passes == 1 or rows * row_bytes / (passes - 1) > min(WINDOW_PASS_BYTES,
                                                                      limit // 2)
