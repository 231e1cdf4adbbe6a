"""The options of rocscope, once: each option's name, type, default, values, help and
what it only goes with.

The name is the Python keyword (``rocscope.report(df, ci_level=0.9)``); the command
line's flag is the name with dashes (``--ci-level``). The command line's parser is
generated from :data:`OPTIONS` (:mod:`core.app.cli.parser`: it only turns text into
values), the Python interface takes every option that is not an output as a keyword
(:mod:`core.app.api`, ``gui.api``), and :meth:`core.app.request.Request.from_options`
checks the values and their combinations for both, raising an
:class:`~core.errors.InputError` whose ``option`` is the name.

>>> OPTION["cost_ratio"].flag, OPTION["cost_ratio"].only_with
('--cost-ratio', ('best', 'cost'))
>>> spelled("ci", "bootstrap"), spelled("ci", "bootstrap", flags=True)
("ci='bootstrap'", '--ci bootstrap')
>>> check("ci_level", 95)
Traceback (most recent call last):
...
ValueError: ci_level=95 is not a confidence level: it must be strictly between 0 and 1 (0.95 for 95%)
"""

from __future__ import annotations

import math
import numbers
import re
from collections.abc import Callable, Iterable, Set
from dataclasses import dataclass

from core.engine.results import TieOrdering
from core.phrases import Phrase

#: Bounds of the numeric options beyond those of their meaning: past them a value is a
#: typo or a test of limits, and the arithmetic behind it would overflow or run for days.
MAX_BOOTSTRAPS = 1_000_000
MAX_SEED = 2**64 - 1
MAX_CI_LEVEL = 0.999999
COST_RATIO_RANGE = (1e-9, 1e9)
PREVALENCE_RANGE = (1e-9, 1 - 1e-9)
SIDE_PIXELS = (16, 20000)  # each side of an exported figure (the window's PNG dialog too)

DATA = "choosing columns"
COMPUTE = "what to compute"
STRATA = "groups, folds and classes (docs/command-line.md)"
BIG = "data bigger than memory (docs/architecture.md)"
OUTPUT = "output (without these the window opens)"


@dataclass(frozen=True)
class Option:
    """One option: a row of :data:`OPTIONS`.

    Attributes
    ----------
    name : str
        The Python keyword; the flag is ``--`` and the name with dashes.
    section : str
        The heading ``--help`` lists it under; :data:`OUTPUT` for how results are shown
        (the Python interface takes those in its own form: ``path=``, ``size=``,
        ``plot=``).
    help : str
        What it does, with an example, as ``--help`` says it.
    type : type
        The type of its value: ``bool`` for a flag (True when given), ``float`` or
        ``int`` for a number, ``str`` otherwise (the command line turns text into it).
    metavar : str or tuple of str, optional
        What ``--help`` calls its value (one per value of a pair).
    default : object
        Its value when not given; None leaves the request's own default (which says
        that the option was not given).
    choices : tuple of str, optional
        The values it takes, when they are a list.
    nargs : int or str, optional
        ``2`` for a pair of values, ``"append"`` for an option given once per value,
        ``"?"`` for a value that may be left out (True then, as a flag).
    check : callable, optional
        ``check(value, given)``: the value the request holds, from a value given by
        Python or the command line; a :class:`ValueError` with a
        :class:`~core.phrases.Phrase` that names ``given`` (the option as the caller
        spells it) when it is none.
    only_with : (str, object), optional
        The option it only makes sense with, and the value that one must have (None:
        any value, as long as it is given).
    not_with : tuple of (str, tuple or None)
        Options it does not go with: given at all (None), or given one of these values.
    """

    name: str
    section: str
    help: str
    type: type = str
    metavar: str | tuple[str, ...] | None = None
    default: object = None
    choices: tuple[str, ...] | None = None
    nargs: int | str | None = None
    check: Callable | None = None
    only_with: tuple[str, object] | None = None
    not_with: tuple[tuple[str, tuple | None], ...] = ()

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def output(self) -> bool:
        return self.section == OUTPUT


def spelled(name: str, value=None, flags: bool = False) -> str:
    """An option as a message names it: ``ci_level=95`` in Python, ``--ci-level 95``
    on the command line (``flags``); the name alone when ``value`` is None.

    >>> spelled("counts", ["p", "n"], flags=True), spelled("hull", True, flags=True)
    ('--counts p n', '--hull')
    """
    if not flags:
        return name if value is None else f"{name}={cut_short(repr(value))}"
    if isinstance(value, tuple) and OPTION[name].nargs is None:  # --size 1200x900
        value = "x".join(map(str, value))
    values = value if isinstance(value, (list, tuple)) else (value,)
    if value is None or value is True:  # a flag
        values = ()
    return " ".join([OPTION[name].flag, *(cut_short(_text(v)) for v in values)])


def check(name: str, value, flags: bool = False):
    """``value`` of option ``name`` as the request holds it (see :attr:`Option.check`)."""
    row = OPTION[name]
    given = spelled(name, value, flags)
    if row.check is not None:
        return row.check(value, given)
    if row.choices is not None and value not in row.choices:
        raise ValueError(Phrase("{given}: use one of {choices}", given=given,
                                choices=", ".join(map(repr, row.choices))))
    return value


def _text(value) -> str:
    """A value as it would be typed: numbers in their shortest form (``95``, not
    ``95.0``), text as it is unless it needs quotes."""
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() and abs(value) < 1e16 else repr(value)
    text = str(value)
    return text if re.fullmatch(r"[\w.,:/*+\-%@=]+", text) else repr(text)


def cut_short(text: str) -> str:
    """A value quoted in a message: at most 40 characters of it, then "…"."""
    return text if len(text) <= 40 else text[:40] + "…"


# ---- the checks of values, Python's and the command line's ---------------------------

def _flag(value, given) -> bool:
    if not isinstance(value, int):  # True and False are ints
        raise ValueError(Phrase("{given}: expected True or False", given=given))
    return bool(value)


def _number(value, given) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(Phrase("{given} is not a number", given=given))
    if not math.isfinite(value):
        raise ValueError(Phrase("{given}: must be a finite number", given=given))
    return float(value)


def _threshold(value, given) -> float:
    # A threshold may be infinite, unlike every other number here: +inf and -inf are
    # the curve's two ends (nothing, or everything, predicted positive).
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(Phrase("{given} is not a number", given=given))
    if math.isnan(value):
        raise ValueError(Phrase("{given} is not a threshold: give a number, or inf (nothing"
                                " predicted positive) or -inf (everything predicted"
                                " positive)", given=given))
    return float(value)


def _whole(value, given) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise ValueError(Phrase("{given} is not a whole number", given=given))
    return int(value)


def _level(value, given) -> float:
    value = _number(value, given)
    if not 0 < value < 1:
        raise ValueError(Phrase("{given} is not a confidence level: it must be strictly"
                                " between 0 and 1 (0.95 for 95%)", given=given))
    if value > MAX_CI_LEVEL:  # nearer 1 the interval's quantile is infinite
        raise ValueError(Phrase("{given}: a confidence level can be at most {most}",
                                given=given, most=MAX_CI_LEVEL))
    return value


def _bootstraps(value, given) -> int:
    value = _whole(value, given)
    if value < 2:  # the same floor as core.engine.bootstrap: one resample has no spread
        raise ValueError(Phrase("{given}: at least 2 resamples are needed for a spread",
                                given=given))
    if value > MAX_BOOTSTRAPS:
        raise ValueError(Phrase("{given}: at most {most:,} resamples (2000 is usual)",
                                given=given, most=MAX_BOOTSTRAPS))
    return value


def _seed(value, given) -> int:
    value = _whole(value, given)
    if value < 0:
        raise ValueError(Phrase("{given}: a seed cannot be negative", given=given))
    if value > MAX_SEED:
        raise ValueError(Phrase("{given}: a seed is at most 2**64 - 1", given=given))
    return value


def _band_step(value, given) -> float:
    value = _number(value, given)
    parts = 1 / value if value > 0 else 0.0
    if not (1 <= round(parts) <= 10_000 and abs(parts - round(parts)) <= 1e-9 * parts):
        raise ValueError(Phrase("{given}: the step must divide 1 into equal parts, 1/n for a"
                                " whole n from 1 to 10,000 (0.1, 0.05, 0.01)", given=given))
    return value


def _cost_ratio(value, given) -> float:
    value = _number(value, given)
    if not value > 0:
        raise ValueError(Phrase("{given} is not a cost ratio: the cost of a missed positive"
                                " over that of a false alarm must be above 0", given=given))
    low, high = COST_RATIO_RANGE
    if not low <= value <= high:
        raise ValueError(Phrase("{given} is out of range: a cost ratio is from {low:g} to"
                                " {high:g}", given=given, low=low, high=high))
    return value


def _prevalence(value, given) -> float:
    value = _number(value, given)
    if not 0 < value < 1:
        raise ValueError(Phrase("{given} is not a prevalence: the share of positives must be"
                                " strictly between 0 and 1", given=given))
    low, high = PREVALENCE_RANGE
    if not low <= value <= high:
        raise ValueError(Phrase("{given} is out of range: a prevalence is from {low:g} to"
                                " {high:.9f}", given=given, low=low, high=high))
    return value


def _rate(value, given) -> float:
    value = _number(value, given)
    if not 0 <= value <= 1:
        raise ValueError(Phrase("{given} is outside [0, 1]: a rate runs from 0 to 1",
                                given=given))
    return value


def _range(value, given) -> tuple[float, float]:
    try:
        low, high = value
    except (TypeError, ValueError):
        raise ValueError(Phrase("{given}: give a range (low, high)", given=given)) from None
    low, high = _number(low, given), _number(high, given)
    if not (0 <= low <= 1 and 0 <= high <= 1):
        raise ValueError(Phrase("{given} is outside [0, 1]: a rate runs from 0 to 1",
                                given=given))
    if not low < high:
        raise ValueError(Phrase("{given}: the range is empty; its low end must be below its"
                                " high end", given=given))
    return low, high


def _ties(value, given) -> str:
    try:
        return TieOrdering(value).value
    except ValueError:
        raise ValueError(Phrase("{given}: use 'average', 'best' or 'worst'",
                                given=given)) from None


def _ci(value, given) -> str | None:
    if value is None or value is False:
        return None
    if value is True:
        return "delong"  # as --ci given alone
    if isinstance(value, str) and value.strip().lower() in ("delong", "bootstrap"):
        return value.strip().lower()
    raise ValueError(Phrase("{given}: use 'delong', 'bootstrap', True (DeLong's) or None",
                            given=given))


def _column(value, given) -> str:
    """A column by name, or by 1-based position (an int), as the command line takes it."""
    if isinstance(value, bool) or not isinstance(value, (str, numbers.Integral)):
        raise ValueError(Phrase("{given}: name a column, or give its 1-based position",
                                given=given))
    return str(value)


def _columns(value, given) -> tuple[str, ...]:
    if isinstance(value, (str, numbers.Integral)) or not isinstance(value, Iterable):
        return (_column(value, given),)
    columns = tuple(_column(v, given) for v in value)
    if not columns:
        raise ValueError(Phrase("{given}: name at least one column", given=given))
    return columns


def _counts(value, given) -> tuple[str, str]:
    # A set has no order to tell positives from negatives.
    pair = () if isinstance(value, (str, Set)) or not isinstance(value, Iterable) else tuple(value)
    if len(pair) != 2:
        raise ValueError(Phrase("{given}: give two columns (positives, negatives)",
                                given=given))
    return (_column(pair[0], given), _column(pair[1], given))


def _positive(value, given) -> str:
    """A label value as a file would write it: ``1``, ``true``, ``Poor``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _classes(value, given) -> tuple[str, ...]:
    if not isinstance(value, Iterable):  # one class, refused with the data as --classes 5 is
        value = [value]
    parts = value.split(",") if isinstance(value, str) else list(value)
    classes = tuple(str(part).strip() for part in parts)
    if not classes or not all(classes):
        raise ValueError(Phrase("{given}: an empty class between commas; separate the"
                                " classes with single commas (a,b,c)", given=given))
    return classes


def _query(value, given) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(Phrase("{given}: the query is empty; give a SELECT statement",
                                given=given))
    return value


def _memory_limit(value, given):
    from core.scale.memory import parse_size  # no engine is loaded for this

    parse_size(value)
    return value


def _size(value, given) -> tuple[int, int]:
    """``(width, height)`` of an exported figure, from two whole numbers."""
    try:
        width, height = (int(v) for v in value)
    except (TypeError, ValueError):
        raise ValueError(Phrase("{given}: give (width, height) in pixels", given=given)) from None
    low, high = SIDE_PIXELS
    if not (low <= width <= high and low <= height <= high):
        raise ValueError(Phrase("{given} is out of range: each side must be {low} to {high}"
                                " pixels", given=given, low=low, high=high))
    return width, height


def _flag_row(name: str, section: str, help: str, **more) -> Option:
    return Option(name, section, help, bool, default=False, check=_flag, **more)


#: Every option, in the order of ``--help``.
OPTIONS: tuple[Option, ...] = (
    Option("score", DATA, "score column, by name or 1-based position; repeat it or separate"
           " columns with commas for several models (e.g. --score s100b, --score 2, --score"
           " s100b,ndka,wfns)", metavar="COL", nargs="append", check=_columns),
    Option("label", DATA, "label column, by name or position (e.g. --label outcome)",
           metavar="COL", check=_column),
    Option("positive", DATA, "label value of the positive class; every other value is"
           " negative (e.g. --positive Poor). Needed unless the labels are 1/0, 1/-1, +/-,"
           " true/false, yes/no, pos/neg or positive/negative", metavar="VALUE",
           check=_positive),
    Option("counts", DATA, "aggregated rows: columns counting positives and negatives per"
           " score (e.g. --counts click noclick)", metavar=("POS_COL", "NEG_COL"), nargs=2,
           check=_counts),
    Option("weight", DATA, "case weights: a column of numbers >= 0, each row counting as its"
           " weight (scikit-learn's sample_weight; whole numbers count as repeated rows), e.g."
           " --weight w; DuckDB and Spark take whole numbers; in Python weights= takes a column or an"
           " array", metavar="COL",
           check=_column, not_with=(("counts", None), ("sql", None))),
    _flag_row("drop_missing", DATA, "leave out rows whose score, label or counts are missing"
              " (or NaN) and say how many; without it such a row is an error"),
    Option("id", DATA, "column naming each sample: rows of several FILEs are matched by it,"
           " so their models are compared paired (e.g. --id id)", metavar="COL",
           check=_column),
    Option("ties", COMPUTE, "tie ordering inside blocks of equal scores: average (the"
           " diagonal, default), best (l1: positives first) or worst (l2: negatives first),"
           " e.g. --ties worst", metavar="{average,best,worst}", check=_ties),
    Option("threshold", COMPUTE, "operating point: score >= T is predicted positive; adds the"
           " confusion matrix and rates; inf predicts nothing positive (the curve's start),"
           " -inf everything (e.g. --threshold 0.5)", float, "T", check=_threshold),
    Option("ci", COMPUTE, "confidence interval of each AUC: DeLong's (the default when --ci"
           " is given alone) or a stratified bootstrap (e.g. --ci, --ci bootstrap)",
           metavar="{delong,bootstrap}", nargs="?", check=_ci),
    Option("ci_level", COMPUTE, "confidence level of every interval, strictly between 0 and"
           " 1 (default 0.95; e.g. --ci-level 0.9)", float, "LEVEL", check=_level),
    Option("bootstraps", COMPUTE, "resamples of every bootstrap: --ci bootstrap (with"
           " --partial-auc, its interval too), --test bootstrap, --band, and with --ci the"
           " intervals at --at-specificity or --at-sensitivity (default 2000; e.g."
           " --bootstraps 5000)", int, "N", check=_bootstraps),
    Option("seed", COMPUTE, "seed of every bootstrap, for repeatable intervals, bands and"
           " tests (e.g. --seed 1)", int, "N", check=_seed),
    _flag_row("band", COMPUTE, "confidence band of the curve: stratified bootstrap intervals"
              " of the sensitivity at specificities 0, 0.1, ..., 1 (pROC's ci.se; with"
              " --ci-level, --bootstraps, --seed, --band-step)"),
    Option("band_step", COMPUTE, "spacing of the specificities of --band, 1/n for a whole n"
           " up to 10,000 (default 0.1; e.g. --band-step 0.01)", float, "STEP",
           check=_band_step, only_with=("band", True)),
    _flag_row("pr", COMPUTE, "precision-recall: average precision, the interpolated area and"
              " the prevalence baseline"),
    Option("best", COMPUTE, "best threshold: youden (max TPR - FPR), closest (to the corner"
           " (0, 1)) or cost (least expected cost, with --cost-ratio and optionally"
           " --prevalence), e.g. --best youden", choices=("youden", "closest", "cost")),
    Option("cost_ratio", COMPUTE, "for --best cost, and needed there: cost of a missed"
           " positive over the cost of a false alarm, above 0 (e.g. --cost-ratio 5)", float,
           "R", check=_cost_ratio, only_with=("best", "cost")),
    Option("prevalence", COMPUTE, "share of positives to expect, strictly between 0 and 1:"
           " for --best cost (default: the data's), and PPV and NPV at it with --threshold,"
           " --at-specificity or --at-sensitivity (e.g. --prevalence 0.1)", float, "P",
           check=_prevalence),
    Option("at_specificity", COMPUTE, "the curve's point at this specificity, as pROC's"
           " coords: sensitivity, rates, PPV, NPV, likelihood ratios, Youden's J, distance"
           " to (0, 1); interpolated between two vertices (no threshold there); with --ci a"
           " stratified bootstrap interval (e.g. --at-specificity 0.9)", float, "SP",
           check=_rate),
    Option("at_sensitivity", COMPUTE, "the curve's point at this sensitivity, as"
           " --at-specificity (e.g. --at-sensitivity 0.95)", float, "SE", check=_rate),
    Option("partial_auc", COMPUTE, "partial AUC over FPR (or TPR) from LO to HI, 0 <= LO <"
           " HI <= 1, with McClish's standardised value (e.g. --partial-auc 0 0.2)", float,
           ("LO", "HI"), nargs=2, check=_range),
    Option("partial_auc_focus", COMPUTE, "the rate --partial-auc ranges over: fpr (default)"
           " or tpr", choices=("fpr", "tpr"), only_with=("partial_auc", None)),
    _flag_row("hull", COMPUTE, "the ROC convex hull: its AUC and vertices"),
    Option("test", COMPUTE, "how models are compared: DeLong's test (default) or pROC's"
           " stratified bootstrap test, with --bootstraps and --seed (e.g. --test bootstrap)",
           choices=("delong", "bootstrap")),
    Option("alternative", COMPUTE, "the comparisons' alternative: two-sided (default),"
           " greater (the first model's AUC above the second's) or less (e.g. --alternative"
           " greater)", choices=("two-sided", "less", "greater")),
    _flag_row("unpaired", COMPUTE, "compare models as unpaired even where they score the"
              " same samples (pROC's paired = FALSE)"),
    Option("group", STRATA, "one AUC per value of COL (users, queries), their plain and"
           " sample-weighted means (GAUC), groups of one class left out (e.g. --group"
           " user_id)", metavar="COL", check=_column),
    _flag_row("group_table", STRATA, "list every group in the report, however many (by"
              " default up to 10,000)", only_with=("group", None)),
    Option("fold", STRATA, "cross-validation folds: one curve per value of COL, the mean and"
           " SD of their AUCs, the pooled AUC and the vertical average of the curves (e.g."
           " --fold fold)", metavar="COL", check=_column),
    Option("fold_average", STRATA, "add threshold averaging of the folds to the vertical"
           " averaging always reported (e.g. --fold-average threshold)",
           choices=("vertical", "threshold"), only_with=("fold", None)),
    _flag_row("multiclass", STRATA, "K >= 3 classes in the label column and one score column"
              " per class (named after the class, or p_/prob_ + class): one-vs-rest curves"
              " and the macro, weighted and micro averages, one-vs-one (Hand & Till)",
              not_with=(("engine", ("duckdb", "spark")), ("group", None), ("fold", None),
                        ("counts", None), ("id", None), ("positive", None), ("sql", None),
                        ("ci", None), ("pr", None), ("best", None), ("partial_auc", None),
                        ("hull", None), ("band", None), ("threshold", None),
                        ("ties", ("best", "worst")), ("at_specificity", None),
                        ("at_sensitivity", None), ("test", None), ("alternative", None),
                        ("unpaired", None))),
    Option("classes", STRATA, "the class of each --score column, in order (implies"
           " --multiclass; e.g. --score pa,pb,pc --classes a,b,c)", metavar="A,B,C",
           check=_classes),
    Option("engine", BIG, "where the curve is computed: memory (rows read into numpy),"
           " duckdb (out of core, for a Parquet file, a directory or glob of files, or a"
           " big CSV), spark (a cluster named by SPARK_REMOTE or SPARK_MASTER, local mode"
           " without); auto (default) takes duckdb for data too big for memory (e.g."
           " --engine duckdb)", default="auto", choices=("auto", "memory", "duckdb", "spark")),
    Option("sql", BIG, "compute the curve of a query's result in the engine instead of a"
           " FILE: its columns are the score and the label (e.g. --sql \"SELECT pctr AS"
           " score, click AS label FROM 'logs/*.parquet'\")", metavar="QUERY", check=_query,
           not_with=(("engine", ("memory",)),)),
    Option("memory_limit", BIG, "memory DuckDB may use before spilling to disk (default:"
           " half of this machine's; e.g. --memory-limit 4GB)", metavar="SIZE",
           check=_memory_limit, not_with=(("engine", ("memory", "spark")),)),
    Option("report", OUTPUT, "print the summary to stdout as text or JSON (e.g. --report"
           " json)", choices=("text", "json")),
    Option("export", OUTPUT, "write PATH without opening a window, by its suffix: .png,"
           " .svg, .pdf (plot), .gif (the sweep drawn step by step, for slides), .csv (curve"
           " vertices; with --plot det the DET table), .json (the report); repeat for several"
           " files (e.g. --export roc.png --export roc.json)", metavar="PATH", nargs="append"),
    Option("size", OUTPUT, "size of exported images in pixels (e.g. --size 1200x900)",
           metavar="WxH", check=_size),
    Option("plot", OUTPUT, "which plot an exported figure shows: roc (default), pr (the"
           " precision-recall curve) or det (false positive against false negative rate on"
           " normal-deviate axes), e.g. --plot det --export det.png; in the window, the plot"
           " shown first", default="roc", choices=("roc", "pr", "det")),
    Option("lang", OUTPUT, "the language of the window and of --report text: en (English)"
           " or zh (中文); by default the system locale's (LANG, LC_ALL). JSON keys and CSV"
           " headers are never translated (e.g. --lang zh)", choices=("en", "zh")),
)

OPTION = {row.name: row for row in OPTIONS}
