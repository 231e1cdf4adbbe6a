"""The wheel's build step, without building: every module of the tree rewrites to the
installed names on the same lines, and the wheel carries the examples, help and icon."""

from __future__ import annotations

import ast

import pytest

from core.app.packaging import (
    BUILD_ONLY,
    ROOT,
    TOP,
    installed_files,
    module_names,
    rewrite_imports,
)

FILES = installed_files()
MODULES = module_names(FILES)


def _absolute_imports(source: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level == 0:
            out.append(node.module)
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return out


def test_every_module_of_the_tree_rewrites_to_one_package_on_the_same_lines():
    rewritten = 0
    for source, _ in FILES:
        if source.suffix != ".py":
            continue
        text = source.read_text(encoding="utf-8")
        new = rewrite_imports(text, str(source), MODULES)
        assert new.count("\n") == text.count("\n"), source
        for name in _absolute_imports(new):
            assert name.partition(".")[0] not in ("core", "gui", "main"), (source, name)
        rewritten += new != text
    assert rewritten > 100  # most modules import another package of the tree


def test_the_wheel_carries_the_program_and_its_resources_and_not_its_build():
    targets = {t for _, t in FILES}
    for needed in ("rocscope/__init__.py", "rocscope/core/app/api/__init__.py",
                   "rocscope/gui/api/__init__.py", "rocscope/resources/rocscope.svg",
                   "rocscope/resources/help/guide.html",
                   "rocscope/resources/examples/three_models.csv",
                   "rocscope/resources/examples/click_log/part-0.parquet"):
        assert needed in targets
    assert all(t.startswith(f"{TOP}/") for t in targets)
    assert not any("__pycache__" in t or t.endswith(".pyc") for t in targets)
    assert f"{TOP}/{BUILD_ONLY[0]}" not in targets
    assert (ROOT / "main.py", "rocscope/__init__.py") in FILES
    assert {"core", "core.app.api", "gui.figures.exporting"} <= MODULES


@pytest.mark.parametrize("before, after", [
    ("from core import errors\n", "from rocscope.core import errors\n"),
    ("from gui.window.app import (\n    build_window,\n)\n",
     "from rocscope.gui.window.app import (\n    build_window,\n)\n"),
    ("import core\n", "import rocscope.core as core\n"),
    ("import gui.api as api, os\n", "import rocscope.gui.api as api, os\n"),
    ("from main import main\n", "from rocscope import main\n"),
    ("if x:  # é\n    from  core.errors import E; import main as m\n",
     "if x:  # é\n    from  rocscope.core.errors import E; import rocscope as m\n"),
    ("s = 'é'; f('gui.figures.exporting', \"core.nothing\")\n",
     "s = 'é'; f('rocscope.gui.figures.exporting', \"core.nothing\")\n"),
    # A bare top-level name in a string is a word: IPython's %gui magic.
    ("shell.run_line_magic('gui', 'qt'); x = ['core', 'main']\n",
     "shell.run_line_magic('gui', 'qt'); x = ['core', 'main']\n"),
    ("from .build import x\nfrom corex import y\nimport coredump\n",
     "from .build import x\nfrom corex import y\nimport coredump\n"),
])
def test_rewrites(before, after):
    assert rewrite_imports(before, modules=MODULES) == after


def test_an_import_that_would_bind_another_name_is_refused():
    with pytest.raises(ValueError, match="from core.engine import build"):
        rewrite_imports("import core.engine.build\n")
