"""Every accepted format loads, and the same data in any format gives the same report."""

import gzip

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from core.app.report.summary import summary
from core.readers.examples import EIGHT_SAMPLES, embedded_example
from core.readers.loading import load, read_dataset
from tests.core.readers.helpers import (
    FORMATS,
    eight_table,
    write_feather,
    write_gzip,
    write_parquet,
)

EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_LABELS = [True, False, True, True, False, False, True, False]


def report(data):
    """The summary without the file name, which differs between copies."""
    s = summary(data, data.curve(), threshold=0.5)
    del s["file"]
    return s


@pytest.fixture(scope="module")
def reference():
    return report(load(FORMATS / "header.csv"))


def test_the_reference_report_is_the_worked_example(reference):
    assert reference["pairs"] == {"concordant": 10, "tied": 1, "discordant": 5, "total": 16}
    assert reference["auc"] == {"average": 0.65625, "best": 0.6875, "worst": 0.625}
    assert (reference["score_column"], reference["label_column"], reference["positive"]) == (
        "score", "label", "+")


@pytest.mark.parametrize("name", [
    "header.csv", "tab.tsv", "semicolon.csv", "semicolon_decimal_comma.csv",
    "whitespace.txt", "bom_crlf.csv", "quoted.csv", "blank_lines.csv",
    "no_final_newline.csv",
])
def test_text_variants_give_identical_reports(name, reference):
    data = load(FORMATS / name)
    assert data.scores.tolist() == EIGHT_SCORES
    assert data.labels.tolist() == EIGHT_LABELS
    assert report(data) == reference


@pytest.mark.parametrize(("name", "delimiter"), [
    ("header.csv", ","), ("tab.tsv", "\t"), ("semicolon.csv", ";"), ("whitespace.txt", " "),
])
def test_the_delimiter_is_sniffed(name, delimiter):
    assert read_dataset(FORMATS / name).delimiter == delimiter


def test_decimal_commas_are_read_and_said():
    data = load(FORMATS / "semicolon_decimal_comma.csv")
    assert any("decimal comma" in n for n in data.notes)


def test_gzip_parquet_and_feather_give_identical_reports(tmp_path, reference):
    files = [
        write_gzip(tmp_path / "eight.csv.gz", FORMATS / "header.csv"),
        write_gzip(tmp_path / "eight_tabs.gz", FORMATS / "tab.tsv"),
        write_gzip(tmp_path / "eight_spaces.gz", FORMATS / "whitespace.txt"),
        write_parquet(tmp_path / "eight.parquet"),
        write_feather(tmp_path / "eight.feather"),
        write_feather(tmp_path / "eight_v1.feather", version=1),
    ]
    for path in files:
        data = load(path)
        assert report(data) == reference, path.name


def test_formats_are_told_by_content_not_by_name(tmp_path, reference):
    disguised = {
        "parquet.csv": write_parquet(tmp_path / "a").read_bytes(),
        "feather.txt": write_feather(tmp_path / "b").read_bytes(),
        "gzipped.csv": gzip.compress((FORMATS / "header.csv").read_bytes()),
    }
    expected = {"parquet.csv": "parquet", "feather.txt": "feather", "gzipped.csv": "csv"}
    for name, content in disguised.items():
        (tmp_path / name).write_bytes(content)
        ds = read_dataset(tmp_path / name)
        assert ds.format == expected[name]
        assert report(load(tmp_path / name)) == reference


def test_an_arrow_ipc_stream_loads(tmp_path, reference):
    table = eight_table()
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    path = tmp_path / "eight.arrows"
    path.write_bytes(sink.getvalue().to_pybytes())
    assert report(load(path)) == reference


def test_parquet_with_categorical_labels_and_nulls(tmp_path):
    table = pa.table({
        "score": pa.array([0.9, 0.8, None, 0.4]),
        "label": pa.array(["yes", "no", "yes", "no"]).dictionary_encode(),
    })
    path = write_parquet(tmp_path / "cat.parquet", table)
    data = load(path, drop_missing=True)
    assert data.labels.tolist() == [True, False, False]
    assert data.dropped_rows == 1
    assert "row 3" in data.notes[-1]


def test_parquet_decimals_and_bool_labels(tmp_path):
    import decimal
    table = pa.table({
        "score": pa.array([decimal.Decimal("0.9"), decimal.Decimal("0.1")], pa.decimal128(5, 2)),
        "label": pa.array([True, False]),
    })
    data = load(write_parquet(tmp_path / "d.parquet", table))
    assert data.scores.tolist() == [0.9, 0.1]
    assert data.labels.tolist() == [True, False]


def test_the_seed_format_loads_with_no_options():
    data = load(FORMATS / "seed.csv")
    assert data.selection.score == "column 2"
    assert data.selection.label == "column 3"
    assert data.selection.positive == "+"
    assert not data.dataset.has_header
    assert any("no header" in n and "column 1" in n for n in data.notes)


def test_the_embedded_example_is_the_bundled_file():
    bundled = FORMATS.parents[2] / "resources" / "examples" / "eight_samples.csv"
    assert EIGHT_SAMPLES == bundled.read_bytes()
    data = embedded_example()
    assert data.dataset.source == "eight samples (embedded example)"
    assert data.scores.tolist() == EIGHT_SCORES
    assert data.labels.tolist() == EIGHT_LABELS


def test_aggregated_rows_give_the_same_curve_as_samples(reference):
    data = load(FORMATS / "aggregated.csv")
    assert data.selection.counts == ("positives", "negatives")
    s = report(data)
    assert s["label_column"] is None and s["positive"] is None
    for key in ("n", "n_positive", "n_negative", "distinct_scores", "mixed_tie_blocks",
                "pairs", "auc", "rank_loss", "operating_point"):
        assert s[key] == reference[key], key


def test_click_log_aggregated_equals_the_per_sample_clicks():
    per_sample = report(load(FORMATS / "clicks.csv"))
    aggregated = report(load(FORMATS / "clicks_aggregated.csv"))
    assert per_sample["auc"]["average"] == 5 / 6
    for key in ("n", "n_positive", "n_negative", "pairs", "auc", "rank_loss"):
        assert aggregated[key] == per_sample[key]


def test_counts_may_be_chosen_explicitly_and_whole_floats_are_counts():
    data = load(b"s,a,b\n0.9,2.0,0\n0.1,0,3.0\n", counts=("a", "b"))
    assert data.positives.tolist() == [2, 0]
    assert data.negatives.tolist() == [0, 3]
    assert data.positives.dtype == np.int64


@pytest.mark.parametrize(("positive", "negative"), [
    ("1", "0"), ("1", "-1"), ("+", "-"), ("true", "false"), ("TRUE", "FALSE"), ("Yes", "No"),
    ("yes", "no"), ("pos", "neg"), ("POS", "NEG"), ("positive", "negative"),
    ("Positive", "Negative"), ("1.0", "0.0"), ("+", "\u2212"),
])
def test_known_label_encodings_need_no_choice(positive, negative):
    text = f"score,label\n0.9,{positive}\n0.8,{negative}\n0.7,{positive}\n0.2,{negative}\n"
    data = load(text.encode())
    assert data.labels.tolist() == [True, False, True, False]
    assert data.selection.positive == positive or data.selection.positive == "1"


def test_numbers_are_labels_whether_integer_or_float_columns():
    ints = load(b"score,y\n0.9,1\n0.1,0\n")
    floats = load(b"score,y\n0.9,1.0\n0.1,0.0\n")
    assert ints.dataset.column("y").kind == "integer"
    assert floats.dataset.column("y").kind == "float"
    assert ints.labels.tolist() == floats.labels.tolist() == [True, False]


def test_any_values_with_a_chosen_positive_others_negative():
    data = load(b"score,grade\n0.9,A\n0.8,B\n0.7,C\n0.6,A\n", positive="A")
    assert data.labels.tolist() == [True, False, False, True]


def test_pandas_index_and_r_row_names_are_not_taken_for_scores(reference):
    for name in ("pandas_index.csv", "r_row_names.csv"):
        data = load(FORMATS / name)
        assert data.selection.score == "score", name
        s = report(data)
        assert s["auc"] == reference["auc"]


def test_bytes_and_paths_and_names():
    data = load(EIGHT_SAMPLES, name="mine.csv")
    assert data.dataset.source == "mine.csv"
    data = load(str(FORMATS / "seed.csv"))
    assert data.dataset.source.endswith("seed.csv")


def test_a_large_file_with_a_late_type_change_still_reads(tmp_path):
    # pyarrow infers types block by block; a float after 300,000 integers must stay a number.
    path = tmp_path / "late.csv"
    path.write_bytes(b"score,label\n" + b"1,0\n2,1\n" * 150_000 + b"2.5,1\n")
    data = load(path)
    assert data.scores.dtype == np.float64
    assert data.scores[-1] == 2.5
