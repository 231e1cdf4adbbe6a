"""Watches an X11 screen until a screenshot shows a file's ROC curve, as a user would
see it; used by bench_end_to_end.py.

    DISPLAY=:N python benchmarks/screen_watch.py [TIMEOUT [SAVE.png]]

Prints ``ready`` once connected, then reads one line from standard input: the
``time.time()`` at which the program was launched. From then on it grabs the whole
screen (X11's GetImage, through Qt) every ~40 ms and prints the seconds from launch to
the first screenshot holding the curve, or ``none`` after TIMEOUT seconds.

"Holding the curve" means the shaded area under the curve (the window's light sky blue
over white) covers at least ``FILL_PIXELS`` pixels and the curve's own pens (green,
vermillion, blue, or the grey of pixels shared by several kinds) at least
``LINE_PIXELS``: a window still loading shows neither, the score plot has no fill.
"""

from __future__ import annotations

import os
import sys
import time

os.environ["QT_QPA_PLATFORM"] = "xcb"

import numpy as np  # noqa: E402
from PySide6 import QtGui, QtWidgets  # noqa: E402

# gui/style.py: AUC_FILL (86, 180, 233) at alpha 70 over white, and the segment pens.
FILL = (209, 234, 249)
LINES = ((0, 158, 115), (213, 94, 0), (0, 114, 178), (122, 122, 122))
FILL_PIXELS = 5000
LINE_PIXELS = 200
INTERVAL = 0.04


def grab(screen) -> np.ndarray:
    image = screen.grabWindow(0).toImage().convertToFormat(QtGui.QImage.Format.Format_RGB32)
    pixels = np.frombuffer(image.constBits(), dtype=np.uint32).reshape(
        image.height(), image.bytesPerLine() // 4)[:, :image.width()]
    return pixels & 0xFFFFFF  # copied: the image's memory goes with it


def count(pixels: np.ndarray, colour) -> int:
    r, g, b = colour
    return int(np.count_nonzero(pixels == (r << 16) | (g << 8) | b))


def shows_curve(pixels: np.ndarray) -> bool:
    return (count(pixels, FILL) >= FILL_PIXELS
            and sum(count(pixels, c) for c in LINES) >= LINE_PIXELS)


def main() -> None:
    timeout = float(sys.argv[1]) if len(sys.argv) > 1 else 120.0
    save = sys.argv[2] if len(sys.argv) > 2 else None
    app = QtWidgets.QApplication([])
    screen = app.primaryScreen()
    print("ready", flush=True)
    launched = float(sys.stdin.readline())
    while time.time() - launched < timeout:
        pixels = grab(screen)
        seen = time.time()
        if shows_curve(pixels):
            print(f"{seen - launched:.3f}", flush=True)
            if save:
                screen.grabWindow(0).save(save)
            return
        time.sleep(max(0.0, INTERVAL - (time.time() - seen)))
    print("none", flush=True)


if __name__ == "__main__":
    main()
