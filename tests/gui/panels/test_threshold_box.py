"""Typing a threshold: the number typed is the number taken, or the box refuses it
visibly. ``0,5`` is 0.5 where the decimal mark is a comma and refused elsewhere (never
5.0); ``1e400`` is refused as too large (never 1e+40); a stray character never vanishes
to leave another number."""

import math

import pytest
from PySide6 import QtCore, QtGui

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from gui.base.application import application
from gui.model import Session
from gui.panels.threshold_box import ThresholdBox

Key = QtCore.Qt.Key
GERMAN = QtCore.QLocale(QtCore.QLocale.Language.German, QtCore.QLocale.Country.Germany)
ENGLISH = QtCore.QLocale(QtCore.QLocale.Language.English, QtCore.QLocale.Country.UnitedStates)


@pytest.fixture
def box(qtbot):
    application()
    session = Session()
    session.add_model(model_of(embedded_example()))
    session.set_threshold(0.62)
    box = ThresholdBox(session)
    box.setLocale(ENGLISH)
    qtbot.addWidget(box)
    box.resize(220, 40)
    box.show()
    qtbot.waitExposed(box)
    return box


def type_in(qtbot, box, text):
    box.lineEdit().selectAll()
    if text.isascii():
        qtbot.keyClicks(box.lineEdit(), text)
    else:  # QTest aborts on characters beyond Latin-1: paste them as a user would
        box.lineEdit().insert(text)
    shown = box.lineEdit().text()
    qtbot.keyClick(box.lineEdit(), Key.Key_Return)
    return shown


def test_a_decimal_comma_is_the_decimal_mark_where_the_locale_says_so(qtbot, box):
    box.setLocale(GERMAN)
    assert type_in(qtbot, box, "0,5") == "0,5"
    assert box.session.threshold == 0.5
    assert box.refusal is None
    assert type_in(qtbot, box, "0.33") == "0.33"  # a point is read as well
    assert box.session.threshold == 0.33


def tint(box):
    return box.lineEdit().palette().color(QtGui.QPalette.ColorRole.Base)


def test_a_decimal_comma_elsewhere_is_refused_visibly_never_read_as_five(qtbot, box):
    assert type_in(qtbot, box, "0,5") == "0,5"  # the comma is not dropped while typing
    assert box.session.threshold == 0.62
    assert box.refusal == "'0,5' is not a number here: write the decimal mark as a point (0.5)"
    assert tint(box) == QtGui.QColor("#fde3e6")  # the box is tinted
    assert box.refusal in box.toolTip()
    # The next good entry clears the refusal.
    type_in(qtbot, box, "0.5")
    assert box.session.threshold == 0.5 and box.refusal is None
    assert tint(box) != QtGui.QColor("#fde3e6")


@pytest.mark.parametrize(("typed", "why"), [
    ("1e400", "'1e400' is larger than any number rocscope can hold (about 1.8e308);"
              " type inf for +∞"),
    ("-1e400", "'-1e400' is larger than any number rocscope can hold (about 1.8e308);"
               " type inf for +∞"),
    ("1e-400", "'1e-400' is too small to tell from 0"),
])
def test_a_number_beyond_float64_is_refused_not_shortened(qtbot, box, typed, why):
    assert type_in(qtbot, box, typed) == typed  # every keystroke kept: never 1e40
    assert box.session.threshold == 0.62
    assert box.refusal == why


@pytest.mark.parametrize("typed", ["1a5", "0.5.5", "--1", "1e", "abc"])
def test_a_stray_character_never_leaves_another_number(qtbot, box, typed):
    assert type_in(qtbot, box, typed) == typed
    assert box.session.threshold == 0.62
    assert box.refusal == f"'{typed}' is not a number"


@pytest.mark.parametrize(("typed", "value"), [
    ("0.5", 0.5), (".25", 0.25), ("1e-3", 0.001), ("-2", -2.0), ("−0.5", -0.5),
    ("inf", math.inf), ("+∞", math.inf), (" 0.47 ", 0.47), ("4.9e-324", 5e-324),
])
def test_numbers_are_taken_exactly_as_typed(qtbot, box, typed, value):
    type_in(qtbot, box, typed)
    assert box.session.threshold == value and box.refusal is None
