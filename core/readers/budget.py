"""How much data the in-memory reader takes on, judged before and while it reads.

Reading a table into memory costs about :data:`MEMORY_BYTES_PER_ROW` bytes a row at its
peak (the parsed columns, the engine's arrays and the copies its sort makes; measured
at 2 x 10^7 rows of a score and a label: 31 bytes a row from plain text, 39 from gzip).
Data estimated at more than a quarter of the machine's memory are better computed out
of core (:func:`core.scale.should_use_engine` says so from :func:`estimated_rows`); a
read that turns out bigger than the estimate (a gzip bomb, a stream) is stopped once
its rows would take half the memory (:func:`row_limit`), before it takes all of it.

>>> limits = Budget(memory=8 << 30)
>>> limits.rows, limits.stream_bytes
(107374182, 1073741824)
"""

from __future__ import annotations

import ctypes
import os
import sys
import zlib
from dataclasses import dataclass

#: Assumed when the operating system will not say.
FALLBACK_BYTES = 8 << 30

MEMORY_BYTES_PER_ROW = 40

#: Standard input is held in memory whole: at most this much of it (or less, see
#: :class:`Budget`), since a pipe can send forever.
MAX_STREAM_BYTES = 2 << 30

#: How a gzip file starts (what tells it, whatever its name).
GZIP_MAGIC = b"\x1f\x8b"
# Sampling a gzip file's compression: this much decompressed text, from at most this
# much of the file, is enough to see its ratio without costing time.
_SAMPLE_OUT = 4 << 20
_SAMPLE_IN = 1 << 20
_HEAD = 1 << 16


def physical_memory() -> int:
    """The machine's physical memory in bytes (:data:`FALLBACK_BYTES` if unknown)."""
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        if pages > 0 and size > 0:
            return pages * size
    except (AttributeError, OSError, ValueError):
        pass
    if sys.platform == "win32":
        class Status(ctypes.Structure):
            _fields_ = [("length", ctypes.c_ulong), ("load", ctypes.c_ulong),
                        ("total", ctypes.c_ulonglong), ("available", ctypes.c_ulonglong),
                        ("page_total", ctypes.c_ulonglong), ("page_free", ctypes.c_ulonglong),
                        ("virtual_total", ctypes.c_ulonglong),
                        ("virtual_free", ctypes.c_ulonglong), ("extended", ctypes.c_ulonglong)]
        status = Status()
        status.length = ctypes.sizeof(Status)
        if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):
            return int(status.total)
    return FALLBACK_BYTES


@dataclass(frozen=True)
class Budget:
    """The limits of the in-memory reader on a machine of ``memory`` bytes.

    Attributes
    ----------
    memory : int
    rows : int
        Rows read into memory at most: half the memory at MEMORY_BYTES_PER_ROW each.
    stream_bytes : int
        Bytes of a stream (standard input, a pipe) held at most: 2 GiB, or an eighth of
        the memory on a smaller machine (the bytes, then their parse, must fit).
    text_bytes : int
        Decompressed bytes read into memory in one piece at most (a quarter of it).
    """

    memory: int

    @property
    def rows(self) -> int:
        return self.memory // 2 // MEMORY_BYTES_PER_ROW

    @property
    def stream_bytes(self) -> int:
        return min(MAX_STREAM_BYTES, self.memory // 8)

    @property
    def text_bytes(self) -> int:
        return self.memory // 4


def budget() -> Budget:
    """The limits on this machine."""
    return Budget(physical_memory())


def estimated_rows(path: str) -> int:
    """About how many rows the text file at ``path`` holds, from its size, the length of
    its first lines and, when it is gzipped (told by its first bytes, not its name),
    how much its start expands: a file that expands two hundredfold is estimated so,
    not at the usual fourfold. 0 when it cannot be told (the reader then says why)."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            start = f.read(_SAMPLE_IN)
            if not start.startswith(GZIP_MAGIC):
                return _rows_in(size, start)
            f.seek(max(size - 4, 0))
            trailer = f.read(4)
    except OSError:
        return 0
    head, used = _inflate(start)
    if not head or not used:
        return 0
    # The last member's own size (modulo 2**32) is in the gzip trailer; a single member
    # under 4 GiB is thus measured exactly, and a forged or multi-member one is at
    # least as big as its start says.
    return _rows_in(max(size * len(head) // used, int.from_bytes(trailer, "little")), head)


def _rows_in(size: int, text: bytes) -> int:
    """About how many lines ``size`` bytes of text hold, at the length of the lines
    that ``text`` (their start) begins with; 0 when it holds no line end."""
    sample = text[:_HEAD]
    lines = sample.count(b"\n")
    return size * lines // len(sample) if lines else 0


def _inflate(data: bytes) -> tuple[bytes, int]:
    """Up to :data:`_SAMPLE_OUT` bytes decompressed from the start of gzip ``data``
    (several members followed one another), and how many bytes of ``data`` gave them.
    Damage ends the sample early; the reader reports it."""
    out, used = [], 0
    got = 0
    rest = data
    try:
        while rest and got < _SAMPLE_OUT:
            inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
            piece = inflater.decompress(rest, _SAMPLE_OUT - got)
            out.append(piece)
            got += len(piece)
            consumed = len(rest) - len(inflater.unconsumed_tail) - len(inflater.unused_data)
            used += consumed
            if not inflater.eof:
                break
            rest = inflater.unused_data
            if not rest.startswith(GZIP_MAGIC):
                break
    except zlib.error:
        pass
    return b"".join(out), used
