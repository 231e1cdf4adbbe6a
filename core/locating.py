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

from .errors import LoadError

_MAX_SHOWN = 60


@dataclass(frozen=True)
class Place:
    """Where one record of a text table sits.

    ``line`` is 1-based and counts every physical line (blank ones and the header
    included), as an editor does; ``fields`` are the record's fields as written.
    """

    line: int
    fields: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class TextLayout:
    """Enough about a text table to find its rows again.

    ``read`` returns the whole file as parsed (decompressed, and with runs of
    whitespace collapsed for whitespace-separated files, which keeps every newline).
    """

    read: Callable[[], bytes]
    delimiter: str
    has_header: bool

    def places(self, rows: Sequence[int]) -> dict[int, Place]:
        """Places of data rows (0-based indices into the parsed table)."""
        data = self.read()
        offset = 1 if self.has_header else 0
        wanted = {r + offset: r for r in rows}
        if b'"' not in data:
            return {wanted[k]: p for k, p in _plain_records(data, self.delimiter, wanted).items()}
        found = {}
        for index, place in _quoted_records(data, self.delimiter):
            if index in wanted:
                found[wanted[index]] = place
                if len(found) == len(wanted):
                    break
        return found

    def first_ragged(self, width: int) -> Place | None:
        """The first data record whose number of fields is not ``width``."""
        data = self.read()
        start = 1 if self.has_header else 0
        if b'"' not in data:
            return _plain_first_ragged(data, self.delimiter, width, start)
        for index, place in _quoted_records(data, self.delimiter):
            if index >= start and len(place.fields) != width:
                return place
        return None


def shown(value) -> str:
    """A value as an error message quotes it: repr, shortened when very long."""
    text = value if isinstance(value, str) else str(value)
    if len(text) > _MAX_SHOWN:
        text = text[: _MAX_SHOWN - 3] + "..."
    return repr(text)


def utf8_error(data: bytes, pos: int, short: str, delimiter: str | None,
               names: Sequence[str] | None = None) -> LoadError:
    """The error for bytes at ``pos`` that are not UTF-8, naming line and column."""
    line_start = data.rfind(b"\n", 0, pos) + 1
    line_end = data.find(b"\n", pos)
    line_end = len(data) if line_end < 0 else line_end
    line = data.count(b"\n", 0, pos) + 1
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
    where = f"{short} line {line}" + (f', column "{column}"' if column else "")
    return LoadError(
        f"{where}: {field[:40]!r} is not UTF-8 text (perhaps Latin-1 or Windows-1252):"
        " save the file as UTF-8", path=short, line=line, column=column, value=field)


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


def _plain_records(data: bytes, delimiter: str, wanted) -> dict[int, Place]:
    _, starts, ends = _line_bounds(data)
    records = np.flatnonzero(ends > starts)  # pyarrow skips empty lines
    out = {}
    for index in wanted:
        if index < len(records):
            k = int(records[index])
            out[index] = _place(data, int(starts[k]), int(ends[k]), k + 1, delimiter)
    return out


def _plain_first_ragged(data: bytes, delimiter: str, width: int, start: int) -> Place | None:
    a, starts, ends = _line_bounds(data)
    keep = ends > starts
    starts, ends = starts[keep], ends[keep]
    lines = np.flatnonzero(keep)
    sep = np.flatnonzero(a == ord(delimiter))
    fields = np.searchsorted(sep, ends) - np.searchsorted(sep, starts) + 1
    bad = np.flatnonzero(fields[start:] != width)
    if not len(bad):
        return None
    k = int(bad[0]) + start
    return _place(data, int(starts[k]), int(ends[k]), int(lines[k]) + 1, delimiter)


def _place(data: bytes, start: int, end: int, line: int, delimiter: str) -> Place:
    text = data[start:end].decode("utf-8", "replace").lstrip("\ufeff")
    return Place(line, tuple(text.split(delimiter)), text)


def _quoted_records(data: bytes, delimiter: str):
    """Yield (record index, Place) for every non-blank record, counting lines as a
    parser does even when quoted fields hold newlines."""
    text = data.decode("utf-8", "replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=False)
    previous, index = 0, 0
    for record in reader:
        line = previous + 1
        previous = reader.line_num
        if not record:
            continue
        yield index, Place(line, tuple(record), delimiter.join(record))
        index += 1
