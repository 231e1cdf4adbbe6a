"""The language words are printed in: English or Chinese (中文), and where the
command line finds them.

The translations are Qt Linguist catalogues, ``resources/i18n/<language>/<part>.ts``,
compiled by Qt's ``lrelease`` into the ``.qm`` files rocscope reads when it is built
(``make``, the wheel's build step; docs/packaging.md). The window loads them through Qt.
The headless report must not import Qt: it reads ``core.qm`` (core's sentences and the
report's words) here, with a reader of the same compiled format, so that one set of
reviewed translations, compiled once, serves both. A catalogue that is missing or
cannot be read leaves the report in English, with one note on stderr.

The language is, in order: what is asked (``--lang``), else the environment's locale
(``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``: ``zh_CN.UTF-8`` is Chinese), else
English. JSON keys and CSV headers are never translated.

>>> choose_language(None, {"LANG": "zh_CN.UTF-8"}), choose_language(None, {})
('zh', 'en')
>>> Words("en")("Report", "notes")
'notes'
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from functools import lru_cache

from core.phrases import Translate
from core.phrases import said as _said
from core.resources import I18N

LANGUAGES = ("en", "zh")


def choose_language(asked: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language asked for, else the environment's (``os.environ`` unless given):
    ``"zh"`` when the locale it names is Chinese, else ``"en"``."""
    if asked is not None:
        if asked not in LANGUAGES:
            raise ValueError(f"unknown language {asked!r}: use one of {', '.join(LANGUAGES)}")
        return asked
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:  # the first one set decides, as the C library does
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
# The messages' section, and the fields of a message; the other sections serve Qt's
# hashed look-up, and a message's fields are tagged apart from the sections.
_MESSAGES, _END, _TRANSLATION, _SOURCE, _CONTEXT, _COMMENT = 0x69, 1, 3, 6, 7, 8


def read_qm(data: bytes) -> dict[tuple[str, str], str]:
    """``(context, source) -> translation`` of every message of a ``.qm`` file as
    ``lrelease`` writes it (each message with its context and source text); a counted
    text's first form (Chinese has one; the report counts nothing).

    Raises
    ------
    ValueError
        Not a ``.qm`` file, or one cut short or damaged.
    """
    if data[:16] != _MAGIC:
        raise ValueError("not a compiled Qt translation (.qm)")
    table, fields, at, end = {}, {}, 16, 0
    while at < len(data):  # a section or a field: its tag, length and bytes
        tag, size, at = data[at], int.from_bytes(data[at + 1:at + 5], "big"), at + 5
        if tag == _END:  # a message's, without a length
            source, forms, at = fields.get(_SOURCE), fields.get(_TRANSLATION), at - 4
            if source is None:
                raise ValueError("a message without its source text")
            if forms and forms[0] and not fields.get(_COMMENT, [b""])[0]:
                table[(fields.get(_CONTEXT, [b""])[0].decode(), source[0].decode())] = \
                    forms[0].decode("utf-16-be")
            fields = {}
        elif tag == _MESSAGES:  # read its fields, next
            end = at + size
        elif size != 0xFFFFFFFF:  # Qt's null text has no bytes; other sections: skipped
            if tag in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
                fields.setdefault(tag, []).append(data[at:at + size])
            at += size
    if fields or not end or max(at, end) > len(data):
        raise ValueError("cut short")
    return table


@lru_cache(maxsize=None)
def catalogue(language: str) -> Mapping[tuple[str, str], str]:
    """The compiled translations of core's sentences and the report's words into
    ``language`` (English: none, the code's own). Missing or damaged: none, and a note
    on stderr, once."""
    if language == "en":
        return {}
    path = I18N / language / "core.qm"
    try:
        return read_qm(path.read_bytes())
    except (OSError, ValueError) as exc:
        reason = "missing" if isinstance(exc, FileNotFoundError) else f"unreadable: {exc}"
        sys.stderr.write(f"rocscope: note: the {language} translations are {reason} ({path});"
                         " the words are English (`make translations` builds them)\n")
        return {}


class Words:
    """The report's words in one language: ``words(context, text)``, as Qt's
    ``translate`` says it, and :meth:`said` for what core wrote.

    Parameters
    ----------
    language : str
        ``"en"`` or ``"zh"``: also how wide a Chinese character is in a terminal.
    translate : callable, optional
        ``(context, text) -> text``: the window passes Qt's; by default the compiled
        catalogue read above.
    """

    def __init__(self, language: str = "en", translate: Translate | None = None):
        self.language = language
        if translate is None:
            table = catalogue(language)
            translate = lambda context, text: table.get((context, text), text)  # noqa: E731
        self.translate = translate

    def __call__(self, context: str, text: str) -> str:
        return self.translate(context, text)

    def said(self, thing: object) -> str:
        """What core wrote (a :class:`~core.phrases.Phrase`, an error, a note) in this
        language."""
        return _said(thing, self.translate)


#: The code's own words: what a function of the report says in when no language is asked.
ENGLISH = Words("en")


def words_in(lang: str | None) -> Words:
    """The words of the language asked for (``--lang``), else the locale's: the command
    line's report, notes and errors; English when anything about that fails (an error
    may be being reported: it must be said)."""
    try:
        return Words(choose_language(lang))
    except Exception:  # noqa: BLE001 - an unknown language, an unreadable catalog
        return Words("en")
