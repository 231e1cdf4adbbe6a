"""Reading a big text file's chosen columns only.

Parsing every column of a ten-million-row CSV (ids, covariates, other models) costs time
and memory nobody asked for. When the columns can be chosen from the file's first lines
— the ones given by name, or the guess those lines make plain — only they are parsed;
the rest of the file is still read (its lines are counted for messages) but not
converted. The choice is checked again on the whole columns (the positive class, the
labels' encoding), and anything the first lines cannot settle falls back to reading
every column, so the answer is the one a full read gives. Either way, each number
column is parsed straight to the type the first lines show (a 0/1 label to ``int8``),
which lets pyarrow parse on every core in less memory than inferring types.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> path = os.path.join(folder, "big.csv")
>>> with open(path, "w") as f:
...     _ = f.write("id,score,label\\n" + "".join(f"{i},0.{i % 9},{i % 2}\\n" for i in range(50)))
>>> read_selected(path, big=0).names  # a threshold of 0 bytes: every file counts as big
('score', 'label')
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import pyarrow as pa

from core.errors import RocscopeError
from core.readers.dataset import Dataset
from core.readers.guessing import guess_selection
from core.readers.reading import _prefix, read_dataset
from core.readers.sources import open_source
from core.readers.text_parse import LineTooLong

_NUMBER_TYPES = {"float": pa.float64(), "integer": pa.int64()}

# Text files from this size on are read column by column chosen (smaller ones whole:
# their other columns cost little and the column chooser can offer them at once).
BIG_TEXT_BYTES = 64 << 20


def read_selected(source, *, name: str | None = None, scores: Sequence[str] = (),
                  label: str | None = None, positive: str | None = None,
                  counts: Sequence[str] | None = None, also: Sequence[str] = (),
                  progress=None, cancelled=None, big: int | None = None) -> Dataset:
    """:func:`~core.readers.reading.read_dataset`, parsing only the columns a choice
    needs when ``source`` is a text file of ``big`` bytes or more and its first lines
    settle the choice; otherwise every column.

    ``scores`` are score columns by name (several may be comma-separated); ``also``
    names further columns to keep (an id column).
    """
    big = BIG_TEXT_BYTES if big is None else big
    columns, types = _chosen_columns(source, name, scores, label, positive, counts, also, big)
    return read_dataset(source, name=name, progress=progress, cancelled=cancelled,
                        columns=columns, expected_types=types)


def _chosen_columns(source, name, scores, label, positive, counts, also, big):
    """``(columns, types)`` for a big text file: the columns to parse (None: all) and
    the types its first lines show; ``(None, None)`` for anything else."""
    if not isinstance(source, (str, os.PathLike)):
        return None, None
    path = os.fspath(source)
    try:
        if not os.path.isfile(path) or os.path.getsize(path) < big:
            return None, None
        src = open_source(path, name)
        if src.format != "csv" or src.gzipped:
            return None, None
        head, complete, _skipped = _prefix(src)
        if not complete:  # whole lines only: cut after the last one
            head = head[:head.rfind(b"\n") + 1]
        first = read_dataset(head, name=src.short)
    except (RocscopeError, LineTooLong):
        return None, None  # the full read says what is wrong, with the whole file in view
    # Numbers parse faster, and in less memory, as the type their first lines show
    # (checked on every line: a column that changes type is read again, inferred).
    types = {c.name: _NUMBER_TYPES[c.kind] for c in first.columns if c.kind in _NUMBER_TYPES}
    wanted = [s.strip() for given in scores for s in str(given).split(",") if s.strip()]
    named = [*wanted, *([label] if label else []), *(counts or ()), *also]
    # Positions ("2") and names the first lines do not have: the full read says why.
    if any(n not in first.names for n in named):
        return None, types
    needed = set(also)
    labels = set()
    try:
        for score in wanted or [None]:
            selection = guess_selection(first, score=score, label=label, positive=positive,
                                        counts=tuple(counts) if counts else None)
            needed |= {selection.score, selection.label, *(selection.counts or ())}
            labels.add(selection.label)
    except RocscopeError:
        return None, types  # an ambiguous or odd start: read everything, ask as usual
    needed.discard(None)
    for n in labels & set(types):
        # 0/1 labels held as one byte each, not eight: 70 MB less at 10^7 rows (a
        # label past int8 further down is a conversion error, and read again inferred).
        if types[n] == pa.int64() and _small_integers(first.column(n).distinct):
            types[n] = pa.int8()
    if len(needed) == len(first.names):
        return None, types
    columns = [n for n in first.names if n in needed]
    return columns, {n: t for n, t in types.items() if n in needed}


def _small_integers(values) -> bool:
    try:
        return values is not None and all(-128 <= int(v) <= 127 for v in values)
    except ValueError:
        return False
