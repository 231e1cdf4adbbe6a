"""The command line of SPEC §4: parsing, the headless report, and the error guard.

``main.py`` parses with :func:`parse_args`, then runs a headless command through
:func:`guarded`, which turns every failure into one line on stderr and an exit status:
0 done, 2 bad input or usage, 70 a bug in rocscope, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections.abc import Callable

from core.errors import ExportError, RocscopeError
from core.app.report import format_text, summary
from core.app.requests import load_from_options
from core.engine.results import TieOrdering

EXIT_OK = 0
EXIT_INPUT = 2
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130

_DESCRIPTION = """\
See exactly how a classifier's ROC curve and AUC come out of its scores, ties included.

With --report or --export rocscope works without a window; otherwise it opens the
window on FILE (or on the built-in eight-sample example when no FILE is given)."""

_EPILOG = """\
FILE may be delimited text (comma, tab, semicolon or spaces; header optional; .gz
allowed), Parquet or Feather/Arrow. Score and label columns are guessed when the file
leaves no doubt, and the guess is shown; when it does not, rocscope says which flag to
pass and lists the choices.

examples:
  rocscope                                   open the window on the built-in example
  rocscope preds.csv                         open the window on a file
  rocscope --report text                     the built-in example's numbers, as text
  rocscope preds.csv --report json           the summary as JSON on stdout
  rocscope asah.csv --score s100b --label outcome --positive Poor --report text
  rocscope clicks.csv --counts click noclick --report json
  rocscope preds.csv --ties worst --threshold 0.5 --report text
  rocscope preds.csv --drop-missing --report json
  rocscope preds.csv --export roc.png --export roc.svg --size 1200x900
  rocscope preds.csv --export curve.csv --export summary.json

exit status: 0 done; 2 bad input or usage (one line on stderr); 70 a bug in rocscope;
130 interrupted."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr, as every rocscope error is."""

    def error(self, message: str):  # noqa: D401 - argparse's name
        self.exit(EXIT_INPUT, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser, with every option documented for ``--help``."""
    p = _Parser(
        prog="rocscope",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", nargs="?", metavar="FILE",
                   help="prediction file: CSV/TSV/text (optionally .gz), Parquet or Feather;"
                        " omit it for the built-in example")
    data = p.add_argument_group("choosing columns")
    data.add_argument("--score", metavar="COL",
                      help="score column, by name or 1-based position (e.g. --score s100b,"
                           " --score 2)")
    data.add_argument("--label", metavar="COL",
                      help="label column, by name or position (e.g. --label outcome)")
    data.add_argument("--positive", metavar="VALUE",
                      help="label value of the positive class; every other value is"
                           " negative (e.g. --positive Poor). Needed unless the labels"
                           " are 1/0, 1/-1, +/-, true/false, yes/no, pos/neg or"
                           " positive/negative")
    data.add_argument("--counts", nargs=2, metavar=("POS_COL", "NEG_COL"),
                      help="aggregated rows: columns counting positives and negatives per"
                           " score (e.g. --counts click noclick)")
    data.add_argument("--drop-missing", action="store_true",
                      help="leave out rows whose score, label or counts are missing (or"
                           " NaN) and say how many; without it such a row is an error")
    view = p.add_argument_group("what to compute")
    view.add_argument("--ties", type=_ties, default="average", metavar="{average,best,worst}",
                      help="tie ordering inside blocks of equal scores: average (the"
                           " diagonal, default), best (l1: positives first) or worst (l2:"
                           " negatives first), e.g. --ties worst")
    view.add_argument("--threshold", type=_threshold, metavar="T",
                      help="operating point: score >= T is predicted positive; adds the"
                           " confusion matrix and rates (e.g. --threshold 0.5)")
    out = p.add_argument_group("output (without these the window opens)")
    out.add_argument("--report", choices=("text", "json"),
                     help="print the summary to stdout as text or JSON (e.g. --report json)")
    out.add_argument("--export", action="append", default=None, metavar="PATH",
                     help="write PATH without opening a window, by its suffix: .png, .svg,"
                          " .pdf (plot), .csv (curve vertices), .json (summary); repeat for"
                          " several files (e.g. --export roc.png --export roc.json)")
    out.add_argument("--size", type=_size, metavar="WxH",
                     help="size of exported images in pixels (e.g. --size 1200x900)")
    return p


def parse_args(argv=None) -> argparse.Namespace:
    """Parse the command line; a usage error exits with status 2 and one line.

    The namespace holds ``file``, ``score``, ``label``, ``positive``, ``counts`` (two
    names or None), ``ties``, ``threshold`` (float or None), ``drop_missing``,
    ``export`` (list, possibly empty), ``size`` ((width, height) or None) and
    ``report`` ("text", "json" or None).
    """
    options = build_parser().parse_args(argv)
    options.export = list(options.export or [])
    return options


def run_report(options) -> int:
    """Print the summary (text or JSON) to stdout; notes go to stderr in JSON mode."""
    data = load_from_options(options)
    curve = data.curve()
    result = summary(data, curve, ties=options.ties, threshold=options.threshold)
    if options.report == "json":
        text = json.dumps(result, indent=2, allow_nan=False) + "\n"
        for note in data.notes:
            print(f"rocscope: note: {note}", file=sys.stderr)
    else:
        text = format_text(result, data)
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:  # a full disk, a closed descriptor: the user's to fix
        _silence_stdout()  # or Python's own flush at exit fails again, with a traceback
        raise ExportError("cannot write the report to standard output:"
                          f" {exc.strerror or exc}") from None
    return EXIT_OK


def guarded(fn: Callable, options) -> int:
    """Run ``fn(options)`` and turn any failure into one line on stderr.

    Returns ``fn``'s status; 2 for a :class:`RocscopeError` (bad input), 130 for an
    interrupt, 70 for anything else (a bug: the line asks for a report). Never a
    traceback.
    """
    try:
        return int(fn(options) or 0)
    except RocscopeError as exc:
        _say(f"rocscope: error: {_one_line(exc)}")
        return EXIT_INPUT
    except KeyboardInterrupt:
        _say("rocscope: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): nothing left to tell anyone.
        _silence_stdout()
        return EXIT_OK
    except MemoryError:
        _say("rocscope: error: not enough memory for this file")
        return EXIT_INPUT
    except Exception as exc:  # noqa: BLE001 - the last line of defence
        _say(f"rocscope: internal error: {type(exc).__name__}: {_one_line(exc)}"
             " (please report this)")
        return EXIT_INTERNAL


def _ties(text: str) -> str:
    try:
        return TieOrdering(text).value
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from 'average', 'best', 'worst')") from None


def _threshold(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number, not {text!r}")
    return value


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×*]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels, such as 1200x900, not {text!r}")
    width, height = int(match.group(1)), int(match.group(2))
    if not (16 <= width <= 20000 and 16 <= height <= 20000):
        raise argparse.ArgumentTypeError(
            f"{width}x{height} is out of range: each side must be 16 to 20000 pixels")
    return width, height


def _one_line(exc: BaseException) -> str:
    text = re.sub(r"\s*[\r\n]+\s*", " ", str(exc)).strip()
    return text or type(exc).__name__


def _say(line: str) -> None:
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
