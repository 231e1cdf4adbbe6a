"""The window's model without Qt: one event per field, batches, models and focus."""

import math
import subprocess
import sys
import weakref
from pathlib import Path

import numpy as np
import pytest

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from core.readers.loading import load
from gui.model import Display, Session
from gui.model.events import Evented, Field
from gui.model.session import MODEL_PALETTE

ROOT = Path(__file__).resolve().parents[3]


def data(scores, labels, name="d.csv", column="score"):
    text = f"{column},label\n" + "\n".join(f"{s},{y}" for s, y in zip(scores, labels))
    return model_of(load(text.encode(), name=name))


@pytest.fixture
def eight():
    return model_of(embedded_example())


class Recorder:
    def __init__(self, session):
        self.seen = []
        for name in (*Session.FIELDS, "changed", "model"):
            getattr(session.events, name).connect(
                lambda *args, name=name: self.seen.append((name, *args)))

    def names(self):
        return [s[0] for s in self.seen]


def test_each_field_has_its_own_event_and_equal_values_stay_silent(eight):
    session = Session()
    rec = Recorder(session)
    session.set_ordering("l1")
    session.set_ordering("best")  # the same ordering: no event
    session.set_display(band=True)
    session.set_display(band=True)
    session.show_message("info", "hello")
    session.clear_message()
    assert rec.names() == ["ordering", "changed", "display", "changed", "message", "changed",
                           "message", "changed"]
    assert rec.seen[0][1] == "best"
    assert rec.seen[2][1] == Display(band=True)


def test_new_data_notify_once_with_every_field_already_set(eight):
    session = Session()
    rec = Recorder(session)
    seen_inside = []
    # A listener of any event sees the whole new state, whatever the order of events.
    session.events.models.connect(lambda _m: seen_inside.append(
        (session.focused is not None, session.threshold)))
    model, = session.replace_models([eight])
    assert seen_inside == [(True, 0.77)]  # Youden's best vertex
    changed = [s[1] for s in rec.seen if s[0] == "changed"]
    assert changed == [frozenset({"models", "focused", "threshold", "highlighted"})]
    assert rec.names().count("threshold") == 1
    assert session.focused is model and session.models == (model,)


def test_batches_nest_and_report_each_field_once(eight):
    session = Session()
    session.add_model(eight)
    rec = Recorder(session)
    with session.batch():
        session.set_threshold(0.62)
        with session.batch():
            session.set_threshold(0.33)
            session.set_ordering("worst")
        assert rec.seen == []  # nothing until the outermost batch ends
    assert [s for s in rec.seen if s[0] == "threshold"] == [("threshold", 0.33)]
    # The focused model's own field changed too: one event for it as well.
    assert [s for s in rec.seen if s[0] == "model"] == [
        ("model", session.focused, frozenset({"threshold"}))]
    assert rec.seen[-1] == ("changed", frozenset({"threshold", "ordering"}))


def test_each_model_keeps_its_threshold_and_focus_brings_it_back(eight):
    session = Session()
    a = session.add_model(eight)
    b = session.add_model(data([0.9, 0.8, 0.3, 0.1], [1, 0, 1, 0]))
    assert session.focused is b
    session.set_threshold(0.3)
    session.focus(a)
    assert session.threshold == a.threshold == 0.77
    session.set_threshold(math.inf)
    session.focus(b)
    assert session.threshold == 0.3 and session.operating_point.tp == 2
    assert a.threshold == math.inf


def test_names_colours_and_visibility(eight):
    session = Session()
    a = session.add_model(eight)
    b = session.add_model(eight)
    c = session.add_model(data([0.9, 0.1], [1, 0], name="one.csv", column="p"))
    d = session.add_model(data([0.9, 0.1], [1, 0], name="other.csv", column="p"))
    # Named as the command line names models shown together: the column, or file:column
    # where the column's name is not unique; the same column of one file twice, numbered.
    assert a.name == "eight samples (embedded example):column 2"
    assert b.name == "eight samples (embedded example):column 2 (2)"
    assert (c.name, d.name) == ("one.csv:p", "other.csv:p")
    assert len({a.colour, b.colour, c.colour, d.colour}) == 4
    assert {a.colour, b.colour, c.colour, d.colour} <= set(MODEL_PALETTE)
    rec = Recorder(session)
    session.set_visible(a, False)
    assert ("model", a, frozenset({"visible"})) in rec.seen
    assert session.visible_models() == (b, c, d)
    session.focus(a)  # a hidden model that gets the focus is shown again
    assert a.visible
    session.remove_model(d)  # 'p' is unique again: the name follows
    assert c.name == "p"


def test_removing_the_focused_model_focuses_another(eight):
    session = Session()
    a = session.add_model(eight)
    b = session.add_model(data([0.9, 0.8, 0.3, 0.1], [1, 0, 1, 0]))
    session.set_highlighted((a, b))
    session.remove_model(b)
    assert session.focused is a and session.models == (a,)
    assert session.highlighted is None
    session.remove_model(a)
    assert session.focused is None and session.curve is None
    assert session.operating_point is None


def test_a_model_that_left_the_session_no_longer_notifies(eight):
    session = Session()
    a = session.add_model(eight)
    session.remove_model(a)
    rec = Recorder(session)
    a.set(visible=False)
    assert rec.seen == []


def test_replacing_data_of_the_focused_model_refocuses(eight):
    session = Session()
    a = session.add_model(eight)
    rec = Recorder(session)
    session.replace_data(a, data([0.9, 0.8, 0.3, 0.1], [1, 0, 1, 0]))
    assert "focused" in rec.names() and session.curve is a.curve
    assert session.threshold == a.threshold


def test_operating_point_follows_the_threshold(eight):
    session = Session()
    session.add_model(eight)
    for t, (tp, fp) in ((0.5, (2, 1)), (0.47, (3, 2)), (math.inf, (0, 0)), (0.1, (4, 4))):
        session.set_threshold(t)
        point = session.operating_point
        assert (point.tp, point.fp) == (tp, fp)
    session.set_threshold(float("nan"))  # ignored
    assert session.threshold == 0.1
    session.step_threshold(-2)
    assert session.threshold == 0.33
    session.threshold_to_end()
    assert session.threshold == 0.15
    session.threshold_to_start()
    assert session.threshold == math.inf


def test_a_listener_that_is_garbage_collected_is_dropped():
    class Box(Evented):
        v = Field(0)

    class Listener:
        def __init__(self):
            self.values = []

        def on(self, v):
            self.values.append(v)

    box, listener = Box(), Listener()
    box.events.v.connect(listener.on)
    box.set(v=1)
    assert listener.values == [1]
    gone = weakref.ref(listener)
    del listener
    assert gone() is None  # the event did not keep it alive
    box.set(v=2)  # no error, nobody called


def test_equal_arrays_are_not_compared_element_by_element():
    class Box(Evented):
        v = Field(None)

    box, seen = Box(), []
    box.events.v.connect(seen.append)
    box.set(v=np.arange(3))
    box.set(v=np.arange(3))  # a new array is a change, and comparing must not raise
    assert len(seen) == 2


def test_the_model_imports_no_qt():
    code = ("import sys, gui.model, gui.model.session, gui.model.events\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in"
            " ('PySide6', 'shiboken6', 'pyqtgraph'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_reveal_remembers_where_the_replays_step_began(eight):
    session = Session()
    session.add_model(eight)
    rec = Recorder(session)
    session.set_reveal(3)  # one block by default
    assert (session.reveal_from, session.reveal) == (2, 3)
    session.set_reveal(5, since=2)
    assert (session.reveal_from, session.reveal) == (2, 5)
    rec.seen.clear()
    session.set_reveal(5, since=4)  # the same end, another step: redrawn all the same
    assert rec.names() == ["reveal", "reveal_from", "changed"]
    session.set_reveal(0)
    assert (session.reveal_from, session.reveal) == (0, 0)
    session.set_reveal(None)
    assert (session.reveal_from, session.reveal) == (None, None)


def test_the_operating_point_follows_new_data_at_the_same_threshold(eight):
    session = Session()
    model = session.add_model(eight)
    session.set_threshold(0.77)
    assert (session.operating_point.tp, session.operating_point.fp) == (1, 0)
    flipped = data([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
                   [0, 1, 0, 0, 1, 1, 0, 1])
    session.replace_data(model, flipped, threshold=0.77)
    assert session.threshold == 0.77
    assert (session.operating_point.tp, session.operating_point.fp) == (0, 1)


def test_a_copy_holds_the_same_state_in_models_of_its_own(eight):
    session = Session()
    first = session.add_model(eight)
    second = session.add_model(data([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]))
    session.set_visible(first, False)
    session.set_threshold(0.4)
    session.set_highlighted((first, second))
    session.set_ordering("worst")
    session.set_display(band=True)
    session.set_reveal(2)
    copy = session.copy()
    assert copy.models != session.models and len(copy.models) == 2
    layers = dict(zip(session.models, copy.models))
    assert copy.focused is layers[second] and copy.highlighted == (layers[first], layers[second])
    for name in set(Session.FIELDS) - {"models", "focused", "highlighted"}:
        assert getattr(copy, name) == getattr(session, name), name
    for model, layer in layers.items():
        assert (layer.name, layer.colour, layer.visible, layer.data, layer.threshold) == (
            model.name, model.colour, model.visible, model.data, model.threshold)
