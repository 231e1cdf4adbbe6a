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

from core.app.options import OPTION
from core.errors import (
    ChoiceNeededError,
    ColumnKindError,
    EngineNeededError,
    UnknownColumnError,
)
from core.phrases import Listing, Phrase, message_of
from core.readers.locating import listed

#: The flag that sets each option a loading error can name (the table's).
FLAGS = {name: OPTION[name].flag for name in ("score", "label", "positive", "counts",
                                              "drop_missing", "threshold")}

_KINDS = {"text": Phrase("text"), "boolean": Phrase("true/false values"),
          "empty": Phrase("no values"), "other": Phrase("values of another kind")}


def command_line_advice(exc: BaseException) -> str | None:
    """The flags to pass to get past ``exc``, in words (a :class:`~core.phrases.Phrase`,
    so that it can be said in the report's language); None when no flag helps.

    A question (a :class:`~core.errors.ChoiceNeededError` with ``questions``) is
    answered with one ``pass --flag with ...`` per question, listing the choices.
    """
    option = getattr(exc, "option", None)
    if isinstance(exc, ChoiceNeededError) and exc.questions:
        asks = [_pass(o, exc.candidates.get(o)) for o, _ in exc.questions]
        asks = [a for a in asks if a]
        return Listing(Phrase("; "), asks) if asks else None
    if isinstance(exc, UnknownColumnError):
        return None  # the message itself is reworded: see command_line_message
    if isinstance(exc, ColumnKindError) and option in FLAGS:
        return Phrase("{flag} needs a column of numbers, and this one holds {kind}",
                      flag=FLAGS[option], kind=_KINDS.get(exc.kind, exc.kind))
    if option == "drop_missing":
        return Phrase("pass --drop-missing to leave out rows with missing values")
    if option == "memory_limit" and getattr(exc, "value", None):
        return Phrase("pass --memory-limit {value}", value=exc.value)
    if isinstance(exc, EngineNeededError):
        return Phrase("leave --engine out or give --engine {engine}", engine=exc.engine)
    if option == "out_of_core":
        return Phrase("pass --engine duckdb to compute it out of core")
    if isinstance(exc, ChoiceNeededError) and option == "positive":
        return Phrase("fix it, or pass --positive to count every value but the positive one"
                      " as negative")
    return None


def command_line_message(exc: BaseException) -> str:
    """The error as the command line prints it: its message, then the advice (a
    :class:`~core.phrases.Phrase` when the message is one, so that
    :meth:`core.app.report.language.Words.said` can say it in another language).

    The advice follows a question after a colon (``cannot tell which column holds the
    scores: pass --score with 'a' or 'b'``) and anything else after a semicolon. A
    column name that matches no column is said to be given for its flag.
    """
    if isinstance(exc, UnknownColumnError) and exc.option in FLAGS:
        names = exc.candidates.get(exc.option) or []
        where = (os.path.basename(str(exc.path or "").rstrip("/\\")) or exc.path
                 or Phrase("the file"))
        return Phrase("{file} has no column {column!r} for {flag}; its columns are {columns}",
                      file=where, column=exc.column, flag=FLAGS[exc.option],
                      columns=listed(names))
    message = message_of(exc)
    advice = command_line_advice(exc)
    if not advice:
        return message
    if isinstance(exc, ChoiceNeededError) and bool(exc.questions):
        return Phrase("{message}: {advice}", message=message, advice=advice)
    return Phrase("{message}; {advice}", message=message, advice=advice)


def _pass(option: str, choices) -> str | None:
    flag = FLAGS.get(option)
    if flag is None:
        return None
    choices = [str(c) for c in (choices or [])]
    if not choices:
        return (Phrase("pass {flag} with one of its values", flag=flag)
                if option == "positive" else None)
    if len(choices) > 2:
        return Phrase("pass {flag} with one of {choices}", flag=flag, choices=listed(choices))
    if len(choices) == 2:
        return Phrase("pass {flag} with {first!r} or {second!r}", flag=flag,
                      first=choices[0], second=choices[1])
    return Phrase("pass {flag} with {choice!r}", flag=flag, choice=choices[0])
