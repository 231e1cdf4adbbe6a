"""Where the bundled resources live (examples, icons, help text)."""

from pathlib import Path

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
EXAMPLES = RESOURCES / "examples"
