"""Reading a stream (standard input, a pipe) into memory: in pieces, so that a cancel or
Ctrl-C is answered between them; up to a cap, so that an endless pipe stops with a
message instead of taking every byte of memory; and refused at its first piece when
that piece shows binary data (``/dev/zero``, ``/dev/urandom``), however much follows.
"""

from __future__ import annotations

from core.errors import LoadError, check_cancelled
from core.phrases import Phrase
from core.readers.budget import GZIP_MAGIC, budget
from core.readers.sniffing import reject_binary
from core.readers.text_parse import MAX_LINE_BYTES, line_too_long

PIECE = 1 << 20

# Columnar files start with magic bytes of their own; their bytes are binary by nature.
_COLUMNAR = (b"PAR1", b"ARROW1", b"FEA1", b"\xff\xff\xff\xff")


def read_stream(stream, name: str = "standard input", cancelled=None,
                cap: int | None = None) -> bytes:
    """Every byte of ``stream`` (a binary file object, or anything with ``read(n)``),
    read a piece at a time.

    Parameters
    ----------
    cap : int, optional
        Bytes read at most (:attr:`core.readers.budget.Budget.stream_bytes` by default).

    Raises
    ------
    LoadError
        The stream holds more than ``cap`` bytes, or its first bytes are binary data
        that no format rocscope reads starts with, or it is plain text with a line
        longer than :data:`~core.readers.text_parse.MAX_LINE_BYTES` (refused once
        that much of the line has arrived; gzip is judged once decompressed).
    LoadCancelled
        ``cancelled()`` became true.
    """
    cap = budget().stream_bytes if cap is None else cap
    pieces: list[bytes] = []
    size = 0
    text = True
    lines, run = 1, 0
    while True:
        check_cancelled(cancelled)
        piece = stream.read(min(PIECE, cap + 1 - size))
        if not piece:
            return b"".join(pieces)
        if not pieces:
            text = _check_start(piece, name)
        pieces.append(piece)
        size += len(piece)
        if text:
            last = max(piece.rfind(b"\n"), piece.rfind(b"\r"))
            if last < 0:
                run += len(piece)
            else:
                lines += piece.count(b"\n") + piece.count(b"\r") - piece.count(b"\r\n")
                run = len(piece) - last - 1
            if run > MAX_LINE_BYTES:
                raise line_too_long(name, name, lines)
        if size > cap:
            raise LoadError(Phrase("{stream}: more than {size} arrived and more was still"
                                   " coming; rocscope reads at most that much from a stream."
                                   " Save the data to a file and give the file instead",
                                   stream=name, size=_size(cap)), path=name)


def _check_start(piece: bytes, name: str) -> bool:
    """Whether a stream starting with ``piece`` is plain text (refusing binary data)."""
    if piece.startswith((GZIP_MAGIC, *_COLUMNAR)):
        return False  # binary by format; such a stream is read whole, then judged
    reject_binary(piece, name)
    return True


def _size(n: int) -> str:
    return f"{n / 1024**3:g} GiB" if n >= 1024**3 else f"{n / 1024**2:g} MiB"
