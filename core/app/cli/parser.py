"""The command line's arguments: a parser generated from the table of options
(:data:`core.app.options.OPTIONS`) turns the text into values, and the request checks
them (:meth:`core.app.request.Request.from_options`), so that a usage error is one line
(exit status 2) before anything is read."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from core.app.options import OPTIONS, OUTPUT, cut_short
from core.app.report.language import words_in
from core.app.request import Request
from core.errors import InputError

from .argparse_words import argparse_in, language_asked

_DESCRIPTION = """\
See exactly how a classifier's ROC curve and AUC come out of its scores, ties included.

With --report or --export rocscope works without a window; otherwise it opens the
window on FILE (or on the built-in eight-sample example when no FILE is given)."""


_EPILOG = """\
FILE may be delimited text (comma, tab, semicolon or spaces; header optional; .gz
allowed), Parquet or Feather/Arrow; '-' reads standard input. Score and label columns
are guessed when the file leaves no doubt, and the guess is shown; when it does not,
rocscope says which flag to pass and lists the choices.

Several models: give several --score columns (repeated or comma-separated) and/or
several FILEs; every FILE gets every --score. Models of the same samples (one file, or
files with the same rows and labels, or rows matched by --id) are compared paired,
others unpaired, by DeLong's test.

examples (the files are in resources/examples/; docs/command-line.md has more):
  rocscope                                   open the window on the built-in example
  rocscope resources/examples/eight_samples.csv
                                             open the window on a file
  rocscope --report text                     the built-in example's numbers, as text
  rocscope resources/examples/five_clicks.csv --report json
  rocscope resources/examples/five_clicks_aggregated.csv --counts click noclick --report text
  rocscope --ties worst --threshold 0.5 --report text
  rocscope resources/examples/three_models.csv --score a,b,c --ci --report text
  rocscope resources/examples/three_models.csv --score a --ci bootstrap --seed 1 --report json
  rocscope resources/examples/three_models.csv --score a --pr --best youden --hull --report text
  rocscope resources/examples/three_models.csv --score b --best cost --cost-ratio 2 --report text
  rocscope resources/examples/three_models.csv --score a --partial-auc 0 0.2 --report text
  rocscope resources/examples/model_a.csv resources/examples/model_b.csv --id id --report text
  rocscope - --report json < resources/examples/eight_samples.csv
  rocscope --export roc.png --export roc.svg --size 1200x900
  rocscope --export curve.csv --export summary.json

exit status: 0 done; 2 bad input or usage (one line on stderr); 70 a bug in rocscope;
130 interrupted (Ctrl-C); 143 terminated (SIGTERM)."""


_NEGATIVE_NUMBER = re.compile(r"^-(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^-(inf|infinity|nan)$",
                              re.IGNORECASE)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr, as every rocscope error is."""

    def error(self, message: str):  # noqa: D401 - argparse's name
        from .run import EXIT_INPUT  # the headless run's module: a window does without it

        see = vars(argparse)["_"]("(see %s --help)") % self.prog
        self.exit(EXIT_INPUT, f"{self.prog}: error: {message} {see}\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser, with every option documented for ``--help``."""
    p = _Parser(
        prog="rocscope",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # argparse takes "-1e3" for an option (its pattern of negative numbers has no
    # exponent), so "--threshold -1e3" would lack its value; no option looks like this.
    p._negative_number_matcher = _NEGATIVE_NUMBER
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="prediction file: CSV/TSV/text (optionally .gz), Parquet or Feather;"
                        " '-' reads standard input; several files give one model each (or"
                        " one per --score); omit it for the built-in example")
    groups: dict[str, argparse._ArgumentGroup] = {}
    for row in OPTIONS:
        if row.section not in groups:
            groups[row.section] = p.add_argument_group(row.section)
        if row.type is bool:
            groups[row.section].add_argument(row.flag, action="store_true", help=row.help)
            continue
        how = {"help": row.help, "metavar": row.metavar, "default": row.default,
               "type": _TEXT.get(row.name) or _TEXT.get(row.type)}
        if row.check is None:
            how["choices"] = row.choices
        if row.nargs == "append":
            how["action"] = "append"
        else:  # "?": the option given alone is True, as in Python (ci=True)
            how.update(nargs=row.nargs, const=True if row.nargs == "?" else None)
        groups[row.section].add_argument(row.flag, **how)
    groups[OUTPUT].add_argument("--version", action=_Version,
                                help="print rocscope's version and exit")
    return p


class _Version(argparse.Action):
    """``--version``, as argparse's own, but the version is looked up only when asked
    for: ``importlib.metadata`` alone took tens of milliseconds of every launch."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                 help=None):  # noqa: A002 - argparse's name
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser._print_message(f"rocscope {version()}\n", sys.stdout)
        parser.exit()


def version() -> str:
    """rocscope's version: the installed package's, else the source tree's pyproject.toml."""
    import importlib.metadata  # here, not at every launch: see _Version
    import tomllib

    try:
        return importlib.metadata.version("rocscope")
    except importlib.metadata.PackageNotFoundError:
        with open(Path(__file__).resolve().parents[3] / "pyproject.toml", "rb") as f:
            return tomllib.load(f)["project"]["version"]


def parse_args(argv=None) -> argparse.Namespace:
    """The command line's values, by option name (:data:`core.app.options.OPTIONS`),
    and ``files`` (the FILEs, possibly none); unchecked beyond their form, which
    :meth:`~core.app.request.Request.from_options` does. A value that is no value (a
    word for a number) exits with status 2 and one line.

    Options and files may be intermixed, and after ``--`` come files only (``--
    -leading.csv``): argparse's intermixed parsing does not honour ``--`` itself."""
    argv = list(sys.argv[1:] if argv is None else argv)
    files: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, files = argv[:cut], argv[cut + 1:]
    with argparse_in(words_in(language_asked(argv))):
        parser = build_parser()
        # Intermixed parsing keeps the usage for its errors, cutting len("usage: ") off:
        # cut what the prefix is in the language said (argparse_words).
        parser.usage = parser.format_usage()[len(vars(argparse)["_"]("usage: ")):]
        options = parser.parse_intermixed_args(argv)
    options.files = [*(options.files or []), *files]
    return options


def command_line_request(argv=None) -> Request:
    """The request of the command line ``argv``. A usage error, or a value or a
    combination the request refuses, exits with status 2 and one line (in the language
    of ``--lang``, else the locale's)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    options = parse_args(argv)
    try:
        return Request.from_options(options, flags=True)
    except InputError as exc:  # argparse's line, its words in the language asked for
        with argparse_in(words_in(language_asked(argv))):
            build_parser().error(words_in(options.lang).said(exc))


def _ci_method(text: str) -> str:
    if text.strip().lower() in ("delong", "bootstrap"):
        return text.strip().lower()
    raise argparse.ArgumentTypeError(
        f"invalid choice: {text!r} (choose from 'delong', 'bootstrap'; a FILE goes before"
        " --ci or after another option)")


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{cut_short(text)!r} is not a whole number") from None


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×*]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT in pixels, such as 1200x900, not {text!r}")
    return int(match.group(1)), int(match.group(2))  # the request judges the range


#: How the text of an option becomes its value, by name or by type (str: as it is).
_TEXT = {"ci": _ci_method, "size": _size, float: _number, int: _whole}
