"""A big text file is parsed only in the columns its first lines settle; the answer is
the one a full read gives, and anything unsettled falls back to reading every column."""

import pytest

from core.errors import LoadError
from core.readers.loading import guess_selection, prepare
from core.readers.reading import read_dataset
from core.readers.selected import read_selected


@pytest.fixture
def big(tmp_path):
    path = tmp_path / "big.csv"
    rows = ["id,other,score,label"] + [
        f"{i},word{i * 37 % 1000},{i * 7919 % 10007 / 10007:.6f},{i % 2}" for i in range(3000)]
    path.write_text("\n".join(rows) + "\n")
    return path


def test_only_the_chosen_columns_are_parsed_and_give_the_same_curve(big):
    part = read_selected(big, big=0)
    assert part.names == ("score", "label") and part.partial
    whole = read_dataset(big)
    a = prepare(part, guess_selection(part)).curve()
    b = prepare(whole, guess_selection(whole)).curve()
    assert a.pairs == b.pairs and (a.thresholds == b.thresholds).all()


def test_named_columns_and_an_id_are_kept(big):
    assert read_selected(big, big=0, scores=["id"], label="label",
                         also=["other"]).names == ("id", "other", "label")


@pytest.mark.parametrize("kwargs", [dict(scores=["3"]), dict(scores=["nope"]),
                                    dict(big=10**12)])
def test_positions_unknown_names_and_small_files_read_every_column(big, kwargs):
    kwargs.setdefault("big", 0)
    assert read_selected(big, **kwargs).names == ("id", "other", "score", "label")


def test_an_error_past_the_first_lines_names_its_line_and_column(tmp_path):
    path = tmp_path / "late.csv"
    rows = ["id,score,label"] + [f"{i},0.{i % 9},{i % 2}" for i in range(20000)]
    rows.append("20000,oops,1")
    path.write_text("\n".join(rows) + "\n")
    part = read_selected(path, big=0)
    assert part.names == ("score", "label")
    with pytest.raises(LoadError) as info:
        prepare(part, guess_selection(part, score="score", label="label"))
    assert info.value.line == 20002 and 'column "score"' in str(info.value)
    assert "oops" in str(info.value)
