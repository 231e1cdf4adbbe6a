"""What the command line adds to an error: which flag to pass to get past it.

Errors from ``core`` never name a flag; they say what the user can change in
``option`` (and, when a choice is needed, in ``questions`` and ``candidates``). This
module words that for the command line, as the window words it for its menus.

>>> from core.errors import MissingValueError
>>> error = MissingValueError('m.csv line 3, column "score": missing value', line=3)
>>> command_line_advice(error)
'pass --drop-missing to leave out rows with missing values'
>>> command_line_message(error)
'm.csv line 3, column "score": missing value; pass --drop-missing to leave out rows with missing values'
"""

from __future__ import annotations

import os

from core.errors import ChoiceNeededError, ColumnKindError, UnknownColumnError
from core.readers.locating import listed

#: The flag that sets each option a loading error can name.
FLAGS = {
    "score": "--score",
    "label": "--label",
    "positive": "--positive",
    "counts": "--counts",
    "drop_missing": "--drop-missing",
    "threshold": "--threshold",
}

_KINDS = {"text": "text", "boolean": "true/false values", "empty": "no values",
          "other": "values of another kind"}


def command_line_advice(exc: BaseException) -> str | None:
    """The flags to pass to get past ``exc``, in words; None when no flag helps.

    A question (a :class:`~core.errors.ChoiceNeededError` with ``questions``) is
    answered with one ``pass --flag with ...`` per question, listing the choices.
    """
    option = getattr(exc, "option", None)
    if isinstance(exc, ChoiceNeededError) and exc.questions:
        asks = [_pass(o, exc.candidates.get(o)) for o, _ in exc.questions]
        return "; ".join(a for a in asks if a) or None
    if isinstance(exc, UnknownColumnError):
        return None  # the message itself is reworded: see command_line_message
    if isinstance(exc, ColumnKindError) and option in FLAGS:
        return (f"{FLAGS[option]} needs a column of numbers, and this one holds"
                f" {_KINDS.get(exc.kind, exc.kind)}")
    if option == "drop_missing":
        return "pass --drop-missing to leave out rows with missing values"
    if option == "memory_limit" and getattr(exc, "value", None):
        return f"pass --memory-limit {exc.value}"
    if option == "out_of_core":
        return "pass --engine duckdb to compute it out of core"
    if isinstance(exc, ChoiceNeededError) and option == "positive":
        return ("fix it, or pass --positive to count every value but the positive one as"
                " negative")
    return None


def command_line_message(exc: BaseException) -> str:
    """The error as the command line prints it: its message, then the advice.

    The advice follows a question after a colon (``cannot tell which column holds the
    scores: pass --score with 'a' or 'b'``) and anything else after a semicolon. A
    column name that matches no column is said to be given for its flag.
    """
    if isinstance(exc, UnknownColumnError) and exc.option in FLAGS:
        names = exc.candidates.get(exc.option) or []
        where = os.path.basename(str(exc.path or "").rstrip("/\\")) or exc.path or "the file"
        return (f"{where} has no column {exc.column!r} for {FLAGS[exc.option]}; its columns"
                " are " + listed(names))
    message = str(exc)
    advice = command_line_advice(exc)
    if not advice:
        return message
    question = isinstance(exc, ChoiceNeededError) and bool(exc.questions)
    return f"{message}{': ' if question else '; '}{advice}"


def _pass(option: str, choices) -> str | None:
    flag = FLAGS.get(option)
    if flag is None:
        return None
    choices = [str(c) for c in (choices or [])]
    if not choices:
        return f"pass {flag} with one of its values" if option == "positive" else None
    if len(choices) > 2:
        return f"pass {flag} with one of " + listed(choices)
    return f"pass {flag} with " + listed(choices, last=" or ")
