"""Stratified logs for the engine tests, and the report the CLI would print for them."""

import json

import numpy as np

from core.app.pipeline import load_models
from core.app.report.build import report_of
from core.app.request import Analysis, LoadRequest, ModelSource


def stratified_log(seed: int, n: int = 1500, users: int = 60, folds: int = 5):
    """Columns of a click log by user with a fold id: tie-heavy scores (many tied blocks
    inside users), some users of one class, users as text and folds as integers."""
    rng = np.random.default_rng(seed)
    user = rng.integers(0, users, n)
    score = np.round(rng.random(n), 2)
    taste = rng.random(users)
    click = rng.random(n) < 0.15 + 0.5 * score * taste[user]
    click[user == 0] = False  # a user who never clicked
    return {"user": np.array([f"u{u}" for u in user]), "fold": rng.integers(0, folds, n),
            "pctr": score, "click": click.astype(np.int64)}


def report_json(path, engine: str, analysis: Analysis = Analysis(), **load) -> str:
    request = LoadRequest(sources=(ModelSource(str(path)),), engine=engine, **load)
    models = load_models(request)
    report = report_of(models, analysis).json
    # The one field that differs between engines by design: which of them computed.
    for part in [report, *report.get("models", [])]:
        if "engine" in part:
            assert part.pop("engine") == engine
    return json.dumps(report)
