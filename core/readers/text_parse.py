"""Parsing delimited text with ``pyarrow.csv``, piece after piece.

pyarrow parses on its own threads. It is only ever handed its own native streams and
buffers, never a Python file: when a parse fails or is abandoned while such a file is
being read ahead, pyarrow's threads can be left calling into Python as the interpreter
exits, and the process then aborts or hangs there (apache/arrow issues 43892 and
50482; seen here as test runs that never ended). Nor is it handed a Python function
to call on odd rows unless a first parse showed rows of only spaces.

How the text is read:

- nobody watching (exports, reports): pyarrow reads its own stream over the file in
  one go, reading and parsing at once;
- progress told or cancelling possible, text without quotes: Python reads it piece
  after piece, cut at line ends as pyarrow's own blocks are, says how far it has got
  and looks whether to stop between pieces, and pyarrow parses each piece on every
  core;
- watched text with quotes: a line end may lie inside a quoted field, which only a
  parser can tell, so pyarrow's streaming reader reads its own stream block after
  block, and progress and cancelling happen between its blocks.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

from core.errors import LoadError, check_cancelled
from core.phrases import Phrase
from core.readers.locating import is_blank
from core.readers.sniffing import NULL_TOKENS, UTF8_BOM, TextShape

#: The longest line read (64 MiB). A real prediction file's longest line is a few
#: kilobytes; a longer one is refused as soon as it is seen, before it is held whole (a
#: gzip file of a few megabytes can decompress into one line of gigabytes).
MAX_LINE_BYTES = 64 << 20
STREAM_BLOCK = 1 << 22  # blocks of the streaming reader: fewer, larger chunks
# Pieces small enough that progress moves and a cancel is felt within a fraction of a
# second, large enough that each is parsed on every core.
PIECE_MIN, PIECE_MAX = 1 << 20, 1 << 25
_PIECES = 16
_CARRIED = 1 << 16  # room in a piece's buffer for the line carried over from the last
_CONVERSION = re.compile(r"conversion error|In CSV column #\d+: CSV conversion")
_WORDS = pa.dictionary(pa.int32(), pa.string())


@dataclass(frozen=True)
class TextBytes:
    """Where the parser reads the (decompressed) text.

    Attributes
    ----------
    python : callable
        Returns a new Python binary file over the text from its start, which tells the
        progress and stops when cancelled as it is read (by this module, never by
        pyarrow).
    native : callable
        Returns a new pyarrow stream over the same text, for one parse of all of it.
    size_hint : int
        About how many bytes the text holds (the stored size), to size the pieces.
    compressed : bool
        Whether the text is decompressed as it is read (gzip): such text without quotes
        is always read in pieces, whose line lengths are checked as they come, since
        it cannot be read backwards for its last line (see :func:`check_line_lengths`).
    """

    python: Callable[[], BinaryIO]
    native: Callable[[], pa.NativeFile]
    size_hint: int = 0
    compressed: bool = False


def quoted_rows(head: bytes, shape: TextShape) -> bool:
    """Whether the rows of the sniffed prefix ``head`` hold a quote character (which
    keeps a watched read off pieces cut at line ends). The header's quotes do not
    count: R's ``write.csv`` quotes every name, and the header is only ever in the
    first piece, which the parser reads as a whole."""
    if not shape.has_header or shape.multiline:
        return b'"' in head
    text = head.removeprefix(UTF8_BOM).lstrip(b" \t\r\n")
    ends = [i for i in (text.find(b"\n"), text.find(b"\r")) if i >= 0]
    return bool(ends) and b'"' in text[min(ends) + 1:]


def parse_text(text: TextBytes, shape: TextShape, block: int, *, quoted: bool = True,
               columns=None, expected_types=None, progress=None, cancelled=None,
               blank_rows: bool = False, max_rows: int | None = None) -> pa.Table:
    """The table the text holds, as ``shape`` describes it.

    Types are taken from ``expected_types`` when they name every column read, else
    inferred from the first block; a column that turns out otherwise further down (a
    number column with a stray word, integers then fractions) is read again with the
    type inferred from the whole file. ``quoted`` says whether the text may hold quote
    characters (False when the sniffed prefix had none). ``progress`` and
    ``cancelled`` watch the read (see the module's notes for what that changes);
    ``blank_rows`` skips rows of only spaces and tabs, which pyarrow otherwise reads
    as rows of one field. ``max_rows`` stops a read that streams (block after block, or
    piece after piece) once it holds more rows than that.

    Raises
    ------
    LoadCancelled
        ``cancelled()`` returned True between two pieces or blocks.
    TooManyRows
        More than ``max_rows`` rows were read.
    pyarrow.ArrowInvalid
        The text does not parse (ragged rows, a row longer than ``block``, ...).
    """
    inferred = _convert_options(shape, columns)
    first = inferred
    types = None
    if expected_types:
        given = {**dict(_types_of(inferred)), **expected_types}
        if all(n in given for n in (columns if columns is not None else shape.names)):
            types = given
        else:
            first = _typed(inferred, given)
    parse = _parse_options(shape, blank_rows)
    rows = _Rows(max_rows)
    try:
        watched = progress is not None or cancelled is not None or text.compressed
        if watched and not quoted and not shape.multiline:
            try:
                return _in_pieces(text, shape, block, parse, first, inferred, types, cancelled,
                                  rows)
            except pa.ArrowInvalid as exc:
                if _CONVERSION.search(str(exc)):
                    raise
                check_cancelled(cancelled)
                # Pieces end at line ends; a quoted field holding one, past the sniffed
                # prefix, is cut too. The streaming reader decides, as an unwatched read
                # would.
                rows = _Rows(max_rows)
        convert = _typed(inferred, types) if types else first
        return _in_one_stream(text, shape, block, parse, convert, types is not None,
                              progress, cancelled, rows)
    except pa.ArrowInvalid as exc:
        if not _CONVERSION.search(str(exc)):
            raise
    check_cancelled(cancelled)
    with text.native() as source:
        return pacsv.read_csv(source, read_options=_read_options(shape, block, first=True),
                              parse_options=parse, convert_options=inferred)


def _in_one_stream(text, shape, block, parse, convert, typed, progress,
                   cancelled, rows) -> pa.Table:
    """pyarrow's own stream over the whole text: ``read_csv`` on every core when nobody
    watches and every type is known, else block after block, telling the progress and
    looking whether to stop between blocks."""
    read = _read_options(shape, max(block, STREAM_BLOCK), first=True)
    with text.native() as source:
        if typed and progress is None and cancelled is None:
            return pacsv.read_csv(source, read_options=read, parse_options=parse,
                                  convert_options=convert)
        told = None
        if progress is not None and text.size_hint:
            def told(batches: int) -> None:
                progress(min(batches * read.block_size / text.size_hint, 0.99))
        return _streamed(source, read, parse, convert, cancelled, rows, told)


def _in_pieces(text, shape, block, parse, first, inferred, types, cancelled,
               rows=None) -> pa.Table:
    tables = list(_piece_tables(
        text, shape, block, parse, inferred, types, cancelled, rows=rows or _Rows(None),
        first_read=lambda source, read: _streamed(source, read, parse, first, cancelled)))
    return tables[0] if len(tables) == 1 else pa.concat_tables(tables)


def _piece_tables(text, shape, block, parse, inferred, types, cancelled, *, first_read,
                  rows=None, transform=None) -> Iterator[pa.Table]:
    """Each piece of the text (:func:`_pieces`), reworked by ``transform`` and parsed:
    to ``types``, or the first as ``first_read(source, read_options)`` parses it and
    the rest to the types of the first, as in one stream; ``rows`` counts them."""
    pieces = _pieces(text, shape, cancelled)
    try:
        for first, piece in pieces:
            if transform is not None:
                piece = pa.py_buffer(transform(piece.to_pybytes()))
            read = _read_options(shape, max(block, STREAM_BLOCK), first=first)
            with pa.BufferReader(piece) as source:
                if types is None:
                    table = first_read(source, read)
                    types = {f.name: f.type for f in table.schema}
                else:
                    table = pacsv.read_csv(source, read_options=read, parse_options=parse,
                                           convert_options=_typed(inferred, types))
            del piece
            if rows is not None:
                rows.add(table.num_rows)
            yield table
    finally:
        pieces.close()  # the file, at once, also when a piece fails to parse


def _streamed(source, read, parse, convert, cancelled, rows=None, told=None) -> pa.Table:
    rows = rows or _Rows(None)
    # Block after block: half the peak of read_csv inferring types over the same bytes.
    reader = pacsv.open_csv(source, read_options=read, parse_options=parse,
                            convert_options=convert)
    batches = []
    for batch in reader:
        check_cancelled(cancelled)
        rows.add(batch.num_rows)
        batches.append(batch)
        if told is not None:
            told(len(batches))
    return pa.Table.from_batches(batches, schema=reader.schema)


def iter_text(text: TextBytes, shape: TextShape, block: int, *, quoted: bool = True,
              types: dict | None = None, cancelled=None, blank_rows: bool = False,
              transform: Callable[[bytes], bytes] | None = None) -> Iterator[pa.Table]:
    """The text's rows a table at a time, for a reader that writes them out as they
    come rather than holding them all.

    Each table is parsed as :func:`parse_text` parses the text: the same options, the
    types of ``types`` or else those of the first table, which then hold for the rest;
    a value further down that does not convert raises ``pyarrow.ArrowInvalid`` (a
    "conversion error" naming its column), for the caller to read again with a wider
    type. ``transform`` reworks each piece of text before it is parsed (runs of
    whitespace collapsed, which keeps every line end); text with quotes is read by
    pyarrow's streaming reader instead, unless ``transform`` is given (whitespace
    never lets a quoted value span lines).

    Raises
    ------
    LoadCancelled
        ``cancelled()`` returned True between two tables.
    pyarrow.ArrowInvalid
        The text does not parse, or a value does not convert (see above).
    """
    parse = _parse_options(shape, blank_rows)
    inferred = _convert_options(shape, None)
    if transform is None and (quoted or shape.multiline):
        convert = _typed(inferred, types) if types else inferred
        read = _read_options(shape, max(block, STREAM_BLOCK), first=True)
        with text.native() as source:
            reader = pacsv.open_csv(source, read_options=read, parse_options=parse,
                                    convert_options=convert)
            for batch in reader:
                check_cancelled(cancelled)
                yield pa.Table.from_batches([batch])
        return
    yield from _piece_tables(
        text, shape, block, parse, inferred, types, cancelled, transform=transform,
        first_read=lambda source, read: pacsv.read_csv(
            source, read_options=read, parse_options=parse, convert_options=inferred))


def type_alone(value: str, shape: TextShape) -> pa.DataType:
    """The type the parser, set as for ``shape``, gives a column holding only ``value``
    (as written)."""
    quoted = value.replace('"', '""').encode("utf-8", "surrogateescape")
    with pa.BufferReader(b'v\n"' + quoted + b'"\n') as source:
        return pacsv.read_csv(source, convert_options=_typed(_convert_options(shape, None), {})
                              ).column(0).type


class LineTooLong(Exception):
    """A line of the text runs past :data:`MAX_LINE_BYTES`; the caller finds which and
    says so (:meth:`core.readers.sources.Source.first_long_line`)."""


def line_too_long(file: str, path: str, line: int | None,
                  column: str | None = None) -> LoadError:
    """The error for line ``line`` of a text (passing the limit in ``column``, when it
    is known), longer than :data:`MAX_LINE_BYTES`; for a row of quoted fields spanning
    lines without ``line``."""
    megabytes = MAX_LINE_BYTES >> 20
    if line is None:
        return LoadError(Phrase("{file}: a row is longer than rocscope reads ({megabytes} MB)",
                                file=file, megabytes=megabytes), path=path)
    if column is None:
        return LoadError(Phrase("{file} line {line}: the line is longer than rocscope reads"
                                " ({megabytes} MB)", file=file, line=line,
                                megabytes=megabytes), path=path, line=line)
    return LoadError(Phrase('{file} line {line}, column "{column}": the line is longer than'
                            " rocscope reads ({megabytes} MB)", file=file, line=line,
                            column=column, megabytes=megabytes),
                     path=path, line=line, column=column)


def check_line_lengths(table: pa.Table) -> None:
    """Raise :class:`LineTooLong` when a text value of ``table`` is longer than
    :data:`MAX_LINE_BYTES`.

    pyarrow refuses a row longer than its block, except the file's last: the rest of
    the text after the last full block is parsed as it is, up to twice the block's
    size. Only text values can hold such a row (a number that long does not convert).
    """
    for column in table.columns:
        words = pa.types.is_dictionary(column.type)
        t = column.type.value_type if words else column.type
        if not (pa.types.is_string(t) or pa.types.is_binary(t)):
            continue
        for v in [c.dictionary for c in column.chunks] if words else [column]:
            if len(v) and (pc.max(pc.binary_length(v)).as_py() or 0) > MAX_LINE_BYTES:
                raise LineTooLong()


class TooManyRows(Exception):
    """A streamed read passed its ``max_rows`` (see :func:`parse_text`)."""


@dataclass
class _Rows:
    """Rows read so far, against a limit (None: no limit)."""

    limit: int | None
    count: int = 0

    def add(self, n: int) -> None:
        self.count += n
        if self.limit is not None and self.count > self.limit:
            raise TooManyRows()


def _pieces(text: TextBytes, shape: TextShape, cancelled):
    """``(first, buffer)`` for pieces of text without quotes, each ending at a line end;
    the first holds at least the lines before the first row (blank lines, header).

    Raises :class:`LineTooLong` once the text carried without a line end passes
    :data:`MAX_LINE_BYTES`, rather than holding a line of any length."""
    size = min(max(text.size_hint // _PIECES, PIECE_MIN), PIECE_MAX)
    carry, first = b"", True
    buffer = bytearray(0)
    with text.python() as f:
        while True:
            check_cancelled(cancelled)
            # One buffer read into again and again once its piece is parsed (a parse
            # copies what it reads): a new one per piece is fresh memory the system
            # maps page by page, some 3,000 page faults per 12 MB piece. It grows only:
            # the line carried over from the piece before has a different length each
            # time, and a buffer of exactly each length was a new one almost every time.
            if len(buffer) < len(carry) + size:
                buffer = bytearray(len(carry) + size + _CARRIED)
            buffer[:len(carry)] = carry
            end = len(carry) + _read_into(f, memoryview(buffer)[len(carry):len(carry) + size])
            if end == len(carry):  # the end of the text
                if carry:
                    yield first, pa.py_buffer(carry)
                return
            newline = b"\n"
            last = buffer.rfind(newline, 0, end)
            if last < 0 and buffer.rfind(b"\r", 0, end) >= 0:
                newline = b"\r"  # old Mac files end their lines with CR alone
                last = buffer.rfind(newline, 0, end)
            cut = last + 1
            if end - max(last, buffer.rfind(b"\r", 0, end)) - 1 > MAX_LINE_BYTES:
                raise LineTooLong()
            if first and cut and buffer.count(newline, 0, cut) <= shape.skip_rows:
                cut = 0  # the skipped lines and the header run on past this piece
            carry = bytes(buffer[cut:end])
            if cut:
                yield first, pa.py_buffer(memoryview(buffer)[:cut])
                first = False
            else:  # no line ends here yet: read on with this piece's text carried
                size *= 2


def _read_into(f, view: memoryview) -> int:
    got = 0
    while got < len(view):
        n = f.readinto(view[got:])
        if not n:
            break
        got += n
    return got


def _read_options(shape: TextShape, block: int, first: bool) -> pacsv.ReadOptions:
    return pacsv.ReadOptions(column_names=list(shape.names),
                             skip_rows=shape.skip_rows if first else 0,
                             block_size=min(block, MAX_LINE_BYTES))


def _parse_options(shape: TextShape, blank_rows: bool) -> pacsv.ParseOptions:
    return pacsv.ParseOptions(delimiter=shape.delimiter, quote_char='"', double_quote=True,
                              newlines_in_values=shape.multiline, ignore_empty_lines=True,
                              invalid_row_handler=_skip_blank_row if blank_rows else None)


def _convert_options(shape: TextShape, columns) -> pacsv.ConvertOptions:
    return pacsv.ConvertOptions(
        # Label-like text is dictionary-encoded while parsing, so that mapping labels
        # later compares a handful of words, not ten million strings. Other text is
        # left alone: trying to encode an id column would cost more than it saves.
        # Hexadecimal values are no numbers here (core.readers.numbers), though the
        # parser would read 0x1F as 31: such a column stays text.
        # Whole numbers beyond int64 are read as uint64, exactly, not rounded.
        column_types={name: _WORDS if few else pa.string() if hexadecimal else pa.uint64()
                      for name, few, hexadecimal, unsigned in zip(
                          shape.names, shape.few_words, shape.hexadecimal, shape.unsigned)
                      if (few or hexadecimal or unsigned)
                      and (columns is None or name in columns)},
        include_columns=list(columns) if columns is not None else [],
        null_values=list(NULL_TOKENS), true_values=[], false_values=[],
        strings_can_be_null=True, quoted_strings_can_be_null=True,
        decimal_point="," if shape.decimal_comma else ".")


def _typed(inferred: pacsv.ConvertOptions, types: dict) -> pacsv.ConvertOptions:
    given = copy.copy(inferred)  # a new object: the options shared stay as they are
    given.column_types = types
    return given


def _types_of(options: pacsv.ConvertOptions):
    types = options.column_types
    return types.items() if hasattr(types, "items") else [(f.name, f.type) for f in types]


def _skip_blank_row(row) -> str:
    # pyarrow skips empty lines but reads one of spaces as a one-field row; only rows
    # of the wrong width come here.
    return "skip" if is_blank(row.text) else "error"


