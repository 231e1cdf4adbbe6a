"""Case weights computed by DuckDB and Spark give the in-memory report: whole numbers as
``--counts`` on the same rows; fractional ones summed exactly per tie block, so the curve,
every AUC and every rate are the memory engine's to the bit (float sums added in another
order would differ in the last bits); bad weights are refused naming a row."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.app.api import report
from core.errors import LoadError


def _file(tmp_path, n=500, seed=5, fractional=False):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.6, 1.0), 1)  # ties within and across classes
    w = rng.integers(0, 4, n).astype(float)
    if fractional:
        w[7] = 0.5
    lines = ["score,label,w,user"] + [
        f"{a!r},{b},{c!r},u{i % 9}" for i, (a, b, c) in enumerate(zip(s.tolist(), y.tolist(),
                                                                      w.tolist()))]
    path = tmp_path / "w.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


OPTIONS = {"ci": True, "pr": True, "best": "youden", "threshold": 0.2, "hull": True,
           "partial_auc": (0.0, 0.4)}


def _same(engine: str, tmp_path) -> None:
    path = _file(tmp_path)
    memory = report(path, weights="w", **OPTIONS).to_dict()
    computed = report(path, weights="w", engine=engine, **OPTIONS).to_dict()
    assert {k: v for k, v in computed.items() if k != "engine"} == \
        {k: v for k, v in memory.items() if k != "engine"}
    assert computed["weight_column"] == "w"


def _engines(duckdb_seeds: int = 1, spark_seeds: int = 1) -> list:
    """DuckDB, and Spark in the slow tier (a JVM for the session), each with its number
    of random files."""
    return [pytest.param("duckdb", range(duckdb_seeds), id="duckdb"),
            pytest.param("spark", range(spark_seeds), id="spark", marks=pytest.mark.slow)]


def _installed(engine: str) -> None:
    if engine == "spark":
        pytest.importorskip("pyspark", reason="the spark extra is not installed")


@pytest.mark.parametrize("engine, seeds", _engines())
def test_engines_count_whole_weights_as_memory_does(engine, seeds, tmp_path):
    _installed(engine)
    _same(engine, tmp_path)


def _fractional_file(tmp_path, seed, n=400):
    """Random fractional weights over tied scores, with zeros, a tiny and a large weight
    (limbs apart), and blocks of many rows (where the order of float sums shows)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.6, 1.0), 1)
    w = rng.exponential(size=n) * 10.0 ** rng.integers(-3, 4, n)
    w[rng.random(n) < 0.08] = 0.0
    w[:3] = (1e-9, 7654321.123, 0.1)
    lines = ["score,label,w"] + [f"{a!r},{b},{c!r}" for a, b, c in
                                 zip(s.tolist(), y.tolist(), w.tolist())]
    path = tmp_path / f"f{seed}.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


FRACTIONAL = {"pr": True, "best": "youden", "threshold": 0.2, "hull": True,
              "partial_auc": (0.1, 0.4), "at_specificity": 0.8}


def _same_fractional(engine: str, tmp_path, seeds) -> None:
    for seed in seeds:
        path = _fractional_file(tmp_path, seed)
        memory = report(path, weights="w", **FRACTIONAL)
        computed = report(path, weights="w", engine=engine, **FRACTIONAL)
        assert computed.model.curve.tp.dtype.kind == "f"
        for name in ("thresholds", "tp", "fp"):
            assert np.array_equal(getattr(computed.model.curve, name),
                                  getattr(memory.model.curve, name)), (seed, name)
        m, c = memory.to_dict(), computed.to_dict()
        assert c["engine"] == engine
        assert {k: v for k, v in c.items() if k != "engine"} == \
            {k: v for k, v in m.items() if k != "engine"}


@pytest.mark.parametrize("engine, seeds", _engines(4, 2))
def test_engines_sum_fractional_weights_as_memory_does_to_the_bit(engine, seeds, tmp_path):
    _installed(engine)
    _same_fractional(engine, tmp_path, seeds)


def test_the_memory_engines_block_sums_do_not_depend_on_the_rows_order():
    # What lets every engine agree to the bit: each block's sum rounded once from its
    # exact value (math.fsum here). Added in row order, the same blocks differ in their
    # last bits from one order of the rows to another.
    import math

    from core.engine.weighted import roc_from_weights

    rng = np.random.default_rng(3)
    n = 3000
    s = np.round(rng.normal(size=n), 1)  # a few dozen blocks of many rows
    y = rng.integers(0, 2, n)
    w = rng.exponential(size=n) * 10.0 ** rng.integers(-3, 7, n)
    scores = np.unique(s)[::-1]
    exact = [math.fsum(w[(s == v) & (y == 1)].tolist()) for v in scores]
    expected_tp = np.concatenate(([0.0], np.cumsum(exact)))
    in_row_order = set()
    for seed in range(4):
        order = np.random.default_rng(seed).permutation(n)
        curve = roc_from_weights(s[order], y[order], w[order])
        assert np.array_equal(curve.tp, expected_tp)
        ranks = np.unique(s[order], return_inverse=True)[1]
        in_row_order.add(tuple(np.bincount(ranks, np.where(y[order] == 1, w[order], 0.0))))
    assert len(in_row_order) > 1


def test_engines_refuse_bad_weights(tmp_path):
    path = _file(tmp_path, fractional=True)
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    lines[4] = ",".join(lines[4].split(",")[:2] + ["-0.5"] + lines[4].split(",")[3:])
    (tmp_path / "bad.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LoadError, match="not a weight") as caught:
        report(str(tmp_path / "bad.csv"), weights="w", engine="duckdb")
    assert caught.value.column == "w"
    with pytest.raises(LoadError, match="not a weight"):
        report(str(tmp_path / "bad.csv"), weights="w", engine="duckdb", group="user")


def _grouped_file(tmp_path, seed, n=700, fractional=False):
    """Case weights with zeros over tied scores (whole numbers, or fractional ones of
    many magnitudes); a text key (one of whose users weighs 0 in every row, so holds no
    sample) and a float key."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.7, 1.0), 1)
    w = (rng.exponential(size=n) * 10.0 ** rng.integers(-3, 4, n) if fractional
         else rng.integers(0, 5, n))
    w[rng.random(n) < 0.15] = 0
    users = [f"u{i % 11}" for i in range(n)]
    w[[i for i, u in enumerate(users) if u == "u10"]] = 0
    key = rng.choice([-2.25, 0.5, 1.0, 1.5, 3.75], n)
    lines = ["score,label,w,user,key"] + [
        f"{a!r},{b},{c!r},{u},{k!r}" for a, b, c, u, k in
        zip(s.tolist(), y.tolist(), w.tolist(), users, key.tolist())]
    path = tmp_path / f"g{seed}.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _same_strata(engine: str, tmp_path, seeds, fractional=False) -> None:
    for seed in seeds:
        path = _grouped_file(tmp_path, seed, fractional=fractional)
        for role, column in (("group", "user"), ("group", "key"), ("fold", "key")):
            asked = {"weights": "w", "score": "score", "label": "label", role: column}
            memory = report(path, **asked)
            computed = report(path, engine=engine, **asked)
            m, c = memory.to_dict(), computed.to_dict()
            assert c["engine"] == engine and (role + "s") in c, (seed, role, column)
            assert {k: v for k, v in c.items() if k != "engine"} == \
                {k: v for k, v in m.items() if k != "engine"}, (seed, role, column)
            strata = getattr(memory.model, role + "s").strata
            counted = getattr(computed.model, role + "s").strata
            assert counted.texts == strata.texts
            assert counted.counts.weighted == fractional
            for name in ("n_positive", "n_negative", "auc_numerators"):
                assert np.array_equal(getattr(counted.counts, name),
                                      getattr(strata.counts, name)), (seed, role, column)
        assert "u10" not in report(path, weights="w", group="user",
                                   engine=engine).model.groups.strata.texts


@pytest.mark.parametrize("engine, seeds", _engines(3, 2))
def test_engines_group_and_fold_whole_weights_as_memory_does(engine, seeds, tmp_path):
    _installed(engine)
    _same_strata(engine, tmp_path, seeds)


@pytest.mark.parametrize("engine, seeds", _engines(3, 1))
def test_engines_group_and_fold_fractional_weights_as_memory_does_to_the_bit(engine, seeds,
                                                                            tmp_path):
    # Every (group, score) block's weight sums come back exact (as limbs) and are
    # rounded once, as in memory; float sums in the engine's order would differ.
    _installed(engine)
    _same_strata(engine, tmp_path, seeds, fractional=True)


def test_duckdb_averages_folds_of_fractional_weights_by_threshold_as_memory_does(tmp_path):
    path = _grouped_file(tmp_path, 7, fractional=True)
    asked = {"weights": "w", "score": "score", "label": "label", "fold": "key",
             "fold_average": "threshold"}
    assert report(path, engine="duckdb", **asked).to_dict() == \
        {**report(path, **asked).to_dict(), "engine": "duckdb"}


def test_duckdb_weighted_groups_and_folds_drop_rows_as_memory_does(tmp_path):
    # Integer scores; rows without a group, a fold or a weight, dropped as asked.
    rng = np.random.default_rng(4)
    n = 400
    y, s = rng.integers(0, 2, n), rng.integers(0, 30, n)
    for fractional in (False, True):
        w = rng.exponential(size=n) if fractional else rng.integers(0, 4, n).astype(float)
        lines = ["score,label,w,user,fold"] + [
            f"{s[i]},{y[i]},{'' if i % 41 == 0 else repr(float(w[i]))},"
            f"{'' if i % 37 == 0 else f'u{i % 7}'},{'' if i % 43 == 0 else i % 5}"
            for i in range(n)]
        path = tmp_path / f"d{fractional}.csv"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        asked = {"weights": "w", "score": "score", "label": "label", "group": "user",
                 "fold": "fold", "drop_missing": True}
        computed = report(str(path), engine="duckdb", **asked)
        assert computed.model.groups.strata.counts.weighted == fractional
        assert computed.to_dict() == {**report(str(path), **asked).to_dict(),
                                      "engine": "duckdb"}


def test_too_many_blocks_of_fractional_weights_in_groups_are_refused_by_name(
        tmp_path, monkeypatch):
    monkeypatch.setattr("core.scale.open.WHOLE_UP_TO", 5)
    with pytest.raises(LoadError, match="every such block, at most 5") as caught:
        report(_grouped_file(tmp_path, 1, fractional=True), weights="w", score="score",
               label="label", group="user", engine="duckdb")
    assert caught.value.column == "w"


def test_fractional_weights_of_too_many_scores_are_refused_by_name(tmp_path):
    from core.app.request import LoadRequest
    from core.scale import open_large

    request = LoadRequest(engine="duckdb", scores=("score",), label="label", weight="w")
    with pytest.raises(LoadError, match="every tie block") as caught:
        open_large(_fractional_file(tmp_path, 1), request, whole_up_to=5)
    assert caught.value.column == "w"
    fractional = report(_fractional_file(tmp_path, 1), weights="w", engine="duckdb",
                        ci="bootstrap", seed=1)
    assert fractional.model.ci is None and "rows" in fractional.model.ci_problem


def test_the_curves_from_duckdb_are_every_vertex_as_in_memory(tmp_path):
    path = _file(tmp_path)
    for weights in ("w", None):
        memory = report(path, score="score", label="label", weights=weights).model
        computed = report(path, score="score", label="label", weights=weights,
                          engine="duckdb").model
        for name in ("thresholds", "fpr", "tpr", "tp", "fp"):
            assert np.array_equal(getattr(computed.curve, name), getattr(memory.curve, name))
        assert computed.pr.average_precision == memory.pr.average_precision


def test_a_curve_the_engine_thinned_is_refused_not_shortened(tmp_path):
    from core.app.pipeline.model import model_of
    from core.app.report.build import report_of
    from core.app.request import Analysis, LoadRequest
    from core.errors import ThinnedCurveError
    from core.scale import open_large

    data = open_large(_file(tmp_path), LoadRequest(engine="duckdb", scores=("score",),
                                                   label="label"), whole_up_to=3, grid=2)
    model = report_of([model_of(data)], Analysis(), "average", None).model
    assert not data.curve().complete
    with pytest.raises(ThinnedCurveError, match="every vertex"):
        model.curve  # noqa: B018 - the property is what is tested
