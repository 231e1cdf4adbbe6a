"""Running rocscope in a child process with its time and peak memory measured, for the
tests of runaways: input that would run for ever or take all the memory must be
stopped, and the test must stop too whatever happens.

The child may be told it runs on a machine with less memory than this one (``memory``
bytes), so that the limits rocscope derives from the machine's memory are reached with
test-sized data.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The child writes its peak memory (VmHWM: its own high-water mark since exec, which a
# parent's rusage would mix with the memory of the process it was forked from) to the
# file named by its fourth argument as it exits.
_CHILD = """\
import atexit, sys
sys.path.insert(0, sys.argv[1])
memory, peak = int(sys.argv[2]), sys.argv[3]

def _peak():
    with open("/proc/self/status") as status, open(peak, "w") as out:
        out.write(next(l.split()[1] for l in status if l.startswith("VmHWM")))
atexit.register(_peak)
if memory:
    import core.readers.budget
    core.readers.budget.physical_memory = lambda: memory
import main
sys.exit(main.main(sys.argv[4:]))
"""


@dataclass(frozen=True)
class Measured:
    status: int
    out: str
    err: str
    seconds: float
    #: Peak resident memory of the child, MB (infinite when it could not say).
    peak_mb: float
    #: Seconds from the signal to the end, when one was sent.
    latency: float | None = None

    def one_line_error(self) -> str:
        assert self.status == 2, (self.status, self.err)
        lines = self.err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("rocscope: error: "), self.err
        return lines[0]


def run_bounded(args, *, tmp: Path, memory: int = 0, stdin=None, feed=None,
                signal_after: float | None = None, signal_number=signal.SIGINT,
                seconds: float = 60.0) -> Measured:
    """Run ``rocscope ARGS`` and measure it.

    Parameters
    ----------
    tmp : Path
        A folder for the child's output (and its temporary files: TMPDIR).
    memory : int
        The machine's memory as the child sees it (0: the real one).
    stdin : file or None
        The child's standard input (a file object or ``subprocess.PIPE``).
    feed : bytes, optional
        Written to the child's standard input again and again until it stops reading.
    signal_after : float, optional
        Send ``signal_number`` this many seconds after the start.
    seconds : float
        The child is killed after this long (the test then fails on its status).
    """
    out_path, err_path, peak_path = tmp / "child.out", tmp / "child.err", tmp / "child.peak"
    env = {**os.environ, "TMPDIR": str(tmp)}
    with open(out_path, "w") as out, open(err_path, "w") as err:
        started = time.monotonic()
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(ROOT), str(memory), str(peak_path),
             *map(str, args)],
            stdin=subprocess.PIPE if feed is not None else stdin, stdout=out, stderr=err,
            cwd=ROOT, env=env)
    killer = threading.Timer(seconds, child.kill)
    killer.start()
    if feed is not None:
        threading.Thread(target=_feed, args=(child.stdin, feed), daemon=True).start()
    sent = None
    if signal_after is not None:
        time.sleep(signal_after)
        sent = time.monotonic()
        child.send_signal(signal_number)
    try:
        child.wait()
    finally:
        killer.cancel()
    ended = time.monotonic()
    if stdin is subprocess.PIPE and child.stdin is not None:
        child.stdin.close()
    peak = float(peak_path.read_text()) / 1024 if peak_path.exists() else float("inf")
    return Measured(child.returncode, out_path.read_text(), err_path.read_text(),
                    ended - started, peak, None if sent is None else ended - sent)


def _feed(pipe, data: bytes) -> None:
    try:
        while True:
            pipe.write(data)
    except (BrokenPipeError, OSError, ValueError):
        pass
    finally:
        try:
            pipe.close()
        except OSError:
            pass
