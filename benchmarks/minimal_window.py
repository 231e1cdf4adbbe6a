"""The reference of bench_first_paint.py: a minimal pyqtgraph window, one ``PlotWidget``
and one line (the eight-sample example's ROC curve), launched as rocscope is.

The line is drawn with rocscope's pen colour and area fill so that ``screen_watch.py``
sees it as it sees rocscope's curve: both programs are timed by the same screenshots.

    python benchmarks/minimal_window.py
"""

import sys

import pyqtgraph as pg
from PySide6 import QtWidgets

# The vertices of the eight-sample example's curve (resources/examples/eight_samples.csv).
FPR = [0, 0, 0.25, 0.25, 0.5, 0.75, 0.75, 1]
TPR = [0, 0.25, 0.25, 0.5, 0.75, 0.75, 1, 1]

app = QtWidgets.QApplication(sys.argv)
pg.setConfigOptions(antialias=True, background="w", foreground="#222222")
plot = pg.PlotWidget()
plot.plot(FPR, TPR, pen=pg.mkPen("#009E73", width=2), fillLevel=0, brush=(86, 180, 233, 70))
plot.resize(1200, 800)
plot.show()
sys.exit(app.exec())
