"""core must never load Qt: it runs on servers and in the command-line report."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_importing_and_using_core_loads_no_qt_module():
    code = (
        "import sys, core\n"
        "c = core.roc_from_scores([0.3, 0.2, 0.1], [1, 0, 1])\n"
        "core.five_formulas(c); c.polyline('best'); c.operating_point(0.2)\n"
        "import pkgutil, importlib\n"
        "for m in pkgutil.walk_packages(core.__path__, 'core.'): importlib.import_module(m.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in"
        " ('PySide6', 'PyQt5', 'PyQt6', 'shiboken6', 'pyqtgraph', 'gui'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_core_source_never_imports_qt_or_gui():
    # Catches imports hidden inside functions, which the subprocess test cannot reach.
    pattern = re.compile(r"^\s*(import|from)\s+(PySide6|PyQt\d?|shiboken6|pyqtgraph|gui)\b", re.M)
    for path in (ROOT / "core").rglob("*.py"):
        found = pattern.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{path.name}: {found.group(0).strip()}"
