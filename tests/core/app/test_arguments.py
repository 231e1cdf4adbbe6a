"""Parsing the command line, in-process: every usage error is one line and status 2,
and the namespace holds what the rest of the program reads."""

import pytest

from core.app.cli.parser import build_parser, parse_args


@pytest.mark.parametrize(("args", "words"), [
    (["--ties", "sideways"], "argument --ties: invalid choice: 'sideways'"),
    (["--threshold", "nan"], "argument --threshold: 'nan' is not a threshold"),
    (["--threshold", "high"], "argument --threshold: 'high' is not a number"),
    (["--size", "big"], "argument --size: expected WIDTHxHEIGHT"),
    (["--size", "0x10"], "out of range"),
    (["--report", "xml"], "argument --report: invalid choice: 'xml'"),
    (["--counts", "a"], "argument --counts: expected 2 arguments"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--ci", "jackknife"], "argument --ci: invalid choice: 'jackknife' (choose from"
                            " 'delong', 'bootstrap'; a FILE goes before --ci"),
    (["--ci-level", "0"], "argument --ci-level: 0 is not a confidence level: it must be"
                          " strictly between 0 and 1"),
    (["--ci-level", "1"], "strictly between 0 and 1"),
    (["--ci-level", "95"], "argument --ci-level: 95 is not a confidence level"),
    (["--ci-level", "-0.5"], "strictly between 0 and 1"),
    (["--ci-level", "nan"], "argument --ci-level: must be a finite number, not 'nan'"),
    (["--ci-level", "high"], "argument --ci-level: 'high' is not a number"),
    (["--ci", "bootstrap", "--bootstraps", "0"], "argument --bootstraps: 0: at least 2"
                                                 " resamples are needed for a spread"),
    (["--ci", "bootstrap", "--bootstraps", "1"], "argument --bootstraps: 1: at least 2"
                                                 " resamples are needed for a spread"),
    (["--ci", "bootstrap", "--bootstraps", "1.5"], "'1.5' is not a whole number"),
    (["--ci", "bootstrap", "--seed", "-1"], "a seed cannot be negative"),
    (["--ci", "--bootstraps", "100"], "argument --bootstraps: only --ci bootstrap resamples"),
    (["--seed", "3"], "argument --seed: only --ci bootstrap draws random numbers"),
    (["--best", "median"], "argument --best: invalid choice: 'median'"),
    (["--best", "cost", "--cost-ratio", "0"], "argument --cost-ratio: 0 is not a cost ratio"),
    (["--best", "cost", "--cost-ratio", "-2"], "must be above 0"),
    (["--best", "cost", "--cost-ratio", "inf"], "must be a finite number"),
    (["--best", "youden", "--cost-ratio", "2"], "argument --cost-ratio: it weighs the costs"
                                                " of --best cost"),
    (["--best", "cost"], "argument --best: cost needs --cost-ratio R, the cost of a missed"
                         " positive over the cost of a false alarm"),
    (["--best", "cost", "--cost-ratio", "1", "--prevalence", "0"],
     "argument --prevalence: 0 is not a prevalence"),
    (["--best", "cost", "--cost-ratio", "1", "--prevalence", "1"], "strictly between 0 and 1"),
    (["--prevalence", "0.2"], "argument --prevalence: it is used by --best cost"),
    (["--partial-auc", "0.5", "0.2"], "argument --partial-auc: the range 0.5 to 0.2 is"
                                      " empty; LO must be below HI"),
    (["--partial-auc", "0.2", "0.2"], "is empty"),
    (["--partial-auc", "-0.1", "0.2"], "argument --partial-auc: -0.1 is outside [0, 1]"),
    (["--partial-auc", "0", "1.2"], "1.2 is outside [0, 1]"),
    (["--partial-auc", "0"], "argument --partial-auc: expected 2 arguments"),
    (["--partial-auc-focus", "tpr"], "argument --partial-auc-focus: give the range with"
                                     " --partial-auc LO HI"),
    (["--partial-auc", "0", "0.2", "--partial-auc-focus", "both"], "invalid choice: 'both'"),
])
def test_usage_errors_are_one_line_with_status_2(rocscope, args, words):
    line = rocscope(*args, "--report", "json").one_line_error()
    assert words in line
    assert line.endswith("(see rocscope --help)")


def test_parse_args_fills_every_attribute():
    o = parse_args(["f.csv", "--counts", "p", "n", "--size", "800x600", "--export", "a.png",
                    "--export", "b.json", "--threshold", "0.25", "--drop-missing"])
    assert (o.files, o.file, o.counts, o.size, o.export, o.threshold) == (
        ["f.csv"], "f.csv", ["p", "n"], (800, 600), ["a.png", "b.json"], 0.25)
    assert (o.ties, o.report, o.drop_missing, o.scores, o.score, o.label, o.positive) == (
        "average", None, True, [], None, None, None)
    assert (o.ci, o.ci_level, o.bootstraps, o.seed, o.id) == (None, 0.95, 2000, None, None)
    assert (o.pr, o.best, o.cost_ratio, o.prevalence, o.partial_auc, o.partial_auc_focus,
            o.hull) == (False, None, None, None, None, "fpr", False)
    empty = parse_args([])
    assert (empty.export, empty.files, empty.file, empty.scores) == ([], [], None, [])


def test_files_and_options_may_be_intermixed_and_scores_accumulate():
    o = parse_args(["a.csv", "--score", "x,y", "b.csv", "--score", "z", "-", "--ci",
                    "--id", "key"])
    assert o.files == ["a.csv", "b.csv", "-"]
    assert o.scores == ["x,y", "z"]
    assert (o.file, o.score, o.ci, o.id) == ("a.csv", "x,y", "delong", "key")


@pytest.mark.parametrize(("args", "expected"), [
    (["--ci"], ("delong", 0.95)),
    (["--ci", "bootstrap", "--ci-level", "0.9"], ("bootstrap", 0.9)),
    (["--ci", "DeLong"], ("delong", 0.95)),
    (["--ci-level", "0.99"], (None, 0.99)),
])
def test_ci_method_defaults_to_delong(args, expected):
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
    for words in ("FILE", "examples", "exit status", "'-' reads standard input"):
        assert words in run.out, words
    assert run.out.count("\n  rocscope ") >= 12
