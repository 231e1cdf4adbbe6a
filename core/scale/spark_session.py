"""Starting a Spark session, and keeping its chatter and its signal handler out of the way.

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

A session rocscope starts logs nothing (its log4j2 configuration file is removed once
the Java process has read it) and sends the Java process's console output to a file
(named in the error if Spark fails to start), so that the command line's standard
error holds rocscope's own messages only; Py4J's tracebacks of broken calls are kept
off it too, and PySpark's own Ctrl-C handler, which calls into Java from inside the
interrupted call, is replaced by the one there was. In local mode it uses a few shuffle
partitions per core instead of Spark's 200.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import sys
import tempfile
import threading
import warnings
from urllib.parse import urlsplit

from core.errors import LoadError
from core.phrases import Listing, Phrase
from core.scale.watching import stop_armed_now

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


def cluster_setting(master: str | None = None) -> tuple[str | None, str | None]:
    """``(master, remote)`` as the usual settings name them (see module doc); both
    None means local mode."""
    if not master and os.environ.get("SPARK_REMOTE"):
        return None, os.environ["SPARK_REMOTE"]
    return (master or os.environ.get("SPARK_MASTER") or os.environ.get("MASTER")
            or _defaults_master()), None


def _defaults_master() -> str | None:
    home = os.environ.get("SPARK_HOME")
    for place in filter(None, (os.environ.get("SPARK_CONF_DIR"),
                               home and os.path.join(home, "conf"))):
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
            reasons.append(Phrase("{address}: {problem}", address=hostport,
                                  problem=getattr(exc, "strerror", None) or str(exc)))
    raise LoadError(Phrase("cannot reach the Spark cluster at {url} ({reasons})", url=url,
                           reasons=Listing(Phrase("; "), reasons)),
                    value=url, option="engine")


def session(master: str | None = None):
    """The Spark session to use: the one running in this process, or a new one on the
    cluster the settings name (local mode when none)."""
    try:
        from pyspark.sql import SparkSession  # optional: the spark extra
    except ImportError:
        raise LoadError(Phrase("the Spark engine needs PySpark, which is not installed"
                               " (install rocscope's spark extra: pip install"
                               " 'rocscope[spark]')"), option="engine") from None

    active = SparkSession.getActiveSession()
    if active is not None and master is None:
        return active
    master, remote = cluster_setting(master)
    if remote or master:
        check_reachable(remote or master)
    builder = SparkSession.builder.appName("rocscope")
    quiet = None
    if remote:
        builder = builder.remote(remote)
    else:
        master = master or "local[*]"
        # A log4j2 configuration for the Java process to start with (removed once it has).
        fd, quiet = tempfile.mkstemp(prefix="rocscope-log4j2-", suffix=".properties")
        with os.fdopen(fd, "w") as f:
            f.write(_QUIET_LOG)
        builder = (builder.master(master).config("spark.ui.showConsoleProgress", "false")
                   .config("spark.ui.enabled", "false")
                   .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile={quiet}"))
        if master.startswith("local"):
            # One machine: Spark's default of 200 shuffle partitions is meant for a
            # cluster, and costs seconds of task overhead per query here.
            builder = builder.config("spark.sql.shuffle.partitions",
                                     str(max(2 * (os.cpu_count() or 1), 4)))
    console = os.path.join(tempfile.gettempdir(), f"rocscope-spark-{os.getpid()}.log")
    handlers = _main_thread_handlers()
    try:
        with warnings.catch_warnings(), _stderr_to(console):
            # PySpark's own check of the pandas version, which rocscope does not use.
            warnings.filterwarnings("ignore", category=FutureWarning,
                                    message="PySpark does not yet fully support pandas")
            spark = builder.getOrCreate()
    except Exception as exc:  # PySpark raises its own runtime errors, Py4J and gRPC theirs
        said = _last_line(console) or first_line(str(exc))
        raise LoadError(Phrase("Spark could not start ({problem}); it needs a Java runtime"
                               " (java on the PATH or JAVA_HOME); its console output is in"
                               " {console}", problem=said, console=console),
                        option="engine") from None
    except BaseException:  # interrupted while starting: nothing to show of it
        with contextlib.suppress(OSError):
            os.remove(console)
        raise
    finally:
        if quiet is not None:  # read by the Java process as it started; not needed after
            with contextlib.suppress(OSError):
                os.remove(quiet)
        _put_back(handlers)
    with contextlib.suppress(OSError):  # the JVM still holds it open on some systems
        os.remove(console)
    _quiet_py4j()
    return spark


def _main_thread_handlers() -> dict:
    if threading.current_thread() is not threading.main_thread():
        return {}
    return {n: signal.getsignal(n) for n in (signal.SIGINT, signal.SIGTERM)}


def _put_back(handlers: dict) -> None:
    """PySpark's context sets a SIGINT handler of its own, which calls into the Java
    process from inside whatever Py4J call Ctrl-C interrupted (four tracebacks of
    reentrant calls): the handlers that were there are put back."""
    for number, handler in handlers.items():
        if handler is not None and signal.getsignal(number) is not handler:
            with contextlib.suppress(TypeError, ValueError):
                signal.signal(number, handler)


class _NoPy4J(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return "py4j" not in record.pathname


def _quiet_py4j() -> None:
    """Py4J logs a broken call with a traceback, through the root logger (which that
    configures for stderr) and through its own loggers (whose records reach the root's
    handlers): rocscope reports a stop or a failure itself."""
    root = logging.getLogger()
    if not any(isinstance(f, _NoPy4J) for f in root.filters):
        root.addFilter(_NoPy4J())  # records logged on the root logger itself
    logging.getLogger("py4j").propagate = False  # its own loggers' records


@contextlib.contextmanager
def signals_deferred():
    """While the main thread waits in a Py4J call for a job, Ctrl-C and SIGTERM only
    stop the job (through the command line's stop request, from another thread): raised
    there, they would break the call half way. Without a stop request armed, nothing
    changes."""
    if not stop_armed_now() or threading.current_thread() is not threading.main_thread():
        yield
        return
    saved = _main_thread_handlers()
    for number in saved:
        signal.signal(number, lambda *_: None)
    try:
        yield
    finally:
        _put_back(saved)


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


def first_line(message: str) -> str:
    for line in message.splitlines():
        if line.strip():
            return line.strip()
    return message
