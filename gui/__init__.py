"""rocscope's window: PySide6 + pyqtgraph views over one state object. No metric is
computed here; every number comes from ``core``."""

import os

# pyqtgraph binds to whichever Qt it finds first; PyQt installed beside PySide6 would
# win unless PySide6 is chosen before pyqtgraph is imported (SPEC §7).
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
import PySide6  # noqa: E402,F401  (import order matters, see above)
