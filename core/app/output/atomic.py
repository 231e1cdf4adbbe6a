"""Writing files so that a failure never leaves half a file behind.

Everything goes to a temporary file in the target folder (same file system, so the
final rename is atomic) and is renamed into place only when complete: every write
checked (bytes written through :func:`write_all` are also counted on the disk), and the
data synced to the disk (a full disk may tell only then), so that a good file is never
replaced by a short one. An interrupt (Ctrl-C, SIGTERM) on the way removes the temporary
file too.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from core.errors import ExportError
from core.phrases import Phrase, message_of


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike):
    """Yield a temporary path beside ``path``; on success rename it to ``path``.

    Any exception removes the temporary file and is re-raised as :class:`ExportError`
    (unless it already is a rocscope error), naming the target.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:  # Path.is_dir raises on a folder that cannot be searched (EACCES)
        folder_mode = folder.stat().st_mode
        target_mode = target.stat().st_mode if os.path.lexists(target) else None
    except FileNotFoundError:
        folder_mode = target_mode = None
    except OSError as exc:
        raise ExportError(_cannot_write(target, exc.strerror or str(exc))) from None
    if folder_mode is None or not stat.S_ISDIR(folder_mode):
        raise ExportError(Phrase("cannot write {target}: folder {folder} does not exist",
                                 target=target, folder=folder))
    if target_mode is not None and not stat.S_ISREG(target_mode):
        # A rename would replace a device or a pipe, not write into it.
        raise ExportError(Phrase("cannot write {target}: it is not a regular file",
                                 target=target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise ExportError(_cannot_write(target, exc.strerror or str(exc))) from None
    os.close(fd)
    try:
        yield tmp
        if os.path.getsize(tmp) == 0:
            raise ExportError(Phrase("cannot write {target}: nothing was written",
                                     target=target))
        _sync(tmp)
        # mkstemp makes the file private (0600); give it the mode a new file would get.
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.remove(tmp)
        if isinstance(exc, (ExportError, KeyboardInterrupt)) or not isinstance(exc, Exception):
            raise
        if isinstance(exc, OSError):
            raise ExportError(_cannot_write(target, exc.strerror or str(exc))) from None
        raise ExportError(_cannot_write(target, message_of(exc))) from None


def _cannot_write(target, why) -> Phrase:
    return Phrase("cannot write {target}: {error}", target=target, error=why)


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_all(tmp: str | os.PathLike, data: bytes, target=None) -> None:
    """Write ``data`` to the temporary file ``tmp`` (of :func:`atomic_path`) and check
    that all of it is there.

    Raises
    ------
    OSError, ExportError
        A write failed (a full disk), or fewer bytes reached the file.
    """
    with open(tmp, "wb") as out:
        out.write(data)
    size = os.path.getsize(tmp)
    if size != len(data):
        raise ExportError(Phrase("cannot write {target}: {size} of {total} bytes reached the"
                                 " disk", target=target or tmp, size=size, total=len(data)))


def _sync(tmp: str) -> None:
    fd = os.open(tmp, os.O_RDWR)  # Windows syncs only what it may write
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
