"""From a row of the parsed table back to the line a text editor shows.

pyarrow parses without keeping line numbers, and it skips blank lines, so when a value
is wrong the file is scanned once more to find where that row sits. That scan runs only
on the error path: a file without quotes is mapped with a few vectorised numpy passes
over its bytes; a file with quoted fields (which may hold delimiters or newlines) is
walked record by record with the csv module, exactly as a parser counts.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from core.errors import LoadError
from core.phrases import Phrase

_MAX_SHOWN = 60
_SCAN_CHUNK = 4 << 20

# The csv module refuses fields over 128 KiB by default; a free-text column may hold
# more, and such a file must be sniffed and located like any other. (The limit is the
# module's, so this raises it for the whole process; it is never lowered.)
csv.field_size_limit(max(csv.field_size_limit(), (1 << 31) - 1))


@dataclass(frozen=True)
class Place:
    """Where one record of a text table sits.

    ``line`` is 1-based and counts every physical line (blank ones and the header
    included), as an editor does; ``fields`` are the record's fields as written.
    """

    line: int
    fields: tuple[str, ...]
    text: str


def is_blank(text: str) -> bool:
    """Whether a line holds nothing but spaces and tabs: the parser skips such lines
    (see :mod:`core.readers.reading`), so they are never rows, though they count as lines."""
    return not text.strip(" \t\r\n")


@dataclass(frozen=True)
class TextLayout:
    """Enough about a text table to find its rows again.

    ``read`` returns the whole file as parsed (decompressed, and with runs of
    whitespace collapsed for whitespace-separated files, which keeps every newline).
    ``skip_lines`` is how many physical lines the parser skipped before the first data
    row: blank lines (however many, and whatever they hold: spaces, a byte-order mark)
    and the header.
    """

    read: Callable[[], bytes]
    delimiter: str
    skip_lines: int

    def places(self, rows: Sequence[int]) -> dict[int, Place]:
        """Places of data rows (0-based indices into the parsed table)."""
        data = self.read()
        if b'"' not in data:
            return _plain_records(data, self.delimiter, self.skip_lines, rows)
        wanted = set(rows)
        found = {}
        for index, place in _quoted_records(data, self.delimiter, self.skip_lines):
            if index in wanted:
                found[index] = place
                if len(found) == len(wanted):
                    break
        return found

    def first_ragged(self, width: int) -> Place | None:
        """The first data record whose number of fields is not ``width``."""
        data = self.read()
        if b'"' not in data:
            return _plain_first_ragged(data, self.delimiter, width, self.skip_lines)
        for _, place in _quoted_records(data, self.delimiter, self.skip_lines):
            if len(place.fields) != width:
                return place
        return None


def first_long_line(f, limit: int, delimiter: str | None) -> tuple[int, int | None] | None:
    """The first physical line of the binary file ``f`` longer than ``limit`` bytes, as
    ``(line, field)`` (its 1-based number and the 0-based field in which it passes the
    limit; None without ``delimiter``), read a chunk at a time: the line is found
    without being held. LF, CRLF and CR alone each end a line. None when no line is
    longer."""
    line, run, fields, tokens, after_cr, open_token = 1, 0, 0, 0, False, False
    while True:
        chunk = f.read(_SCAN_CHUNK)
        if not chunk:
            return None
        a = np.frombuffer(chunk, dtype=np.uint8)
        ends = np.flatnonzero((a == 10) | (a == 13))
        starts = np.concatenate(([0], ends + 1))
        lengths = np.concatenate((ends, [len(a)])) - starts
        lengths[0] += run
        previous = np.where(ends > 0, a[np.maximum(ends - 1, 0)] == 13, after_cr)
        real = ~((a[ends] == 10) & previous)  # the LF of a CRLF ends no further line
        long = np.flatnonzero(lengths > limit)
        k = int(long[0]) if len(long) else len(starts) - 1
        # The fields of line k, counted over at most its first limit + 1 bytes.
        carried = run if k == 0 else 0
        part = chunk[starts[k]:starts[k] + max(limit + 1 - carried, 0)]
        if delimiter == " ":
            words = len(part.split())
            joined = k == 0 and open_token and part[:1] not in (b"", b" ", b"\t")
            tokens = (tokens if k == 0 else 0) + words - joined
            open_token = part[-1:] not in (b"", b" ", b"\t") if part else open_token and k == 0
            counted = max(tokens - 1, 0)
        else:
            fields = (fields if k == 0 else 0) + (part.count(delimiter.encode())
                                                   if delimiter else 0)
            counted = fields
        if len(long):
            return line + int(real[:k].sum()), counted if delimiter else None
        line += int(real.sum())
        run = int(lengths[-1])
        after_cr = chunk[-1:] == b"\r"


def shown(value) -> str:
    """A value as an error message quotes it: repr, shortened when very long."""
    text = value if isinstance(value, str) else str(value)
    if len(text) > _MAX_SHOWN:
        text = text[: _MAX_SHOWN - 3] + "..."
    return repr(text)


def listed(values, most: int = 20) -> str:
    """Values as a message lists them: quoted, the first ``most`` only when there are
    more (``'a', 'b', ... and 2,699,998 more``, a :class:`~core.phrases.Phrase`), so
    that one line stays one line."""
    values = list(values)
    quoted = [repr(str(v)) for v in values[:most]]
    if len(values) > most:
        return Phrase("{values}, ... and {more:,} more", values=", ".join(quoted),
                      more=len(values) - most)
    return ", ".join(quoted)


def utf8_error(data: bytes, pos: int, short: str, delimiter: str | None,
               names: Sequence[str] | None = None, lines_before: int = 0) -> LoadError:
    """The error for bytes at ``pos`` that are not UTF-8, naming line and column.

    ``lines_before`` counts lines that precede ``data`` in the file.
    """
    newline = b"\n" if b"\n" in data else b"\r"  # old Mac files end lines with CR alone
    line_start = data.rfind(newline, 0, pos) + 1
    line_end = data.find(newline, pos)
    line_end = len(data) if line_end < 0 else line_end
    line = data.count(newline, 0, pos) + 1 + lines_before
    head = data[line_start:pos]
    column = None
    field_start, field_end = line_start, line_end
    if delimiter == " ":
        parts = head.split()
        j = len(parts) if not head or head[-1:].isspace() else len(parts) - 1
        field_start = line_start + max(head.rfind(b" "), head.rfind(b"\t")) + 1
        rest = data[pos:line_end].split(None, 1)
        field_end = pos + len(rest[0]) if rest else pos
    elif delimiter:
        sep = delimiter.encode()
        j = head.count(sep)
        field_start = line_start + head.rfind(sep) + 1
        found = data.find(sep, pos, line_end)
        field_end = found if found >= 0 else line_end
    if delimiter:
        column = names[j] if names and j < len(names) else f"column {j + 1}"
    field = data[field_start:field_end].rstrip(b"\r")
    message = (Phrase('{file} line {line}, column "{column}": {text!r} is not UTF-8 text'
                      " (perhaps Latin-1 or Windows-1252): save the file as UTF-8",
                      file=short, line=line, column=column, text=field[:40]) if column else
               Phrase("{file} line {line}: {text!r} is not UTF-8 text (perhaps Latin-1"
                      " or Windows-1252): save the file as UTF-8",
                      file=short, line=line, text=field[:40]))
    return LoadError(message, path=short, line=line, column=column, value=field)


def _line_bounds(data: bytes):
    a = np.frombuffer(data, dtype=np.uint8)
    newline = 10 if b"\n" in data else 13  # old Mac files end lines with CR alone
    breaks = np.flatnonzero(a == newline)
    starts = np.concatenate(([0], breaks + 1))
    ends = np.concatenate((breaks, [len(a)]))
    if starts[-1] == len(a):
        starts, ends = starts[:-1], ends[:-1]
    lengths = ends - starts
    has_cr = np.zeros(len(ends), dtype=bool)
    nonzero = lengths > 0
    has_cr[nonzero] = a[ends[nonzero] - 1] == 13
    ends = ends - has_cr
    return a, starts, ends


def _data_lines(data: bytes, skip_lines: int):
    """Bounds and 0-based line indices of the lines the parser reads as rows: past the
    skipped lines, and neither empty nor only spaces and tabs."""
    a, starts, ends = _line_bounds(data)
    if not len(starts):
        return a, starts, ends, starts
    text = a != 32
    text &= a != 9
    text &= a != 10
    text &= a != 13
    # Each line's bytes run from its start to the next one's (newline included, which
    # is not text): any text in that run makes it a row.
    rows = np.logical_or.reduceat(text, starts)
    del text
    rows[:skip_lines] = False
    lines = np.flatnonzero(rows)
    return a, starts[lines], ends[lines], lines


def _plain_records(data: bytes, delimiter: str, skip_lines: int, wanted) -> dict[int, Place]:
    _, starts, ends, lines = _data_lines(data, skip_lines)
    out = {}
    for index in wanted:
        if index < len(lines):
            out[index] = _place(data, int(starts[index]), int(ends[index]),
                                int(lines[index]) + 1, delimiter)
    return out


def _plain_first_ragged(data: bytes, delimiter: str, width: int,
                        skip_lines: int) -> Place | None:
    a, starts, ends, lines = _data_lines(data, skip_lines)
    sep = np.flatnonzero(a == ord(delimiter))
    fields = np.searchsorted(sep, ends) - np.searchsorted(sep, starts) + 1
    bad = np.flatnonzero(fields != width)
    if not len(bad):
        return None
    k = int(bad[0])
    return _place(data, int(starts[k]), int(ends[k]), int(lines[k]) + 1, delimiter)


def _place(data: bytes, start: int, end: int, line: int, delimiter: str) -> Place:
    text = data[start:end].decode("utf-8", "replace").lstrip("\ufeff")
    return Place(line, tuple(text.split(delimiter)), text)


def _quoted_records(data: bytes, delimiter: str, skip_lines: int):
    """Yield (record index, Place) for every data record, counting lines as a parser
    does even when quoted fields hold newlines."""
    text = data.decode("utf-8", "replace").removeprefix("\ufeff")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
    previous, index = 0, 0
    for record in reader:
        line = previous + 1
        previous = reader.line_num
        if line <= skip_lines or not record or (len(record) == 1 and is_blank(record[0])):
            continue
        yield index, Place(line, tuple(record), delimiter.join(record))
        index += 1
