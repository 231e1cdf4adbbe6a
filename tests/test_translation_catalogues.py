"""The catalogues are what Qt's lupdate makes of the code: ``make translations-update``
run on the tree changes nothing, so no marked text is missing from them (a translator
would never see it) and none is left over (an orphan the code no longer says)."""

import filecmp
import shutil
import subprocess
import sys
from pathlib import Path

from core.resources import I18N

ROOT = Path(__file__).resolve().parents[1]


def test_make_translations_update_changes_nothing(tmp_path):
    copy = tmp_path / "i18n"
    shutil.copytree(I18N, copy, ignore=shutil.ignore_patterns("*.qm"))
    venv = Path(sys.executable).parent.parent
    subprocess.run(["make", "-s", "-o", f"{venv}/.stamp", "translations-update",
                    f"VENV={venv}", f"I18N={copy}"], cwd=ROOT, check=True)
    changed = sorted(str(p.relative_to(copy)) for p in copy.rglob("*")
                     if p.is_file() and not filecmp.cmp(p, I18N / p.relative_to(copy),
                                                        shallow=False))
    added = sorted(str(p.relative_to(copy)) for p in copy.rglob("*.ts")
                   if not (I18N / p.relative_to(copy)).is_file())
    assert not changed and not added, (
        f"the catalogues are behind the code ({changed + added}): run"
        " `make translations-update`, then translate what it marks unfinished")
