"""Long loads tell their progress and stop when asked."""

import pytest

from core.errors import LoadCancelled, RocscopeError
from core.readers.loading import load, read_dataset

from .helpers import write_parquet


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
