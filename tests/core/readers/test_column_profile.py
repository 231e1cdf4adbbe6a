"""A column's description says when its floats are 32-bit, read whole or table by table."""

import pyarrow as pa
import pyarrow.feather as feather
import pytest

from core.readers.chunked_read import stream_dataset
from core.readers.column_profile import describe


@pytest.mark.parametrize(("type_", "float32"), [
    (pa.float32(), True), (pa.float64(), False), (pa.int32(), False)])
def test_float32_is_told_from_other_numbers(type_, float32):
    info = describe("score", pa.chunked_array([pa.array([3, 1, 2], type_)]))
    assert info.float32 is float32


class _Tables:
    def reset(self):
        self.written = []

    def write(self, table):
        self.written.append(table)


def test_a_feather_file_read_table_by_table_keeps_its_float32(tmp_path):
    path = tmp_path / "scores.feather"
    table = pa.table({"p32": pa.array([0.5] * 300, pa.float32()),
                      "p64": pa.array([0.5] * 300, pa.float64())})
    feather.write_feather(table, path, chunksize=100)  # three record batches
    sink = _Tables()
    ds = stream_dataset(str(path), sink, first_rows=10)
    assert len(sink.written) > 1
    assert (ds.column("p32").float32, ds.column("p64").float32) == (True, False)
