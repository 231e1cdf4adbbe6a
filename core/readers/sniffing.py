"""Telling the shape of a delimited text file from its first lines.

Only a prefix is looked at (a few hundred lines at most), so sniffing costs the same on
a ten-line file and a ten-million-line one. What it decides: the delimiter (comma, tab,
semicolon or runs of whitespace), whether the first line is a header, the column names,
whether numbers use a decimal comma, and which columns look numeric.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from dataclasses import dataclass

from core.errors import LoadError
from core.phrases import Phrase
from core.readers.locating import is_blank, utf8_error
from core.readers.numbers import looks_numeric, written_with_fraction

UTF8_BOM = b"\xef\xbb\xbf"
DELIMITERS = (",", "\t", ";")  # in order of preference when they fit equally well
WHITESPACE = " "  # stands for "runs of spaces and tabs"
NULL_TOKENS = ("", "NA", "null", "NULL")  # what counts as a missing value
_SAMPLE_LINES = 400
#: A table wider than this is no table of predictions: sniffed at once and refused, it
#: would otherwise take minutes and gigabytes to parse (a line of 2.7 million fields).
MAX_COLUMNS = 100_000
_DELIMITER_NAMES = {",": Phrase("comma-separated"), "\t": Phrase("tab-separated"),
                    ";": Phrase("semicolon-separated"), WHITESPACE: Phrase("space-separated")}



@dataclass(frozen=True)
class TextShape:
    """What sniffing found out about a delimited text file.

    Attributes
    ----------
    delimiter : str
        ``","``, ``"\\t"``, ``";"``, or ``" "`` for runs of spaces and tabs.
    has_header : bool
        Whether the first non-blank line names the columns.
    names : tuple of str
        Column names: from the header, or ``"column 1"``, ``"column 2"``, ...
    skip_rows : int
        Physical lines before the first data row that the parser must skip (blank
        lines before the header or the first row, and the header).
    header_text : str
        The header line as written ("" without a header), for messages.
    decimal_comma : bool
        Numbers are written ``0,77`` (a spreadsheet in a European locale).
    multiline : bool
        A quoted field spans several lines, so the parser must allow newlines in values.
    numeric_like : tuple of bool
        Per column, whether most non-missing values in the sample read as numbers.
    few_words : tuple of bool
        Per column, whether the sample shows text with few distinct values (labels
        such as ``yes``/``no``), worth dictionary-encoding while parsing.
    hexadecimal : tuple of bool
        Per column, whether the sample shows a hexadecimal value (``0x1F``): no number
        by rocscope's definition, though the parser would read it as one, so the
        column is parsed as text.
    unsigned : tuple of bool
        Per column, whether the sample shows whole numbers only, some beyond int64
        (``18446744073709551615``): parsed as uint64, which holds them exactly, where
        the parser would round them to float64.
    """

    delimiter: str
    has_header: bool
    names: tuple[str, ...]
    skip_rows: int
    header_text: str
    decimal_comma: bool
    multiline: bool
    numeric_like: tuple[bool, ...]
    few_words: tuple[bool, ...]
    hexadecimal: tuple[bool, ...]
    unsigned: tuple[bool, ...]

    @property
    def whitespace(self) -> bool:
        return self.delimiter == WHITESPACE

    def notes(self) -> tuple[str, ...]:
        """Sentences telling a person what was decided on their behalf."""
        out = []
        if not self.has_header:
            out.append(
                Phrase("no header row: columns are named by position ('column 1' to"
                       " 'column {n}')", n=len(self.names)) if len(self.names) > 1 else
                Phrase("no header row: the column is named 'column 1'")
            )
        if self.whitespace and len(self.names) > 1:
            out.append(Phrase("columns are separated by spaces or tabs"))
        elif self.delimiter == ";":
            out.append(Phrase("columns are separated by semicolons"))
        elif self.delimiter == "\t" and len(self.names) > 1:
            out.append(Phrase("columns are separated by tabs"))
        if self.decimal_comma:
            out.append(Phrase("numbers use a decimal comma (0,77 is read as 0.77)"))
        return tuple(out)


def sniff(prefix: bytes, complete: bool, short: str, lines_before: int = 0) -> TextShape:
    """Decide the shape of a text table from its first bytes.

    Parameters
    ----------
    prefix : bytes
        The first bytes of the (decompressed) file, or of its first line that is not
        blank.
    complete : bool
        Whether ``prefix`` reaches the end of the file; otherwise its last, perhaps
        cut, line is ignored.
    short : str
        The file's name for messages.
    lines_before : int
        Blank lines in the file before ``prefix``.

    Raises
    ------
    LoadError
        The bytes are binary, UTF-16, not UTF-8, or hold no line of text.
    """
    reject_binary(prefix, short)
    prefix = prefix.removeprefix(UTF8_BOM)
    if not complete:
        # Old Mac files end their lines with CR alone.
        cut = max(prefix.rfind(b"\n"), prefix.rfind(b"\r"))
        if cut > 0:
            prefix = prefix[: cut + 1]
    try:
        text = prefix.decode("utf-8")
    except UnicodeDecodeError as exc:
        if not complete and exc.reason == "unexpected end of data":
            # A line longer than the prefix, cut inside a character: not an error.
            return sniff(prefix[:exc.start], True, short, lines_before)
        # Sniff what can be read, so that the error can name the column.
        shape = sniff(prefix.decode("utf-8", "replace").encode("utf-8"), complete, short)
        raise utf8_error(prefix, exc.start, short, shape.delimiter, shape.names,
                         lines_before) from None
    newline = "\n" if "\n" in text or "\r" not in text else "\r"  # old Macs: CR alone
    # Blank lines before the first line of text: the prefix may hold more of them than
    # the sample of lines below.
    start = text.rfind(newline, 0, len(text) - len(text.lstrip(" \t\r\n"))) + 1
    # Counted as pyarrow counts line ends: "\r\n", or "\r" or "\n" alone.
    leading = text.count("\n", 0, start) + text.count("\r", 0, start) - text.count("\r\n", 0, start)
    text = text[start:]
    if newline == "\n":
        _refuse_mixed_line_ends(text, short, lines_before + leading)
    lines = text.split(newline, _SAMPLE_LINES)[:_SAMPLE_LINES]
    if not complete and len(lines) > 1:
        lines = lines[:-1]
    physical = [line.rstrip("\r") for line in lines]
    first = next((i for i, line in enumerate(physical) if not is_blank(line)), None)
    if first is None:
        raise LoadError(Phrase("{file} holds only blank lines: expected a table of scores and"
                               " labels", file=short), path=short)
    sample = physical[first:]
    wide = _too_wide(sample)
    delimiter, records, decimal_comma = _choose_delimiter(sample, exclude=set(wide))
    if wide and max(len(r) for r in records) < 2:
        # Every delimiter that splits the lines at all gives more columns than a table
        # of predictions has: refused before any parse, which would take minutes.
        widest = next(iter(wide))
        index, fields = wide[widest]
        line = lines_before + leading + first + index + 1
        raise LoadError(Phrase("{file} line {line}: {fields:,} {separated} fields; rocscope"
                               " reads tables of at most {most:,} columns", file=short,
                               line=line, fields=fields, separated=_DELIMITER_NAMES[widest],
                               most=MAX_COLUMNS),
                        path=short, line=line)
    width = max(_mode(len(r) for r in records), 1)
    has_header = _has_header(records, decimal_comma)
    names = (_names(records[0], width) if has_header
             else tuple(f"column {j + 1}" for j in range(width)))
    data = records[1:] if has_header else records
    columns = range(len(names))
    numeric_like = tuple(_column_numeric(data, j, decimal_comma) for j in columns)
    nonblank = sum(1 for line in sample if not is_blank(line))
    return TextShape(
        delimiter=delimiter,
        has_header=has_header,
        names=names,
        # Blank lines before the first row are skipped by count, so that every kind
        # (spaces, a lone byte-order mark) is skipped and the locator can count them.
        skip_rows=lines_before + leading + first + (1 if has_header else 0),
        header_text=sample[0] if has_header else "",
        decimal_comma=decimal_comma,
        multiline=delimiter != WHITESPACE and len(records) < nonblank,
        numeric_like=numeric_like,
        few_words=tuple(not numeric_like[j] and _few_distinct(data, j) for j in columns),
        hexadecimal=tuple(_any_hexadecimal(data, j) for j in columns),
        unsigned=tuple(_unsigned_beyond_int64(data, j) for j in columns),
    )


def reject_binary(prefix: bytes, short: str) -> None:
    """Raise :class:`LoadError` when ``prefix`` (the first bytes of a text file) is
    binary data or UTF-16 text."""
    if prefix.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise LoadError(
            Phrase("{file} is UTF-16 text; rocscope reads UTF-8: save it as UTF-8"
                   " (in a spreadsheet: 'CSV UTF-8')", file=short), path=short)
    sample = prefix[:65536]
    nuls = sample.count(0)
    if nuls:
        if nuls * 3 >= len(sample) and (sample[1::2].count(0) > nuls * 0.9
                                        or sample[0::2].count(0) > nuls * 0.9):
            raise LoadError(
                Phrase("{file} looks like UTF-16 text; rocscope reads UTF-8: save it as UTF-8",
                       file=short), path=short)
        raise _binary(short)
    controls = sum(sample.count(b) for b in (*range(1, 9), 11, 12, *range(14, 27), *range(28, 32)))
    if controls > max(2, len(sample) // 100):
        raise _binary(short)


# A CR that ends a line of text (one before another CR only adds a blank line, which
# the parser skips: "\r\r\n" from a file saved twice in text mode).
_LONE_CR = re.compile(r"\r(?![\r\n])")


def _refuse_mixed_line_ends(text: str, short: str, lines_before: int) -> None:
    """Lines ending with LF (or CRLF) and, among them, one ending with CR alone: the
    parser takes all three as line ends but the lines could not be numbered as it
    counts them, so such a file is refused, naming the first line ending with CR
    (a CR inside a quoted field is not a line end)."""
    for found in _LONE_CR.finditer(text):
        if found.end() == len(text):  # the last CR may be half of a CRLF
            return
        if not text.count('"', 0, found.start()) % 2:  # outside quotes, as far as told
            break
    else:
        return
    line_start = text.rfind("\n", 0, found.start()) + 1
    line = lines_before + text.count("\n", 0, line_start) + 1
    raise LoadError(Phrase("{file} line {line} ends with a carriage return alone (CR), where"
                           " other lines end with a line feed (LF or CRLF): save the file"
                           " with one kind of line end", file=short, line=line),
                    path=short, line=line)


def _binary(short: str) -> LoadError:
    return LoadError(Phrase("{file} holds binary data: it is not a text table, nor a Parquet"
                            " or Feather file", file=short), path=short)


def _split(sample: list[str], delimiter: str) -> list[list[str]]:
    if delimiter == WHITESPACE:
        return [line.split() for line in sample if not is_blank(line)]
    text = "\n".join(sample)
    if delimiter not in text and '"' not in text:
        # What the csv module would give, without walking a long line character by
        # character for a delimiter it does not hold.
        return [[line] for line in sample if not is_blank(line)]
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, strict=False)
    return [rec for rec in reader if rec and not (len(rec) == 1 and is_blank(rec[0]))]


def _too_wide(sample: list[str]) -> dict[str, tuple[int, int]]:
    """The delimiters that split some sampled line into more than :data:`MAX_COLUMNS`
    fields, each with that line's index in ``sample`` and its number of fields.

    Counting a delimiter's characters costs nothing; only a line that passes the limit
    so is split (its quotes may hide delimiters), and never before the count says so.
    """
    wide = {}
    for delimiter in (*DELIMITERS, WHITESPACE):
        for i, line in enumerate(sample):
            if delimiter == WHITESPACE:
                if len(line.split(None, MAX_COLUMNS)) <= MAX_COLUMNS:
                    continue
                fields = len(line.split())
            else:
                fields = line.count(delimiter) + 1
                if fields <= MAX_COLUMNS:
                    continue
                if '"' in line:
                    fields = len(next(csv.reader([line], delimiter=delimiter, strict=False)))
                    if fields <= MAX_COLUMNS:
                        continue
            wide[delimiter] = (i, fields)
            break
    return wide


def _choose_delimiter(sample: list[str], exclude=frozenset()
                      ) -> tuple[str, list[list[str]], bool]:
    best = None
    for rank, delimiter in enumerate((*DELIMITERS, WHITESPACE)):
        if delimiter in exclude:
            continue
        records = _split(sample, delimiter)
        if not records:
            continue
        counts = [len(r) for r in records]
        width = _mode(counts)
        consistency = counts.count(width) / len(counts)
        comma = delimiter != "," and _uses_decimal_comma(records)
        fields = [f for r in records for f in r]
        numeric = sum(looks_numeric(f, comma) for f in fields) / max(len(fields), 1)
        key = (width >= 2, consistency == 1.0, consistency, numeric, -rank)
        if best is None or key > best[0]:
            best = (key, delimiter, records, comma)
    if best is None:
        return ",", [[""]], False
    return best[1], best[2], best[3]


def _uses_decimal_comma(records: list[list[str]]) -> bool:
    comma = point = 0
    for rec in records[:200]:
        for f in rec:
            if written_with_fraction(f, ","):
                comma += 1
            elif written_with_fraction(f, "."):
                point += 1
    return comma > 0 and point == 0


def _has_header(records: list[list[str]], decimal_comma: bool) -> bool:
    first, rest = records[0], records[1:]
    if any(looks_numeric(f, decimal_comma) for f in first):
        return False  # names are words; a number in the first line means data
    for j, value in enumerate(first):
        v = value.strip()
        # A value that reappears below it (a label such as '+') marks a data row.
        if v and v not in NULL_TOKENS and any(len(r) > j and r[j].strip() == v for r in rest):
            return False
    return True


def _names(header: list[str], width: int) -> tuple[str, ...]:
    fields = [f.strip() for f in header]
    if len(fields) == width - 1:
        fields.insert(0, "")  # R's write.table: row names have no header
    while len(fields) < width:
        fields.append("")
    return unique_names(fields)


def unique_names(raw) -> tuple[str, ...]:
    """Column names as given, blanks named by position and repeats numbered."""
    names, seen = [], set()
    for j, name in enumerate(raw):
        name = str(name).strip() or f"column {j + 1}"
        base, k = name, 2
        while name in seen:
            name = f"{base} ({k})"
            k += 1
        seen.add(name)
        names.append(name)
    return tuple(names)


def _column_numeric(records: list[list[str]], j: int, decimal_comma: bool) -> bool:
    """Mostly numbers: a score column with a stray word is still a score column (and
    choosing it reports the word's line)."""
    values = [r[j].strip() for r in records if len(r) > j and r[j].strip() not in NULL_TOKENS]
    numbers = sum(looks_numeric(v, decimal_comma) for v in values)
    return numbers > 0 and numbers * 2 >= len(values)


_HEXADECIMAL = re.compile(r"\s*0[xX][0-9a-fA-F]+\s*")


def _any_hexadecimal(records: list[list[str]], j: int) -> bool:
    return any(len(r) > j and _HEXADECIMAL.fullmatch(r[j]) for r in records)


_WHOLE = re.compile(r"\s*\+?(\d+)\s*")


def _unsigned_beyond_int64(records: list[list[str]], j: int) -> bool:
    beyond = False
    for r in records:
        if len(r) <= j or r[j].strip() in NULL_TOKENS:
            continue
        match = _WHOLE.fullmatch(r[j])
        if match is None or int(match.group(1)) >= 2**64:
            return False
        beyond = beyond or int(match.group(1)) >= 2**63
    return beyond


def _few_distinct(records: list[list[str]], j: int, most: int = 20) -> bool:
    values = {r[j].strip() for r in records if len(r) > j} - set(NULL_TOKENS)
    # Ids are all distinct: with few rows sampled, "few" must also mean "repeating".
    return 0 < len(values) <= most and len(values) * 2 <= len(records)


def _mode(values) -> int:
    counts = Counter(values)
    return max(counts, key=lambda v: (counts[v], v), default=0)
