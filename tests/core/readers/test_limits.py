"""The reader's limits, in this process: streams read in pieces up to a cap and refused
at once when binary; gzip judged by how much it expands, and a damaged one named as
such whatever the file is called; the widest table accepted."""

import gzip
import io

import pytest

from core.errors import LoadError
from core.readers import budget, sniffing
from core.readers.budget import Budget, estimated_rows
from core.readers.loading import load
from core.readers.pipe_input import read_stream

ROWS = b"0.5,1\n0.25,0\n"


class Endless(io.RawIOBase):
    def __init__(self, unit: bytes):
        self.unit = unit
        self.served = 0

    def readable(self):
        return True

    def read(self, n=-1):
        data = (self.unit * (n // len(self.unit) + 1))[:n]
        self.served += len(data)
        return data


def test_a_stream_is_read_up_to_its_cap_and_no_further():
    stream = Endless(ROWS)
    with pytest.raises(LoadError, match="more than 3 MiB arrived and more was still coming"):
        read_stream(stream, "standard input", cap=3 << 20)
    assert stream.served == (3 << 20) + 1


@pytest.mark.parametrize("unit", [b"\0", b"\x01\x02\x03garbage", b"\xff\xfeu\0t\0f\0"])
def test_a_binary_stream_is_refused_at_its_first_piece(unit):
    stream = Endless(unit)
    with pytest.raises(LoadError, match="standard input (holds binary data|is UTF-16)"):
        read_stream(stream, "standard input")
    assert stream.served <= 1 << 20


@pytest.mark.parametrize("start", [b"\x1f\x8b\x08", b"PAR1"])
def test_compressed_and_columnar_streams_are_read_whole(start):
    assert read_stream(io.BytesIO(start + b"\0" * 100)) == start + b"\0" * 100


def test_the_budget_follows_the_memory():
    small, big = Budget(memory=1 << 30), Budget(memory=64 << 30)
    assert (small.rows, small.stream_bytes, small.text_bytes) == (13_421_772, 128 << 20,
                                                                  256 << 20)
    assert big.stream_bytes == 2 << 30  # never more than 2 GiB from a stream


def test_a_gzip_file_is_estimated_by_how_much_it_expands(tmp_path):
    plain = b"score,label\n" + ROWS * 500_000  # 1,000,001 lines
    bomb = tmp_path / "bomb.txt"  # its name says nothing: its first bytes do
    member = gzip.compress(ROWS * 50_000, 9)
    bomb.write_bytes(gzip.compress(b"score,label\n") + member * 10)
    (tmp_path / "plain.csv").write_bytes(plain)
    (tmp_path / "plain.csv.gz").write_bytes(gzip.compress(plain))
    for name in ("plain.csv", "plain.csv.gz"):
        assert estimated_rows(str(tmp_path / name)) == pytest.approx(1_000_001, rel=0.01)
    # 13 kB that expand to 6.5 MB: a fourfold guess would have said 6,000 rows.
    assert estimated_rows(str(bomb)) == pytest.approx(1_000_000, rel=0.01)
    assert estimated_rows(str(tmp_path / "absent.csv")) == 0


@pytest.mark.parametrize("name", ["cut.csv.gz", "cut.csv", "cut.txt"])
@pytest.mark.parametrize("damage", ["truncated", "corrupt", "header only"])
def test_a_damaged_gzip_file_is_named_as_such_whatever_its_name(tmp_path, name, damage):
    whole = gzip.compress(b"score,label\n" + ROWS * 100_000)
    data = {"truncated": whole[:len(whole) // 2],
            "corrupt": whole[:100] + bytes(b ^ 0x5A for b in whole[100:140]) + whole[140:],
            "header only": whole[:10]}[damage]
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(LoadError, match=f"^{name} is not a valid gzip file "):
        load(str(path))


def test_a_gzip_file_past_the_budget_is_stopped_while_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(budget, "physical_memory", lambda: 64 << 20)  # 838,860 rows
    path = tmp_path / "big.csv.gz"
    # The last member alone is small: its trailer says nothing of the rest.
    path.write_bytes(gzip.compress(b"score,label\n" + ROWS * 450_000) + gzip.compress(ROWS))
    monkeypatch.setattr("core.readers.reading.estimated_rows", lambda path: 0)
    with pytest.raises(LoadError, match="big.csv.gz: more than 838,860 rows, more than"
                                        " this machine's memory holds at once") as info:
        load(str(path))
    assert info.value.option == "out_of_core"


@pytest.mark.parametrize("delimiter", [",", "\t", ";", " "])
def test_the_widest_table_is_read_and_one_wider_refused(monkeypatch, delimiter):
    monkeypatch.setattr(sniffing, "MAX_COLUMNS", 50)
    line = delimiter.join(["1"] * 50)
    assert len(load((line + "\n" + line + "\n").encode(), name="w.csv", score="column 1",
                    label="column 2").scores) == 2
    wider = line + delimiter + "1"
    kind = {",": "comma", "\t": "tab", ";": "semicolon", " ": "space"}[delimiter]
    with pytest.raises(LoadError, match=rf"^w.csv line 3: 51 {kind}-separated fields;"
                                        r" rocscope reads tables of at most 50 columns"):
        load(("\n\n" + wider + "\n").encode(), name="w.csv")


def test_quotes_that_hide_delimiters_do_not_count(monkeypatch):
    monkeypatch.setattr(sniffing, "MAX_COLUMNS", 50)
    text = '"' + ",".join(["many words"] * 80) + '",0.5,1\n"a",0.2,0\n'
    assert load(text.encode(), name="q.csv", score="column 2",
                label="column 3").scores.tolist() == [0.5, 0.2]
