"""What "looks like a number" means, once for every reader.

A field is a number when pyarrow's CSV parser would read it as a float: an optional
sign, digits with an optional fraction (``1``, ``1.``, ``.5``, ``0.77``), an optional
exponent (``1e-5``), or ``inf``/``infinity``/``nan`` in any case; in a file written
with decimal commas the fraction is marked by a comma (``0,77``). Surrounding spaces
are allowed. Digits are ASCII only, as the parser reads them.

The same pattern serves Python (:func:`looks_numeric`, for sniffing a few hundred
lines and comparing label values) and pyarrow's RE2 kernels (:func:`number_pattern`,
for checking a whole column at once), so the two can never disagree.

>>> looks_numeric(" 0.77 "), looks_numeric("-Inf"), looks_numeric("0,77")
(True, True, False)
>>> looks_numeric("0,77", decimal_comma=True), looks_numeric("1_000")
(True, False)
>>> written_with_fraction("0.5", "."), written_with_fraction("12", ".")
(True, False)
"""

from __future__ import annotations

import re
from functools import lru_cache

# Valid in both Python's re and RE2: no \d (Unicode digits in Python), scoped flags only.
_NUMBER = (r"^\s*[+-]?(?:[0-9]+(?:{d}[0-9]*)?|{d}[0-9]+)(?:[eE][+-]?[0-9]+)?\s*$"
           r"|^\s*[+-]?(?i:inf|infinity|nan)\s*$")
# The mark then a digit: a leading run of digits adds nothing and, searched for at each
# position, costs time quadratic in a long field.
_FRACTION = r"{d}[0-9]"


def number_pattern(decimal_comma: bool = False) -> str:
    """The pattern of a number (anchored, spaces allowed around it), for
    ``pyarrow.compute.match_substring_regex`` and for :mod:`re` alike."""
    return _NUMBER.format(d="," if decimal_comma else r"\.")


@lru_cache(maxsize=2)
def _compiled(decimal_comma: bool) -> re.Pattern:
    # The same pattern with possessive runs (what follows a run never starts with what
    # it holds, so nothing it took is ever needed back): a long field that is no
    # number fails in one pass instead of backtracking through every digit.
    pattern = number_pattern(decimal_comma)
    for run in (r"[0-9]+", r"[0-9]*", r"\s*"):
        pattern = pattern.replace(run, run + "+")
    return re.compile(pattern)


def looks_numeric(text: str, decimal_comma: bool = False) -> bool:
    """Whether ``text`` reads as a number: with a decimal point or, when
    ``decimal_comma``, with either mark (sniffing weighs both in such a file)."""
    return bool(_compiled(False).match(text)
                or (decimal_comma and _compiled(True).match(text)))


def written_with_fraction(text: str, mark: str) -> bool:
    """Whether ``text`` is a number whose fraction is written with ``mark``
    (``"."`` or ``","``): the evidence for telling which decimal mark a file uses."""
    comma = mark == ","
    return bool(_compiled(comma).match(text)) and re.search(
        _FRACTION.format(d=re.escape(mark)), text) is not None
