"""Every typed error is raised, from the one hierarchy, with a message that says what."""

import numpy as np
import pytest

import core
from core import errors
from core.engine.delong import delong_variance
from core.engine.ranks import rank_table


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: core.roc_from_scores([], []), errors.EmptyInputError, "no scores"),
        (lambda: core.roc_from_scores([0.1, 0.2], [1]), errors.LengthMismatchError,
         "2 scores but 1 labels"),
        (lambda: core.roc_from_scores([0.1, np.nan, 0.3], [1, 0, 1]),
         errors.NonFiniteScoreError, "index 1 is nan"),
        (lambda: core.roc_from_scores([0.1, 0.2, np.inf], [1, 0, 1]),
         errors.NonFiniteScoreError, "index 2 is inf"),
        (lambda: core.roc_from_scores([0.1, 0.2, 0.3], [1, 0, 2]), errors.LabelError,
         "index 2 is 2"),
        (lambda: core.roc_from_scores([0.1, 0.2], [1, -1]), errors.LabelError,
         "booleans or 0/1"),
        (lambda: core.roc_from_scores([0.1, 0.2], ["yes", "no"]), errors.LabelError,
         "'yes'"),
        (lambda: core.roc_from_scores(["a", "b"], [1, 0]), errors.InputError,
         "element 0 is 'a'"),
        (lambda: core.roc_from_scores([[0.1, 0.2]], [[1, 0]]), errors.InputError,
         "one-dimensional"),
        (lambda: core.roc_from_counts([0.1, 0.2], [1, -2], [0, 1]), errors.CountError,
         "index 1 is -2"),
        (lambda: core.roc_from_counts([0.1, 0.2], [1, 2], [0.5, 1]), errors.CountError,
         "whole numbers"),
        (lambda: core.roc_from_counts([0.1, 0.2], [1, 2], [np.nan, 1]), errors.CountError,
         "finite"),
        (lambda: core.roc_from_counts([0.1, 0.2], [1, 2], [1]), errors.LengthMismatchError,
         "2 scores but 1 negative counts"),
        (lambda: core.roc_from_counts([0.1, 0.2], [0, 0], [0, 0]), errors.EmptyInputError,
         "every count is zero"),
        (lambda: core.roc_from_counts([0.1, 0.2], [2**62, 2**62], [1, 1]),
         errors.CountError, "positive counts add up to more than 2**63 - 1"),
        (lambda: core.roc_from_counts([0.1], [1], [1e19]), errors.CountError,
         "more than 2**63 - 1"),
    ],
)
def test_bad_input_raises_a_typed_error_that_says_what(call, error, words):
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, errors.RocscopeError)
    assert words in str(info.value)


def test_input_errors_are_also_value_errors():
    with pytest.raises(ValueError):
        core.roc_from_scores([0.1, 0.2], [1, 5])


@pytest.mark.parametrize("labels", [[1, 1, 1], [0, 0, 0]])
def test_single_class_reports_counts_but_refuses_auc(labels):
    curve = core.roc_from_scores([0.3, 0.2, 0.2], labels)
    assert curve.n_samples == 3 and curve.distinct_scores == 2
    assert not curve.has_both_classes
    assert curve.pairs.total == 0
    present = "positive" if labels[0] else "negative"
    for attempt in (lambda: curve.auc(), lambda: curve.aucs, lambda: curve.fpr,
                    lambda: curve.polyline("best"), lambda: curve.rank_loss,
                    lambda: core.five_formulas(curve)):
        with pytest.raises(errors.SingleClassError, match=f"both classes.*all 3 samples are {present}"):
            attempt()


@pytest.mark.parametrize("label", [1, 0])
def test_a_single_sample_is_called_the_only_one(label):
    curve = core.roc_from_scores([0.3], [label])
    present = "positive" if label else "negative"
    for attempt in (lambda: curve.auc(), lambda: delong_variance(curve),
                    lambda: rank_table([0.3], [label]).auc):
        with pytest.raises(errors.SingleClassError, match=f"but the only sample is {present}$"):
            attempt()


def test_unknown_tie_ordering_is_refused():
    with pytest.raises(ValueError, match="'sideways' is not a valid TieOrdering"):
        core.TieOrdering("sideways")
    assert core.TieOrdering("L1") is core.TieOrdering.BEST
    assert core.TieOrdering(" Worst ") is core.TieOrdering.WORST


def test_nan_threshold_is_refused():
    curve = core.roc_from_scores([0.1, 0.2], [0, 1])
    with pytest.raises(errors.InputError, match="threshold is NaN"):
        curve.operating_point(float("nan"))
