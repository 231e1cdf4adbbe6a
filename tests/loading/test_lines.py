"""The line an error names is the line a text editor shows, whatever precedes it:
blank or whitespace-only lines, a byte-order mark alone on the first line, old Mac line
ends, decimal commas."""

import pytest

from core.errors import LoadError
from core.loading import load


def fails(data, **options) -> LoadError:
    with pytest.raises(LoadError) as info:
        load(data, name="f.csv", **options)
    return info.value


def where(error: LoadError):
    return error.line, error.column, error.value


# ---- decimal commas -------------------------------------------------------------------


def test_a_word_in_a_decimal_comma_file_is_named_not_its_first_number():
    error = fails(b"id;score;label\na;0,9;1\nb;0,8;0\nc;x;1\n")
    assert where(error) == (4, "score", "x")
    assert str(error) == 'f.csv line 4, column "score": \'x\' is not a number'


def test_a_decimal_point_late_in_a_decimal_comma_file_is_named():
    rows = b"".join(b"0,%d;%d\n" % (i % 9 + 1, i % 2) for i in range(600))
    error = fails(b"score;label\n" + rows + b"0.5;1\n" + rows)
    assert where(error) == (602, "score", "0.5")
    assert "use a decimal comma" in str(error)
