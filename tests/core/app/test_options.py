"""The one table of options (``core.app.options.OPTIONS``): every data and analysis
option of the command line is a keyword of ``rocscope.report``, ``figure`` and ``show``
meaning what its flag means; every value and combination refused is refused from both,
as an ``InputError`` naming the same option; and a report from Python is the command
line's JSON, to the bit. The cases are generated from the table: a new option without a
sample here fails."""

from __future__ import annotations

import importlib
import inspect
import json

import pytest

import gui.api
from core.app import api
from core.app.api.options import KEYWORDS, request_of
from core.app.cli.parser import parse_args
from core.app.options import OPTION, OPTIONS
from core.app.request import Request
from core.errors import InputError

from .conftest import EXAMPLES

CLICKS = str(EXAMPLES / "clicks_by_user.csv")
THREE = str(EXAMPLES / "three_models.csv")

#: A call that each option makes sense in, with what it needs beside it.
SAMPLES = {
    "score": {"score": "a"}, "label": {"label": "y"}, "positive": {"positive": "Poor"},
    "counts": {"counts": ("p", "n")}, "drop_missing": {"drop_missing": True},
    "weight": {"weight": "w"},
    "id": {"id": "key"}, "ties": {"ties": "worst"}, "threshold": {"threshold": 0.5},
    "ci": {"ci": "bootstrap"}, "ci_level": {"ci_level": 0.9},
    "bootstraps": {"ci": "bootstrap", "bootstraps": 500},
    "seed": {"ci": "bootstrap", "seed": 1}, "pr": {"pr": True}, "best": {"best": "youden"},
    "cost_ratio": {"best": "cost", "cost_ratio": 2.0},
    "prevalence": {"best": "cost", "cost_ratio": 2.0, "prevalence": 0.1},
    "partial_auc": {"partial_auc": (0.0, 0.2)},
    "partial_auc_focus": {"partial_auc": (0.0, 0.2), "partial_auc_focus": "tpr"},
    "hull": {"hull": True}, "band": {"band": True, "seed": 3, "bootstraps": 200},
    "band_step": {"band": True, "band_step": 0.25, "seed": 3, "bootstraps": 200},
    "at_specificity": {"at_specificity": 0.9},
    "at_sensitivity": {"at_sensitivity": 0.95}, "test": {"test": "bootstrap"},
    "alternative": {"alternative": "greater"}, "unpaired": {"unpaired": True},
    "group": {"group": "user"},
    "group_table": {"group": "user", "group_table": True}, "fold": {"fold": "fold"},
    "fold_average": {"fold": "fold", "fold_average": "threshold"},
    "multiclass": {"multiclass": True}, "classes": {"classes": "a,b,c"},
    "engine": {"engine": "duckdb"}, "sql": {"sql": "SELECT 1 AS s, 0 AS y"},
    "memory_limit": {"engine": "duckdb", "memory_limit": "512MB"},
}
DATA_OPTIONS = [row.name for row in OPTIONS if not row.output]


def argv(options: dict) -> list[str]:
    """Keywords as the command line writes them."""
    out = []
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        values = value if isinstance(value, tuple) else () if value is True else (value,)
        out += [flag, *map(str, values)]
    return out


def command_line(*args) -> Request:
    return Request.from_options(parse_args([str(a) for a in args]), flags=True)


def test_every_data_and_analysis_option_has_a_sample():
    assert sorted(SAMPLES) == sorted(DATA_OPTIONS)
    # weights= is weight= (a column) that also takes an array, as scikit-learn's
    # sample_weight: the one keyword besides the table's and name=.
    assert set(KEYWORDS) == {"name", "weights", *DATA_OPTIONS}


@pytest.mark.parametrize("name", DATA_OPTIONS)
def test_a_keyword_is_the_request_its_flag_makes(name):
    assert request_of((), SAMPLES[name]) == command_line(*argv(SAMPLES[name]))


@pytest.mark.parametrize("name", DATA_OPTIONS)
@pytest.mark.parametrize("call", ["report", "figure", "show"])
def test_every_option_is_a_keyword_of_report_figure_and_show(call, name, monkeypatch):
    seen = []

    def spy(data, options, **output):
        seen.append(options)
        raise LookupError("nothing is loaded or drawn here")

    for module in ("core.app.api", "gui.api.figure", "gui.api.live"):
        monkeypatch.setattr(importlib.import_module(module), "request_of", spy)
    function = {"report": api.report, "figure": gui.api.figure, "show": gui.api.show}[call]
    with pytest.raises(LookupError):
        function(**SAMPLES[name])
    assert seen == [SAMPLES[name]]  # and request_of takes them, as the test above shows


@pytest.mark.parametrize("call", ["report", "figure", "show"])
def test_the_signature_lists_every_keyword_with_a_default_that_changes_nothing(call):
    function = {"report": api.report, "figure": gui.api.figure, "show": gui.api.show}[call]
    parameters = inspect.signature(function).parameters
    assert set(KEYWORDS) <= set(parameters)  # help() and an editor see them
    shown = {k: parameters[k].default for k in KEYWORDS}
    assert request_of((), shown) == request_of((), {})


def test_an_unknown_keyword_is_a_type_error_everywhere():
    for function in (api.report, gui.api.figure, gui.api.show):
        with pytest.raises(TypeError, match="colour"):
            function([1, 0], [0.6, 0.4], colour="red")


def refusals():
    """``(option refused, keywords, data)``: each rule of the table broken once."""
    for row in OPTIONS:
        value = SAMPLES.get(row.name, {}).get(row.name)
        if row.only_with is not None:
            yield row.name, {row.name: value}, ()
        for other, values in row.not_with:
            clash = SAMPLES[other][other] if values is None else values[0]
            yield row.name, {row.name: value, other: clash}, ()
    yield "cost_ratio", {"best": "cost"}, ()
    yield "sql", {"sql": "SELECT 1 AS s, 0 AS y"}, (THREE,)
    yield "multiclass", {"multiclass": True}, (THREE, CLICKS)


@pytest.mark.parametrize(("option", "keywords", "data"), list(refusals()))
def test_a_combination_is_refused_from_both_naming_the_same_option(option, keywords, data,
                                                                   rocscope):
    with pytest.raises(InputError) as python:
        api.report(*data, **keywords)
    with pytest.raises(InputError) as flags:
        command_line(*data, *argv(keywords))
    assert python.value.option == flags.value.option == option
    assert option in str(python.value)
    line = rocscope(*data, *argv(keywords), "--report", "json").one_line_error()
    assert OPTION[option].flag in line and line.endswith("(see rocscope --help)")


@pytest.mark.parametrize(("keywords", "data"), [
    ({"classes": "a,b,c", "threshold": 0.5}, ()), ({"classes": "a,b,c", "ties": "worst"}, ()),
    ({"classes": "a,b,c"}, (THREE, CLICKS)),
])
def test_a_multiclass_implied_by_classes_is_refused_as_classes(keywords, data):
    # The user wrote classes, not multiclass: the refusal names what was written.
    with pytest.raises(InputError) as python:
        api.report(*data, **keywords)
    with pytest.raises(InputError) as flags:
        command_line(*data, *argv(keywords))
    assert python.value.option == flags.value.option == "classes"
    assert str(flags.value).startswith("--classes a,b,c")
    assert str(python.value).startswith("classes='a,b,c'")


@pytest.mark.parametrize(("option", "keywords", "words", "flag_words"), [
    ("ci_level", {"ci_level": 95}, "ci_level=95 is not a confidence level: it must be"
     " strictly between 0 and 1 (0.95 for 95%)", "--ci-level 95 is not a confidence level"),
    ("ci_level", {"ci_level": 0}, "ci_level=0 is not a confidence level", "--ci-level 0 is"),
    ("ci_level", {"ci_level": 1.0}, "strictly between 0 and 1", "strictly between 0 and 1"),
    ("ci_level", {"ci_level": float("nan")}, "ci_level=nan: must be a finite number",
     "--ci-level nan: must be a finite number"),
    ("ci_level", {"ci_level": 0.9999999999999999}, "a confidence level can be at most"
     " 0.999999", "--ci-level 0.9999999999999999: a confidence level can be at most 0.999999"),
    ("bootstraps", {"ci": "bootstrap", "bootstraps": 1}, "bootstraps=1: at least 2 resamples"
     " are needed for a spread", "--bootstraps 1: at least 2 resamples"),
    ("bootstraps", {"ci": "bootstrap", "bootstraps": 99999999999999999999},
     "at most 1,000,000 resamples", "at most 1,000,000 resamples (2000 is usual)"),
    ("seed", {"ci": "bootstrap", "seed": -1}, "seed=-1: a seed cannot be negative",
     "--seed -1: a seed cannot be negative"),
    ("seed", {"ci": "bootstrap", "seed": 10**60}, "a seed is at most 2**64 - 1",
     "a seed is at most 2**64 - 1"),
    ("cost_ratio", {"best": "cost", "cost_ratio": 0}, "cost_ratio=0 is not a cost ratio",
     "--cost-ratio 0 is not a cost ratio"),
    ("cost_ratio", {"best": "cost", "cost_ratio": -2}, "must be above 0", "must be above 0"),
    ("cost_ratio", {"best": "cost", "cost_ratio": 1e-320}, "cost_ratio=1e-320 is out of"
     " range: a cost ratio is from 1e-09 to 1e+09", "--cost-ratio 1e-320 is out of range"),
    ("cost_ratio", {"best": "cost", "cost_ratio": 1e300}, "out of range", "out of range"),
    ("prevalence", {"best": "cost", "cost_ratio": 1, "prevalence": 1.5}, "prevalence=1.5 is"
     " not a prevalence", "--prevalence 1.5 is not a prevalence"),
    ("prevalence", {"best": "cost", "cost_ratio": 1, "prevalence": 5e-324}, "out of range",
     "--prevalence 5e-324 is out of range"),
    ("partial_auc", {"partial_auc": (0.5, 0.2)}, "partial_auc=(0.5, 0.2): the range is"
     " empty", "--partial-auc 0.5 0.2: the range is empty"),
    ("partial_auc", {"partial_auc": (0.2, 0.2)}, "is empty", "is empty"),
    ("partial_auc", {"partial_auc": (-0.1, 0.2)}, "is outside [0, 1]",
     "--partial-auc -0.1 0.2 is outside [0, 1]"),
    ("threshold", {"threshold": float("nan")}, "threshold=nan is not a threshold",
     "--threshold nan is not a threshold: give a number, or inf (nothing predicted positive)"
     " or -inf (everything predicted positive)"),
    ("ties", {"ties": "sideways"}, "ties='sideways': use 'average', 'best' or 'worst'",
     "--ties sideways: use 'average', 'best' or 'worst'"),
    ("classes", {"classes": "a,,b"}, "an empty class between commas",
     "--classes a,,b: an empty class between commas"),
    ("sql", {"sql": "  \n "}, "the query is empty", "--sql '  \\n ': the query is empty"),
    ("memory_limit", {"engine": "duckdb", "memory_limit": "99999999999999999999999TB"},
     "is more than this machine's memory", "is more than this machine's memory"),
    ("memory_limit", {"engine": "duckdb", "memory_limit": "10MB"}, "is below 64 MiB",
     "is below 64 MiB"),
    ("memory_limit", {"engine": "duckdb", "memory_limit": "lots"}, "is not a size such as 4GB",
     "is not a size such as 4GB"),
])
def test_a_value_is_refused_from_both_naming_the_same_option(option, keywords, words,
                                                             flag_words, rocscope):
    with pytest.raises(InputError) as python:
        api.report(**keywords)
    assert python.value.option == option and words in str(python.value)
    line = rocscope(*argv(keywords), "--report", "json").one_line_error()
    assert flag_words in line


@pytest.mark.parametrize(("keywords", "option"), [
    ({"ci": "wald"}, "ci"), ({"best": "median"}, "best"), ({"engine": "gpu"}, "engine"),
    ({"threshold": "0.5"}, "threshold"), ({"pr": "yes"}, "pr"), ({"score": 1.5}, "score"),
    ({"score": []}, "score"), ({"counts": ("a",)}, "counts"), ({"partial_auc": 0.2},
                                                              "partial_auc"),
    ({"counts": 5}, "counts"), ({"counts": {"p", "n"}}, "counts"),
])
def test_a_python_value_of_the_wrong_kind_names_its_keyword(keywords, option):
    # The command line's parser turns text into these kinds, or refuses the text.
    with pytest.raises(InputError) as caught:
        api.report(**keywords)
    assert caught.value.option == option


def test_one_class_alone_is_the_command_lines_one_class():
    # Refused with the data in hand ("class '5' has no sample"), as --classes 5 is.
    assert request_of((), {"classes": 5}) == command_line("--classes", "5")
    assert request_of((), {"classes": ["a", 2]}).load.classes == ("a", "2")


# Values that break arithmetic or memory when taken at face value: huge, tiny, denormal,
# negative, not finite, many digits.
EXTREMES = ["99999999999999999999", "1e308", "-1e308", "5e-324", "1e-320", "-0",
            "0.9999999999999999", "inf", "nan", "1" + "0" * 400]


@pytest.mark.parametrize("value", EXTREMES)
def test_no_numeric_option_ends_in_an_internal_error(rocscope, value):
    for options in (["--threshold", value], ["--ci", "--ci-level", value],
                    ["--ci", "bootstrap", "--bootstraps", value, "--seed", "1"],
                    ["--ci", "bootstrap", "--bootstraps", "20", "--seed", value],
                    ["--best", "cost", "--cost-ratio", value],
                    ["--best", "cost", "--cost-ratio", "2", "--prevalence", value],
                    ["--partial-auc", "0", value], ["--partial-auc", value, "1"],
                    ["--partial-auc", "0", value, "--partial-auc-focus", "tpr"]):
        run = rocscope(THREE, "--score", "a", *options, "--report", "json")
        assert run.status in (0, 2), (options, run.err)
        if run.status == 2:
            run.one_line_error()


def test_a_python_report_is_the_command_lines_json_to_the_bit(rocscope):
    cli = rocscope(CLICKS, "--group", "user", "--report", "json")
    r = api.report(CLICKS, group="user")
    assert json.dumps(r.to_dict(), indent=2) + "\n" == cli.out
    assert r.to_dict()["groups"]["n_used"] > 1
