"""What the code marks for translation and what the ``.ts`` files translate.

:func:`marked` runs PySide6's ``lupdate`` (the tool that writes the ``.ts`` files) over
source files into a scratch file and lists every ``(context, source)`` it finds;
:func:`untranslated` lists those the Chinese files leave without a translation.
"""

from __future__ import annotations

import subprocess
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import PySide6

from core.app.report.language import catalog

ROOT = Path(__file__).resolve().parents[1]
LUPDATE = Path(PySide6.__file__).parent / "lupdate"


def marked(files) -> set[tuple[str, str]]:
    """Every ``(context, source)`` that ``translate``/``QT_TRANSLATE_NOOP`` calls in
    ``files`` mark."""
    files = [str(f) for f in files]
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "marked.ts"
        subprocess.run([str(LUPDATE), "-silent", *files, "-ts", str(out)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not out.is_file():
            return set()
        root = ElementTree.parse(out).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


def untranslated(files, language: str = "zh") -> list[tuple[str, str]]:
    """The texts marked in ``files`` that ``language``'s ``.ts`` files do not translate."""
    catalog.cache_clear()
    known = catalog(language)
    return sorted(key for key in marked(files) if key not in known)


def python_files(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (ROOT / f).rglob("*.py")
                  if "__pycache__" not in p.parts)
