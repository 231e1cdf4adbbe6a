"""Which files a path, a directory or a glob names, and whether their columns agree.

A big log is seldom one file: Spark and most pipelines write a directory of Parquet
parts (``part-00000-....parquet`` beside ``_SUCCESS``), and a user may name a glob
(``logs/2026-11-*/*.parquet``). All of them become one list of files of one format.
"""

from __future__ import annotations

import glob
import os
import stat
from dataclasses import dataclass

from core.errors import LoadError
from core.phrases import Phrase
from core.readers.column_profile import kind_of, kind_phrase
from core.readers.sniffing import unique_names

PARQUET_SUFFIXES = (".parquet", ".parq", ".pq")
TEXT_SUFFIXES = (".csv", ".tsv", ".txt", ".csv.gz", ".tsv.gz", ".txt.gz")
_GLOB_CHARACTERS = "*?["


@dataclass(frozen=True)
class Files:
    """The files one source names.

    Attributes
    ----------
    given : str
        The path, directory or glob as the user gave it (reports name it so).
    paths : tuple of str
        The files, sorted.
    format : str
        ``"parquet"`` or ``"csv"`` (any delimited text, optionally gzipped).
    """

    given: str
    paths: tuple[str, ...]
    format: str
    #: For files read into Parquet spools (:mod:`core.scale.spool`): each spool's file.
    originals: tuple[str, ...] = ()

    @property
    def short_name(self) -> str:
        """What messages call the source: the base name of what was given."""
        return os.path.basename(self.given.rstrip("/\\")) or self.given

    def short(self, path: str) -> str:
        """What messages call one of the files: its path below a directory given,
        else its base name."""
        if self.originals and path in self.paths:
            path = self.originals[self.paths.index(path)]
        if os.path.isdir(self.given):
            return os.path.relpath(path, self.given)
        return os.path.basename(path)

    def vanished(self) -> LoadError | None:
        """The error to give when one of the spools these files are read from is gone,
        or None (then the engine's own error stands)."""
        for path, original in zip(self.paths, self.originals):
            if not os.path.exists(path):
                return spool_vanished(path, self.short(path), original)
        return None


def spool_vanished(spool: str, file: str, original: str) -> LoadError:
    """A spool (:mod:`core.scale.spool`) deleted while rocscope read it: no fault of the
    file's."""
    return LoadError(Phrase("{file}: its Parquet copy {spool}, which the engine reads, was"
                            " deleted while it was read (something else removed it from"
                            " rocscope's temporary folder); the file is not at fault: run"
                            " again", file=file, spool=spool), path=original)


def is_remote(source: str) -> bool:
    """A URI such as ``s3a://bucket/logs`` or ``hdfs:///logs``: only an engine reads it."""
    head, sep, _ = source.partition("://")
    return bool(sep) and head.isalnum() and len(head) > 1


def is_glob(source: str) -> bool:
    return any(c in source for c in _GLOB_CHARACTERS) and not os.path.exists(source)


def resolve(source) -> Files:
    """The files a path names: one file, every data file below a directory, or every
    file a glob matches (``**`` reaches into subdirectories).

    Raises
    ------
    LoadError
        Nothing exists there, a glob matches nothing, a directory holds no Parquet or
        CSV file, or the files mix formats.
    """
    given = os.fspath(source)
    if is_glob(given):
        paths = _each_once(_matches(given))
        if not paths:
            raise LoadError(Phrase("no file matches {pattern!r}", pattern=given), path=given)
        return Files(given, tuple(paths), _one_format(given, paths))
    if os.path.isdir(given):
        paths = _each_once(_data_files(given))
        if not paths:
            raise LoadError(Phrase("{folder}: the directory holds no Parquet or CSV file",
                                   folder=given), path=given)
        return Files(given, tuple(paths), _one_format(given, paths))
    if not os.path.exists(given):
        raise LoadError(Phrase("{path}: no such file or directory", path=given), path=given)
    if not os.path.isfile(given):
        # A pipe can be read once, and an engine reads its data several times.
        raise LoadError(Phrase("{path} is not a regular file: an engine (DuckDB or Spark)"
                               " reads files, folders and globs; a pipe is read in memory",
                               path=given), path=given)
    return Files(given, (given,), format_of(given))


def format_of(path: str) -> str:
    """``"parquet"`` when the file starts with the magic bytes ``PAR1``, whatever its
    name; otherwise ``"csv"``: anything rocscope's reader takes (delimited text,
    gzipped or not, Feather, Arrow), which is read into a Parquet spool for an engine."""
    try:
        with open(path, "rb") as f:
            return "parquet" if f.read(4) == b"PAR1" else "csv"
    except OSError as exc:
        raise LoadError(Phrase("{path}: cannot read it ({problem})", path=path,
                               problem=exc.strerror or str(exc)), path=path) from None


def _matches(pattern: str) -> list[str]:
    """What ``pattern`` matches, ``**`` (a whole component) reaching into subdirectories
    as :func:`glob.glob` does, but entering each real directory once: ``glob`` follows
    a link back up (``ln -s . self``) forty levels deep, twice as many paths for each
    further such link."""
    parts = pattern.replace(os.altsep or os.sep, os.sep).split(os.sep)
    if "**" not in parts:
        return glob.glob(pattern)
    i = parts.index("**")
    head, tail = os.sep.join(parts[:i]), os.sep.join(parts[i + 1:]) or "*"
    if not head:
        tops = [os.sep if i else ""]  # "/**/x" starts at the root, "**/x" here
    else:
        tops = glob.glob(head) if glob.has_magic(head) else [head]
    found, seen = [], set()
    for top in tops:
        for root, dirs, _ in os.walk(top or os.curdir, followlinks=True):
            try:
                st = os.stat(root)
            except OSError:
                continue
            if (st.st_dev, st.st_ino) in seen:
                dirs[:] = []
                continue
            seen.add((st.st_dev, st.st_ino))
            dirs[:] = [d for d in dirs if not d.startswith(".")]  # as glob's ** skips them
            base = root if top else os.path.normpath(root)
            found += _matches(tail if base == os.curdir else
                              os.path.join(glob.escape(base), tail))
    return found


def _each_once(paths) -> list[str]:
    """The regular files among ``paths``, sorted, each real file once (one reached
    through a link, or a hard link of one listed, is left out)."""
    out, seen = [], set()
    for path in sorted(paths):
        try:
            st = os.stat(path)
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and (st.st_dev, st.st_ino) not in seen:
            seen.add((st.st_dev, st.st_ino))
            out.append(path)
    return out


def _data_files(directory: str):
    for root, dirs, names in os.walk(directory, onerror=_unreadable_folder):
        # Hidden and underscore-prefixed entries are bookkeeping (_SUCCESS,
        # _delta_log, .crc files), never data, in every writer's layout.
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "_")))
        for name in names:
            if name.startswith((".", "_")):
                continue
            if name.lower().endswith(PARQUET_SUFFIXES + TEXT_SUFFIXES):
                yield os.path.join(root, name)


def _unreadable_folder(exc: OSError) -> None:
    """A folder that cannot be listed is said so, rather than skipped (its files would
    be left out without a word, or the folder said to hold none)."""
    path = exc.filename or ""
    if isinstance(exc, PermissionError):
        raise LoadError(Phrase("{path}: permission denied", path=path), path=path)
    raise LoadError(Phrase("{file}: cannot read: {reason}", file=path,
                           reason=exc.strerror or str(exc)), path=path)


def _one_format(given: str, paths) -> str:
    formats = {}
    for p in paths:
        formats.setdefault(format_of(p), p)
    if len(formats) > 1:
        raise LoadError(Phrase("{source} mixes Parquet files ({parquet}) with text files"
                               " ({text}); name one kind", source=given,
                               parquet=os.path.basename(formats["parquet"]),
                               text=os.path.basename(formats["csv"])), path=given)
    return next(iter(formats))


@dataclass(frozen=True)
class Column:
    """One column as an engine describes it: its name and the kind of its values
    (``"integer"``, ``"float"``, ``"boolean"``, ``"text"`` or ``"other"``)."""

    name: str
    kind: str

    @property
    def numeric(self) -> bool:
        return self.kind in ("integer", "float")


def agree(files: Files, schemas: list[tuple[Column, ...]], wanted: list[str]) -> None:
    """Check that every file has the ``wanted`` columns, with values of one kind
    (integers and floats are both numbers; in text, words a sniffer took for booleans
    are words); columns not wanted may differ freely.

    Raises
    ------
    LoadError
        Naming the first file that differs from the first file, and how.
    """
    first = {c.name: c for c in schemas[0]}
    for path, schema in zip(files.paths[1:], schemas[1:]):
        here = {c.name: c for c in schema}
        for name in wanted:
            a, b = first.get(name), here.get(name)
            if a is None:
                continue  # the caller reports a column missing from the first file
            if b is None:
                raise LoadError(Phrase(
                    "{source}: the files' columns differ: {file} has no column {column!r},"
                    " which {first} has (its columns are {columns})",
                    source=files.short_name, file=files.short(path), column=name,
                    first=files.short(files.paths[0]),
                    columns=", ".join(repr(c.name) for c in schema)),
                    path=path, column=name)
            if a.kind != b.kind and not (a.numeric and b.numeric) and not (
                    files.format == "csv" and {a.kind, b.kind} == {"boolean", "text"}):
                raise LoadError(Phrase(
                    "{source}: the files' columns differ: {column!r} holds {kind} values in"
                    " {file} but {first_kind} values in {first}", source=files.short_name,
                    column=name, kind=kind_phrase(b.kind), file=files.short(path),
                    first_kind=kind_phrase(a.kind), first=files.short(files.paths[0])),
                    path=path, column=name)


def parquet_schemas(files: Files) -> list[tuple[Column, ...]]:
    """Each Parquet file's columns from its footer (names made unique as the in-memory
    reader makes them), so that files that disagree are named before any row is read.

    Raises
    ------
    LoadError
        A file cannot be read as Parquet.
    """
    import pyarrow.parquet as pq  # only for an engine's files: deciding stays cheap

    out = []
    for path in files.paths:
        try:
            schema = pq.read_schema(path)
        except Exception as exc:  # noqa: BLE001 - pyarrow raises several types
            raise files.vanished() or LoadError(
                Phrase("{file}: cannot read it as Parquet: {problem}", file=files.short(path),
                       problem=str(exc).strip().splitlines()[0][:200]), path=path) from None
        names = unique_names(schema.names)
        out.append(tuple(Column(n, kind_of(f.type)) for n, f in zip(names, schema)))
    return out
