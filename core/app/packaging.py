"""How the repository becomes the installed package ``rocscope``: the build step that
``pip install .`` runs (named in pyproject.toml as setuptools' ``build_py``).

The repository keeps the layout its authors chose: ``main.py`` beside the packages
``core`` and ``gui`` and the folder ``resources``. Installed, that layout would put three
top-level names into site-packages, and ``core`` and ``main`` are names other
distributions use too: pip overwrites one distribution's files with another's without a
word. So a wheel holds one package, ``rocscope``:

=====================  ====================================
in the repository      in the wheel
=====================  ====================================
``main.py``            ``rocscope/__init__.py``
``core/``              ``rocscope/core/``
``gui/``               ``rocscope/gui/``
``resources/``         ``rocscope/resources/`` (data; each translation
                       catalogue ``.ts`` compiled to its ``.qm``)
=====================  ====================================

with every absolute import of ``core``, ``gui`` and ``main`` rewritten to the installed
names, on the same lines (a traceback names the line the repository has), and every
string that is the dotted name of a module of the tree (``"gui.figures.exporting"``)
likewise. Relative
imports need nothing. An editable install (``pip install -e .``, what ``make`` does) maps
``core``, ``gui`` and ``main`` to the checkout and ``rocscope`` to ``main.py``, so the
checkout runs as it always has. docs/packaging.md says why this way and not another.

This module is loaded by setuptools on its own (by path, without ``core``), so it
imports nothing but the standard library and setuptools (and runs PySide6's
``lrelease``, a build requirement); it is not part of the wheel.

>>> print(rewrite_imports("from core.errors import InputError\\nimport gui.api as api\\n"))
from rocscope.core.errors import InputError
import rocscope.gui.api as api
<BLANKLINE>
>>> rewrite_imports("from . import x\\nimport main\\n")
'from . import x\\nimport rocscope as main\\n'
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
from collections.abc import Iterable
from importlib.util import find_spec
from pathlib import Path

from setuptools.command.build_py import build_py as _build_py
from setuptools.command.egg_info import egg_info as _egg_info

TOP = "rocscope"
#: What each top-level name of the repository is called once installed.
RENAMED = {"core": f"{TOP}.core", "gui": f"{TOP}.gui", "main": TOP}
ROOT = Path(__file__).resolve().parents[2]
#: Built only: the wheel does not carry its own build step.
BUILD_ONLY = ("core/app/packaging.py",)
_MAIN_MODULE = (f'"""``python -m {TOP}``: the command line."""\n\nimport sys\n\n'
                f"from {TOP} import main\n\nsys.exit(main())\n")


def rewrite_imports(source: str, filename: str = "<source>",
                    modules: Iterable[str] = ()) -> str:
    """``source`` with the repository's top-level names as the installed package names
    them: ``from core.x import y`` → ``from rocscope.core.x import y``, ``import main``
    → ``import rocscope as main``, and a string equal to one of ``modules`` (dotted
    names of the tree; a bare ``"gui"`` is left, as a word) → its installed name. Lines
    and their count stay.

    Raises
    ------
    ValueError
        An import that cannot be rewritten in place (``import core.x`` without ``as``
        binds ``core``, which the installed package does not have): write
        ``from core import x`` instead.
    """
    tree = ast.parse(source, filename)
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(lineno: int, col: int) -> int:  # ast columns count UTF-8 bytes
        line = lines[lineno - 1]
        return starts[lineno - 1] + len(line.encode("utf-8")[:col].decode("utf-8", "ignore"))

    modules = set(modules)
    edits: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and _root(node.module):
            at = offset(node.lineno, node.col_offset)
            found = re.compile(r"from\s+(\w+)").match(source, at)
            if found is None or found.group(1) != _root(node.module):
                raise ValueError(f"{filename}:{node.lineno}: cannot find the module of this"
                                 " import on its line; write it as `from core.x import y`")
            edits.append((found.start(1), found.end(1), RENAMED[found.group(1)]))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                root = _root(alias.name)
                if not root:
                    continue
                at = offset(alias.lineno, alias.col_offset)
                if alias.asname is None and alias.name != root:
                    raise ValueError(f"{filename}:{alias.lineno}: `import {alias.name}` binds"
                                     f" {root!r}, which is {RENAMED[root]!r} once installed;"
                                     f" write `from {alias.name.rpartition('.')[0]} import"
                                     f" {alias.name.rpartition('.')[2]}`")
                new = RENAMED[root] + alias.name[len(root):]
                if alias.asname is None:
                    new += f" as {root}"
                edits.append((at, at + len(alias.name), new))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and "." in node.value and node.value in modules and _root(node.value):
            # Dotted names only: a bare "gui" is as likely a word (IPython's %gui) as
            # the package.
            at = offset(node.lineno, node.col_offset)
            end = offset(node.end_lineno, node.end_col_offset)
            quote = source[at]
            if source[at:end] == f"{quote}{node.value}{quote}" and quote in "'\"":
                root = _root(node.value)
                edits.append((at + 1, end - 1, RENAMED[root] + node.value[len(root):]))
    for start, end, text in sorted(edits, reverse=True):
        source = source[:start] + text + source[end:]
    _check_rewritten(source, filename)
    return source


def _root(module: str | None) -> str | None:
    root = (module or "").partition(".")[0]
    return root if root in RENAMED else None


def _check_rewritten(source: str, filename: str) -> None:
    for node in ast.walk(ast.parse(source, filename)):
        names = ([node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else
                 [a.name for a in node.names] if isinstance(node, ast.Import) else [])
        for name in names:
            if _root(name):
                raise ValueError(f"{filename}:{node.lineno}: {name} was left as it is")


def installed_files(root: Path = ROOT) -> list[tuple[Path, str]]:
    """``(file in the repository, its path in the wheel)`` for every file the wheel
    holds, ``rocscope/__main__.py`` (written by :class:`BuildPy`) aside; a translation
    catalogue (``.ts``) is compiled to its ``.qm`` there, and a ``.qm`` of the checkout
    never taken."""
    out = [(root / "main.py", f"{TOP}/__init__.py")]
    for folder in ("core", "gui", "resources"):
        for path in sorted((root / folder).rglob("*")):
            relative = path.relative_to(root).as_posix()
            if (path.is_dir() or "__pycache__" in path.parts or path.suffix == ".pyc"
                    or relative in BUILD_ONLY or path.name.startswith(".")
                    or path.suffix == ".qm"):
                continue
            if folder != "resources" and path.suffix != ".py":
                continue
            out.append((path, f"{TOP}/{relative}"))
    return out


def module_names(files: Iterable[tuple[Path, str]]) -> set[str]:
    """The dotted names of the repository's modules and packages (``core.app.api``)."""
    names = set()
    for _, target in files:
        if not target.endswith(".py") or "/resources/" in target:
            continue
        parts = target[len(TOP) + 1:-3].split("/")
        if parts == ["__init__"]:
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.add(".".join(parts))
    return names


class BuildPy(_build_py):
    """setuptools' ``build_py``, building the one package ``rocscope`` for a wheel; an
    editable install (``editable_mode``) builds nothing, as setuptools' own does."""

    def run(self) -> None:
        if self.editable_mode:
            return super().run()
        files = installed_files()
        modules = module_names(files)
        # setuptools copies all of build/lib into the wheel: a module removed since the
        # last build, or the top-level packages of an older layout, would ship again.
        for old in (TOP, *RENAMED, "main.py"):
            stale = Path(self.build_lib, old)
            if stale.is_dir():
                shutil.rmtree(stale)
            elif stale.exists():
                stale.unlink()
        self._outputs = []
        for source, target in files:
            out = Path(self.build_lib, target)
            out.parent.mkdir(parents=True, exist_ok=True)
            if source.suffix == ".py":
                text = source.read_text(encoding="utf-8")
                out.write_text(rewrite_imports(text, str(source), modules), encoding="utf-8")
            elif source.suffix == ".ts":
                out = out.with_suffix(".qm")
                subprocess.run([_lrelease(), "-silent", str(source), "-qm", str(out)],
                               check=True)
            else:
                out.write_bytes(source.read_bytes())
            self._outputs.append(str(out))
        main_module = Path(self.build_lib, TOP, "__main__.py")
        main_module.write_text(_MAIN_MODULE, encoding="utf-8")
        self._outputs.append(str(main_module))
        return None

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        if self.editable_mode or not hasattr(self, "_outputs"):
            return super().get_outputs(include_bytecode)
        return list(self._outputs)

    def check_module(self, module, module_file) -> bool:
        # rocscope is main.py under its installed name, found by the editable install's
        # mapping (pyproject.toml), not a rocscope.py to build.
        if module == TOP:
            return False
        return super().check_module(module, module_file)

    def get_source_files(self) -> list[str]:
        """Every file a source distribution needs to build the wheel again."""
        files = [os.fspath(s.relative_to(ROOT)) for s, _ in installed_files()]
        return files + list(BUILD_ONLY)


def _lrelease() -> str:
    """PySide6's ``lrelease``, which compiles the translations (pyproject.toml's
    build requirements install it)."""
    found = find_spec("PySide6")
    if found is None or found.origin is None:
        raise RuntimeError("building rocscope needs PySide6-Essentials (its lrelease)")
    return str(Path(found.origin).parent / ("lrelease.exe" if os.name == "nt" else "lrelease"))


class EggInfo(_egg_info):
    """setuptools' ``egg_info``, whose ``top_level.txt`` names what a wheel installs:
    ``rocscope`` alone. (The metadata is written before anything is built, the same
    for an editable install, whose checkout also has ``core``, ``gui`` and ``main``; the
    file is informative only, and pip does not read it.)"""

    def run(self) -> None:
        super().run()
        Path(self.egg_info, "top_level.txt").write_text(TOP + "\n", encoding="utf-8")
