"""The command line, run as a person runs it: `python main.py ...` in a subprocess."""

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"


def rocscope(*args, cwd=ROOT):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=120)


def json_report(*args):
    run = rocscope(*args, "--report", "json")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    return json.loads(run.stdout)


def one_line_error(run, status=2) -> str:
    assert run.returncode == status, (run.stdout, run.stderr)
    assert "Traceback" not in run.stderr
    assert run.stdout == ""
    lines = run.stderr.splitlines()
    assert len(lines) == 1, run.stderr
    return lines[0]


def test_the_embedded_example_as_json_matches_spec_section_4():
    report = json_report("--threshold", "0.5")
    assert list(report) == [
        "file", "score_column", "label_column", "positive", "n", "n_positive", "n_negative",
        "distinct_scores", "mixed_tie_blocks", "pairs", "auc", "rank_loss", "ties",
        "operating_point"]
    assert report["file"] == "eight samples (embedded example)"
    assert (report["n"], report["n_positive"], report["n_negative"]) == (8, 4, 4)
    assert (report["distinct_scores"], report["mixed_tie_blocks"]) == (7, 1)
    assert report["pairs"] == {"concordant": 10, "tied": 1, "discordant": 5, "total": 16}
    assert report["auc"] == {"average": 0.65625, "best": 0.6875, "worst": 0.625}
    assert report["rank_loss"] == 0.34375
    assert report["ties"] == "average"
    op = report["operating_point"]
    assert list(op) == ["threshold", "tp", "fp", "tn", "fn", "tpr", "fpr", "precision",
                        "f1", "accuracy"]
    assert (op["threshold"], op["tp"], op["fp"], op["tn"], op["fn"]) == (0.5, 2, 1, 3, 2)
    assert (op["tpr"], op["fpr"], op["accuracy"]) == (0.5, 0.25, 0.625)
    assert op["precision"] == 2 / 3 and op["f1"] == 4 / 7


def test_without_threshold_there_is_no_operating_point_and_ties_are_echoed():
    report = json_report(DATA / "formats" / "seed.csv", "--ties", "l2")
    assert "operating_point" not in report
    assert report["ties"] == "worst"
    assert (report["score_column"], report["label_column"], report["positive"]) == (
        "column 2", "column 3", "+")


def test_undefined_precision_is_null():
    report = json_report("--threshold", "1")
    assert report["operating_point"]["precision"] is None
    assert report["operating_point"]["tp"] == 0


def test_aggregated_rows_have_null_label_and_positive():
    report = json_report(DATA / "formats" / "clicks_aggregated.csv")
    assert report["label_column"] is None and report["positive"] is None
    assert report["auc"]["average"] == 5 / 6
    explicit = json_report(DATA / "formats" / "aggregated.csv", "--counts", "positives",
                           "negatives")
    assert explicit["pairs"]["concordant"] == 10


def test_the_text_report_says_the_same_for_a_person():
    run = rocscope("--report", "text", "--threshold", "0.5")
    assert run.returncode == 0 and run.stderr == ""
    out = run.stdout
    for words in ("eight samples (embedded example)", "8: 4 positive, 4 negative",
                  "16: 10 concordant, 1 tied, 5 discordant", "0.65625 = 21/32",
                  "0.6875 = 11/16", "0.625 = 5/8", "0.34375 = 11/32",
                  "TP 2  FP 1  TN 3  FN 2", "precision 0.666667", "F1 0.571429",
                  "no header row"):
        assert words in out, words


def test_dropped_rows_are_reported_in_text_and_on_stderr_for_json():
    path = DATA / "errors" / "missing_score.csv"
    text = rocscope(path, "--drop-missing", "--report", "text")
    assert text.returncode == 0
    assert "dropped 1 of 4 rows with a missing value" in text.stdout
    js = rocscope(path, "--drop-missing", "--report", "json")
    assert js.returncode == 0 and json.loads(js.stdout)["n"] == 3
    assert "rocscope: note: dropped 1 of 4 rows" in js.stderr


@pytest.mark.parametrize(("args", "words"), [
    (["errors/not_a_number.csv"],
     'rocscope: error: not_a_number.csv line 5, column "score": \'n/a\' is not a number'),
    (["errors/missing_score.csv"], "pass --drop-missing"),
    (["errors/ragged.csv"], "rocscope: error: ragged.csv line 4: 2 fields where the header"),
    (["errors/empty.csv"], "rocscope: error: empty.csv is empty"),
    (["errors/latin1.csv"], 'latin1.csv line 3, column "label"'),
    (["errors/single_class.csv"], "ROC analysis needs both classes"),
    (["errors/two_scores.csv"],
     "rocscope: error: two_scores.csv: cannot tell which column holds the scores: pass"
     " --score with 'model_a' or 'model_b'"),
    (["errors/three_labels.csv"], "pass --positive with one of 'a', 'b', 'c'"),
    (["formats/header.csv", "--positive", "yes"], "the values there are '+', '-'"),
    (["formats/header.csv", "--score", "nope"], "has no column 'nope' for --score"),
    (["no_such_file.csv"], "no_such_file.csv: no such file"),
    (["formats"], "is a folder, not a file"),
])
def test_input_errors_are_one_line_with_status_2(args, words):
    run = rocscope(*[DATA / a if i == 0 else a for i, a in enumerate(args)], "--report", "json")
    line = one_line_error(run)
    assert line.startswith("rocscope: error: ")
    assert words in line


@pytest.mark.parametrize(("args", "words"), [
    (["--ties", "sideways"], "argument --ties: invalid choice: 'sideways'"),
    (["--threshold", "inf"], "argument --threshold: must be a finite number, not 'inf'"),
    (["--threshold", "nan"], "must be a finite number"),
    (["--threshold", "high"], "argument --threshold: 'high' is not a number"),
    (["--size", "big"], "argument --size: expected WIDTHxHEIGHT"),
    (["--size", "0x10"], "out of range"),
    (["--report", "xml"], "argument --report: invalid choice: 'xml'"),
    (["--counts", "a"], "argument --counts: expected 2 arguments"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["a.csv", "b.csv"], "unrecognized arguments: b.csv"),
])
def test_usage_errors_are_one_line_with_status_2(args, words):
    line = one_line_error(rocscope(*args, "--report", "json"))
    assert line.startswith("rocscope: error: ")
    assert words in line
    assert line.endswith("(see rocscope --help)")


def test_help_documents_every_option_with_examples():
    run = rocscope("--help")
    assert run.returncode == 0
    for option in ("FILE", "--score", "--label", "--positive", "--counts", "--ties",
                   "--threshold", "--drop-missing", "--export", "--size", "--report",
                   "examples:", "exit status"):
        assert option in run.stdout, option
    assert run.stdout.count("rocscope ") >= 8


def test_a_file_needing_a_choice_lists_the_choices_and_then_works(tmp_path):
    path = tmp_path / "study.csv"
    path.write_text("gos6,outcome,gender,age,s100b\n5,Good,Female,42,0.13\n"
                    "1,Poor,Male,61,0.52\n3,Poor,Female,55,0.33\n4,Good,Male,30,0.1\n"
                    "2,Poor,Male,47,0.12\n")
    line = one_line_error(rocscope(path, "--report", "json"))
    assert "pass --score with one of 'gos6', 'age', 's100b'" in line
    assert "pass --positive with 'Good' or 'Poor'" in line
    report = json_report(path, "--score", "s100b", "--label", "outcome", "--positive", "Poor")
    assert (report["n_positive"], report["n_negative"]) == (3, 2)
    assert Fraction(report["auc"]["average"]).limit_denominator(6) == Fraction(5, 6)


def test_the_guard_turns_bugs_and_interrupts_into_one_line():
    code = (
        "import sys, argparse; sys.path.insert(0, '.');\n"
        "from core.app import cli\n"
        "def boom(o): raise ZeroDivisionError('oops')\n"
        "def stop(o): raise KeyboardInterrupt\n"
        "print(cli.guarded(boom, None), cli.guarded(stop, None), cli.guarded(lambda o: 0, None))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert run.stdout.split() == ["70", "130", "0"]
    assert run.stderr.splitlines() == [
        "rocscope: internal error: ZeroDivisionError: oops (please report this)",
        "rocscope: interrupted",
    ]


def test_parse_args_fills_every_attribute():
    sys.path.insert(0, str(ROOT))
    from core.app.cli import parse_args

    o = parse_args(["f.csv", "--counts", "p", "n", "--size", "800x600", "--export", "a.png",
                    "--export", "b.json", "--threshold", "0.25", "--drop-missing"])
    assert (o.file, o.counts, o.size, o.export, o.threshold) == (
        "f.csv", ["p", "n"], (800, 600), ["a.png", "b.json"], 0.25)
    assert (o.ties, o.report, o.drop_missing, o.score, o.label, o.positive) == (
        "average", None, True, None, None, None)
    assert parse_args([]).export == []


def test_a_pipe_is_read_once(tmp_path):
    data = (DATA / "formats" / "header.csv").read_bytes()
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "/dev/stdin", "--report",
                          "json"], input=data, cwd=ROOT, capture_output=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["auc"]["average"] == 0.65625


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("report", ["json", "text"])
def test_a_report_that_cannot_be_written_is_an_error_not_a_bug(report):
    with open("/dev/full", "w") as full:
        run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--report", report],
                             stdout=full, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                             timeout=120)
    assert run.returncode == 2
    errors = [line for line in run.stderr.splitlines() if "note:" not in line]
    assert errors == ["rocscope: error: cannot write the report to standard output:"
                      " No space left on device"]


def test_the_text_report_shows_the_threshold_as_given():
    run = rocscope("--report", "text", "--threshold", "0.123456789")
    assert run.returncode == 0
    assert "threshold    0.123456789 (score >= threshold" in run.stdout


def test_a_text_column_as_score_is_named_as_such():
    line = one_line_error(rocscope(DATA / "formats" / "seed.csv", "--score", "3",
                                   "--report", "json"))
    assert line == ('rocscope: error: seed.csv line 1, column "column 3": \'+\' is not a'
                    " number; --score needs a column of numbers, and this one holds text")


def test_bad_counts_are_one_line_naming_the_line(tmp_path):
    path = tmp_path / "agg.csv"
    path.write_text("score,pos,neg\n0.9,1,0\n0.8,inf,1\n")
    line = one_line_error(rocscope(path, "--report", "json"))
    assert line == ('rocscope: error: agg.csv line 3, column "pos": \'inf\' is not a count:'
                    " counts must be finite and less than 2**63")
