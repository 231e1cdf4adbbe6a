"""Logs bigger than memory: exact ROC curves computed by DuckDB or Spark (docs/architecture.md).

The exact answer needs only the tie blocks ``(score, positives, negatives)`` in
descending score order, and the pair counts are running sums over them; an engine made
for data at scale does that part in SQL (:mod:`core.scale.sql`, one text per dialect
family) and hands back exact integers and the curve thinned to a drawing resolution.
:func:`open_large` is the entry point; :func:`should_use_engine` tells when to use it.
"""

from core.scale.sizing import should_use_engine

__all__ = ["open_large", "should_use_engine"]


def __getattr__(name):
    # The engines (and the statistics they use) load when first asked for: deciding
    # whether to use one must stay cheap for every command.
    if name == "open_large":
        from core.scale import open as opening

        return opening.open_large
    raise AttributeError(f"module 'core.scale' has no attribute {name!r}")
