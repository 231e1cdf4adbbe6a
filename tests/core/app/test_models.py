"""Several models (docs/mathematics.md), in-process: which models, their names, which are paired, the
comparisons against a pair-by-pair DeLong oracle, confidence intervals, and bad input."""

import itertools
import json
import math

import numpy as np
import pytest
from scipy import stats

from core.app.pipeline import load_models, model_names, pairing
from core.app.pipeline import reading as models_module  # where a data set is read
from core.app.request import LoadRequest, ModelSource
from tests.core.app.conftest import EXAMPLES

THREE = EXAMPLES / "three_models.csv"


def load(sources, scores=(), **choices):
    """The models of these files (paths), as the command line would load them."""
    return load_models(LoadRequest(sources=tuple(ModelSource(s) for s in sources),
                                   scores=tuple(scores), **choices))


# ---- an oracle: DeLong's structural components, pair by pair ------------------------


def components(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    psi = np.array([[1.0 if p > n else 0.5 if p == n else 0.0 for n in neg] for p in pos])
    return psi.mean(axis=1), psi.mean(axis=0)


def delong_paired_oracle(a, b, labels, level=0.95):
    v10a, v01a = components(a, labels)
    v10b, v01b = components(b, labels)
    m, n = len(v10a), len(v01a)
    s10 = np.cov(np.vstack([v10a, v10b]), ddof=1)
    s01 = np.cov(np.vstack([v01a, v01b]), ddof=1)
    cov = s10 / m + s01 / n
    diff = v10a.mean() - v10b.mean()
    se = math.sqrt(cov[0, 0] + cov[1, 1] - 2 * cov[0, 1])
    z = diff / se
    q = stats.norm.ppf(0.5 + level / 2)
    return diff, z, 2 * stats.norm.sf(abs(z)), (diff - q * se, diff + q * se)


def delong_variance_oracle(scores, labels):
    v10, v01 = components(scores, labels)
    return v10.mean(), v10.var(ddof=1) / len(v10) + v01.var(ddof=1) / len(v01)


def delong_unpaired_oracle(a, la, b, lb):
    auc_a, var_a = delong_variance_oracle(a, la)
    auc_b, var_b = delong_variance_oracle(b, lb)
    d = (auc_a - auc_b) / math.sqrt(var_a + var_b)
    df = (var_a + var_b) ** 2 / (var_a ** 2 / (len(a) - 1) + var_b ** 2 / (len(b) - 1))
    return auc_a - auc_b, d, 2 * stats.t.sf(abs(d), df)


def read_three():
    rows = [line.split(",") for line in THREE.read_text().splitlines()[1:]]
    labels = [int(r[1]) for r in rows]
    return {name: [float(r[i]) for r in rows] for i, name in ((2, "a"), (3, "b"), (4, "c"))}, \
        labels, rows


# ---- which models, and their names ------------------------------------------------------


@pytest.mark.parametrize("scores", [["a,b,c"], ["a", "b", "c"], ["a,b", "c"], ["3,4", "c"],
                                    [" a , b ", "5"]])
def test_score_columns_repeated_or_comma_separated(rocscope, scores):
    args = [a for s in scores for a in ("--score", s)]
    report = rocscope(THREE, *args, "--report", "json").json()
    assert [m["name"] for m in report["models"]] == ["a", "b", "c"]
    assert [m["score_column"] for m in report["models"]] == ["a", "b", "c"]
    assert [(c["a"], c["b"]) for c in report["comparisons"]] == [("a", "b"), ("a", "c"),
                                                                 ("b", "c")]
    assert all(c["paired"] for c in report["comparisons"])


def test_the_order_given_is_kept(rocscope):
    report = rocscope(THREE, "--score", "c,a", "--report", "json").json()
    assert [m["name"] for m in report["models"]] == ["c", "a"]
    only = report["comparisons"][0]
    assert (only["a"], only["b"]) == ("c", "a")
    assert only["difference"] == pytest.approx(report["models"][0]["auc"]["average"]
                                               - report["models"][1]["auc"]["average"],
                                               abs=1e-15)


def test_a_file_is_read_once_for_several_score_columns(monkeypatch):
    calls = []
    real = models_module.read_selected

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(models_module, "read_selected", counting)
    models = load([THREE], ["a,b", "c"])
    assert len(models) == 3 and len(calls) == 1


def test_names_are_columns_or_file_and_column_where_ambiguous(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir(), two.mkdir()
    text = THREE.read_text()
    for path in (one / "x.csv", two / "x.csv", tmp_path / "y.csv"):
        path.write_text(text)
    models = load([tmp_path / "y.csv", one / "x.csv"],
                         ["a", "b"])
    assert [m.name for m in models] == ["y.csv:a", "y.csv:b", "x.csv:a", "x.csv:b"]
    models = load([one / "x.csv", two / "x.csv"], ["c"])
    assert [m.name for m in models] == [f"{one / 'x.csv'}:c", f"{two / 'x.csv'}:c"]
    both = load([THREE], ["a,b"])
    assert model_names(both) == ["a", "b"]


# ---- paired or not -------------------------------------------------------------------


def write_model(path, rows, column, order=None, extra=""):
    order = range(len(rows)) if order is None else order
    path.write_text("id,label,score\n" + "".join(
        f"{rows[i][0]},{rows[i][1]},{rows[i][column]}\n" for i in order) + extra)
    return path


def test_paired_comparisons_agree_with_the_pair_by_pair_oracle(rocscope):
    scores, labels, _ = read_three()
    report = rocscope(THREE, "--score", "a,b,c", "--ci-level", "0.9", "--report",
                      "json").json()
    for c in report["comparisons"]:
        diff, z, p, (low, high) = delong_paired_oracle(scores[c["a"]], scores[c["b"]],
                                                       labels, 0.9)
        assert c["paired"] is True and c["method"] == "delong"
        assert c["difference"] == pytest.approx(diff, abs=1e-12)
        assert c["z"] == pytest.approx(z, rel=1e-9)
        assert c["p"] == pytest.approx(p, rel=1e-9)
        assert c["ci"] == pytest.approx({"level": 0.9, "low": low, "high": high}, rel=1e-9)
        assert list(c) == ["a", "b", "paired", "method", "alternative", "difference", "z", "p",
                           "ci"]


def test_files_with_the_same_rows_and_labels_are_paired(rocscope, tmp_path):
    _, _, rows = read_three()
    a = write_model(tmp_path / "a.csv", rows, 2)
    b = write_model(tmp_path / "b.csv", rows, 3)
    joint = rocscope(THREE, "--score", "a,b", "--report", "json").json()["comparisons"][0]
    report = rocscope(a, b, "--report", "json").json()
    assert [m["name"] for m in report["models"]] == ["a.csv:score", "b.csv:score"]
    c = report["comparisons"][0]
    assert c["paired"] is True
    assert (c["z"], c["p"]) == (joint["z"], joint["p"])


def test_shuffled_rows_are_unpaired_unless_matched_by_id(rocscope, tmp_path):
    scores, labels, rows = read_three()
    order = np.random.default_rng(1).permutation(len(rows))
    a = write_model(tmp_path / "a.csv", rows, 2)
    b = write_model(tmp_path / "b.csv", rows, 3, order)
    run = rocscope(a, b, "--report", "json")
    c = run.json()["comparisons"][0]
    assert c["paired"] is False
    diff, d, p = delong_unpaired_oracle(scores["a"], labels, scores["b"], labels)
    assert (c["difference"], c["z"], c["p"]) == pytest.approx((diff, d, p), rel=1e-9)
    assert "compared unpaired (labels differ at data row" in run.err
    matched = rocscope(a, b, "--id", "id", "--report", "json").json()["comparisons"][0]
    joint = rocscope(THREE, "--score", "a,b", "--report", "json").json()["comparisons"][0]
    assert matched["paired"] is True
    assert (matched["z"], matched["p"]) == pytest.approx((joint["z"], joint["p"]), rel=1e-12)


def test_different_numbers_of_rows_are_unpaired(rocscope, tmp_path):
    scores, labels, rows = read_three()
    a = write_model(tmp_path / "a.csv", rows, 2)
    b = write_model(tmp_path / "b.csv", rows[:-3], 3)
    run = rocscope(a, b, "--report", "text")
    assert run.status == 0
    assert "unpaired" in run.out and "D " in run.out
    assert "(24 rows against 21)" in run.out
    n = len(rows) - 3
    c = rocscope(a, b, "--report", "json").json()["comparisons"][0]
    diff, d, p = delong_unpaired_oracle(scores["a"], labels, scores["b"][:n], labels[:n])
    assert (c["z"], c["p"]) == pytest.approx((d, p), rel=1e-9)


def test_pairing_says_why():
    _, _, rows = read_three()
    models = load([THREE], ["a,b"])
    assert [(p.a, p.b, p.paired, p.reason) for p in pairing(models)] == [
        (0, 1, True, "same file, same rows")]


def test_aggregated_rows_of_two_files_are_paired_by_counts(rocscope, tmp_path):
    a = tmp_path / "a.csv"
    b = tmp_path / "b.csv"
    a.write_text("score,pos,neg\n0.9,3,1\n0.7,2,2\n0.5,1,3\n0.3,0,4\n0.2,2,1\n")
    b.write_text("score,pos,neg\n0.6,3,1\n0.8,2,2\n0.5,1,3\n0.1,0,4\n0.3,2,1\n")
    c = rocscope(a, b, "--report", "json").json()["comparisons"][0]
    assert c["paired"] is True
    # The same samples, one row each: the paired test of the expanded labels.
    counts = [(3, 1), (2, 2), (1, 3), (0, 4), (2, 1)]
    sa, sb = [0.9, 0.7, 0.5, 0.3, 0.2], [0.6, 0.8, 0.5, 0.1, 0.3]
    xa, xb, y = [], [], []
    for (p, n), s, t in zip(counts, sa, sb):
        xa += [s] * (p + n)
        xb += [t] * (p + n)
        y += [1] * p + [0] * n
    diff, z, p, _ = delong_paired_oracle(xa, xb, y)
    assert (c["difference"], c["z"], c["p"]) == pytest.approx((diff, z, p), rel=1e-9)


# ---- confidence intervals ----------------------------------------------------------------


def test_delong_ci_of_one_model_matches_the_oracle(rocscope):
    scores, labels, _ = read_three()
    report = rocscope(THREE, "--score", "b", "--ci", "--ci-level", "0.9", "--report",
                      "json").json()
    auc, var = delong_variance_oracle(scores["b"], labels)
    q = stats.norm.ppf(0.95)
    ci = report["ci"]
    assert list(ci) == ["method", "level", "low", "high", "se"]
    assert ci["method"] == "delong" and ci["level"] == 0.9
    assert (ci["low"], ci["high"], ci["se"]) == pytest.approx(
        (auc - q * math.sqrt(var), auc + q * math.sqrt(var), math.sqrt(var)), rel=1e-9)
    assert "name" not in report and "models" not in report


def test_every_model_gets_its_ci_and_the_text_clips_only_for_display(rocscope):
    run = rocscope(THREE, "--score", "a,b,c", "--ci", "--report", "text")
    assert run.status == 0
    assert run.out.count("AUC average 95% CI") == 3 and "(DeLong, SE " in run.out
    report = rocscope(THREE, "--score", "a,b,c", "--ci", "--report", "json").json()
    assert all(list(m)[0] == "name" and "ci" in m for m in report["models"])


def test_a_seeded_bootstrap_is_repeatable(rocscope):
    args = (THREE, "--score", "a", "--ci", "bootstrap", "--bootstraps", "300", "--report",
            "json")
    first = rocscope(*args, "--seed", "7").json()["ci"]
    again = rocscope(*args, "--seed", "7").json()["ci"]
    other = rocscope(*args, "--seed", "8").json()["ci"]
    assert first == again and first != other
    assert first["method"] == "bootstrap"
    delong = rocscope(THREE, "--score", "a", "--ci", "--report", "json").json()["ci"]
    assert abs(first["low"] - delong["low"]) < 0.1 and abs(first["high"] - delong["high"]) < 0.1


# ---- bad input ------------------------------------------------------------------------


def test_a_score_column_that_does_not_exist(rocscope):
    line = rocscope(THREE, "--score", "a,zz", "--report", "json").one_line_error()
    assert "three_models.csv has no column 'zz'" in line


def test_a_score_column_asked_for_twice(rocscope):
    line = rocscope(THREE, "--score", "a,3", "--report", "json").one_line_error()
    assert "score column 'a' is asked for twice" in line


def test_an_empty_name_between_commas(rocscope):
    line = rocscope(THREE, "--score", "a,,b", "--report", "json").one_line_error()
    assert "an empty name between commas" in line


@pytest.mark.parametrize("ask", [["--ci"], ["--ci", "bootstrap", "--seed", "1"], []])
def test_a_class_with_one_sample_reports_without_the_interval_and_says_why(rocscope,
                                                                          tmp_path, ask):
    path = tmp_path / "lonely.csv"
    path.write_text("x,y,label\n0.9,0.1,1\n0.8,0.7,0\n0.4,0.5,0\n0.2,0.3,0\n")
    scores = ["x"] if ask else ["x,y"]  # two models compare even without --ci
    run = rocscope(path, "--score", *scores, *ask, "--report", "json")
    assert run.status == 0 and "nan" not in run.out.lower()
    report = json.loads(run.out)
    if ask:
        assert report["ci"] is None and report["auc"]["average"] == 1.0
        why = report["ci_problem"]
    else:
        comparison, = report["comparisons"]
        assert comparison["p"] is None and comparison["ci"]["low"] is None
        why = comparison["problem"]
    assert "one" in why and "sample" in why
    text = rocscope(path, "--score", *scores, *ask, "--report", "text").out
    assert "undefined: " in text and why in text


def test_models_whose_ids_do_not_match(rocscope, tmp_path):
    _, _, rows = read_three()
    a = write_model(tmp_path / "a.csv", rows, 2)
    b = write_model(tmp_path / "b.csv", rows[1:], 3)
    line = rocscope(a, b, "--id", "id", "--report", "json").one_line_error()
    assert "the labels of b.csv cannot be matched to those of a.csv" in line
    assert "b.csv has no sample 's01', which a.csv has" in line


def test_one_sample_with_two_labels_cannot_be_matched(rocscope, tmp_path):
    _, _, rows = read_three()
    changed = [list(r) for r in rows]
    changed[4][1] = "1" if changed[4][1] == "0" else "0"
    a = write_model(tmp_path / "a.csv", rows, 2)
    b = write_model(tmp_path / "b.csv", changed, 3)
    line = rocscope(a, b, "--id", "id", "--report", "json").one_line_error()
    assert "sample 's05' has a different label in each file" in line


def test_an_id_given_twice(rocscope, tmp_path):
    _, _, rows = read_three()
    a = write_model(tmp_path / "a.csv", rows, 2, extra="s03,0,0.5\n")
    b = write_model(tmp_path / "b.csv", rows, 3)
    line = rocscope(a, b, "--id", "id", "--report", "json").one_line_error()
    assert "id 's03' occurs more than once in column 'id'" in line


def test_an_id_column_that_does_not_exist(rocscope):
    line = rocscope(THREE, EXAMPLES / "model_a.csv", "--score", "a", "--id", "key",
                    "--report", "json").one_line_error()
    assert "has no column 'key'" in line


def test_identical_paired_models_differ_by_zero_with_p_one(rocscope, tmp_path):
    path = tmp_path / "twins.csv"
    path.write_text("a,b,label\n" + "".join(
        f"{s},{s},{y}\n" for s, y in zip([0.9, 0.8, 0.6, 0.4, 0.3], [1, 0, 1, 0, 0])))
    [comparison] = rocscope(path, "--score", "a,b", "--report", "json").json()["comparisons"]
    assert (comparison["difference"], comparison["z"], comparison["p"]) == (0.0, 0.0, 1.0)
    assert (comparison["ci"]["low"], comparison["ci"]["high"]) == (0.0, 0.0)


def test_dash_is_standard_input_and_only_once(rocscope):
    text = THREE.read_bytes()
    report = rocscope("-", "--score", "a,b", "--report", "json", stdin=text).json()
    assert [m["file"] for m in report["models"]] == ["standard input"] * 2
    line = rocscope("-", "-", "--report", "json", stdin=text).one_line_error()
    assert "'-' (standard input) is given more than once" in line


def test_choices_apply_to_every_file(tmp_path):
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    a.write_text("s,outcome\n0.9,Poor\n0.2,Good\n0.6,Poor\n0.5,Good\n")
    b.write_text("t,outcome\n0.8,Poor\n0.3,Good\n0.4,Poor\n0.7,Good\n")
    models = load([a, b],
                         label="outcome", positive="Poor")
    assert [m.curve.n_positive for m in models] == [2, 2]
    assert [m.name for m in models] == ["s", "t"]
    assert all(p.paired for p in pairing(models))


def test_a_file_given_twice(rocscope):
    line = rocscope(THREE, EXAMPLES / ".." / "examples" / "three_models.csv", "--report",
                    "json").one_line_error()
    assert "three_models.csv is given twice" in line


def test_every_pair_in_order():
    models = load([THREE], ["a,b,c"])
    assert [(p.a, p.b) for p in pairing(models)] == list(itertools.combinations(range(3), 2))


def test_a_several_model_report_in_text(rocscope):
    run = rocscope(THREE, "--score", "a,b,c", "--report", "text")
    assert run.status == 0 and run.err == ""
    out = run.out
    for k, name in enumerate("abc", 1):
        assert f"model {k}: {name}\n" in out
    assert "comparisons (DeLong; 95% CI of the difference in AUC, a - b)" in out
    assert "  a vs b  paired" in out and "  b vs c  paired" in out
    assert out.endswith("\n") and not out.endswith("\n\n")
    assert out.count("\nnotes\n") == 1
