"""The column chooser proposes what the loader found (the label column, and the
positive side of a known encoding, named in a visible line), lists the label column's
values, and keeps OK disabled, saying why, until the choice can work.

Both directions are checked: what the widgets show for a file, and what
``selection()`` returns once the user changes them.
"""

from fractions import Fraction

import pytest
from PySide6 import QtCore

from core.errors import ChoiceNeededError, ColumnKindError, LoadError
from core.readers.loading import Selection, guess_selection, prepare, read_dataset
from gui.base.application import application
from gui.window.column_chooser import ColumnChooser
from tests.gui.window.test_opening import DATA


def question_for(path, **hints):
    dataset = read_dataset(path)
    with pytest.raises(LoadError) as info:
        guess_selection(dataset, **hints)
    return dataset, info.value


def chooser_for(qtbot, path, initial=None, **hints):
    application()
    dataset, question = question_for(path, **hints)
    dialog = ColumnChooser(dataset, question, initial)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def items(combo):
    return [combo.itemText(i) for i in range(combo.count())]


def auc(dialog):
    return prepare(dialog.dataset, dialog.selection()).curve().auc_exact()


def test_zero_one_labels_propose_one_and_say_so(qtbot):
    dialog = chooser_for(qtbot, DATA / "zero_one.csv")
    assert dialog.label.currentText() == "label"
    assert items(dialog.positive) == ["0", "1"] and dialog.positive.currentText() == "1"
    assert dialog.proposal.isVisible()
    assert dialog.proposal.text() == ("Positive class: '1' in 'label', the usual reading of"
                                      " 1/0. Every other value counts as negative.")
    assert dialog.ok_button.isEnabled() and not dialog.status.isVisible()
    assert dialog.selection() == Selection(score="model_a", label="label", positive="1")
    assert auc(dialog) == Fraction(81, 100)

    # The user picks the other class: taken as asked, and the line says what is usual.
    dialog.positive.setFocus()
    qtbot.keyClicks(dialog.positive, "0")
    assert dialog.selection() == Selection(score="model_a", label="label", positive="0")
    assert "the usual reading of 1/0 would be '1'" in dialog.proposal.text()
    assert auc(dialog) == Fraction(19, 100)


def test_yes_no_labels_propose_yes(qtbot):
    dialog = chooser_for(qtbot, DATA / "yes_no.csv")
    assert dialog.label.currentText() == "diagnosis"
    assert items(dialog.positive) == ["no", "yes"] and dialog.positive.currentText() == "yes"
    assert "Positive class: 'yes' in 'diagnosis', the usual reading of yes/no" in (
        dialog.proposal.text())
    assert dialog.ok_button.isEnabled()
    dialog.score.setCurrentText("model_b")
    assert dialog.selection() == Selection(score="model_b", label="diagnosis", positive="yes")


def test_an_id_column_first_is_not_taken_for_the_labels(qtbot):
    dialog = chooser_for(qtbot, DATA / "id_first.csv")
    assert items(dialog.label)[0] == "patient"
    assert dialog.label.currentText() == "outcome"
    assert items(dialog.positive) == ["0", "1"] and dialog.positive.currentText() == "1"
    assert dialog.score.currentText() == "model_a"  # not the id, nor the grade
    assert dialog.ok_button.isEnabled()
    assert auc(dialog) == Fraction(81, 100)

    # A label column of no known encoding: its values listed, none proposed, OK off.
    dialog.label.setCurrentText("grade")
    assert items(dialog.positive) == ["1", "2", "3", "4"]
    assert dialog.positive.currentText() == ""
    assert not dialog.ok_button.isEnabled()
    assert dialog.status.isVisible()
    assert dialog.status.text() == "Choose which value of 'grade' is the positive class."
    dialog.positive.setCurrentText("4")
    assert dialog.ok_button.isEnabled() and not dialog.status.isVisible()
    assert dialog.selection() == Selection(score="model_a", label="grade", positive="4")

    # The same column as score and label.
    dialog.label.setCurrentText("model_a")
    assert not dialog.ok_button.isEnabled()
    assert dialog.status.text() == "'model_a' cannot be both the score and the label column."

    # Too many values to list (an id): the value is typed, and must be typed.
    dialog.label.setCurrentText("patient")
    assert dialog.positive.isEditable() and dialog.positive.count() == 0
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.positive.lineEdit(), "101")
    assert dialog.ok_button.isEnabled()
    assert dialog.selection().positive == "101"

    # Back to the known encoding: its usual positive is proposed again.
    dialog.label.setCurrentText("outcome")
    assert dialog.positive.currentText() == "1" and dialog.ok_button.isEnabled()


def test_only_columns_of_numbers_are_offered_as_scores(qtbot):
    dialog = chooser_for(qtbot, DATA / "yes_no.csv")
    assert items(dialog.score) == ["model_a", "model_b"]
    assert "diagnosis" in items(dialog.label)


def test_a_score_column_given_that_holds_text_is_explained_and_replaced(qtbot):
    initial = Selection(score="column 3", label=None)
    application()
    dataset, problem = question_for(DATA.parents[1] / "data/formats/seed.csv", score="3")
    assert isinstance(problem, ColumnKindError)
    dialog = ColumnChooser(dataset, problem, initial)
    qtbot.addWidget(dialog)
    text = dialog.findChild(type(dialog.status), "question").text()
    assert text.startswith('seed.csv line 1, column "column 3": \'+\' is not a number')
    assert "--" not in text
    assert items(dialog.score) == ["column 2"]
    assert (dialog.label.currentText(), dialog.positive.currentText()) == ("column 3", "+")
    assert dialog.ok_button.isEnabled()


def test_a_positive_value_that_is_not_there_keeps_ok_disabled(qtbot):
    initial = Selection(score="model_a", label="label", positive="yes")
    application()
    dataset = read_dataset(DATA / "zero_one.csv")
    dialog = ColumnChooser(dataset, None, initial)
    qtbot.addWidget(dialog)
    # 'yes' is no value of a 0/1 column: nothing is selected, and OK waits.
    assert dialog.positive.currentText() == "" and not dialog.ok_button.isEnabled()


def test_counts_need_three_different_columns(qtbot):
    application()
    dataset = read_dataset(DATA.parents[1] / "data/formats/aggregated.csv")
    dialog = ColumnChooser(dataset, None, Selection(score="score",
                                                    counts=("positives", "negatives")))
    qtbot.addWidget(dialog)
    assert dialog.counts_mode.isChecked() and dialog.ok_button.isEnabled()
    assert dialog.selection() == Selection(score="score", counts=("positives", "negatives"))
    dialog.neg_count.setCurrentText("positives")
    assert not dialog.ok_button.isEnabled()
    assert "three different columns" in dialog.status.text()


def test_the_question_names_what_could_not_be_told(qtbot):
    dialog = chooser_for(qtbot, DATA / "zero_one.csv")
    text = dialog.findChild(type(dialog.status), "question").text()
    assert text == "rocscope could not decide on its own. Which column holds the scores?"
    assert isinstance(question_for(DATA / "zero_one.csv")[1], ChoiceNeededError)


def test_in_the_window_ok_gives_the_auc_of_the_usual_positive_class(qtbot, window):
    window.open_file(str(DATA / "id_first.csv"))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    assert window.loader.column_chooser.positive.currentText() == "1"
    window.loader.column_chooser.ok_button.click()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    assert window.session.data.selection == Selection(score="model_a", label="outcome",
                                                      positive="1")
    assert window.session.curve.auc_exact() == Fraction(81, 100)


def test_in_the_window_a_score_column_of_words_asks_again(qtbot, window):
    from core.app.request import LoadRequest as Hints

    window.open_file(str(DATA.parents[1] / "data/formats/seed.csv"), Hints(scores=("3",)))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    dialog = window.loader.column_chooser
    assert "'+' is not a number" in dialog.findChild(type(dialog.status), "question").text()
    assert dialog.score.currentText() == "column 2"
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    assert window.session.data.selection.score == "column 2"
    assert window.session.message is None or window.session.message.level != "error"


def test_in_the_window_a_nan_score_reads_as_one_sentence_with_the_menu(qtbot, window):
    window.open_file(str(DATA / "nan_score.csv"))
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)
    message = window.session.message
    assert message.level == "error"
    assert message.text == (
        'nan_score.csv line 3, column "score": \'NaN\' is not a number (NaN counts as a'
        " missing value); rows with missing values can be left out (File → Leave Out"
        " Missing Rows)")
    assert window.banner.action_button.text() == "Load Without Missing Rows"


def test_ticking_further_score_columns_shows_them_as_models(qtbot, window):
    window.open_file(str(DATA / "zero_one.csv"))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    dialog = window.loader.column_chooser
    first = dialog.score.currentText()
    others = [dialog.also.item(i) for i in range(dialog.also.count())
              if dialog.also.item(i).flags() & QtCore.Qt.ItemFlag.ItemIsEnabled]
    assert others, "the file has another column of numbers"
    other = others[0].text()  # the dialog and its items go when it closes
    others[0].setCheckState(QtCore.Qt.CheckState.Checked)
    assert [s.score for s in dialog.selections()] == [first, other]
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: len(window.session.models) == 2, timeout=10_000)
    assert [m.name for m in window.session.models] == [first, other]
    # Choose Columns again: the models on screen are ticked, and unticking removes one.
    window.loader.choose_columns()
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    dialog = window.loader.column_chooser
    ticked = [dialog.also.item(i).text() for i in range(dialog.also.count())
              if dialog.also.item(i).checkState() == QtCore.Qt.CheckState.Checked]
    assert other in ticked
    for i in range(dialog.also.count()):
        dialog.also.item(i).setCheckState(QtCore.Qt.CheckState.Unchecked)
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: len(window.session.models) == 1, timeout=10_000)


def test_choose_columns_of_a_big_file_read_in_part_offers_every_column(qtbot, window,
                                                                       tmp_path, monkeypatch):
    from core.readers import selected

    monkeypatch.setattr(selected, "BIG_TEXT_BYTES", 0)  # every file counts as big
    path = tmp_path / "wide.csv"
    path.write_text("id,note,score,label\n" + "".join(
        f"{i},w{i},{i * 7919 % 10007 / 10007:.6f},{i % 2}\n" for i in range(400)))
    window.open_file(str(path))
    qtbot.waitUntil(lambda: window.session.data is not None
                    and window.session.data.dataset.source == str(path), timeout=10_000)
    assert window.session.data.dataset.partial
    window.loader.choose_columns()
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    assert items(window.loader.column_chooser.label) == ["id", "note", "score", "label"]
    assert window.loader.column_chooser.score.currentText() == "score"


@pytest.mark.parametrize("match", ["id", "row order"])
def test_add_model_asks_how_rows_match_and_pairs_as_the_command_line(qtbot, make_window,
                                                                     monkeypatch, match):
    from PySide6 import QtWidgets

    from gui.base.paths import EXAMPLES

    window = make_window(file=str(EXAMPLES / "model_a.csv"), score="prob", label="label")
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(EXAMPLES / "model_b.csv"), ""))
    window.add_model_action.trigger()
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=5000)
    chooser = window.loader.column_chooser
    assert chooser.ids.isVisible()  # files are shown already: how do rows match?
    assert [chooser.ids.itemText(i) for i in range(chooser.ids.count())] == [
        "row order", "id", "label", "prob"]
    assert chooser.ids.currentText() == "id"  # called like an id: proposed first
    chooser.score.setCurrentText("prob")
    chooser.ids.setCurrentText(match)
    chooser.ok_button.click()
    qtbot.waitUntil(lambda: not window.loader.loading and len(window.session.models) == 2,
                    timeout=10_000)
    assert window.session.id_column == (None if match == "row order" else "id")
    assert [m.name for m in window.session.models] == ["model_a.csv:prob", "model_b.csv:prob"]
    table = window.comparison_panel.table
    qtbot.waitUntil(lambda: table.rowCount() == 1, timeout=5000)
    # The same rows in another order: paired by id as `--id id` pairs them, else not.
    assert window.comparison_panel.cells[0]["pairing"] == ("paired" if match == "id" else "unpaired")


def also_items(dialog):
    """(name shown, enabled, ticked) of each column listed under "More models"."""
    out = []
    for i in range(dialog.also.count()):
        item = dialog.also.item(i)
        out.append((item.text(), bool(item.flags() & QtCore.Qt.ItemFlag.ItemIsEnabled),
                    item.checkState() == QtCore.Qt.CheckState.Checked))
    return out


def test_more_models_never_offers_the_score_or_the_label_already_chosen(qtbot, tmp_path):
    path = tmp_path / "graded.csv"
    path.write_text("model_a,model_b,label\n0.1,0.4,0\n0.8,0.7,1\n0.6,0.2,1\n0.3,0.5,0\n")
    dialog = chooser_for(qtbot, path, label="nothing")
    dialog.label.setCurrentText("label")
    dialog.score.setCurrentText("model_a")
    assert also_items(dialog) == [("model_a (the score chosen above)", False, False),
                                  ("model_b", True, False),
                                  ("label (the label column)", False, False)]
    dialog.also.item(1).setCheckState(QtCore.Qt.CheckState.Checked)
    assert [s.score for s in dialog.selections()] == ["model_a", "model_b"]
    # Choosing the ticked column as the score unticks it there: one model, not two.
    dialog.score.setCurrentText("model_b")
    assert also_items(dialog)[:2] == [("model_a", True, False),
                                      ("model_b (the score chosen above)", False, False)]
    assert [s.score for s in dialog.selections()] == ["model_b"]


def test_a_column_of_many_fractions_taken_as_the_label_is_questioned(qtbot, tmp_path):
    path = tmp_path / "two_scores.csv"
    rows = "\n".join(f"{i / 37:.4f},{(i * 7 % 37) / 37:.4f}" for i in range(37))
    path.write_text("p,q\n" + rows + "\n")
    dialog = chooser_for(qtbot, path)
    dialog.score.setCurrentText("p")
    dialog.label.setCurrentText("q")
    dialog.positive.setEditText("0.5")
    assert "Careful: 'q' holds many different fractional numbers" in dialog.proposal.text()
    # A label column of few values says nothing of the kind.
    dialog2 = chooser_for(qtbot, DATA / "zero_one.csv")
    assert "Careful" not in dialog2.proposal.text()
