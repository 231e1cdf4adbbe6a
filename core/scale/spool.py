"""Text and Feather files for an engine, read by rocscope's own reader into Parquet.

An engine's own CSV reader sniffs, types and names columns its own way (DuckDB took
space-aligned columns, decimal commas, ``+.5``, R's row names and duplicate headers
otherwise than the in-memory reader, and read hex as numbers), so the same file would
load or not depending on its size. Instead, a file the engine is to compute is read
once by :func:`core.readers.chunked_read.stream_dataset`, piece after piece in bounded
memory, and written to a Parquet file (the *spool*) that the engine reads: one reading
of a file, whichever engine computes.

Spools live in one private folder per process (``rocscope-spool-*`` in the temporary
folder, made by :func:`tempfile.mkdtemp`: only its owner may look inside), removed when
the process ends (Ctrl-C and SIGTERM included, see :mod:`core.app.cli.signals`); the
last few are kept meanwhile, so that asking for another column of the same file does
not read it again. A spool something else deletes all the same is said to be gone
(:func:`core.scale.files.spool_vanished`), not taken for a bad file.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import secrets
import shutil
import tempfile
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pyarrow as pa
import pyarrow.parquet as pq

from core.errors import check_cancelled
from core.readers.chunked_read import stream_dataset
from core.readers.dataset import Dataset, Selection
from core.readers.loading import check_piece, dropped_note
from core.scale.files import spool_vanished

#: Spools kept at once (each as big as its file's columns, compressed).
KEEP = 2
_BATCH_ROWS = 1 << 20

_LOCK = threading.Lock()
_SPOOLS: OrderedDict = OrderedDict()
#: Each spool's readers: the threads that made or used it since they last trimmed.
_READERS: dict[str, set[int]] = {}
_FOLDER: list[str] = []


@dataclass(frozen=True, eq=False)
class Spooled:
    """A file read into a Parquet spool.

    Attributes
    ----------
    path : str
        The Parquet file, rows in the file's order.
    dataset : Dataset
        The file as :func:`core.readers.loading.read_dataset` describes it (every column
        over every row), whose values are read back from the spool when asked for.
    """

    path: str
    dataset: Dataset

    def check(self, selection: Selection, names: list[str], drop_missing: bool,
              cancelled: Callable[[], bool] | None = None) -> str | None:
        """Check the chosen columns (``names``: the selection's score, label and counts)
        row by row as the in-memory reader does, so that a bad or missing value is the
        same error, at the same line, in every engine.

        Returns
        -------
        str or None
            With ``drop_missing``, the note saying how many rows are left out and where
            the first is, as the in-memory reader words it (None when none are).

        Raises
        ------
        LoadError
            The first bad value in the file (see :func:`core.readers.loading.prepare`),
            or every row left out.
        """
        first, dropped, first_dropped = 0, 0, None
        with _vanishing(self.path, self.dataset.source):
            spooled = pq.ParquetFile(self.path)
        for batch in spooled.iter_batches(batch_size=_BATCH_ROWS, columns=names):
            check_cancelled(cancelled)
            arrays = {n: pa.chunked_array([batch.column(i)]) for i, n in enumerate(names)}
            left_out = check_piece(self.dataset.piece(arrays, first), selection,
                                   drop_missing=drop_missing)
            if left_out is not None and left_out.any():
                if first_dropped is None:
                    first_dropped = first + int(left_out.argmax())
                dropped += int(left_out.sum())
            first += batch.num_rows
        if first_dropped is None:
            return None
        return dropped_note(self.dataset, dropped, self.dataset.n_rows, first_dropped)


def spool(path: str, *, progress=None, cancelled=None) -> Spooled:
    """The spool of the file at ``path`` (made now, or kept from before while the file
    is unchanged).

    Raises
    ------
    LoadError, LoadCancelled
        As :func:`core.readers.chunked_read.stream_dataset` raises them.
    """
    st = os.stat(path)
    key = (os.path.realpath(path), st.st_mtime_ns, st.st_size, os.fspath(path))
    with _LOCK:
        kept = _SPOOLS.get(key)
        if kept is not None and os.path.exists(kept.path):
            _SPOOLS.move_to_end(key)
            _READERS.setdefault(kept.path, set()).add(threading.get_ident())
            return kept
    fd, target = tempfile.mkstemp(prefix="spool-", suffix=".parquet", dir=_folder())
    os.close(fd)
    sink = _ParquetSink(target)
    try:
        dataset = stream_dataset(path, sink, values=_Columns(target, path),
                                 progress=progress, cancelled=cancelled)
    except BaseException:
        sink.discard()
        raise
    finally:
        sink.close()
    made = Spooled(target, dataset)
    with _LOCK:
        _SPOOLS[key] = made
        _READERS.setdefault(target, set()).add(threading.get_ident())
    return made


def trim(keep: int = KEEP) -> None:
    """Remove all but the ``keep`` spools made or used last (a computation that needed
    more, a folder of many files, calls this once it is done), but none another thread
    still reads (the window loads files on threads of their own)."""
    me = threading.get_ident()
    others = {t.ident for t in threading.enumerate()} - {me}
    with _LOCK:
        for readers in _READERS.values():
            readers.discard(me)  # this thread's computation is done
        idle = [k for k, s in _SPOOLS.items() if not _READERS.get(s.path, set()) & others]
        for k in idle[:max(len(_SPOOLS) - keep, 0)]:
            old = _SPOOLS.pop(k)
            _READERS.pop(old.path, None)
            with contextlib.suppress(OSError):
                os.remove(old.path)


def forget() -> None:
    """Remove every spool and their folder (at exit, and for tests)."""
    with _LOCK:
        _SPOOLS.clear()
        _READERS.clear()
        if _FOLDER:
            shutil.rmtree(_FOLDER.pop(), ignore_errors=True)


def _folder() -> str:
    with _LOCK:
        while not _FOLDER or not os.path.isdir(_FOLDER[0]):
            # The folder is known to forget() before it exists, so that an interrupt
            # between making it and keeping its name cannot leave it behind (as
            # mkdtemp, which names it only once made, would); 0o700 as mkdtemp makes it.
            path = os.path.join(tempfile.gettempdir(),
                                f"rocscope-spool-{secrets.token_hex(8)}")
            _FOLDER[:] = [path]
            try:
                os.mkdir(path, 0o700)
            except FileExistsError:  # another's: never removed as ours
                _FOLDER.clear()
        return _FOLDER[0]


atexit.register(forget)


@contextlib.contextmanager
def _vanishing(spool: str, original: str):
    """A spool that cannot be opened because it is gone is said to be."""
    try:
        yield
    except FileNotFoundError:
        if os.path.exists(spool):
            raise
        raise spool_vanished(spool, os.path.basename(original), original) from None


class _ParquetSink:
    """Tables written to one Parquet file, started again on ``reset``."""

    def __init__(self, path: str):
        self.path = path
        self.writer: pq.ParquetWriter | None = None

    def write(self, table: pa.Table) -> None:
        if self.writer is None:
            self.writer = pq.ParquetWriter(self.path, table.schema, compression="snappy")
        self.writer.write_table(table)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    def discard(self) -> None:
        self.close()
        with contextlib.suppress(OSError):
            os.remove(self.path)

    reset = discard  # the read starts again: nothing written is kept


class _Columns:
    """A spool's columns by name, each read when first asked for (an error that points
    at a row reads the column it is in); a dataset asks only for the columns it
    describes, and may hold another array for one (:meth:`Dataset.keep_values`)."""

    def __init__(self, path: str, original: str):
        self.path = path
        self.original = original
        self._read: dict = {}

    def __getitem__(self, name: str) -> pa.ChunkedArray:
        if name not in self._read:
            with _vanishing(self.path, self.original):
                self._read[name] = pq.read_table(self.path, columns=[name]).column(0)
        return self._read[name]

    def __setitem__(self, name: str, array: pa.ChunkedArray) -> None:
        self._read[name] = array
