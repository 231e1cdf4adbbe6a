"""The bundled resources the window opens by name (:mod:`core.resources` finds them,
installed or in a checkout)."""

from __future__ import annotations

from core.resources import RESOURCES

EXAMPLES = RESOURCES / "examples"
GUIDE = RESOURCES / "help" / "guide.html"
GUIDE_ZH = RESOURCES / "help" / "guide.zh.html"  # the same page in Chinese
ICON = RESOURCES / "rocscope.svg"
