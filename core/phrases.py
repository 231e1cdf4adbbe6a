"""Sentences core writes for people, kept in a form a front end can say in its language.

Core words its errors and its notes about the data (a guessed column, rows left out)
where it meets them: inside a reader, an engine or the pipeline, long before anyone
knows which language they will be read in. A :class:`Phrase` is such a sentence in
English, and a ``str``: whatever prints, compares, logs or writes it to JSON sees the
English. It also keeps the template it was made from and the values filled in, so that
the window and the Chinese report can say it again: look the template up in the
translations (context ``"core"``, :data:`CONTEXT`) and fill in the same values.

Templates are :meth:`str.format` templates written as literals (``Phrase("{n:,} rows
left out", n=n)``), so that a test can list them all and check each has its
translation with the same fields. Values are data, said the same in every language
(names of files and columns, numbers, values as written), or phrases themselves, for
words the code chooses (what a column holds, where a row is).

>>> note = Phrase("column {column!r} holds {kind}", column="x", kind=Phrase("text"))
>>> print(note)
column 'x' holds text
>>> note.said({"column {column!r} holds {kind}": "列 {column!r} 是{kind}",
...            "text": "文本"}.get)
"列 'x' 是文本"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

#: The context of core's templates in the translation catalogs.
CONTEXT = "core"

Lookup = Callable[[str], "str | None"]


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

    def __new__(cls, template: str, /, **values: Any) -> Phrase:
        self = super().__new__(cls, template.format(**values) if values else template)
        self.template = template
        self.values = values
        return self

    def said(self, lookup: Lookup) -> str:
        """This sentence with the template ``lookup`` gives (None: the English one),
        its phrase values said the same way."""
        template = lookup(self.template) or self.template
        values = {k: v.said(lookup) if isinstance(v, Phrase) else v
                  for k, v in self.values.items()}
        try:
            return template.format(**values) if values else template
        except (KeyError, IndexError, ValueError):  # a translation that lost a field
            return self.template.format(**values) if values else self.template

    @classmethod
    def join(cls, separator: str, parts: Iterable[Any]) -> Phrase:
        """``separator.join(parts)`` where each part, and the separator, is said in the
        reader's language: the parts are chained two by two with the template
        ``"{first}" + separator + "{second}"``, which a language may translate (Chinese
        joins clauses with "；", not "; ")."""
        parts = list(parts)
        if not parts:
            return cls("")
        brace = separator.replace("{", "{{").replace("}", "}}")
        joined = parts[0] if isinstance(parts[0], Phrase) else cls("{first}", first=parts[0])
        for part in parts[1:]:
            joined = cls("{first}" + brace + "{second}", first=joined, second=part)
        return joined

    def __reduce__(self):  # across processes and in copies, with its template
        return (_phrase, (self.template, dict(self.values)))


def _phrase(template: str, values: dict) -> Phrase:
    return Phrase(template, **values)


def message_of(error: BaseException) -> str:
    """An error's message: the :class:`Phrase` it was raised with (so that it can still
    be said in another language), else its text."""
    if len(error.args) == 1 and isinstance(error.args[0], Phrase):
        return error.args[0]
    return str(error)


def said(thing: object, lookup: Lookup) -> str:
    """What core wrote — a :class:`Phrase`, an error whose message is one, or any other
    text — in the language of ``lookup`` (a template's translation, or None)."""
    if isinstance(thing, BaseException):
        thing = message_of(thing)
    if isinstance(thing, Phrase):
        return thing.said(lookup)
    return str(thing)
