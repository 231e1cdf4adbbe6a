"""A missing value is its own error type, so a caller can offer to drop such rows."""

import pytest

from core.errors import LoadError, MissingValueError
from core.readers.loading import DROP_HINT, load


def test_missing_score_is_a_missing_value_error_that_names_the_flag():
    with pytest.raises(MissingValueError) as info:
        load(b"score,label\n0.9,1\n,0\n0.2,1\n", name="m.csv")
    assert info.value.line == 3 and info.value.column == "score"
    assert DROP_HINT in str(info.value)
    data = load(b"score,label\n0.9,1\n,0\n0.2,1\n", name="m.csv", drop_missing=True)
    assert data.dropped_rows == 1


def test_a_bad_value_before_a_missing_one_is_a_plain_load_error():
    with pytest.raises(LoadError) as info:
        load(b"score,label\nabc,1\n,0\n0.2,1\n", name="m.csv")
    assert not isinstance(info.value, MissingValueError)
    assert info.value.line == 2
