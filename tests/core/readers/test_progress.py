"""Long loads tell their progress and stop when asked."""

import os

import pytest

from core.errors import LoadCancelled, RocscopeError
from core.readers.loading import load, read_dataset
from tests.core.readers.helpers import write_parquet
from tests.waiting import wait_until


@pytest.fixture(scope="module")
def big_csv(tmp_path_factory):
    path = tmp_path_factory.mktemp("big") / "big.csv"
    path.write_bytes(b"score,label\n" + b"".join(b"0.%d,%d\n" % (i, i % 2)
                                                 for i in range(300_000)))
    return path


def test_progress_goes_up_to_one(big_csv):
    seen = []
    data = load(big_csv, progress=seen.append)
    assert len(data.scores) == 300_000
    assert seen[-1] == 1.0
    assert seen == sorted(seen) and all(0 <= f <= 1 for f in seen)
    assert len(seen) > 2


@pytest.mark.parametrize("kind", ["csv", "gz", "parquet", "spaces"])
def test_cancel_stops_reading(big_csv, tmp_path, kind):
    path = big_csv
    if kind == "gz":
        import gzip
        path = tmp_path / "big.csv.gz"
        path.write_bytes(gzip.compress(big_csv.read_bytes(), compresslevel=1))
    elif kind == "parquet":
        import pyarrow.csv as pacsv
        path = write_parquet(tmp_path / "big.parquet", pacsv.read_csv(big_csv))
    elif kind == "spaces":
        path = tmp_path / "big.txt"
        path.write_bytes(big_csv.read_bytes().replace(b",", b"   "))
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(LoadCancelled):
        read_dataset(path, cancelled=cancelled)
    assert issubclass(LoadCancelled, RocscopeError)


def test_progress_with_parquet(tmp_path, big_csv):
    import pyarrow.csv as pacsv
    import pyarrow.parquet as pq
    path = tmp_path / "groups.parquet"
    pq.write_table(pacsv.read_csv(big_csv), path, row_group_size=50_000)
    seen = []
    data = load(path, progress=seen.append)
    assert len(data.scores) == 300_000 and seen[-1] == 1.0 and len(seen) >= 6


def _read_in_background(path, stop):
    """Read ``path`` in a thread until ``stop`` is set; the outcome's ``polls`` count
    how often the reader asked whether to stop."""
    import threading

    outcome = {"polls": 0}

    def cancelled():
        outcome["polls"] += 1
        return stop.is_set()

    def run():
        try:
            outcome["data"] = read_dataset(path, cancelled=cancelled)
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, outcome


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("writer", ["none", "silent", "slow"])
def test_cancel_stops_reading_a_pipe_promptly(tmp_path, writer):
    """A FIFO (or standard input) whose writer never comes, sends nothing or sends
    slowly: cancelling ends the read, which the pipe alone would never end."""
    import threading

    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    done = threading.Event()
    if writer != "none":
        def write():
            with open(fifo, "wb") as f:
                if writer == "slow":
                    f.write(b"score,label\n")
                while not done.wait(0.02):
                    if writer == "slow":
                        f.write(b"0.5,1\n")
                        f.flush()

        threading.Thread(target=write, daemon=True).start()
    stop = threading.Event()
    thread, outcome = _read_in_background(fifo, stop)
    try:
        # Waiting on the pipe: it has asked whether to stop again and again.
        wait_until(lambda: outcome["polls"] > 3 or not thread.is_alive(), "the read waits")
        assert thread.is_alive(), outcome  # still reading: the pipe has not ended
        stop.set()
        thread.join(120)
        assert not thread.is_alive()
        assert isinstance(outcome.get("error"), LoadCancelled), outcome
    finally:
        done.set()
        if writer == "none" and thread.is_alive():
            open(fifo, "wb").close()  # let a reader stuck in open() go


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_that_ends_is_read_whole(tmp_path):
    import threading

    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)

    def write():
        with open(fifo, "wb") as f:
            f.write(b"score,label\n0.9,1\n")
            f.flush()
            f.write(b"0.1,0\n")

    threading.Thread(target=write, daemon=True).start()
    data = load(fifo, cancelled=lambda: False)
    assert data.labels.tolist() == [True, False]
