"""Work split in two halves, one on a second thread: the second core of a machine.

numpy lets go of the interpreter in the array operations that the engine's loops over
rows and blocks are made of (sorting, comparing, running sums), so two halves of such a
loop run on two cores at once. Counting a grid, writing and sorting the keys, reading
the blocks back, summing the five formulas and thinning a drawing all split this way.
"""

from __future__ import annotations

import threading


def on_two_threads(work, first: tuple, second: tuple, split: bool = True) -> tuple:
    """``work(*first)`` on a second thread while ``work(*second)`` runs on this one, and
    both results; an exception of either is raised here. On a busy machine it costs
    nothing but a thread. ``split=False``: both here, one after the other (small work
    is not worth a thread)."""
    if not split:
        return work(*first), work(*second)
    results: list = [None]

    def run() -> None:
        try:
            results[0] = work(*first)
        except BaseException as exc:  # noqa: BLE001 - raised on the calling thread
            results[0] = exc

    thread = threading.Thread(target=run, name="rocscope-second-core", daemon=True)
    thread.start()
    try:
        other = work(*second)
    finally:
        thread.join()
    if isinstance(results[0], BaseException):
        raise results[0]
    return results[0], other
