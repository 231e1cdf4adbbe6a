"""The sweep as an animated GIF, for slides (docs/mathematics.md).

One frame at ``t = +inf``, then one per step of :func:`core.engine.sweep.sweep_steps`
(at most ``max_frames``: larger data are replayed in groups of tie blocks), each frame
the ROC figure with the curve drawn up to the step's vertex, the step's block
highlighted, the operating point at the step's threshold and the running TP/FP in the
title. The last frame is the whole curve, drawn exactly as the still figure
:func:`gui.figures.exporting.export_plot` exports (same view, same title, same marker).

Frames are drawn by a hidden :class:`~gui.views.roc_view.RocView` in figure mode on a copy of
the session, so the window's own state never moves; Pillow assembles the GIF, and the
file is written atomically.
"""

from __future__ import annotations

from collections.abc import Iterator

from PIL import Image
from PySide6 import QtGui

from core import ExportError
from core.app.output.atomic import atomic_path
from core.engine.sweep import sweep_steps
from core.numbers_text import score_text
from gui.base.i18n import translate
from gui.figures.exporting import check_size, figure_view, render_image
from gui.model import Session

DEFAULT_SIZE = (640, 640)
DEFAULT_MAX_FRAMES = 200
LAST_FRAME_MS = 3000  # the finished curve stays on screen a while before the loop restarts
SWEEP_MS = 12_000  # with frame_ms left to choose, the whole sweep lasts about this long
FRAME_MS_RANGE = (100, 1000)
EXACT_UP_TO = 10**6  # the AUC so far is a fraction while m+·m- stays this small


def write_sweep_gif(session: Session, path, size=DEFAULT_SIZE, max_frames: int = DEFAULT_MAX_FRAMES,
                    frame_ms: int | None = None, last_frame_ms: int = LAST_FRAME_MS) -> int:
    """Write the sweep of the session's focused model to ``path`` as an animated GIF.

    Parameters
    ----------
    session : Session
        Its focused model, tie ordering, display options, other visible models and
        threshold are drawn as the window would export them; the session is not changed.
    path : str or os.PathLike
    size : (int, int)
        Frame width and height in pixels.
    max_frames : int
        At most this many frames (at least 2): more distinct scores are grouped into
        that many steps, each step's counts still exact.
    frame_ms : int, optional
        How long each step is shown; by default the sweep lasts about 12 s, between
        0.1 s and 1 s a step.
    last_frame_ms : int
        How long the whole curve is shown before the animation loops.

    Returns
    -------
    int
        The number of frames written: one per step, ``t = +inf`` included.

    Raises
    ------
    ExportError
        Nothing shown, a bad size, or the file cannot be written.
    SingleClassError
        The focused model has one class: there is no sweep to draw.
    """
    images = sweep_frames(session, size, max_frames)
    first = next(images)
    count = len(sweep_steps(session.curve, max_frames))
    if frame_ms is None:
        frame_ms = min(max(round(SWEEP_MS / max(count - 1, 1)), FRAME_MS_RANGE[0]),
                       FRAME_MS_RANGE[1])
    durations = [int(frame_ms)] * (count - 1) + [int(last_frame_ms)]
    with atomic_path(path) as tmp:
        _palette(first).save(tmp, format="GIF", save_all=True,
                             append_images=(_palette(image) for image in images),
                             duration=durations, loop=0)
    return count


def sweep_frames(session: Session, size=DEFAULT_SIZE,
                 max_frames: int = DEFAULT_MAX_FRAMES) -> Iterator[Image.Image]:
    """The GIF's frames as RGB images before they are reduced to a palette: one per step,
    the last equal pixel for pixel to the still figure :func:`gui.figures.exporting.export_plot`
    writes for ``session`` at ``size``."""
    width, height = check_size(size)
    if session.shown is None:
        raise ExportError(translate("Figure", "nothing to export: no data is shown"))
    curve = session.curve
    curve.require_both_classes()
    steps = sweep_steps(curve, max_frames)
    copy = session.copy()
    last = len(steps) - 1
    with figure_view(copy, width, height) as (view, scale):
        copy.set_display(marker=True)  # the moving point marks where the sweep stands
        plot = view.getPlotItem()
        for i in range(last):
            step = steps[i]
            with copy.batch():
                copy.set_reveal(step.vertex, since=step.from_vertex)
                copy.set_threshold(step.threshold)
            plot.setTitle(_caption(step, last))
            yield _pil(render_image(view, width, height, scale))
    # The whole curve, drawn the way the still figure is: a fresh figure of the session's
    # own state, so the last frame and the exported figure cannot drift apart.
    with figure_view(session.copy(), width, height) as (view, scale):
        yield _pil(render_image(view, width, height, scale))


def _caption(step, last: int) -> str:
    """The title of a step's frame: where the sweep stands and the running counts."""
    threshold = score_text(step.threshold)
    if len(threshold) > 9:
        threshold = f"{step.threshold:.6g}"
    auc = step.auc_so_far
    if auc == 0:
        so_far = "0"
    elif step.denominator <= 2 * EXACT_UP_TO:
        # Over the common denominator 2·m+·m−, as the step captions write areas, so
        # successive frames add up by eye (2/32, then 7/32).
        so_far = f"{auc * step.denominator}/{step.denominator}"
    else:
        so_far = f"{auc.numerator / auc.denominator:.6g}"
    return translate("Figure", "step {step} of {last}: t = {t}, TP {tp}, FP {fp}, AUC so far"
                               " {auc}").format(step=step.index, last=last, t=threshold,
                                                tp=f"{step.tp:,}", fp=f"{step.fp:,}", auc=so_far)


def _pil(image: QtGui.QImage) -> Image.Image:
    image = image.convertToFormat(QtGui.QImage.Format.Format_RGB888)
    data = bytes(image.constBits())
    return Image.frombuffer("RGB", (image.width(), image.height()), data, "raw", "RGB",
                            image.bytesPerLine(), 1).copy()


def _palette(image: Image.Image) -> Image.Image:
    # Flat colours and anti-aliased edges: an adaptive palette without dithering keeps
    # lines crisp and the file small.
    return image.quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                          dither=Image.Dither.NONE)
