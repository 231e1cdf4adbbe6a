"""The window's model: a session of ROC models and what the whole window shares.

Plain Python, no Qt: views take a :class:`Session` in their constructor, draw from it
when it notifies, and write to it only in response to a user action. Nothing here
computes a metric; numbers come from the ``core`` curves the models hold.

>>> from core.app.pipeline import model_of
>>> from core.readers.examples import embedded_example
>>> session = Session()
>>> model = session.add_model(model_of(embedded_example()))
>>> session.focused is model, model.name, session.threshold  # Youden's best vertex
(True, 'column 2', 0.77)
>>> session.set_threshold(0.47)
>>> session.operating_point.tp, session.operating_point.fp
(3, 2)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from core import OperatingPoint, RocCurve, TieOrdering
from core.app.pipeline import LoadedModel, model_names
from core.app.request import Analysis, LoadRequest
from gui.model.events import Event, Evented, Field

#: What the window computes for every model unless the user asks otherwise: the AUC's
#: DeLong interval is always shown beside it.
WINDOW_ANALYSIS = Analysis(ci="delong", cost_ratio=1.0)
#: The partial-AUC ranges offered first: the left of the ROC plot, and its top.
DEFAULT_PARTIAL_RANGES = (("fpr", (0.0, 0.2)), ("tpr", (0.8, 1.0)))

# Colours of models drawn beside the focused one: a qualitative palette (Paul Tol's
# muted and Okabe–Ito's orange) chosen to be told apart from the green, vermillion and
# blue of the segment types, which only the focused model uses, and from the grey of
# pixels holding several kinds.
MODEL_PALETTE = ("#AA4499", "#E69F00", "#332288", "#999933", "#882255", "#44AA99",
                 "#CC6677", "#DDAA33")
#: The fields that belong to the focused model's data: cleared when it changes.
_OF_THE_FOCUS = {"reveal": None, "reveal_from": None, "stratum": None}


@dataclass(frozen=True)
class Display:
    """Which optional layers the ROC view draws."""

    auc_area: bool = True
    rank_loss_area: bool = True
    band: bool = False
    grid: bool = True
    marker: bool = True  # the operating point; figures exported without --threshold omit it


@dataclass(frozen=True)
class Offer:
    """A way out that a message offers, as data: the window knows how to take it.

    ``kind`` is ``"load"`` (load ``request`` again, at ``threshold``: say, with rows
    left out) or ``"example"`` (show the built-in example).
    """

    text: str
    kind: str
    request: LoadRequest | None = None
    threshold: float | None = None


@dataclass(frozen=True)
class Message:
    """A line shown in the window's banner; ``level`` is "error" or "info"; ``offer``
    optionally a way out (a button)."""

    level: str
    text: str
    offer: Offer | None = None


class Model(Evented):
    """One model as the window shows it: a layer over a :class:`LoadedModel`.

    Fields (each with an event in ``model.events``): ``name`` (what the command line
    would call it among the models shown), ``colour`` (used when the model is not the
    focused one), ``visible``, ``data`` (the :class:`LoadedModel`) and ``threshold``
    (where this model's operating point was left).
    """

    name = Field[str]()
    colour = Field[str]()
    visible = Field(True)
    data = Field[LoadedModel]()
    threshold = Field[float]()

    @property
    def curve(self) -> RocCurve:
        return self.data.curve

    def __repr__(self) -> str:
        return f"<Model {self.name!r}>"


class Session(Evented):
    """The models on show and what the window shares between them.

    Fields (each with an event in ``session.events``):

    ``models``
        The tuple of :class:`Model`, in the order shown.
    ``focused``
        The model drawn in full (segments, areas, marker, numbers), or None. Its event
        also fires when the focused model's data are replaced.
    ``ordering``
        The :class:`core.TieOrdering`, applied to every model.
    ``threshold``
        The focused model's threshold (each model keeps its own).
    ``display``, ``message``, ``highlighted``
        The :class:`Display` options; the banner :class:`Message` or None; a pair of
        models to emphasise (a row of the comparison table) or None.
    ``analysis``
        The :class:`core.app.request.Analysis` asked for: the interval's level, best
        threshold, partial AUC, hull.
    ``id_column``
        None, or the column whose values name the samples: models of several files are
        then paired by it, as the command line's ``--id`` does.
    ``partial_ranges``
        The partial-AUC range last used on each axis, ``(("fpr", (lo, hi)), ("tpr",
        (lo, hi)))``: what the range shows while no partial AUC is asked for, and what
        it comes back with.
    ``reveal``
        None, or the sweep replay's step k: the focused curve is drawn only up to its
        vertex k (k = 0 is t = +inf, nothing drawn yet).
    ``reveal_from``
        With ``reveal``: the vertex the replay's current step started from (the step
        took in the tie blocks ``reveal_from + 1 .. reveal``, several when the replay
        groups them); None when ``reveal`` is.
    ``plots``
        Which plots the window shows: ``"roc"``, ``"pr"``, ``"both"`` side by side, or
        ``"det"`` (the DET curve).
    ``stratum``
        None, or the group (its value as text) of the focused model whose own curve is
        drawn beside the whole; it belongs to the focused model's data and goes when
        they change or another model is focused.

    ``events.model`` fires with ``(model, names)`` when a model's own fields change.
    """

    models = Field[tuple[Model, ...]](())
    focused = Field[Model | None](None)
    ordering = Field(TieOrdering.AVERAGE)
    threshold = Field(math.inf)
    display = Field(Display())
    message = Field[Message | None](None)
    highlighted = Field[tuple[Model, Model] | None](None)
    analysis = Field(WINDOW_ANALYSIS)
    reveal = Field[int | None](None)
    reveal_from = Field[int | None](None)
    plots = Field("roc")
    id_column = Field[str | None](None)
    partial_ranges = Field(DEFAULT_PARTIAL_RANGES)
    stratum = Field[str | None](None)

    def __init__(self):
        super().__init__()
        self.events.model = Event()  # (model, names): a model's own fields changed
        self._point: tuple[RocCurve, float, OperatingPoint] | None = None
        self._model_events: dict = {}  # model -> names changed, held back by a batch

    # ---- reading --------------------------------------------------------------------

    def partial_range(self, focus: str) -> tuple[float, float]:
        """The partial-AUC range last used on ``focus`` (``"fpr"`` or ``"tpr"``)."""
        return dict(self.partial_ranges).get(focus, dict(DEFAULT_PARTIAL_RANGES)["fpr"])

    @property
    def shown(self) -> LoadedModel | None:
        """The focused model's :class:`LoadedModel`."""
        return self.focused.data if self.focused is not None else None

    @property
    def curve(self) -> RocCurve | None:
        return self.focused.curve if self.focused is not None else None

    @property
    def data(self):
        """The focused model's :class:`core.readers.dataset.LoadedData`."""
        return self.focused.data.data if self.focused is not None else None

    @property
    def operating_point(self) -> OperatingPoint | None:
        """The focused model's confusion counts at the threshold (O(log K), cached)."""
        model = self.focused
        if model is None:
            return None
        # Keyed by the curve, not the model: a model given new data (another positive
        # class) keeps its threshold, and must not keep its old point.
        curve = model.curve
        if self._point is None or self._point[0] is not curve or self._point[1] != self.threshold:
            self._point = (curve, self.threshold, curve.operating_point(self.threshold))
        return self._point[2]

    def visible_models(self) -> tuple[Model, ...]:
        return tuple(m for m in self.models if m.visible)

    # ---- models ---------------------------------------------------------------------

    def add_model(self, data: LoadedModel, colour: str | None = None, focus: bool = True,
                  threshold: float | None = None) -> Model:
        """Add a model (focused by default). Its threshold starts at ``threshold`` or at
        the vertex with the highest Youden's J (``+inf`` when a class is missing).
        Every model is then named as the command line names them shown together."""
        model = Model(data=data, name=data.name, colour=colour or self._next_colour(),
                      threshold=_start_threshold(data.curve, threshold))
        model.events.changed.connect(lambda names, m=model: self._on_model(m, names))
        with self.batch():
            self.set(models=self.models + (model,))
            self._rename()
            if focus or self.focused is None:
                self.focus(model)
        return model

    def replace_models(self, datas, threshold: float | None = None) -> tuple[Model, ...]:
        """Show ``datas`` (:class:`LoadedModel`) instead of every model shown now (a
        newly opened file); the first is focused."""
        with self.batch():
            self.set(models=(), focused=None, highlighted=None, **_OF_THE_FOCUS)
            self.touch("models", "focused", "highlighted")
            added = tuple(self.add_model(d, focus=False, threshold=threshold) for d in datas)
            if added:
                self.focus(added[0])
        return added

    def replace_data(self, model: Model, data: LoadedModel,
                     threshold: float | None = None) -> None:
        """Give ``model`` new data (other columns, another positive class)."""
        with self.batch():
            model.set(data=data, threshold=_start_threshold(data.curve, threshold))
            self._rename()
            if model is self.focused:
                self.set(threshold=model.threshold, **_OF_THE_FOCUS)
                self.touch("focused")

    def remove_model(self, model: Model) -> None:
        if model not in self.models:
            return
        with self.batch():
            models = tuple(m for m in self.models if m is not model)
            self.set(models=models)
            self._rename()
            if self.highlighted and model in self.highlighted:
                self.set(highlighted=None)
            if model is self.focused:
                self.set(focused=None)
                if models:
                    self.focus(models[0])

    def focus(self, model: Model | None) -> None:
        """Draw ``model`` in full; the threshold becomes the one it was left at."""
        if model is not None and model not in self.models:
            raise ValueError(f"{model!r} is not in this session")
        with self.batch():
            if model is not None and not model.visible:
                model.set(visible=True)
            if model is not self.focused:
                self.set(**_OF_THE_FOCUS)
            self.set(focused=model, threshold=model.threshold if model is not None else math.inf)

    def set_visible(self, model: Model, visible: bool) -> None:
        model.set(visible=bool(visible))

    def set_highlighted(self, pair) -> None:
        self.set(highlighted=tuple(pair) if pair else None)

    def set_id_column(self, column: str | None) -> None:
        """Pair the models of several files by ``column`` (None: by row)."""
        self.set(id_column=column or None)

    def set_stratum(self, text: str | None) -> None:
        """Draw the focused model's group ``text`` beside its whole curve (None: none).

        Raises
        ------
        ValueError
            The focused model has no group of that value.
        """
        if text is not None:
            data = self.shown
            groups = data.strata.groups if data is not None and data.strata else None
            if groups is None or text not in groups.texts_set:
                raise ValueError(f"the focused model has no group {text!r}")
        self.set(stratum=text)

    # ---- shared state ---------------------------------------------------------------

    def set_ordering(self, ordering: TieOrdering | str) -> None:
        self.set(ordering=TieOrdering(ordering))

    def set_threshold(self, threshold: float) -> None:
        threshold = float(threshold)
        if math.isnan(threshold) or self.focused is None:
            return
        with self.batch():
            self.focused.set(threshold=threshold)
            self.set(threshold=threshold)

    def step_threshold(self, steps: int) -> None:
        """Move to the vertex ``steps`` further along the sweep (positive: lower
        thresholds, towards (1, 1)); stops at either end."""
        curve = self.curve
        if curve is None:
            return
        k = curve.vertex_at(self.threshold) + steps
        k = min(max(k, 0), len(curve.thresholds) - 1)
        self.set_threshold(curve.thresholds[k])

    def threshold_to_start(self) -> None:
        """``+inf``: nothing predicted positive, the point (0, 0)."""
        self.set_threshold(math.inf)

    def threshold_to_end(self) -> None:
        """The lowest score: everything predicted positive, the point (1, 1)."""
        if self.curve is not None:
            self.set_threshold(self.curve.thresholds[-1])

    def set_display(self, **changes: bool) -> None:
        self.set(display=replace(self.display, **changes))

    def set_analysis(self, analysis: Analysis | None = None, **changes) -> None:
        """Ask for ``analysis`` (by default the one asked for now) with ``changes``; a
        partial AUC asked for is remembered as its axis's range."""
        new = replace(analysis or self.analysis, **changes)
        with self.batch():
            self.set(analysis=new)
            if new.partial_auc is not None:
                self.remember_partial_range(new.partial_auc_focus, new.partial_auc)

    def remember_partial_range(self, focus: str, value) -> None:
        """Make ``value`` the range the partial AUC on ``focus`` comes back with."""
        ranges = dict(self.partial_ranges)
        ranges[focus] = (float(value[0]), float(value[1]))
        self.set(partial_ranges=tuple(sorted(ranges.items())))

    def set_reveal(self, step: int | None, since: int | None = None) -> None:
        """Draw the focused curve up to vertex ``step`` only (None: all of it), the
        replay's current step having started at vertex ``since`` (by default the one
        before: a step of one tie block)."""
        if step is None:
            since = None
        else:
            if self.curve is not None:
                step = min(max(int(step), 0), len(self.curve.thresholds) - 1)
            since = min(max(int(since if since is not None else step - 1), 0), step)
        with self.batch():
            if step == self.reveal and since != self.reveal_from:
                self.touch("reveal")  # the same end, another step: redrawn all the same
            self.set(reveal=step, reveal_from=since)

    def set_plots(self, plots: str) -> None:
        """Show ``plots`` (checked where it is asked for: ``--plot``, ``plot=``)."""
        self.set(plots=plots)

    def show_message(self, level: str, text: str, offer: Offer | None = None) -> None:
        self.set(message=Message(level, text, offer))

    def clear_message(self) -> None:
        self.set(message=None)

    def copy(self) -> "Session":
        """A new session in the same state: the same models (layers of their own, with
        the same names, colours, visibility and thresholds) and every shared field. What
        a fresh window on this state shows is what this session's window must show."""
        copy = Session()
        with copy.batch():
            layers = {}
            for model in self.models:
                layers[model] = copy.add_model(model.data, colour=model.colour, focus=False,
                                               threshold=model.threshold)
                layers[model].set(visible=model.visible)
            if self.focused is not None:
                copy.focus(layers[self.focused])
            copy.set(**{**self._values, "models": copy.models, "focused": copy.focused,
                        "highlighted": self.highlighted and tuple(
                            layers[m] for m in self.highlighted)})
        return copy

    # ---- internals ------------------------------------------------------------------

    def _on_model(self, model: Model, names: frozenset) -> None:
        if model not in self.models:
            return
        if self._batch_depth:
            self._model_events.setdefault(model, set()).update(names)
        else:
            self.events.model.emit(model, names)

    def _flush(self) -> None:
        # A session batch holds its models' events too: they go first, then the
        # session's own.
        while self._model_events:
            model = next(iter(self._model_events))
            names = frozenset(self._model_events.pop(model))
            if model in self.models:
                self.events.model.emit(model, names)
        super()._flush()

    def _rename(self) -> None:
        for model, name in zip(self.models, model_names([m.data for m in self.models])):
            model.set(name=name)

    def _next_colour(self) -> str:
        used = {m.colour for m in self.models}
        for colour in MODEL_PALETTE:
            if colour not in used:
                return colour
        return MODEL_PALETTE[len(self.models) % len(MODEL_PALETTE)]


def _start_threshold(curve: RocCurve, threshold: float | None) -> float:
    if threshold is not None:
        return float(threshold)
    if curve.has_both_classes:
        return float(curve.thresholds[curve.youden_vertex()])
    return math.inf
