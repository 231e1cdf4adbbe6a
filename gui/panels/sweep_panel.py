"""The sweep replayed: the study notes' drawing procedure, step by step, on the window.

The threshold starts at ``+inf`` (nothing predicted positive, the point (0, 0)) and drops
to each distinct score in turn; at each step the session's ``reveal`` says how much of the
curve is drawn (up to the step's vertex, its block highlighted) and its threshold moves
to the step's score, so every view follows: the operating point, the score view's line,
the rank table's selection, the confusion counts. A caption states the step in words and
numbers. The steps come from :func:`core.engine.sweep.sweep_steps`; data with more
distinct scores than the chosen number of steps are replayed in that many groups of
blocks, on a timer, so the window never waits.

Stop (or a new focused model) draws the whole curve again (``reveal`` None). A threshold
moved by hand while the replay is on pauses it there: the curve is drawn up to the
threshold's vertex.

:class:`gui.panels.score_highlight.ScoreBlockHighlight` marks the current block in a score
view as well.
"""

from __future__ import annotations

import html

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from core.app.report.step_text import step_caption
from core.app.report.summary import EXACT_MAX_PAIRS  # the report's bound for exact fractions
from core.engine.sweep import sweep_steps
from core.numbers_text import fraction_text, number_text
from gui.base import style
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.panel import RICH, TOP_LEFT, SessionPanel, choices, label, row

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 30.0)  # steps per second
DEFAULT_SPEED = 2.0
DEFAULT_MAX_STEPS = 100
BUTTONS = (  # attribute, text, icon, tip, slot
    ("back_button", QT_TRANSLATE_NOOP("SweepPanel", "Step back"), "SP_MediaSkipBackward",
     QT_TRANSLATE_NOOP("SweepPanel", "Previous step (the threshold rises)"), "step_back"),
    ("play_button", QT_TRANSLATE_NOOP("SweepPanel", "Play"), "SP_MediaPlay",
     QT_TRANSLATE_NOOP("SweepPanel", "Replay the sweep from t = +∞"), "toggle_play"),
    ("forward_button", QT_TRANSLATE_NOOP("SweepPanel", "Step forward"), "SP_MediaSkipForward",
     QT_TRANSLATE_NOOP("SweepPanel", "Next step (the threshold drops to the next score)"),
     "step_forward"),
    ("stop_button", QT_TRANSLATE_NOOP("SweepPanel", "Stop"), "SP_MediaStop",
     QT_TRANSLATE_NOOP("SweepPanel", "Show the whole curve again"), "stop"),
)


class SweepPanel(SessionPanel):
    """Play, pause, step back and forth through the sweep of the focused model.

    Attributes
    ----------
    steps : core.engine.sweep.SweepSteps or None
        The replay's steps (computed on first use, None without data).
    index : int or None
        The step shown, or None when the replay is off (the whole curve is drawn).
    playing : bool
    max_steps : int
        At most this many steps, ``t = +inf`` included; more distinct scores are
        grouped (see :func:`core.engine.sweep.sweep_steps`).
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent, margins=(6, 6, 6, 6))
        self._steps = None
        self.index: int | None = None
        self.max_steps = DEFAULT_MAX_STEPS
        self._playing_shown = False
        self.timer = QtCore.QTimer(self, timeout=self._tick)
        self._build_controls()
        self._build_layout()
        self.signals.focused.connect(self._on_data)
        self.signals.reveal.connect(self._on_reveal)
        self.signals.threshold.connect(self._on_threshold)
        self._on_data()

    def _build_controls(self) -> None:
        for name, text, icon, tip, slot in BUTTONS:
            setattr(self, name, QtWidgets.QPushButton(
                self.style().standardIcon(getattr(QtWidgets.QStyle.StandardPixmap, icon)),
                translate("SweepPanel", text), toolTip=translate("SweepPanel", tip),
                clicked=getattr(self, slot)))
        self.speed_box = choices("", [
            (translate("SweepPanel", "{speed} steps/s").format(speed=f"{speed:g}"), speed)
            for speed in SPEEDS], DEFAULT_SPEED, self._on_speed,
            toolTip=translate("SweepPanel", "How fast Play goes"))
        # The words around the number: a prefix and a suffix of the spin box.
        self.steps_box = QtWidgets.QSpinBox(
            minimum=2, maximum=100_000, value=self.max_steps,
            prefix=translate("SweepPanel", "at most "), suffix=translate("SweepPanel", " steps"),
            toolTip=translate("SweepPanel", "Data with more distinct scores are replayed in this"
                              " many steps, each taking in several tie blocks"),
            valueChanged=self.set_max_steps)
        self.slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal, toolTip=translate(
            "SweepPanel", "Drag to go to a step"), valueChanged=self._on_slider)
        self.step_label = label("sweepStep", wrap=False)
        self.caption = label("sweepCaption", fmt=RICH, selectable=True, align=TOP_LEFT)
        self.caption.setMinimumHeight(64)

    def _build_layout(self) -> None:
        layout = self.column
        layout.addWidget(label(text=translate(
            "SweepPanel", "<b>Sweep replay</b>: the threshold drops from +∞ through every"
            " distinct score")))
        # Two by two, so the panel fits a narrow dock.
        buttons = QtWidgets.QGridLayout()
        for i, widget in enumerate((self.back_button, self.forward_button, self.play_button,
                                    self.stop_button)):
            buttons.addWidget(widget, i // 2, i % 2)
        layout.addLayout(buttons)
        layout.addLayout(row(self.speed_box, self.steps_box, None))
        layout.addLayout(row((self.slider, 1), self.step_label))
        layout.addWidget(self.caption, 1)

    # ---- reading ----------------------------------------------------------------------

    @property
    def steps(self):
        if self._steps is None:
            curve = self.session.curve
            if not _replayable(curve):
                return None
            self._steps = sweep_steps(curve, self.max_steps)
            with QtCore.QSignalBlocker(self.slider):
                self.slider.setRange(0, len(self._steps) - 1)
        return self._steps

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    @property
    def interval_ms(self) -> int:
        return max(1, round(1000 / self.speed_box.currentData()))

    # ---- user actions -------------------------------------------------------------------

    def go_to(self, index: int) -> None:
        """Show step ``index``: the curve up to its vertex, the threshold at its score."""
        steps = self.steps
        if steps is None:
            return
        index = min(max(int(index), 0), len(steps) - 1)
        step = steps[index]
        self.index = index
        with self.session.batch():
            self.session.set_reveal(step.vertex, since=step.from_vertex)
            self.session.set_threshold(step.threshold)
        self._show_step()

    def step_forward(self) -> None:
        """The next step; from the whole curve, the first block (step 1: step 0, at
        t = +inf, draws nothing and would look like a press that did nothing)."""
        self._step(1)

    def step_back(self) -> None:
        """The previous step; from the whole curve, the last one."""
        self._step(-1)

    def _step(self, by: int) -> None:
        self.pause()
        if self.steps is not None:
            whole = 1 if by > 0 else len(self.steps) - 1  # where a step from the whole curve goes
            self.go_to(whole if self.index is None else self.index + by)

    def play(self) -> None:
        """Replay from the start (or go on from a paused step)."""
        steps = self.steps
        if steps is None:
            return
        if self.index is None or self.index >= len(steps) - 1:
            self.go_to(0)  # step 0: t = +inf, nothing drawn yet
        self.timer.start(self.interval_ms)
        self._show_buttons()

    def pause(self) -> None:
        self.timer.stop()
        self._show_buttons()

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def stop(self) -> None:
        """Back to the whole curve; the threshold stays where the replay left it."""
        self.timer.stop()
        self.index = None
        self.session.set_reveal(None)
        self._show_step()

    def put_behind(self) -> None:
        """Another tab brought forward (Formulas, Ranks…): the replay ends, so the plots
        show the whole curve with its areas and labels, never a replay whose caption
        and Stop button are out of sight. (A dock hidden for a moment while the window
        rearranges its panels is not this.)"""
        if self.index is not None:
            self.stop()

    def set_max_steps(self, max_steps: int) -> None:
        """Replay in at most ``max_steps`` steps from now on (staying near the vertex
        shown)."""
        max_steps = int(max_steps)
        if max_steps == self.max_steps:
            return
        self.max_steps = max_steps
        self.steps_box.setValue(max_steps)  # the same value: no signal
        self._steps = None
        reveal = self.session.reveal
        if self.index is not None and reveal is not None and self.steps is not None:
            self.go_to(self.steps.index_for_vertex(reveal))
        else:
            self._show_step()

    # ---- following the session ------------------------------------------------------------

    def _tick(self) -> None:
        steps = self.steps
        if steps is None or self.index is None or self.index >= len(steps) - 1:
            self.pause()  # the last step stays: the whole curve and its AUC
            return
        self.go_to(self.index + 1)
        if self.index >= len(steps) - 1:
            self.pause()

    def _on_data(self, *_args) -> None:
        self._steps = None
        if self.index is None:
            self._show_step()
        else:
            self.stop()  # new data: the old replay's vertex means nothing

    def _on_reveal(self, reveal) -> None:
        if reveal is None and self.index is not None:  # someone else ended the replay
            self.stop()

    def _on_threshold(self, threshold: float) -> None:
        """A threshold moved by hand during the replay: pause there."""
        steps, index = self._steps, self.index
        if steps is None or index is None or threshold == steps[index].threshold:
            return
        self.timer.stop()
        curve = self.session.curve
        try:
            vertex = curve.vertex_at(threshold)
        except RocscopeError:
            return
        self.index = steps.index_for_vertex(vertex)
        step = steps[self.index]
        # On a step's own vertex the step is highlighted whole, as the replay shows it;
        # elsewhere inside a grouped step, the block just reached.
        self.session.set_reveal(vertex, since=step.from_vertex if vertex == step.vertex else None)
        # An arrow key lands on a step's own score: that step is shown as the replay would.
        self._show_step(by_hand=threshold != steps[self.index].threshold)

    def _on_speed(self, *_args) -> None:
        if self.playing:
            self.timer.setInterval(self.interval_ms)

    def _on_slider(self, value: int) -> None:
        self.pause()
        self.go_to(value)

    # ---- showing --------------------------------------------------------------------

    def _show_buttons(self) -> None:
        ok = _replayable(self.session.curve)
        for widget in (self.back_button, self.play_button, self.forward_button,
                       self.slider, self.speed_box, self.steps_box):
            widget.setEnabled(ok)
        self.stop_button.setEnabled(ok and self.index is not None)
        icon = QtWidgets.QStyle.StandardPixmap
        playing = self.playing
        if self._playing_shown is not playing:  # not on every step: icons cost a repaint
            self._playing_shown = playing
            self.play_button.setText(translate("SweepPanel", "Pause") if playing
                                     else translate("SweepPanel", "Play"))
            self.play_button.setIcon(self.style().standardIcon(
                icon.SP_MediaPause if playing else icon.SP_MediaPlay))

    def _slider_to(self, value: int) -> None:
        with QtCore.QSignalBlocker(self.slider):
            self.slider.setValue(value)

    def _show_step(self, by_hand: bool = False) -> None:
        self._show_buttons()
        curve = self.session.curve
        if curve is None:
            self.step_label.clear()
            self.caption.clear()
            return
        if not _replayable(curve):
            try:
                curve.require_both_classes()
                curve.require_complete(translate("SweepPanel", "The sweep, block by block,"))
                curve.require_counts(translate("SweepPanel", "The sweep, block by block,"))
            except RocscopeError as exc:
                self.caption.setText(html.escape(said(exc)))
            self.step_label.clear()
            return
        if self.index is None:
            self.step_label.setText("")
            self._slider_to(0)  # no step shown: the slider is back at the start
            if curve.distinct_scores + 1 > self.max_steps:
                caption = translate(
                    "SweepPanel", "Press Play or Step forward to draw the curve as the notes do:"
                    " {scores} distinct scores, replayed in at most {steps} steps. Each step"
                    " lowers the threshold to the next score; samples with score ≥ t are"
                    " predicted positive.")
            else:
                caption = translate(
                    "SweepPanel", "Press Play or Step forward to draw the curve as the notes do:"
                    " {scores} distinct scores. Each step lowers the threshold to the next"
                    " score; samples with score ≥ t are predicted positive.")
            self.caption.setText(caption.format(scores=f"{curve.distinct_scores:,}",
                                                steps=f"{self.max_steps:,}"))
            return
        steps = self._steps
        step = steps[self.index]
        self._slider_to(self.index)
        self.step_label.setText(translate("SweepPanel", "step {index} of {last}").format(
            index=self.index, last=len(steps) - 1))
        if by_hand:
            point = self.session.operating_point
            self.caption.setText(html.escape(translate(
                "SweepPanel", "Paused at a threshold set by hand: t = {t}, TP {tp}, FP {fp}; the curve is"
                " drawn up to ({x}, {y}).").format(
                t=style.threshold_shown(self.session, point.threshold), tp=f"{point.tp:,}",
                fp=f"{point.fp:,}",
                x=_rate(point.fp, curve.n_negative), y=_rate(point.tp, curve.n_positive))))
            return
        exact = step.denominator <= 2 * EXACT_MAX_PAIRS
        where = translate("SweepPanel", "t = {t} · point ({x}, {y})").format(
            t=style.threshold_shown(self.session, step.threshold), x=_fraction(step.fpr, exact),
            y=_fraction(step.tpr, exact))
        text = f"<div><b>{html.escape(where)}</b></div><div>{html.escape(said(step_caption(step)))}</div>"
        if step.is_last:
            value = fraction_text(step.auc_so_far, exact)
            text += ("<div style='font-size:large'><b>"
                     + translate("SweepPanel", "The whole curve: AUC = {value}").format(value=value)
                     + "</b></div>")
        self.caption.setText(text)


def _replayable(curve) -> bool:
    """Whether ``curve`` has a sweep to replay: a curve thinned out of memory has lost
    its blocks, and sums of fractional weights count no samples (the caption says so)."""
    return (curve is not None and curve.has_both_classes and curve.complete
            and not curve.weighted)


def _fraction(value, exact: bool) -> str:
    """A rate as the fraction it is (``1/4``) for small data, else 6 digits."""
    return str(value) if exact else number_text(float(value))


def _rate(count: int, total: int) -> str:
    return number_text(count / total)
