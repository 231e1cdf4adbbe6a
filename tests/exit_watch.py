"""A watch on the test process after its tests have finished.

A library thread left behind can keep an interpreter from exiting (pyarrow's readers,
handed a Python file, did; see core/readers/text_parse.py). Then `make test` would
print every test passed and hang until CI's time ran out, saying nothing. The watch
is a separate process: when the test process is still there long after pytest has
finished, it says so, names the process's threads, and kills it, so that the run
fails at once and says why.
"""

import os
import sys

GRACE_SECONDS = 120

_WATCH = r"""
import os, signal, sys, time
pid, grace, born = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
end = time.monotonic() + grace
def state():
    # The process's state and start time: a process that has exited but is not yet
    # reaped is a zombie ("Z"); another start time is another process with its number.
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rpartition(")")[2].split()
        return fields[0], fields[19]
    except (OSError, IndexError):
        return None, None
def gone():
    status, started = state()
    return status is None or status in ("Z", "X") or started != born
while time.monotonic() < end:
    if gone():
        sys.exit(0)
    time.sleep(0.25)
names = []
try:
    for task in sorted(os.listdir(f"/proc/{pid}/task")):
        with open(f"/proc/{pid}/task/{task}/comm") as f:
            names.append(f.read().strip())
except OSError:
    pass
print(f"\nthe test process ({pid}) was still running {grace:.0f} s after its tests"
      f" finished; its threads: {', '.join(names) or 'unknown'}; killing it so that"
      " the run ends (and fails) now", file=sys.stderr, flush=True)
if not gone():
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
"""


def start(grace: float = GRACE_SECONDS) -> None:
    """Watch this process from now on; the watch ends by itself when it exits.

    Spawned without a ``subprocess.Popen`` (which would warn, at exit, of a child still
    running), in a session of its own, reading nothing and writing only its message.
    """
    devnull = [(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
               (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)]
    with open("/proc/self/stat") as f:
        born = f.read().rpartition(")")[2].split()[19]
    os.posix_spawn(sys.executable,
                   [sys.executable, "-c", _WATCH, str(os.getpid()), str(grace), born],
                   os.environ, file_actions=devnull, setsid=True)


def wanted() -> bool:
    """Whether this process was started to run pytest (not pytest.main() called in a
    notebook or an editor's long-lived process, which must not be killed)."""
    command = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return hasattr(os, "posix_spawn") and os.path.isdir("/proc") and (
        command in ("pytest", "py.test")
        or sys.argv[0].endswith(os.path.join("pytest", "__main__.py")))
