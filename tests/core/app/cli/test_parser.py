"""Parsing the command line, in-process: the parser generated from the table of options
turns text into values (a word that is no value is one line and status 2), the
namespace holds every option by its name, and ``--help`` documents them all. What the
values may be, and with what, is the request's to say: see tests/core/app/test_options.py."""

import math

import pytest

from core.app.cli.parser import build_parser, parse_args
from core.app.options import OPTIONS

from ..conftest import EXAMPLES

MODELS = str(EXAMPLES / "three_models.csv")


@pytest.mark.parametrize(("args", "words"), [
    (["--threshold", "high"], "argument --threshold: 'high' is not a number"),
    (["--size", "big"], "argument --size: expected WIDTHxHEIGHT"),
    (["--size", "0x10"], "out of range"),
    (["--report", "xml"], "argument --report: invalid choice: 'xml'"),
    (["--counts", "a"], "argument --counts: expected 2 arguments"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--ci", "jackknife"], "argument --ci: invalid choice: 'jackknife' (choose from"
                            " 'delong', 'bootstrap'; a FILE goes before --ci"),
    (["--ci-level", "high"], "argument --ci-level: 'high' is not a number"),
    (["--ci", "bootstrap", "--bootstraps", "1.5"], "'1.5' is not a whole number"),
    (["--ci", "bootstrap", "--seed", "1" * 5000], "is not a whole number"),
    (["--best", "median"], "argument --best: invalid choice: 'median'"),
    (["--partial-auc", "0"], "argument --partial-auc: expected 2 arguments"),
    (["--partial-auc", "0", "0.2", "--partial-auc-focus", "both"], "invalid choice: 'both'"),
])
def test_text_that_is_no_value_is_one_line_with_status_2(rocscope, args, words):
    line = rocscope(*args, "--report", "json").one_line_error()
    assert words in line
    assert line.endswith("(see rocscope --help)")


def test_the_namespace_holds_every_option_by_its_name():
    o = parse_args(["f.csv", "--counts", "p", "n", "--size", "800x600", "--export", "a.png",
                    "--export", "b.json", "--threshold", "0.25", "--drop-missing"])
    assert (o.files, o.counts, o.size, o.export, o.threshold, o.drop_missing) == (
        ["f.csv"], ["p", "n"], (800, 600), ["a.png", "b.json"], 0.25, True)
    empty = vars(parse_args([]))
    assert set(empty) == {"files", *(row.name for row in OPTIONS)}
    given = {k: v for k, v in empty.items() if v not in (None, False, [])}
    assert given == {"engine": "auto", "plot": "roc"}  # every other default is the request's


def test_files_and_options_may_be_intermixed_and_scores_accumulate():
    o = parse_args(["a.csv", "--score", "x,y", "b.csv", "--score", "z", "-", "--ci",
                    "--id", "key"])
    assert o.files == ["a.csv", "b.csv", "-"]
    assert o.score == ["x,y", "z"]
    assert (o.ci, o.id) == (True, "key")


def test_a_double_dash_ends_the_options(rocscope, tmp_path, monkeypatch):
    o = parse_args(["a.csv", "--report", "json", "--", "-leading.csv", "--ci", "--"])
    assert o.files == ["a.csv", "-leading.csv", "--ci", "--"] and o.report == "json"
    assert o.ci is None
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-leading.csv").write_text("score,label\n0.1,0\n0.9,1\n0.5,1\n0.4,0\n")
    run = rocscope("--report", "json", "--", "-leading.csv")
    assert run.status == 0 and run.json()["file"] == "-leading.csv"


@pytest.mark.parametrize(("args", "expected"), [
    (["--ci"], (True, None)),  # DeLong's, as ci=True in Python
    (["--ci", "bootstrap", "--ci-level", "0.9"], ("bootstrap", 0.9)),
    (["--ci", "DeLong"], ("delong", None)),
    (["--ci-level", "0.99"], (None, 0.99)),
])
def test_ci_alone_is_true_and_a_method_is_its_name(args, expected):
    o = parse_args(args)
    assert (o.ci, o.ci_level) == expected


def test_extras_are_parsed():
    o = parse_args(["--pr", "--best", "cost", "--cost-ratio", "5", "--prevalence", "0.1",
                    "--partial-auc", "0", "0.2", "--partial-auc-focus", "tpr", "--hull"])
    assert (o.pr, o.best, o.cost_ratio, o.prevalence, o.partial_auc, o.partial_auc_focus,
            o.hull) == (True, "cost", 5.0, 0.1, [0.0, 0.2], "tpr", True)


def test_help_documents_every_option_with_examples(rocscope):
    run = rocscope("--help")
    assert run.status == 0
    for action in build_parser()._actions:
        for flag in action.option_strings:
            assert flag in run.out, flag
    for row in OPTIONS:
        assert f"  {row.flag}" in run.out and row.help[:30] in " ".join(run.out.split())
    for words in ("FILE", "examples", "exit status", "'-' reads standard input"):
        assert words in run.out, words
    assert run.out.count("\n  rocscope ") >= 12


@pytest.mark.parametrize(("text", "value"), [
    ("inf", math.inf), ("+inf", math.inf), ("Infinity", math.inf), ("-inf", -math.inf),
    ("-Infinity", -math.inf), ("-1e-3", -0.001), ("0.5", 0.5),
])
def test_a_threshold_may_be_infinite(text, value):
    assert parse_args(["--threshold", text, "--report", "text"]).threshold == value


@pytest.mark.parametrize("text", ["nan", "NaN", "-nan"])
def test_a_nan_threshold_is_one_line_that_says_what_to_give(rocscope, text):
    line = rocscope("--threshold", text, "--report", "text").one_line_error()
    assert "--threshold nan is not a threshold" in line
    assert "inf (nothing predicted positive) or -inf (everything predicted positive)" in line


@pytest.mark.parametrize(("text", "counts"), [
    ("inf", (0, 0, 4, 4)), ("+inf", (0, 0, 4, 4)), ("-inf", (4, 4, 0, 0)),
])
def test_the_operating_point_at_either_end_of_the_curve(rocscope, text, counts):
    # The built-in example: 4 positives and 4 negatives, scores from 0.15 to 0.77.
    op = rocscope("--threshold", text, "--report", "json").json()["operating_point"]
    assert (op["tp"], op["fp"], op["tn"], op["fn"]) == counts
    assert op["threshold"] is None  # JSON has no infinity
    out = rocscope("--threshold", text, "--report", "text").out
    tp, fp, tn, fn = counts
    assert f"confusion    TP {tp}  FP {fp}  TN {tn}  FN {fn}\n" in out
    said = ("+inf (nothing is predicted positive: the curve's start)" if tp == 0
            else "-inf (everything is predicted positive: the curve's end)")
    assert f"threshold    {said}\n" in out


def test_a_negative_number_with_an_exponent_is_a_value_not_an_option(rocscope):
    report = rocscope(MODELS, "--score", "a", "--threshold", "-1e3", "--report", "json").json()
    assert report["operating_point"]["threshold"] == -1000.0


def test_version_prints_the_package_version(rocscope):
    import tomllib
    from pathlib import Path

    with open(Path(__file__).resolve().parents[4] / "pyproject.toml", "rb") as f:
        expected = tomllib.load(f)["project"]["version"]
    run = rocscope("--version")
    assert (run.status, run.out) == (0, f"rocscope {expected}\n")
