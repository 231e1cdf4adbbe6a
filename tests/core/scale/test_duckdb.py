"""DuckDB computes the same report as the in-memory engine, byte for byte, and thins the
curve exactly as documented."""

import dataclasses
import gzip
import json
import math
import os
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.app.request import LoadRequest
from core.engine.build import roc_from_counts, roc_from_scores
from core.engine.delong import delong_variance
from core.engine.formulas import five_formulas
from core.engine.hull import convex_hull
from core.engine.precision_recall import precision_recall
from core.engine.results import SegmentType
from core.engine.sweep import sweep_steps
from core.errors import StatisticError, ThinnedCurveError
from core.readers.dataset import LoadedData
from core.scale import open_large
from tests.core.engine.stats_oracle import variance as brute_delong
from tests.core.scale.helpers import (
    CLICKS,
    EIGHT,
    engine_report,
    expected_kept,
    memory_report,
    tie_heavy,
    write_csv,
    write_parquet,
)
from tests.tiers import examples


def test_eight_samples_csv_and_parquet(tmp_path):
    csv = write_csv(tmp_path / "eight.csv", ["id", "score", "label"],
                    [(f"s{i}", s, y) for i, (s, y) in enumerate(EIGHT, 1)])
    parquet = write_parquet(tmp_path / "eight.parquet",
                            {"score": [s for s, _ in EIGHT], "label": [y for _, y in EIGHT]})
    for path in (csv, parquet):
        model = open_large(path, LoadRequest(scores=("score",), label="label"), thresholds=[0.5])
        curve = model.curve()
        assert (curve.pairs.concordant, curve.pairs.tied, curve.pairs.discordant) == (10, 1, 5)
        assert curve.auc_exact("average") == Fraction(21, 32)
        assert curve.auc_exact("best") == Fraction(11, 16)
        assert curve.auc_exact("worst") == Fraction(5, 8)
        assert 1 - curve.auc_exact() == Fraction(11, 32)
        assert model.selection.positive == "+"
        expected = memory_report(path, threshold=0.5, score="score", label="label")
        assert engine_report(model, threshold=0.5) == expected


def test_five_clicks_as_labels_and_as_counts(tmp_path):
    labels = write_csv(tmp_path / "clicks.csv", ["pctr", "clicked"], CLICKS)
    counts = write_csv(tmp_path / "ctr.csv", ["ctr", "clicks", "non_clicks"],
                       [(s, y, 1 - y) for s, y in CLICKS])
    by_label = open_large(labels, LoadRequest(scores=("pctr",), label="clicked"))
    by_count = open_large(counts, LoadRequest(scores=("ctr",), counts=["clicks", "non_clicks"]))
    for model in (by_label, by_count):
        assert model.curve().auc_exact() == Fraction(5, 6)
    assert engine_report(by_label) == memory_report(labels, score="pctr", label="clicked")
    assert engine_report(by_count) == memory_report(counts, score="ctr",
                                                    counts=("clicks", "non_clicks"))
    assert by_count.selection.label is None and by_count.selection.positive is None


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), values=st.integers(1, 30),
       encoding=st.sampled_from(["int", "yesno", "bool", "float", "minus"]))
def test_tie_heavy_reports_are_byte_identical(tmp_path_factory, seed, values, encoding):
    scores, labels = tie_heavy(seed, n=300, values=values)
    if labels.all() or not labels.any():
        labels[0] = not labels[0]
    column = {
        "int": labels.astype(np.int64),
        "yesno": np.where(labels, "yes", "no"),
        "bool": labels,
        "float": labels.astype(np.float64),
        "minus": np.where(labels, 1, -1),
    }[encoding]
    path = write_parquet(tmp_path_factory.mktemp("d") / "data.parquet",
                         {"score": scores, "y": column})
    threshold = float(np.median(scores))
    model = open_large(path, LoadRequest(scores=("score",), label="y"), thresholds=[threshold])
    expected = memory_report(path, threshold=threshold, score="score", label="y")
    assert engine_report(model, threshold=threshold) == expected
    assert model.curve().complete


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_aggregated_counts_are_byte_identical(tmp_path_factory, seed):
    rng = np.random.default_rng(seed)
    n = 200
    scores = np.round(rng.random(n), 2)  # repeated scores: rows add up per score
    pos = rng.integers(0, 50, n)
    neg = rng.integers(0, 50, n)
    pos[rng.random(n) < 0.2] = 0
    neg[rng.random(n) < 0.2] = 0
    pos[0], neg[1] = 3, 4
    path = write_parquet(tmp_path_factory.mktemp("d") / "counts.parquet",
                         {"score": scores, "pos": pos, "neg": neg.astype(np.float64)})
    model = open_large(path, LoadRequest(scores=("score",), counts=["pos", "neg"]))
    expected = memory_report(path, score="score", counts=("pos", "neg"))
    assert engine_report(model) == expected


def test_text_without_a_header_and_with_missing_tokens(tmp_path):
    path = tmp_path / "bare.csv"
    path.write_text("".join(f"s{i},{s},{y}\n" for i, (s, y) in enumerate(EIGHT, 1))
                    + "s9,NA,+\ns10,0.5,\n")
    model = open_large(path, LoadRequest(scores=("column 2",), label="column 3", drop_missing=True))
    expected = memory_report(str(path), score="column 2", label="column 3",
                             drop_missing=True)
    assert engine_report(model) == expected
    assert model.curve().pairs.total == 16 and model.dropped_rows == 2


def test_scores_that_run_the_other_way_get_the_same_note(tmp_path):
    path = write_csv(tmp_path / "turned.csv", ["score", "y"],
                     [(s, "no" if y == "+" else "yes") for s, y in EIGHT])
    model = open_large(path, LoadRequest(scores=("score",), label="y"))
    report = engine_report(model)
    assert json.loads(report)["direction"]["other_positive"] == "no"
    assert report == memory_report(path, score="score", label="y")


@pytest.mark.parametrize("spelling", [("yes", "no"), ("True", "False"), ("t", "f")])
def test_text_labels_that_look_boolean_read_as_the_loader_reads_them(tmp_path, spelling):
    path = write_csv(tmp_path / "words.csv", ["score", "y"],
                     [(s, spelling[0] if y == "+" else spelling[1]) for s, y in EIGHT])
    model = open_large(path, LoadRequest(scores=("score",), label="y", positive=spelling[0]))
    assert engine_report(model) == memory_report(path, score="score", label="y",
                                                 positive=spelling[0])
    if spelling != ("t", "f"):  # a known encoding: the positive class needs no choice
        guessed = open_large(path, LoadRequest(scores=("score",), label="y"))
        assert engine_report(guessed) == memory_report(path, score="score", label="y")


def test_labels_with_quotes_and_backslashes(tmp_path):
    words = ["it's", "a\\b", 'say "x"']
    path = write_parquet(tmp_path / "q.parquet", {"s": [0.9, 0.8, 0.7, 0.2, 0.1, 0.05],
                                                  "y": words + words})
    for positive in words:
        model = open_large(path, LoadRequest(scores=("s",), label="y", positive=positive))
        assert engine_report(model) == memory_report(path, score="s", label="y",
                                                     positive=positive)
        assert model.curve().n_positive == 2


def test_directory_and_glob_give_the_file_report(tmp_path):
    scores, labels = tie_heavy(7, n=1000)
    columns = {"score": scores, "label": labels.astype(np.int8)}
    single = write_parquet(tmp_path / "all.parquet", columns)
    folder = write_parquet(tmp_path / "parts", columns, parts=4)
    expected = json.loads(memory_report(single, score="score", label="label"))
    for source in (folder, os.path.join(folder, "*.parquet")):
        report = json.loads(engine_report(open_large(source,
                                                     LoadRequest(scores=("score",), label="label"))))
        assert report.pop("file") == source
        assert report == {k: v for k, v in expected.items() if k != "file"}


def _many_scores(seed, n=3000):
    rng = np.random.default_rng(seed)
    scores = np.round(rng.random(n), 4)  # mostly distinct, some ties
    labels = rng.random(n) < scores * 0.8
    return scores, labels


@pytest.mark.parametrize("grid", [4, 16, 64])
def test_thinning_keeps_exact_vertices_first_and_last_of_every_cell(tmp_path, grid):
    scores, labels = _many_scores(grid)
    threshold = float(scores[17])
    path = write_parquet(tmp_path / "many.parquet", {"score": scores, "label": labels})
    model = open_large(path, LoadRequest(scores=("score",), label="label"), grid=grid,
                       whole_up_to=0, thresholds=[threshold])
    whole = roc_from_scores(scores, labels)
    curve = model.curve()
    assert not curve.complete
    kept = curve.thinning.vertex
    forced = [whole.youden_vertex(), whole.vertex_at(threshold)]
    assert kept.tolist() == expected_kept(whole, grid, forced)
    np.testing.assert_array_equal(curve.tp, whole.tp[kept])
    np.testing.assert_array_equal(curve.fp, whole.fp[kept])
    np.testing.assert_array_equal(curve.thresholds, whole.thresholds[kept])
    assert curve.pairs == whole.pairs
    assert curve.distinct_scores == whole.distinct_scores
    assert curve.mixed_blocks == whole.mixed_blocks
    assert curve.aucs == whole.aucs and curve.rank_loss == whole.rank_loss
    assert {k: f.exact for k, f in zip(curve.thinning.formulas, five_formulas(whole))} == dict(
        curve.thinning.formulas)
    assert curve.thresholds[curve.youden_vertex()] == whole.thresholds[whole.youden_vertex()]
    assert curve.thinning.delong_variance == pytest.approx(delong_variance(whole).variance,
                                                           rel=1e-13)
    point, reference = curve.operating_point(threshold), whole.operating_point(threshold)
    # ``vertex`` indexes each curve's own vertices; the kept one is that vertex.
    assert curve.thinning.vertex[point.vertex] == reference.vertex
    assert dataclasses.replace(point, vertex=reference.vertex) == reference
    assert len(curve.tp) <= 4 * grid + 4


def test_curves_come_back_whole_up_to_a_size(tmp_path):
    scores, labels = _many_scores(1, n=500)
    path = write_parquet(tmp_path / "many.parquet", {"score": scores, "label": labels})
    k = roc_from_scores(scores, labels).distinct_scores
    request = LoadRequest(scores=("score",), label="label")
    assert open_large(path, request, grid=4, whole_up_to=k).curve().complete
    thinned = open_large(path, request, grid=4, whole_up_to=k - 1).curve()
    assert not thinned.complete and thinned.distinct_scores == k


def test_thinned_steps_are_typed_honestly(tmp_path):
    scores, labels = _many_scores(3)
    path = write_parquet(tmp_path / "many.parquet", {"score": scores, "label": labels})
    curve = open_large(path, LoadRequest(scores=("score",), label="label"), grid=8, whole_up_to=0).curve()
    whole = roc_from_scores(scores, labels)
    merged = curve.thinning.merged
    assert merged.any()
    # A step kept whole is one block, typed as the whole curve types it.
    single = np.flatnonzero(~merged)
    np.testing.assert_array_equal(curve.segments[single],
                                  whole.segments[curve.thinning.vertex[single]])
    # A merged step is never called a tie block.
    assert not (curve.segments[merged] == SegmentType.MIXED).any()
    p, n = np.diff(curve.tp)[merged], np.diff(curve.fp)[merged]
    rises = p * curve.n_negative >= n * curve.n_positive
    expected = np.where(rises, SegmentType.TRUE_POSITIVE, SegmentType.FALSE_POSITIVE)
    np.testing.assert_array_equal(curve.segments[merged], expected)


def test_a_thinned_curve_refuses_what_needs_every_vertex(tmp_path):
    scores, labels = _many_scores(5)
    path = write_parquet(tmp_path / "many.parquet", {"score": scores, "label": labels})
    curve = open_large(path, LoadRequest(scores=("score",), label="label"), grid=4, whole_up_to=0).curve()
    with pytest.raises(ThinnedCurveError):
        curve.block_positives
    # The five formulas come from the engine's own sums over every block: exact.
    whole = roc_from_scores(scores, labels)
    assert [f.exact for f in five_formulas(curve)] == [f.exact for f in five_formulas(whole)]
    for needs_all in (precision_recall, convex_hull, sweep_steps):
        with pytest.raises(ThinnedCurveError):
            needs_all(curve)
    # Summed in SQL in another order: equal to the last bit or two.
    assert delong_variance(curve).variance == pytest.approx(delong_variance(whole).variance,
                                                            rel=1e-12)
    i = int(np.flatnonzero(curve.thinning.merged)[0])
    inside = (curve.thresholds[i + 1] + min(curve.thresholds[i], 2.0)) / 2
    with pytest.raises(ThinnedCurveError, match="merged"):
        curve.operating_point(inside)
    # Kept vertices still give exact operating points.
    t = curve.thresholds[i + 1]
    assert curve.operating_point(t).tp == whole.operating_point(t).tp


def test_delong_variance_is_exact(tmp_path):
    scores, labels = tie_heavy(11, n=60, values=7)
    path = write_parquet(tmp_path / "d.parquet", {"score": scores, "label": labels})
    model = open_large(path, LoadRequest(scores=("score",), label="label"), whole_up_to=0, grid=2)
    assert not model.curve().complete  # the engine's own sums, not the curve's
    auc, var = brute_delong(scores, labels)
    delong = delong_variance(model.curve())
    assert delong.variance == var.numerator / var.denominator
    assert delong.auc == float(auc)
    reference = delong_variance(roc_from_scores(scores, labels))
    assert delong.variance == pytest.approx(reference.variance, rel=1e-13)
    assert (delong.n_positive, delong.n_negative) == (reference.n_positive,
                                                      reference.n_negative)


def test_counts_beyond_exact_sums_use_float_delong_and_stay_exact(tmp_path):
    rng = np.random.default_rng(1)
    scores = np.round(rng.random(50), 2)
    pos = rng.integers(2**55, 2**56, 50)
    neg = rng.integers(2**55, 2**56, 50)
    path = write_parquet(tmp_path / "huge.parquet", {"s": scores, "p": pos, "n": neg})
    model = open_large(path, LoadRequest(scores=("s",), counts=["p", "n"]), whole_up_to=0)
    whole = roc_from_counts(scores, pos, neg)
    assert model.curve().pairs == whole.pairs
    assert model.curve().aucs == whole.aucs
    assert model.curve().complete  # few blocks: each in a cell of its own, all kept
    assert delong_variance(model.curve()).variance == pytest.approx(
        delong_variance(whole).variance, rel=1e-9)
    assert any("float64" in note for note in model.notes)


def test_a_class_of_one_has_no_delong_variance(tmp_path):
    path = write_csv(tmp_path / "one.csv", ["s", "y"], [(0.9, 1), (0.5, 0), (0.2, 0)])
    model = open_large(path, LoadRequest(scores=("s",), label="y"))
    with pytest.raises(StatisticError):
        delong_variance(model.curve())
    assert model.curve().auc_exact() == 1


def test_query_over_files(tmp_path):
    path = write_csv(tmp_path / "logs.csv", ["pctr", "click", "dt"],
                     [(s, y, "2026-11-01") for s, y in CLICKS] + [(0.99, 0, "2026-11-02")])
    query = (f"SELECT pctr AS score, click AS label FROM read_csv('{path}')"
             " WHERE dt = '2026-11-01'")
    model = open_large(None, LoadRequest(sql=query, scores=("score",), label="label"))
    assert model.curve().auc_exact() == Fraction(5, 6)
    assert model.dataset.source == query


def test_drop_missing_matches_the_loader(tmp_path):
    scores = [0.9, None, 0.7, 0.6, float("nan"), 0.4, 0.3]
    labels = [1, 0, None, 1, 0, 0, 1]
    path = write_parquet(tmp_path / "gaps.parquet", {"score": scores, "label": labels})
    model = open_large(path, LoadRequest(scores=("score",), label="label", drop_missing=True))
    expected = memory_report(path, score="score", label="label", drop_missing=True)
    assert engine_report(model) == expected
    assert model.dropped_rows == 3 and model.n_rows == 4
    # The engine's data are in the one shape of data, without rows.
    assert isinstance(model, LoadedData) and not model.has_rows and model.engine == "duckdb"
    assert model.scores is None and model.labels is None
    assert model.dataset.column("score").kind == "float"


def test_progress_is_reported_up_to_one(tmp_path):
    scores, labels = tie_heavy(2, n=500)
    path = write_parquet(tmp_path / "d.parquet", {"score": scores, "label": labels})
    seen = []
    open_large(path, LoadRequest(scores=("score",), label="label"), progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert all(0.0 <= a <= b <= 1.0 for a, b in zip(seen, seen[1:]))


def test_memory_limit_is_set_and_checked():
    from core.errors import InputError
    from core.scale.duck import DuckRunner
    from core.scale.memory import default_limit, parse_size, physical_memory

    assert default_limit() == physical_memory() // 2
    runner = DuckRunner(parse_size("300MiB"))
    try:
        limit = runner.rows("SELECT current_setting('memory_limit')")[0][0]
    finally:
        runner.close()
    assert limit.replace(" ", "") in ("300.0MiB", "300MiB", "314.5MB", "314.5 MB")
    with pytest.raises(InputError, match="not a size"):
        parse_size("lots")
    with pytest.raises(InputError, match="below 64 MiB"):
        parse_size("1MB")


def test_should_use_engine(tmp_path):
    from core.scale import should_use_engine

    scores, labels = tie_heavy(3, n=2000)
    folder = write_parquet(tmp_path / "parts", {"score": scores, "label": labels}, parts=2)
    single = write_parquet(tmp_path / "one.parquet", {"score": scores, "label": labels})
    csv = write_csv(tmp_path / "one.csv", ["score", "label"], zip(scores, labels.astype(int)))
    assert should_use_engine(folder)
    assert should_use_engine(os.path.join(folder, "*.parquet"))
    assert not should_use_engine(single)
    assert not should_use_engine(csv)
    # 2000 rows at 40 bytes a row exceed a quarter of 200 kB, not of 400 kB.
    assert should_use_engine(single, memory=200_000)
    assert not should_use_engine(single, memory=400_000)
    assert should_use_engine(csv, memory=200_000)
    assert not should_use_engine(tmp_path / "absent.parquet")


def test_a_gzip_file_is_sized_by_how_much_it_expands(tmp_path):
    from core.scale import should_use_engine

    rows = b"0.5,1\n0.25,0\n" * 50_000
    bomb = tmp_path / "bomb.gz"
    bomb.write_bytes(gzip.compress(b"score,label\n") + gzip.compress(rows, 9) * 20)
    # 2,000,001 rows at 40 bytes a row: past a quarter of 200 MB, not of 400 MB; taken
    # to expand fourfold, its 40 kB would have been some 10,000 rows.
    assert should_use_engine(bomb, memory=200_000_000)
    assert not should_use_engine(bomb, memory=400_000_000)
    broken = tmp_path / "broken.csv.gz"
    broken.write_bytes(bomb.read_bytes()[:30])
    assert not should_use_engine(broken)  # the reader says what is wrong


def test_the_example_curve_is_not_thinned_when_small():
    # math.inf first, then the distinct scores: a whole curve, as from_vertices makes.
    from core.engine.curve import RocCurve
    from core.engine.results import PairCounts

    whole = roc_from_scores([s for s, _ in EIGHT], [y == "+" for _, y in EIGHT])
    again = RocCurve.from_summary(whole.thresholds, whole.tp, whole.fp, whole.pairs,
                                  vertex=range(8), distinct_scores=7, mixed_blocks=1, grid=4)
    assert again.complete and again.pairs == whole.pairs
    np.testing.assert_array_equal(again.segments, whole.segments)
    with pytest.raises(ValueError, match="pair counts"):
        RocCurve.from_summary(whole.thresholds, whole.tp, whole.fp, PairCounts(1, 1, 1),
                              vertex=range(8), distinct_scores=7, mixed_blocks=1, grid=4)
    with pytest.raises(ValueError, match="every vertex was kept"):
        RocCurve.from_summary(whole.thresholds, whole.tp, whole.fp, PairCounts(11, 0, 5),
                              vertex=range(8), distinct_scores=7, mixed_blocks=1, grid=4)
    keep = [0, 1, 3, 5, 7]
    with pytest.raises(ValueError, match="Youden vertex"):
        RocCurve.from_summary(whole.thresholds[keep], whole.tp[keep], whole.fp[keep],
                              whole.pairs, vertex=keep, distinct_scores=7, mixed_blocks=1,
                              grid=4)
    thinned = RocCurve.from_summary(whole.thresholds[keep], whole.tp[keep], whole.fp[keep],
                                    whole.pairs, vertex=keep, distinct_scores=7,
                                    mixed_blocks=1, grid=4, youden_vertex=3)
    assert thinned.youden_vertex() == 2 and thinned.distinct_scores == 7
    assert math.isinf(again.thresholds[0])


def test_aggregated_rows_are_counted_as_rows_not_as_samples(tmp_path):
    # Three rows holding 4 positives and 7 negatives, one row without a score left out.
    path = write_csv(tmp_path / "agg.csv", ["s", "p", "n"],
                     [(0.9, 3, 1), (0.5, 1, 2), (0.2, 0, 4), ("", 2, 2)])
    model = open_large(path, LoadRequest(scores=("s",), counts=["p", "n"], drop_missing=True))
    assert model.n_rows == 3 and model.dropped_rows == 1
    assert any("dropped 1 of 4 rows" in note for note in model.notes)
