"""Label values are matched the same way however the column was stored.

A CSV column with few distinct words is dictionary-encoded while parsing; a column with
many (or a small file, where every word is new) stays plain text, and so does a Parquet
string column. Whatever the storage, the positive value given is matched ignoring case
and surrounding spaces, and a stray value is found on its own line.
"""

import pyarrow as pa
import pytest

from core.errors import LoadError
from core.readers.label_values import matches, to_bool
from core.readers.loading import load, read_dataset
from tests.core.readers.helpers import write_parquet

MIXED = [("0.9", "True"), ("0.8", "FALSE"), ("0.7", "true"), ("0.6", "false")]


def csv(rows, header="score,label") -> bytes:
    return (header + "\n" + "".join(f"{s},{y}\n" for s, y in rows)).encode()


def stored_as_dictionary(data: bytes, column="label") -> bool:
    return pa.types.is_dictionary(read_dataset(data).values(column).type)


@pytest.mark.parametrize("repeat", [1, 40])
@pytest.mark.parametrize("positive", ["true", "TRUE", " True ", "True"])
def test_the_positive_value_is_matched_ignoring_case_in_small_and_large_files(repeat,
                                                                              positive):
    data = csv(MIXED * repeat)
    # Both storages are exercised: four new words in four rows are not "few".
    assert stored_as_dictionary(data) == (repeat > 1)
    loaded = load(data, positive=positive)
    assert loaded.labels.tolist() == [True, False, True, False] * repeat


def test_a_parquet_text_column_matches_like_a_csv_one(tmp_path):
    table = pa.table({"score": [0.9, 0.8, 0.7, 0.6],
                      "label": ["Yes", "no", "yes", "NO"]})
    path = write_parquet(tmp_path / "yn.parquet", table)
    assert load(path, positive="yes").labels.tolist() == [True, False, True, False]
    assert load(path).labels.tolist() == [True, False, True, False]


def test_a_typographic_minus_and_number_spellings_match_in_plain_text_too():
    rows = [("0.9", "1.0"), ("0.8", "\u22121"), ("0.7", "01"), ("0.6", "-1")]
    data = csv(rows)
    assert not stored_as_dictionary(data)
    assert load(data, positive="1").labels.tolist() == [True, False, True, False]
    assert load(data, positive="-1").labels.tolist() == [False, True, False, True]


@pytest.mark.parametrize("repeat", [1, 40])
@pytest.mark.parametrize(("words", "stray"), [
    (["True", "FALSE", "true", "false"], "?"),
    (["Yes", "No", "yes", "no"], "maybe"),
])
def test_a_stray_label_is_named_on_its_own_line_whatever_the_case(repeat, words, stray):
    rows = [(f"0.{k % 9 + 1}", words[k % 4]) for k in range(4 * repeat)]
    rows.insert(2, ("0.5", stray))
    with pytest.raises(LoadError) as info:
        load(csv(rows), name="stray.csv")
    error = info.value
    assert (error.line, error.column, error.value) == (4, "label", stray)
    assert str(error).startswith(f'stray.csv line 4, column "label": {stray!r} is not a label'
                                 " like the others")


def test_values_are_listed_and_reported_without_surrounding_spaces():
    data = load(b"score,label\n0.9, yes \n0.8, no\n0.7,yes \n0.6,no\n")
    assert data.selection.positive == "yes"
    assert data.dataset.column("label").distinct == ("no", "yes")
    assert any("its values no/yes are a known label encoding" in n for n in data.notes)
    assert data.labels.tolist() == [True, False, True, False]


def test_a_positive_value_given_with_spaces_is_reported_without_them():
    data = load(b"score,label\n0.9,Good\n0.8,Poor\n0.7,Good\n", positive=" Poor ")
    assert data.selection.positive == "Poor"
    assert data.labels.tolist() == [False, True, False]


def test_many_distinct_words_match_as_few_do():
    # Past a thousand words only likely ones are compared in Python; none may be missed.
    tricky = ["Poor", " poor ", "POOR", "1", "1.0", " 01", "1e0", "\u22121", "-1", "+inf",
              "inf", "x1", "1x", "0.5", ".5", "", "\u0661"]
    words = tricky + [f"id{i}" for i in range(2000)]
    column = pa.chunked_array([pa.array(words)])
    for positive in ("poor", "1", "-1", "inf", "0.5", "id7", "\u0661"):
        labels, _ = to_bool(column, positive)
        assert labels.tolist() == [matches(w, positive) for w in words], positive
