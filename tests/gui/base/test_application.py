"""Python's cyclic collector stays on in a process with the window, and collects on the
UI thread only: a collection that starts on a drawing thread frees nothing there (one
that freed a plot item there deadlocked with the UI thread)."""

import gc
import threading
import weakref

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6 import QtCore

from core import TieOrdering
from core.app.pipeline import model_of
from core.readers.loading import load
from gui.base.application import application
from gui.views.curve_drawer import CurveDrawer


@pytest.fixture
def collections_by_thread():
    """The objects each collection freed, with the thread it ran on; collections are
    made frequent while the test runs."""
    application()
    ui = threading.get_ident()
    freed: list[tuple[bool, int]] = []  # (on the UI thread, objects collected)

    def watch(phase, info):
        if phase == "stop":
            freed.append((threading.get_ident() == ui, info["collected"]))

    threshold = gc.get_threshold()
    gc.callbacks.append(watch)
    gc.set_threshold(20)
    yield freed
    gc.set_threshold(*threshold)
    gc.callbacks.remove(watch)


def qt_garbage():
    """A plot item held in a reference cycle and let go: only the collector frees it."""
    item = pg.PlotCurveItem(x=np.arange(3.0), y=np.arange(3.0))
    item.itself = item
    return weakref.ref(item)


def test_the_application_leaves_collection_as_it_was(qtbot):
    application()
    assert gc.isenabled()
    gc.disable()
    try:
        application()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_collection_on_another_thread_leaves_qt_garbage_to_the_ui_thread(
        collections_by_thread):
    gc.collect()
    item = qt_garbage()
    collected = []
    elsewhere = threading.Thread(target=lambda: collected.append(gc.collect()))
    elsewhere.start()
    elsewhere.join()
    assert collected == [0] and item() is not None
    assert gc.collect() > 0 and item() is None
    assert gc.get_freeze_count() == 0


def test_curves_drawn_off_the_ui_thread_beside_qt_garbage_never_collect_there(
        qtbot, collections_by_thread):
    rng = np.random.default_rng(3)
    scores = rng.random(60_000)
    labels = rng.random(60_000) < scores
    text = "score,label\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    curve = model_of(load(text.encode(), name="big.csv")).curve
    drawer = CurveDrawer()
    garbage = []
    making = QtCore.QTimer()
    making.timeout.connect(lambda: garbage.append(qt_garbage()))
    making.start(0)
    try:
        for ordering in TieOrdering:
            assert drawer.overview(curve, ordering) is None  # drawn on the drawing thread
        qtbot.waitUntil(lambda: all(drawer.cached(curve, o) is not None for o in TieOrdering)
                        and not drawer.busy, timeout=60_000)
    finally:
        making.stop()
    elsewhere = [count for on_ui, count in collections_by_thread if not on_ui]
    assert elsewhere and not any(elsewhere)  # it collected there, and freed nothing
    assert garbage
    gc.collect()
    assert not any(item() for item in garbage)
