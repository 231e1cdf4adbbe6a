"""Running rocscope in a child process, with its peak memory measured and what it is doing
told as it goes, for the tests of runaways and signals: input that would run for ever or
take all the memory must be stopped, a signal must stop the work under way, and the test
must stop too whatever happens.

The child may be told it runs on a machine with less memory than this one (``memory``
bytes), so that the limits rocscope derives from the machine's memory are reached with
test-sized data. It announces, one line each in a file the test reads (:data:`Measured.events`):

- ``stream`` when it starts reading a stream (standard input, a pipe);
- ``query`` when an engine starts a query, ``progress`` once the query has done some of
  its work and has most of it still ahead (DuckDB's own measure), and ``query done``
  when it has run to its end, ``query stopped`` when it ended early (an interrupt, an
  error).

A test sends its signal when the child has announced what the test is about (never after
a guessed number of seconds), and asserts what happened, not how long it took.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# The child writes its peak memory (VmHWM: its own high-water mark since exec, which a
# parent's rusage would mix with the memory of the process it was forked from) to the
# file named by its fourth argument as it exits, and its announcements to the fifth. The
# wrappers are put in place before main is imported, so that every module that imports
# them by name takes the wrapped ones.
_CHILD = """\
import atexit, contextlib, sys, threading
sys.path.insert(0, sys.argv[1])
memory, peak, events = int(sys.argv[2]), sys.argv[3], sys.argv[4]

def _peak():
    with open("/proc/self/status") as status, open(peak, "w") as out:
        out.write(next(l.split()[1] for l in status if l.startswith("VmHWM")))
atexit.register(_peak)

def announce(event):
    with open(events, "a") as out:
        out.write(event + "\\n")

if memory:
    import core.readers.budget
    core.readers.budget.physical_memory = lambda: memory

import core.readers.pipe_input
_read_stream = core.readers.pipe_input.read_stream
def read_stream(*args, **kwargs):
    announce("stream")
    return _read_stream(*args, **kwargs)
core.readers.pipe_input.read_stream = read_stream

import core.scale.watching
_running = core.scale.watching.QueryWatch.running
@contextlib.contextmanager
def running(self, band, fraction, interrupt, name):
    ended = threading.Event()
    def follow():  # DuckDB's measure of the query (None when it cannot tell)
        while not ended.wait(0.01):
            part = fraction()
            if part is not None and 0 < part < 0.5:
                announce("progress")
                return
    with _running(self, band, fraction, interrupt, name):
        announce("query")
        follower = threading.Thread(target=follow, daemon=True)
        follower.start()
        end = "query stopped"
        try:
            yield
            end = "query done"
        finally:
            ended.set()
            follower.join()  # no "progress" after the query's end
            announce(end)
core.scale.watching.QueryWatch.running = running

import main
sys.exit(main.main(sys.argv[5:]))
"""


@dataclass(frozen=True)
class Measured:
    status: int
    out: str
    err: str
    #: Peak resident memory of the child, MB (infinite when it could not say).
    peak_mb: float
    #: What the child announced, in order (see the module's notes).
    events: tuple[str, ...] = ()
    #: How many of the events came before the signal was sent (None: no signal sent).
    signalled_after: int | None = None

    @property
    def after_the_signal(self) -> tuple[str, ...]:
        """What the child announced once the signal was sent."""
        assert self.signalled_after is not None, "no signal was sent"
        return self.events[self.signalled_after:]

    def one_line_error(self) -> str:
        assert self.status == 2, (self.status, self.err)
        lines = self.err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("rocscope: error: "), self.err
        return lines[0]


def run_bounded(args, *, tmp: Path, memory: int = 0, stdin=None, feed=None, env=None,
                signal_when: Callable[[tuple[str, ...]], bool] | None = None,
                signal_number=signal.SIGINT, seconds: float = 300.0) -> Measured:
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
    env : dict, optional
        Environment variables of the child, besides this process's.
    signal_when : callable, optional
        Send ``signal_number`` as soon as ``signal_when(events)`` is true of what the
        child has announced so far (polled; the test fails if the child ends first).
    seconds : float
        The child is killed after this long: not a measure of it, only the bound that
        ends a test whose child is stuck (the test then fails on its status).
    """
    out_path, err_path = tmp / "child.out", tmp / "child.err"
    peak_path, events_path = tmp / "child.peak", tmp / "child.events"
    env = {**os.environ, **(env or {}), "TMPDIR": str(tmp)}
    with open(out_path, "w") as out, open(err_path, "w") as err:
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(ROOT), str(memory), str(peak_path),
             str(events_path), *map(str, args)],
            stdin=subprocess.PIPE if feed is not None else stdin, stdout=out, stderr=err,
            cwd=ROOT, env=env)
    killer = threading.Timer(seconds, child.kill)
    killer.start()
    if feed is not None:
        threading.Thread(target=_feed, args=(child.stdin, feed), daemon=True).start()
    signalled_after = None
    try:
        if signal_when is not None:
            while not signal_when(events := _events(events_path)):
                assert child.poll() is None, (
                    f"ended before the signal: {err_path.read_text()} (announced {events})")
                time.sleep(0.01)
            child.send_signal(signal_number)
            signalled_after = len(events)
        child.wait()
    finally:
        killer.cancel()
        if child.poll() is None:
            child.kill()
            child.wait()
    if stdin is subprocess.PIPE and child.stdin is not None:
        child.stdin.close()
    peak = float(peak_path.read_text()) / 1024 if peak_path.exists() else float("inf")
    return Measured(child.returncode, out_path.read_text(), err_path.read_text(), peak,
                    _events(events_path), signalled_after)


def _events(path: Path) -> tuple[str, ...]:
    try:
        return tuple(path.read_text().splitlines())
    except FileNotFoundError:
        return ()


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
