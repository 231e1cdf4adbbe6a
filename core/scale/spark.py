"""Apache Spark through PySpark: the same SQL on a cluster, or in local mode.

The cluster is the one the usual settings name, looked up in this order: the
``master``/``remote`` arguments, the ``SPARK_REMOTE`` environment variable (a Spark
Connect address, ``sc://host:15002``), ``SPARK_MASTER`` (or ``MASTER``), and
``spark.master`` in ``spark-defaults.conf`` (under ``SPARK_CONF_DIR`` or
``SPARK_HOME/conf``). With none of them, Spark runs in local mode (``local[*]``). A
session already running in this process is used as it is.

A ``spark://`` or ``sc://`` address is tried with a plain TCP connection first, so that
a cluster that cannot be reached is reported at once rather than after Spark's own
minute of retries. PySpark is optional (``pip install 'rocscope[spark]'``) and needs a
Java runtime.

A session rocscope starts logs nothing and sends the Java process's console output to a
file (named in the error if Spark fails to start), so that the command line's standard
error holds rocscope's own messages only; in local mode it uses a few shuffle
partitions per core instead of Spark's 200. Text files are read with a header line
(Spark names the columns of a file without one ``_c0``, ``_c1``, ...) and Spark's own
type inference.
"""

from __future__ import annotations

import contextlib
import os
import socket
import sys
import tempfile
import uuid
import warnings
from collections.abc import Callable
from urllib.parse import urlsplit

import numpy as np
import pyarrow as pa

from core.errors import LoadCancelled, LoadError
from core.scale import sql
from core.scale.files import Files
from core.scale.relation import Table, positional
from core.scale.watching import QueryWatch

_POLL_SECONDS = 0.2
_CONNECT_SECONDS = 5.0
# Spark's own chatter (its log, the console progress bar) would break the command
# line's promise of one line on stderr; rocscope reports failures itself.
_QUIET_LOG = """\
rootLogger.level = off
logger.gateway.name = org.apache.spark.api.python.PythonGatewayServer
logger.gateway.level = off
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %m%n
"""


def _pyspark():
    try:
        import pyspark.sql  # noqa: F401  (optional: the spark extra)
    except ImportError:
        raise LoadError("the Spark engine needs PySpark, which is not installed (install"
                        " rocscope's spark extra: pip install 'rocscope[spark]')",
                        option="engine") from None
    import pyspark

    return pyspark


def cluster_setting(master: str | None = None, remote: str | None = None
                    ) -> tuple[str | None, str | None]:
    """``(master, remote)`` as the usual settings name them (see module doc); both
    None means local mode."""
    if remote or master:
        return master, remote
    if os.environ.get("SPARK_REMOTE"):
        return None, os.environ["SPARK_REMOTE"]
    for key in ("SPARK_MASTER", "MASTER"):
        if os.environ.get(key):
            return os.environ[key], None
    return _defaults_master(), None


def _defaults_master() -> str | None:
    places = []
    if os.environ.get("SPARK_CONF_DIR"):
        places.append(os.environ["SPARK_CONF_DIR"])
    if os.environ.get("SPARK_HOME"):
        places.append(os.path.join(os.environ["SPARK_HOME"], "conf"))
    for place in places:
        try:
            with open(os.path.join(place, "spark-defaults.conf"), encoding="utf-8") as f:
                for line in f:
                    parts = line.strip().split(None, 1)
                    if len(parts) == 2 and parts[0] == "spark.master":
                        return parts[1].strip()
        except OSError:
            continue
    return None


def check_reachable(url: str) -> None:
    """Raise :class:`LoadError` unless some ``host:port`` of a ``spark://`` or
    ``sc://`` address accepts a TCP connection (other masters are not tried)."""
    parsed = urlsplit(url)
    if parsed.scheme not in ("spark", "sc"):
        return
    default_port = 7077 if parsed.scheme == "spark" else 15002
    reasons = []
    for hostport in parsed.netloc.split("@")[-1].split(","):
        host, _, port = hostport.partition(":")
        port = port.split("/")[0]
        try:
            with socket.create_connection((host, int(port or default_port)),
                                          timeout=_CONNECT_SECONDS):
                return
        except (OSError, ValueError) as exc:
            reasons.append(f"{hostport}: {getattr(exc, 'strerror', None) or exc}")
    raise LoadError(f"cannot reach the Spark cluster at {url} ({'; '.join(reasons)})",
                    value=url, option="engine")


def session(master: str | None = None, remote: str | None = None):
    """The Spark session to use: the one running in this process, or a new one on the
    cluster the settings name (local mode when none)."""
    _pyspark()
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()
    if active is not None and master is None and remote is None:
        return active
    master, remote = cluster_setting(master, remote)
    if remote:
        check_reachable(remote)
    elif master:
        check_reachable(master)
    builder = SparkSession.builder.appName("rocscope")
    if remote:
        builder = builder.remote(remote)
    else:
        master = master or "local[*]"
        builder = builder.master(master)
        builder = builder.config("spark.ui.showConsoleProgress", "false")
        builder = builder.config("spark.ui.enabled", "false")
        builder = builder.config("spark.driver.extraJavaOptions",
                                 f"-Dlog4j2.configurationFile={_quiet_log()}")
        if master.startswith("local"):
            # One machine: Spark's default of 200 shuffle partitions is meant for a
            # cluster, and costs seconds of task overhead per query here.
            builder = builder.config("spark.sql.shuffle.partitions",
                                     str(max(2 * (os.cpu_count() or 1), 4)))
    console = os.path.join(tempfile.gettempdir(), f"rocscope-spark-{os.getpid()}.log")
    try:
        with warnings.catch_warnings(), _stderr_to(console):
            # PySpark's own check of the pandas version, which rocscope does not use.
            warnings.filterwarnings("ignore", category=FutureWarning,
                                    message="PySpark does not yet fully support pandas")
            spark = builder.getOrCreate()
    except Exception as exc:  # PySpark raises its own runtime errors, Py4J and gRPC theirs
        said = _last_line(console) or _first_line(str(exc))
        raise LoadError(f"Spark could not start ({said}); it needs a Java runtime (java on"
                        f" the PATH or JAVA_HOME); its console output is in {console}",
                        option="engine") from None
    with contextlib.suppress(OSError):  # the JVM still holds it open on some systems
        os.remove(console)
    return spark


@contextlib.contextmanager
def _stderr_to(path: str):
    """Point this process's standard error (file descriptor 2) at ``path`` while the
    Java process starts: it inherits the descriptor, and with it the JVM's and
    spark-submit's console chatter goes to the file instead of the user's terminal."""
    sys.stderr.flush()
    target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    saved = os.dup(2)
    os.dup2(target, 2)
    try:
        yield
    finally:
        sys.stderr.flush()
        os.dup2(saved, 2)
        os.close(saved)
        os.close(target)


def _last_line(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = [line.strip() for line in f if line.strip()]
    except OSError:
        return None
    return lines[-1] if lines else None


_LOG_FILE: list[str] = []


def _quiet_log() -> str:
    if not _LOG_FILE:
        fd, path = tempfile.mkstemp(prefix="rocscope-log4j2-", suffix=".properties")
        with os.fdopen(fd, "w") as f:
            f.write(_QUIET_LOG)
        _LOG_FILE.append(path)
    return _LOG_FILE[0]


def kind_of(data_type) -> str:
    """The kind of values of a Spark SQL type."""
    name = type(data_type).__name__
    if name in ("LongType", "IntegerType", "ShortType", "ByteType"):
        return "integer"
    if name in ("DoubleType", "FloatType", "DecimalType"):
        return "float"
    if name == "BooleanType":
        return "boolean"
    if name in ("StringType", "VarcharType", "CharType"):
        return "text"
    return "other"


class SparkRunner:
    """Runs :mod:`core.scale.sql` as Spark SQL in one session (see module doc)."""

    dialect = sql.SPARK
    engine = "Spark"

    def __init__(self, spark, progress: Callable[[float], None] | None = None,
                 cancelled: Callable[[], bool] | None = None):
        self.spark = spark
        self.progress = progress
        self.cancelled = cancelled
        self.files: Files | None = None
        self.table: Table | None = None
        self.query: str | None = None
        self._tables: list[str] = []
        self._views: list[str] = []
        self._group = ""
        self._watch = QueryWatch(progress, cancelled, _POLL_SECONDS)
        try:
            self._context = spark.sparkContext  # classic sessions; Spark Connect has none
        except Exception:
            self._context = None
        # Columns that differ only in case (p and P) are two columns, as in the file;
        # the SQL names them by position anyway. Put back as it was on close().
        self._case = _conf(spark, "spark.sql.caseSensitive")
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
        self.files = None
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
        rows = self._execute(f"SELECT * FROM {self.source} LIMIT {int(n)}", (0.0, 0.0))
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
        self.source = view
        return self.table

    # ---- the Runner protocol ---------------------------------------------------------

    def temporary(self, stem: str) -> str:
        name = f"rocscope_{stem}_{uuid.uuid4().hex[:12]}"
        self._tables.append(name)
        return name

    def run(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> None:
        self._execute(query, band)

    def rows(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list[tuple]:
        return [tuple(row) for row in self._execute(query, band)]

    def arrays(self, query: str, band: tuple[float, float] = (0.0, 0.0)) -> list:
        return [np.array(column) for column in zip(*self._execute(query, band))]

    def locate(self, condition: str) -> str | None:
        return None  # Spark's rows have no stable position across files and partitions

    def close(self) -> None:
        _set_conf(self.spark, "spark.sql.caseSensitive", self._case or "false")
        for name in self._tables:
            try:
                self.spark.sql(self.dialect.drop(name))
            except Exception:  # the session may be gone already; nothing is left to free
                pass
        for view in self._views:
            try:
                self.spark.catalog.dropTempView(view)
            except Exception:
                pass

    # ---- running ----------------------------------------------------------------------

    def _execute(self, query: str, band: tuple[float, float]):
        if self.cancelled is not None and self.cancelled():
            raise LoadCancelled("cancelled before Spark started")
        # A group per query, so that progress counts this query's tasks only.
        self._group = f"rocscope-{uuid.uuid4().hex[:12]}"
        if self._context is not None:
            self._context.setJobGroup(self._group, "rocscope ROC curve", True)
        with self._watch.running(band, self._fraction, self._interrupt,
                                 "rocscope-spark-watcher"):
            try:
                return self.spark.sql(query).collect()
            except Exception as exc:
                if self._watch.interrupted:
                    raise LoadCancelled("cancelled while Spark was computing") from None
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
        message = _first_line(str(exc))
        if self.files is None and self.query is not None:
            return LoadError(f"the query failed in Spark: {message}", value=self.query)
        where = self.files.short_name if self.files is not None else "Spark"
        return LoadError(f"{where}: Spark could not compute the curve: {message}",
                         path=self.files.given if self.files is not None else None)


def _conf(spark, key: str) -> str | None:
    try:
        return spark.conf.get(key)
    except Exception:
        return None


def _set_conf(spark, key: str, value: str) -> None:
    try:
        spark.conf.set(key, value)
    except Exception:  # a session that is gone, or a setting a cluster forbids
        pass


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
            raise LoadError("the query is refused: it is not a query (SELECT)", value=query,
                            option="sql")
        return
    try:
        plan = parser.parsePlan(text)
    except Exception as exc:
        raise LoadError(f"the query failed in Spark: {_first_line(str(exc))}", value=query,
                        option="sql") from None
    jvm = spark._jvm
    command = jvm.java.lang.Class.forName(
        "org.apache.spark.sql.catalyst.plans.logical.Command", True,
        plan.getClass().getClassLoader())
    if command.isInstance(plan) or plan.getClass().getSimpleName().startswith(
            ("InsertInto", "Create", "Drop", "Alter", "Cache", "Uncache")):
        raise LoadError("the query is refused: it is a command"
                        f" ({plan.getClass().getSimpleName()}), not a query (SELECT)",
                        value=query, option="sql")


def _first_line(message: str) -> str:
    for line in message.splitlines():
        if line.strip():
            return line.strip()
    return message
