"""The per-user AUC query teams write by hand, ``rank() OVER (PARTITION BY user ORDER BY
score)`` in the Mann-Whitney formula, miscounts ties; rocscope's counts do not.

``rank()`` gives every tied row the *lowest* rank of its tie, where the Mann-Whitney
formula needs the average rank. A positive tied with a negative then counts 0 instead
of 1/2, and two tied positives push each other down a further pair: the query computes
``(C - Σ_k p_k (p_k - 1) / 2) / (m+ m-)`` per user, below even the worst ordering's AUC
whenever positives tie.
"""

from fractions import Fraction

import duckdb
import numpy as np
import pytest
from sklearn.metrics import roc_auc_score

from core.app.request import LoadRequest
from core.readers.dataset import Selection
from core.scale.stratum_queries import strata_large
from tests.core.engine import oracle
from tests.core.scale.helpers import write_parquet

#: The query as it is usually written (the benchmark times the same text).
HAND_WRITTEN = """
WITH ranked AS (
  SELECT user_id, label, rank() OVER (PARTITION BY user_id ORDER BY score) AS r
  FROM log
), per_user AS (
  SELECT user_id, sum(label) AS pos, count(*) - sum(label) AS neg,
         sum(CASE WHEN label = 1 THEN r ELSE 0 END) AS rank_sum
  FROM ranked GROUP BY user_id
)
SELECT user_id, (rank_sum - pos * (pos + 1) / 2.0) / (pos * neg) AS auc
FROM per_user WHERE pos > 0 AND neg > 0 ORDER BY user_id
"""

# u1: a positive tied with a negative (exact 1/2); u2: two tied positives above a
# negative (exact 1); u3: no ties at all (both agree); u4: ties everywhere.
ROWS = [("u1", 0.5, 1), ("u1", 0.5, 0),
        ("u2", 0.5, 1), ("u2", 0.5, 1), ("u2", 0.1, 0),
        ("u3", 0.9, 1), ("u3", 0.4, 0), ("u3", 0.6, 0),
        ("u4", 0.3, 1), ("u4", 0.3, 1), ("u4", 0.3, 0), ("u4", 0.7, 0), ("u4", 0.7, 1)]


def hand_written(rows):
    con = duckdb.connect()
    con.execute("CREATE TABLE log (user_id VARCHAR, score DOUBLE, label INTEGER)")
    con.executemany("INSERT INTO log VALUES (?, ?, ?)", rows)
    return dict(con.execute(HAND_WRITTEN).fetchall())


def test_rank_over_partition_miscounts_ties_and_rocscope_does_not(tmp_path):
    by_hand = hand_written(ROWS)
    path = write_parquet(tmp_path / "log.parquet", {
        "user_id": [r[0] for r in ROWS], "score": [r[1] for r in ROWS],
        "label": [r[2] for r in ROWS]})
    counted = strata_large(path, LoadRequest(), Selection("score", "label", "1"),
                           column="user_id")
    for i, user in enumerate(counted.texts):
        rows = [r for r in ROWS if r[0] == user]
        scores = np.array([r[1] for r in rows])
        labels = np.array([r[2] for r in rows]) == 1
        exact = oracle.auc_fractions(scores, labels)["average"]
        assert counted.counts.auc_exact(i) == exact
        assert counted.counts.auc[i] == pytest.approx(roc_auc_score(labels, scores), abs=1e-15)
        # What rank() computes: each tied pair 0, and each pair of tied positives -1.
        c, t, _ = oracle.pair_counts(scores, labels)
        tied_positives = sum(k * (k - 1) // 2 for k in
                             np.unique(scores[labels], return_counts=True)[1].tolist())
        m = int(labels.sum()) * int((~labels).sum())
        assert by_hand[user] == pytest.approx(float(Fraction(c - tied_positives, m)),
                                              abs=1e-15)
    assert by_hand["u1"] == 0.0 and counted.counts.auc_exact(0) == Fraction(1, 2)
    assert by_hand["u2"] == 0.5 and counted.counts.auc_exact(1) == 1
    assert by_hand["u3"] == float(counted.counts.auc_exact(2)) == 1.0
