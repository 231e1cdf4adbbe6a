"""Paths to the file corpus and a way to build binary variants of it on the fly."""

import gzip
import warnings
from pathlib import Path

import pyarrow as pa
import pyarrow.csv as pacsv
import pyarrow.feather as feather
import pyarrow.parquet as pq

DATA = Path(__file__).resolve().parents[2] / "data"
FORMATS = DATA / "formats"
ERRORS = DATA / "errors"


def eight_table() -> pa.Table:
    """The eight samples with a header, as pyarrow reads them."""
    return pacsv.read_csv(FORMATS / "header.csv")


def write_gzip(path: Path, source: Path) -> Path:
    path.write_bytes(gzip.compress(source.read_bytes()))
    return path


def write_parquet(path: Path, table: pa.Table | None = None) -> Path:
    pq.write_table(table if table is not None else eight_table(), path)
    return path


def write_feather(path: Path, table: pa.Table | None = None, version: int = 2) -> Path:
    with warnings.catch_warnings():
        # Version 1 is deprecated for writing; files written so still exist to be read.
        warnings.simplefilter("ignore", DeprecationWarning)
        feather.write_feather(table if table is not None else eight_table(), path,
                              version=version)
    return path
