"""Reading a file table after table into a sink, exactly as :func:`read_dataset` reads it
whole, for data bigger than memory (an engine then computes from what the sink wrote).

The same sniffing, the same parse, the same types, the same errors: a file is read one
way whichever engine computes its curve. Where a whole read infers a column's type from
every row, this read fixes types on its first table and, when a value further down does
not convert (integers, then a fraction; numbers, then a word), starts again with that
column one type wider, as a whole read would have typed it. Every column is described
over every row (:class:`~core.readers.dataset.ColumnInfo`: kind, missing values, the few
distinct values), so that guessing columns sees what it sees for a file read whole.

>>> import pyarrow as pa
>>> class Tables:
...     def reset(self): self.written = []
...     def write(self, table): self.written.append(table)
>>> sink = Tables()
>>> ds = stream_dataset(b"p,y\\n1,1\\n2,0\\n0.5,1\\n", sink, name="d.csv", first_rows=2)
>>> [c.kind for c in ds.columns], ds.n_rows, [t.num_rows for t in sink.written]
(['float', 'integer'], 3, [3])
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

import pyarrow as pa
import pyarrow.ipc as ipc

from core.errors import LoadError, check_cancelled
from core.phrases import Phrase
from core.readers import text_parse
from core.readers.column_profile import MAX_DISTINCT, describe, normalise
from core.readers.dataset import ColumnInfo, Dataset
from core.readers.reading import (
    TextRead,
    collapse_whitespace,
    file_dataset,
    long_line_error,
    no_rows,
    read_errors,
)
from core.readers.sniffing import TextShape, unique_names
from core.readers.sources import FEATHER_V1_MAGIC, Source, open_source

_CONVERSION = re.compile(r"In CSV column #(\d+): CSV conversion error to (\w+): "
                         r"invalid value '(.*)'", re.DOTALL)
# A whole read types a column by all of its values, in this order of widening (any
# other type counts as text).
_WIDER = (pa.null(), pa.bool_(), pa.int64(), pa.float64(), pa.string())


class Sink(Protocol):
    """Where the tables go."""

    def reset(self) -> None:
        """Forget every table written: the read starts again (a wider type)."""

    def write(self, table: pa.Table) -> None:
        """Keep ``table``: the next rows of the file, in order."""


def stream_dataset(source, sink: Sink, *, name: str | None = None,
                   values=None, first_rows: int = 100_000,
                   progress: Callable[[float], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> Dataset:
    """Read a delimited text or Feather/Arrow file into ``sink`` table after table.

    Parameters
    ----------
    source : str, os.PathLike or bytes
    sink : Sink
    name : str, optional
        What messages call the data.
    values : optional
        Each column's values by name (``values[name]``, a ``pyarrow.ChunkedArray``,
        which the dataset may replace: :meth:`Dataset.keep_values`), read back from
        what the sink wrote, for the returned dataset's :meth:`~Dataset.values` (an
        error that points at a row looks there); without it, the first ``first_rows``
        rows.
    first_rows : int
        Rows kept in memory for the returned dataset when ``values`` is not given.
    progress, cancelled : callable, optional
        As for :func:`~core.readers.reading.read_dataset`.

    Returns
    -------
    Dataset
        Every column described over every row; :attr:`~Dataset.n_rows` counts them all.

    Raises
    ------
    LoadError
        As :func:`~core.readers.reading.read_dataset` raises it for the same file.
    LoadCancelled
    """
    src = open_source(source, name, cancelled)
    if src.format == "parquet":
        raise LoadError(Phrase("{file} is Parquet: an engine reads it as it is",
                               file=src.short), path=src.display)
    with read_errors(src, cancelled):
        text, described = _read(src, sink, first_rows, progress, cancelled)
    if progress is not None:
        progress(1.0)
    return file_dataset(src, text, values if values is not None else described.first(),
                        described.columns(), described.rows)


def _read(src: Source, sink: Sink, first_rows: int, progress, cancelled):
    text = _TextTables(src, progress, cancelled) if src.format == "csv" else None
    reader = text or _ArrowTables(src)
    shape = text.shape if text is not None else None

    def read() -> _Described:
        sink.reset()
        described = _Described(reader.names, shape, first_rows)
        for table in reader.tables():
            check_cancelled(cancelled)  # between tables of either kind, as they come
            table = _normalised(table)
            described.add(table)
            sink.write(table)
        return described
    try:
        described = text.parsed(read, cancelled) if text is not None else read()
    except text_parse.LineTooLong:
        raise long_line_error(src, shape) from None
    if described.rows == 0:
        raise no_rows(src, shape)
    return text, described


class _TextTables(TextRead):
    """Delimited text, piece after piece (see :func:`text_parse.iter_text`)."""

    def __init__(self, src: Source, progress, cancelled):
        super().__init__(src, text_parse.STREAM_BLOCK)
        self.cancelled = cancelled
        self.text_bytes = src.text_bytes(progress, cancelled)
        self.types: dict | None = None
        self.widened: dict = {}
        self.names = self.shape.names

    def tables(self):
        transform = collapse_whitespace if self.shape.whitespace else None
        for table in text_parse.iter_text(
                self.text_bytes, self.shape, self.block, quoted=b'"' in self.head,
                types=self.widened or None, cancelled=self.cancelled,
                blank_rows=self.blank_rows, transform=transform):
            if self.types is None:
                self.types = {f.name: f.type for f in table.schema}
            yield self.checked(table)

    def retry(self, exc) -> bool:
        """Whether to read again, and how (the reasons of the whole read, and one more:
        a value that does not convert to its column's type so far)."""
        if super().retry(exc):
            return True
        found = _CONVERSION.search(str(exc))
        if found is None:
            return False
        name = self.shape.names[int(found.group(1))]
        current = self.widened.get(name) or (self.types or {}).get(name)
        wider = _wider(current, found.group(3), self.shape)
        if wider is None or wider == current:
            return False
        self.widened = {**(self.types or {}), **self.widened, name: wider}
        self.types = None
        return True


class _ArrowTables:
    """Feather (v2) and Arrow IPC files and streams, record batch after batch."""

    def __init__(self, src: Source):
        if src.format == "feather" and src.head(4) == FEATHER_V1_MAGIC:
            raise LoadError(Phrase("{file} is a Feather version 1 file: an engine cannot"
                                   " read it in pieces; save it as Parquet or Feather version 2",
                                   file=src.short), path=src.display)
        native = src.columnar()
        opened = ipc.open_stream if src.format == "arrow-stream" else ipc.open_file
        self._open = lambda: opened(native())
        with self._open() as reader:
            self.names = unique_names(reader.schema.names)

    def tables(self):
        with self._open() as reader:
            if isinstance(reader, ipc.RecordBatchFileReader):
                batches = (reader.get_batch(i) for i in range(reader.num_record_batches))
            else:
                batches = iter(reader)
            for batch in batches:
                yield pa.Table.from_batches([batch]).rename_columns(list(self.names))


def _normalised(table: pa.Table) -> pa.Table:
    columns = [normalise(column) for column in table.columns]
    if all(c is o for c, o in zip(columns, table.columns)):
        return table
    return pa.table(columns, names=table.column_names)


def _wider(current, value: str, shape) -> pa.DataType | None:
    """The type a whole read gives a column of ``current`` type that also holds
    ``value`` (as written), or None when it cannot be told."""
    if current is None or pa.types.is_dictionary(current):
        return None  # words stay words whatever follows
    alone = text_parse.type_alone(value, shape)
    widest = max(_WIDER.index(t) if t in _WIDER else len(_WIDER) - 1 for t in (current, alone))
    if pa.bool_() in (current, alone) and _WIDER[widest] in (pa.int64(), pa.float64()):
        return pa.string()  # a whole read gives booleans and numbers together as text
    return _WIDER[widest]


class _Described:
    """Every column described over every table, as one whole read describes it."""

    def __init__(self, names, shape: TextShape | None, keep: int):
        self.names = tuple(names)
        self.looks = shape.numeric_like if shape is not None else (False,) * len(names)
        self.tight = shape is not None  # a parser's dictionaries hold used words only
        self.keep = keep
        self.rows = 0
        self.parts: list[list[ColumnInfo]] = []
        self.kept: list[pa.Table] = []

    def add(self, table: pa.Table) -> None:
        self.parts.append([describe(name, table.column(j), self.looks[j], self.tight)
                           for j, name in enumerate(self.names)])
        kept = sum(t.num_rows for t in self.kept)
        if kept < self.keep:
            self.kept.append(table.slice(0, self.keep - kept))
        self.rows += table.num_rows

    def first(self) -> dict:
        if not self.kept:
            return {}
        table = pa.concat_tables(self.kept)
        return {name: table.column(j) for j, name in enumerate(self.names)}

    def columns(self) -> tuple[ColumnInfo, ...]:
        return tuple(_merged(infos) for infos in zip(*self.parts))


def _merged(infos) -> ColumnInfo:
    first = infos[0]
    kinds = {i.kind for i in infos} - {"empty"}
    kind = kinds.pop() if len(kinds) == 1 else ("empty" if not kinds else "other")
    distinct = None
    if all(i.distinct is not None for i in infos):
        values = set().union(*(i.distinct for i in infos))
        if len(values) <= MAX_DISTINCT:
            numeric = kind in ("integer", "float")
            distinct = tuple(sorted(values, key=_number_order if numeric else None))
    return ColumnInfo(name=first.name, numeric=kind in ("integer", "float"),
                      distinct=distinct, n_missing=sum(i.n_missing for i in infos),
                      looks_numeric=all(i.looks_numeric for i in infos), kind=kind,
                      float32=kind == "float" and all(i.float32 for i in infos
                                                      if i.kind != "empty"))


def _number_order(text: str) -> float | int:
    try:
        return int(text)
    except ValueError:
        return float(text)
