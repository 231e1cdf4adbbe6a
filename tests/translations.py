"""What the code marks for translation and what the compiled catalogues translate.

:func:`marked` runs Qt's ``lupdate`` over source files as ``make translations-update``
does (``Phrase("...")`` read as a text to translate) into a scratch file and lists every
``(context, source)`` it finds; :func:`compiled` reads the ``.qm`` files ``make
translations`` builds; :func:`untranslated` lists the marked texts they leave without a
translation.
"""

from __future__ import annotations

import subprocess
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import PySide6

from core.app.report.language import read_qm
from core.resources import I18N

ROOT = Path(__file__).resolve().parents[1]
LUPDATE = Path(PySide6.__file__).parent / "lupdate"


def marked(files) -> set[tuple[str, str]]:
    """Every ``(context, source)`` that ``translate``, ``QT_TRANSLATE_NOOP``, ``tr`` and
    ``Phrase`` calls in ``files`` mark."""
    files = [str(f) for f in files]
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "marked.ts"
        subprocess.run([str(LUPDATE), "-silent", "-tr-function-alias", "QT_TR_NOOP+=Phrase",
                        *files, "-ts", str(out)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not out.is_file():
            return set()
        root = ElementTree.parse(out).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


def compiled(language: str = "zh") -> dict[tuple[str, str], str]:
    """Every translation of the ``.qm`` files of ``language`` (built by ``make``)."""
    found = sorted((I18N / language).glob("*.qm"))
    assert found, f"no compiled catalogue in {I18N / language}: run `make translations`"
    return {key: text for path in found for key, text in read_qm(path.read_bytes()).items()}


def untranslated(files, language: str = "zh") -> list[tuple[str, str]]:
    """The texts marked in ``files`` that ``language``'s catalogues do not translate."""
    known = compiled(language)
    return sorted(key for key in marked(files) if key not in known)


def python_files(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (ROOT / f).rglob("*.py")
                  if "__pycache__" not in p.parts)
