"""Reading a prediction file into a :class:`~core.readers.dataset.Dataset`.

Text tables go through ``pyarrow.csv`` with options set by sniffing a prefix; Parquet
and Feather/Arrow files through their pyarrow readers. Nothing here loops over rows in
Python. Whatever pyarrow or the operating system raises on bad input comes out as a
:class:`~core.errors.LoadError` that names the file (and, where it can, the line).
"""

from __future__ import annotations

import contextlib
import re
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc

from core.errors import LoadError, RocscopeError, check_cancelled
from core.phrases import Phrase
from core.readers import text_parse
from core.readers.budget import MEMORY_BYTES_PER_ROW, Budget, budget, estimated_rows
from core.readers.column_profile import describe, normalise
from core.readers.dataset import ColumnInfo, Dataset
from core.readers.locating import TextLayout, shown, utf8_error
from core.readers.sniffing import UTF8_BOM, TextShape, sniff, unique_names
from core.readers.sources import FEATHER_V1_MAGIC, Source, open_source

T = TypeVar("T")

PREFIX_BYTES = 256 << 10
# The parser reads text in blocks, each holding whole rows: a row longer than a block
# makes it fail, so a file with long rows is read again with larger blocks, up to this.
_FIRST_BLOCK = 1 << 20  # pyarrow's own default
_RAGGED = re.compile(r"Expected (\d+) columns?, got (\d+)")


def read_dataset(source, *, name: str | None = None,
                 progress: Callable[[float], None] | None = None,
                 cancelled: Callable[[], bool] | None = None,
                 columns: Sequence[str] | None = None,
                 expected_types: dict | None = None) -> Dataset:
    """Read a prediction file: its columns, their types and their few distinct values.

    Parameters
    ----------
    source : str, os.PathLike or bytes
        A path to delimited text (optionally gzipped), Parquet or Feather/Arrow IPC;
        or such a file's bytes.
    name : str, optional
        What to call the data in messages (in-memory data is otherwise ``"data"``).
    progress : callable, optional
        Called with a fraction in [0, 1] as reading proceeds.
    cancelled : callable, optional
        Polled while reading; when it returns True, :class:`LoadCancelled` is raised.
    columns : sequence of str, optional
        Read only these columns of a text file (by their names in the file; the others
        are skipped while parsing, which is faster and lighter): the dataset is then
        :attr:`~core.readers.dataset.Dataset.partial`. Ignored for Parquet and Feather.
    expected_types : dict, optional
        Column name to the pyarrow type its first lines showed: parsed straight to it,
        which is faster than inferring; a column that turns out otherwise is read again
        with the type inferred from the whole column.

    Returns
    -------
    Dataset

    Raises
    ------
    LoadError
        The file is missing, unreadable, empty, binary, not UTF-8, ragged, ...; the
        message names the file and, for text, the line.
    LoadCancelled
        ``cancelled()`` returned True.
    """
    src = open_source(source, name, cancelled)
    check_cancelled(cancelled)
    if progress is not None:
        # A text read again (rows of spaces, a quoted line end past the sniffed prefix)
        # starts over: the bar waits rather than going back.
        progress = _onward(progress)
    with read_errors(src, cancelled):
        if src.format == "csv":
            table, text = _read_text(src, progress, cancelled, columns, expected_types)
        else:
            table, text = _read_columnar(src, progress, cancelled), None
    check_cancelled(cancelled)
    dataset = _dataset(src, table, text)
    if progress is not None:
        progress(1.0)
    return dataset


@contextlib.contextmanager
def read_errors(src: Source, cancelled) -> Iterator[None]:
    """What pyarrow, the csv module or the system raise on bad bytes within, as the
    error that names the file; rocscope's own errors as they are."""
    try:
        yield
    except RocscopeError:
        raise
    except Exception as exc:  # noqa: BLE001 - pyarrow raises many types on bad bytes
        check_cancelled(cancelled)
        problem = _first_line(exc)
        if isinstance(exc, MemoryError):
            raise LoadError(Phrase("{file}: not enough memory to read it", file=src.short),
                            path=src.display) from None
        raise _damaged_gzip(src, problem) or LoadError(
            Phrase("{file}: cannot read it as {format} ({problem})", file=src.short,
                   format=_kind(src), problem=problem), path=src.display) from None


def collapse_whitespace(data: bytes) -> bytes:
    """Runs of spaces and tabs become one space; spaces at either end of a line go.

    Newlines are kept, so line numbers do not change; the result parses with a plain
    one-space delimiter.
    """
    a = np.frombuffer(data, dtype=np.uint8)
    blank = (a == 32) | (a == 9)
    after_break = np.ones(len(a), dtype=bool)
    after_break[1:] = blank[:-1] | (a[:-1] == 10)
    b = a[~blank | ~after_break]  # the first of each run, unless it opens a line
    b = np.where(b == 9, np.uint8(32), b)
    before_break = np.ones(len(b), dtype=bool)
    before_break[:-1] = (b[1:] == 10) | (b[1:] == 13)
    return b[~((b == 32) & before_break)].tobytes()


# ---- text ----------------------------------------------------------------------------


def _prefix(src: Source) -> tuple[bytes, bool, int]:
    """The first bytes to sniff, whether they are the whole file, and how many blank
    lines precede them. The prefix grows until it holds two whole lines (a header
    and a row), however long they are; raises :class:`text_parse.LineTooLong` when it
    reaches :data:`text_parse.MAX_LINE_BYTES` first (one of those lines is longer)."""
    size = PREFIX_BYTES
    while True:
        head = src.head(size)
        complete, skipped = len(head) < size, 0
        if not complete and not head.removeprefix(UTF8_BOM).strip(b" \t\r\n"):
            # More blank lines than a prefix holds: sniff from the first line of text.
            head, complete, skipped = src.head_past_blank_lines(size)
        text = head.lstrip(b" \t\r\n")  # blank lines are not the lines waited for
        ends = max(text.count(b"\n"), text.count(b"\r"))
        if complete or ends >= 2:
            return head, complete, skipped
        if size > text_parse.MAX_LINE_BYTES:
            raise text_parse.LineTooLong()
        # One byte past the limit: a line of exactly the limit, and its end, still fit.
        size = min(size * 8, text_parse.MAX_LINE_BYTES + 2)


class TextRead:
    """One read of a delimited text file, whole or table after table: its sniffed
    shape, where messages find its lines again (``layout``: in the file read anew,
    runs of spaces collapsed when spaces delimit it), and how its parser is set (the
    block, whether rows of spaces are skipped), which a failed parse may change to read
    the text again (:meth:`parsed`).

    Raises
    ------
    LoadError
        The first lines do not sniff, or one of them is too long.
    """

    def __init__(self, src: Source, block: int):
        self.src = src
        try:
            self.head, complete, skipped = _prefix(src)
        except text_parse.LineTooLong:
            raise long_line_error(src, None) from None
        self.shape = shape = sniff(self.head, complete, src.short, lines_before=skipped)

        def read():
            data = src.whole(longest_line=text_parse.MAX_LINE_BYTES)
            return collapse_whitespace(data) if shape.whitespace else data
        self.layout = TextLayout(read, shape.delimiter, shape.skip_rows)
        if not complete and len(self.head) > PREFIX_BYTES:  # the prefix grew past a long line
            block = min(max(block, 1 << (2 * len(self.head) - 1).bit_length()),
                        text_parse.MAX_LINE_BYTES)
        self.block, self.blank_rows = block, False

    def parsed(self, parse: Callable[[], T], cancelled) -> T:
        """``parse()``, run again while its failure says that another setting of the
        parser reads the text (:meth:`retry`); else that failure as the error that
        names the file and the line."""
        while True:
            try:
                return parse()
            except pa.ArrowInvalid as exc:
                check_cancelled(cancelled)
                if not self.retry(exc):
                    raise self.error(exc) from None

    def retry(self, exc: pa.ArrowInvalid) -> bool:
        """Whether the parser, set otherwise now, reads the text it raised ``exc`` on."""
        # A row longer than a block: read again with blocks that hold it.
        if "straddl" in str(exc) and self.block < text_parse.MAX_LINE_BYTES:
            self.block = min(self.block * 16, text_parse.MAX_LINE_BYTES)
            return True
        # Rows of only spaces read as rows of one field: read again, skipping them.
        if (not self.blank_rows and _RAGGED.search(_first_line(exc))
                and self.layout.first_ragged(len(self.shape.names)) is None):
            self.blank_rows = True
            return True
        return False

    def checked(self, table: pa.Table) -> pa.Table:
        """``table``, once no line of it is too long (:class:`text_parse.LineTooLong`)
        and its text is UTF-8, which pyarrow reads as binary rather than failing."""
        text_parse.check_line_lengths(table)
        for j, column in enumerate(table.columns):
            t = column.type
            if pa.types.is_binary(t) or (
                    pa.types.is_dictionary(t) and pa.types.is_binary(t.value_type)):
                raise self._encoding_error(j)
        return table

    def error(self, exc: pa.ArrowInvalid) -> LoadError:
        """The parser's failure as the error that names the file and, where it can, the
        line."""
        src, shape, message = self.src, self.shape, _first_line(exc)
        damaged = _damaged_gzip(src, message)
        if damaged is not None:
            return damaged
        if _RAGGED.search(message):
            width = len(shape.names)
            place = self.layout.first_ragged(width)
            if place is None:
                return LoadError(Phrase("{file}: rows have different numbers of fields"
                                        " ({problem})", file=src.short, problem=message),
                                 path=src.display)
            others = (Phrase("the header (line {line}) has {width}", line=shape.skip_rows,
                             width=width) if shape.has_header
                      else Phrase("the first row has {width}", width=width))
            n = len(place.fields)
            fields = Phrase("1 field") if n == 1 else Phrase("{n} fields", n=n)
            return LoadError(
                Phrase("{file} line {line}: {fields} where {others}: {text}", file=src.short,
                       line=place.line, fields=fields, others=others, text=shown(place.text)),
                path=src.display, line=place.line, value=place.text)
        if "UTF8" in message or "UTF-8" in message:
            return self._encoding_error(None)
        if "straddl" in message:
            return long_line_error(src, shape)
        return LoadError(Phrase("{file}: cannot read it as delimited text ({problem})",
                                file=src.short, problem=message), path=src.display)

    def _encoding_error(self, j: int | None) -> LoadError:
        src, shape = self.src, self.shape
        data = self.layout.read()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            return utf8_error(data, exc.start, src.short, shape.delimiter, shape.names)
        return LoadError(Phrase("{file}: text is not valid UTF-8: save the file as UTF-8",
                                file=src.short) if j is None else
                         Phrase('{file}: text in column "{column}" is not valid UTF-8: save'
                                " the file as UTF-8", file=src.short, column=shape.names[j]),
                         path=src.display)


def _read_text(src: Source, progress, cancelled, columns=None, expected_types=None):
    limits = budget()
    if src.path is not None and estimated_rows(src.path) > limits.rows:
        raise _too_many_rows(src, limits)
    read = TextRead(src, _FIRST_BLOCK)
    shape = read.shape
    try:
        if src.last_line_longer_than(text_parse.MAX_LINE_BYTES):
            # pyarrow parses the text past its last whole block as it is, up to twice a
            # block: a last line a little past the limit would be read.
            raise text_parse.LineTooLong()
        if shape.whitespace:
            # Runs of spaces collapsed in memory, then read as bytes given in memory are.
            whole = src.whole(progress, cancelled, longest_line=text_parse.MAX_LINE_BYTES)
            text = replace(src, path=None, data=collapse_whitespace(whole),
                           gzipped=False).text_bytes()
        else:
            text = src.text_bytes(progress, cancelled)
        table = read.parsed(lambda: text_parse.parse_text(
            text, shape, read.block, quoted=text_parse.quoted_rows(read.head, shape),
            columns=columns, expected_types=expected_types, progress=progress,
            cancelled=cancelled, blank_rows=read.blank_rows, max_rows=limits.rows), cancelled)
        check_cancelled(cancelled)
        read.checked(table)
    except text_parse.TooManyRows:
        raise _too_many_rows(src, limits) from None
    except text_parse.LineTooLong:
        raise long_line_error(src, shape) from None
    # The parse's buffers are free now; give them back rather than keep the peak.
    pa.default_memory_pool().release_unused()
    return table, read


def _too_many_rows(src: Source, limits: Budget) -> LoadError:
    """The file holds (or would hold, by the estimate) more rows than memory takes."""
    said = Phrase("{file}: more than {rows:,} rows, more than this machine's memory holds at"
                  " once ({memory:.1f} GiB at about {bytes_per_row} bytes a row)",
                  file=src.short, rows=limits.rows, memory=limits.memory / 1024**3,
                  bytes_per_row=MEMORY_BYTES_PER_ROW)
    if src.path is None:  # a stream: only a file can be computed out of core
        return LoadError(Phrase("{problem}; save the data to a file, which can be computed"
                                " out of core", problem=said), path=src.display)
    return LoadError(said, path=src.display, option="out_of_core")


def _damaged_gzip(src: Source, message: str) -> LoadError | None:
    """pyarrow's words for a gzip stream that is cut short or corrupt, said as Python's
    gzip reader has them said (:func:`core.readers.sources.Source.whole`)."""
    if src.gzipped and any(w in message.lower() for w in ("compress", "gzip", "zlib",
                                                           "inflate")):
        return src.damaged(message)
    return None


def long_line_error(src: Source, shape: TextShape | None) -> LoadError:
    """A line (or a quoted record) past :data:`text_parse.MAX_LINE_BYTES`, named by its
    number and, once the shape is known, the column where it passes the limit; found
    by reading the text again a chunk at a time, never holding the line."""
    delimiter = None if shape is None else shape.delimiter  # " " when spaces delimit
    # None: a quoted field spans lines, so the record, not a line, is long.
    line, j = src.first_long_line(text_parse.MAX_LINE_BYTES, delimiter) or (None, None)
    column = None if j is None else shape.names[j] if j < len(shape.names) else f"column {j + 1}"
    return text_parse.line_too_long(src.short, src.display, line, column)


# ---- Parquet, Feather, Arrow IPC ---------------------------------------------------------


def _read_columnar(src: Source, progress, cancelled) -> pa.Table:
    with src.columnar()() as target:
        if src.format == "parquet":
            return _read_parquet(target, progress, cancelled)
        if src.format == "feather":
            return _read_arrow_file(target, progress, cancelled)
        return ipc.open_stream(target).read_all()


def _read_parquet(target, progress, cancelled) -> pa.Table:
    import pyarrow.parquet as pq  # ~40 ms to import: only Parquet files need it

    parquet = pq.ParquetFile(target)
    if progress is None and cancelled is None:
        # Read as a whole, each column comes back as one contiguous chunk, which the
        # engine's arrays can then view without a copy.
        return parquet.read()
    if parquet.num_row_groups == 0:
        return parquet.schema_arrow.empty_table()
    return pa.concat_tables(_in_parts(parquet.num_row_groups, parquet.read_row_group,
                                      progress, cancelled))


def _read_arrow_file(target, progress, cancelled) -> pa.Table:
    if target.read(4) == FEATHER_V1_MAGIC:  # version 1 predates the IPC file format
        target.seek(0)
        with warnings.catch_warnings():
            # Deprecated, but people still have such files: read them without a fuss.
            warnings.simplefilter("ignore", DeprecationWarning)
            # Here, not at import: pyarrow.feather brings pyarrow's pandas glue, which
            # every launch paid for the rare Feather v1 file.
            import pyarrow.feather as feather

            return feather.read_table(target)
    target.seek(0)
    reader = ipc.open_file(target)
    return pa.Table.from_batches(_in_parts(reader.num_record_batches, reader.get_batch,
                                           progress, cancelled), schema=reader.schema)


def _in_parts(n: int, read: Callable[[int], object], progress, cancelled) -> list:
    """``read(i)`` of the ``n`` parts of a file (row groups, record batches), telling the
    progress and looking whether to stop between them."""
    parts = []
    for i in range(n):
        check_cancelled(cancelled)
        parts.append(read(i))
        if progress is not None:
            progress(0.95 * (i + 1) / n)
    return parts


# ---- the dataset ------------------------------------------------------------------------


def _dataset(src: Source, table: pa.Table, text: TextRead | None) -> Dataset:
    if table.num_columns == 0:
        raise LoadError(Phrase("{file} has no columns", file=src.short), path=src.display)
    shape = text.shape if text is not None else None
    if table.num_rows == 0:
        raise no_rows(src, shape)
    names = shape.names if shape is not None else unique_names(table.column_names)
    positions = None
    if shape is not None and table.num_columns < len(names):  # some columns were read
        positions = {name: names.index(name) for name in table.column_names}
        names = tuple(table.column_names)
    arrays = {name: normalise(table.column(j)) for j, name in enumerate(names)}
    # Whether sniffing saw numbers in the column's field of the file's lines.
    looks = [shape is not None and shape.numeric_like[positions[name] if positions else j]
             for j, name in enumerate(names)]
    infos = tuple(describe(name, arrays[name], looks[j], tight_dictionaries=shape is not None)
                  for j, name in enumerate(names))
    return file_dataset(src, text, arrays, infos, table.num_rows, positions)


def file_dataset(src: Source, text: TextRead | None, arrays,
                 columns: tuple[ColumnInfo, ...], n_rows: int,
                 positions: dict | None = None) -> Dataset:
    """The :class:`Dataset` of a file read whole or table after table: ``arrays`` and
    their ``columns`` described; what sniffing ``text`` decided (None for Parquet and
    Feather), and its notes."""
    shape = text.shape if text is not None else None
    notes = shape.notes() if shape is not None else ()
    return Dataset.of_columns(
        arrays,
        positions=positions,
        layout=text.layout if text is not None else None,
        short_name=src.short,
        source=src.display,
        format="feather" if src.format == "arrow-stream" else src.format,
        columns=columns,
        n_rows=n_rows,
        has_header=shape.has_header if shape is not None else True,
        delimiter=shape.delimiter if shape is not None else None,
        notes=(GZIPPED_NOTE,) + notes if src.gzipped else notes,
        compressed=src.gzipped,
        decimal_comma=bool(shape is not None and shape.decimal_comma),
    )


def table_dataset(table: pa.Table, *, short_name: str, source: str,
                  format: str = "parquet") -> Dataset:
    """A table of rows read some other way (the first rows an engine hands back) as a
    :class:`Dataset`, described as a Parquet file read whole is described."""
    names = unique_names(table.column_names)
    arrays = {name: normalise(table.column(j)) for j, name in enumerate(names)}
    return Dataset.of_columns(
        arrays, short_name=short_name, source=source, format=format,
        columns=tuple(describe(name, arrays[name]) for name in names),
        n_rows=table.num_rows, has_header=True, delimiter=None)


def no_rows(src: Source, shape: TextShape | None) -> LoadError:
    """A text file with a header and nothing under it (``shape`` its sniffed shape),
    or a Parquet, Feather or Arrow file with columns and nothing in them (None)."""
    if shape is None:
        return LoadError(Phrase("{file} has columns but no rows", file=src.short),
                         path=src.display)
    return LoadError(Phrase("{file} has a header (line {line}: {header}) but no data rows",
                            file=src.short, line=shape.skip_rows,
                            header=shown(shape.header_text)), path=src.display)


#: The note of a gzipped file.
GZIPPED_NOTE = Phrase("the file is gzip-compressed")


def _kind(src: Source) -> Phrase:
    return {"csv": Phrase("delimited text"), "parquet": Phrase("Parquet"),
            "feather": Phrase("Feather/Arrow"),
            "arrow-stream": Phrase("an Arrow stream")}[src.format]


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:200]


def _onward(progress):
    furthest = [0.0]

    def tell(fraction: float) -> None:
        if fraction > furthest[0]:
            furthest[0] = fraction
            progress(fraction)
    return tell


