"""The window on a model computed out of memory (docs/architecture.md): what needs only vertices
works; what needs every row says plainly why it is not there; nothing raises."""

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.app.request import LoadRequest
from core.scale import open_large


@pytest.fixture
def parquet_dir(tmp_path):
    rng = np.random.default_rng(8)
    n = 30_000
    y = rng.random(n) < 0.3
    s = np.round(rng.random(n) * 0.6 + 0.3 * y, 6)
    folder = tmp_path / "logs"
    folder.mkdir()
    for i in range(3):
        pq.write_table(pa.table({"score": s[i::3], "label": y[i::3].astype(np.int8)}),
                       folder / f"part{i}.parquet")
    return folder, s, y


def test_a_directory_opens_through_duckdb(qtbot, make_window, parquet_dir):
    import core

    folder, s, y = parquet_dir
    window = make_window(file=str(folder), engine="duckdb")
    qtbot.waitUntil(lambda: window.session.data is not None
                    and window.session.data.dataset.source == str(folder), timeout=20_000)
    whole = core.roc_from_scores(s, y)
    assert window.session.curve.pairs == whole.pairs
    assert window.session.curve.auc() == whole.auc()


def test_a_thinned_model_in_the_window(qtbot, window, parquet_dir):
    folder, s, y = parquet_dir
    large = open_large(str(folder), LoadRequest(scores=("score",), label="label"), whole_up_to=0,
                       grid=64)
    assert not large.curve().complete
    window.loader.show(model_of(large))
    session = window.session
    # Vertices: the curve, the areas, the numbers, the threshold at kept vertices.
    from gui.base import style

    assert style.format_number(large.curve().auc(), 6) in window.numbers_panel.text()
    session.step_threshold(3)
    point = session.operating_point
    assert point.tp == int(large.curve().tp[point.vertex])
    # Rows: said plainly.
    assert window.score_view.notice.isVisible()
    assert "out of memory" in window.score_view.notice.textItem.toPlainText()
    window.show_panel(window.rank_table)
    qtbot.waitUntil(lambda: "out of memory" in window.rank_table.status.text(), timeout=5000)
    window.show_panel(window.accumulation_table)
    qtbot.waitUntil(lambda: "out of memory" in window.accumulation_table.status.text(),
                    timeout=5000)
    # Every panel and plot survives being shown.
    for plots in ("pr", "both", "roc"):
        session.set_plots(plots)
        qtbot.wait(20)
        if plots != "roc":
            assert window.pr_view.notice.isVisible()
            assert "needs every vertex" in window.pr_view.notice.textItem.toPlainText()
    session.set_analysis(hull=True, best="youden", partial_auc=(0.0, 0.2))
    session.set_ordering("best")
    window.sweep_panel.step_forward()
    qtbot.wait(50)
    assert session.reveal is None  # no replay of a thinned curve: the caption says why
    assert "needs every vertex" in window.sweep_panel.caption.text()
    assert window.pr_view.notice.isVisible() or session.plots == "roc"
    assert "out of memory" in window.analysis_panel.hull_text.text()


def test_file_open_folder_computes_it_out_of_memory(qtbot, window, parquet_dir, monkeypatch):
    from PySide6 import QtWidgets

    folder, _s, _y = parquet_dir
    monkeypatch.setattr(QtWidgets.QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(folder)))
    window.open_folder_action.trigger()
    qtbot.waitUntil(lambda: window.session.data is not None
                    and window.session.data.dataset.source == str(folder), timeout=20_000)
    assert window.session.data.scores is None  # the rows stayed in the engine
    # Ctrl+Q quits from the plot the folder is shown on (the platform's Quit key is
    # empty on some Linux desktops: the shortcut did nothing).
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.roc_view.setFocus()
    qtbot.keyClick(window.roc_view, QtCore.Qt.Key.Key_Q, QtCore.Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)
