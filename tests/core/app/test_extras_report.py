"""Precision–recall, the best threshold, the partial AUC and the convex hull in the
report (docs/mathematics.md), in-process, checked against oracles of their own: scikit-learn's
average precision, brute force over the vertices, a fine numeric integration, and a
hull built point by point."""

import math

import numpy as np
import pytest
from sklearn.metrics import average_precision_score

from tests.core.app.conftest import EXAMPLES

THREE = EXAMPLES / "three_models.csv"


def read(column):
    rows = [line.split(",") for line in THREE.read_text().splitlines()[1:]]
    index = {"a": 2, "b": 3, "c": 4}[column]
    return np.array([float(r[index]) for r in rows]), np.array([int(r[1]) for r in rows])


def vertices(scores, labels):
    """(threshold, tp, fp) at +inf and then at every distinct score, descending."""
    out = [(math.inf, 0, 0)]
    for t in sorted(set(scores), reverse=True):
        chosen = scores >= t
        out.append((t, int((chosen & (labels == 1)).sum()), int((chosen & (labels == 0)).sum())))
    return out


@pytest.mark.parametrize("column", ["a", "b", "c"])
def test_precision_recall_block(rocscope, column):
    scores, labels = read(column)
    pr = rocscope(THREE, "--score", column, "--pr", "--report", "json").json()["precision_recall"]
    assert list(pr) == ["average_precision", "area", "baseline"]
    assert pr["average_precision"] == pytest.approx(average_precision_score(labels, scores),
                                                    abs=1e-12)
    assert pr["baseline"] == labels.mean()
    # The interpolated path, integrated finely: inside a tie block TP and FP grow together.
    area = 0.0
    v = vertices(scores, labels)
    m = labels.sum()
    for (_, tp0, fp0), (_, tp1, fp1) in zip(v, v[1:]):
        if tp1 == tp0:
            continue
        x = (np.arange(20000) + 0.5) / 20000
        tp, fp = tp0 + (tp1 - tp0) * x, fp0 + (fp1 - fp0) * x
        area += float(np.mean(tp / (tp + fp))) * (tp1 - tp0) / m
    assert pr["area"] == pytest.approx(area, abs=1e-6)


@pytest.mark.parametrize(("method", "extra", "criterion"), [
    ("youden", [], lambda tpr, fpr, pi: -(tpr - fpr)),
    ("closest", [], lambda tpr, fpr, pi: (1 - tpr) ** 2 + fpr ** 2),
    ("cost", ["--cost-ratio", "3"], lambda tpr, fpr, pi: 3 * pi * (1 - tpr) + (1 - pi) * fpr),
    ("cost", ["--cost-ratio", "0.5", "--prevalence", "0.2"],
     lambda tpr, fpr, pi: 0.5 * 0.2 * (1 - tpr) + 0.8 * fpr),
])
def test_best_threshold_block_is_the_brute_force_best_vertex(rocscope, method, extra,
                                                             criterion):
    scores, labels = read("b")
    report = rocscope(THREE, "--score", "b", "--best", method, *extra, "--report", "json").json()
    best = report["best"]
    pi = labels.mean()
    m_pos, m_neg = labels.sum(), (1 - labels).sum()
    values = [(criterion(tp / m_pos, fp / m_neg, pi), k, t, tp, fp)
              for k, (t, tp, fp) in enumerate(vertices(scores, labels))]
    value, _, t, tp, fp = min(values, key=lambda v: (round(v[0], 12), v[1]))
    assert best["method"] == method
    assert (best["threshold"], best["tp"], best["fp"]) == (t, tp, fp)
    assert (best["tn"], best["fn"]) == (m_neg - fp, m_pos - tp)
    assert best["value"] == pytest.approx(abs(value), abs=1e-12)
    keys = ["method", "threshold", "midpoint", "tp", "fp", "tn", "fn", "tpr", "fpr", "value"]
    if method == "cost":
        keys += ["cost_ratio", "prevalence", "iso_slope"]
        r, p = best["cost_ratio"], best["prevalence"]
        assert best["iso_slope"] == pytest.approx((1 - p) / (r * p))
    assert list(best) == keys


def test_best_threshold_in_text(rocscope):
    out = rocscope(THREE, "--score", "b", "--best", "youden", "--report", "text").out
    line = next(x for x in out.splitlines() if x.startswith("best"))
    assert "by Youden's J = TPR - FPR = " in line
    assert "  confusion" in out


def area_under(scores, labels, low, high):
    """The average curve's area over FPR in [low, high], segment by segment."""
    v = vertices(scores, labels)
    xs = [fp / (1 - labels).sum() for _, _, fp in v]
    ys = [tp / labels.sum() for _, tp, _ in v]
    area = 0.0
    for x0, y0, x1, y1 in zip(xs, ys, xs[1:], ys[1:]):
        a, b = max(x0, low), min(x1, high)
        if b <= a:
            continue
        ya = y0 + (y1 - y0) * (a - x0) / (x1 - x0)
        yb = y0 + (y1 - y0) * (b - x0) / (x1 - x0)
        area += (b - a) * (ya + yb) / 2
    return area


@pytest.mark.parametrize(("low", "high"), [(0, 0.2), (0.1, 0.35), (0, 1)])
def test_partial_auc_block(rocscope, low, high):
    scores, labels = read("a")
    report = rocscope(THREE, "--score", "a", "--partial-auc", str(low), str(high),
                      "--report", "json").json()
    part = report["partial_auc"]
    assert list(part) == ["focus", "low", "high", "area", "standardized", "below_chance"]
    assert (part["focus"], part["low"], part["high"]) == ("fpr", low, high)
    area = area_under(scores, labels, low, high)
    assert part["area"] == pytest.approx(area, abs=1e-12)
    chance = (high ** 2 - low ** 2) / 2
    assert part["standardized"] == pytest.approx(
        0.5 * (1 + (area - chance) / ((high - low) - chance)), abs=1e-12)
    assert part["below_chance"] is bool(area < chance)
    if (low, high) == (0, 1):
        assert part["area"] == pytest.approx(report["auc"]["average"], abs=1e-15)


def test_partial_auc_over_tpr(rocscope):
    report = rocscope(THREE, "--score", "a", "--partial-auc", "0.8", "1",
                      "--partial-auc-focus", "tpr", "--report", "json").json()
    part = report["partial_auc"]
    assert part["focus"] == "tpr" and (part["low"], part["high"]) == (0.8, 1)
    assert 0 <= part["area"] <= 0.2
    text = rocscope(THREE, "--score", "a", "--partial-auc", "0.8", "1", "--partial-auc-focus",
                    "tpr", "--report", "text").out
    assert "partial AUC  TPR 0.8 to 1.0: area " in text


def test_hull_block(rocscope):
    scores, labels = read("b")
    hull = rocscope(THREE, "--score", "b", "--hull", "--report", "json").json()["hull"]
    assert list(hull) == ["auc", "vertices", "thresholds"]
    points = np.array(hull["vertices"])
    assert points[0].tolist() == [0, 0] and points[-1].tolist() == [1, 1]
    assert hull["thresholds"][0] is None
    # Upper and convex: every curve vertex lies on or below it, its slopes never rise.
    v = vertices(scores, labels)
    xs = np.array([fp for _, _, fp in v]) / (1 - labels).sum()
    ys = np.array([tp for _, tp, _ in v]) / labels.sum()
    assert np.all(ys <= np.interp(xs, points[:, 0], points[:, 1]) + 1e-12)
    steps = np.diff(points, axis=0)
    turns = steps[:-1, 0] * steps[1:, 1] - steps[:-1, 1] * steps[1:, 0]
    assert np.all(turns < 0)  # every corner turns right: no point lies on a straight run
    area = float(np.sum(np.diff(points[:, 0]) * (points[1:, 1] + points[:-1, 1]) / 2))
    assert hull["auc"] == pytest.approx(area, abs=1e-12)
    assert {tuple(p) for p in points.tolist()} <= set(zip(xs.tolist(), ys.tolist()))
    auc = rocscope(THREE, "--score", "b", "--report", "json").json()["auc"]
    assert auc["average"] < hull["auc"] < auc["best"]  # vertices only: not the tie corners


def test_every_model_gets_every_block(rocscope):
    report = rocscope(THREE, "--score", "a,b,c", "--pr", "--best", "closest", "--partial-auc",
                      "0", "0.3", "--hull", "--ci", "--report", "json").json()
    for model in report["models"]:
        assert list(model)[0] == "name"
        assert {"ci", "precision_recall", "best", "partial_auc", "hull"} <= set(model)
    text = rocscope(THREE, "--score", "a,b,c", "--pr", "--best", "closest", "--partial-auc",
                    "0", "0.3", "--hull", "--report", "text").out
    for words in ("PR  ", "best  ", "partial AUC  ", "hull  "):
        assert text.count("\n  " + words.rstrip() + " ") + text.count("\n  " + words) >= 3, words


def test_a_best_vertex_at_infinity_is_null_in_json_and_said_in_text(rocscope, tmp_path):
    path = tmp_path / "reversed.csv"
    path.write_text("score,label\n0.9,0\n0.8,0\n0.2,1\n0.1,1\n")
    best = rocscope(path, "--best", "youden", "--report", "json").json()["best"]
    assert (best["threshold"], best["tp"], best["fp"], best["value"]) == (None, 0, 0, 0)
    text = rocscope(path, "--best", "youden", "--report", "text").out
    assert ("best         t = +inf (nothing predicted positive; pROC's threshold: +inf too)"
            " by Youden's J") in text
