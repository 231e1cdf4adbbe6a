"""rocscope's window: PySide6 + pyqtgraph views over a session of models (``gui.model``,
plain Python). No metric is computed here; every number comes from ``core``."""

import os

# pyqtgraph binds to whichever Qt it finds first; PyQt installed beside PySide6 would
# win unless PySide6 is chosen before pyqtgraph is imported (docs/architecture.md). The variable is
# enough, and it keeps ``gui.model`` free of Qt.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
