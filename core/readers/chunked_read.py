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

import io
import re
from collections.abc import Callable, Mapping
from typing import Protocol

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.ipc as ipc

from core.errors import LoadError, RocscopeError, check_cancelled
from core.phrases import Phrase
from core.readers import text_parse
from core.readers.column_profile import MAX_DISTINCT, describe, normalise
from core.readers.dataset import ColumnInfo, Dataset
from core.readers.reading import (
    GZIPPED_NOTE,
    _first_line,
    _prefix,
    _text_error,
    check_utf8,
    collapse_whitespace,
    first_block,
    long_line_error,
    no_data_rows,
    no_rows,
    read_again,
    read_error,
    text_layout,
)
from core.readers.sniffing import NULL_TOKENS, sniff, unique_names
from core.readers.sources import FEATHER_V1_MAGIC, Source, open_source

_CONVERSION = re.compile(r"In CSV column #(\d+): CSV conversion error to (\w+): "
                         r"invalid value '(.*)'", re.DOTALL)
# A whole read types a column by all of its values, in this order of widening.
_WIDER = {"null": 0, "bool": 1, "int64": 2, "double": 3, "string": 4}


class Sink(Protocol):
    """Where the tables go."""

    def reset(self) -> None:
        """Forget every table written: the read starts again (a wider type)."""

    def write(self, table: pa.Table) -> None:
        """Keep ``table``: the next rows of the file, in order."""


def stream_dataset(source, sink: Sink, *, name: str | None = None,
                   values: Mapping | None = None, first_rows: int = 100_000,
                   progress: Callable[[float], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> Dataset:
    """Read a delimited text or Feather/Arrow file into ``sink`` table after table.

    Parameters
    ----------
    source : str, os.PathLike or bytes
    sink : Sink
    name : str, optional
        What messages call the data.
    values : mapping, optional
        Column name to its values (a ``pyarrow.ChunkedArray``), read back from what the
        sink wrote, for the returned dataset's :meth:`~Dataset.values` (an error that
        points at a row looks there); without it, the first ``first_rows`` rows.
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
    try:
        reader, described = _read(src, sink, first_rows, progress, cancelled)
    except RocscopeError:
        raise
    except Exception as exc:  # noqa: BLE001 - as read_dataset: many types on bad bytes
        check_cancelled(cancelled)
        raise read_error(src, exc) from None
    if progress is not None:
        progress(1.0)
    notes = reader.notes()
    return Dataset.of_columns(
        values if values is not None else described.first(),
        layout=reader.layout, short_name=src.short, source=src.display,
        format="feather" if src.format == "arrow-stream" else src.format,
        columns=described.columns(), n_rows=described.rows,
        has_header=reader.has_header, delimiter=reader.delimiter, notes=notes,
        compressed=src.gzipped, decimal_comma=reader.decimal_comma)


def _read(src: Source, sink: Sink, first_rows: int, progress, cancelled):
    reader = _TextTables(src, progress, cancelled) if src.format == "csv" else _ArrowTables(
        src, cancelled)
    while True:
        sink.reset()
        described = _Described(reader.names, reader.looks_numeric, reader.tight, first_rows)
        try:
            for table in reader.tables():
                check_cancelled(cancelled)
                table = reader.checked(_normalised(table))
                described.add(table)
                sink.write(table)
            break
        except pa.ArrowInvalid as exc:
            check_cancelled(cancelled)
            try:
                retried = reader.retry(exc)
                error = None if retried else reader.error(exc)
            except text_parse.LineTooLong:
                error = long_line_error(src, getattr(reader, "shape", None))
            if error is not None:
                raise error from None
        except text_parse.LineTooLong:
            raise long_line_error(src, getattr(reader, "shape", None)) from None
    if described.rows == 0:
        raise reader.no_rows()
    return reader, described


class _TextTables:
    """Delimited text, piece after piece (see :func:`text_parse.iter_text`)."""

    def __init__(self, src: Source, progress, cancelled):
        self.src = src
        self.cancelled = cancelled
        try:
            head, complete, skipped = _prefix(src)
        except text_parse.LineTooLong:
            raise long_line_error(src, None) from None
        self.head = head
        self.shape = shape = sniff(head, complete, src.short, lines_before=skipped)
        self.layout = text_layout(src, shape)
        self.text = src.text_bytes(progress, cancelled)
        self.block = first_block(text_parse.STREAM_BLOCK, head, complete)
        self.blank_rows = False
        self.types: dict | None = None
        self.widened: dict = {}
        self.names = shape.names
        self.looks_numeric = shape.numeric_like
        self.tight = True
        self.has_header = shape.has_header
        self.delimiter = shape.delimiter
        self.decimal_comma = shape.decimal_comma

    def tables(self):
        transform = collapse_whitespace if self.shape.whitespace else None
        for table in text_parse.iter_text(
                self.text, self.shape, self.block, quoted=b'"' in self.head,
                types=self.widened or None, cancelled=self.cancelled,
                blank_rows=self.blank_rows, transform=transform):
            if self.types is None:
                self.types = {f.name: f.type for f in table.schema}
            text_parse.check_line_lengths(table)
            yield table

    def checked(self, table: pa.Table) -> pa.Table:
        check_utf8(table, self.src, self.shape, self.layout)
        return table

    def retry(self, exc) -> bool:
        """Whether to read again, and how (the reasons of the whole read, and one more:
        a value that does not convert to its column's type so far)."""
        again = read_again(exc, self.block, self.blank_rows, self.shape, self.layout)
        if again is not None:
            self.block, self.blank_rows = again
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

    def error(self, exc) -> LoadError:
        return _text_error(self.src, self.shape, self.layout, exc)

    def no_rows(self) -> LoadError:
        return no_data_rows(self.src, self.shape)

    def notes(self) -> tuple[str, ...]:
        notes = self.shape.notes()
        return (GZIPPED_NOTE,) + notes if self.src.gzipped else notes


class _ArrowTables:
    """Feather (v2) and Arrow IPC files and streams, record batch after batch."""

    def __init__(self, src: Source, cancelled):
        self.src = src
        self.cancelled = cancelled
        self.layout = None
        self.has_header = True
        self.delimiter = None
        self.decimal_comma = False
        self.tight = False
        self._open = self._opener()
        with self._open() as reader:
            self.names = unique_names(reader.schema.names)
        self.looks_numeric = (False,) * len(self.names)

    def _opener(self):
        src = self.src
        if src.gzipped or src.data is not None:
            data = src.whole() if src.gzipped else src.data

            def native():
                return pa.BufferReader(pa.py_buffer(data))
        else:
            def native():
                return pa.memory_map(src.path, "r")
        if src.format == "arrow-stream":
            return lambda: ipc.open_stream(native())
        if src.head(4) == FEATHER_V1_MAGIC:
            raise LoadError(Phrase("{file} is a Feather version 1 file: an engine cannot"
                                   " read it in pieces; save it as Parquet or Feather version 2",
                                   file=src.short), path=src.display)
        return lambda: ipc.open_file(native())

    def tables(self):
        with self._open() as reader:
            if isinstance(reader, ipc.RecordBatchFileReader):
                batches = (reader.get_batch(i) for i in range(reader.num_record_batches))
            else:
                batches = iter(reader)
            for batch in batches:
                check_cancelled(self.cancelled)
                yield pa.Table.from_batches([batch]).rename_columns(list(self.names))

    def checked(self, table: pa.Table) -> pa.Table:
        return table

    def retry(self, exc) -> bool:
        return False

    def error(self, exc) -> LoadError:
        return LoadError(Phrase("{file}: cannot read it as Feather/Arrow ({problem})",
                                file=self.src.short, problem=_first_line(exc)),
                         path=self.src.display)

    def no_rows(self) -> LoadError:
        return no_rows(self.src)

    def notes(self) -> tuple[str, ...]:
        return (GZIPPED_NOTE,) if self.src.gzipped else ()


def _normalised(table: pa.Table) -> pa.Table:
    columns = [normalise(column) for column in table.columns]
    if all(c is o for c, o in zip(columns, table.columns)):
        return table
    return pa.table(columns, names=table.column_names)


def _wider(current, value: str, shape) -> pa.DataType | None:
    """The type a whole read gives a column of ``current`` type that also holds
    ``value`` (as written), or None when it cannot be told."""
    if current is None:
        return None
    options = pacsv.ConvertOptions(null_values=list(NULL_TOKENS), true_values=[],
                                   false_values=[], strings_can_be_null=True,
                                   decimal_point="," if shape.decimal_comma else ".")
    alone = pacsv.read_csv(io.BytesIO(b"v\n" + _quoted(value) + b"\n"),
                           convert_options=options).column(0).type
    rank = {pa.null(): "null", pa.bool_(): "bool", pa.int64(): "int64",
            pa.float64(): "double"}
    a, b = rank.get(current, "string"), rank.get(alone, "string")
    if pa.types.is_dictionary(current):
        return None  # words stay words whatever follows
    if a == "bool" and b in ("int64", "double") or b == "bool" and a in ("int64", "double"):
        return pa.string()
    widest = max(a, b, key=_WIDER.__getitem__)
    return {"null": pa.null(), "bool": pa.bool_(), "int64": pa.int64(),
            "double": pa.float64()}.get(widest, pa.string())


def _quoted(value: str) -> bytes:
    return b'"' + value.replace('"', '""').encode("utf-8", "surrogateescape") + b'"'


class _Described:
    """Every column described over every table, as one whole read describes it."""

    def __init__(self, names, looks_numeric, tight: bool, keep: int):
        self.names = tuple(names)
        self.looks = tuple(looks_numeric)
        self.tight = tight
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
