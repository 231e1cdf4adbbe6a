"""Splitting a file into groups and folds from the window: File → Groups and Folds…,
kept across another positive class, and the Strata panel brought forward."""

from pathlib import Path

from PySide6 import QtWidgets

from core.readers.dataset import Selection

EXAMPLES = Path(__file__).resolve().parents[3] / "resources" / "examples"


def wait_loaded(qtbot, window):
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)


def choose(qtbot, window, group, fold):
    window.strata_action.trigger()
    dialog = window.strata_chooser
    assert isinstance(dialog, QtWidgets.QDialog)
    dialog.group.setCurrentIndex(dialog.group.findData(group))
    dialog.fold.setCurrentIndex(dialog.fold.findData(fold))
    dialog.ok_button.click()
    wait_loaded(qtbot, window)


def test_groups_and_folds_chosen_in_the_window_split_the_file(qtbot, make_window):
    window = make_window(file=str(EXAMPLES / "cv_folds.csv"), score="score", label="label")
    assert window.session.shown.strata is None
    dialog_columns = None
    window.strata_action.trigger()
    dialog = window.strata_chooser
    dialog_columns = [dialog.group.itemText(i) for i in range(dialog.group.count())]
    dialog.reject()
    assert dialog_columns == ["(none)", "id", "fold"]  # not the score or the label
    choose(qtbot, window, None, "fold")
    strata = window.session.shown.strata
    assert strata.folds.column == "fold" and strata.groups is None
    assert window.strata_panel.isVisible()
    assert window.strata_panel.heading.text().startswith("<b>Folds by fold</b>")
    # another positive class keeps the folds
    window.loader.reload_with(Selection(score="score", label="label", positive="0"))
    wait_loaded(qtbot, window)
    assert window.session.shown.data.selection.positive == "0"
    assert window.session.shown.strata.folds.column == "fold"
    # and none takes them away
    choose(qtbot, window, None, None)
    assert window.session.shown.strata is None


def test_a_group_column_from_the_command_line_opens_on_the_strata_panel(qtbot, make_window):
    window = make_window(file=str(EXAMPLES / "clicks_by_user.csv"), group="user")
    qtbot.waitUntil(lambda: window.strata_panel.isVisible(), timeout=5_000)
    assert "Groups by user" in window.strata_panel.heading.text()
    window.session.set_stratum("u05")
    assert any("user = u05" in e.text for e in window.roc_view.legend_entries)


def test_the_strata_panel_exports_its_table_as_the_command_line_does(qtbot, make_window,
                                                                     tmp_path, monkeypatch):
    from core.app.output.strata_tables import write_table

    window = make_window(file=str(EXAMPLES / "clicks_by_user.csv"), group="user")
    asked = []

    def fake_dialog(parent, title, start, filters, options=None, selectedFilter=""):
        asked.append(selectedFilter)
        return str(tmp_path / "users.csv"), selectedFilter  # ".csv" typed, the table chosen

    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", fake_dialog)
    window.strata_panel.export.click()
    assert asked == ["Table of groups, CSV (*.groups.csv)"]
    written = (tmp_path / "users.groups.csv").read_text()
    write_table(tmp_path / "cli.groups.csv", "groups", [window.session.shown])
    assert written == (tmp_path / "cli.groups.csv").read_text()
    assert written.splitlines()[0] == "group,n,n_positive,n_negative,auc"
    assert len(written.splitlines()) == 41
