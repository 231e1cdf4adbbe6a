"""Evented objects without Qt: one event per field, and batches that notify once.

The window's model (:mod:`gui.model.session`) is plain Python so that it can be built,
changed and tested without a display, in the manner of napari's evented models and glue's
callback properties. The Qt side listens through :mod:`gui.base.qt_session`, a thin adapter.

>>> class Point(Evented):
...     x = Field(0)
...     y = Field(0)
>>> p = Point()
>>> seen = []
>>> _ = p.events.x.connect(lambda value: seen.append(("x", value)))
>>> _ = p.events.changed.connect(lambda names: seen.append(sorted(names)))
>>> p.set(x=1)
>>> with p.batch():
...     p.set(x=2)
...     p.set(y=5, x=3)
>>> seen
[('x', 1), ['x'], ('x', 3), ['x', 'y']]
"""

from __future__ import annotations

import contextlib
import dataclasses
import weakref
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, Generic, TypeVar

T = TypeVar("T")
_UNSET: Any = object()


class Event:
    """A list of callbacks called with the event's value, in the order connected.

    Python bound methods are held weakly, so an object that goes away stops being
    called without having to disconnect; functions, lambdas and builtins are held
    strongly.
    """

    def __init__(self):
        self._callbacks: list = []

    def connect(self, callback: Callable) -> Callable:
        ref = (weakref.WeakMethod(callback) if hasattr(callback, "__func__")
               else (lambda c=callback: c))
        self._callbacks.append(ref)
        return callback

    def emit(self, *args) -> None:
        dead = False
        for ref in list(self._callbacks):
            callback = ref()
            if callback is None:
                dead = True
                continue
            callback(*args)
        if dead:
            self._callbacks = [r for r in self._callbacks if r() is not None]


class Field(Generic[T]):
    """A field of an :class:`Evented` class, declared once in its body with its first
    value (or given to ``Evented.__init__``): reading it gives the value; the field's
    event, of the same name, is made from the declaration."""

    def __init__(self, default: T = _UNSET):
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: Any = None) -> T:
        return obj._values[self.name]


class Evented:
    """Base of objects whose fields notify when they change.

    Subclasses declare their fields as :class:`Field` class attributes (``FIELDS`` lists
    them in that order) and change them through :meth:`set` only. Inside ``with
    obj.batch():`` the values change at once but the events wait until the outermost
    batch ends; then each changed field's event fires once (in ``FIELDS`` order) with its
    final value, and ``changed`` once with all their names. So when any listener runs,
    every field already holds its new value, and listeners never depend on the order of
    events.
    """

    FIELDS: tuple[str, ...] = ()
    _DEFAULTS: dict[str, Any] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        declared = {name: value.default for klass in reversed(cls.__mro__)
                    for name, value in vars(klass).items() if isinstance(value, Field)}
        cls.FIELDS, cls._DEFAULTS = tuple(declared), declared

    def __init__(self, **values):
        """Start with the fields' declared values, or with ``values``."""
        # One event per field, of its name, plus ``changed`` (the set of field names that
        # changed, once per batch).
        self.events = SimpleNamespace(**{name: Event() for name in (*self.FIELDS, "changed")})
        self._batch_depth = 0
        self._pending: set[str] = set()
        self._values = {**self._DEFAULTS, **values}

    def set(self, **values) -> None:
        """Change fields; a field set to an equal value does not notify."""
        changed = []
        for name, value in values.items():
            if name not in self.FIELDS:
                raise AttributeError(f"{type(self).__name__} has no field {name!r}")
            if _same(self._values[name], value):
                continue
            self._values[name] = value
            changed.append(name)
        self.touch(*changed)

    def touch(self, *names: str) -> None:
        """Notify that fields changed in place (or must be redrawn though equal)."""
        if not names:
            return
        self._pending.update(names)
        if self._batch_depth == 0:
            self._flush()

    @contextlib.contextmanager
    def batch(self):
        """Hold notifications until the outermost batch ends."""
        self._batch_depth += 1
        try:
            yield self
        finally:
            self._batch_depth -= 1
            if self._batch_depth == 0:
                self._flush()

    def _flush(self) -> None:
        while self._pending:
            names, self._pending = self._pending, set()
            for name in self.FIELDS:
                if name in names:
                    getattr(self.events, name).emit(self._values[name])
            self.events.changed.emit(frozenset(names))


def _same(a, b) -> bool:
    if a is b:
        return True
    # Values compare by value; models and data sets by identity (they define no __eq__).
    if type(a) is not type(b):
        return False
    if not (isinstance(a, (int, float, str, tuple, frozenset))
            or (dataclasses.is_dataclass(a) and type(a).__eq__ is not object.__eq__)):
        return False
    try:
        return bool(a == b) and not (isinstance(a, float) and a != a)
    except Exception:  # noqa: BLE001 - arrays and the like: treat as changed
        return False
