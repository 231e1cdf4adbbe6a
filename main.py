"""rocscope: parse the command line, then run a headless command or open the window.

    rocscope [FILE ...] [--score COL ...] [--label COL] [--positive VALUE] ...
             [--export PATH ...] [--report {text,json}]   (see rocscope --help)

Qt is imported only on the paths that need it: `--report` and `--export` of data files
stay fast and headless.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from core.app import cli

    options = cli.parse_args(argv)  # usage errors exit with status 2 here
    if options.export:
        from core.app.headless import run_export

        return cli.guarded(lambda o: run_export(o, draw=_draw), options)
    if options.report:
        return cli.guarded(cli.run_report, options)
    _prefetch(options)
    from gui.window.app import run_window

    return run_window(options)


def _prefetch(options) -> None:
    """Start reading the first FILE while the window's code imports (most of a second)."""
    files = getattr(options, "files", None) or []
    engine = getattr(options, "engine", None) or "auto"
    if not files or files[0] == "-" or engine not in ("auto", "memory") or options.sql:
        return
    import os

    from core.app.requests import uses_engine

    if not os.path.isfile(files[0]) or uses_engine(options):
        return
    from core.app.prefetch import prefetch

    prefetch(files[0], scores=getattr(options, "scores", None) or (), label=options.label,
             positive=options.positive, counts=options.counts)


def _draw(options) -> int:
    """Exports that need the window's drawing (figures, the sweep animation)."""
    from gui.figures.export_command import export_from_options

    return export_from_options(options)


if __name__ == "__main__":
    sys.exit(main())
