"""Spark on a standalone cluster, not only in local mode: a master and a worker started
here from PySpark's own ``spark-class``, bound to loopback, and rocscope's groups and
folds computed on it give the in-memory report byte for byte.

Bounded: one worker of one core, a few hundred rows; every process started here is
stopped here, by its id. Skipped only when no Java runtime is installed.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import warnings
from pathlib import Path

import pytest

pytest.importorskip("pyspark", reason="the spark extra is not installed")

from core.app.request import Analysis  # noqa: E402
from tests.core.scale.helpers import write_parquet  # noqa: E402
from tests.core.scale.strata_helpers import report_json, stratified_log  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.timeout(540)]

_START_SECONDS = 180  # a loaded two-core machine takes up to a minute per JVM


def _java() -> bool:
    home = os.environ.get("JAVA_HOME")
    return shutil.which("java") is not None or bool(home and Path(home, "bin", "java").exists())


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(what: str, ready, log: Path) -> None:
    deadline = time.monotonic() + _START_SECONDS
    while time.monotonic() < deadline:
        if ready():
            return
        time.sleep(0.5)
    raise AssertionError(f"the {what} did not start; its log ends: "
                         + log.read_text(errors="replace")[-2000:])


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _start(command: list[str], env: dict, log: Path) -> subprocess.Popen:
    # spark-class ends by exec'ing java: the process started is the JVM itself.
    with open(log, "wb") as out:
        return subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    if not _java():
        pytest.skip("Java is missing: a Spark cluster needs a Java runtime")
    import pyspark
    from pyspark.sql import SparkSession

    home = Path(pyspark.__file__).parent
    spark_class = home / "bin" / "spark-class"
    folder = tmp_path_factory.mktemp("spark-cluster")
    env = dict(os.environ, SPARK_HOME=str(home), SPARK_LOCAL_IP="127.0.0.1",
               SPARK_MASTER_OPTS="-Dspark.master.rest.enabled=false",
               SPARK_NO_DAEMONIZE="1")
    port, ui, worker_ui = _free_port(), _free_port(), _free_port()
    url = f"spark://127.0.0.1:{port}"
    started = []
    active = SparkSession.getActiveSession()
    if active is not None:  # a local session of another module: one context per process
        active.stop()
    try:
        master_log = folder / "master.log"
        started.append(_start([str(spark_class), "org.apache.spark.deploy.master.Master",
                               "--host", "127.0.0.1", "--port", str(port), "--webui-port",
                               str(ui)], env, master_log))
        _wait_for("master", lambda: _listening(port), master_log)
        worker_log = folder / "worker.log"
        started.append(_start([str(spark_class), "org.apache.spark.deploy.worker.Worker", url,
                               "--host", "127.0.0.1", "--cores", "1", "--memory", "1g",
                               "--webui-port", str(worker_ui), "--work-dir",
                               str(folder / "work")], env, worker_log))
        _wait_for("worker", lambda: "Registering worker" in master_log.read_text(
            errors="replace"), worker_log)
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=FutureWarning,
                                    message="PySpark does not yet fully support pandas")
            session = (SparkSession.builder.master(url).appName("rocscope-cluster-test")
                       .config("spark.driver.host", "127.0.0.1")
                       .config("spark.driver.bindAddress", "127.0.0.1")
                       .config("spark.executor.memory", "512m")
                       .config("spark.cores.max", "1")
                       .config("spark.sql.shuffle.partitions", "2")
                       .config("spark.ui.enabled", "false")
                       .config("spark.ui.showConsoleProgress", "false")
                       .getOrCreate())
        session.sparkContext.setLogLevel("ERROR")
        yield url, session
        session.stop()
    finally:
        for process in reversed(started):
            process.terminate()
        for process in reversed(started):
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def test_groups_and_folds_on_a_standalone_cluster_are_the_memory_report(cluster, tmp_path,
                                                                         monkeypatch):
    url, session = cluster
    # The cluster the usual settings name, as a user would point rocscope at one.
    monkeypatch.setenv("SPARK_MASTER", url)
    columns = stratified_log(11, n=500, users=15)
    single = write_parquet(tmp_path / "all.parquet", columns)
    folder = write_parquet(tmp_path / "parts", columns, parts=2)
    load = {"group": "user", "fold": "fold", "scores": ("pctr",), "label": "click"}
    analysis = Analysis(fold_average="threshold")
    by_cluster = report_json(folder, "spark", analysis, fold_thresholds=True, **load)
    assert session.sparkContext.master == url
    # The work ran on the worker's executor, not in the driver.
    executors = session.sparkContext._jsc.sc().getExecutorMemoryStatus().size()
    assert executors >= 2, "no executor joined from the worker"
    assert '"groups"' in by_cluster and '"threshold"' in by_cluster
    assert by_cluster.replace(folder, single) == report_json(single, "memory", analysis, **load)
