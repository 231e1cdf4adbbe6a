"""Spark in local mode gives the reports of the in-memory engine and of DuckDB.

One local session (one core) serves the whole module; every call of the engine runs
several small jobs, so the data are small and the calls few. A Java virtual machine and
its jobs take a minute or more: the module is in the slow tier (``make test-all``).
"""

import socket
from dataclasses import replace
from fractions import Fraction

import numpy as np
import pytest

from core.app.request import LoadRequest
from core.engine.delong import delong_variance
from core.errors import LoadCancelled, LoadError, UnknownColumnError
from core.scale import open_large
from core.scale.spark_session import check_reachable, cluster_setting
from tests.core.scale.helpers import (
    CLICKS,
    EIGHT,
    engine_report,
    memory_report,
    tie_heavy,
    write_csv,
    write_parquet,
)

pytest.importorskip("pyspark", reason="the spark extra is not installed")
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    session = (SparkSession.builder.master("local[1]").appName("rocscope-tests")
               .config("spark.sql.shuffle.partitions", "1")
               .config("spark.default.parallelism", "1")
               .config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false")
               .getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def test_worked_examples(spark, tmp_path):
    eight = write_csv(tmp_path / "eight.csv", ["id", "score", "label"],
                      [(f"s{i}", s, y) for i, (s, y) in enumerate(EIGHT, 1)])
    seen = []
    model = open_large(eight, LoadRequest(engine="spark", scores=("score",), label="label"),
                       thresholds=[0.5], progress=seen.append)
    assert seen[-1] == 1.0 and seen == sorted(seen)
    assert (model.curve().pairs.concordant, model.curve().pairs.tied,
            model.curve().pairs.discordant) == (10, 1, 5)
    assert engine_report(model, 0.5) == memory_report(eight, 0.5, score="score", label="label")
    counts = write_parquet(tmp_path / "ctr.parquet", {
        "ctr": [s for s, _ in CLICKS], "clicks": [y for _, y in CLICKS],
        "non_clicks": [1 - y for _, y in CLICKS]})
    model = open_large(counts,
                       LoadRequest(engine="spark", scores=("ctr",), counts=["clicks", "non_clicks"]))
    assert model.curve().auc("average") == 5 / 6
    assert engine_report(model) == memory_report(counts, score="ctr",
                                                 counts=("clicks", "non_clicks"))


def test_tie_heavy_files_agree_with_memory_and_duckdb(spark, tmp_path):
    scores, labels = tie_heavy(5, n=600, values=15)
    # A quote and a backslash: Spark and DuckDB quote string literals differently.
    words = np.where(labels, "it's a \\ yes", "no")
    folder = write_parquet(tmp_path / "parts", {"score": scores, "y": words}, parts=3)
    single = write_parquet(tmp_path / "all.parquet", {"score": scores, "y": words})
    t = float(np.median(scores))
    choice = {"score": "score", "label": "y", "positive": "it's a \\ yes"}
    request = LoadRequest(scores=("score",), label="y", positive="it's a \\ yes")
    by_spark = open_large(folder, replace(request, engine="spark"), thresholds=[t])
    by_duckdb = open_large(folder, request, thresholds=[t])
    report = engine_report(by_spark, t)
    assert report == engine_report(by_duckdb, t)
    assert report.replace(folder, single) == memory_report(single, t, **choice)
    assert by_spark.curve().n_positive == int(labels.sum())
    assert (delong_variance(by_spark.curve()).variance
            == delong_variance(by_duckdb.curve()).variance)


def test_thinned_curve_is_the_duckdb_one(spark, tmp_path):
    rng = np.random.default_rng(9)
    scores = np.round(rng.random(2000), 4)
    labels = (rng.random(2000) < scores).astype(np.int64)
    path = write_parquet(tmp_path / "many.parquet", {"score": scores, "label": labels})
    a = open_large(path, LoadRequest(engine="spark", scores=("score",), label="label"), grid=16,
                   whole_up_to=0).curve()
    b = open_large(path, LoadRequest(scores=("score",), label="label"), grid=16, whole_up_to=0).curve()
    assert not a.complete
    for name in ("thresholds", "tp", "fp", "segments"):
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name))
    np.testing.assert_array_equal(a.thinning.vertex, b.thinning.vertex)
    assert a.pairs == b.pairs and a.thinning.formulas == b.thinning.formulas
    assert a.mixed_blocks == b.mixed_blocks and a.youden_vertex() == b.youden_vertex()


def test_a_query_over_a_table(spark):
    spark.createDataFrame([(s, y, "2026-11-01") for s, y in CLICKS]
                          + [(0.99, 0, "2026-11-02")],
                          "pctr double, click int, dt string").createOrReplaceTempView("logs")
    model = open_large(None, LoadRequest(
        engine="spark", scores=("score",), label="label",
        sql="SELECT pctr AS score, click AS label FROM logs WHERE dt = '2026-11-01'"))
    assert model.curve().auc_exact() == Fraction(5, 6) and model.n_rows == 5


def test_errors(spark, tmp_path):
    with pytest.raises(LoadError, match="the query failed in Spark: .*no_such_table"):
        open_large(None,
                   LoadRequest(engine="spark", sql="SELECT s, y FROM no_such_table", scores=("s",),
                               label="y"))
    path = write_parquet(tmp_path / "d.parquet", {"pctr": [0.1, 0.9], "click": [0, 1]})
    with pytest.raises(UnknownColumnError, match="has no column 'score'"):
        open_large(path, LoadRequest(engine="spark", scores=("score",), label="click"))


def test_a_cluster_that_cannot_be_reached(spark):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"spark://127.0.0.1:{port}"
    with pytest.raises(LoadError, match=f"cannot reach the Spark cluster at {url}") as caught:
        open_large(None,
                   LoadRequest(sql="SELECT 1 AS s, 1 AS y", engine="spark", scores=("s",),
                               label="y"),
                   master=url)
    assert caught.value.option == "engine"
    with pytest.raises(LoadError, match="cannot reach the Spark cluster at sc://"):
        check_reachable(f"sc://127.0.0.1:{port}")
    with pytest.raises(LoadCancelled):
        open_large(None,
                   LoadRequest(sql="SELECT 1 AS s, 1 AS y", engine="spark", scores=("s",),
                               label="y"),
                   cancelled=lambda: True)


def test_the_cluster_is_the_one_the_usual_settings_name(monkeypatch, tmp_path):
    for key in ("SPARK_REMOTE", "SPARK_MASTER", "MASTER", "SPARK_CONF_DIR", "SPARK_HOME"):
        monkeypatch.delenv(key, raising=False)
    assert cluster_setting() == (None, None)  # local mode
    (tmp_path / "spark-defaults.conf").write_text("# cluster\nspark.master  yarn\n")
    monkeypatch.setenv("SPARK_CONF_DIR", str(tmp_path))
    assert cluster_setting() == ("yarn", None)
    monkeypatch.setenv("SPARK_MASTER", "spark://head:7077")
    assert cluster_setting() == ("spark://head:7077", None)
    monkeypatch.setenv("SPARK_REMOTE", "sc://head:15002")
    assert cluster_setting() == (None, "sc://head:15002")
    assert cluster_setting(master="local[2]") == ("local[2]", None)


def test_a_query_is_one_query_and_no_command(spark):
    spark.createDataFrame([(0.9, 1), (0.1, 0)], "s double, y int").createOrReplaceTempView(
        "two_rows")
    for query, words in [
        ("CREATE TABLE rocscope_made AS SELECT * FROM two_rows", "it is a command"),
        ("DROP VIEW two_rows", "it is a command"),
        ("SELECT s, y FROM two_rows; DROP VIEW two_rows", "the query failed in Spark"),
        ("INSERT INTO two_rows VALUES (0.5, 1)", "it is a command"),
    ]:
        with pytest.raises(LoadError, match=words) as caught:
            open_large(None, LoadRequest(engine="spark", sql=query, scores=("s",), label="y"))
        assert caught.value.option == "sql"
    assert [t.name for t in spark.catalog.listTables() if t.name == "rocscope_made"] == []
    assert "two_rows" in [t.name for t in spark.catalog.listTables()]  # not dropped


def test_columns_that_differ_only_in_case_stay_apart(spark, tmp_path):
    from core.scale.files import resolve
    from core.scale.spark import SparkRunner

    path = write_parquet(tmp_path / "case.parquet", {"p": [0.1, 0.9], "P": [0.9, 0.1],
                                                     "y": [1, 0], "Y": [0, 1]})
    runner = SparkRunner(spark)
    try:
        table = runner.open_files(resolve(path))
        rows = runner.first_rows(2)
    finally:
        runner.close()
    assert table.names == ("p", "P", "y", "Y")
    assert rows.column("P").to_pylist() == [0.9, 0.1]
    assert rows.column("Y").to_pylist() == [0, 1]
    assert spark.conf.get("spark.sql.caseSensitive") == "false"  # put back


def test_ctrl_c_prints_one_line_and_leaves_nothing_behind(tmp_path):

    from tests.bounded import run_bounded

    rng = np.random.default_rng(5)
    data = write_parquet(tmp_path / "many.parquet", {"s": rng.random(3_000_000),
                                                     "y": rng.random(3_000_000) < 0.3})
    folder = tmp_path / "tmp"
    folder.mkdir()
    # Sent once the session is up and a job is running: no other starts after it.
    run = run_bounded([data, "--engine", "spark", "--report", "json"], tmp=folder,
                      env={"SPARK_MASTER": "local[1]"},
                      signal_when=lambda events: "query" in events)
    assert (run.status, run.err.splitlines(), run.out) == (130, ["rocscope: interrupted"], "")
    assert "query" not in run.after_the_signal, run.events
    assert [p.name for p in folder.iterdir() if p.name.startswith("rocscope-")] == []


def test_groups_are_the_memory_report(spark, tmp_path):
    # Folds and threshold averaging are checked on a standalone cluster
    # (test_spark_cluster.py): the same SQL, run by an executor of a worker.
    from tests.core.scale.strata_helpers import report_json, stratified_log

    columns = stratified_log(7, n=400, users=20)
    single = write_parquet(tmp_path / "all.parquet", columns)
    folder = write_parquet(tmp_path / "parts", columns, parts=2)
    load = {"group": "user", "scores": ("pctr",), "label": "click"}
    by_spark = report_json(folder, "spark", **load)
    assert '"groups"' in by_spark
    assert by_spark.replace(folder, single) == report_json(single, "memory", **load)


def test_a_group_column_differing_only_in_case_is_its_own(spark, tmp_path):
    from tests.core.scale.strata_helpers import report_json

    rng = np.random.default_rng(13)
    n = 200
    columns = {"g": [f"u{k}" for k in rng.integers(0, 6, n)],
               "G": [f"G{k}" for k in rng.integers(0, 3, n)],
               "score": np.round(rng.random(n), 2), "label": rng.integers(0, 2, n)}
    path = write_parquet(tmp_path / "case.parquet", columns)
    load = {"group": "G", "scores": ("score",), "label": "label"}
    by_spark = report_json(path, "spark", **load)
    assert '"column": "G"' in by_spark and '"group": "G0"' in by_spark
    assert by_spark == report_json(path, "memory", **load)


@pytest.mark.slow
def test_keys_are_read_as_in_memory(spark, tmp_path):
    # docs/file-formats.md: -0 is 0; a null, a NaN and the empty text are no key.
    from tests.core.scale.strata_helpers import report_json

    nan = float("nan")
    path = write_parquet(tmp_path / "keys.parquet", {
        "user": [0.0, -0.0, 0.0, -0.0, 1.5, 1.5, nan, nan, -0.0],
        "name": ["a", "", "a", "b", "b", None, "c", "c", "a"],
        "score": [0.1, 0.2, 0.3, 0.4, 0.5, 0.2, 0.3, 0.6, 0.7],
        "label": [0, 1, 1, 0, 1, 0, 1, 0, 1]})
    for load in ({"group": "user"}, {"fold": "user"}, {"group": "name"}):
        load.update(scores=("score",), label="label", drop_missing=True)
        by_spark = report_json(path, "spark", **load)
        assert by_spark == report_json(path, "memory", **load), load
        assert '"nan"' not in by_spark and '"-0"' not in by_spark and '""' not in by_spark
