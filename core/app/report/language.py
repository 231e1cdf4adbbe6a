"""The language words are printed in: English or Chinese (中文).

The translations are Qt Linguist ``.ts`` files (``resources/i18n/<language>/*.ts``), the
sources the window's ``.qm`` files are built from. The window loads them through Qt;
the headless report, which must not import Qt, reads the same files here, so that one
set of reviewed translations serves both.

The language is, in order: what is asked (``--lang``), else the environment's locale
(``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``: ``zh_CN.UTF-8`` is Chinese), else
English. JSON keys and CSV headers are never translated.

>>> language_of_environment({"LANG": "zh_CN.UTF-8"}), language_of_environment({})
('zh', 'en')
>>> words = Words("en")
>>> words("Report", "%n rows left out", n=1), words("Report", "%n rows left out", n=3)
('1 row left out', '3 rows left out')
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ElementTree
from collections.abc import Mapping
from functools import lru_cache

from core.phrases import CONTEXT
from core.phrases import said as _said
from core.resources import I18N

LANGUAGES = ("en", "zh")


def language_of_environment(environ: Mapping[str, str] | None = None) -> str:
    """``"zh"`` when the locale the environment names is Chinese, else ``"en"``."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:  # the first one set decides, as the C library does
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def choose_language(asked: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language asked for, else the environment's."""
    if asked is not None:
        if asked not in LANGUAGES:
            raise ValueError(f"unknown language {asked!r}: use one of {', '.join(LANGUAGES)}")
        return asked
    return language_of_environment(environ)


@lru_cache(maxsize=None)
def catalog(language: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """``(context, source) -> forms`` of every finished translation of ``language``
    (one form, or the plural forms of a message counting ``%n``)."""
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    folder = I18N / language
    if not folder.is_dir():
        return out
    for path in sorted(folder.glob("*.ts")):
        root = ElementTree.parse(path).getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source")
                translation = message.find("translation")
                if source is None or translation is None:
                    continue
                if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                    continue
                forms = [f.text or "" for f in translation.iter("numerusform")]
                if not forms:
                    forms = [translation.text or ""]
                if any(forms):
                    out[(name, source)] = tuple(forms)
    return out


class Words:
    """Translates the report's texts into one language, as Qt's ``translate`` would:
    ``words(context, source, n=None)``; ``%n`` becomes ``n``, in the plural form the
    language takes for it (English: one, other; Chinese has one form)."""

    def __init__(self, language: str = "en"):
        self.language = language
        self._catalog = catalog(language)

    def __call__(self, context: str, source: str, n: int | None = None) -> str:
        forms = self._catalog.get((context, source))
        text = source
        if forms:
            text = forms[0] if n is None or len(forms) == 1 or n == 1 else forms[1]
        if n is not None:
            text = text.replace("%n", str(n))
        return text

    def said(self, thing: object) -> str:
        """What core wrote (a :class:`~core.phrases.Phrase`, an error, a note) in this
        language."""
        return _said(thing, self._template)

    def _template(self, template: str) -> str | None:
        forms = self._catalog.get((CONTEXT, template))
        return forms[0] if forms else None
