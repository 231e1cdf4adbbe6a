"""A model whose scores are all the same: the report says why its AUC is 0.5 and its
interval has no width."""

import numpy as np
import pytest

import core
from core.app.api import report
from core.app.report.tied import all_tied_note

SAME = ("every score is the same (0.5): the model ranks nothing, so its AUC is 0.5 by its"
        " one tie block (each of its 6 pairs tied, counting half)")
DELONG = ", and DeLong's interval has no width (its standard error is 0)"
BOOTSTRAP = ", and the bootstrap interval has no width (every resample gives 0.5)"


@pytest.fixture
def tied(tmp_path):
    path = tmp_path / "tied.csv"
    path.write_text("score,label\n0.5,1\n0.5,0\n0.5,1\n0.5,0\n0.5,0\n")
    return path


@pytest.mark.parametrize(("interval", "said"), [(None, ""), ("delong", DELONG),
                                                ("bootstrap", BOOTSTRAP)])
def test_the_note_explains_the_auc_and_the_interval(interval, said):
    curve = core.roc_from_scores([0.5] * 5, [1, 0, 1, 0, 0])
    assert all_tied_note(curve, interval) == SAME + said


def test_only_a_model_of_one_score_and_both_classes_gets_it():
    assert all_tied_note(core.roc_from_scores([0.5, 0.5, 0.4], [1, 0, 0])) is None
    assert all_tied_note(core.roc_from_scores([0.5, 0.5], [1, 1])) is None


def test_the_score_is_written_at_its_types_digits():
    curve = core.roc_from_scores(np.float32([0.3, 0.3]).astype(float), [1, 0])
    assert all_tied_note(curve, score_type="float32").startswith(
        "every score is the same (0.3):")


def test_the_text_report_ends_with_the_note(rocscope, tied):
    out = rocscope(tied, "--ci", "--report", "text").out
    assert "AUC average 95% CI  0.5 to 0.5 (DeLong, SE 0)\n" in out
    assert out.endswith(f"  - {SAME}{DELONG}\n")


def test_json_says_it_on_stderr(rocscope, tied):
    run = rocscope(tied, "--ci", "bootstrap", "--seed", "1", "--report", "json")
    assert run.json()["ci"]["low"] == run.json()["ci"]["high"] == 0.5
    assert f"rocscope: note: {SAME}{BOOTSTRAP}\n" in run.err


def test_among_several_models_the_note_names_its_model(rocscope, tied, tmp_path):
    other = tmp_path / "other.csv"
    other.write_text("score,label\n0.5,1\n0.3,0\n0.9,1\n0.4,0\n0.5,0\n")
    out = rocscope(tied, other, "--report", "text").out
    assert f"  - model 'tied.csv:score': {SAME}\n" in out
    assert out.count("every score is the same") == 1


def test_the_python_interface_has_the_note():
    r = report([1, 0, 1, 0, 0], [0.5] * 5, ci=True)
    assert f"{SAME}{DELONG}" in r.notes
