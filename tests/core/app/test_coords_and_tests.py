"""Coordinates, one-sided and unpaired comparisons, the bootstrap test and the partial
AUC's interval through the command line and Python: the same numbers in both, and the
engine's (pROC's, checked in tests/core/engine/test_coords.py and test_alternatives.py)."""

from __future__ import annotations

import math

import pytest

from core.app.api import report
from core.engine.build import roc_from_scores
from core.engine.compare import compare_paired, compare_unpaired
from core.engine.coords import coords
from core.errors import InputError
from tests.core.engine.test_coords import S1, Y

S2 = [0.7, 0.9, 0.3, 0.6, 0.65, 0.2, 0.6, 0.1, 0.5, 0.55, 0.35, 0.8, 0.3, 0.4, 0.2, 0.5, 0.45,
      0.2, 0.25, 0.15]


@pytest.fixture
def cli(rocscope, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = ["y,s1,s2"] + [f"{y},{a!r},{b!r}" for y, a, b in zip(Y, S1, S2)]
    (tmp_path / "data.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")

    def run(*args):
        result = rocscope("data.csv", "--label", "y", *args, "--report", "json")
        assert result.status == 0, result.err
        return result.json()

    return run


def test_coords_are_the_same_from_the_command_line_and_python(cli):
    flags = ["--score", "s1", "--at-specificity", "0.9", "--at-sensitivity", "0.8",
             "--threshold", "0.6", "--prevalence", "0.1", "--ci", "--seed", "3",
             "--bootstraps", "300"]
    ours = report({"y": Y, "s1": S1}, name="data.csv", label="y", at_specificity=0.9,
                  at_sensitivity=0.8, threshold=0.6, prevalence=0.1, ci=True, seed=3,
                  bootstraps=300)
    written = cli(*flags)
    assert ours.to_dict()["coords"] == written["coords"]
    at_sp, at_se, at_t = (written["coords"][i] for i in (1, 2, 0))
    curve = roc_from_scores(S1, Y)
    engine = coords(curve, "specificity", 0.9, 0.1, 0.95, 300, 3)
    assert at_sp["tpr"] == engine.tpr == pytest.approx(0.44999999999999996)  # pROC's
    assert at_sp["threshold"] is None and at_sp["interpolated"]
    assert at_sp["ci"]["tpr"] == [engine.intervals.tpr.low, engine.intervals.tpr.high]
    assert at_se["tnr"] == pytest.approx(0.52727272727272723)  # pROC's
    assert at_t["ci"]["method"] == "clopper-pearson" and at_t["tp"] == 5
    # The Python method asks the same engine: at the report's settings, the same point.
    assert ours.model.coords(specificity=0.9, ci=True) == engine
    assert ours.model.coordinates[1] == engine
    with pytest.raises(InputError):
        ours.model.coords(specificity=0.9, sensitivity=0.8)


def test_prevalence_goes_with_coordinates_and_is_refused_alone(rocscope):
    run = rocscope("--prevalence", "0.1", "--report", "json")
    assert run.status == 2 and "--prevalence 0.1 goes only with" in run.err
    run = rocscope("--seed", "1", "--report", "json")
    assert run.status == 2 and "--seed 1 goes only with a bootstrap" in run.err
    assert rocscope("--threshold", "0.5", "--prevalence", "0.1", "--report", "json").status == 0


@pytest.mark.parametrize("alternative", ["two-sided", "less", "greater"])
def test_alternatives_and_unpaired_reach_the_comparisons(cli, alternative):
    written = cli("--score", "s1,s2", "--alternative", alternative)
    c = written["comparisons"][0]
    engine = compare_paired(S1, S2, Y, alternative=alternative)
    assert (c["paired"], c["alternative"], c["z"], c["p"]) == (True, alternative, engine.z,
                                                               engine.p)
    written = cli("--score", "s1,s2", "--alternative", alternative, "--unpaired")
    c = written["comparisons"][0]
    engine = compare_unpaired(roc_from_scores(S1, Y), roc_from_scores(S2, Y),
                              alternative=alternative)
    assert (c["paired"], c["z"], c["p"], c["df"]) == (False, engine.z, engine.p, engine.df)
    r = report(Y, {"s1": S1, "s2": S2}, alternative=alternative, unpaired=True)
    assert r.comparisons[0].p == engine.p and not r.comparisons[0].paired


def test_bootstrap_test_from_the_command_line_equals_python(cli):
    written = cli("--score", "s1,s2", "--test", "bootstrap", "--seed", "4", "--bootstraps",
                  "500", "--alternative", "less")
    c = written["comparisons"][0]
    assert (c["method"], c["n_bootstraps"], c["alternative"]) == ("bootstrap", 500, "less")
    r = report(Y, {"s1": S1, "s2": S2}, test="bootstrap", seed=4, bootstraps=500,
               alternative="less")
    assert r.comparisons[0].z == c["z"] and r.comparisons[0].p == c["p"]
    assert c["p"] == pytest.approx(0.5 * (1 + math.erf(c["z"] / math.sqrt(2))))


def test_partial_auc_carries_its_interval_and_below_chance_flag(cli):
    written = cli("--score", "s1", "--partial-auc", "0", "0.3", "--ci", "bootstrap", "--seed",
                  "2", "--bootstraps", "400")
    part = written["partial_auc"]
    assert part["below_chance"] is False
    assert part["ci"]["low"] <= part["area"] <= part["ci"]["high"]
    r = report(Y, S1, partial_auc=(0, 0.3), ci="bootstrap", seed=2, bootstraps=400)
    assert r.model.partial_auc_ci.low == part["ci"]["low"]
    # Scores turned round: the area falls below the diagonal's.
    r = report(Y, [-s for s in S1], partial_auc=(0, 0.3))
    assert r.model.partial_auc.below_chance and r.to_dict()["partial_auc"]["below_chance"]


def test_text_report_says_below_chance_and_the_point(rocscope, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    lines = ["y,s"] + [f"{y},{-a!r}" for y, a in zip(Y, S1)]
    (tmp_path / "d.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = rocscope("d.csv", "--partial-auc", "0", "0.3", "--at-specificity", "0.9",
                   "--report", "text").out
    assert "below the chance diagonal" in out
    assert "at specificity 0.9:" in out and "between two vertices" in out
