"""Logs bigger than memory: exact ROC curves computed by DuckDB or Spark (docs/architecture.md).

The exact answer needs only the tie blocks ``(score, positives, negatives)`` in
descending score order, and the pair counts are running sums over them; an engine made
for data at scale does that part in SQL (:mod:`core.scale.sql`, one text per dialect
family) and hands back exact integers and the curve thinned to a drawing resolution.
:func:`open_large` is the entry point; :func:`should_use_engine` tells when to use it.

Whether to use an engine is decided from the path, a Parquet footer or a text file's
first lines, without loading one.
"""

from __future__ import annotations

import os

from core.readers.budget import MEMORY_BYTES_PER_ROW, budget, estimated_rows
from core.scale.files import format_of, is_glob, is_remote

__all__ = ["open_large", "should_use_engine"]


def __getattr__(name):
    # The engines (and the statistics they use) load when first asked for: deciding
    # whether to use one must stay cheap for every command.
    if name == "open_large":
        from core.scale import open as opening

        return opening.open_large
    raise AttributeError(f"module 'core.scale' has no attribute {name!r}")


def should_use_engine(path, *, memory: int | None = None) -> bool:
    """Whether a source is better computed by an engine than loaded into memory.

    True for a directory, a glob or a remote URI (the in-memory loader reads one
    file), and for a file whose rows would take more than a quarter of the machine's
    memory (``memory`` bytes if given) at :data:`MEMORY_BYTES_PER_ROW` a row: the
    row count of a Parquet file is in its footer; a text file's is estimated from its
    size and the length of its first lines, and a gzipped one's from how much its
    start expands (:func:`core.readers.budget.estimated_rows`).
    A path that does not exist is False (the loader then says so).
    """
    text = os.fspath(path)
    if is_remote(text) or is_glob(text) or os.path.isdir(text):
        return True
    if not os.path.isfile(text):
        return False
    quarter = (budget().memory if memory is None else memory) // 4
    return _estimated_rows(text) * MEMORY_BYTES_PER_ROW > quarter


def _estimated_rows(path: str) -> int:
    if format_of(path) == "parquet":
        import pyarrow.parquet as pq

        try:
            return pq.ParquetFile(path).metadata.num_rows
        except Exception:  # not readable as Parquet: let the loader say why
            return 0
    return estimated_rows(path)
