"""Whole-number case weights computed by DuckDB and Spark give the in-memory report (and so
``--counts`` on the same rows); fractional or bad weights are refused naming a row."""

from __future__ import annotations

import numpy as np
import pytest

from core.app.api import report
from core.errors import InputError, LoadError


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


def test_duckdb_counts_whole_weights_as_memory_does(tmp_path):
    _same("duckdb", tmp_path)


@pytest.mark.slow
def test_spark_counts_whole_weights_as_memory_does(tmp_path):
    pytest.importorskip("pyspark", reason="the spark extra is not installed")
    _same("spark", tmp_path)


def test_engines_refuse_fractional_weights_and_weighted_groups(tmp_path):
    path = _file(tmp_path, fractional=True)
    with pytest.raises(LoadError, match="whole-number weight") as caught:
        report(path, weights="w", engine="duckdb")
    assert caught.value.column == "w"
    whole = _file(tmp_path)
    with pytest.raises(InputError, match="--engine memory") as refused:
        report(whole, weights="w", group="user", engine="duckdb")
    assert refused.value.option == "weight"
    in_memory = report(whole, weights="w", group="user").model.groups
    assert in_memory is not None and len(in_memory.strata.texts) == 9


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
