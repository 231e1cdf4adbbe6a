"""The bundled resources the window opens by name (:mod:`core.resources` finds them,
installed or in a checkout)."""

from __future__ import annotations

from core.resources import I18N, RESOURCES

EXAMPLES = RESOURCES / "examples"
GUIDE = RESOURCES / "help" / "guide.html"
ICON = RESOURCES / "rocscope.svg"
__all__ = ["EXAMPLES", "GUIDE", "I18N", "ICON", "RESOURCES"]
