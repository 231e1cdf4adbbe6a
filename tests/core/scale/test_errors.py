"""Bad input through DuckDB: one clear RocscopeError each, naming what and where."""

import threading

import pytest

from core.app.request import LoadRequest
from core.errors import (
    ChoiceNeededError,
    ColumnKindError,
    InputError,
    LoadCancelled,
    LoadError,
    MissingValueError,
    UnknownColumnError,
)
from core.readers.loading import load
from core.scale import open_large
from core.scale.memory import physical_memory
from tests.core.scale.helpers import write_csv, write_parquet


def test_a_glob_that_matches_nothing(tmp_path):
    pattern = str(tmp_path / "logs" / "*.parquet")
    with pytest.raises(LoadError, match=r"no file matches .*logs/\*\.parquet") as caught:
        open_large(pattern, LoadRequest(scores=("score",), label="label"))
    assert caught.value.path == pattern


def test_a_path_that_does_not_exist(tmp_path):
    with pytest.raises(LoadError, match="no such file or directory"):
        open_large(tmp_path / "absent.parquet", LoadRequest(scores=("score",), label="label"))


def test_an_empty_directory(tmp_path):
    with pytest.raises(LoadError, match="holds no Parquet or CSV file"):
        open_large(tmp_path, LoadRequest(scores=("score",), label="label"))


def test_files_whose_columns_differ_in_kind(tmp_path):
    write_parquet(tmp_path / "a.parquet", {"score": [0.1, 0.9], "label": [0, 1]})
    write_parquet(tmp_path / "b.parquet", {"score": ["high", "low"], "label": [0, 1]})
    with pytest.raises(LoadError, match=r"columns differ: 'score' holds text values in"
                                        r" b\.parquet but float values in a\.parquet") as caught:
        open_large(tmp_path, LoadRequest(scores=("score",), label="label"))
    assert caught.value.column == "score"
    assert caught.value.path.endswith("b.parquet")


def test_files_one_of_which_lacks_a_column(tmp_path):
    write_parquet(tmp_path / "a.parquet", {"score": [0.1, 0.9], "label": [0, 1]})
    write_parquet(tmp_path / "b.parquet", {"score": [0.2, 0.8], "y": [0, 1]})
    with pytest.raises(LoadError, match=r"b\.parquet has no column 'label', which a\.parquet"
                                        r" has \(its columns are 'score', 'y'\)"):
        open_large(tmp_path, LoadRequest(scores=("score",), label="label"))


def test_integer_and_float_parts_are_both_numbers(tmp_path):
    write_parquet(tmp_path / "a.parquet", {"score": [1, 9], "label": [0, 1]})
    write_parquet(tmp_path / "b.parquet", {"score": [0.5, 7.5], "label": [1, 0]})
    model = open_large(tmp_path, LoadRequest(scores=("score",), label="label"))
    assert model.curve().n_samples == 4


def test_a_missing_column(tmp_path):
    path = write_parquet(tmp_path / "d.parquet", {"pctr": [0.1, 0.9], "click": [0, 1]})
    with pytest.raises(UnknownColumnError, match=r"d\.parquet has no column 'score' for the"
                                                 r" scores; its columns are 'pctr', 'click'"
                       ) as caught:
        open_large(path, LoadRequest(scores=("score",), label="click"))
    assert caught.value.option == "score"
    assert caught.value.candidates == {"score": ["pctr", "click"]}


def test_names_match_whatever_their_case(tmp_path):
    path = write_parquet(tmp_path / "d.parquet", {"PCTR": [0.1, 0.9], "Click": [0, 1]})
    model = open_large(path, LoadRequest(scores=("pctr",), label="click"))
    assert (model.selection.score, model.selection.label) == ("PCTR", "Click")


def test_a_score_column_of_words(tmp_path):
    path = write_parquet(tmp_path / "d.parquet", {"s": ["a", "b"], "y": [0, 1]})
    with pytest.raises(ColumnKindError, match=r'^d\.parquet row 1, column "s": \'a\' is not'
                                              r' a number$') as caught:
        open_large(path, LoadRequest(scores=("s",), label="y"))
    assert caught.value.kind == "text"


def test_a_query_that_fails_in_the_engine():
    query = "SELECT score, label FROM no_such_table"
    with pytest.raises(LoadError, match="the query failed in DuckDB: .*no_such_table") as caught:
        open_large(None, LoadRequest(sql=query, scores=("score",), label="label"))
    assert caught.value.value == query


def test_a_missing_score_is_named_with_its_file_and_row(tmp_path):
    write_parquet(tmp_path / "a.parquet", {"score": [0.1, 0.9, 0.3], "label": [0, 1, 1]})
    write_parquet(tmp_path / "b.parquet", {"score": [0.2, None, 0.4], "label": [0, 1, 0]})
    with pytest.raises(MissingValueError, match=r'b\.parquet row 2, column "score": missing'
                                                r" value") as caught:
        open_large(tmp_path, LoadRequest(scores=("score",), label="label"))
    assert caught.value.option == "drop_missing"


def test_a_missing_label_in_text(tmp_path):
    path = write_csv(tmp_path / "d.csv", ["s", "y"], [(0.1, 0), (0.5, ""), (0.9, 1)])
    with pytest.raises(MissingValueError, match=r'^d\.csv line 3, column "y": missing label$'):
        open_large(path, LoadRequest(scores=("s",), label="y"))


def test_an_infinite_score(tmp_path):
    path = write_parquet(tmp_path / "d.parquet", {"s": [0.1, float("inf")], "y": [0, 1]})
    with pytest.raises(LoadError, match=r'd\.parquet row 2, column "s": an infinite score'):
        open_large(path, LoadRequest(scores=("s",), label="y"))


def test_counts_that_are_not_counts(tmp_path):
    path = write_parquet(tmp_path / "d.parquet",
                         {"s": [0.1, 0.5, 0.9], "p": [1.0, 2.5, 3.0], "n": [1, 1, 1]})
    with pytest.raises(LoadError, match=r'd\.parquet row 2, column "p": not a count'):
        open_large(path, LoadRequest(scores=("s",), counts=["p", "n"]))
    path = write_parquet(tmp_path / "e.parquet", {"s": [0.1, 0.5], "p": [1, -2], "n": [1, 1]})
    with pytest.raises(LoadError, match=r'e\.parquet row 2, column "p": not a count'):
        open_large(path, LoadRequest(scores=("s",), counts=["p", "n"]))


def test_class_totals_beyond_int64(tmp_path):
    big = 2**62
    path = write_parquet(tmp_path / "d.parquet",
                         {"s": [0.1, 0.5, 0.9], "p": [big, big, big], "n": [1, 1, 1]})
    with pytest.raises(LoadError, match="positive counts add up to more than 2\\*\\*63 - 1"):
        open_large(path, LoadRequest(scores=("s",), counts=["p", "n"]))


def test_no_label_is_the_positive_given(tmp_path):
    path = write_parquet(tmp_path / "d.parquet", {"s": [0.1, 0.9], "y": ["cat", "dog"]})
    with pytest.raises(LoadError, match="no label in column 'y' is 'bird'; the values there"
                                        " are 'cat', 'dog'"):
        open_large(path, LoadRequest(scores=("s",), label="y", positive="bird"))
    with pytest.raises(ChoiceNeededError, match="which value of 'y' is positive") as caught:
        open_large(path, LoadRequest(scores=("s",), label="y"))
    assert caught.value.candidates == {"positive": ["cat", "dog"]}
    chosen = open_large(path, LoadRequest(scores=("s",), label="y", positive=" dog ")).selection
    assert chosen.positive == "dog"


@pytest.mark.parametrize(("columns", "chosen"), [
    ({"s": [0.1, 0.9], "y": ["a", "b"]}, {"positive": "b"}),
    ({"s": [0.1, 0.9], "y": [0, 1], "z": [1, 0]}, {"score": "s"}),
    ({"s": [0.1, 0.9], "u": [0, 1], "v": [1, 0]}, {"score": "s"}),
    ({"s": [0.1, 0.9], "y": [0, 1], "z": [1, 0]}, {"label": "y"}),
    ({"s": [0.1, 0.9], "t": [0.2, 0.4], "y": [0, 1]}, {"label": "y"}),
    ({"p": [0.1, 0.9], "id": [7, 8], "label": [0, 1]}, {"score": "p"}),
    ({"score": [2**62, 7], "label": [1, 0]}, {}),  # two integer columns, as in the issue
    ({"p": [0.1, 0.9], "P": [0.9, 0.1], "y": [1, 0], "Y": [0, 1]}, {"score": "P", "label": "y"}),
])
def test_columns_are_guessed_as_the_in_memory_reader_guesses(tmp_path, columns, chosen):
    path = write_parquet(tmp_path / "d.parquet", columns)

    def outcome(read):
        try:
            selection = read()
        except LoadError as exc:
            return type(exc).__name__, str(exc), getattr(exc, "candidates", None)
        return selection.score, selection.label, selection.positive, selection.reasons

    request = LoadRequest(**{"scores" if k == "score" else k: (v,) if k == "score" else v
                             for k, v in chosen.items()})
    engine = outcome(lambda: open_large(path, request).selection)
    memory = outcome(lambda: load(path, **chosen).selection)
    if isinstance(memory[-1], tuple):  # the engine adds notes of its own after the guesses
        engine = (*engine[:3], engine[3][:len(memory[3])])
    assert engine == memory


def test_a_stray_label_among_a_known_encoding(tmp_path):
    path = write_parquet(tmp_path / "d.parquet",
                         {"s": [0.1, 0.5, 0.9], "y": ["yes", "no", "maybe"]})
    with pytest.raises(ChoiceNeededError, match=r"'maybe' is not a label like the others"
                                                r" \(yes/no\)") as caught:
        open_large(path, LoadRequest(scores=("s",), label="y"))
    assert caught.value.option == "positive"
    model = open_large(path, LoadRequest(scores=("s",), label="y", positive="yes"))
    assert (model.curve().n_positive, model.curve().n_negative) == (1, 2)


def test_settings_out_of_range(tmp_path):
    with pytest.raises(InputError, match="unknown engine 'oracle'"):
        open_large(tmp_path, LoadRequest(engine="oracle", scores=("s",), label="y"))
    with pytest.raises(InputError, match="grid"):
        open_large(tmp_path, LoadRequest(scores=("s",), label="y"), grid=0)
    with pytest.raises(LoadError, match="both chosen"):  # the in-memory reader's rule
        open_large(write_parquet(tmp_path / "c.parquet", {"s": [0.5], "y": [1], "p": [1],
                                                          "n": [0]}),
                   LoadRequest(scores=("s",), label="y", counts=["p", "n"]))
    with pytest.raises(InputError, match="not both"):
        open_large(tmp_path, LoadRequest(sql="SELECT 1 AS s, 1 AS y", scores=("s",), label="y"))
    with pytest.raises(InputError, match="a memory limit .*64 MiB|below 64 MiB"):
        open_large(tmp_path, LoadRequest(scores=("s",), label="y", memory_limit="1MB"))


def test_cancel_before_and_during_a_query():
    with pytest.raises(LoadCancelled):
        open_large(None, LoadRequest(sql="SELECT 0.5 AS s, 1 AS y", scores=("s",), label="y"),
                   cancelled=lambda: True)
    # A grouping of minutes, cancelled as soon as it runs: the watcher asks from its own
    # thread while DuckDB computes (the caller's thread asked before it started).
    query = ("SELECT (i * 7919) % 100000007 / 1e8 AS s, (i % 3 = 0) AS y"
             " FROM range(2000000000) t(i)")
    with pytest.raises(LoadCancelled, match="while DuckDB was computing"):
        open_large(None, LoadRequest(sql=query, scores=("s",), label="y", memory_limit="1GB"),
                   cancelled=lambda: threading.current_thread() is not threading.main_thread())


@pytest.mark.slow
def test_a_memory_limit_too_small_says_what_limit_would_do(tmp_path):
    import duckdb

    path = tmp_path / "distinct.parquet"
    duckdb.connect().execute(f"COPY (SELECT random() AS score, (random() < 0.3)::INT AS label"
                             f" FROM range(6000000)) TO '{path}' (FORMAT parquet)")
    with pytest.raises(LoadError) as caught:
        open_large(path, LoadRequest(scores=("score",), label="label", memory_limit="64MiB"),
                   threads=2)
    error = caught.value
    assert str(error).startswith("distinct.parquet: DuckDB ran out of memory within its"
                                 " limit of 64MiB (6,000,000 grouped scores must be ordered"
                                 " in memory at once): about ")
    assert error.option == "memory_limit" and str(error).endswith(f" {error.value} would do")
    assert error.value == "200MB"


def test_the_limit_suggested_covers_what_was_measured():
    from core.scale.memory import size_text, suggested_limit

    # Measured with two threads: 10^7 distinct scores need 100 to 120 MB, 2 x 10^7 need
    # 120 to 200 MB; the suggestion is at least twice the limit that failed.
    assert size_text(suggested_limit(10_000_000, 100 * 1000**2)) == "200MB"
    assert size_text(suggested_limit(20_000_000, 120 * 1000**2)) == "400MB"
    assert size_text(suggested_limit(None, 3 * 1000**3)) == "6GB"
    assert suggested_limit(10**12, 1 << 30) <= physical_memory()
    assert [size_text(n) for n in (64 << 20, 2 << 30, 1500 * 1000**2, 1234567)] == [
        "64MiB", "2GiB", "1500MB", "2MB"]


def test_a_pipe_is_refused_before_anything_is_read(tmp_path):
    import os

    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)  # nobody writes: reading it would wait for ever
    with pytest.raises(LoadError, match=r"pipe\.csv is not a regular file: an engine"):
        open_large(fifo, LoadRequest(scores=("s",), label="y"))
