"""Every example command in the README's "The command line" section, in
docs/command-line.md and in ``rocscope --help`` runs as written.

The commands are read out of the documents, so a changed example is tested as changed.
Each runs from a folder where ``resources/`` is the project's, so exported files land in
a temporary folder: through a shell, with ``rocscope`` this checkout's ``main.py``, when
it redirects or exports (a real process matters there); in-process otherwise. A command
that would open the window runs with ``--report json`` added: it checks the files and
options the example names, without a display.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import main
from core.app.cli.parser import build_parser

ROOT = Path(__file__).resolve().parents[3]


def shell_blocks(markdown: str) -> list[str]:
    return re.findall(r"```(?:sh|bash|console)\n(.*?)```", markdown, flags=re.S)


def commands_in(markdown: str) -> list[str]:
    out = []
    for block in shell_blocks(markdown):
        for line in block.splitlines():
            line = line.strip()
            if line.startswith("rocscope"):
                out.append(re.sub(r"\s+#.*$", "", line))
    return out


def readme_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^## The command line\n(.*?)(?=^## )", text, flags=re.S | re.M)
    assert match, "README.md has no '## The command line' section"
    return match.group(1)


def help_commands() -> list[str]:
    """The examples of ``rocscope --help``: a command, then (after two spaces or on the
    next line) what it does."""
    epilog = build_parser().epilog
    examples = epilog.split("\nexamples")[1].split("\nexit status")[0]
    out = []
    for line in examples.splitlines():
        if line.startswith("  rocscope"):
            out.append(re.split(r"\s{2,}", line.strip())[0])
    return out


README = commands_in(readme_section())
DOCS = commands_in((ROOT / "docs" / "command-line.md").read_text(encoding="utf-8"))
HELP = help_commands()


def test_the_documents_have_examples():
    assert len(README) >= 3 and len(DOCS) >= 12 and len(HELP) >= 12


def test_every_example_of_help_is_in_the_documentation():
    missing = [c for c in HELP if c not in DOCS]
    assert not missing, missing


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    work = tmp_path_factory.mktemp("examples")
    (work / "resources").symlink_to(ROOT / "resources")
    bin_dir = work / "bin"
    bin_dir.mkdir()
    launcher = bin_dir / "rocscope"
    launcher.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)}'
                        f' {shlex.quote(str(ROOT / "main.py"))} "$@"\n')
    launcher.chmod(0o755)
    return work


def run_example(command: str, workdir: Path, monkeypatch, capsys) -> tuple[int, str]:
    words = shlex.split(command.split("<")[0])
    if "--report" not in words and "--export" not in words:
        command = command.replace("rocscope", "rocscope --report json", 1)
        words.insert(1, "--report")
        words.insert(2, "json")
    if "<" in command or "--export" in words:
        env = dict(os.environ, PATH=f"{workdir / 'bin'}{os.pathsep}{os.environ['PATH']}")
        run = subprocess.run(["/bin/sh", "-c", command], cwd=workdir, env=env,
                             capture_output=True, text=True, timeout=180)
        return run.returncode, run.stderr
    monkeypatch.chdir(workdir)
    status = main.main(words[1:])
    return status, capsys.readouterr().err


@pytest.mark.parametrize("command", sorted(set(README + DOCS)))
def test_a_documented_command_runs_as_written(command, workdir, monkeypatch, capsys):
    written = [w for w in shlex.split(command.split("<")[0])
               if w.endswith((".png", ".svg", ".pdf", ".gif", ".csv", ".json"))
               and "--export" in command and not w.startswith("resources/")]
    for word in written:  # another example may have written a file of the same name
        (workdir / word).unlink(missing_ok=True)
    status, err = run_example(command, workdir, monkeypatch, capsys)
    assert status == 0, (command, err)
    assert "Traceback" not in err
    for word in written:
        assert (workdir / word).stat().st_size > 0, word


def test_the_documentation_describes_every_option_and_help_agrees():
    docs = (ROOT / "docs" / "command-line.md").read_text(encoding="utf-8")
    parser = build_parser()
    help_text = parser.format_help()
    for action in parser._actions:
        for flag in action.option_strings:
            assert f"`{flag}" in docs, f"docs/command-line.md does not describe {flag}"
            assert flag in help_text
        if action.option_strings and action.help:
            assert "e.g." in action.help or action.nargs == 0 or action.dest in (
                "help", "partial_auc_focus"), f"{action.option_strings[0]} has no example"
