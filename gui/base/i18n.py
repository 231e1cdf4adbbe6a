"""The window's words in English or Chinese, through Qt's own mechanism.

Every text a person reads is written ``translate("Context", "English text")``; a text
that counts is written ``Context.tr("%n things", None, n)`` on the class the context is
named after (Qt picks the plural form; Qt's ``lupdate`` reads a count only written so).
The translations are Qt Linguist catalogues, ``resources/i18n/<language>/<part>.ts``,
compiled to ``.qm`` files when rocscope is built (``make``, the wheel's build step;
docs/packaging.md): :func:`install` loads each with a ``QTranslator``, with Qt's own
translations of its standard dialogs. A catalogue missing or damaged leaves its texts
in English, with one note on stderr.

English is written in the code, so English needs a translation only for plural forms
(``resources/i18n/en``). :data:`LANGUAGES` names each language in its own words: the
View → Language menu is never translated.
"""

from __future__ import annotations

import os
import sys

from PySide6 import QtCore

from core.app.report.language import LANGUAGES as CODES
from core.app.report.language import Words, choose_language
from core.phrases import Phrase
from core.phrases import said as _said
from core.resources import I18N

LANGUAGES = {"en": "English", "zh": "中文"}
assert tuple(LANGUAGES) == CODES
QT_LOCALE = {"en": "en_GB", "zh": "zh_CN"}
SETTING = "language"  # where View → Language remembers the choice

_installed: list[QtCore.QTranslator] = []
_current = "en"


def translate(context: str, text: str) -> str:
    """``text`` in the language installed."""
    return QtCore.QCoreApplication.translate(context, text)


def said(thing: object) -> str:
    """What core wrote — an error, a note about the data, any
    :class:`~core.phrases.Phrase` — in the language installed; other texts as they
    are."""
    return _said(thing, translate)


def file_name(source: str) -> str:
    """What the window calls a model's source: its file's name, or the name core gave a
    source with none (the embedded example), in the language installed."""
    if isinstance(source, Phrase):
        return said(source)
    return os.path.basename(source) or source


def words() -> Words:
    """The report's words in the language installed, for texts the window shares with
    the headless report."""
    return Words(_current, translate)


def current() -> str:
    """The language installed: ``"en"`` or ``"zh"``."""
    return _current


def start_language(asked: str | None, settings: QtCore.QSettings | None) -> str:
    """The language a window starts in: ``--lang`` when given, else the one chosen last
    in View → Language, else the system locale's."""
    if asked is None and settings is not None:
        remembered = settings.value(SETTING)
        # A settings file edited by hand may hold anything (a list, a number): such a
        # value is forgotten, so the file is rewritten without it.
        if isinstance(remembered, str) and remembered in LANGUAGES:
            asked = remembered
        elif remembered is not None:
            settings.remove(SETTING)
    return choose_language(asked)


_noted: set[tuple[str, tuple[str, ...]]] = set()


def install(language: str) -> None:
    """Make ``language`` (a key of :data:`LANGUAGES`, as :func:`start_language` gives)
    the one every ``translate`` answers in (the application must exist). Widgets built
    before keep their texts: the window is rebuilt to switch."""
    global _current
    app = QtCore.QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QtCore.QLocale.setDefault(QtCore.QLocale(QT_LOCALE[language]))
    _prefer_simplified_glyphs(language == "zh")
    # A part is a catalogue compiled (.qm) or to compile (.ts, in a checkout).
    parts = sorted({p.stem for p in (I18N / language).glob("*.[qt][ms]")})
    unread = [p for p in parts if not _load(app, str(I18N / language / f"{p}.qm"))]
    if unread and (language, tuple(unread)) not in _noted:  # once a process, not every figure()
        _noted.add((language, tuple(unread)))
        sys.stderr.write(f"rocscope: note: the {language} translations of {', '.join(unread)}"
                         f" are missing or damaged ({I18N / language}); their words are"
                         " English (`make translations` builds them)\n")
    if language != "en":  # Qt's own buttons and dialogs (OK, Cancel, the file dialog)
        folder = QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
        for name in ("qtbase", "qt"):
            _load(app, os.path.join(folder, f"{name}_{QT_LOCALE[language]}.qm"))
    _current = language


# The families text is set in; a glyph they lack is looked for in the substitutes.
_FAMILIES = ("Sans Serif", "DejaVu Sans", "sans-serif")
_SIMPLIFIED = "Noto Sans CJK SC"


def _prefer_simplified_glyphs(on: bool) -> None:
    """Chinese characters from the Simplified Chinese cut of Noto CJK: left to
    fontconfig, they came from its Japanese cut, some of whose characters are drawn
    differently."""
    from PySide6 import QtGui  # the application layer loads Qt's GUI module anyway

    for family in _FAMILIES:
        QtGui.QFont.removeSubstitutions(family)
        if on:
            QtGui.QFont.insertSubstitution(family, _SIMPLIFIED)


def _load(app, path: str) -> bool:
    translator = QtCore.QTranslator(app)
    if not (os.path.isfile(path) and translator.load(path)):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True
