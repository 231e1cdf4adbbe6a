"""The one hierarchy of errors that ``core`` raises.

Every error a user can cause derives from :class:`RocscopeError`, so callers (the
command line, the window) catch exactly one type and show its message; anything else
that escapes is a bug in rocscope, not bad input.

Input errors also derive from :class:`ValueError` so that code written against the
numpy convention (``except ValueError``) keeps working.

Messages are plain sentences (:class:`~core.phrases.Phrase`, so that a front end can
say them in its language) that never name a command-line flag or a menu: an error
says what the user can change in ``option`` (``"drop_missing"``, ``"score"``,
``"label"``, ``"positive"``, ``"counts"``...), and each front end words its own advice
(:func:`core.app.cli.advice.command_line_advice` for the command line).

>>> error = LoadError("data.csv line 3, column 'score': missing value",
...                   path="data.csv", line=3, column="score", option="drop_missing")
>>> error.line, error.column, error.option
(3, 'score', 'drop_missing')
"""

from __future__ import annotations

from core.phrases import Phrase


class RocscopeError(Exception):
    """Base of every error rocscope raises on purpose.

    Attributes
    ----------
    option : str or None
        The choice the user can change to get past the error (``"drop_missing"``,
        ``"score"``, ``"label"``, ``"positive"``, ``"counts"``, ``"threshold"``...), or
        None. A subclass may set it as a class attribute.
    path, line, column, value
        Where the problem is, when it has a place: the file as given, the line as a
        text editor counts it (1-based, header included), the column's name and the
        offending value as written; None when they do not apply.
    what : str or None
        The statistic or quantity that could not be had (:class:`StatisticError`,
        :class:`ThinnedCurveError`, :class:`WeightedCurveError`), or None.
    """

    option: str | None = None

    def __init__(self, *args, option=None, path=None, line=None, column=None, value=None,
                 what=None):
        super().__init__(*args)
        if option is not None:
            self.option = option
        self.path = path
        self.line = line
        self.column = column
        self.value = value
        self.what = what


class InputError(RocscopeError, ValueError):
    """Arrays handed to the engine cannot describe a ROC curve."""


class EmptyInputError(InputError):
    """No samples at all (or every aggregated count is zero)."""


class LengthMismatchError(InputError):
    """Parallel arrays (scores, labels, counts) differ in length."""


class NonFiniteScoreError(InputError):
    """A score is NaN or infinite; thresholds must be finite numbers."""


class LabelError(InputError):
    """Labels are not binary (booleans or 0/1)."""


class CountError(InputError):
    """Aggregated counts are negative, fractional, or too large to add up exactly."""


class WeightError(InputError):
    """A case weight is negative, NaN or infinite, or every weight is zero.

    ``option`` is ``"weight"``; ``line`` is the data row (1-based, as the row number of
    the arrays given) of the first offending weight, ``value`` that weight.
    """

    option = "weight"


class SingleClassError(RocscopeError):
    """ROC analysis needs at least one positive and one negative sample.

    The curve object can still be built and report its counts; quantities that divide
    by ``m+`` or ``m-`` (rates, AUC, the drawn curve) raise this error.
    """


class LoadError(RocscopeError):
    """A prediction file could not be read or understood.

    Its fields name where the problem is, so that a message can point at it the way a
    text editor would: ``path``, ``line`` (1-based, header included), ``column`` and
    ``value`` are ``None`` when they do not apply.
    """


class MissingValueError(LoadError):
    """A chosen column has a missing value (empty, NA, null, NaN) and missing rows were
    not to be dropped; loading again with ``drop_missing=True`` leaves them out."""

    option = "drop_missing"


class ChoiceNeededError(LoadError):
    """The file is readable but ambiguous: the user must choose columns or a class.

    ``candidates`` maps what must be chosen (``"score"``, ``"label"``, ``"positive"``,
    ``"counts"``) to the values that would be accepted. ``questions`` lists, in order,
    the ``(option, question)`` pairs that could not be answered from the file (such as
    ``("score", "which column holds the scores")``); the message then ends with those
    questions, so that a front end can follow it with how to answer them. ``option`` is
    the first question's. ``guessed`` maps what the loader could settle meanwhile
    (``"score"``, ``"label"``, ``"positive"``, ``"counts"``) to its answer, so that a
    dialog can propose it.
    """

    def __init__(self, message: str, *, candidates=None, questions=(), guessed=None,
                 **where):
        questions = tuple(questions)
        if questions and where.get("option") is None:
            where["option"] = questions[0][0]
        super().__init__(message, **where)
        self.candidates = dict(candidates or {})
        self.questions = questions
        self.guessed = dict(guessed or {})


class EngineNeededError(LoadError):
    """A source of many files (a folder, or a glob naming files) was to be read into
    memory, which reads one file: an engine reads such a source. ``path`` is the source
    as given, ``kind`` is ``"folder"`` or ``"glob"`` and ``engine`` the engine that reads
    it when none is chosen (``"duckdb"``)."""

    option = "engine"

    def __init__(self, message: str, *, kind: str, engine: str = "duckdb", **where):
        super().__init__(message, **where)
        self.kind = kind
        self.engine = engine


class ExportError(RocscopeError):
    """A figure or data file could not be written; nothing was left behind."""


class LoadCancelled(RocscopeError):
    """Reading a file was stopped because the caller asked (``cancelled()`` returned True)."""


def check_cancelled(cancelled) -> None:
    """Raise :class:`LoadCancelled` when ``cancelled`` (a callable, or None) says so."""
    if cancelled is not None and cancelled():
        raise LoadCancelled(Phrase("loading was cancelled"))


class StatisticError(RocscopeError):
    """A statistic is undefined for these data, so no number (and never NaN) is given.

    Raised when a class has a single sample (a sample variance with ``ddof = 1`` needs
    two) or when the standard error of a difference of AUCs is 0 (its test statistic
    would divide by zero). ``what`` names the statistic that could not be computed,
    e.g. ``"DeLong variance"``, ``"bootstrap interval"``, ``"paired comparison"``.
    """


class ChoiceError(InputError):
    """A setting of the precision-recall, best-threshold or partial-AUC analyses is
    out of range or unknown.

    ``option`` names the setting the user can change (``"best"``, ``"cost_ratio"``,
    ``"prevalence"``, ``"partial_auc"``, ``"partial_auc_focus"``); ``value`` is what was
    given, so that the command line and the window can each word their own advice.
    """



class UnknownMethodError(ChoiceError):
    """The best-threshold criterion is not one of ``youden``, ``closest``, ``cost``."""

    option = "best"


class CostRatioError(ChoiceError):
    """The cost ratio (cost of a missed positive / cost of a false alarm) is missing
    for the cost criterion, not a finite number above 0, or given to another criterion."""

    option = "cost_ratio"


class PrevalenceError(ChoiceError):
    """The prevalence is not a number strictly between 0 and 1, or is given to a
    criterion other than cost."""

    option = "prevalence"


class PartialRangeError(ChoiceError):
    """The partial-AUC range is not inside [0, 1], or is empty (low not below high)."""

    option = "partial_auc"


class UnknownFocusError(ChoiceError):
    """The partial-AUC focus is not ``fpr`` or ``tpr``."""

    option = "partial_auc_focus"


class UnknownColumnError(ChoiceNeededError):
    """No column has the name given (for ``option``: ``"score"``, ``"label"`` or
    ``"counts"``, or None when no choice was being made); ``column`` is the name given
    and ``candidates[option or "column"]`` the names there are."""


class ColumnKindError(LoadError):
    """A column chosen as the score (or as a count) does not hold numbers.

    ``kind`` is what it holds instead: ``"text"``, ``"boolean"``, ``"empty"`` (every
    value missing) or ``"other"``; ``option`` is ``"score"`` or ``"counts"``.
    """

    def __init__(self, message: str, *, kind: str, **where):
        super().__init__(message, **where)
        self.kind = kind


class ThinnedCurveError(RocscopeError):
    """A quantity needs every vertex of a curve, but the curve was thinned.

    A curve computed by a database engine (:mod:`core.scale`) comes back with the
    exact pair counts but only the vertices that matter at a given drawing resolution;
    per-block counts, the five formulas and thresholds that fall between two kept
    vertices cannot be had from it. ``what`` names what was asked for.
    """


class WeightedCurveError(RocscopeError):
    """A quantity counts samples, but the curve's case weights are fractional.

    DeLong's variance and the five formulas' counts need whole samples; whole-number
    weights are counted as repeated rows, so only fractional weights meet this.
    ``what`` names what was asked for.
    """

    option = "weight"


class GridTooLargeError(RocscopeError):
    """The pair grid is drawn cell by cell, so it is offered for small data only.

    Attributes
    ----------
    n_positive, n_negative : int
        The class sizes that were asked for.
    limit : int
        The most samples of either class the grid accepts.
    """

    def __init__(self, n_positive: int, n_negative: int, limit: int):
        super().__init__(Phrase(
            "the pair grid is for small data: {n_negative} negatives × {n_positive}"
            " positives exceeds {limit} × {limit} cells",
            n_negative=n_negative, n_positive=n_positive, limit=limit))
        self.n_positive = n_positive
        self.n_negative = n_negative
        self.limit = limit
