"""Choosing the score and label columns when the user has not, and saying why.

A guess is made only when one answer stands out; otherwise the user is asked, through a
:class:`~core.errors.ChoiceNeededError` whose ``questions`` say what could not be told
and whose ``candidates`` list the acceptable answers (each front end says how to answer:
a command-line flag, a dialog). The rules:

- **Aggregated rows**: a pair of numeric columns named like positives and negatives
  (``pos``/``neg``, ``positives``/``negatives``, ``click``/``noclick``, ...).
- **Label**: a column whose values are a known encoding (``1/0``, ``+/-``, ``yes/no``,
  ...) is preferred; among several, the one named like a label (``label``, ``class``,
  ``target``, ``y``, ``outcome``, ...). Failing that, a column with two values, then a
  column with at most 20 values, if it is the only one or the only one named so.
- **Positive**: the positive side of a known encoding; otherwise it must be chosen.
- **Score**: the only numeric column left, ignoring columns named like row ids.
"""

from __future__ import annotations

import dataclasses
import re

from core.errors import ChoiceNeededError, ColumnKindError, LoadError, UnknownColumnError
from core.phrases import Phrase
from core.readers.column_profile import first_non_number, kind_phrase
from core.readers.dataset import ColumnInfo, Dataset, Selection
from core.readers.label_values import (
    absent_positive,
    canonical,
    encoding_of,
    matches,
    no_labels,
    settle_positive,
    to_bool,
)
from core.readers.locating import listed, shown

_LABEL_NAMES = {
    "label", "labels", "class", "target", "y", "ytrue", "truth", "groundtruth", "actual",
    "outcome", "response", "clicked", "isclick", "gold", "true", "trueclass", "truelabel",
}
_ID_NAMES = {"id", "index", "idx", "row", "rowid", "rownumber", "sample", "sampleid", "key",
             "unnamed0", "indexlevel0"}
_POSITIVE_COUNTS = {"pos", "positive", "positives", "npos", "npositive", "npositives",
                    "click", "clicks", "clicked", "nclick", "nclicks"}
_NEGATIVE_COUNTS = {"neg", "negative", "negatives", "nneg", "nnegative", "nnegatives",
                    "noclick", "noclicks", "nonclick", "nonclicks", "unclicked",
                    "notclicked", "nonclicked"}


def guess_selection(dataset: Dataset, *, score: str | None = None, label: str | None = None,
                    positive: str | None = None,
                    counts: tuple[str, str] | None = None) -> Selection:
    """Fill in what the user has not chosen, when the file leaves no doubt.

    Parameters
    ----------
    dataset : Dataset
    score, label : str, optional
        Column names. ``"3"`` also means the third column, and a name matching one
        column but for case is accepted.
    positive : str, optional
        The label value counted positive.
    counts : (str, str), optional
        Positive and negative count columns (aggregated rows); excludes ``label``.

    Returns
    -------
    Selection
        With ``reasons`` saying what was guessed.

    Raises
    ------
    ChoiceNeededError
        Something is ambiguous or absent; ``candidates`` maps ``"score"``, ``"label"``,
        ``"positive"`` or ``"counts"`` to the acceptable values.
    LoadError
        The choices cannot work (a label column mixing a known encoding with a stray
        value, a positive value absent from the column, ...).
    """
    ds = dataset
    if positive is not None:
        positive = positive.strip()  # label values are listed and matched without spaces
    score = _resolve(ds, score, "score") if score is not None else None
    label = _resolve(ds, label, "label") if label is not None else None
    if counts is not None:
        if label is not None:
            raise LoadError(Phrase("{file}: a label column and count columns were both"
                                   " chosen; choose one or the other", file=ds.short_name),
                            path=ds.source, option="counts")
        counts = tuple(_resolve(ds, c, "counts") for c in counts)
        if len(counts) != 2 or counts[0] == counts[1]:
            raise LoadError(Phrase("{file}: the counts need two different columns:"
                                   " positives, then negatives", file=ds.short_name),
                            path=ds.source, option="counts")
    if score is not None and (score == label or score in (counts or ())):
        both = (Phrase("{file}: column {column!r} cannot be both the score and the label",
                       file=ds.short_name, column=score) if score == label else
                Phrase("{file}: column {column!r} cannot be both the score and the counts",
                       file=ds.short_name, column=score))
        raise LoadError(both, path=ds.source, column=score, option="score")
    if score is not None:
        _check_score_holds_numbers(ds, ds.column(score))
    if len(ds.columns) < 2 and counts is None:
        raise LoadError(
            Phrase("{file} has only one column ({column!r}): ROC analysis needs a score"
                   " column and a label column (rocscope reads columns separated by commas,"
                   " tabs, semicolons or spaces)", file=ds.short_name, column=ds.names[0]),
            path=ds.source)
    reasons: list[str] = []
    needs: dict[str, list] = {}
    questions: list[tuple[str, str]] = []

    if counts is None and label is None:
        found = _count_columns(ds, exclude={score})
        if found is not None:
            counts = found
            reasons.append(Phrase("aggregated rows: counts of positives in {positives!r} and"
                                  " of negatives in {negatives!r} (recognised by their names)",
                                  positives=counts[0], negatives=counts[1]))
    if counts is not None:
        for name in counts:
            col = ds.column(name)
            if not col.looks_numeric:
                raise ColumnKindError(Phrase("{file}: count column {column!r} does not hold"
                                             " numbers", file=ds.short_name, column=name),
                                      kind=col.kind, path=ds.source, column=name,
                                      option="counts")
    else:
        if label is None:
            label, why, options = _guess_label(ds, exclude={score}, positive=positive)
            if label is None:
                needs["label"] = options
                questions.append(("label", Phrase("which column holds the labels") if options
                                  else Phrase("which column holds the labels (no column fits)")))
            else:
                reasons.append(why)
        if label is not None:
            positive = _settle_positive(ds, ds.column(label), positive, reasons, needs,
                                        questions)

    if score is None:
        taken = set(counts or ()) | {label}
        if label is None:  # labels still to choose: keep their likely columns out
            taken |= {c.name for c in ds.columns if c.distinct is not None
                      and encoding_of(c.distinct) is not None and not _id_like(ds, c.name)}
        besides = (Phrase("the counts") if counts else Phrase("the label") if label
                   else Phrase("the others"))
        score, why, options = _guess_score(ds, taken, besides)
        if score is None:
            needs["score"] = options
            questions.insert(0, ("score", Phrase("which column holds the scores") if options
                                 else Phrase("which column holds the scores (no column fits)")))
        else:
            reasons.append(why)
    selection = Selection(score=score, label=label, positive=positive,
                          counts=tuple(counts) if counts else None, reasons=tuple(reasons))
    if needs:
        asked = [q for _, q in questions]  # a score, then a label or its positive value
        raise ChoiceNeededError(
            Phrase("{file}: cannot tell {questions}", file=ds.short_name, questions=asked[0])
            if len(asked) == 1 else
            Phrase("{file}: cannot tell {first}, nor {second}", file=ds.short_name,
                   first=asked[0], second=asked[1]),
            candidates=needs, questions=questions, path=ds.source,
            guessed=_settled(selection))
    return selection


def guess_selection_besides(dataset: Dataset, besides, *, score: str | None = None,
                            label: str | None = None, positive: str | None = None,
                            counts: tuple[str, str] | None = None) -> Selection:
    """:func:`guess_selection`, where the columns ``besides`` (a row id, a group or fold
    column; named exactly or by 1-based position) are never the score: when the score
    is to be guessed among several numeric columns and only one is not among them, it
    is that one.

    Raises
    ------
    ChoiceNeededError
        As :func:`guess_selection`; also a column of ``besides`` that is not there,
        when it is needed.
    LoadError
        As :func:`guess_selection`.
    """
    try:
        return guess_selection(dataset, score=score, label=label, positive=positive,
                               counts=counts)
    except ChoiceNeededError as problem:
        candidates = problem.candidates.get("score")
        if score is not None or not besides or not candidates:
            raise
        extra = {resolve_column(dataset, c) for c in besides}
        left = [c for c in candidates if c not in extra]
        if len(left) != 1:
            raise
        selection = guess_selection(dataset, score=left[0], label=label, positive=positive,
                                    counts=counts)
        used = ", ".join(repr(c) for c in sorted(extra))
        reason = Phrase("score column {column!r} guessed: the only numeric column besides"
                        " the label and {others}", column=left[0], others=used)
        return dataclasses.replace(selection, reasons=(*selection.reasons, reason))


def resolve_column(ds: Dataset, column: str, role: str = "id") -> str:
    """A column the user named for ``role`` (``"id"``, ``"group"``, ``"fold"``,
    ``"weight"``, ``"label"``, ``"score"``): its exact name, else its 1-based position,
    checked against the columns there are."""
    if column in ds.names:
        return column
    text = column.strip()
    if re.fullmatch(r"\d+", text):
        check_position(ds, int(text), role)
        return ds.names[int(text) - 1]
    return ds.column(column).name  # raises, listing the columns there are


def check_position(ds: Dataset, position: int, what: str) -> None:
    """Refuse a 1-based column ``position`` beyond the columns there are, saying why."""
    k = len(ds.names)
    if 1 <= position <= k:
        return
    if position == 0:
        why = Phrase("columns are numbered from 1")
    elif k == 1:
        why = Phrase("there is only 1 column")
    else:
        why = Phrase("there are only {k} columns", k=k)
    role = {"score": Phrase("score"), "id": Phrase("id"), "group": Phrase("group"),
            "fold": Phrase("fold"), "weight": Phrase("weight"), "label": Phrase("label")
            }.get(what, what)
    raise ChoiceNeededError(Phrase("{file} has no column {position} for the {role}: {why}"
                                   " ({columns})", file=ds.short_name, position=position,
                                   role=role, why=why,
                                   columns=", ".join(repr(n) for n in ds.names)),
                            candidates={what: list(ds.names)}, path=ds.source,
                            column=str(position))


def proposed(dataset: Dataset) -> dict:
    """What :func:`guess_selection` settles on its own, even when it must ask about the
    rest: ``{"score": ..., "label": ..., "positive": ..., "counts": ...}`` for the parts
    it can tell (a dialog pre-fills these and asks for the others).

    >>> from core.readers.loading import read_dataset
    >>> proposed(read_dataset(b"id,a,b,y\\n1,0.9,0.2,1\\n2,0.8,0.7,0\\n"))
    {'label': 'y', 'positive': '1'}
    """
    try:
        selection = guess_selection(dataset)
    except ChoiceNeededError as question:
        return dict(question.guessed)
    except LoadError:
        return {}
    return _settled(selection)


def _settled(selection: Selection) -> dict:
    """The parts of ``selection`` that are known, by name."""
    return {k: getattr(selection, k) for k in ("score", "label", "positive", "counts")
            if getattr(selection, k) is not None}


def _check_score_holds_numbers(ds: Dataset, col: ColumnInfo) -> None:
    """A chosen score column of words is refused before labels are guessed around it
    (which would otherwise puzzle the user with a question about the other columns)."""
    if col.looks_numeric or col.kind == "empty":
        return  # mostly numbers: prepare() names the line of a stray word
    row = first_non_number(ds.values(col.name), ds.decimal_comma) if col.kind == "text" else 0
    if row is None or not ds.n_rows:
        raise ColumnKindError(Phrase('{file}, column "{column}" holds {kind}, not numbers',
                                     file=ds.short_name, column=col.name,
                                     kind=kind_phrase(col.kind)),
                              kind=col.kind, path=ds.source, column=col.name,
                              option="score")
    place = ds.where(row, col.name)
    value = place.written if place.written is not None else ds.values(col.name)[row].as_py()
    raise ColumnKindError(Phrase('{place}, column "{column}": {value} is not a number',
                                 place=place.text, column=col.name, value=shown(str(value))),
                          kind=col.kind, path=ds.source, line=place.line,
                          column=col.name, value=value, option="score")


_ROLES = {"score": Phrase("scores"), "label": Phrase("labels"), "counts": Phrase("counts")}


def _resolve(ds: Dataset, name: str, key: str) -> str:
    names = ds.names
    if name in names:
        return name
    by_case = [n for n in names if n.lower() == name.strip().lower()]
    if len(by_case) == 1:
        return by_case[0]
    if re.fullmatch(r"\d+", name.strip()) and 1 <= int(name) <= len(names):
        return names[int(name) - 1]
    raise UnknownColumnError(
        Phrase("{file} has no column {name!r} for the {role}; its columns are {columns}",
               file=ds.short_name, name=name, role=_ROLES[key], columns=listed(names)),
        candidates={key: list(names)}, path=ds.source, column=name, option=key)


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _id_like(ds: Dataset, name: str) -> bool:
    """Named like a row id or index, which is numeric but never a score."""
    if _key(name) in _ID_NAMES or name.lower().endswith(("_id", " id", "-id")):
        return True
    # An empty header field was named "column N": pandas writes its index so.
    return ds.has_header and ds.format == "csv" and re.fullmatch(r"column \d+", name) is not None


def _count_columns(ds: Dataset, exclude) -> tuple[str, str] | None:
    numeric = [c for c in ds.columns if c.numeric and c.name not in exclude and ds.has_header]
    pos = [c.name for c in numeric if _key(c.name) in _POSITIVE_COUNTS]
    neg = [c.name for c in numeric if _key(c.name) in _NEGATIVE_COUNTS]
    if len(pos) == 1 and len(neg) == 1:
        return pos[0], neg[0]
    return None


def _guess_label(ds: Dataset, exclude, positive) -> tuple[str | None, Phrase | None,
                                                          list[str]]:
    cols = [c for c in ds.columns if c.name not in exclude and c.distinct is not None
            and not _id_like(ds, c.name) and not _fractional(c)]
    if positive is not None:  # the positive value given must be one of the labels
        holding = [c for c in cols if any(matches(v, positive) for v in c.distinct)]
        cols = holding or cols
    known = [c for c in cols if c.distinct and encoding_of(c.distinct) is not None]
    two = [c for c in cols if len(c.distinct) == 2 and c not in known]
    few = [c for c in cols if len(c.distinct) > 2]
    # Each group with what makes a column alone in it the label (None: its values).
    for group, alone in ((known, None), (two, Phrase("the only column with two values")),
                         (few, Phrase("the only column with few values"))):
        if not group:
            continue
        chosen = _single(group)
        if chosen is None:
            return None, None, [c.name for c in group]
        if len(group) > 1:
            reason = Phrase("named like a label, among {n} candidates", n=len(group))
        else:
            reason = alone or Phrase("its values {values} are a known label encoding",
                                     values="/".join(chosen.distinct))
        return chosen.name, Phrase("label column {column!r} guessed: {reason}",
                                   column=chosen.name, reason=reason), []
    return None, None, [c.name for c in ds.columns if c.name not in exclude]


def _fractional(c: ColumnInfo) -> bool:
    """Numbers with fractions are scores or measurements, never class labels."""
    return c.kind == "float" and any(not re.fullmatch(r"-?\d+", v) for v in c.distinct or ())


def _single(group: list[ColumnInfo]) -> ColumnInfo | None:
    if len(group) == 1:
        return group[0]
    named = [c for c in group if _key(c.name) in _LABEL_NAMES]
    return named[0] if len(named) == 1 else None


def _settle_positive(ds: Dataset, col: ColumnInfo, positive, reasons, needs, questions):
    values = col.distinct
    where = {"file": ds.short_name, "path": ds.source, "column": col.name}
    if positive is not None:
        if values and not any(matches(v, positive) for v in values):
            absent = absent_positive(positive, values, **where)
            if absent is not None:
                raise absent
        return positive
    if values == ():
        raise no_labels(**where)
    try:
        chosen, why = settle_positive(values, **where,
                                      stray=lambda pair: _stray_label(ds, col, pair))
    except ChoiceNeededError as asked:
        if not asked.questions:  # a stray label: no question answers it
            raise
        needs.update(asked.candidates)
        questions.extend(asked.questions)
        return None
    reasons.append(why)
    return chosen


def _stray_label(ds: Dataset, col: ColumnInfo, pair) -> LoadError:
    """A label column that is a known encoding but for some stray values: point at
    the first of them, since a typo is likelier than a third class."""
    array = ds.values(col.name)
    good_pos, missing = to_bool(array, pair[0])
    good_neg, _ = to_bool(array, pair[1])
    odd = ~(good_pos | good_neg)
    if missing is not None:
        odd &= ~missing
    # Some row is odd: the distinct values, read from the same rows, hold one outside
    # the pair (that is how the pair was found, label_values.contained_encoding).
    place = ds.where(int(odd.argmax()), col.name)
    value = place.written if place.written is not None else next(
        v for v in col.distinct if canonical(v) not in pair)
    return ChoiceNeededError(
        Phrase('{place}, column "{column}": {value} is not a label like the others'
               " ({encoding})", place=place.text, column=col.name, value=shown(value),
               encoding=f"{pair[0]}/{pair[1]}"),
        candidates={"positive": list(col.distinct)}, path=ds.source, line=place.line,
        column=col.name, value=value, option="positive")


def _guess_score(ds: Dataset, taken, besides: Phrase
                 ) -> tuple[str | None, Phrase | None, list[str]]:
    # Text columns that are mostly numbers count: choosing one reports its bad value.
    numeric = [c for c in ds.columns if c.looks_numeric and c.name not in taken]
    plain = [c for c in numeric if not _id_like(ds, c.name)]
    if not plain:  # only ids are numeric: offer them, but never guess one
        return None, None, [c.name for c in numeric]
    if len(plain) == 1:
        c = plain[0]
        ids = [n.name for n in numeric if n not in plain]
        if ids:  # numeric too, but named like a row id: say so, not "the only numeric"
            return c.name, Phrase("score column {column!r} guessed: the only numeric column"
                                  " besides {others} and the row id {ids}", column=c.name,
                                  others=besides, ids=", ".join(map(repr, ids))), []
        if len(ds.columns) > 1:
            return c.name, Phrase("score column {column!r} guessed: the only numeric column"
                                  " besides {others}", column=c.name, others=besides), []
        return c.name, Phrase("score column {column!r}: the only column", column=c.name), []
    return None, None, [c.name for c in plain]
