"""What the command line asks for, turned into data: shared by the headless report and
the headless export (the window's export goes through :mod:`gui.exporting`, which must
not depend on argument parsing, only on the parsed options)."""

from __future__ import annotations

from core.readers.dataset import LoadedData
from core.readers.examples import EIGHT_SAMPLES, EIGHT_SAMPLES_NAME, embedded_example
from core.readers.loading import load


def load_from_options(options) -> LoadedData:
    """The data the options name: FILE, or the built-in example without one."""
    counts = tuple(options.counts) if getattr(options, "counts", None) else None
    choices = dict(score=options.score, label=options.label, positive=options.positive,
                   counts=counts, drop_missing=bool(getattr(options, "drop_missing", False)))
    if options.file is None:
        if not any(v for k, v in choices.items()):
            return embedded_example()
        return load(EIGHT_SAMPLES, name=EIGHT_SAMPLES_NAME, **choices)
    return load(options.file, **choices)
