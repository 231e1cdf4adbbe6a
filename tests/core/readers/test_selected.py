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


def test_small_integer_labels_are_held_in_one_byte_each(big):
    import pyarrow as pa

    part = read_selected(big, big=0)
    assert part.values("label").type == pa.int8()
    assert part.values("score").type == pa.float64()
    data = prepare(part, guess_selection(part))
    assert data.labels.sum() == 1500 and data.selection.positive == "1"


def test_a_label_past_one_byte_further_down_is_read_again_whole(tmp_path):
    import pyarrow as pa

    path = tmp_path / "late_label.csv"
    rows = ["score,label"] + [f"0.{i % 97},{i % 2}" for i in range(60000)] + ["0.5,300"]
    path.write_text("\n".join(rows) + "\n")
    assert path.stat().st_size > 256 << 10  # past the first lines the choice is made from
    part = read_selected(path, big=0)
    column = part.values("label")
    assert column.type == pa.int64() and column[-1].as_py() == 300 and len(column) == 60001


def test_a_file_whose_every_column_is_needed_is_read_whole_with_the_types_shown(tmp_path):
    import pyarrow as pa

    from core.readers.loading import load

    path = tmp_path / "two.csv"
    path.write_text("score,label\n" + "".join(f"0.{i % 97},{i % 2}\n" for i in range(500)))
    whole = read_selected(path, big=0)
    assert whole.names == ("score", "label") and not whole.partial
    assert whole.values("label").type == pa.int8()
    # A small file is read whole with its types inferred: the labels stay int64.
    assert load(path).dataset.values("label").type == pa.int64()
