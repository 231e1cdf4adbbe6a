"""The command line's engines for data bigger than memory (docs/architecture.md)."""

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.parquet as pq

from tests.core.app.conftest import EXAMPLES

LOG = EXAMPLES / "click_log"


def test_a_folder_through_duckdb_equals_the_same_rows_in_memory(rocscope, tmp_path):
    table = pa.concat_tables([pq.read_table(p) for p in sorted(LOG.glob("*.parquet"))])
    csv = tmp_path / "log.csv"
    pacsv.write_csv(table, csv)
    engine = rocscope(LOG, "--engine", "duckdb", "--report", "json").json()
    memory = rocscope(csv, "--engine", "memory", "--report", "json").json()
    for key in ("n", "n_positive", "n_negative", "distinct_scores", "mixed_tie_blocks",
                "pairs", "auc", "rank_loss", "formulas", "exact"):
        assert engine[key] == memory[key], key
    # auto: a folder is for the engine.
    assert rocscope(LOG, "--report", "json").json()["pairs"] == memory["pairs"]


def test_a_query(rocscope):
    sql = f"SELECT pctr AS score, click AS label FROM '{LOG}/*.parquet' WHERE pctr > 0.05"
    report = rocscope("--sql", sql, "--engine", "duckdb", "--report", "json").json()
    assert report["file"] == sql and 0 < report["n"] < 3000


def test_engine_options_that_cannot_work_are_one_line(rocscope):
    assert "give no other data" in rocscope(LOG, "--sql", "SELECT 1", "--report",
                                            "json").one_line_error()
    assert "--memory-limit" in rocscope(LOG, "--engine", "memory", "--memory-limit", "1GB",
                                        "--report", "json").one_line_error()
    error = rocscope(EXAMPLES / "nothing*.parquet", "--engine", "duckdb", "--report",
                     "json").one_line_error()
    assert "no file matches" in error and "nothing*.parquet" in error


def test_a_query_runs_as_exactly_one_select_statement(rocscope, tmp_path):
    written = tmp_path / "written.csv"
    rows = "SELECT 0.9 AS score, 1 AS label UNION ALL SELECT 0.1, 0"
    escapes = [
        # A parenthesis that closed a wrapper around the query, then statements of its own.
        f"{rows}) AS q; COPY (SELECT 42) TO '{written}'; SELECT * FROM (SELECT 1",
        f"{rows}; COPY (SELECT 42) TO '{written}'",
        f"COPY (SELECT 42) TO '{written}'",
        f"{rows} -- a comment that ate the wrapper's closing parenthesis",
    ]
    errors = [rocscope("--sql", sql, "--engine", "duckdb", "--report", "json")
              for sql in escapes]
    assert not written.exists()
    assert "syntax error" in errors[0].one_line_error()
    assert errors[1].one_line_error().endswith(
        "the query is refused: it holds 2 statements; rocscope runs one")
    assert errors[2].one_line_error().endswith(
        "the query is refused: it is a COPY statement, not a query (SELECT)")
    assert errors[3].json()["auc"]["average"] == 1.0
    for sql in (f"{rows};", f"WITH t AS ({rows}) SELECT * FROM t", "FROM (VALUES (0.9, 1),"
                " (0.1, 0)) AS t(score, label)"):
        assert rocscope("--sql", sql, "--engine", "duckdb", "--report",
                        "json").json()["auc"]["average"] == 1.0, sql
