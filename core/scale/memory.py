"""How much memory the machine has, and how much an engine may take of it."""

from __future__ import annotations

import re

from core.errors import InputError
from core.phrases import Phrase
from core.readers.budget import physical_memory


def default_limit() -> int:
    """The memory an engine may use unless told otherwise: half the machine's, so that
    the window, the operating system and other programs keep the other half (DuckDB
    spills what does not fit to a temporary directory)."""
    return physical_memory() // 2


_UNITS = {"": 1, "b": 1, "k": 1 << 10, "kb": 1000, "kib": 1 << 10, "m": 1 << 20,
          "mb": 1000**2, "mib": 1 << 20, "g": 1 << 30, "gb": 1000**3, "gib": 1 << 30,
          "t": 1 << 40, "tb": 1000**4, "tib": 1 << 40}


def parse_size(text) -> int:
    """Bytes from ``4GB``, ``512MiB``, ``2g``, ``1.5 GB`` or a plain number of bytes,
    from 64 MiB to the machine's memory.

    >>> parse_size("2GiB"), parse_size("500MB"), parse_size(2**30)
    (2147483648, 500000000, 1073741824)
    """
    if isinstance(text, int) and not isinstance(text, bool):
        value = text
    else:
        match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*", str(text))
        unit = match.group(2).lower() if match else None
        if match is None or unit not in _UNITS:
            raise InputError(Phrase("memory limit {limit!r} is not a size such as 4GB or"
                                    " 512MiB", limit=text),
                             option="memory_limit", value=text)
        value = int(float(match.group(1)) * _UNITS[unit])
    if value < 64 << 20:
        raise InputError(Phrase("memory limit {limit!r} is below 64 MiB: too little for an"
                                " engine", limit=text),
                         option="memory_limit", value=text)
    machine = physical_memory()
    if value > machine:
        # Beyond it DuckDB would not spill in time: the system would end the process.
        raise InputError(Phrase("memory limit {limit!r} is more than this machine's memory"
                                " ({memory:.1f} GiB)", limit=text, memory=machine / 1024**3),
                         option="memory_limit", value=text)
    return value


#: Memory DuckDB needs to order one distinct score in its window sums, beyond a base
#: (measured: 10^7 distinct scores fail at 100 MB and pass at 120 MB; 2 x 10^7 fail at
#: 120 MB and pass at 200 MB). Grouping spills to disk; that ordering cannot.
_ORDERED_BYTES = 12
_BASE_BYTES = 64 << 20


#: Memory one pass of a windowed query over rows may hold (see :func:`window_passes`):
#: DuckDB keeps every row a window reads until the last is in, so 10^8 rows held at once
#: took 3.4 GB, and spilling them past a limit of 1 GB took twice as long as holding them.
WINDOW_PASS_BYTES = 768 << 20


def window_passes(rows: int, row_bytes: int, limit: int) -> int:
    """Into how many passes a windowed query over ``rows`` rows of about ``row_bytes``
    each is split, so that each pass holds at most :data:`WINDOW_PASS_BYTES`, or half of
    the memory ``limit`` when that is less (DuckDB needs the rest for the grouping of
    the pass's results).

    >>> window_passes(10**7, 40, 12 << 30), window_passes(10**8, 40, 12 << 30)
    (1, 5)
    >>> window_passes(10**8, 40, 600 << 20)
    13
    """
    budget = min(WINDOW_PASS_BYTES, limit // 2)
    return max(1, -(-rows * row_bytes // budget))


def suggested_limit(rows: int | None, limit: int) -> int:
    """A memory limit that should let DuckDB order ``rows`` grouped rows (None when
    unknown), where ``limit`` bytes were too few: at least twice as much, rounded up to
    a round size, at most the machine's memory."""
    needed = _BASE_BYTES + _ORDERED_BYTES * (rows or 0)
    wanted = max(2 * limit, needed)
    step = 100 * 1000**2 if wanted < 1000**3 else 1000**3
    return min(-(-wanted // step) * step, physical_memory())


def size_text(n: int) -> str:
    """Bytes as a memory limit is written: ``700MB``, ``3GB``, ``64MiB`` (whole units
    when they fit, else megabytes rounded up)."""
    for unit, name in ((1000**3, "GB"), (1 << 30, "GiB"), (1000**2, "MB"), (1 << 20, "MiB")):
        if n >= unit and n % unit == 0:
            return f"{n // unit}{name}"
    return f"{-(-n // 1000**2)}MB"
