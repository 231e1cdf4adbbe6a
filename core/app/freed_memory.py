"""Memory a load has freed, given back to the system.

Loading 10^7 rows frees hundreds of megabytes of temporaries: the parse's pieces and
blocks, the sort's keys, the arrays checked and converted on the way. Large blocks go
back to the system when freed, but the C library keeps smaller ones (and, once a large
block has been freed, blocks up to its size) in its heaps for reuse, one heap per
thread that allocated, and a window that stays open holds them for nothing: ~10 MB of
the window's resident memory after opening such a file. :func:`give_back` asks the C
library to return what it holds free (glibc's ``malloc_trim``; nothing elsewhere).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import sys


@functools.cache
def _trim():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim  # glibc only (musl has none)
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


def give_back() -> bool:
    """Return the C library's free heap memory to the system; whether it could be
    asked (glibc). Costs a walk over the heaps' free blocks: milliseconds."""
    trim = _trim()
    if trim is None:
        return False
    trim(0)
    return True
