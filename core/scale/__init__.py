"""Logs bigger than memory: exact ROC curves computed by DuckDB or Spark (SPEC §12).

The exact answer needs only the tie blocks ``(score, positives, negatives)`` in
descending score order, and the pair counts are running sums over them; an engine made
for data at scale does that part in SQL (:mod:`core.scale.sql`, one text per dialect
family) and hands back exact integers and the curve thinned to a drawing resolution.
:func:`open_large` is the entry point; :func:`should_use_engine` tells when to use it.
"""

from core.scale.model import LargeModel
from core.scale.open import ENGINES, open_large, should_use_engine

__all__ = ["ENGINES", "LargeModel", "open_large", "should_use_engine"]
