"""The program's lighter PySide6 import hook (``gui.base.import_hook``): the
same answer as PySide6's own test for every module a session loads, and no module's
source left in ``linecache`` (PySide6's test kept every line it read)."""

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = textwrap.dedent("""
    import linecache, sys
    sys.path.insert(0, %r)
    from gui.base.import_hook import keep_no_module_sources
    from PySide6 import QtCore
    feature = sys.modules["shibokensupport.feature"]
    theirs = feature._mod_uses_pyside
    keep_no_module_sources()
    ours = feature._mod_uses_pyside
    before = set(linecache.cache)
    import gui.window.app, scipy.stats  # hundreds of modules through the hook
    kept = sorted(set(linecache.cache) - before)
    modules = [m for m in list(sys.modules.values()) if m is not None]
    uses = sum(bool(ours(m)) for m in modules)
    differ = [m.__name__ for m in modules if ours(m) != theirs(m)]
    print(len(modules), uses, len(kept), differ)
""") % str(ROOT)


def test_the_lighter_hook_answers_as_pyside6s_and_keeps_no_sources():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         cwd=ROOT, timeout=300, check=True).stdout.split(maxsplit=3)
    modules, uses, kept, differ = int(out[0]), int(out[1]), int(out[2]), out[3].strip()
    assert modules > 500 and uses > 50  # gui's modules and pyqtgraph's name PySide6
    assert differ == "[]"
    assert kept == 0
