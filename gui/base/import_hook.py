"""The program's lighter imports of PySide6 and pyqtgraph (only ``main.py`` asks)."""

from __future__ import annotations

import sys


def lighter_imports() -> None:
    """Both lightenings below, before the window's or a figure's modules load."""
    keep_no_module_sources()
    mirror_qt_lazily()


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


_MIRRORED = ("QtCore", "QtGui", "QtWidgets")


def mirror_qt_lazily() -> None:
    """Import pyqtgraph without its copy of every name of PySide6's three main modules.

    pyqtgraph keeps its own modules ``pyqtgraph.Qt.QtCore``, ``QtGui`` and ``QtWidgets``
    (so that its patches do not change PySide6's) and fills them by copying every name
    PySide6 lists: PySide6 makes its classes and enums only when first asked for, and
    that copy asks for all of them, some 70 ms at every launch. Here those three modules
    are made first, each handing out PySide6's names when asked (and keeping what
    pyqtgraph sets on it), and PySide6 lists no name while pyqtgraph copies. Done only
    when pyqtgraph's three modules are the empty files it ships; only the program calls
    this (``main.py``), before anything imports pyqtgraph."""
    import importlib
    import importlib.util
    import types
    from pathlib import Path

    if "pyqtgraph" in sys.modules:
        return
    spec = importlib.util.find_spec("pyqtgraph")
    if spec is None or spec.origin is None:
        return
    qt = Path(spec.origin).parent / "Qt"
    try:
        if any((qt / name / "__init__.py").stat().st_size for name in _MIRRORED):
            return  # another pyqtgraph: its modules hold code of their own
    except OSError:
        return
    listings = {}
    for name in _MIRRORED:
        real = importlib.import_module("PySide6." + name)
        mirror = types.ModuleType("pyqtgraph.Qt." + name)
        mirror.__getattr__, mirror.__dir__ = _handing_out(real, mirror)  # type: ignore
        sys.modules[mirror.__name__] = mirror
        listings[real] = real.__dict__.get("__dir__")
        real.__dir__ = list  # type: ignore[method-assign]
    try:
        import pyqtgraph  # noqa: F401
    finally:
        for real, listing in listings.items():
            if listing is None:
                del real.__dir__
            else:
                real.__dir__ = listing  # type: ignore[method-assign]


def _handing_out(real, mirror):
    """A mirror module's ``__getattr__`` and ``__dir__``: PySide6's names, and its own."""

    def handed_out(name: str):
        return getattr(real, name)

    def listed() -> list[str]:
        return sorted(set(dir(real)) | set(vars(mirror)))

    return handed_out, listed
