"""Reading a stream (standard input) into memory: in pieces, so that a cancel or Ctrl-C
is answered between them, and up to a cap, so that an endless pipe stops with a
message instead of taking every byte of memory.
"""

from __future__ import annotations

from core.errors import LoadError, check_cancelled

#: A stream longer than this is refused: the text of a file this size parses into more
#: than memory comfortably holds; a file on disk can be read by DuckDB instead.
STREAM_CAP = 2 * 1024**3
PIECE = 1 << 20


def read_stream(stream, name: str = "standard input", cancelled=None,
                cap: int = STREAM_CAP) -> bytes:
    """Every byte of ``stream`` (a binary file object), read a piece at a time.

    Raises
    ------
    LoadError
        The stream holds more than ``cap`` bytes.
    LoadCancelled
        ``cancelled()`` became true.
    """
    pieces: list[bytes] = []
    size = 0
    while True:
        check_cancelled(cancelled)
        piece = stream.read(min(PIECE, cap + 1 - size))
        if not piece:
            return b"".join(pieces)
        pieces.append(piece)
        size += len(piece)
        if size > cap:
            raise LoadError(f"{name}: more than {_size(cap)} arrived and more was still"
                            " coming; rocscope reads at most that much from a stream. Save"
                            " the data to a file and give the file instead", path=name)


def _size(n: int) -> str:
    return f"{n / 1024**3:g} GiB" if n >= 1024**3 else f"{n / 1024**2:g} MiB"
