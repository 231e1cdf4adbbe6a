"""A group or fold column as stratum numbers and texts."""

import numpy as np
import pyarrow as pa
import pytest

from core.readers.stratum_column import encode_strata, missing_strata, strata_order, stratum_texts


def test_codes_follow_the_texts_order_across_chunks():
    array = pa.chunked_array([pa.array(["b", "a"]), pa.array(["c", "a", "b"])])
    s = encode_strata(array)
    assert s.texts == ("a", "b", "c") and not s.numeric
    assert s.codes.tolist() == [1, 0, 2, 0, 1]


def test_numbers_by_text_or_by_value():
    array = pa.chunked_array([pa.array([10, 2, 1, 2])])
    assert encode_strata(array).texts == ("1", "10", "2")
    by_value = encode_strata(array, by="value")
    assert by_value.texts == ("1", "2", "10") and by_value.numeric
    assert by_value.codes.tolist() == [2, 1, 0, 1]


def test_rows_not_kept_are_left_out_with_the_strata_only_they_had():
    array = pa.chunked_array([pa.array(["x", None, "y", "z"])])
    s = encode_strata(array, kept=np.array([True, False, True, False]))
    assert s.texts == ("x", "y") and s.codes.tolist() == [0, 1]
    with pytest.raises(ValueError, match="no stratum"):
        encode_strata(array)


def test_the_text_is_arrows_whichever_engine_read_the_values():
    # An engine hands values back as Python objects: the same text comes out.
    values = pa.array([3, 1, 20])
    assert stratum_texts(values).to_pylist() == ["3", "1", "20"]
    assert stratum_texts(pa.array([3, 1, 20], pa.int32())).to_pylist() == ["3", "1", "20"]
    assert stratum_texts(pa.array([1.5, 2.0])).to_pylist() == ["1.5", "2"]
    assert stratum_texts(pa.array([True, False])).to_pylist() == ["true", "false"]
    order, texts = strata_order(pa.array(["é", "z", "a"]))
    assert texts == ("a", "z", "é") and order.tolist() == [2, 1, 0]


def test_missing_values_are_counted_with_the_first():
    array = pa.chunked_array([pa.array([1.0, 2.0]), pa.array([None, np.nan, 3.0])])
    assert missing_strata(array) == (2, 2)
    assert missing_strata(pa.chunked_array([pa.array(["a", "b"])])) == (0, None)


def test_prepare_requires_a_value_in_the_columns_asked_and_says_which_rows_it_kept():
    from core.errors import MissingValueError
    from core.readers.loading import guess_selection, prepare, read_dataset

    ds = read_dataset(b"score,y,user\n0.9,1,a\n0.4,0,\n0.3,1,b\n,0,c\n", name="g.csv")
    selection = guess_selection(ds, score="score", label="y")
    with pytest.raises(MissingValueError, match='g.csv line 3, column "user": missing value'):
        prepare(ds, selection, required=["user"])
    data = prepare(ds, selection, drop_missing=True, required=["user"])
    assert data.kept.tolist() == [True, False, True, False]
    assert data.scores.tolist() == [0.9, 0.3] and data.dropped_rows == 2
    full = read_dataset(b"score,y,user\n0.9,1,a\n0.4,0,b\n", name="h.csv")
    assert prepare(full, guess_selection(full, score="score", label="y"),
                   required=["user"]).kept is None
