"""The sweep replay on a bare session: it drives the session's reveal and threshold
through every distinct score in order, as the notes draw the curve, and every view
follows."""

import itertools
import math

import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from gui.panels.score_highlight import ScoreBlockHighlight
from gui.panels.sweep_panel import SPEEDS, SweepPanel
from gui.views.roc_view import RocView
from gui.views.score_view import ScoreView
from tests.calls import calls_made
from tests.gui.teaching_views import (
    EIGHT_POSITIVE,
    EIGHT_SCORES,
    eight_session,
    random_session,
    shown,
)

LEFT = QtCore.Qt.MouseButton.LeftButton


def notes_vertices(scores, positive):
    """(threshold, FP, TP) by the notes' procedure: t = +inf, then each distinct score
    from the highest, counting the samples with score >= t."""
    out = [(math.inf, 0, 0)]
    for t in sorted(set(scores), reverse=True):
        out.append((t, sum(s >= t and not y for s, y in zip(scores, positive)),
                    sum(s >= t and y for s, y in zip(scores, positive))))
    return out


def record(session):
    """Every (reveal, threshold, FP, TP) the session passes through, once per batch."""
    seen = []

    def changed(names):
        point = session.operating_point
        seen.append((session.reveal, session.threshold, point.fp, point.tp))

    session.events.changed.connect(changed)
    return seen


@pytest.fixture
def session():
    return eight_session()


def test_the_replay_draws_the_notes_curve_vertex_by_vertex_and_ends_with_21_32(qtbot, session):
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    seen = record(session)
    # From the whole curve, Next shows the first block (step 0 draws nothing).
    qtbot.mouseClick(panel.forward_button, LEFT)
    assert (session.reveal, session.threshold) == (1, 0.77)
    assert panel.step_label.text() == "step 1 of 7"
    while panel.index < len(panel.steps) - 1:
        qtbot.mouseClick(panel.forward_button, LEFT)
    expected = notes_vertices(EIGHT_SCORES, EIGHT_POSITIVE)
    assert [(t, fp, tp) for _r, t, fp, tp in seen] == expected[1:]
    assert [r for r, *_ in seen] == list(range(1, len(expected)))  # one batch per step
    point = session.operating_point
    assert (point.fpr, point.tpr) == (1.0, 1.0)
    assert "this segment adds 8/32, AUC so far 21/32" in panel.caption.text()
    assert "The whole curve: AUC = 21/32 = 0.65625" in panel.caption.text()
    assert panel.step_label.text() == "step 7 of 7"

    qtbot.mouseClick(panel.forward_button, LEFT)  # past the end: stays at the end
    assert session.reveal == 7
    qtbot.mouseClick(panel.back_button, LEFT)
    assert (session.reveal, session.threshold) == (6, 0.23)
    assert "block 6: score 0.23 holds 1 positive and 0 negatives" in panel.caption.text()

    qtbot.mouseClick(panel.stop_button, LEFT)
    assert session.reveal is None and panel.index is None
    assert session.threshold == 0.23  # the threshold stays where the replay left it
    assert not panel.stop_button.isEnabled()


def test_step_back_from_the_whole_curve_starts_at_the_last_step(qtbot, session):
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.step_back()
    assert (session.reveal, session.threshold) == (7, 0.15)
    panel.go_to(0)
    panel.step_back()  # no step before +inf
    assert (session.reveal, session.threshold) == (0, math.inf)


def test_play_runs_on_a_timer_and_stops_at_the_whole_curve(qtbot, session):
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    seen = record(session)
    panel.speed_box.setCurrentIndex(len(SPEEDS) - 1)
    assert panel.interval_ms == round(1000 / SPEEDS[-1])
    qtbot.mouseClick(panel.play_button, LEFT)
    assert panel.playing and panel.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not panel.playing, timeout=5000)
    assert panel.index == 7 and session.reveal == 7
    assert [t for _r, t, *_ in seen] == [t for t, *_ in notes_vertices(EIGHT_SCORES,
                                                                        EIGHT_POSITIVE)]
    assert panel.play_button.text() == "Play"
    # Play at the end replays from the start; pause holds the step.
    qtbot.mouseClick(panel.play_button, LEFT)
    assert session.reveal == 0
    qtbot.mouseClick(panel.play_button, LEFT)
    held = session.reveal
    qtbot.wait(150)
    assert not panel.playing and session.reveal == held


def test_the_roc_and_score_views_follow_the_replay(qtbot, session):
    roc = shown(qtbot, RocView(session))
    score = shown(qtbot, ScoreView(session), (700, 250))
    marks = ScoreBlockHighlight(score)
    panel = SweepPanel(session)
    panel.go_to(4)  # block 4: the tie at 0.47, one positive and one negative
    bx, by = roc.current_block.getData()
    assert list(bx) == [0.25, 0.5] and list(by) == [0.5, 0.75]
    assert (roc.marker.pos().x(), roc.marker.pos().y()) == (0.5, 0.75)
    assert score.line.value() == pytest.approx(0.47)  # at t = 0.47
    assert score.predicted.getRegion()[0] == pytest.approx((0.33 + 0.47) / 2)  # the whole block
    x, y = marks.rings.getData()
    assert sorted(zip(x, y)) == [(0.47, -1.0), (0.47, 1.0)]
    panel.go_to(1)
    x, y = marks.rings.getData()
    assert list(zip(x, y)) == [(0.77, 1.0)]
    panel.stop()
    assert len(marks.rings.getData()[0]) == 0
    assert len(roc.current_block.getData()[0]) == 0


def test_a_threshold_moved_by_hand_pauses_the_replay_there(qtbot, session):
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.play()
    session.set_threshold(0.5)  # between 0.58 and 0.47: the vertex of 0.58
    assert not panel.playing
    assert session.reveal == 3 and panel.index == 3
    assert "set by hand: t = 0.5, TP 2, FP 1" in panel.caption.text()
    session.step_threshold(1)  # an arrow key: onto the next score, a step of its own
    assert session.reveal == 4 and "block 4: score 0.47" in panel.caption.text()
    panel.step_forward()
    assert (session.reveal, session.threshold) == (5, 0.33)


def test_new_data_end_the_replay(qtbot, session):
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.go_to(3)
    session.replace_data(session.focused, model_of(embedded_example()))
    assert session.reveal is None and panel.index is None
    panel.go_to(2)
    session.set_reveal(None)  # ended elsewhere (say, another focused model)
    assert panel.index is None and not panel.stop_button.isEnabled()


def test_large_data_replay_in_the_chosen_number_of_steps_without_blocking(qtbot):
    session = random_session(60_000, seed=4, decimals=3)
    curve = session.curve
    assert curve.distinct_scores > 1000
    roc = shown(qtbot, RocView(session))
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.steps_box.setValue(40)
    assert panel.max_steps == 40 and len(panel.steps) <= 40
    assert "replayed in at most 40 steps" in panel.caption.text()
    seen = record(session)
    calls = []
    go_to = panel.go_to

    def counted(index):
        calls.append(calls_made(go_to, index)[1])

    panel.go_to = counted
    panel.speed_box.setCurrentIndex(len(SPEEDS) - 1)
    panel.play()
    qtbot.waitUntil(lambda: not panel.playing, timeout=20_000)
    thresholds = [t for _r, t, *_ in seen]
    assert thresholds[0] == math.inf and thresholds[-1] == curve.thresholds[-1]
    assert all(a > b for a, b in itertools.pairwise(thresholds))
    assert [r for r, *_ in seen] == [int(v) for v in panel.steps.vertices]
    assert "blocks" in panel.caption.text() and "≈" in panel.caption.text()
    # Each step is a small redraw: the window answers between steps (about 3,000 calls
    # each; a pass in Python over the 60,000 samples would make 60,000).
    assert max(calls) < 10_000, calls
    assert len(roc.current_block.getData()[0]) > 0  # the step's block is highlighted


def test_a_step_that_groups_blocks_highlights_every_block_it_took_in(qtbot, session):
    roc = shown(qtbot, RocView(session))
    score = shown(qtbot, ScoreView(session), (700, 250))
    marks = ScoreBlockHighlight(score)
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.steps_box.setValue(2)  # +inf, then the seven distinct scores in two steps
    assert panel.steps.grouped
    step = panel.steps[1]
    assert step.vertex - step.from_vertex > 1
    panel.go_to(1)
    assert (session.reveal_from, session.reveal) == (step.from_vertex, step.vertex)
    line = session.curve.polyline(session.ordering)
    bx, by = roc.current_block.getData()
    first, last = line.vertex_point[step.from_vertex], line.vertex_point[step.vertex]
    assert list(bx) == list(line.x[first:last + 1]) and list(by) == list(line.y[first:last + 1])
    # Every sample of the step's blocks is ringed in the score plot, and only those.
    x, _y = marks.rings.getData()
    taken = sorted(s for s in EIGHT_SCORES if step.threshold <= s <= step.first_score)
    assert sorted(x) == taken and len(taken) == step.positives + step.negatives
    # A threshold moved by hand inside the group highlights the block it reached.
    inside = session.curve.thresholds[step.from_vertex + 1]
    session.set_threshold(inside)
    assert (session.reveal_from, session.reveal) == (step.from_vertex, step.from_vertex + 1)


def test_regrouping_at_the_same_vertex_redraws_the_highlight(qtbot, session):
    roc = shown(qtbot, RocView(session))
    panel = shown(qtbot, SweepPanel(session), (420, 300))
    panel.steps_box.setValue(2)
    last = len(panel.steps) - 1
    panel.go_to(last)  # a grouped step
    grouped = panel.steps[last]
    assert grouped.vertex - grouped.from_vertex > 1
    panel.steps_box.setValue(100)  # one block per step: the same end, a shorter step
    step = panel.steps[panel.index]
    assert session.reveal == grouped.vertex == step.vertex
    line = session.curve.polyline(session.ordering)
    first, end = line.vertex_point[step.from_vertex], line.vertex_point[step.vertex]
    bx, by = roc.current_block.getData()
    assert list(bx) == list(line.x[first:end + 1]) and list(by) == list(line.y[first:end + 1])
