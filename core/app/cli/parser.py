"""The command line's arguments: every option documented for ``--help``, checked on its
own and against the others, so that a usage error is one line (exit status 2) before
anything is read."""

from __future__ import annotations

import argparse
import math
import re

from core.engine.results import TieOrdering

from .run import EXIT_INPUT

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

#: Bounds of the numeric options beyond those of their meaning: past them a value is a
#: typo or a test of limits, and the arithmetic behind it would overflow or run for days.
MAX_BOOTSTRAPS = 1_000_000
MAX_SEED = 2**64 - 1
MAX_CI_LEVEL = 0.999999
COST_RATIO_RANGE = (1e-9, 1e9)
PREVALENCE_RANGE = (1e-9, 1 - 1e-9)


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
    # argparse takes "-1e3" for an option (its pattern of negative numbers has no
    # exponent), so "--threshold -1e3" would lack its value; no option looks like this.
    p._negative_number_matcher = _NEGATIVE_NUMBER
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="prediction file: CSV/TSV/text (optionally .gz), Parquet or Feather;"
                        " '-' reads standard input; several files give one model each (or"
                        " one per --score); omit it for the built-in example")
    data = p.add_argument_group("choosing columns")
    data.add_argument("--score", dest="scores", action="append", metavar="COL",
                      help="score column, by name or 1-based position; repeat it or"
                           " separate columns with commas for several models (e.g."
                           " --score s100b, --score 2, --score s100b,ndka,wfns)")
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
    data.add_argument("--id", metavar="COL",
                      help="column naming each sample: rows of several FILEs are matched"
                           " by it, so their models are compared paired (e.g. --id id)")
    view = p.add_argument_group("what to compute")
    view.add_argument("--ties", type=_ties, default="average", metavar="{average,best,worst}",
                      help="tie ordering inside blocks of equal scores: average (the"
                           " diagonal, default), best (l1: positives first) or worst (l2:"
                           " negatives first), e.g. --ties worst")
    view.add_argument("--threshold", type=_threshold, metavar="T",
                      help="operating point: score >= T is predicted positive; adds the"
                           " confusion matrix and rates; inf predicts nothing positive (the"
                           " curve's start), -inf everything (e.g. --threshold 0.5)")
    view.add_argument("--ci", nargs="?", const="delong", type=_ci_method,
                      metavar="{delong,bootstrap}",
                      help="confidence interval of each AUC: DeLong's (the default when"
                           " --ci is given alone) or a stratified bootstrap (e.g. --ci,"
                           " --ci bootstrap)")
    view.add_argument("--ci-level", type=_level, default=0.95, metavar="LEVEL",
                      help="confidence level of every interval, strictly between 0 and 1"
                           " (default 0.95; e.g. --ci-level 0.9)")
    view.add_argument("--bootstraps", type=_bootstraps, metavar="N",
                      help="resamples for --ci bootstrap (default 2000; e.g. --bootstraps"
                           " 5000)")
    view.add_argument("--seed", type=_seed, metavar="N",
                      help="seed of --ci bootstrap, for repeatable intervals (e.g. --seed 1)")
    view.add_argument("--pr", action="store_true",
                      help="precision-recall: average precision, the interpolated area"
                           " and the prevalence baseline")
    view.add_argument("--best", choices=("youden", "closest", "cost"),
                      help="best threshold: youden (max TPR - FPR), closest (to the corner"
                           " (0, 1)) or cost (least expected cost, with --cost-ratio and"
                           " optionally --prevalence), e.g. --best youden")
    view.add_argument("--cost-ratio", type=_cost_ratio, metavar="R",
                      help="for --best cost, and needed there: cost of a missed positive"
                           " over the cost of a false alarm, above 0 (e.g. --cost-ratio 5)")
    view.add_argument("--prevalence", type=_prevalence, metavar="P",
                      help="for --best cost: share of positives to expect, strictly between"
                           " 0 and 1 (default: the data's; e.g. --prevalence 0.1)")
    view.add_argument("--partial-auc", nargs=2, type=_rate, metavar=("LO", "HI"),
                      help="partial AUC over FPR (or TPR) from LO to HI, 0 <= LO < HI <= 1,"
                           " with McClish's standardised value (e.g. --partial-auc 0 0.2)")
    view.add_argument("--partial-auc-focus", choices=("fpr", "tpr"),
                      help="the rate --partial-auc ranges over: fpr (default) or tpr")
    view.add_argument("--hull", action="store_true",
                      help="the ROC convex hull: its AUC and vertices")
    _add_strata_options(p)
    big = p.add_argument_group("data bigger than memory (docs/architecture.md)")
    big.add_argument("--engine", choices=("auto", "memory", "duckdb", "spark"), default="auto",
                     help="where the curve is computed: memory (rows read into numpy),"
                          " duckdb (out of core, for a Parquet file, a directory or glob"
                          " of files, or a big CSV), spark (a cluster named by SPARK_REMOTE"
                          " or SPARK_MASTER, local mode without); auto (default) takes"
                          " duckdb for data too big for memory (e.g. --engine duckdb)")
    big.add_argument("--sql", metavar="QUERY",
                     help="compute the curve of a query's result in the engine instead of"
                          " a FILE: its columns are the score and the label (e.g. --sql"
                          " \"SELECT pctr AS score, click AS label FROM 'logs/*.parquet'\")")
    big.add_argument("--memory-limit", metavar="SIZE", type=_memory_limit,
                     help="memory DuckDB may use before spilling to disk (default: half"
                          " of this machine's; e.g. --memory-limit 4GB)")
    out = p.add_argument_group("output (without these the window opens)")
    out.add_argument("--report", choices=("text", "json"),
                     help="print the summary to stdout as text or JSON (e.g. --report json)")
    out.add_argument("--export", action="append", default=None, metavar="PATH",
                     help="write PATH without opening a window, by its suffix: .png, .svg,"
                          " .pdf (plot), .gif (the sweep drawn step by step, for slides),"
                          " .csv (curve vertices), .json (the report); repeat for several"
                          " files (e.g. --export roc.png --export roc.json)")
    out.add_argument("--size", type=_size, metavar="WxH",
                     help="size of exported images in pixels (e.g. --size 1200x900)")
    out.add_argument("--plot", choices=("roc", "pr"), default="roc",
                     help="which plot an exported figure shows: roc (default) or pr, the"
                          " precision-recall curve (e.g. --plot pr --export pr.png); in the"
                          " window, the plot shown first")
    out.add_argument("--lang", choices=("en", "zh"), default=None,
                     help="the language of the window and of --report text: en (English)"
                          " or zh (中文); by default the system locale's (LANG, LC_ALL)."
                          " JSON keys and CSV headers are never translated (e.g. --lang zh)")
    return p


def parse_args(argv=None) -> argparse.Namespace:
    """Parse the command line; a usage error exits with status 2 and one line.

    The namespace holds ``files`` (list, possibly empty), ``scores`` (the ``--score``
    values as given, possibly empty), ``label``, ``positive``, ``counts`` (two names or
    None), ``drop_missing``, ``id``, ``ties``, ``threshold`` (float, possibly infinite,
    or None), ``ci`` ("delong", "bootstrap" or None), ``ci_level``, ``bootstraps``,
    ``seed``, ``pr``, ``best``, ``cost_ratio``, ``prevalence``, ``partial_auc`` ([lo, hi]
    or None), ``partial_auc_focus``, ``hull``, ``export`` (list, possibly empty),
    ``size`` ((width, height) or None) and ``report`` ("text", "json" or None); and, for
    code that shows one model, ``file`` and ``score``: the first FILE and ``--score``
    value (None without).
    """
    parser = build_parser()
    options = parser.parse_intermixed_args(argv)
    options.export = list(options.export or [])
    options.scores = list(options.scores or [])
    options.file = options.files[0] if options.files else None
    options.score = options.scores[0] if options.scores else None
    _check_together(parser, options)
    return options


def _check_together(parser: argparse.ArgumentParser, o: argparse.Namespace) -> None:
    """Options that only make sense with another: a usage error otherwise, rather than
    silently ignored."""
    if o.bootstraps is not None and o.ci != "bootstrap":
        parser.error("argument --bootstraps: only --ci bootstrap resamples")
    if o.seed is not None and o.ci != "bootstrap":
        parser.error("argument --seed: only --ci bootstrap draws random numbers")
    if o.best == "cost" and o.cost_ratio is None:
        parser.error("argument --best: cost needs --cost-ratio R, the cost of a missed"
                     " positive over the cost of a false alarm (e.g. --cost-ratio 5)")
    if o.cost_ratio is not None and o.best != "cost":
        parser.error("argument --cost-ratio: it weighs the costs of --best cost")
    if o.prevalence is not None and o.best != "cost":
        parser.error("argument --prevalence: it is used by --best cost")
    if o.partial_auc_focus is not None and o.partial_auc is None:
        parser.error("argument --partial-auc-focus: give the range with --partial-auc LO HI")
    if o.partial_auc is not None:
        low, high = o.partial_auc
        if not low < high:
            parser.error(f"argument --partial-auc: the range {_g(low)} to {_g(high)} is"
                         " empty; LO must be below HI")
    if o.sql is not None and not o.sql.strip():
        parser.error("argument --sql: the query is empty; give a SELECT statement")
    if o.sql is not None and o.files:
        parser.error("argument --sql: the query is the data; give no FILE with it")
    if o.sql is not None and o.engine == "memory":
        parser.error("argument --sql: a query runs in an engine: --engine duckdb or spark")
    if o.memory_limit is not None and o.engine in ("memory", "spark"):
        parser.error("argument --memory-limit: it limits DuckDB (--engine duckdb or auto)")
    _check_strata(parser, o)
    if o.bootstraps is None:
        o.bootstraps = 2000
    if o.partial_auc_focus is None:
        o.partial_auc_focus = "fpr"


def _add_strata_options(p: argparse.ArgumentParser) -> None:
    strata = p.add_argument_group("groups, folds and classes (docs/command-line.md)")
    strata.add_argument("--group", metavar="COL",
                        help="one AUC per value of COL (users, queries), their plain and"
                             " sample-weighted means (GAUC), groups of one class left out"
                             " (e.g. --group user_id)")
    strata.add_argument("--group-table", action="store_true",
                        help="list every group in the report, however many (by default"
                             " up to 10,000)")
    strata.add_argument("--fold", metavar="COL",
                        help="cross-validation folds: one curve per value of COL, the"
                             " mean and SD of their AUCs, the pooled AUC and the vertical"
                             " average of the curves (e.g. --fold fold)")
    strata.add_argument("--fold-average", choices=("vertical", "threshold"),
                        help="add threshold averaging of the folds to the vertical"
                             " averaging always reported (e.g. --fold-average threshold)")
    strata.add_argument("--multiclass", action="store_true",
                        help="K >= 3 classes in the label column and one score column per"
                             " class (named after the class, or p_/prob_ + class):"
                             " one-vs-rest curves and the macro, weighted and micro"
                             " averages, one-vs-one (Hand & Till)")
    strata.add_argument("--classes", metavar="A,B,C",
                        help="the class of each --score column, in order (implies"
                             " --multiclass; e.g. --score pa,pb,pc --classes a,b,c)")


def _check_strata(parser: argparse.ArgumentParser, o: argparse.Namespace) -> None:
    if o.group_table and o.group is None:
        parser.error("argument --group-table: it lists the groups of --group COL")
    if o.fold_average is not None and o.fold is None:
        parser.error("argument --fold-average: it averages the folds of --fold COL")
    if o.classes is not None:
        o.multiclass = True
        if not all(part.strip() for part in o.classes.split(",")):
            parser.error("argument --classes: an empty class between commas; separate"
                         " the classes with single commas (a,b,c)")
    if o.multiclass:
        for flag, value in (("--group", o.group), ("--fold", o.fold), ("--counts", o.counts),
                            ("--id", o.id), ("--positive", o.positive), ("--sql", o.sql)):
            if value is not None:
                parser.error(f"argument --multiclass: {flag} is for one binary problem;"
                             " the classes are judged one against the rest instead")
        for flag, value in (("--ci", o.ci), ("--pr", o.pr or None), ("--best", o.best),
                            ("--partial-auc", o.partial_auc), ("--hull", o.hull or None),
                            ("--threshold", o.threshold),
                            ("--ties", None if o.ties == "average" else o.ties)):
            if value is not None:
                parser.error(f"argument --multiclass: {flag} analyses one binary problem;"
                             " the classes report gives each class's one-vs-rest AUC and"
                             " the averages (export NAME.csv for the class curves)")
        if len(o.files) > 1:
            parser.error("argument --multiclass: one FILE holds the classes' scores")
        if o.engine in ("duckdb", "spark"):
            parser.error("argument --multiclass: the classes are computed in memory"
                         " (--engine memory or auto)")


def _ties(text: str) -> str:
    try:
        return TieOrdering(text).value
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from 'average', 'best', 'worst')") from None


def _ci_method(text: str) -> str:
    if text.strip().lower() in ("delong", "bootstrap"):
        return text.strip().lower()
    raise argparse.ArgumentTypeError(
        f"invalid choice: {text!r} (choose from 'delong', 'bootstrap'; a FILE goes before"
        " --ci or after another option)")


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number, not {text!r}")
    return value


def _threshold(text: str) -> float:
    # Unlike the other numbers, a threshold may be infinite: +inf and -inf are the
    # curve's two ends, which the sweep passes through like any other threshold.
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if math.isnan(value):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a threshold: give a number, or inf (nothing predicted"
            " positive) or -inf (everything predicted positive)")
    return value


def _level(text: str) -> float:
    value = _number(text)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(
            f"{text} is not a confidence level: it must be strictly between 0 and 1"
            " (0.95 for 95%)")
    if value > MAX_CI_LEVEL:  # nearer 1 the interval's quantile is infinite
        raise argparse.ArgumentTypeError(
            f"{text}: a confidence level can be at most {MAX_CI_LEVEL}")
    return value


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        shown = text if len(text) <= 40 else text[:40] + "…"
        raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number") from None


def _bootstraps(text: str) -> int:
    value = _whole(text)
    if value < 2:  # the same floor as core.engine.bootstrap: one resample has no spread
        raise argparse.ArgumentTypeError(
            f"{value}: at least 2 resamples are needed for a spread")
    if value > MAX_BOOTSTRAPS:
        raise argparse.ArgumentTypeError(
            f"{_big(value)} resamples: at most {MAX_BOOTSTRAPS:,} (2000 is usual)")
    return value


def _seed(text: str) -> int:
    value = _whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{_big(value)}: a seed cannot be negative")
    if value > MAX_SEED:
        raise argparse.ArgumentTypeError(f"{_big(value)}: a seed is at most 2**64 - 1")
    return value


def _bounded(text: str, inside, meaning: str, bounds: tuple[float, float], name: str,
             high_text: str = "{:g}") -> float:
    """``text`` as a number that ``inside`` accepts (else it is not ``meaning``) and
    within ``bounds`` (else out of range for a ``name``)."""
    value = _number(text)
    if not inside(value):
        raise argparse.ArgumentTypeError(f"{text} is not {meaning}")
    low, high = bounds
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            f"{text} is out of range: a {name} is from {low:g} to {high_text.format(high)}")
    return value


def _cost_ratio(text: str) -> float:
    return _bounded(text, lambda v: v > 0, "a cost ratio: the cost of a missed positive over"
                    " that of a false alarm must be above 0", COST_RATIO_RANGE, "cost ratio")


def _prevalence(text: str) -> float:
    return _bounded(text, lambda v: 0 < v < 1, "a prevalence: the share of positives must be"
                    " strictly between 0 and 1", PREVALENCE_RANGE, "prevalence", "{:.9f}")


def _memory_limit(text: str) -> str:
    from core.errors import InputError
    from core.scale.memory import parse_size  # no engine is loaded for this

    try:
        parse_size(text)
    except InputError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _big(value: int) -> str:
    """A whole number as a message shows it: huge ones by their number of digits."""
    text = str(value)
    return text if len(text) <= 24 else f"a number of {len(text)} digits"


def _rate(text: str) -> float:
    value = _number(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text} is outside [0, 1]: a rate runs from 0 to 1")
    return value


def _g(x: float) -> str:
    return f"{x:g}"


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
