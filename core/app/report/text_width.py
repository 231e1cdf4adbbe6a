"""Columns of the text report in any language: a label padded to the width a terminal
shows it at.

A Chinese character takes two columns of a terminal (Unicode's East Asian width W or
F), so padding by the number of characters leaves Chinese labels' values out of line.
English keeps counting characters: its report stays byte for byte what it was, even
for data (a group named in Chinese) whose characters are wide.

>>> from core.app.report.language import Words
>>> display_width("并列块", Words("zh")), display_width("并列块", Words("en"))
(6, 3)
>>> pad("样例", 8, Words("zh")) + "|"
'样例    |'
"""

from __future__ import annotations

from unicodedata import east_asian_width

from .language import Words


def one_line(name: str) -> str:
    """A name as given (a file's, read from a folder), or, when it holds a line break or
    another control character, quoted with the escapes Python writes, so that its row
    stays one line.

    >>> one_line("run 7.csv"), one_line("a\\nb.csv")
    ('run 7.csv', "'a\\\\nb.csv'")
    """
    return name if name.isprintable() else repr(name)


def display_width(text: str, words: Words) -> int:
    """The columns ``text`` takes in a terminal (in English: its characters)."""
    if words.language == "en":
        return len(text)
    return sum(2 if east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, width: int, words: Words) -> str:
    """``text`` followed by spaces up to ``width`` columns, as ``f"{text:<{width}}"``
    pads it (never cut)."""
    return text + " " * max(0, width - display_width(text, words))


def aligned(rows, words: Words) -> list[str]:
    """``label  value`` lines, the values in one column two spaces past the widest label."""
    width = max(display_width(k, words) for k, _ in rows) + 2
    return [pad(k, width, words) + v for k, v in rows]
