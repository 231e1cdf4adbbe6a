"""Running the command line in this process: ``main.main([...])`` with stdout, stderr
and stdin captured, for every test where a real process adds nothing."""

from __future__ import annotations

import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data"
EXAMPLES = ROOT / "resources" / "examples"


@dataclass(frozen=True)
class Run:
    status: int
    out: str
    err: str

    def json(self) -> dict:
        assert self.status == 0, self.err
        return json.loads(self.out)

    def one_line_error(self) -> str:
        """The single stderr line of a refused command (status 2, nothing on stdout)."""
        assert self.status == 2, (self.status, self.out, self.err)
        assert self.out == ""
        assert "Traceback" not in self.err
        lines = self.err.splitlines()
        assert len(lines) == 1, self.err
        assert lines[0].startswith("rocscope: error: "), lines[0]
        return lines[0]


@pytest.fixture
def rocscope(capsys, monkeypatch):
    """``rocscope(*args, stdin=b"...")`` runs the command line in-process."""

    def run(*args, stdin: bytes = b"") -> Run:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        argv = [str(a) for a in args]
        assert {"--report", "--help", "-h", "--version"} & set(argv), \
            "in-process runs must not open the window"
        try:
            status = main.main(argv)
        except SystemExit as exc:  # argparse: usage errors and --help
            status = exc.code
        out, err = capsys.readouterr()
        return Run(int(status or 0), out, err)

    return run
