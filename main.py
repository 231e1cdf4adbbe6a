"""rocscope: parse the command line, then run a headless command or open the window.

    rocscope [FILE] [--score COL] [--label COL] [--positive VALUE] [--counts POS NEG]
             [--ties {average,best,worst}] [--threshold T] [--drop-missing]
             [--export PATH ...] [--size WxH] [--report {text,json}]

Qt is imported only on the paths that need it, so `--report` stays fast and headless.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from core.app import cli

    options = cli.parse_args(argv)  # usage errors exit with status 2 here
    if options.export:
        from gui.exporting import export_from_options

        return cli.guarded(export_from_options, options)
    if options.report:
        return cli.guarded(cli.run_report, options)
    from gui.app import run_window

    return run_window(options)


if __name__ == "__main__":
    sys.exit(main())
