"""Counting the function calls a computation makes: the test of "without a loop over the
rows (the strata, the vertices)" that no machine's speed can turn red. A loop in Python
over n things makes at least n calls (of Python functions or of C ones); numpy's whole-
array operations make a handful whatever n."""

from __future__ import annotations

import sys
from collections.abc import Callable


def calls_made(fn: Callable, *args, **kwargs) -> tuple[object, int]:
    """``fn(*args, **kwargs)``'s result and how many calls it made (Python functions and
    built-in ones alike, every depth)."""
    count = 0

    def profile(frame, event, arg):
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        result = fn(*args, **kwargs)
    finally:
        sys.setprofile(previous)
    return result, count
