"""Names for the samples of a loaded data set: the column that names each row, if any.

The teaching views (the rank table, the pair grid's hover) call samples by name when
the file has an id-like column, and by row otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

_ID_NAMES = {"id", "ids", "sample", "sampleid", "name", "key", "uid", "instance"}


class _ColumnNames(Sequence):
    """A column's values as text, read one at a time (the rank table asks only for the
    rows it keeps, so a column of millions is never converted whole)."""

    def __init__(self, array):
        self._array = array

    def __len__(self) -> int:
        return len(self._array)

    def __getitem__(self, i):
        value = self._array[int(i)].as_py()
        return "" if value is None else str(value).strip()


def sample_ids(data) -> Sequence[str] | None:
    """Names for the samples of ``data`` (a :class:`core.readers.dataset.LoadedData`),
    or None to call them by row.

    A column not chosen as score or label names the samples when it is called like an
    id (``id``, ``sample_id``, ``name``…) or holds text with no value missing and no
    two rows alike as far as the loader looked (the seed format ``s1,0.77,+``). Rows
    left out for missing values would misalign names and samples: then rows are used.
    """
    sel = data.selection
    if sel.counts is not None or data.dropped_rows:
        return None
    used = {sel.score, sel.label}
    for column in data.dataset.columns:
        if column.name in used or column.n_missing:
            continue
        key = "".join(ch for ch in column.name.lower() if ch.isalnum())
        named_like_id = key in _ID_NAMES or column.name.lower().endswith(("_id", " id", "-id"))
        distinct_text = column.kind == "text" and (
            column.distinct is None or len(column.distinct) == data.n_rows)
        if named_like_id or distinct_text:
            return _ColumnNames(data.dataset.values(column.name))
    return None
