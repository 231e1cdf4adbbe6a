"""Apache Spark through PySpark: the same SQL on a cluster, or in local mode.

The session is :func:`core.scale.spark_session.session`'s (which cluster, how it is
kept quiet). Text files on this machine are read by rocscope into Parquet in local mode
(:mod:`core.scale.spool`); on a cluster, Spark reads text with a header line and its own
type inference. Columns are renamed by position before Spark matches any name
(:mod:`core.scale.relation`), with ``spark.sql.caseSensitive`` on meanwhile, so that
columns differing only in case stay apart.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Callable

import numpy as np
import pyarrow as pa

from core.errors import LoadCancelled, LoadError
from core.phrases import Phrase
from core.scale import sql
from core.scale.compute import Runner
from core.scale.files import Files
from core.scale.relation import Table, positional, refused_query
from core.scale.spark_session import first_line, signals_deferred
from core.scale.watching import stop_requested


def kind_of(data_type) -> str:
    """The kind of values of a Spark SQL type."""
    return _KINDS.get(type(data_type).__name__, "other")


_KINDS = {**dict.fromkeys(("LongType", "IntegerType", "ShortType", "ByteType"), "integer"),
          **dict.fromkeys(("DoubleType", "FloatType", "DecimalType"), "float"),
          **dict.fromkeys(("StringType", "VarcharType", "CharType"), "text"),
          "BooleanType": "boolean"}


class SparkRunner(Runner):
    """Runs :mod:`core.scale.sql` as Spark SQL in one session (see module doc)."""

    dialect = sql.SPARK
    engine = "Spark"
    poll_seconds = 0.2

    def __init__(self, spark, progress: Callable[[float], None] | None = None,
                 cancelled: Callable[[], bool] | None = None):
        super().__init__(progress, cancelled)
        self.spark = spark
        self.query: str | None = None
        self._views: list[str] = []
        self._group = ""
        try:
            self._context = spark.sparkContext  # classic sessions; Spark Connect has none
        except Exception:
            self._context = None
        # Columns that differ only in case (p and P) are two columns, as in the file;
        # the SQL names them by position anyway. Put back as it was on close().
        try:
            self._case = spark.conf.get("spark.sql.caseSensitive")
        except Exception:  # a session that is gone
            self._case = None
        _set_conf(spark, "spark.sql.caseSensitive", "true")

    # ---- sources --------------------------------------------------------------------

    def open_files(self, files: Files, names=None) -> Table:
        """Read ``files`` (Parquet, or CSV with a header on a cluster) as the source,
        its columns named by position (:mod:`core.scale.relation`)."""
        self.files = files
        reader = self.spark.read
        paths = list(files.paths)
        try:
            if files.format == "parquet":
                frame = reader.parquet(*paths)
            else:
                frame = reader.option("header", True).option("inferSchema", True).csv(paths)
        except Exception as exc:
            raise self._failure(exc) from None
        return self._register(frame)

    def open_query(self, query: str) -> Table:
        """The result of a Spark SQL query (over tables the session knows) as the source.

        Raises
        ------
        LoadError
            The query is not one query (several statements, or a command such as
            INSERT or CREATE, which Spark would run at once), or it fails.
        """
        self.query = query
        text = query.strip().rstrip(";")
        _check_one_query(self.spark, text, query)
        try:
            frame = self.spark.sql(text)
        except Exception as exc:
            raise self._failure(exc) from None
        return self._register(frame)

    def first_rows(self, n: int) -> pa.Table:
        """The source's first ``n`` rows under their own names (see DuckRunner)."""
        rows = self.run(f"SELECT * FROM {self.source} LIMIT {int(n)}")
        return pa.table({name: pa.array([row[i] for row in rows])
                         for i, name in enumerate(self.table.names)})

    def _register(self, frame) -> Table:
        view = f"rocscope_source_{uuid.uuid4().hex[:12]}"
        fields = frame.schema.fields
        table = positional(view, [f.name for f in fields],
                           [kind_of(f.dataType) for f in fields])
        # Renamed by position before Spark matches any name (it ignores their case).
        frame.toDF(*[table.alias(n) for n in table.names]).createOrReplaceTempView(view)
        self._views.append(view)
        self.table = Table(view, table.names, table.columns)
        return self.table

    # ---- the Runner protocol ---------------------------------------------------------

    def rows(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list[tuple]:
        return [tuple(row) for row in self.run(query, band)]

    def arrays(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list:
        return [np.array(column) for column in zip(*self.run(query, band))]

    def locate(self, condition: str) -> str | None:
        return None  # Spark's rows have no stable position across files and partitions

    def close(self) -> None:
        _set_conf(self.spark, "spark.sql.caseSensitive", self._case or "false")
        # The session may be gone already: then nothing is left to free.
        for name in self._tables:
            with contextlib.suppress(Exception):
                self.spark.sql(self.dialect.drop(name))
        for view in self._views:
            with contextlib.suppress(Exception):
                self.spark.catalog.dropTempView(view)

    # ---- running ----------------------------------------------------------------------

    def run(self, query: str, band: tuple[float, float] = (0.0, 0.0)):
        if self.cancelled is not None and self.cancelled():
            raise LoadCancelled(Phrase("cancelled before Spark started"))
        # A group per query, so that progress counts this query's tasks only.
        self._group = f"rocscope-{uuid.uuid4().hex[:12]}"
        if self._context is not None:
            self._context.setJobGroup(self._group, "rocscope ROC curve", True)
        if stop_requested():
            raise KeyboardInterrupt
        with self._watch.running(band, self._fraction, self._interrupt,
                                 "rocscope-spark-watcher"), signals_deferred():
            try:
                return self.spark.sql(query).collect()
            except Exception as exc:
                if self._watch.stopped or stop_requested():
                    raise KeyboardInterrupt from None
                if self._watch.interrupted:
                    raise LoadCancelled(Phrase("cancelled while Spark was computing")) from None
                raise self._failure(exc) from None

    def _interrupt(self) -> None:
        if self._context is not None:
            self._context.cancelJobGroup(self._group)
        else:
            self.spark.interruptAll()

    def _fraction(self) -> float | None:
        if self._context is None:  # Spark Connect: no tracker to ask
            return None
        tracker = self._context.statusTracker()
        total = finished = 0
        for job in tracker.getJobIdsForGroup(self._group):
            info = tracker.getJobInfo(job)
            if info is None:
                continue
            for stage in info.stageIds:
                s = tracker.getStageInfo(stage)
                if s is not None:
                    total += s.numTasks
                    finished += s.numCompletedTasks
        return finished / total if total else None

    def _failure(self, exc) -> LoadError:
        if self.files is not None and (gone := self.files.vanished()):
            return gone
        message = first_line(str(exc))
        if self.files is None:
            return LoadError(Phrase("the query failed in Spark: {problem}", problem=message),
                             value=self.query)
        return LoadError(Phrase("{source}: Spark could not compute the curve: {problem}",
                                source=self.where, problem=message), path=self.path)


def _set_conf(spark, key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # a session that is gone, or a setting a cluster forbids
        spark.conf.set(key, value)


_QUERY_STARTS = ("select", "with", "values", "table", "from", "(")


def _check_one_query(spark, text: str, query: str) -> None:
    """Refuse what is not one query before Spark sees it: ``spark.sql`` runs a command
    (INSERT, CREATE, DROP, ...) at once. Spark's own parser tells a query from a
    command when the session is classic; over Spark Connect, the first word decides."""
    try:
        parser = spark._jsparkSession.sessionState().sqlParser()
    except Exception:  # Spark Connect: no JVM here
        parser = None
    if parser is None:
        if not text.lower().startswith(_QUERY_STARTS):
            raise refused_query(query, Phrase("it is not a query (SELECT)"))
        return
    try:
        plan = parser.parsePlan(text)
    except Exception as exc:
        raise LoadError(Phrase("the query failed in Spark: {problem}",
                               problem=first_line(str(exc))), value=query,
                        option="sql") from None
    jvm = spark._jvm
    command = jvm.java.lang.Class.forName(
        "org.apache.spark.sql.catalyst.plans.logical.Command", True,
        plan.getClass().getClassLoader())
    if command.isInstance(plan) or plan.getClass().getSimpleName().startswith(
            ("InsertInto", "Create", "Drop", "Alter", "Cache", "Uncache")):
        raise refused_query(query, Phrase("it is a command ({command}), not a query (SELECT)",
                                          command=plan.getClass().getSimpleName()))
