"""What a window does not show when it opens is made when first shown or asked for:
the docks behind Numbers, the models and comparisons of a single model, the PR and DET
plots. Made, each shows what a window made with it from the start shows."""

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_hidden_docks_and_plots_are_made_when_shown(window, qtbot):
    assert window.session.plots == "roc"
    for dock in (window.analysis_dock, window.why_dock, window.strata_dock,
                 window.models_dock, window.comparison_dock):
        assert not dock.built, dock.objectName()
    frames = window.plots_area.frames
    assert not frames["pr"].built and not frames["det"].built
    window.analysis_dock.raise_()
    qtbot.waitUntil(lambda: window.analysis_dock.built
                    and window.analysis_panel.isVisible(), timeout=60_000)
    window.session.set_plots("det")
    qtbot.waitUntil(lambda: frames["det"].built and window.det_view.isVisible(),
                    timeout=60_000)
    assert not frames["pr"].built


def test_a_panel_asked_for_is_made_and_follows_the_session(window, qtbot):
    assert not window.why_dock.built
    table = window.rank_table  # asked for by name: made, though behind Numbers
    assert window.why_dock.built and window.why_tabs.holds(table)
    window.show_panel(table)
    qtbot.waitUntil(lambda: table.isVisible(), timeout=60_000)
    # The eight samples, ranked: what a window made with the table from the start lists.
    qtbot.waitUntil(lambda: table.result is not None, timeout=60_000)
    assert len(table.result.rows) == 8 and table.model.rowCount() == 8


def test_a_launch_on_the_example_loads_no_scipy_duckdb_or_pandas_before_its_first_paint():
    # The hidden DET plot placed its operating point with scipy.stats, and the panels'
    # intervals loaded scipy.special, before the window had painted.
    probe = textwrap.dedent("""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        sys.argv = ["main.py"]
        sys.path.insert(0, %r)
        import main
        from PySide6 import QtCore, QtWidgets
        def at_exec():
            app = QtWidgets.QApplication.instance()
            class FirstPaint(QtCore.QObject):
                def eventFilter(self, watched, event):
                    if event.type() == QtCore.QEvent.Type.Paint:
                        loaded = sorted(m for m in ("scipy", "duckdb", "pandas")
                                        if m in sys.modules)
                        print(" ".join(loaded) or "none", flush=True)
                        os._exit(0)
                    return False
            watcher = FirstPaint()
            app.installEventFilter(watcher)
            return exec_()
        exec_ = QtWidgets.QApplication.exec
        QtWidgets.QApplication.exec = staticmethod(at_exec)
        main.main(exit_when_done=True)
    """) % str(ROOT)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, timeout=300)
    assert out.stdout.strip() == "none", out.stderr[-2000:]
