"""core must never load Qt: it runs on servers and in the command-line report."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_and_using_core_loads_no_qt_module():
    code = (
        "import sys, core\n"
        "c = core.roc_from_scores([0.3, 0.2, 0.1], [1, 0, 1])\n"
        "core.five_formulas(c); c.polyline('best'); c.operating_point(0.2)\n"
        "import pkgutil, importlib\n"
        "for m in pkgutil.iter_modules(core.__path__): importlib.import_module('core.' + m.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in"
        " ('PySide6', 'PyQt5', 'PyQt6', 'shiboken6', 'pyqtgraph', 'gui'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_core_source_never_names_qt():
    for path in (ROOT / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for name in ("PySide6", "PyQt", "pyqtgraph", "from gui", "import gui"):
            assert name not in text, f"{path.name} mentions {name}"
