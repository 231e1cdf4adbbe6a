"""rocscope as a user installs it: ``pip install`` of the checkout into a fresh
virtualenv, run from a folder outside the checkout. The command line on a bundled
example, ``rocscope.report`` on arrays, and the window offscreen with every Examples
entry and the Help guide opened, all through the installed package alone.

Minutes rather than seconds (a virtualenv, every dependency unpacked), so ``make test``
leaves it out and ``make wheel-check`` (run by CI after ``make test``) runs it:
``pytest -m wheel``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from core.app.api import report

# pip installing Qt, pyarrow and scipy into a new virtualenv can take minutes on a busy
# machine: more than the ten minutes a test is otherwise given.
pytestmark = [pytest.mark.wheel, pytest.mark.timeout(1800)]

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """``(python, bin, outside)``: a fresh virtualenv holding ``pip install <checkout>``,
    and an empty folder outside the checkout to run it from."""
    base = tmp_path_factory.mktemp("installed")
    env_dir = base / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / "bin"
    run([bin_dir / "python", "-m", "pip", "install", "--quiet", str(ROOT)], cwd=base,
        timeout=1500)
    outside = base / "elsewhere"
    outside.mkdir()
    return bin_dir / "python", bin_dir, outside


def run(command, cwd, env=None, input=None, timeout=300) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                          env=env, input=input, timeout=timeout)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def clean_env(**extra) -> dict:
    """The environment without anything that would find the checkout instead."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(extra)
    return env


def test_one_package_is_installed_and_nothing_else(installed):
    python, _, outside = installed
    code = ("import importlib.util, json, rocscope, sys;"
            "print(json.dumps([rocscope.__file__, sys.modules.get('core') is None,"
            " [n for n in ('core', 'gui', 'main') if importlib.util.find_spec(n)]]))")
    where, no_core, found = json.loads(run([python, "-c", code], outside, clean_env()).stdout)
    assert "site-packages" in where and not where.startswith(str(ROOT))
    assert no_core and found == []


def test_the_command_line_on_a_bundled_example(installed):
    python, bin_dir, outside = installed
    example = run([python, "-c", "import rocscope; print(rocscope.examples()"
                   "['three_models.csv'])"], outside, clean_env()).stdout.strip()
    assert example.endswith("rocscope/resources/examples/three_models.csv")
    args = ["--score", "a,b", "--ci", "--report", "json"]
    ours = json.loads(run([bin_dir / "rocscope", example, *args], outside, clean_env()).stdout)
    checkout = run([sys.executable, ROOT / "main.py",
                    ROOT / "resources" / "examples" / "three_models.csv", *args], ROOT)
    expected = json.loads(checkout.stdout)
    for model in expected["models"]:
        model["file"] = example
    assert ours == expected
    as_module = run([python, "-m", "rocscope", "--report", "json"], outside, clean_env())
    assert json.loads(as_module.stdout)["exact"]["auc_average"] == "21/32"


def test_report_on_arrays(installed):
    python, _, outside = installed
    y, a, b = [1, 0, 1, 1, 0, 0, 1, 0], [.77, .62, .58, .47, .47, .33, .23, .15], \
        [.5, .6, .9, .4, .1, .2, .3, .8]
    code = ("import json, sys, numpy as np, rocscope\n"
            "y, a, b = json.load(sys.stdin)\n"
            "r = rocscope.report(np.array(y), {'a': np.array(a), 'b': b}, ci=True, pr=True)\n"
            "print(json.dumps([r.to_dict(), r.models['a'].ci.low, type(r).__module__]))\n")
    got, low, module = json.loads(run([python, "-c", code], outside, clean_env(),
                                      input=json.dumps([y, a, b])).stdout)
    expected = report(y, {"a": a, "b": b}, ci=True, pr=True)
    assert got == expected.to_dict() and low == expected.models["a"].ci.low
    assert module == "rocscope.core.app.report.results"


WINDOW = r"""
import json
from PySide6 import QtCore, QtWidgets
import rocscope
from rocscope.core.app.request import Request
from rocscope.gui.base.application import application
from rocscope.gui.window.app import build_window

app = application()
window = build_window(Request())
window.show()
seen = {"icon": not app.windowIcon().isNull(), "examples": {}}

def wait_loaded():
    while window.loader.loading:
        chooser = window.loader.column_chooser
        if chooser is not None and chooser.isVisible() and chooser.ok_button.isEnabled():
            chooser.ok_button.click()  # a file of several score columns asks which
        app.processEvents(QtCore.QEventLoop.ProcessEventsFlag.AllEvents, 50)

for action in window.examples_menu.actions():
    if not action.isEnabled() or action.isSeparator():
        continue
    action.trigger()
    wait_loaded()
    models = window.session.models
    seen["examples"][action.text()] = [[m.name, m.curve.n_samples] for m in models]

def read_guide():
    box = app.activeModalWidget()
    seen["guide"] = box.text() if box is not None else None
    if box is not None:
        box.accept()

QtCore.QTimer.singleShot(300, read_guide)
window.guide_action.trigger()

# rocscope.show in a script: it returns when the window is closed.
def close_shown():
    shown = rocscope.gui.api.current_window()
    seen["show"] = [m.name for m in shown.session.models]
    shown.close()

QtCore.QTimer.singleShot(300, close_shown)
rocscope.show([1, 0, 1, 0], {"a": [0.9, 0.1, 0.8, 0.3], "b": [0.4, 0.6, 0.7, 0.2]})

# rocscope.show in IPython (a stand-in shell): %gui qt, then it returns at once.
import sys, types
class Shell:
    active_eventloop = None
    magics = []
    def run_line_magic(self, name, line):
        self.magics.append([name, line])
        self.active_eventloop = line
shell = Shell()
sys.modules["IPython"] = types.ModuleType("IPython")
sys.modules["IPython"].get_ipython = lambda: shell
rocscope.show([1, 0, 1, 0], [0.9, 0.1, 0.8, 0.3])
rocscope.show([1, 0, 1, 0], {"c": [0.2, 0.1, 0.8, 0.3]})
seen["ipython"] = [shell.magics, [m.name for m in rocscope.gui.api.current_window().session.models]]
print(json.dumps(seen))
"""


def test_the_window_offscreen_with_every_example_and_the_guide(installed):
    python, _, outside = installed
    done = run([python, "-c", WINDOW], outside, clean_env(QT_QPA_PLATFORM="offscreen"))
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["icon"]
    examples = seen["examples"]
    files = sorted(p.name for p in (ROOT / "resources" / "examples").iterdir()
                   if p.is_file() and p.name not in ("README.md", "eight_samples.csv"))
    assert len(examples) == len(files) + 1  # the eight samples are built in
    for name in files:
        shown = [models for title, models in examples.items() if name in title]
        assert shown and shown[0] and all(n > 0 for _, n in shown[0]), (name, examples)
    assert "Reading the picture" in seen["guide"]
    assert seen["show"] == ["a", "b"]
    assert seen["ipython"] == [[["gui", "qt"]], ["score", "c"]]
