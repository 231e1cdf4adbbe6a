"""The sweep as an animated GIF: one frame per step, the current block highlighted, the
last frame the exported still figure, the session untouched, the file written whole."""

import itertools

import numpy as np
import pytest
from PIL import Image, ImageSequence
from PySide6 import QtGui

from core import ExportError, SingleClassError
from core.engine.sweep import sweep_steps
from core.readers.loading import load
from gui.figures.exporting import export_plot
from gui.figures.sweep_gif import sweep_frames, write_sweep_gif
from tests.gui.teaching_views import eight_session, random_session, session_of


def gif_frames(path) -> list[np.ndarray]:
    with Image.open(path) as image:
        return [np.asarray(frame.convert("RGB")) for frame in ImageSequence.Iterator(image)]


def yellow(rgb: np.ndarray) -> int:
    """Pixels of the translucent yellow highlight, over white or over the shaded areas
    (no other colour of the figure is this bright in red and green with so little blue)."""
    r, g, b = (rgb[..., i].astype(int) for i in range(3))
    return int(((r > 190) & (g > 170) & (b < 110) & (r - b > 100)).sum())


def near(rgb: np.ndarray, colour, tolerance=40) -> int:
    """Pixels within ``tolerance`` of ``colour`` in every channel."""
    c = QtGui.QColor(*colour) if isinstance(colour, tuple) else QtGui.QColor(colour)
    target = np.array([c.red(), c.green(), c.blue()])
    return int(np.all(np.abs(rgb.astype(int) - target) <= tolerance, axis=2).sum())


def test_one_frame_per_step_and_the_last_is_the_still_figure(qtbot, tmp_path):
    session = eight_session()
    before = (session.threshold, session.reveal, session.display, session.ordering)
    path = tmp_path / "sweep.gif"
    count = write_sweep_gif(session, path)
    steps = sweep_steps(session.curve)
    assert count == len(steps) == 8  # t = +inf, then the seven distinct scores
    frames = gif_frames(path)
    assert len(frames) == 8 and frames[0].shape == (640, 640, 3)
    with Image.open(path) as image:
        assert image.info["loop"] == 0 and image.info["duration"] == 1000

    export_plot(session, tmp_path / "still.png", (640, 640))
    still = np.asarray(Image.open(tmp_path / "still.png").convert("RGB"))
    # Before the palette: the very same pixels.
    rendered = list(sweep_frames(session))
    assert len(rendered) == 8
    assert np.array_equal(np.asarray(rendered[-1]), still)
    # In the GIF: the same picture through a 256-colour palette (anti-aliased edges move
    # to the nearest palette colour).
    diff = np.abs(frames[-1].astype(int) - still.astype(int)).max(axis=2)
    assert diff.mean() < 0.5 and (diff > 16).mean() < 0.005
    # Each step differs from the one before, and its block is highlighted (not at +inf,
    # nor on the finished figure).
    for a, b in itertools.pairwise(frames):
        assert not np.array_equal(a, b)
    lit = [yellow(f) for f in frames]
    assert lit[0] == 0 and lit[-1] == 0 and all(n > 100 for n in lit[1:-1]), lit
    # The window's session did not move.
    assert (session.threshold, session.reveal, session.display, session.ordering) == before


def test_each_step_frame_states_the_running_counts_in_its_title(qtbot, monkeypatch):
    from gui.figures import sweep_gif

    titles = []
    real = sweep_gif._caption
    monkeypatch.setattr(sweep_gif, "_caption", lambda step, last: titles.append(
        real(step, last)) or titles[-1])
    session = eight_session()
    frames = list(sweep_frames(session, (320, 320)))
    assert len(frames) == 8 and len(titles) == 7  # the last frame keeps the still's title
    assert titles[0] == "step 0 of 7: t = +∞, TP 0, FP 0, AUC so far 0"
    assert titles[4] == "step 4 of 7: t = 0.47, TP 3, FP 2, AUC so far 7/32"
    assert titles[2] == "step 2 of 7: t = 0.62, TP 1, FP 1, AUC so far 2/32"
    assert titles[6] == "step 6 of 7: t = 0.23, TP 4, FP 3, AUC so far 13/32"


def test_large_data_are_thinned_to_max_frames(qtbot, tmp_path):
    session = random_session(5000, seed=3, decimals=3)
    assert session.curve.distinct_scores > 100
    path = tmp_path / "big.gif"
    count = write_sweep_gif(session, path, size=(320, 320), max_frames=12, frame_ms=150)
    assert count == len(sweep_steps(session.curve, 12)) <= 12
    frames = gif_frames(path)
    assert len(frames) == count and frames[0].shape == (320, 320, 3)
    with Image.open(path) as image:
        durations = []
        for frame in ImageSequence.Iterator(image):
            durations.append(frame.info["duration"])
    assert durations == [150] * (count - 1) + [3000]


def test_failures_leave_no_file(qtbot, tmp_path):
    session = eight_session()
    with pytest.raises(ExportError):
        write_sweep_gif(session, tmp_path / "missing" / "sweep.gif")
    one_class = session_of(load(b"score,label\n0.2,1\n0.4,1\n", name="one.csv"))
    with pytest.raises(SingleClassError):
        write_sweep_gif(one_class, tmp_path / "one.gif")
    with pytest.raises(ExportError):
        write_sweep_gif(session, tmp_path / "tiny.gif", size=(4, 4))
    assert list(tmp_path.iterdir()) == []  # not even a temporary file
