"""The program's lighter imports of PySide6 and pyqtgraph (only ``main.py`` asks)."""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import sys
import types
from collections.abc import Iterator
from pathlib import Path


def lighter_imports() -> None:
    """The lightenings below, before the window's or a figure's modules load."""
    keep_no_module_sources()
    with deferred(UNUSED_OF_PYQTGRAPH):
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
    root = _not_yet_imported("pyqtgraph")
    if root is None:
        return
    qt = root / "Qt"
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
        # Kept once asked: pyqtgraph's code asks its mirrors for a Qt class at each
        # use (some 3,500 times before the first paint).
        value = getattr(real, name)
        setattr(mirror, name, value)
        return value

    def listed() -> list[str]:
        return sorted(set(dir(real)) | set(vars(mirror)))

    return handed_out, listed


#: pyqtgraph's modules that its ``__init__`` imports for their names alone (``import *``)
#: and rocscope never uses: widgets over parameter trees, data trees and colour maps
#: (the parameter trees and their template widgets, ~10 ms at every launch).
UNUSED_OF_PYQTGRAPH = tuple("pyqtgraph." + name for name in (
    "widgets.ColorMapWidget", "widgets.DataFilterWidget", "widgets.ScatterPlotWidget",
    "widgets.DataTreeWidget", "widgets.DiffTreeWidget",
    "graphicsItems.ColorBarItem"))  # modules: a package's stand-in could not import its own


class _Deferred(types.ModuleType):
    """Stands in for a module until a name of it is asked for, when the module is
    imported and the name handed out: ``from it import *`` takes nothing meanwhile."""

    def __init__(self, name: str):
        super().__init__(name)
        self.__all__: list[str] = []

    def __getattr__(self, name: str):
        if name.startswith("__"):  # what the import system asks of a module: not a name
            raise AttributeError(name)
        return getattr(self.imported(), name)

    def imported(self) -> types.ModuleType:
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return importlib.import_module(self.__name__)


@contextlib.contextmanager
def deferred(names: tuple[str, ...]) -> Iterator[None]:
    """Within this block, importing the package of ``names`` (modules, not packages:
    a package's stand-in could not import a submodule) imports none of them; after
    it, the package hands out their names when first asked for (``pg.X``), as if they
    had been imported. Done only if the package is not imported yet and holds each of
    those modules; otherwise nothing is deferred."""
    package = names[0].split(".")[0]
    root = _not_yet_imported(package)
    if root is None or not all(root.joinpath(*name.split(".")[1:]).with_suffix(".py").is_file()
                               for name in names):
        yield
        return
    stand_ins = [_Deferred(name) for name in names]
    sys.modules.update((s.__name__, s) for s in stand_ins)
    try:
        yield
    finally:
        module = sys.modules.get(package)
        if module is None:  # never imported: leave its next import whole
            for stand_in in stand_ins:
                if sys.modules.get(stand_in.__name__) is stand_in:
                    del sys.modules[stand_in.__name__]
        elif "__getattr__" in vars(module):  # a package answering for names itself:
            _give_names(module, stand_ins)  # nothing deferred past its import
        else:
            module.__getattr__ = _handing_out_from(module, root, stand_ins)  # type: ignore


def _not_yet_imported(package: str) -> Path | None:
    """The folder of ``package``, if it is installed and not imported yet."""
    spec = None if package in sys.modules else importlib.util.find_spec(package)
    return None if spec is None or spec.origin is None else Path(spec.origin).parent


def _holds(root: Path, parts: list[str]) -> bool:
    """Whether the package at ``root`` holds the module or package ``parts``."""
    path = root.joinpath(*parts)
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _handing_out_from(package: types.ModuleType, root: Path, stand_ins: list[_Deferred]):
    """The package's ``__getattr__`` until a name it lacks is first asked for: then the
    deferred modules give it their names (:func:`_give_names`), and the package answers
    by itself from then on. A submodule not imported yet is not such a name
    (``from package import submodule`` asks first, then imports it)."""

    def handed_out(name: str):
        if not name.startswith("__") and not _holds(root, [name]):
            del package.__getattr__  # names asked while they import are the package's own
            _give_names(package, stand_ins)
            return getattr(package, name)
        raise AttributeError(f"module {package.__name__!r} has no attribute {name!r}")

    return handed_out


def _give_names(package: types.ModuleType, stand_ins: list[_Deferred]) -> None:
    """Import the deferred modules and give ``package`` their names (by their
    ``__all__``, or their public names), as ``import *`` would have."""
    for stand_in in stand_ins:
        module = stand_in.imported()
        exported = getattr(module, "__all__", None)
        if exported is None:
            exported = [n for n in vars(module) if not n.startswith("_")]
        for name in exported:
            vars(package).setdefault(name, getattr(module, name))
