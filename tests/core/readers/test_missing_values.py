"""A missing value is its own error type, so a caller can offer to drop such rows."""

import pytest

from core.app.cli.advice import command_line_advice, command_line_message
from core.errors import LoadError, MissingValueError
from core.readers.loading import load


def test_missing_score_is_a_missing_value_error_whose_option_is_drop_missing():
    with pytest.raises(MissingValueError) as info:
        load(b"score,label\n0.9,1\n,0\n0.2,1\n", name="m.csv")
    error = info.value
    assert (error.line, error.column, error.value, error.option) == (3, "score", "", "drop_missing")
    assert str(error) == 'm.csv line 3, column "score": missing value'
    assert command_line_message(error) == (
        'm.csv line 3, column "score": missing value; pass --drop-missing to leave out rows'
        " with missing values")
    data = load(b"score,label\n0.9,1\n,0\n0.2,1\n", name="m.csv", drop_missing=True)
    assert data.dropped_rows == 1


def test_a_bad_value_before_a_missing_one_is_a_plain_load_error():
    with pytest.raises(LoadError) as info:
        load(b"score,label\nabc,1\n,0\n0.2,1\n", name="m.csv")
    assert not isinstance(info.value, MissingValueError)
    assert info.value.line == 2


@pytest.mark.parametrize(("data", "text"), [
    (b"score,label\n0.9,1\nNaN,0\n0.2,1\n",
     'm.csv line 3, column "score": \'NaN\' is not a number (NaN counts as a missing value)'),
    (b"score,label\n0.9,1\n0.5,\n0.2,1\n", 'm.csv line 3, column "label": missing label'),
    (b"score,pos,neg\n0.9,1,0\n0.5,,1\n", 'm.csv line 3, column "pos": missing count'),
    (b"score,pos,neg\n0.9,1,0\n0.5,nan,1\n",
     'm.csv line 3, column "pos": \'nan\' is not a count (NaN counts as a missing value)'),
])
def test_every_missing_value_says_so_in_plain_words_and_names_no_flag(data, text):
    with pytest.raises(MissingValueError) as info:
        load(data, name="m.csv")
    assert str(info.value) == text
    assert "--" not in str(info.value) and info.value.option == "drop_missing"
    assert command_line_advice(info.value) == (
        "pass --drop-missing to leave out rows with missing values")


def test_the_note_on_dropped_rows_names_no_flag():
    data = load(b"score,label\n0.9,1\n,0\n0.2,1\n0.1,0\n", name="m.csv", drop_missing=True)
    assert data.notes[-1] == ("dropped 1 of 4 rows with a missing value, as asked; the first"
                              " is line 3")
