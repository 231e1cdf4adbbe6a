"""Choosing the score and label columns when the user has not, and saying why.

A guess is made only when one answer stands out; otherwise the user is asked, through a
:class:`~core.errors.ChoiceNeededError` whose ``candidates`` list the acceptable answers
and whose message names the command-line flag to pass. The rules:

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

import re

from core.readers.columns import first_non_number
from core.readers.dataset import ColumnInfo, Dataset, Selection
from core.errors import ChoiceNeededError, LoadError
from core.readers.labels import canonical, contained_encoding, encoding_of, matches, positive_of, to_bool
from core.readers.locating import shown

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
    score = _resolve(ds, score, "score", "--score") if score is not None else None
    label = _resolve(ds, label, "label", "--label") if label is not None else None
    if counts is not None:
        if label is not None:
            raise LoadError("choose either a label column (--label) or count columns"
                            " (--counts), not both", path=ds.source)
        counts = tuple(_resolve(ds, c, "counts", "--counts") for c in counts)
        if len(counts) != 2 or counts[0] == counts[1]:
            raise LoadError("--counts needs two different columns: positives, then negatives",
                            path=ds.source)
    if score is not None and (score == label or score in (counts or ())):
        raise LoadError(f"{ds.short_name}: column {score!r} cannot be both the score and"
                        " the " + ("label" if score == label else "counts"), path=ds.source)
    if score is not None:
        _check_score_holds_numbers(ds, ds.column(score))
    if len(ds.columns) < 2 and counts is None:
        raise LoadError(
            f"{ds.short_name} has only one column ({ds.names[0]!r}): ROC analysis needs a"
            " score column and a label column (rocscope reads columns separated by commas,"
            " tabs, semicolons or spaces)", path=ds.source)
    reasons: list[str] = []
    needs: dict[str, list] = {}
    parts: list[str] = []

    if counts is None and label is None:
        found = _count_columns(ds, exclude={score})
        if found is not None:
            counts = found
            reasons.append(f"aggregated rows: counts of positives in {counts[0]!r} and of"
                           f" negatives in {counts[1]!r} (recognised by their names)")
    if counts is not None:
        for name in counts:
            if not ds.column(name).looks_numeric:
                raise LoadError(f"{ds.short_name}: count column {name!r} does not hold numbers",
                                path=ds.source, column=name)
    else:
        if label is None:
            label, why, options = _guess_label(ds, exclude={score}, positive=positive)
            if label is None:
                needs["label"] = options
                parts.append(_ask("which column holds the labels", "--label", options))
            else:
                reasons.append(why)
        if label is not None:
            positive = _settle_positive(ds, ds.column(label), positive, reasons, needs, parts)

    if score is None:
        taken = set(counts or ()) | {label}
        if label is None:  # labels still to choose: keep their likely columns out
            taken |= {c.name for c in ds.columns if c.distinct is not None
                      and encoding_of(c.distinct) is not None and not _id_like(ds, c.name)}
        besides = "the counts" if counts else "the label" if label else "the others"
        score, why, options = _guess_score(ds, taken, besides)
        if score is None:
            needs["score"] = options
            parts.insert(0, _ask("which column holds the scores", "--score", options))
        else:
            reasons.append(why)
    if needs:
        raise ChoiceNeededError(f"{ds.short_name}: cannot tell " + "; nor ".join(parts),
                                candidates=needs, path=ds.source)
    return Selection(score=score, label=label, positive=positive,
                     counts=tuple(counts) if counts else None, reasons=tuple(reasons))


def _check_score_holds_numbers(ds: Dataset, col: ColumnInfo) -> None:
    """A chosen score column of words is refused before labels are guessed around it
    (which would otherwise puzzle the user with a question about the other columns)."""
    if col.looks_numeric or col.kind == "empty":
        return  # mostly numbers: prepare() names the line of a stray word
    line = value = None
    where = ds.short_name
    row = first_non_number(ds._array(col.name), ds.decimal_comma) if col.kind == "text" else 0
    if row is not None and ds.n_rows:
        where, line = ds._where(row)
        value = ds._array(col.name)[row].as_py()
        place = ds._places([row])[row]
        j = ds.names.index(col.name)
        if place is not None and j < len(place.fields):
            value = place.fields[j].strip()
    found = f": {shown(str(value))} is not a number" if value is not None else ""
    raise LoadError(f'{where}, column "{col.name}"{found}; --score needs a column of'
                    f" numbers, and this one holds {col.kind}",
                    path=ds.source, line=line, column=col.name, value=value)


def _ask(what: str, flag: str, options) -> str:
    if not options:
        return f"{what} (no column fits)"
    listed = ", ".join(repr(o) for o in options)
    return f"{what}: pass {flag} with one of {listed}" if len(options) > 2 else (
        f"{what}: pass {flag} with " + " or ".join(repr(o) for o in options))


def _resolve(ds: Dataset, name: str, key: str, flag: str) -> str:
    names = ds.names
    if name in names:
        return name
    by_case = [n for n in names if n.lower() == name.strip().lower()]
    if len(by_case) == 1:
        return by_case[0]
    if re.fullmatch(r"\d+", name.strip()) and 1 <= int(name) <= len(names):
        return names[int(name) - 1]
    raise ChoiceNeededError(
        f"{ds.short_name} has no column {name!r} for {flag}; its columns are "
        + ", ".join(repr(n) for n in names),
        candidates={key: list(names)}, path=ds.source, column=name)


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


def _guess_label(ds: Dataset, exclude, positive) -> tuple[str | None, str, list[str]]:
    cols = [c for c in ds.columns if c.name not in exclude and c.distinct is not None
            and not _id_like(ds, c.name) and not _fractional(c)]
    if positive is not None:  # the positive value given must be one of the labels
        holding = [c for c in cols if any(matches(v, positive) for v in c.distinct)]
        cols = holding or cols
    known = [c for c in cols if c.distinct and encoding_of(c.distinct) is not None]
    two = [c for c in cols if len(c.distinct) == 2 and c not in known]
    few = [c for c in cols if len(c.distinct) > 2]
    for group, why in ((known, "its values {} are a known label encoding"),
                       (two, "the only column with two values"),
                       (few, "the only column with few values")):
        if not group:
            continue
        chosen = _single(group)
        if chosen is not None:
            values = "/".join(chosen.distinct)
            reason = why.format(values) if "{}" in why else why
            if len(group) > 1:
                reason = f"named like a label, among {len(group)} candidates"
            return chosen.name, f"label column {chosen.name!r} guessed: {reason}", []
        return None, "", [c.name for c in group]
    return None, "", [c.name for c in ds.columns if c.name not in exclude]


def _fractional(c: ColumnInfo) -> bool:
    """Numbers with fractions are scores or measurements, never class labels."""
    return c.kind == "float" and any(not re.fullmatch(r"-?\d+", v) for v in c.distinct or ())


def _single(group: list[ColumnInfo]) -> ColumnInfo | None:
    if len(group) == 1:
        return group[0]
    named = [c for c in group if _key(c.name) in _LABEL_NAMES]
    return named[0] if len(named) == 1 else None


def _settle_positive(ds: Dataset, col: ColumnInfo, positive, reasons, needs, parts):
    values = col.distinct
    if positive is not None:
        if values is not None and values and not any(matches(v, positive) for v in values):
            pair = encoding_of(values)
            if pair is None or not matches(pair[0], positive):
                raise LoadError(
                    f"{ds.short_name}: no label in column {col.name!r} is {positive!r}; the"
                    " values there are " + ", ".join(repr(v) for v in values),
                    path=ds.source, column=col.name, value=positive)
        return positive
    if values is None:
        needs["positive"] = []
        parts.append(f"which value of {col.name!r} is positive (it has more than 20"
                     " values): pass --positive with one of them")
        return None
    if not values:
        raise LoadError(f"{ds.short_name}: label column {col.name!r} holds no values",
                        path=ds.source, column=col.name)
    pair = encoding_of(values)
    if pair is not None:
        chosen = positive_of(values, pair)
        reasons.append(f"positive label {chosen!r} (the usual reading of"
                       f" {pair[0]}/{pair[1]})")
        return chosen
    stray = contained_encoding(values)
    if stray is not None:
        raise _stray_label(ds, col, stray)
    needs["positive"] = list(values)
    parts.append(_ask(f"which value of {col.name!r} is positive", "--positive", list(values)))
    return None


def _stray_label(ds: Dataset, col: ColumnInfo, pair) -> LoadError:
    """A label column that is a known encoding but for some stray values: point at
    the first of them, since a typo is likelier than a third class."""
    array = ds._array(col.name)
    good_pos, missing = to_bool(array, pair[0])
    good_neg, _ = to_bool(array, pair[1])
    odd = ~(good_pos | good_neg)
    if missing is not None:
        odd &= ~missing
    if not odd.any():  # cannot happen while distinct values come from the same data
        raise LoadError(f"{ds.short_name}: column {col.name!r} mixes {pair[0]}/{pair[1]} with"
                        " other values; pass --positive", path=ds.source, column=col.name)
    row = int(odd.argmax())
    where, line = ds._where(row)
    values = [v for v in col.distinct if canonical(v) not in pair]
    value = values[0] if values else "?"
    place = ds._places([row])[row]
    if place is not None:
        j = ds.names.index(col.name)
        if j < len(place.fields):
            value = place.fields[j].strip()
    return ChoiceNeededError(
        f'{where}, column "{col.name}": {shown(value)} is not a label like the others'
        f" ({pair[0]}/{pair[1]}); fix it, or pass --positive to count every value but"
        " that one as negative",
        candidates={"positive": list(col.distinct)}, path=ds.source, line=line,
        column=col.name, value=value)


def _guess_score(ds: Dataset, taken, besides: str) -> tuple[str | None, str, list[str]]:
    # Text columns that are mostly numbers count: choosing one reports its bad value.
    numeric = [c for c in ds.columns if c.looks_numeric and c.name not in taken]
    plain = [c for c in numeric if not _id_like(ds, c.name)]
    if not plain:  # only ids are numeric: offer them, but never guess one
        return None, "", [c.name for c in numeric]
    options = plain
    if len(options) == 1:
        c = options[0]
        return c.name, (f"score column {c.name!r} guessed: the only numeric column besides"
                        f" {besides}" if len(ds.columns) > 1 else
                        f"score column {c.name!r}: the only column"), []
    return None, "", [c.name for c in options]
