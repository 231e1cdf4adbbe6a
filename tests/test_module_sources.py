"""The program's lighter imports (``gui.base.import_hook``). PySide6's import hook: the
same answer as PySide6's own test for every module a session loads, and no module's
source left in ``linecache`` (PySide6's test kept every line it read)."""

import os
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


MIRRORS = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    lazy = sys.argv[1] == "lazy"
    if lazy:
        from gui.base.import_hook import mirror_qt_lazily
        mirror_qt_lazily()
    import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
    import pyqtgraph as pg
    from pyqtgraph.Qt import QtCore, QtGui, QtWidgets
    out = {}
    for mirror, real in ((QtCore, PySide6.QtCore), (QtGui, PySide6.QtGui),
                         (QtWidgets, PySide6.QtWidgets)):
        listed = dir(real)
        # every name pyqtgraph sees, as its own copy would hold it
        for name in sorted(set(listed) | set(vars(mirror))):
            if name.startswith("__"):
                continue
            value = getattr(mirror, name)
            mine = name in vars(mirror) and getattr(real, name, None) is not value
            out[mirror.__name__ + "." + name] = (
                getattr(value, "__qualname__", type(value).__name__) if mine else "PySide6")
    app = QtWidgets.QApplication([])
    plot = pg.PlotWidget()
    plot.plot([0, 1, 2], [2, 0, 1])
    image = plot.grab().toImage()
    print(len(listed) > 100, image.width() > 0, sorted(out.items()))
""") % str(ROOT)


def test_pyqtgraph_sees_the_same_names_through_its_lazy_mirrors():
    """pyqtgraph imported with mirrors that hand out PySide6's names when asked sees
    every name its own copies held, the same objects, and its own patches on top;
    PySide6's modules list their names again afterwards, and a plot draws."""
    def seen(mode):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return subprocess.run([sys.executable, "-c", MIRRORS, mode], capture_output=True,
                              text=True, cwd=ROOT, timeout=300, check=True, env=env).stdout

    lazy, eager = seen("lazy"), seen("eager")
    assert lazy.startswith("True True [")
    assert lazy == eager


DEFERRED = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, %r)
    from gui.base.import_hook import UNUSED_OF_PYQTGRAPH, lighter_imports
    if sys.argv[1] == "lazy":
        lighter_imports()
    import pyqtgraph as pg
    import gui.window.app  # the window's modules
    def imported():
        return [n for n in UNUSED_OF_PYQTGRAPH if type(sys.modules.get(n)) is type(sys)]
    before = imported()
    names = json.loads(sys.argv[2]) if len(sys.argv) > 2 else [
        n for n in dir(pg) if not n.startswith("_")]
    def said(value):
        return getattr(value, "__module__", "") + "." + getattr(
            value, "__qualname__", type(value).__name__)
    from pyqtgraph.widgets.ColorMapWidget import ColorMapParameter  # before pg's names
    seen = {name: said(getattr(pg, name)) for name in names}
    seen["imported by name"] = said(ColorMapParameter)
    print(json.dumps([before, imported(), seen]))
""") % str(ROOT)


def test_pyqtgraph_hands_out_the_names_of_the_modules_it_imports_late():
    """With the program's lighter imports, pyqtgraph and the window's modules import
    none of pyqtgraph's widgets the program never uses; asked for, ``pg.<name>`` gives
    what pyqtgraph imported whole gives, for every name, and imports them then."""
    import json

    def seen(*args):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        return json.loads(subprocess.run(
            [sys.executable, "-c", DEFERRED, *args], capture_output=True, text=True,
            cwd=ROOT, timeout=300, check=True, env=env).stdout)

    whole_before, _, whole = seen("eager")
    late_before, late_after, late = seen("lazy", json.dumps(sorted(set(whole) - {"imported by name"})))
    assert len(whole_before) == 6 and late_before == []
    assert late_after == whole_before  # each imported once a name of it was asked for
    assert {"ColorMapWidget", "DataTreeWidget", "ColorBarItem", "ScatterPlotWidget"} <= set(late)
    assert late == whole


def _package(root: Path, name: str, own_getattr: bool) -> None:
    folder = root / name
    folder.mkdir()
    init = "from .a import *\nfrom .b import *\nB_SEEN = B\n"
    if own_getattr:
        init += ("def __getattr__(name):\n    if name == 'LAZY':\n        return 7\n"
                 "    raise AttributeError(name)\n")
    (folder / "__init__.py").write_text(init)
    (folder / "a.py").write_text("__all__ = ['A']\nclass A: pass\nHIDDEN = 1\n")
    (folder / "b.py").write_text("class B: pass\n")


def test_a_deferred_module_gives_its_names_once_asked_and_leaves_a_packages_own(
        tmp_path, monkeypatch):
    from gui.base.import_hook import deferred

    monkeypatch.syspath_prepend(str(tmp_path))
    _package(tmp_path, "late_names", own_getattr=False)
    _package(tmp_path, "own_names", own_getattr=True)
    try:
        with deferred(("late_names.a",)):
            import late_names
        assert type(sys.modules["late_names.a"]).__name__ == "_Deferred"
        assert late_names.B_SEEN is late_names.B  # what is not deferred, as it was
        assert late_names.A.__module__ == "late_names.a"  # imported when asked
        assert type(sys.modules["late_names.a"]) is type(sys)
        assert not hasattr(late_names, "HIDDEN")  # only what import * gives
        with deferred(("own_names.a",)):
            import own_names
        # A package with a __getattr__ of its own keeps it: nothing is deferred past
        # its import.
        assert type(sys.modules["own_names.a"]) is type(sys)
        assert own_names.A.__module__ == "own_names.a" and own_names.LAZY == 7
    finally:
        for name in [n for n in sys.modules if n.split(".")[0] in ("late_names", "own_names")]:
            del sys.modules[name]
