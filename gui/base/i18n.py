"""The window's words in English or Chinese, through Qt's own mechanism.

Every text a person reads is written ``translate("Context", "English text")`` (with
``n=`` for a text counting ``%n``: Qt picks the plural form). The translations are Qt
Linguist sources kept in the repository, ``resources/i18n/<language>/<part>.ts``; the
set-up (``make``) builds each into a ``.qm`` with PySide6's ``lrelease``, and
:func:`install` loads them with one ``QTranslator`` each, with Qt's own translations of
its standard dialogs. A ``.qm`` that is missing or older than its source (a checkout
run without ``make``) is built on first use into a cache folder.

English is written in the code, so English needs a translation only for plural forms
(``resources/i18n/en``). :data:`LANGUAGES` names each language in its own words: the
View → Language menu is never translated.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6 import QtCore

from core.app.report.language import LANGUAGES as CODES
from core.app.report.language import Words, choose_language
from core.phrases import CONTEXT, Phrase
from core.phrases import said as _said
from core.resources import I18N

LANGUAGES = {"en": "English", "zh": "中文"}
assert tuple(LANGUAGES) == CODES
QT_LOCALE = {"en": "en_GB", "zh": "zh_CN"}
SETTING = "language"  # where View → Language remembers the choice

_installed: list[QtCore.QTranslator] = []
_current = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language installed (``%n`` replaced by ``n`` when given)."""
    return QtCore.QCoreApplication.translate(context, text, disambiguation, n)


def said(thing: object) -> str:
    """What core wrote — an error, a note about the data, any
    :class:`~core.phrases.Phrase` — or a :class:`Said`, in the language installed; other
    texts as they are."""
    if isinstance(thing, Said):
        return thing.say()
    return _said(thing, _core_template)


class Said(str):
    """A text the window composes (core's words and its own) that is said again in the
    language of the moment whenever it is shown: ``say()`` makes it; the ``str`` is what
    it said when made."""

    say: Callable[[], str]

    def __new__(cls, say: Callable[[], str]) -> Said:
        self = super().__new__(cls, say())
        self.say = say
        return self


def file_name(source: str) -> str:
    """What the window calls a model's source: its file's name, or the name core gave a
    source with none (the embedded example), in the language installed."""
    if isinstance(source, Phrase):
        return said(source)
    return os.path.basename(source) or source


def words() -> Words:
    """The report's words in the language installed, for texts the window shares with
    the headless report."""
    return Words(_current)


def _core_template(template: str) -> str:
    return QtCore.QCoreApplication.translate(CONTEXT, template)


def current() -> str:
    """The language installed: ``"en"`` or ``"zh"``."""
    return _current


def start_language(asked: str | None, settings: QtCore.QSettings | None) -> str:
    """The language a window starts in: ``--lang`` when given, else the one chosen last
    in View → Language, else the system locale's."""
    if asked is None and settings is not None:
        remembered = settings.value(SETTING)
        if remembered in LANGUAGES:
            asked = str(remembered)
    return choose_language(asked)


def install(language: str) -> None:
    """Make ``language`` the one every ``translate`` answers in (the application must
    exist). Widgets built before keep their texts: the window is rebuilt to switch."""
    global _current
    app = QtCore.QCoreApplication.instance()
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}: use one of {', '.join(LANGUAGES)}")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QtCore.QLocale.setDefault(QtCore.QLocale(QT_LOCALE[language]))
    _prefer_simplified_glyphs(language == "zh")
    for path in sorted((I18N / language).glob("*.ts")):
        try:
            _load(app, str(compiled(path)))
        except (OSError, subprocess.CalledProcessError):
            continue  # no lrelease here and no .qm built: that part stays in English
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


def _load(app, path: str) -> None:
    translator = QtCore.QTranslator(app)
    if os.path.isfile(path) and translator.load(path):
        app.installTranslator(translator)
        _installed.append(translator)


def compiled(source: Path) -> Path:
    """The ``.qm`` built from ``source``: beside it when the set-up built it and it is
    current, else in a cache folder, built now with ``lrelease``."""
    beside = source.with_suffix(".qm")
    if beside.is_file() and beside.stat().st_mtime >= source.stat().st_mtime:
        return beside
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    cache = Path(tempfile.gettempdir()) / f"rocscope-{os.getuid() if hasattr(os, 'getuid') else 0}-i18n"
    target = cache / f"{source.parent.name}-{source.stem}-{digest}.qm"
    if not target.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        release(source, target)
    return target


def release(source: Path, target: Path) -> None:
    """Build ``target`` (``.qm``) from ``source`` (``.ts``) with PySide6's ``lrelease``."""
    import PySide6

    tool = Path(PySide6.__file__).parent / ("lrelease.exe" if os.name == "nt" else "lrelease")
    partial = target.with_suffix(f".{os.getpid()}.part")
    subprocess.run([str(tool), "-silent", str(source), "-qm", str(partial)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.replace(partial, target)
