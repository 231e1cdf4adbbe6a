"""The report of one model (docs/command-line.md), in-process: keys, numbers, the text form,
notes, the direction note, and input errors."""

import itertools
import json
from fractions import Fraction

import numpy as np
import pytest

from core.app.pipeline import require_both_classes
from core.app.report.summary import EXACT_MAX_PAIRS
from core.errors import SingleClassError
from core.readers.loading import load
from tests.core.app.conftest import DATA, EXAMPLES

SECTION_4_KEYS = ["file", "engine", "score_column", "score_type", "label_column", "positive",
                  "n", "n_positive", "n_negative", "distinct_scores", "mixed_tie_blocks",
                  "pairs", "auc", "rank_loss", "ties"]


def test_the_embedded_example_as_json_matches_spec_sections_4_and_11(rocscope):
    report = rocscope("--threshold", "0.5", "--report", "json").json()
    assert list(report) == SECTION_4_KEYS + ["formulas", "exact", "operating_point", "coords"]
    assert report["file"] == "eight samples (embedded example)"
    assert (report["n"], report["n_positive"], report["n_negative"]) == (8, 4, 4)
    assert (report["distinct_scores"], report["mixed_tie_blocks"]) == (7, 1)
    assert report["pairs"] == {"concordant": 10, "tied": 1, "discordant": 5, "total": 16}
    assert report["auc"] == {"average": 0.65625, "best": 0.6875, "worst": 0.625}
    assert report["rank_loss"] == 0.34375
    assert report["ties"] == "average"
    assert report["formulas"] == {"trapezoid": 0.65625, "rank_loss": 0.65625,
                                  "mann_whitney": 0.65625, "grouped": 0.65625,
                                  "probability": 0.65625}
    assert report["exact"] == {"auc_average": "21/32", "auc_best": "11/16",
                               "auc_worst": "5/8", "rank_loss": "11/32"}
    op = report["operating_point"]
    assert list(op) == ["threshold", "tp", "fp", "tn", "fn", "tpr", "fpr", "precision",
                        "f1", "accuracy"]
    assert (op["threshold"], op["tp"], op["fp"], op["tn"], op["fn"]) == (0.5, 2, 1, 3, 2)
    assert (op["tpr"], op["fpr"], op["accuracy"]) == (0.5, 0.25, 0.625)
    assert op["precision"] == 2 / 3 and op["f1"] == 4 / 7


def brute_force(scores, labels):
    """AUC (average), best, worst and the rank loss by looking at every pair."""
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    c = sum(p > n for p, n in itertools.product(pos, neg))
    t = sum(p == n for p, n in itertools.product(pos, neg))
    total = len(pos) * len(neg)
    return (Fraction(2 * c + t, 2 * total), Fraction(c + t, total), Fraction(c, total),
            1 - Fraction(2 * c + t, 2 * total))


@pytest.mark.parametrize("seed", range(5))
def test_formulas_and_exact_fractions_match_a_pair_by_pair_count(rocscope, tmp_path, seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 60))
    scores = rng.integers(0, 6, size=n) / 4  # few values: ties everywhere
    labels = rng.integers(0, 2, size=n)
    labels[:2] = [0, 1]
    path = tmp_path / "ties.csv"
    path.write_text("score,label\n" + "".join(f"{s},{y}\n" for s, y in zip(scores, labels)))
    report = rocscope(path, "--report", "json").json()
    average, best, worst, loss = brute_force(scores, labels)
    assert [Fraction(report["exact"][k]) for k in ("auc_average", "auc_best", "auc_worst",
                                                   "rank_loss")] == [average, best, worst, loss]
    assert set(report["formulas"]) == {"trapezoid", "rank_loss", "mann_whitney", "grouped",
                                       "probability"}
    for value in report["formulas"].values():
        assert value == average.numerator / average.denominator


def test_exact_fractions_only_while_the_pairs_are_few(rocscope, tmp_path):
    side = int(EXACT_MAX_PAIRS ** 0.5) + 1  # side * side pairs: just over the bound
    path = tmp_path / "big.csv"
    rows = [f"{i / side:.6f},1\n" for i in range(side)] + [f"{i / side:.6f},0\n"
                                                           for i in range(side)]
    path.write_text("score,label\n" + "".join(rows))
    report = rocscope(path, "--report", "json").json()
    assert report["pairs"]["total"] > EXACT_MAX_PAIRS
    assert "exact" not in report and len(report["formulas"]) == 5
    text = rocscope(path, "--report", "text").out
    assert "five formulas for AUC average (all agree)" in text
    assert "/" not in text.split("AUC average")[1].splitlines()[0]


def test_the_text_report_says_the_same_for_a_person(rocscope):
    run = rocscope("--report", "text", "--threshold", "0.5")
    assert run.status == 0 and run.err == ""
    out = run.out
    for words in ("eight samples (embedded example)", "8: 4 positive, 4 negative",
                  "16: 10 concordant, 1 tied, 5 discordant", "0.65625 = 21/32",
                  "0.6875 = 11/16", "0.625 = 5/8", "0.34375 = 11/32",
                  "TP 2  FP 1  TN 3  FN 2", "precision 0.666667", "F1 0.571429",
                  "no header row", "five formulas for AUC average (all agree)",
                  "trapezoids (2.20)", "1 - rank loss (2.21, 2.22)", "Mann-Whitney rank sum",
                  "grouped by score", "pair probability"):
        assert words in out, words
    assert out.count("0.65625 = 21/32") == 6  # the AUC and each of the five formulas


def test_the_text_report_ends_with_one_newline_and_its_notes_once(rocscope):
    run = rocscope(DATA / "errors" / "missing_score.csv", "--drop-missing", "--report", "text")
    assert run.status == 0 and run.err == ""
    assert run.out.endswith("\n") and not run.out.endswith("\n\n")
    notes = run.out.split("\nnotes\n")[1].splitlines()
    assert len(notes) == 4 and len(set(notes)) == 4
    assert run.out.count("dropped 1 of 4 rows with a missing value") == 1


def test_notes_of_one_file_are_printed_once_for_several_of_its_models(rocscope):
    run = rocscope(EXAMPLES / "three_models.csv", "--score", "a,b,c", "--label", "label",
                   "--report", "text")
    assert run.status == 0 and run.err == ""
    assert run.out.count("positive label '1' (the usual reading of 1/0)") == 1
    js = rocscope(EXAMPLES / "three_models.csv", "--score", "a,b,c", "--report", "json")
    assert js.err.count("positive label '1' (the usual reading of 1/0)") == 1
    assert "rocscope: note" not in js.out and "usual reading" not in js.out


def test_dropped_rows_are_reported_in_text_and_on_stderr_for_json(rocscope):
    path = DATA / "errors" / "missing_score.csv"
    text = rocscope(path, "--drop-missing", "--report", "text")
    assert "dropped 1 of 4 rows with a missing value" in text.out
    js = rocscope(path, "--drop-missing", "--report", "json")
    assert js.json()["n"] == 3
    assert "rocscope: note: dropped 1 of 4 rows" in js.err


def test_without_threshold_there_is_no_operating_point_and_ties_are_echoed(rocscope):
    report = rocscope(DATA / "formats" / "seed.csv", "--ties", "l2", "--report", "json").json()
    assert "operating_point" not in report
    assert report["ties"] == "worst"
    assert (report["score_column"], report["label_column"], report["positive"]) == (
        "column 2", "column 3", "+")


def test_undefined_precision_is_null(rocscope):
    report = rocscope("--threshold", "1", "--report", "json").json()
    assert report["operating_point"]["precision"] is None
    assert report["operating_point"]["tp"] == 0


def test_aggregated_rows_have_null_label_and_positive(rocscope):
    report = rocscope(DATA / "formats" / "clicks_aggregated.csv", "--report", "json").json()
    assert report["label_column"] is None and report["positive"] is None
    assert report["auc"]["average"] == 5 / 6
    assert report["exact"]["auc_average"] == "5/6"
    explicit = rocscope(DATA / "formats" / "aggregated.csv", "--counts", "positives",
                        "negatives", "--report", "json").json()
    assert explicit["pairs"]["concordant"] == 10


def test_the_text_report_shows_the_threshold_as_given(rocscope):
    run = rocscope("--report", "text", "--threshold", "0.123456789")
    assert "threshold    0.123456789 (score >= threshold" in run.out


# ---- a model whose scores run the other way ----------------------------------------


def below_chance(tmp_path):
    path = tmp_path / "benign.csv"
    # P(benign), judged with malignant as the positive class.
    path.write_text("p_benign,diagnosis\n0.9,benign\n0.8,malignant\n0.7,benign\n"
                    "0.3,malignant\n0.2,benign\n0.1,malignant\n")
    return path


def test_an_auc_below_half_is_said_plainly_and_never_flipped(rocscope, tmp_path):
    path = below_chance(tmp_path)
    report = rocscope(path, "--positive", "malignant", "--report", "json").json()
    assert report["auc"]["average"] == pytest.approx(3 / 9)  # reported as it is
    assert report["positive"] == "malignant"
    assert report["direction"]["other_positive"] == "benign"
    assert "below 0.5" in report["direction"]["note"]
    assert "'benign' as the positive class" in report["direction"]["note"]
    text = rocscope(path, "--positive", "malignant", "--report", "text").out
    line = next(x for x in text.splitlines() if x.startswith("direction"))
    assert "AUC 0.333333 is below 0.5" in line and "'benign'" in line
    flipped = rocscope(path, "--positive", "benign", "--report", "json").json()
    assert flipped["auc"]["average"] == pytest.approx(6 / 9)
    assert "direction" not in flipped


def test_chance_level_is_not_below_chance(rocscope, tmp_path):
    path = tmp_path / "coin.csv"
    path.write_text("score,label\n0.5,1\n0.5,0\n")
    report = rocscope(path, "--report", "json").json()
    assert report["auc"]["average"] == 0.5 and "direction" not in report


def test_below_chance_with_several_labels_or_counts_names_no_single_other_class(rocscope,
                                                                                tmp_path):
    path = tmp_path / "three.csv"
    path.write_text("score,grade\n0.9,a\n0.8,b\n0.7,c\n0.1,a\n0.2,a\n")
    report = rocscope(path, "--positive", "a", "--report", "json").json()
    assert report["direction"]["other_positive"] is None
    counts = tmp_path / "counts.csv"
    counts.write_text("score,pos,neg\n0.9,0,3\n0.5,1,1\n0.1,3,0\n")
    report = rocscope(counts, "--report", "json").json()
    assert report["direction"]["other_positive"] is None
    assert "swap the two count columns" in report["direction"]["note"]


def test_a_single_class_error_names_the_file():
    data = load(DATA / "errors" / "single_class.csv")
    with pytest.raises(SingleClassError, match=r"^single_class\.csv: ROC analysis needs both"):
        require_both_classes(data, data.curve())


# ---- input errors -----------------------------------------------------------------


@pytest.mark.parametrize(("args", "words"), [
    (["errors/not_a_number.csv"],
     'rocscope: error: not_a_number.csv line 5, column "score": \'n/a\' is not a number'),
    (["errors/missing_score.csv"], "--drop-missing"),
    (["errors/ragged.csv"], "rocscope: error: ragged.csv line 4: 2 fields where the header"),
    (["errors/empty.csv"], "rocscope: error: empty.csv is empty"),
    (["errors/latin1.csv"], 'latin1.csv line 3, column "label"'),
    (["errors/single_class.csv"], "single_class.csv: ROC analysis needs both classes"),
    (["errors/two_scores.csv"], "'model_a' or 'model_b'"),
    (["errors/three_labels.csv"], "'a', 'b', 'c'"),
    (["formats/header.csv", "--positive", "yes"], "'+', '-'"),
    (["formats/header.csv", "--score", "nope"], "no column 'nope'"),
    (["formats/header.csv", "--score", "99"],
     "rocscope: error: header.csv has no column 99 for the score: there are only 3 columns"
     " ('id', 'score', 'label')"),
    (["formats/header.csv", "--score", "0"], "columns are numbered from 1"),
    (["no_such_file.csv"], "no_such_file.csv: no such file"),
    (["formats", "--engine", "memory"], "is a folder, not a file"),
    # A folder goes to DuckDB by default; these files do not make one table.
    (["formats"], "formats: "),
])
def test_input_errors_are_one_line_with_status_2(rocscope, args, words):
    run = rocscope(*[DATA / a if i == 0 else a for i, a in enumerate(args)], "--report", "json")
    assert words in run.one_line_error()


def test_a_file_needing_a_choice_lists_the_choices_and_then_works(rocscope, tmp_path):
    path = tmp_path / "study.csv"
    path.write_text("gos6,outcome,gender,age,s100b\n5,Good,Female,42,0.13\n"
                    "1,Poor,Male,61,0.52\n3,Poor,Female,55,0.33\n4,Good,Male,30,0.1\n"
                    "2,Poor,Male,47,0.12\n")
    line = rocscope(path, "--report", "json").one_line_error()
    assert "'gos6', 'age', 's100b'" in line
    assert "'Good' or 'Poor'" in line
    report = rocscope(path, "--score", "s100b", "--label", "outcome", "--positive", "Poor",
                      "--report", "json").json()
    assert (report["n_positive"], report["n_negative"]) == (3, 2)
    assert Fraction(report["exact"]["auc_average"]) == Fraction(5, 6)


def test_a_text_column_as_score_is_named_as_such(rocscope):
    line = rocscope(DATA / "formats" / "seed.csv", "--score", "3", "--report",
                    "json").one_line_error()
    assert line.startswith('rocscope: error: seed.csv line 1, column "column 3": \'+\' is'
                           " not a number")


def test_bad_counts_are_one_line_naming_the_line(rocscope, tmp_path):
    path = tmp_path / "agg.csv"
    path.write_text("score,pos,neg\n0.9,1,0\n0.8,inf,1\n")
    line = rocscope(path, "--report", "json").one_line_error()
    assert line.startswith('rocscope: error: agg.csv line 3, column "pos": \'inf\' is not a'
                           " count")


def test_the_json_is_strict(rocscope, tmp_path):
    """No NaN or Infinity tokens, whatever is asked for."""
    path = tmp_path / "tiny.csv"
    path.write_text("score,label\n0.9,1\n0.1,0\n")
    out = rocscope(path, "--threshold", "5", "--report", "json").out
    json.loads(out, parse_constant=lambda c: pytest.fail(f"{c} in the JSON"))


def test_a_file_name_holding_a_line_break_stays_on_its_row(rocscope, tmp_path):
    path = tmp_path / "two\nlines.csv"
    path.write_text("score,label\n0.1,0\n0.9,1\n0.5,1\n0.4,0\n")
    run = rocscope(path, "--report", "text")
    assert run.status == 0
    rows = [line for line in run.out.splitlines() if line.startswith("file")]
    assert len(rows) == 1 and rows[0].endswith(repr(str(path)))
    assert "lines.csv" not in run.out.replace(repr(str(path)), "")
