"""Parsing delimited text with ``pyarrow.csv``, piece after piece.

pyarrow parses on its own threads. It is only ever handed its own native streams and
buffers, never a Python file: when a parse fails or is abandoned while such a file is
being read ahead, pyarrow's threads can be left calling into Python as the interpreter
exits, and the process then aborts or hangs there (apache/arrow issues 43892 and
50482; seen here as test runs that never ended). When progress is watched or the
read can be cancelled, Python reads the text piece after piece, says how far it has
got and looks whether to stop between them, and pyarrow parses each piece from its
buffer; otherwise pyarrow reads its own stream over the file in one go.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv

from core.errors import LoadCancelled
from core.readers.locating import is_blank
from core.readers.sniffing import NULL_TOKENS, TextShape

MAX_LINE_BYTES = 1 << 30
STREAM_BLOCK = 1 << 22  # blocks of the streaming reader: fewer, larger chunks
# Pieces small enough that progress moves and a cancel is felt within a fraction of a
# second, large enough that each is parsed on every core.
PIECE_MIN, PIECE_MAX = 1 << 20, 1 << 25
_PIECES = 16
_CONVERSION = re.compile(r"conversion error|In CSV column #\d+: CSV conversion")
_WORDS = pa.dictionary(pa.int32(), pa.string())
_CONVERT_FIELDS = ("include_columns", "null_values", "true_values", "false_values",
                   "strings_can_be_null", "quoted_strings_can_be_null", "decimal_point")


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
    """

    python: Callable[[], BinaryIO]
    native: Callable[[], pa.NativeFile]
    size_hint: int = 0


def parse_text(text: TextBytes, shape: TextShape, block: int, *, quoted: bool = True,
               columns=None, expected_types=None, watched: bool = True,
               cancelled=None) -> pa.Table:
    """The table the text holds, as ``shape`` describes it.

    Types are taken from ``expected_types`` when they name every column read, else
    inferred from the first block; a column that turns out otherwise further down (a
    number column with a stray word, integers then fractions) is read again with the
    type inferred from the whole file. ``quoted`` says whether the text may hold quote
    characters (False when the sniffed prefix had none: pieces are then cut as
    pyarrow's own blocks are, at any line end). Unless ``watched`` (progress told,
    cancelling possible), the text is parsed in one go from pyarrow's own stream,
    which overlaps reading with parsing (10^7 rows: 0.31 s against 0.40 s in pieces).

    Raises
    ------
    LoadCancelled
        ``cancelled()`` returned True between two pieces.
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
    tables = []
    try:
        pieces = _pieces(text, shape, quoted, cancelled) if watched else [(True, None)]
        for first_piece, piece in pieces:
            read = _read_options(shape, max(block, STREAM_BLOCK), first=first_piece)
            source = text.native() if piece is None else pa.BufferReader(piece)
            try:
                if types is None:
                    table = _streamed(source, read, shape, first, cancelled)
                    # The first piece's types hold for the rest, as in one stream.
                    types = {f.name: f.type for f in table.schema}
                else:
                    table = pacsv.read_csv(source, read_options=read,
                                           parse_options=_parse_options(shape),
                                           convert_options=_typed(inferred, types))
            finally:
                source.close()
            del piece, source
            tables.append(table)
    except pa.ArrowInvalid as exc:
        if not _CONVERSION.search(str(exc)):
            raise
        _check_cancel(cancelled)
        tables = None
        source = text.native()
        try:
            return pacsv.read_csv(source, read_options=_read_options(shape, block, first=True),
                                  parse_options=_parse_options(shape),
                                  convert_options=inferred)
        finally:
            source.close()
    return tables[0] if len(tables) == 1 else pa.concat_tables(tables)


def _streamed(source, read, shape, convert, cancelled) -> pa.Table:
    # Block after block: half the peak of read_csv inferring types over the same bytes.
    reader = pacsv.open_csv(source, read_options=read, parse_options=_parse_options(shape),
                            convert_options=convert)
    batches = []
    for batch in reader:
        _check_cancel(cancelled)
        batches.append(batch)
    return pa.Table.from_batches(batches, schema=reader.schema)


def _pieces(text: TextBytes, shape: TextShape, quoted: bool, cancelled):
    """``(first, buffer)`` for pieces of the text that each hold whole rows.

    A piece ends at a line end, as pyarrow's own blocks do. When the text has quotes,
    a line end inside a quoted field (an odd number of quotes before it) is passed by:
    fields are quoted whole and an escaped quote is doubled.
    """
    size = min(max(text.size_hint // _PIECES, PIECE_MIN), PIECE_MAX)
    carry, first = b"", True
    with text.python() as f:
        while True:
            _check_cancel(cancelled)
            buffer = bytearray(len(carry) + size)
            buffer[:len(carry)] = carry
            end = len(carry) + _read_into(f, memoryview(buffer)[len(carry):])
            if end == len(carry):  # the end of the text
                if carry:
                    yield first, pa.py_buffer(carry)
                return
            cut = _cut(buffer, end, quoted or shape.multiline)
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


def _cut(buffer: bytearray, end: int, quoted: bool) -> int:
    """Where the piece in ``buffer[:end]`` should end: just past its last line end
    outside quotes, or 0 when there is none."""
    cut = buffer.rfind(b"\n", 0, end) + 1
    if not quoted or not cut:
        return cut
    quotes = np.flatnonzero(np.frombuffer(buffer, dtype=np.uint8, count=end) == ord('"'))
    while cut and np.searchsorted(quotes, cut) % 2:
        cut = buffer.rfind(b"\n", 0, cut - 1) + 1
    return cut


def _read_options(shape: TextShape, block: int, first: bool) -> pacsv.ReadOptions:
    return pacsv.ReadOptions(column_names=list(shape.names),
                             skip_rows=shape.skip_rows if first else 0,
                             block_size=min(block, MAX_LINE_BYTES))


def _parse_options(shape: TextShape) -> pacsv.ParseOptions:
    return pacsv.ParseOptions(delimiter=shape.delimiter, quote_char='"', double_quote=True,
                              newlines_in_values=shape.multiline, ignore_empty_lines=True,
                              invalid_row_handler=_skip_blank_row)


def _convert_options(shape: TextShape, columns) -> pacsv.ConvertOptions:
    return pacsv.ConvertOptions(
        # Label-like text is dictionary-encoded while parsing, so that mapping labels
        # later compares a handful of words, not ten million strings. Other text is
        # left alone: trying to encode an id column would cost more than it saves.
        column_types={name: _WORDS for name, few in zip(shape.names, shape.few_words)
                      if few and (columns is None or name in columns)},
        include_columns=list(columns) if columns is not None else [],
        null_values=list(NULL_TOKENS), true_values=[], false_values=[],
        strings_can_be_null=True, quoted_strings_can_be_null=True,
        decimal_point="," if shape.decimal_comma else ".")


def _typed(inferred: pacsv.ConvertOptions, types: dict) -> pacsv.ConvertOptions:
    given = pacsv.ConvertOptions(**{k: getattr(inferred, k) for k in _CONVERT_FIELDS})
    given.column_types = types
    return given


def _types_of(options: pacsv.ConvertOptions):
    types = options.column_types
    return types.items() if hasattr(types, "items") else [(f.name, f.type) for f in types]


def _skip_blank_row(row) -> str:
    # pyarrow skips empty lines but reads one of spaces as a one-field row; only rows
    # of the wrong width come here, so a good file never pays for this call.
    return "skip" if is_blank(row.text) else "error"


def _check_cancel(cancelled) -> None:
    if cancelled is not None and cancelled():
        raise LoadCancelled("loading was cancelled")
