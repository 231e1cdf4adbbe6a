"""rocscope: parse the command line, then run a headless command or open the window.

    rocscope [FILE ...] [--score COL ...] [--label COL] [--positive VALUE] ...
             [--export PATH ...] [--report {text,json}]   (see rocscope --help)

Qt is imported only on the paths that need it: `--report` and `--export` of data files
stay fast and headless.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from core.app.cli.parser import parse_args
    from core.app.cli.run import guarded, run_report
    from core.app.request import Request

    options = parse_args(argv)  # usage errors exit with status 2 here
    if options.export:
        from core.app.output.export import run_export

        return guarded(lambda: run_export(Request.from_options(options), draw=_draw))
    if options.report:
        return guarded(lambda: run_report(Request.from_options(options)))
    request = Request.from_options(options)
    _prefetch(request)
    from gui.window.app import run_window

    return run_window(request)


def _prefetch(request) -> None:
    """Start reading the first file while the window's code imports (most of a second)."""
    load = request.load
    if not load.sources or load.sources[0].path is None:
        return
    import os

    path = load.sources[0].path
    if not os.path.isfile(path) or load.engine_for(path) != "memory" or load.multiclass:
        return
    from core.app.pipeline.prefetch import prefetch

    prefetch(path, scores=load.scores, label=load.label, positive=load.positive,
             counts=load.counts, also=load.extra_columns)


def _draw(request) -> int:
    """Exports that need the window's drawing (figures, the sweep animation)."""
    from gui.figures.export_command import export_request

    return export_request(request)


if __name__ == "__main__":
    sys.exit(main())
