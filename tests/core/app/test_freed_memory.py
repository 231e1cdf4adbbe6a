"""Memory freed inside the C library's heaps goes back to the system when asked."""

import sys

import pytest

from core.app import freed_memory


def resident_anonymous_kb() -> int:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("RssAnon:"))


@pytest.mark.skipif(not sys.platform.startswith("linux") or freed_memory._trim() is None,
                    reason="glibc's malloc_trim")
def test_freed_blocks_between_kept_ones_go_back_to_the_system():
    # Blocks below the size the C library maps on their own, every tenth kept: the
    # freed ones lie between kept ones, where freeing alone returns nothing.
    blocks = [bytearray(64 << 10) for _ in range(3200)]  # 200 MB, each page touched
    kept = blocks[::10]
    del blocks
    before = resident_anonymous_kb()
    assert freed_memory.give_back()
    after = resident_anonymous_kb()
    assert before - after > 100_000  # of the 180 MB freed
    assert all(len(b) == 64 << 10 for b in kept)  # what is kept stays


def test_without_the_c_librarys_trim_nothing_is_asked(monkeypatch):
    monkeypatch.setattr(freed_memory, "_trim", lambda: None)
    assert freed_memory.give_back() is False
