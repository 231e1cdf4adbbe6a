"""DuckDB, embedded and out of core: the default engine for logs bigger than memory.

One in-memory DuckDB database per computation, with a memory limit (by default half
the machine's, :func:`core.scale.memory.default_limit`) and a temporary directory of
its own that DuckDB spills to when a grouping does not fit; both go away with it.
Progress comes from ``query_progress()`` and cancelling from ``interrupt()``, both
called from a watcher thread while the query runs in the caller's.

DuckDB reads Parquet only: the files rocscope reads itself (text, Feather) come as
Parquet spools (:mod:`core.scale.spool`), so that DuckDB's own CSV sniffer never decides
how a file reads.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Callable, Sequence

import numpy as np
import pyarrow as pa

from core.errors import LoadCancelled, LoadError
from core.phrases import Phrase
from core.scale import sql
from core.scale.compute import Runner
from core.scale.files import Column, Files
from core.scale.memory import size_text, suggested_limit, window_passes
from core.scale.relation import Table, positional, refused_query
from core.scale.watching import stop_requested


def _duckdb():
    import duckdb  # a dependency, imported late so that the window starts without it

    return duckdb


def kind_of(type_name: str) -> str:
    """The kind of values of a DuckDB type (as ``DESCRIBE`` names it)."""
    t = type_name.upper()
    if re.fullmatch(r"U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)", t):
        return "integer"
    if t in ("FLOAT", "DOUBLE", "REAL") or t.startswith("DECIMAL"):
        return "float"
    return {"BOOLEAN": "boolean", "VARCHAR": "text"}.get(t, "other")


def parquet_reader(paths, union: bool, **options) -> str:
    """DuckDB's table function reading the Parquet files ``paths``; ``union`` matches
    their columns by name (files whose columns differ in order or number)."""
    listed = "[" + ", ".join(sql.DUCKDB.quote_text(p) for p in paths) + "]"
    settings = {**({"union_by_name": True} if union else {}), **options}
    extra = "".join(f", {key} = {_setting(value)}" for key, value in settings.items())
    return f"read_parquet({listed}{extra})"


class DuckRunner(Runner):
    """Runs :mod:`core.scale.sql` in an in-memory DuckDB database (see module doc)."""

    dialect = sql.DUCKDB
    engine = "DuckDB"
    poll_seconds = 0.1

    def __init__(self, memory_limit: int, progress: Callable[[float], None] | None = None,
                 cancelled: Callable[[], bool] | None = None, threads: int | None = None):
        super().__init__(progress, cancelled)
        self._spill = tempfile.mkdtemp(prefix="rocscope-duckdb-")
        self.memory_limit = max(memory_limit, 64 << 20)
        self.con = _duckdb().connect(":memory:")
        self._union = False
        settings = {
            "memory_limit": f"{max(memory_limit >> 20, 64)}MiB",
            "temp_directory": self._spill,
            "preserve_insertion_order": False,
            "enable_progress_bar": True,
            "enable_progress_bar_print": False,
            "progress_bar_time": 0,
            # Parquet's min and max leave NaN out, and DuckDB's optimizer takes them for
            # bounds of every value: it folded isnan() of a Parquet column to false
            # (duckdb#25521), so that a NaN label, group or fold read as a value.
            "disabled_optimizers": "statistics_propagation",
        }
        if threads is not None:
            settings["threads"] = int(threads)
        for key, value in settings.items():
            self.con.execute(f"SET {key} = {_setting(value)}")

    def passes(self, rows: int, row_bytes: int) -> int:
        """A window holds every row it reads until the last is in, and spilling them
        past the memory limit is slow: passes of a bounded size instead
        (:func:`core.scale.memory.window_passes`)."""
        return window_passes(rows, row_bytes, self.memory_limit)

    # ---- sources --------------------------------------------------------------------

    def open_files(self, files: Files, names: Sequence[Sequence[str]]) -> Table:
        """Make the Parquet ``files`` the source, whose columns are ``names`` (each
        file's own, in order); return it with its columns named by position
        (:mod:`core.scale.relation`)."""
        self.files = files
        self._union = any(tuple(n) != tuple(names[0]) for n in names)
        relation = parquet_reader(files.paths, self._union)
        described = self.describe(relation)
        # Files whose columns differ are matched by name, as DuckDB names them.
        own = names[0] if not self._union else [c.name for c in described]
        self.table = positional(relation, own, [c.kind for c in described])
        return self.table

    def open_query(self, query: str) -> Table:
        """Make the result of ``query`` (DuckDB SQL, which may read files itself) the
        source; return its columns by name.

        The query must be exactly one SELECT statement (``WITH``, ``FROM``, ``VALUES``
        forms too): it becomes a view, so that nothing it says can run as a statement
        of its own (COPY, ATTACH, SET, a second statement after ``;``).

        Raises
        ------
        LoadError
            Not one statement, not a query, or a query DuckDB cannot run.
        """
        statement = _one_select(self.con, query)
        view = "rocscope_query"
        definition = f"CREATE TEMP VIEW {view} AS {statement}\n"
        # The query's text was parsed alone; parsed again inside the view it must still
        # be that one statement.
        parsed = _parsed(self.con, definition, query)
        if len(parsed) != 1 or parsed[0].type != _duckdb().StatementType.CREATE:
            raise refused_query(query, Phrase("it does not stay one query inside a view"))
        try:
            self.con.execute(definition)
        except _duckdb().Error as exc:
            raise self._failure(exc, query) from None
        described = self.describe(view, query=query)
        self.table = positional(view, [c.name for c in described],
                                [c.kind for c in described])
        return self.table

    def first_rows(self, n: int) -> pa.Table:
        """The source's first ``n`` rows, its columns under their own names (what
        columns are guessed from, as the in-memory reader guesses)."""
        table = self.run(f"SELECT * FROM {self.source} LIMIT {int(n)}",
                         how=lambda q: self.con.sql(q).to_arrow_table())
        return table.rename_columns(list(self.table.names))

    def describe(self, relation: str, query: str | None = None) -> tuple[Column, ...]:
        try:
            rows = self.con.execute(f"DESCRIBE SELECT * FROM {relation}").fetchall()
        except _duckdb().Error as exc:
            raise self._failure(exc, query) from None
        return tuple(Column(name, kind_of(type_name)) for name, type_name, *_ in rows)

    # ---- the Runner protocol ---------------------------------------------------------

    def rows(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list[tuple]:
        return self.run(query, band).fetchall()

    def arrays(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list:
        result = self.run(query, band)
        return [np.asarray(a) for a in result.fetchnumpy().values()]

    def locate(self, condition: str) -> Phrase | None:
        """The file and row of the first row meeting ``condition``, for Parquet (whose
        rows DuckDB numbers); None for text and queries."""
        files = self.files
        if files is None or files.format != "parquet":
            return None
        numbered = parquet_reader(files.paths, self._union, filename="rocscope_file",
                                  file_row_number=True)
        extra = [c.name for c in self.describe(numbered)][len(self.table.names):]
        numbered = positional(numbered, self.table.names,
                              [c.kind for c in self.table.columns.values()], extra).relation
        found = self.rows(f"SELECT rocscope_file, file_row_number FROM {numbered}"
                          f" WHERE {condition} ORDER BY rocscope_file, file_row_number LIMIT 1")
        if not found:
            return None
        path, row = found[0]
        return Phrase("{file} {place}", file=files.short(path),
                      place=Phrase("row {row}", row=int(row) + 1))

    def close(self) -> None:
        try:
            self.con.close()
        finally:
            shutil.rmtree(self._spill, ignore_errors=True)

    # ---- running ----------------------------------------------------------------------

    def run(self, query: str, band: tuple[float, float] = (0.0, 0.0), how=None):
        """``how(query)`` (by default ``con.execute``) watched: progress within
        ``band``, interrupted on a cancel or a signal, errors as rocscope's."""
        how = how or self.con.execute
        if stop_requested():
            raise KeyboardInterrupt
        if self.cancelled is not None and self.cancelled():
            raise LoadCancelled(Phrase("cancelled before DuckDB started"))
        with self._watch.running(band, self._fraction, self.con.interrupt,
                                 "rocscope-duckdb-watcher"):
            try:
                return how(query)
            except _duckdb().Error as exc:
                if self._watch.stopped:
                    raise KeyboardInterrupt from None
                if self._watch.interrupted or isinstance(exc, _duckdb().InterruptException):
                    raise LoadCancelled(Phrase("cancelled while DuckDB was computing")) from None
                if isinstance(exc, _duckdb().OutOfMemoryException):
                    raise self._out_of_memory() from None
                raise self._failure(exc, None) from None
            except RuntimeError as exc:
                # DuckDB looks at Python's signals now and then itself, and reports a
                # Ctrl-C it saw there as a RuntimeError: it is the interrupt it stands for.
                if "interrupted" in str(exc).lower():
                    raise KeyboardInterrupt from None
                raise

    def _fraction(self) -> float | None:
        percent = self.con.query_progress()  # -1 when DuckDB cannot tell
        return min(percent, 100.0) / 100.0 if percent >= 0 else None

    def _out_of_memory(self) -> LoadError:
        """DuckDB spills its grouping to disk, but the window sums over the ordered
        scores must fit in its memory limit: say what limit would do."""
        try:
            rows = self.con.execute("SELECT max(estimated_size) FROM duckdb_tables()"
                                    " WHERE temporary").fetchone()[0]
        except _duckdb().Error:
            rows = None
        suggested = suggested_limit(rows, self.memory_limit)
        if suggested <= self.memory_limit:  # the machine's memory is too little already
            if rows:
                message = Phrase("{source}: DuckDB ran out of memory ({rows:,} grouped scores"
                                 " must be ordered in memory at once), even at this machine's"
                                 " memory; a cluster (Spark) can compute it",
                                 source=self.where, rows=int(rows))
            else:
                message = Phrase("{source}: DuckDB ran out of memory, even at this machine's"
                                 " memory; a cluster (Spark) can compute it", source=self.where)
            return LoadError(message, path=self.path)
        if rows:
            message = Phrase("{source}: DuckDB ran out of memory within its limit of {limit}"
                             " ({rows:,} grouped scores must be ordered in memory at once):"
                             " about {suggested} would do", source=self.where,
                             limit=size_text(self.memory_limit), rows=int(rows),
                             suggested=size_text(suggested))
        else:
            message = Phrase("{source}: DuckDB ran out of memory within its limit of {limit}:"
                             " about {suggested} would do", source=self.where,
                             limit=size_text(self.memory_limit),
                             suggested=size_text(suggested))
        return LoadError(message, path=self.path, option="memory_limit",
                         value=size_text(suggested))

    def _failure(self, exc, query: str | None) -> LoadError:
        if self.files is not None and (gone := self.files.vanished()):
            return gone
        problem = _first_line(str(exc).strip())
        if query is not None:
            return LoadError(Phrase("the query failed in DuckDB: {problem}", problem=problem),
                             path=self.path, value=query)
        return LoadError(Phrase("{source}: DuckDB could not compute the curve: {problem}",
                                source=self.where, problem=problem), path=self.path)


def _one_select(con, query: str) -> str:
    """The text of the one SELECT statement ``query`` holds (see open_query)."""
    parsed = _parsed(con, query, query)
    if not parsed:
        raise refused_query(query, Phrase("it holds no statement"))
    if len(parsed) > 1:
        raise refused_query(query, Phrase("it holds {n} statements; rocscope runs one",
                                           n=len(parsed)))
    if parsed[0].type != _duckdb().StatementType.SELECT:
        kind = str(parsed[0].type).rsplit(".", 1)[-1]
        raise refused_query(query, Phrase("it is a {kind} statement, not a query (SELECT)",
                                           kind=kind))
    return parsed[0].query.strip().rstrip(";")


def _parsed(con, text: str, query: str) -> list:
    try:
        return con.extract_statements(text)
    except _duckdb().Error as exc:
        raise LoadError(Phrase("the query failed in DuckDB: {problem}",
                               problem=_first_line(str(exc))),
                        value=query, option="sql") from None


def _first_line(message: str) -> str:
    lines = [line.strip() for line in message.splitlines()
             if line.strip() and not line.lstrip().startswith(("LINE ", "^"))]
    return " ".join(lines[:2]) if lines else message


def _setting(value) -> str:
    """A setting's value (text, a whole number or a truth value) as DuckDB SQL."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return sql.DUCKDB.quote_text(str(value))

