"""Waiting for a condition in a test: polled, with a bound that only ends a test whose
condition never comes (a busy machine makes a wait longer, never a test red)."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_until(condition: Callable[[], object], what: str, seconds: float = 120.0) -> None:
    """Return as soon as ``condition()`` is true; fail, saying ``what`` never happened,
    after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"never happened: {what}"
        time.sleep(0.005)
