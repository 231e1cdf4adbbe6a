"""What the view tests share: sessions on the worked examples and on tie-heavy random
data, showing a widget, reading a plot item's points, and brute-force oracles."""

from fractions import Fraction
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtGui, QtTest, QtWidgets

from core.app.pipeline import model_of
from core.readers.examples import embedded_example
from core.readers.loading import load
from gui.base.application import application
from gui.model import Session

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
EIGHT_IDS = [f"s{i}" for i in range(1, 9)]
EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_POSITIVE = [True, False, True, True, False, False, True, False]


def session_of(data) -> Session:
    application()
    session = Session()
    session.add_model(model_of(data))
    return session


def eight_session() -> Session:
    return session_of(embedded_example())


def example_session(name: str) -> Session:
    return session_of(load(str(EXAMPLES / name)))


def random_session(n: int, seed: int, decimals: int = 2, name: str = "random.csv") -> Session:
    """``n`` samples whose scores are rounded so that ties are common."""
    rng = np.random.default_rng(seed)
    scores = np.round(rng.normal(size=n), decimals)
    labels = rng.random(n) < 1 / (1 + np.exp(-2 * scores))
    text = "score,label\n" + "\n".join(f"{s!r},{int(y)}" for s, y in zip(scores.tolist(), labels))
    return session_of(load(text.encode(), name=name))


def shown(qtbot, widget, size=(600, 600)):
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def xy(item):
    x, y = item.getData()
    return (np.asarray([]), np.asarray([])) if x is None else (np.asarray(x), np.asarray(y))


def move_mouse(widget: QtWidgets.QWidget, pos: QtCore.QPointF, pause_ms: int = 25) -> None:
    """A real pointer move (no button held) to ``pos`` in ``widget``'s coordinates;
    pyqtgraph drops moves closer than ~10 ms apart (docs/architecture.md), so it pauses first."""
    QtTest.QTest.qWait(pause_ms)
    pos = QtCore.QPointF(pos)
    event = QtGui.QMouseEvent(QtCore.QEvent.Type.MouseMove, pos,
                              QtCore.QPointF(widget.mapToGlobal(pos.toPoint())),
                              QtCore.Qt.MouseButton.NoButton, QtCore.Qt.MouseButton.NoButton,
                              QtCore.Qt.KeyboardModifier.NoModifier)
    QtWidgets.QApplication.sendEvent(widget, event)


def average_ranks(scores) -> list:
    """Ascending ranks with ties averaged, by counting (O(n²)): 1 + #lower + (#equal − 1)/2."""
    return [1 + sum(t < s for t in scores) + Fraction(sum(t == s for t in scores) - 1, 2)
            for s in scores]
