"""Running a headless command: the report printed, and the guard that turns every
failure into one line on stderr and an exit status: 0 done, 2 bad input or usage, 70 a
bug in rocscope, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM). The line is in the
language of the report (``--lang``, else the locale's)."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sys
from collections.abc import Callable

from core.app.pipeline import load_models
from core.app.report.build import json_text, report_of
from core.app.report.language import ENGLISH, words_in
from core.app.report.text import format_report_text
from core.app.request import Request
from core.errors import ExportError, LoadCancelled, RocscopeError
from core.phrases import Phrase

from .advice import command_line_message
from .signals import Terminated, received

EXIT_OK = 0


EXIT_INPUT = 2


EXIT_INTERNAL = 70


EXIT_INTERRUPTED = 130


EXIT_TERMINATED = 128 + signal.SIGTERM

#: At most this many characters of an error's message are printed: a message is one
#: line for a person, whatever the data it quotes.
MESSAGE_CHARACTERS = 2000


def run_report(request: Request) -> int:
    """Print the report (text or JSON) of the models ``request`` names to stdout.

    One model gives one model's report; several give ``{"models", "comparisons"}``. In
    JSON mode the notes (guesses, rows left out, pairs compared unpaired) go to stderr,
    once each; in text mode they end the report, once each, and the text is in the
    language ``request.lang`` asks for (else the environment's); JSON is never
    translated, nor are its notes.
    """
    models = load_models(request.load)
    words = words_in(request.lang) if request.report != "json" else ENGLISH
    report = report_of(models, request.analysis, request.ties, request.threshold, words)
    if request.report == "json":
        text = json_text(report)
        for note in report.notes:
            _say(f"rocscope: note: {note}")
    else:
        text = format_report_text(report.json, models, report.notes, words)
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:  # a full disk, a closed descriptor: the user's to fix
        _silence_stdout()  # or Python's own flush at exit fails again, with a traceback
        raise ExportError(Phrase("cannot write the report to standard output: {error}",
                                 error=exc.strerror or str(exc))) from None
    return EXIT_OK


def guarded(fn: Callable, lang: str | None = None) -> int:
    """Run ``fn()`` and turn any failure into one line on stderr, in the language
    ``lang`` asks for (``"en"`` or ``"zh"``; None: the locale's, as for the report).

    Returns ``fn``'s status; 2 for a :class:`RocscopeError` (bad input), 130 for an
    interrupt, 70 for anything else (a bug: the line asks for a report). Never a
    traceback.
    """
    try:
        return int(fn() or 0)
    except KeyboardInterrupt as exc:
        return _stopped(exc)
    except RocscopeError as exc:
        if isinstance(exc, LoadCancelled) and received() is not None:
            return _stopped(exc)  # an engine stopped for the signal, and said so
        _say(f"rocscope: error: {_one_line(words_in(lang).said(command_line_message(exc)))}")
        return EXIT_INPUT
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): nothing left to tell anyone.
        _silence_stdout()
        return EXIT_OK
    except MemoryError:
        said = words_in(lang).said(Phrase("not enough memory for this file"))
        _say(f"rocscope: error: {said}")
        return EXIT_INPUT
    except Exception as exc:  # noqa: BLE001 - the last line of defence
        said = words_in(lang).said(Phrase("{kind}: {message} (please report this)",
                                        kind=type(exc).__name__, message=_one_line(exc)))
        _say(f"rocscope: internal error: {said}")
        return EXIT_INTERNAL


def _stopped(exc: BaseException) -> int:
    terminated = isinstance(exc, Terminated) or received() == signal.SIGTERM
    return stopped(signal.SIGTERM if terminated else signal.SIGINT)


def stopped(number: int) -> int:
    """Say that the run was stopped by the signal ``number`` (Ctrl-C's SIGINT, or
    SIGTERM); returns the exit status for it."""
    if number == signal.SIGTERM:
        _say("rocscope: terminated")
        return EXIT_TERMINATED
    _say("rocscope: interrupted")
    return EXIT_INTERRUPTED


def _one_line(exc: BaseException | str) -> str:
    # Every character a terminal or str.splitlines takes for a line end (a file's column
    # name can hold a vertical tab): the error stays one line.
    line_ends = r"\s*[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]+\s*"
    text = re.sub(line_ends, " ", str(exc)).strip() or type(exc).__name__
    if len(text) > MESSAGE_CHARACTERS:
        text = text[:MESSAGE_CHARACTERS - 1] + "…"
    return text


def _say(line: str) -> None:
    with contextlib.suppress(OSError, ValueError):
        print(line, file=sys.stderr, flush=True)


def _silence_stdout() -> None:
    with contextlib.suppress(OSError, ValueError, AttributeError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
