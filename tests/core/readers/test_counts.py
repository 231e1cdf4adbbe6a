"""Aggregated counts that int64 cannot hold are reported like any bad value: file,
line, column and value, never a numpy warning or an engine message without a place."""

import pyarrow as pa
import pytest

from core.errors import LoadError
from core.readers.loading import load
from tests.core.readers.helpers import write_parquet


def fails(data: bytes, **options) -> LoadError:
    with pytest.raises(LoadError) as info:
        load(data, name="agg.csv", **options)
    return info.value


@pytest.mark.parametrize(("value", "words"), [
    ("inf", "'inf' is not a count: counts must be finite and less than 2**63"),
    ("Infinity", "'Infinity' is not a count: counts must be finite"),
    ("1e19", "'1e19' is not a count: counts must be finite and less than 2**63"),
    ("1e300", "'1e300' is not a count"),
    ("9223372036854775808", "'9223372036854775808' is not a count: counts must be finite"),
    ("10000000000000000000", "'10000000000000000000' is not a count"),
    ("-inf", "'-inf' is not a count: counts cannot be negative"),
    ("-1e19", "'-1e19' is not a count: counts cannot be negative"),
])
def test_counts_beyond_int64_name_their_line(value, words):
    data = f"score,pos,neg\n0.9,1,0\n0.8,{value},1\n0.7,2,2\n".encode()
    error = fails(data)
    assert (error.line, error.column, error.value) == (3, "pos", value)
    assert str(error).startswith(f'agg.csv line 3, column "pos": {words}')


def test_the_largest_int64_count_is_a_count():
    data = load(b"score,pos,neg\n0.9,9223372036854775807,0\n0.8,0,1\n")
    assert data.positives.tolist() == [2**63 - 1, 0]


def test_the_first_bad_count_in_the_file_is_reported_across_columns():
    error = fails(b"score,pos,neg\n0.9,1,0\n0.8,1,inf\n0.7,1e19,1\n")
    assert (error.line, error.column) == (3, "neg")


def test_counts_adding_up_past_int64_name_the_file_and_column():
    data = b"score,pos,neg\n0.9,1,9000000000000000000\n0.8,2,900000000000000000\n"
    error = fails(data)
    assert error.column == "neg" and error.path == "agg.csv"
    assert str(error).startswith("agg.csv, column 'neg': the negative counts add up to more"
                                 " than 2**63 - 1")


def test_parquet_uint64_counts_are_compared_exactly(tmp_path):
    table = pa.table({"score": [0.9, 0.8, 0.7],
                      "pos": pa.array([2**63 - 1, 0, 2**63], pa.uint64()),
                      "neg": pa.array([0, 1, 0], pa.uint64())})
    path = write_parquet(tmp_path / "u64.parquet", table)
    error = fails(path.read_bytes())
    assert str(error) == ("agg.csv row 3, column \"pos\": '9223372036854775808' is not a"
                          " count: counts must be finite and less than 2**63")
    ok = write_parquet(tmp_path / "ok.parquet", table.slice(0, 2))
    assert load(ok).positives.tolist() == [2**63 - 1, 0]


def test_counts_that_are_all_zero_name_the_file_when_the_curve_is_built():
    data = load(b"score,pos,neg\n0.9,0,0\n0.8,0,0\n", name="agg.csv")
    with pytest.raises(LoadError) as info:
        data.curve()
    assert str(info.value).startswith("agg.csv: every count is zero")
    assert "(counts in 'pos' and 'neg')" in str(info.value)
