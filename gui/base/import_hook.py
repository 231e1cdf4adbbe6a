"""The program's lighter stand-in for PySide6's per-module import test."""

from __future__ import annotations

import sys


def keep_no_module_sources() -> None:
    """PySide6 reads the source of every module imported after it, to see whether it
    uses PySide6's ``__feature__`` switches (whether "PySide6" is in its text), through
    :func:`inspect.getsource`: a tenth of a millisecond a module, several hundred
    modules at launch, and :mod:`linecache` kept every line read (11 MB of text by the
    window's first paint, 40 MB once scipy's statistics are loaded). The same test is
    made here on the file's bytes, keeping nothing; a module without a ``.py`` file
    goes to PySide6's own test, whose lines are then forgotten (a traceback reads them
    again). Only the program calls this (``main.py``), before the window's modules load."""
    from PySide6 import QtCore  # noqa: F401 - installs PySide6's import hook

    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None:  # another PySide6: nothing to do
        return
    import linecache

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        known = path in linecache.cache
        try:
            return check(module)
        finally:
            if path and not known:
                linecache.cache.pop(path, None)

    feature._mod_uses_pyside = uses_pyside
