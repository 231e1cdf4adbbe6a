"""Every numeric option at its extremes: a result or one usage line (status 2), never an
internal error; what used to overflow deep in the statistics is refused at the door."""

import pytest

from .conftest import EXAMPLES

MODELS = str(EXAMPLES / "three_models.csv")

# Values that break arithmetic or memory when taken at face value: huge, tiny,
# denormal, negative, not finite, many digits.
EXTREMES = ["99999999999999999999", "1e308", "-1e308", "5e-324", "1e-320", "-0",
            "0.9999999999999999", "inf", "nan", "1" + "0" * 400]


def _options(value):
    """Each numeric option with ``value`` and whatever it needs beside it."""
    return [
        ["--threshold", value],
        ["--ci", "--ci-level", value],
        ["--ci", "bootstrap", "--bootstraps", value, "--seed", "1"],
        ["--ci", "bootstrap", "--bootstraps", "20", "--seed", value],
        ["--best", "cost", "--cost-ratio", value],
        ["--best", "cost", "--cost-ratio", "2", "--prevalence", value],
        ["--partial-auc", "0", value],
        ["--partial-auc", value, "1"],
        ["--partial-auc", "0", value, "--partial-auc-focus", "tpr"],
    ]


@pytest.mark.parametrize("value", EXTREMES)
def test_no_numeric_option_ends_in_an_internal_error(rocscope, value):
    for options in _options(value):
        run = rocscope(MODELS, "--score", "a", *options, "--report", "json")
        assert run.status in (0, 2), (options, run.err)
        if run.status == 2:
            run.one_line_error()


@pytest.mark.parametrize(("options", "words"), [
    (["--ci", "bootstrap", "--bootstraps", "99999999999999999999"],
     "argument --bootstraps: 99999999999999999999 resamples: at most 1,000,000"),
    (["--ci", "bootstrap", "--seed", "9" * 60], "argument --seed: a number of 60 digits:"
                                                " a seed is at most 2**64 - 1"),
    (["--ci", "bootstrap", "--seed", "1" * 5000], "is not a whole number"),
    (["--best", "cost", "--cost-ratio", "1e-320"],
     "argument --cost-ratio: 1e-320 is out of range: a cost ratio is from 1e-09 to 1e+09"),
    (["--best", "cost", "--cost-ratio", "1e300"], "out of range"),
    (["--best", "cost", "--cost-ratio", "1", "--prevalence", "5e-324"],
     "argument --prevalence: 5e-324 is out of range"),
    (["--ci", "--ci-level", "0.9999999999999999"],
     "argument --ci-level: 0.9999999999999999: a confidence level can be at most 0.999999"),
    (["--engine", "duckdb", "--memory-limit", "99999999999999999999999TB"],
     "argument --memory-limit: memory limit '99999999999999999999999TB' is more than this"
     " machine's memory"),
    (["--engine", "duckdb", "--memory-limit", "10MB"], "is below 64 MiB"),
    (["--engine", "duckdb", "--memory-limit", "lots"], "is not a size such as 4GB"),
    (["--sql", ""], "argument --sql: the query is empty; give a SELECT statement"),
    (["--sql", "  \n "], "argument --sql: the query is empty"),
])
def test_out_of_range_values_are_usage_errors(rocscope, options, words):
    assert words in rocscope(*options, "--report", "json").one_line_error()


def test_a_negative_number_with_an_exponent_is_a_value_not_an_option(rocscope):
    report = rocscope(MODELS, "--score", "a", "--threshold", "-1e3", "--report", "json").json()
    assert report["operating_point"]["threshold"] == -1000.0
