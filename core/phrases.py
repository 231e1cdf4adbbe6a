"""Sentences core writes for people, kept in a form a front end can say in its language.

Core words its errors and its notes about the data (a guessed column, rows left out)
where it meets them: inside a reader, an engine or the pipeline, long before anyone
knows which language they will be read in. A :class:`Phrase` is such a sentence in
English, and a ``str``: whatever prints, compares, logs or writes it to JSON sees the
English. It also keeps the template it was made from and the values filled in, so that
the window and the Chinese report can say it again: look the template up in the
compiled translations (:data:`CONTEXT`) and fill in the same values.

Templates are :meth:`str.format` templates written as literals (``Phrase("{n:,} rows
left out", n=n)``): Qt's ``lupdate`` reads ``Phrase("...")`` as a translatable text
(``make translations-update`` names it an alias of ``QT_TR_NOOP``), and files it, as it
files a text marked outside a class, in the context without a name. Values are data,
said the same in every language (names of files and columns, numbers, values as
written), or phrases themselves, for words the code chooses (what a column holds,
where a row is).

>>> note = Phrase("column {column!r} holds {kind}", column="x", kind=Phrase("text"))
>>> print(note)
column 'x' holds text
>>> chinese = {"column {column!r} holds {kind}": "列 {column!r} 是{kind}", "text": "文本"}
>>> note.said(lambda context, text: chinese.get(text, text))
"列 'x' 是文本"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

#: The context of core's templates in the catalogues: lupdate's for a text marked
#: outside a class, the one without a name.
CONTEXT = ""

#: ``translate(context, text)``: ``text`` in a language, or ``text`` itself when it has
#: no translation (what Qt's ``QCoreApplication.translate`` does).
Translate = Callable[[str, str], str]


class Phrase(str):
    """An English sentence that remembers its template and values.

    Parameters
    ----------
    template : str
        A :meth:`str.format` template, written as a literal where it is made.
    **values
        What fills its fields: data (said the same in every language) or phrases.

    Attributes
    ----------
    template : str
    values : mapping of str to object
    """

    template: str
    values: Mapping[str, Any]
    #: Where the template is looked up: core's context; a front end's own sentence (a
    #: subclass) names its own.
    context: str = CONTEXT

    def __new__(cls, template: str, /, **values: Any) -> Phrase:
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.values = values
        return self

    def said(self, translate: Translate) -> str:
        """This sentence with its template as ``translate`` says it, its phrase values
        said the same way."""
        template = translate(self.context, self.template) or self.template
        values = {k: v.said(translate) if isinstance(v, Phrase) else v
                  for k, v in self.values.items()}
        try:
            return template.format(**values) if values else template
        except (KeyError, IndexError, ValueError):  # a translation that lost a field
            return self.template.format(**values) if values else self.template

    def __reduce__(self):  # across processes and in copies, with its template
        return (_phrase, (type(self), self.template, dict(self.values)))


def _phrase(kind: type[Phrase], template: str, values: dict) -> Phrase:
    return kind(template, **values)


class Listing(Phrase):
    """Parts listed inside a sentence, ``separator`` between them: each part, and the
    separator (a phrase of its own: Chinese separates clauses with "；"), said in the
    reader's language.

    >>> listed = Listing(Phrase("; "), [Phrase("text"), "{raw}"])
    >>> listed, listed.said(lambda context, text: {"; ": "；", "text": "文本"}.get(text, text))
    ('text; {raw}', '文本；{raw}')
    """

    def __new__(cls, separator: Phrase, parts: Iterable[Any]) -> Listing:
        parts = tuple(parts)
        self = str.__new__(cls, separator.join(parts))
        self.template, self.values = separator.template, {"parts": parts}
        return self

    def said(self, translate: Translate) -> str:
        separator = Phrase(self.template).said(translate)
        return separator.join(said(part, translate) for part in self.values["parts"])

    def __reduce__(self):
        return (Listing, (Phrase(self.template), self.values["parts"]))


def message_of(error: BaseException) -> str:
    """An error's message: the :class:`Phrase` it was raised with (so that it can still
    be said in another language), else its text."""
    if len(error.args) == 1 and isinstance(error.args[0], Phrase):
        return error.args[0]
    return str(error)


def said(thing: object, translate: Translate) -> str:
    """What core wrote — a :class:`Phrase`, an error whose message is one, or any other
    text — in the language of ``translate``."""
    if isinstance(thing, BaseException):
        thing = message_of(thing)
    if isinstance(thing, Phrase):
        return thing.said(translate)
    return str(thing)
