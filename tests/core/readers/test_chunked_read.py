"""Text is parsed block after block (half the memory of parsing it whole); a column whose
type changes past the first block is still read as the whole file says."""

import io

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from core.errors import LoadError
from core.readers import text_parse
from core.readers.chunked_read import stream_dataset
from core.readers.loading import load, read_dataset


def rows(n, late_score, late_id="7"):
    lines = ["id,score,label"] + [f"{i},{i % 97},{i % 2}" for i in range(n)]
    lines.append(f"{late_id},{late_score},1")
    return ("\n".join(lines) + "\n").encode()


N = 600_000  # well past the first block of the streaming reader


def test_integers_then_a_fraction_past_the_first_block(monkeypatch):
    monkeypatch.setattr(text_parse, "STREAM_BLOCK", 1 << 20)
    data = load(rows(N, "0.5"), name="late.csv", score="score", label="label")
    assert data.scores.dtype == np.float64 and data.scores[-1] == 0.5
    assert len(data.scores) == N + 1


def test_a_word_past_the_first_block_is_named_with_its_line(monkeypatch):
    monkeypatch.setattr(text_parse, "STREAM_BLOCK", 1 << 20)
    with pytest.raises(LoadError) as info:
        load(rows(N, "oops"), name="late.csv", score="score", label="label")
    assert info.value.line == N + 2 and "oops" in str(info.value)


def test_streaming_gives_the_same_table_as_reading_whole(monkeypatch):
    text = rows(50_000, "3")
    streamed = read_dataset(text, name="a.csv")
    monkeypatch.setattr(text_parse, "STREAM_BLOCK", 1 << 30)  # one block: as read whole
    whole = read_dataset(text, name="a.csv")
    assert streamed.columns == whole.columns
    for name in streamed.names:
        assert streamed.values(name).equals(whole.values(name))


class _Tables:
    def reset(self):
        self.written = []

    def write(self, table):
        self.written.append(table)


def _error(read, *args, **kwargs) -> str | None:
    try:
        read(*args, **kwargs)
    except LoadError as exc:
        return str(exc)
    return None


def test_a_damaged_arrow_stream_is_said_alike_read_whole_or_table_by_table():
    table = pa.table({"score": [0.1 * i for i in range(100)],
                      "label": [i % 2 for i in range(100)]})
    sink = io.BytesIO()
    with ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table, max_chunksize=10)
    stream = sink.getvalue()
    both_failed = 0
    for at in range(600, len(stream) - 100, 97):  # 40 bytes overwritten, here and there
        damaged = stream[:at] + b"\xff" * 40 + stream[at + 40:]
        whole = _error(read_dataset, damaged, name="d.arrows")
        chunked = _error(stream_dataset, damaged, _Tables(), name="d.arrows")
        if whole is not None and chunked is not None:
            both_failed += 1
            assert chunked == whole and "d.arrows: cannot read it as an Arrow stream" in whole
    assert both_failed > 3
