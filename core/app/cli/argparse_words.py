"""argparse's own words (its usage and help headings, its common errors) in the language
of ``--lang``: argparse says them through :mod:`gettext`, which knows nothing of
rocscope's catalogues, so while the command line is parsed its two lookups are pointed
at the table below, each text a :class:`~core.phrases.Phrase` translated as every
other sentence of core is (``resources/i18n/zh/core.ts``)."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from core.app.report.language import Words
from core.phrases import Phrase

# argparse's texts, as written in its source, and rocscope's own hint after a usage
# error. A text not listed (argparse's errors about how a parser is built, which a
# user never sees) stays as argparse writes it.
ARGPARSE_WORDS = {p.template: p for p in (
    Phrase("usage: "),
    Phrase("positional arguments"),
    Phrase("options"),
    Phrase("show this help message and exit"),
    Phrase("unrecognized arguments: %s"),
    Phrase("invalid choice: %(value)r (choose from %(choices)s)"),
    Phrase("invalid %(type)s value: %(value)r"),
    Phrase("expected one argument"),
    Phrase("expected at most one argument"),
    Phrase("expected at least one argument"),
    Phrase("expected %s argument"),
    Phrase("expected %s arguments"),
    Phrase("the following arguments are required: %s"),
    Phrase("one of the arguments %s is required"),
    Phrase("argument %(argument_name)s: %(message)s"),
    Phrase("ambiguous option: %(option)s could match %(matches)s"),
    Phrase("not allowed with argument %s"),
    Phrase("ignored explicit argument %r"),
    Phrase("(see %s --help)"),
)}


def language_asked(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` in ``argv`` before it is parsed (the last one given, as
    argparse takes it), or None."""
    asked = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and i + 1 < len(argv):
            asked = argv[i + 1]
        elif word.startswith("--lang="):
            asked = word.partition("=")[2]
    return asked


@contextmanager
def argparse_in(words: Words) -> Iterator[None]:
    """argparse says its words as ``words`` does, within this block."""
    if words.language == "en":
        yield
        return

    def translate(text: str) -> str:
        phrase = ARGPARSE_WORDS.get(text)
        return text if phrase is None else words.said(phrase)

    def counted(one: str, many: str, n: int) -> str:
        return translate(one if n == 1 else many)
    # argparse's module globals (its gettext imports), which it looks up at each use.
    saved = {name: getattr(argparse, name) for name in ("_", "ngettext")}
    vars(argparse).update(_=translate, ngettext=counted)
    try:
        yield
    finally:
        vars(argparse).update(saved)

