"""Columns named by the user: a name, or a 1-based position checked against the columns
there are."""

from __future__ import annotations

import re

from core.errors import ChoiceNeededError
from core.phrases import Phrase
from core.readers.dataset import Dataset


def resolve_column(ds: Dataset, column: str) -> str:
    if column in ds.names:
        return column
    text = column.strip()
    if re.fullmatch(r"\d+", text):
        check_position(ds, int(text), "id")
        return ds.names[int(text) - 1]
    ds.column(column)  # raises, listing the columns there are
    return column


def check_position(ds: Dataset, position: int, what: str) -> None:
    k = len(ds.names)
    if 1 <= position <= k:
        return
    listed = ", ".join(repr(n) for n in ds.names)
    if position == 0:
        why = Phrase("columns are numbered from 1")
    elif k == 1:
        why = Phrase("there is only 1 column")
    else:
        why = Phrase("there are only {k} columns", k=k)
    role = {"score": Phrase("score"), "id": Phrase("id")}.get(what, what)
    raise ChoiceNeededError(Phrase("{file} has no column {position} for the {role}: {why}"
                                   " ({columns})", file=ds.short_name, position=position,
                                   role=role, why=why, columns=listed),
                            candidates={what: list(ds.names)}, path=ds.source,
                            column=str(position))
