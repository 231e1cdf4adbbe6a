"""Where a prediction file's bytes come from: a path or bytes in memory, maybe gzipped.

The format is told by content, not by name: gzip, Parquet and Arrow files all start with
magic bytes, and a file called ``scores.txt`` that holds Parquet is still Parquet. Every
operating-system error becomes a :class:`~core.errors.LoadError` that says what is
wrong in words (no such file, a directory, permission denied).
"""

from __future__ import annotations

import gzip
import io
import os
import select
import stat
import zlib
from collections.abc import Callable
from dataclasses import dataclass

import pyarrow as pa

from core.errors import LoadError, check_cancelled
from core.phrases import Phrase
from core.readers.budget import GZIP_MAGIC, budget
from core.readers.locating import first_long_line
from core.readers.pipe_input import read_stream
from core.readers.text_parse import LineTooLong, TextBytes

PARQUET_MAGIC = b"PAR1"
ARROW_FILE_MAGIC = b"ARROW1"
FEATHER_V1_MAGIC = b"FEA1"
# An Arrow IPC *stream* starts with a continuation marker; 0xFF never begins UTF-8 text.
ARROW_STREAM_MAGIC = b"\xff\xff\xff\xff"
# The format each magic start tells; anything else is read as delimited text.
_FORMATS = {PARQUET_MAGIC: "parquet", ARROW_FILE_MAGIC: "feather", FEATHER_V1_MAGIC: "feather",
            ARROW_STREAM_MAGIC: "arrow-stream"}

_CHUNK = 4 << 20
_TAIL = 1 << 16
_GZIP_RATIO = 4  # about how much delimited text of numbers shrinks under gzip
# How often reading a pipe that sends nothing looks whether it was cancelled (seconds).
_PIPE_POLL = 0.05


@dataclass(frozen=True)
class Source:
    """The bytes behind a dataset and how to reach them again.

    Attributes
    ----------
    display : str
        The path as the caller gave it, or the name given to in-memory data.
    short : str
        What error messages call it: the file's base name.
    path : str or None
        The file to read, or None for in-memory data.
    data : bytes or None
        The in-memory bytes (still compressed when ``gzipped``).
    gzipped : bool
        Whether the bytes are gzip-compressed (told by the magic bytes).
    format : str
        ``"csv"``, ``"parquet"``, ``"feather"`` or ``"arrow-stream"``.
    """

    display: str
    short: str
    path: str | None
    data: bytes | None
    gzipped: bool
    format: str

    @property
    def size(self) -> int:
        """Bytes as stored (compressed size for gzip), for progress fractions."""
        if self.data is not None:
            return len(self.data)
        try:
            return os.stat(self.path).st_size
        except OSError:
            return 0

    def raw_stream(self):
        """A Python binary file over the stored (possibly compressed) bytes."""
        if self.data is not None:
            return io.BytesIO(self.data)
        return _open(self.path)

    def _decompressed(self, read: Callable, progress=None, cancelled=None):
        """``read(f)`` of a file over the decompressed bytes, damage told as a LoadError;
        the stored bytes tell ``progress`` and obey ``cancelled`` as they are read."""
        with self.raw_stream() as raw:
            if progress is not None or cancelled is not None:
                raw = _Watched(raw, max(self.size, 1), progress, cancelled)
            f = gzip.GzipFile(fileobj=raw, mode="rb") if self.gzipped else raw
            return _gz_guard(lambda: read(f), self)

    def head(self, n: int) -> bytes:
        """Up to ``n`` decompressed bytes from the start (fewer only at the end)."""
        return self._decompressed(lambda f: f.read(n))

    def head_past_blank_lines(self, n: int) -> tuple[bytes, bool, int]:
        """Up to ``n`` decompressed bytes from the first line holding more than spaces
        and tabs; whether they reach the end; and how many lines come before them."""
        return self._decompressed(lambda f: _past_blank_lines(f, n))

    def whole(self, progress=None, cancelled=None, longest_line: int | None = None) -> bytes:
        """Every decompressed byte, reading in chunks so that progress can be told.

        ``longest_line`` (text only) refuses a line longer than that many bytes as soon
        as it is read past it (chunks are smaller than such a limit).

        Raises
        ------
        LoadError
            Decompressed, the bytes pass :attr:`core.readers.budget.Budget.text_bytes`
            (a gzip bomb: a few megabytes that expand to gigabytes).
        LineTooLong
            A line is longer than ``longest_line``.
        """
        parts = []
        limit = budget().text_bytes

        def read_all(f):
            got = run = 0
            while True:
                chunk = f.read(_CHUNK)
                if not chunk:
                    return
                got += len(chunk)
                if longest_line is not None:
                    last = max(chunk.rfind(b"\n"), chunk.rfind(b"\r"))
                    run = len(chunk) - last - 1 if last >= 0 else run + len(chunk)
                    if run > longest_line:
                        raise LineTooLong()
                if got > limit:
                    raise LoadError(
                        Phrase("{file}: more than {gib:.1f} GiB once decompressed, more"
                               " than this machine's memory holds at once",
                               file=self.short, gib=limit / 1024**3),
                        path=self.display, option="out_of_core")
                parts.append(chunk)

        self._decompressed(read_all, progress, cancelled)
        return b"".join(parts)

    def first_long_line(self, limit: int, delimiter: str | None):
        """The first line of the decompressed text longer than ``limit`` bytes, as
        :func:`core.readers.locating.first_long_line` finds it (read in chunks, never
        held whole)."""
        return self._decompressed(lambda f: first_long_line(f, limit, delimiter))

    def last_line_longer_than(self, limit: int) -> bool:
        """Whether the last line of plain (not gzipped) text is longer than ``limit``
        bytes, read backwards from the end (a few kilobytes for any real file). False
        for gzip, which cannot be read backwards."""
        if self.gzipped:
            return False
        with self.raw_stream() as f:
            pos = f.seek(0, io.SEEK_END)
            run, started = 0, False
            while pos > 0:
                step = min(_TAIL, pos)
                pos -= step
                f.seek(pos)
                chunk = f.read(step)
                if not started:  # the line ends the file closes with end no line
                    chunk = chunk.rstrip(b"\r\n")
                    if not chunk:
                        continue
                    started = True
                last = max(chunk.rfind(b"\n"), chunk.rfind(b"\r"))
                if last >= 0:
                    return run + len(chunk) - last - 1 > limit
                run += len(chunk)
                if run > limit:
                    return True
            return run > limit

    def damaged(self, problem) -> LoadError:
        """The error for gzipped bytes that are cut short or corrupt (``problem``)."""
        return LoadError(Phrase("{file} is not a valid gzip file ({problem})", file=self.short,
                                problem=problem), path=self.display)

    def columnar(self) -> Callable[[], pa.NativeFile]:
        """Opens pyarrow's own file over a Parquet, Feather or Arrow file's bytes:
        mapped from the disk, or over the bytes held (decompressed once, if gzipped)."""
        if not self.gzipped and self.data is None:
            return lambda: pa.memory_map(self.path, "r")
        data = pa.py_buffer(self.whole() if self.gzipped else self.data)
        return lambda: pa.BufferReader(data)

    def text_bytes(self, progress=None, cancelled=None) -> TextBytes:
        """The decompressed text for :mod:`core.readers.text_parse`: a Python file that
        tells ``progress`` and obeys ``cancelled``, and pyarrow's own stream over the
        same text."""
        total = max(self.size, 1)

        def python():
            watched = _Watched(self.raw_stream(), total, progress, cancelled)
            if not self.gzipped:
                return watched
            return _GuardedGzip(gzip.GzipFile(fileobj=watched, mode="rb"), watched, self)

        def native():
            stored = (pa.BufferReader(pa.py_buffer(self.data)) if self.data is not None
                      else pa.OSFile(self.path, "rb"))
            return pa.CompressedInputStream(stored, "gzip") if self.gzipped else stored
        return TextBytes(python=python, native=native,
                         size_hint=total * (_GZIP_RATIO if self.gzipped else 1),
                         compressed=self.gzipped)


def open_source(source, name: str | None = None, cancelled=None) -> Source:
    """Check that ``source`` can be read and tell its format from its first bytes.

    Parameters
    ----------
    source : str, os.PathLike, bytes, bytearray or memoryview
        A file path, or the file's content.
    name : str, optional
        What to call in-memory data in messages (default ``"data"``); for a path, a
        name that replaces the path in messages.
    cancelled : callable, optional
        Polled while a pipe (``/dev/stdin``, a FIFO) is read whole, even while it sends
        nothing; when it returns True, :class:`LoadCancelled` is raised.

    Raises
    ------
    LoadError
        The path does not exist, is a directory, cannot be read, or is empty.
    LoadCancelled
        ``cancelled()`` returned True while a pipe was read.
    """
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
        display = name or "data"
        path = None
    else:
        try:
            path = os.fspath(source)
        except TypeError:
            raise LoadError(
                Phrase("cannot read {source!r}: expected a file path or bytes", source=source)
            ) from None
        if isinstance(path, bytes):
            path = os.fsdecode(path)
        display = name or path
        data = None
    short = os.path.basename(display.rstrip("/\\")) or display
    if path is not None:
        st = _check_path(path, display)
        if stat.S_ISREG(st.st_mode) and st.st_size > 0:
            with _open(path) as f:
                magic = f.read(8)
        else:
            # A pipe (/dev/stdin, <(...)) can be read only once, and a file of no stated
            # size (/proc/cpuinfo, or an empty file) cannot be measured or read
            # backwards: keep what it holds (nothing, for an empty file: refused below).
            data = _read_pipe(path, Source(display, short, path, None, False, "csv"),
                              cancelled)
            path = None
    if data is not None:
        magic = data[:8]
    gzipped = magic.startswith(GZIP_MAGIC)
    probe = Source(display, short, path, data, gzipped, "csv")
    if gzipped:
        magic = probe.head(8)
    if not magic:
        if gzipped:
            raise LoadError(Phrase("{file} holds nothing once decompressed: expected a table"
                                   " of scores and labels", file=short), path=display)
        raise _empty(short, display)
    told = next((told for start, told in _FORMATS.items() if magic.startswith(start)), "csv")
    return Source(display, short, path, data, gzipped, told)


def _past_blank_lines(f, n: int) -> tuple[bytes, bool, int]:
    lines, after_cr = 0, False
    chunk = f.read(_CHUNK).removeprefix(b"\xef\xbb\xbf")
    while chunk:
        rest = chunk.lstrip(b" \t\r\n")
        blank = chunk[:len(chunk) - len(rest)]
        if rest:  # text starts on the line after the last line end seen
            cut = max(blank.rfind(b"\n"), blank.rfind(b"\r")) + 1
            blank, rest = blank[:cut], chunk[cut:]
        # LF, CRLF and CR alone each end a line, as for the parser; a CRLF may be split
        # between two chunks.
        lines += (blank.count(b"\n") + blank.count(b"\r") - blank.count(b"\r\n")
                  - (after_cr and blank.startswith(b"\n")))
        after_cr = blank.endswith(b"\r")
        if rest:
            head = rest + f.read(max(n - len(rest), 0) + 1)
            return head[:n], len(head) <= n, lines
        chunk = f.read(_CHUNK)
    return b"", True, lines


def _check_path(path: str, display: str) -> os.stat_result:
    try:
        st = os.stat(path)
    except OSError as exc:
        raise _refused(display, exc) from None
    if stat.S_ISDIR(st.st_mode):
        raise _refused(display, IsADirectoryError())
    if not (stat.S_ISREG(st.st_mode) or stat.S_ISFIFO(st.st_mode)
            or stat.S_ISSOCK(st.st_mode)):
        raise LoadError(Phrase("{path} is a device, not a file (rocscope reads files and"
                               " pipes)", path=display), path=display)
    return st


def _empty(short: str, display: str) -> LoadError:
    return LoadError(Phrase("{file} is empty: expected a table of scores and labels",
                            file=short), path=display)


def _refused(path: str, exc: OSError) -> LoadError:
    """Why the system would not open (or look at) ``path``, in rocscope's words."""
    if isinstance(exc, FileNotFoundError):
        return LoadError(Phrase("{path}: no such file", path=path), path=path)
    if isinstance(exc, NotADirectoryError):
        return LoadError(Phrase("{path}: no such file (a part of the path is not a folder)",
                                path=path), path=path)
    if isinstance(exc, PermissionError):
        return LoadError(Phrase("{path}: permission denied", path=path), path=path)
    if isinstance(exc, IsADirectoryError):
        return LoadError(Phrase("{path} is a folder, not a file", path=path), path=path)
    return _cannot_read(path, path, exc)


def _cannot_read(said: str, path: str, exc: OSError) -> LoadError:
    """The system's reason (its own words, as it gives them) why ``said`` cannot be read."""
    return LoadError(Phrase("{file}: cannot read: {reason}", file=said,
                            reason=exc.strerror or str(exc)), path=path)


def _open(path: str):
    try:
        return open(path, "rb")
    except OSError as exc:
        raise _refused(path, exc) from None


def _read_pipe(path: str, source: Source, cancelled) -> bytes:
    """Everything a pipe sends until it closes, stopping soon after ``cancelled()``.

    The pipe is opened without blocking (opening a FIFO otherwise waits for a writer)
    and waited on with a timeout, so that a writer that sends nothing, or slowly,
    never keeps a cancelled load alive.
    """
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    if not nonblocking or cancelled is None:
        with _open(path) as f:
            return _gz_guard(lambda: read_stream(f, source.short), source)
    try:
        fd = os.open(path, os.O_RDONLY | nonblocking)
    except OSError as exc:
        raise _refused(path, exc) from None
    try:
        return read_stream(_Polled(fd, source, cancelled), source.short, cancelled)
    finally:
        os.close(fd)


class _Polled:
    """A pipe opened without blocking, read as a stream: ``read`` waits for data in
    short polls, so that ``cancelled()`` is looked at even while the writer sends
    nothing."""

    def __init__(self, fd: int, source: Source, cancelled):
        self._fd = fd
        self._source = source
        self._cancelled = cancelled

    def read(self, n: int) -> bytes:
        while True:
            check_cancelled(self._cancelled)
            try:
                ready, _, _ = select.select([self._fd], [], [], _PIPE_POLL)
                if ready:
                    return os.read(self._fd, n)
            except BlockingIOError:
                continue
            except OSError as exc:
                raise _cannot_read(self._source.short, self._source.display, exc) from None


def _gz_guard(fn: Callable, source: Source):
    """Run a read; a damaged gzip stream becomes a LoadError, not a zlib traceback."""
    try:
        return fn()
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise source.damaged(str(exc) or Phrase("it ends early")) from None
    except OSError as exc:
        raise _cannot_read(source.short, source.display, exc) from None


class _Reading(io.RawIOBase):
    """A binary file read through another, which it closes (with ``also``) when closed."""

    def __init__(self, inner, *also):
        super().__init__()
        self._inner, self._also = inner, also

    def readable(self) -> bool:
        return True

    def close(self) -> None:
        for f in (self._inner, *self._also):
            f.close()
        super().close()


class _Watched(_Reading):
    """A file that reports how far reading has got and stops when asked to.

    Read by Python only (gzip and whole reads): pyarrow's threads are never handed
    it, see :mod:`core.readers.text_parse`.
    """

    def __init__(self, raw, total: int, progress, cancelled):
        super().__init__(raw)
        self._total = total
        self._progress = progress
        self._cancelled = cancelled
        self._done = 0

    def readinto(self, buffer) -> int:
        check_cancelled(self._cancelled)
        n = self._inner.readinto(buffer)
        self._done += n or 0
        if self._progress is not None:
            self._progress(min(self._done / self._total, 1.0))
        return n


class _GuardedGzip(_Reading):
    """Decompressed text whose damage is told as a LoadError, not a zlib traceback."""

    def __init__(self, decompressed, stored, source: Source):
        super().__init__(decompressed, stored)
        self._source = source

    def readinto(self, buffer) -> int:
        return _gz_guard(lambda: self._inner.readinto(buffer), self._source)
