"""Whatever a file holds, the command line ends with a report or one clean error line
(status 0 or 2), in memory and in DuckDB; never an internal error (70), never a
traceback. Random bytes, and the loader's corpus mutated byte by byte."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import main
from tests.tiers import examples

from .conftest import DATA

CORPUS = sorted([*(DATA / "formats").iterdir(), *(DATA / "errors").iterdir()])
# Bytes that matter to a reader of tables: delimiters, quotes, line ends, signs,
# a byte-order mark, bytes that are not UTF-8, NUL.
SPECIAL = [b",", b";", b"\t", b" ", b'"', b"\n", b"\r", b"\r\n", b"-", b"+", b".", b"e",
           b"nan", b"inf", b"0x1F", b"\xef\xbb\xbf", b"\xe9", b"\x00", b"\x1f\x8b", b"NA",
           b"9007199254740993", b"1" * 30]
FUZZ = settings(max_examples=examples(120), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_FOLDER = Path(tempfile.mkdtemp(prefix="rocscope-fuzz-"))


def _command_line(data: bytes, name: str, *options: str) -> None:
    path = _FOLDER / name
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main.main([str(path), *options, "--report", "json"])
        except SystemExit as exc:
            status = exc.code
    text = err.getvalue()
    assert "Traceback" not in text and "internal error" not in text, text
    assert status in (0, 2), (status, text)
    if status == 0:
        json.loads(out.getvalue())
        return
    errors = [line for line in text.splitlines() if not line.startswith("rocscope: note: ")]
    assert len(errors) == 1 and errors[0].startswith("rocscope: error: "), text
    assert out.getvalue() == ""


def _mutated(data: bytes, edits) -> bytes:
    out = bytearray(data)
    for kind, where, special in edits:
        at = where % (len(out) + 1)
        if kind == "insert":
            out[at:at] = special
        elif kind == "replace":
            out[at:at + len(special)] = special
        elif kind == "delete":
            del out[at:at + len(special)]
        else:  # cut the file short here
            del out[at:]
    return bytes(out)


EDITS = st.lists(st.tuples(st.sampled_from(["insert", "replace", "delete", "cut"]),
                           st.integers(0, 10_000), st.sampled_from(SPECIAL)),
                 min_size=1, max_size=6)


@FUZZ
@given(st.sampled_from(CORPUS), EDITS, st.booleans(), st.sampled_from(["auto", "memory", "duckdb"]),
       st.sampled_from([(), ("--drop-missing",), ("--score", "2"), ("--positive", "+")]))
def test_mutated_corpus_files(path, edits, compressed, engine, options):
    data, name = _mutated(path.read_bytes(), edits), path.name
    if compressed:  # gzipped, and cut short where the edits cut
        data = _mutated(gzip.compress(data), [e for e in edits if e[0] == "cut"][:1])
        name += ".gz"
    _command_line(data, name, "--engine", engine, *options)


@FUZZ
@given(st.binary(max_size=2000), st.sampled_from(["auto", "memory", "duckdb"]),
       st.sampled_from(["data.csv", "data.csv.gz", "data.parquet"]))
def test_random_bytes(data, engine, name):
    _command_line(data, name, "--engine", engine)
