"""Where the bundled resources live: the examples, the help guide, the icon and the
translations.

Installed, rocscope is one package and its resources are data inside it, found through
:mod:`importlib.resources` (``rocscope/resources/...``). In a checkout (``python
main.py``, an editable install) the code runs as the packages ``core`` and ``gui`` and
the resources are the repository's ``resources/`` folder beside them. The package this
module belongs to tells which.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

_TOP = __name__.partition(".")[0]  # "rocscope" installed, "core" in a checkout


def _resources() -> Path:
    if _TOP == "core":
        return Path(__file__).resolve().parents[1] / "resources"
    found = files(_TOP) / "resources"
    # pip unpacks a wheel into folders, so this is a real path; the examples are opened
    # by path (pyarrow, DuckDB), which a resource inside a zip could not be.
    return found if isinstance(found, Path) else Path(str(found))


RESOURCES = _resources()
#: Qt Linguist sources, one folder per language (``zh/``, ``en/``), a file per part.
I18N = RESOURCES / "i18n"
