"""What is guessed, what is said about it, and what is asked when nothing stands out."""

import pytest

from core.app.cli.advice import command_line_message
from core.errors import ChoiceNeededError, LoadError
from core.readers.loading import Selection, guess_selection, load, prepare, read_dataset
from tests.core.readers.helpers import ERRORS, FORMATS


def guess(data: bytes, **given) -> Selection:
    return guess_selection(read_dataset(data, name="data.csv"), **given)


def asks(data: bytes, **given) -> ChoiceNeededError:
    with pytest.raises(ChoiceNeededError) as info:
        guess(data, **given)
    return info.value


def test_a_known_encoding_is_the_label_and_the_other_number_the_score():
    sel = guess(b"id,p,y\na,0.9,1\nb,0.1,0\n")
    assert (sel.score, sel.label, sel.positive, sel.counts) == ("p", "y", "1", None)
    assert "label column 'y' guessed: its values 0/1 are a known label encoding" in sel.reasons
    assert ("score column 'p' guessed: the only numeric column besides the label"
            in sel.reasons)


def test_a_numeric_row_id_beside_the_score_is_said():
    sel = guess(b"id,prob,y\n1,0.9,1\n2,0.1,0\n3,0.4,1\n")
    assert sel.score == "prob"
    assert ("score column 'prob' guessed: the only numeric column besides the label and the"
            " row id 'id'") in sel.reasons


def test_a_label_named_like_one_wins_among_binary_columns():
    sel = guess(b"pred,label,score\n1,0,0.2\n0,1,0.9\n1,1,0.7\n", score="score")
    assert sel.label == "label"
    # 'pred' (hard 0/1 predictions) could be a score too: asked, not guessed.
    error = asks(b"pred,label,score\n1,0,0.2\n0,1,0.9\n1,1,0.7\n")
    assert error.candidates == {"score": ["pred", "score"]}


def test_two_candidate_scores_are_asked_for_and_the_command_line_names_the_flag():
    error = asks((ERRORS / "two_scores.csv").read_bytes())
    assert error.candidates == {"score": ["model_a", "model_b"]}
    assert error.questions == (("score", "which column holds the scores"),)
    assert (error.option, str(error)) == (
        "score", "data.csv: cannot tell which column holds the scores")
    assert command_line_message(error) == ("data.csv: cannot tell which column holds the"
                                           " scores: pass --score with 'model_a' or 'model_b'")


def test_labels_with_three_values_ask_for_the_positive_one():
    error = asks((ERRORS / "three_labels.csv").read_bytes())
    assert error.candidates == {"positive": ["a", "b", "c"]}
    assert str(error) == "data.csv: cannot tell which value of 'label' is positive"
    assert command_line_message(error).endswith(
        "is positive: pass --positive with one of 'a', 'b', 'c'")
    sel = guess((ERRORS / "three_labels.csv").read_bytes(), positive="b")
    assert (sel.label, sel.positive) == ("label", "b")


def test_an_unfamiliar_pair_asks_for_the_positive_value_and_names_both_needs():
    data = (b"gos6,outcome,gender,age,s100b\n5,Good,Female,42,0.13\n1,Poor,Male,61,0.52\n"
            b"3,Poor,Female,55,0.33\n4,Good,Male,30,0.1\n")
    error = asks(data)
    assert error.candidates == {"score": ["gos6", "age", "s100b"], "positive": ["Good", "Poor"]}
    assert str(error) == ("data.csv: cannot tell which column holds the scores, nor which"
                          " value of 'outcome' is positive")
    assert [option for option, _ in error.questions] == ["score", "positive"]
    assert command_line_message(error) == (
        "data.csv: cannot tell which column holds the scores, nor which value of 'outcome' is"
        " positive: pass --score with one of 'gos6', 'age', 's100b'; pass --positive with"
        " 'Good' or 'Poor'")
    sel = guess(data, score="s100b", label="outcome", positive="Poor")
    assert (sel.score, sel.label, sel.positive) == ("s100b", "outcome", "Poor")
    assert guess(data, score="s100b", positive="Poor").label == "outcome"


def test_two_unnamed_binary_columns_ask_for_the_label():
    error = asks(b"score,a,b\n0.9,x,u\n0.8,y,v\n0.1,x,v\n")
    assert error.candidates == {"label": ["a", "b"]}
    assert error.option == "label" and "--" not in str(error)
    assert command_line_message(error).endswith(": pass --label with 'a' or 'b'")


def test_aggregated_rows_are_recognised_by_their_names():
    for header in (b"score,positives,negatives", b"ctr,click,noclick", b"s,pos,neg",
                   b"p,n_pos,n_neg", b"ctr,clicks,non-clicks"):
        sel = guess(header + b"\n0.9,3,1\n0.2,0,4\n")
        assert sel.counts is not None and sel.label is None, header
        assert sel.reasons[0].startswith("aggregated rows")


def test_columns_may_be_named_by_position_or_by_name_in_another_case():
    sel = guess((FORMATS / "seed.csv").read_bytes(), score="2", label="3")
    assert (sel.score, sel.label) == ("column 2", "column 3")
    sel = guess((FORMATS / "header.csv").read_bytes(), score="SCORE", label="Label")
    assert (sel.score, sel.label) == ("score", "label")


def test_label_and_counts_together_are_refused():
    with pytest.raises(LoadError, match="a label column and count columns were both chosen"):
        guess((FORMATS / "aggregated.csv").read_bytes(), label="positives",
              counts=("positives", "negatives"))


def test_the_same_column_cannot_be_score_and_label():
    with pytest.raises(LoadError, match="both the score and the label"):
        guess((FORMATS / "header.csv").read_bytes(), score="label", label="label")


def test_ids_are_never_guessed_as_scores():
    error = asks(b"id,label\n1,+\n2,-\n")
    assert error.candidates == {"score": ["id"]}


def test_a_single_column_file_says_so():
    with pytest.raises(LoadError, match=r"has only one column \('score'\)"):
        guess(b"score\n0.5\n0.4\n")


def test_prepare_can_be_called_again_with_another_selection():
    ds = read_dataset(b"m1,m2,label\n0.9,0.1,1\n0.8,0.7,0\n0.2,0.4,1\n", name="two.csv")
    first = prepare(ds, Selection(score="m1", label="label", positive="1"))
    second = prepare(ds, Selection(score="m2", label="label", positive="0"))
    assert first.scores.tolist() == [0.9, 0.8, 0.2]
    assert second.scores.tolist() == [0.1, 0.7, 0.4]
    assert second.labels.tolist() == [False, True, False]
    again = prepare(ds, Selection(score="m1", label="label", positive="1"))
    assert again.scores.tolist() == first.scores.tolist()


def test_prepare_fills_in_a_known_positive():
    ds = read_dataset(FORMATS / "header.csv")
    data = prepare(ds, Selection(score="score", label="label"))
    assert data.selection.positive == "+"


def test_dataset_describes_its_columns():
    ds = read_dataset(FORMATS / "header.csv")
    assert ds.names == ("id", "score", "label")
    assert (ds.format, ds.n_rows, ds.has_header, ds.delimiter) == ("csv", 8, True, ",")
    assert ds.column("label").distinct == ("+", "-")
    assert ds.column("score").numeric and not ds.column("id").numeric
    assert ds.column("id").distinct == tuple(f"s{i}" for i in range(1, 9))
    with pytest.raises(ChoiceNeededError):
        ds.column("nope")


def test_many_distinct_values_are_not_listed():
    rows = b"".join(b"%d,%d\n" % (i, i % 2) for i in range(100))
    ds = read_dataset(b"score,label\n" + rows)
    assert ds.column("score").distinct is None
    assert ds.column("label").distinct == ("0", "1")
    assert ds.column("label").n_missing == 0


def test_arrays_are_read_only_and_engine_ready():
    data = load(FORMATS / "header.csv")
    assert not data.scores.flags.writeable
    assert data.labels.dtype == bool
    assert data.curve() is data.curve()
