"""The values the loader hands out: what a file holds, what was chosen, and the arrays.

A :class:`Dataset` is a file read once, before any choice; :class:`Selection` names the
score and label columns (or the count columns); :class:`LoadedData` is the pair of
them turned into the arrays the engine takes.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace

import numpy as np
import pyarrow as pa

from core.engine.build import roc_from_counts, roc_from_score_pieces
from core.engine.curve import RocCurve
from core.engine.weighted import roc_from_weights
from core.errors import ChoiceNeededError, InputError, LoadError
from core.phrases import Phrase, message_of
from core.readers.arrow_numpy import arrow_of
from core.readers.locating import TextLayout, listed


@dataclass(frozen=True)
class Selection:
    """Which columns to use, and which label value is the positive class.

    Attributes
    ----------
    score : str
        The score column.
    label : str or None
        The label column; None for aggregated rows (``counts``).
    positive : str or None
        The label value counted positive, as text as it appears in the file (numbers
        as ``"1"``, ``"-1"``, ``"0.5"``); every other value is negative.
    counts : (str, str) or None
        ``(positives column, negatives column)`` for aggregated rows.
    reasons : tuple of str
        Sentences saying what was guessed and why (not part of equality).
    weight : str or None
        The column of case weights, when each row counts as its weight.
    """

    score: str
    label: str | None = None
    positive: str | None = None
    counts: tuple[str, str] | None = None
    reasons: tuple[str, ...] = field(default=(), compare=False, repr=False)
    weight: str | None = None


@dataclass(frozen=True)
class ColumnInfo:
    """One column of a dataset, described for choosing.

    Attributes
    ----------
    name : str
    numeric : bool
        Every non-missing value is a number (finite or not), so it can be a score.
    distinct : tuple of str or None
        Its distinct non-missing values as text (without surrounding spaces), sorted,
        when there are at most 20; None when there are more.
    n_missing : int
        Missing values (empty fields, ``NA``, ``null``).
    looks_numeric : bool
        Numeric, or text whose first values were numbers (a score column with a stray
        word further down: choosing it as the score reports where).
    kind : str
        ``"integer"``, ``"float"``, ``"text"``, ``"boolean"``, ``"empty"`` or ``"other"``.
    float32 : bool
        The floats are 32-bit (a Parquet FLOAT or Arrow float32 column): each holds
        about 7 significant digits, so it is shown with the digits a float32 needs,
        not the 17 its float64 widening would print.
    """

    name: str
    numeric: bool
    distinct: tuple[str, ...] | None
    n_missing: int
    looks_numeric: bool = False
    kind: str = "other"
    float32: bool = False


@dataclass(frozen=True, eq=False)
class Dataset:
    """What a file holds, before any choice of columns.

    Attributes
    ----------
    source : str
        The path as given, or the name of in-memory data.
    format : str
        ``"csv"`` (any delimited text), ``"parquet"`` or ``"feather"``; the engine's name
        (``"duckdb"``, ``"spark"``) for the rows an engine read, whose values it kept.
    columns : tuple of ColumnInfo
    n_rows : int
        Data rows (blank lines and the header not counted).
    has_header : bool
        Whether names came from the file (always True for Parquet and Feather).
    delimiter : str or None
        ``","``, ``"\\t"``, ``";"``, ``" "`` (runs of spaces and tabs), or None for
        Parquet and Feather.
    notes : tuple of str
        What was decided while reading (no header, decimal comma, ...).
    compressed : bool
        Whether the file was gzipped.
    decimal_comma : bool
        Whether the text's numbers are written ``0,77``; a value that kept a column
        from being numeric is then judged by that spelling.

    The columns' values are kept (:meth:`values`) so that
    :func:`core.readers.loading.prepare` can be called again with another
    :class:`Selection` without reading the file again; :meth:`where` finds a row's line
    for messages. Readers build a dataset with :meth:`of_columns`.
    """

    source: str
    format: str
    columns: tuple[ColumnInfo, ...]
    n_rows: int
    has_header: bool
    delimiter: str | None
    notes: tuple[str, ...] = ()
    compressed: bool = False
    decimal_comma: bool = False
    _arrays: dict = field(default_factory=dict, repr=False)
    _layout: TextLayout | None = field(default=None, repr=False)
    _short: str = field(default="", repr=False)
    _fields: dict = field(default_factory=dict, repr=False)
    _first_row: int = field(default=0, repr=False)

    @classmethod
    def of_columns(cls, arrays: dict, *, layout: TextLayout | None = None,
                   short_name: str | None = None, positions: dict | None = None,
                   **fields) -> Dataset:
        """A dataset holding ``arrays`` (column name to ``pyarrow.ChunkedArray``).

        ``layout`` finds rows of a text file again (None for Parquet and Feather, whose
        rows have no lines); ``short_name`` is what messages call the file;
        ``positions`` gives each column's field number in the file's lines when only
        some columns were read (:attr:`partial`); ``fields`` are the other attributes.
        """
        # A dict is copied; another holder (columns read back when first asked for) is
        # kept as it is, so that nothing is read before it is needed.
        return cls(**fields, _arrays=dict(arrays) if isinstance(arrays, dict) else arrays,
                   _layout=layout, _short=short_name or "", _fields=dict(positions or {}))

    def piece(self, arrays: dict, first_row: int) -> Dataset:
        """This dataset's description over ``arrays``, rows ``first_row`` on of the same
        file: what checking a big file piece by piece looks at
        (:func:`core.readers.loading.check_piece`); its messages count rows and lines
        from the file's start."""
        return replace(self, _arrays=dict(arrays), _first_row=int(first_row),
                       n_rows=len(next(iter(arrays.values()), ())))

    @property
    def partial(self) -> bool:
        """Whether only some of the file's columns were read (the ones a choice made from
        its first lines needs); choosing other columns means reading it again."""
        return bool(self._fields)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.columns)

    @property
    def short_name(self) -> str:
        """The file's base name, as messages call it."""
        return self._short or self.source

    def column(self, name: str) -> ColumnInfo:
        """The column called ``name``.

        Raises
        ------
        ChoiceNeededError
            No such column; ``candidates["column"]`` lists the names there are.
        """
        for c in self.columns:
            if c.name == name:
                return c
        raise ChoiceNeededError(
            Phrase("{file} has no column {name!r}; its columns are {columns}",
                   file=self.short_name, name=name, columns=listed(self.names)),
            candidates={"column": list(self.names)}, path=self.source, column=name)

    def values(self, name: str):
        """The column's values as parsed (a ``pyarrow.ChunkedArray``).

        Raises
        ------
        ChoiceNeededError
            No such column.
        """
        self.column(name)
        return self._arrays[name]

    def keep_values(self, name: str, array) -> None:
        """Hold the same values as ``array`` from now on (one contiguous chunk made
        while preparing), so that the file's values are not held twice."""
        if len(array) != len(self.values(name)):
            raise ValueError(f"column {name!r} has {len(self._arrays[name])} values,"
                             f" not {len(array)}")
        self._arrays[name] = array

    def where(self, row: int, column: str | None = None,
              find_line: bool = True) -> RowLocation:
        """Where data row ``row`` (0-based) is, as messages name it.

        A text file is scanned again to find the row's line (the error path only);
        ``find_line=False`` spares that scan. With ``column``, the field of that column
        is also read as the file writes it.

        >>> from core.readers.loading import read_dataset
        >>> ds = read_dataset(b"score,label\\n\\n0.9,1\\n0.20,0\\n", name="d.csv")
        >>> place = ds.where(1, "score")
        >>> place.text, place.line, place.written
        ('d.csv line 4', 4, '0.20')
        >>> ds.where(1, find_line=False).text
        'd.csv data row 2'
        """
        place = None
        row += self._first_row
        if self._layout is not None and find_line:
            try:
                place = self._layout.places([row]).get(row)
            except LoadError:  # too big to scan in memory: the row is named instead
                place = None
        written = None
        if place is not None and column is not None:
            j = self._fields[column] if column in self._fields else self.names.index(column)
            written = place.fields[j].strip() if j < len(place.fields) else ""
        if self._layout is None:
            label = Phrase("row {row}", row=row + 1)
        elif place is None:
            label = Phrase("data row {row}", row=row + 1)
        else:
            label = Phrase("line {line}", line=place.line)
        return RowLocation(row, place.line if place is not None else None, label,
                           written, self.short_name)


@dataclass(frozen=True)
class RowLocation:
    """Where a data row is in its file.

    Attributes
    ----------
    row : int
        0-based index among the data rows.
    line : int or None
        The line as a text editor counts it (header and blank lines included), when
        the file is text and the line was looked for.
    label : Phrase
        ``"line 12"``; ``"row 12"`` in Parquet or Feather; ``"data row 12"`` for text
        whose line was not looked for.
    written : str or None
        The asked column's field as the file writes it (without surrounding spaces),
        when the line was found.
    file : str
        The file's short name.
    """

    row: int
    line: int | None
    label: Phrase
    written: str | None
    file: str

    @property
    def text(self) -> Phrase:
        """``"data.csv line 12"``: the file and the place."""
        return Phrase("{file} {place}", file=self.file, place=self.label)


_JOINING = threading.Lock()


@dataclass(frozen=True, eq=False)
class LoadedData:
    """Engine-ready arrays for one selection of one dataset.

    Attributes
    ----------
    dataset : Dataset
    selection : Selection
    score_pieces : tuple of ndarray or None
        The score column as parsed, in row order: float64 (or int64 for integer
        scores), finite, read-only. A big file is parsed in blocks, and the curve is
        built from the pieces; :attr:`scores` joins them only when asked. None when
        the rows stayed in a database engine (:meth:`computed`): then ``labels``,
        ``positives`` and ``negatives`` are None too.
    labels : ndarray of bool or None
        True marks a positive sample (label mode).
    positives, negatives : ndarray of int64 or None
        Counts per row (aggregated rows).
    notes : tuple of str
        What was decided for the user: delimiter and header, guesses, dropped rows.
    dropped_rows : int
        Rows left out because a chosen column was missing there (``drop_missing``).
    kept : ndarray of bool or None
        Which of the dataset's rows these arrays hold, when some were dropped (None
        when every row is used): other columns of the rows used are
        ``dataset.values(name)`` where ``kept`` is True.
    engine : str
        ``"memory"``: the rows were read into numpy and the curve computed from them;
        ``"duckdb"`` or ``"spark"`` for a curve an engine computed.
    weights : ndarray of float64 or None
        Each row's case weight (``selection.weight``), finite and >= 0; None when every
        row counts once.
    """

    dataset: Dataset
    selection: Selection
    score_pieces: tuple[np.ndarray, ...] | None
    labels: np.ndarray | None
    positives: np.ndarray | None
    negatives: np.ndarray | None
    notes: tuple[str, ...]
    dropped_rows: int
    _cache: dict = field(default_factory=dict, repr=False)
    kept: np.ndarray | None = field(default=None, repr=False)
    engine: str = "memory"
    weights: np.ndarray | None = field(default=None, repr=False)

    @classmethod
    def computed(cls, dataset: Dataset, selection: Selection, curve: RocCurve,
                 notes: tuple[str, ...], dropped_rows: int, engine: str) -> LoadedData:
        """Data whose rows stayed in ``engine`` (DuckDB or Spark), which computed
        ``curve``: no row arrays, and ``dataset`` describes the rows used (no values)."""
        return cls(dataset, selection, None, None, None, None, notes, dropped_rows,
                   {"curve": curve}, engine=engine)

    @property
    def has_rows(self) -> bool:
        """Every row's arrays are here (False for a curve a database engine computed:
        whatever needs the rows, such as score dots or the rank table, says so)."""
        return self.score_pieces is not None

    @property
    def scores(self) -> np.ndarray | None:
        """The scores as one read-only array (float64, or int64 for integer scores);
        None without rows.

        Joined from :attr:`score_pieces` on first use; the dataset then holds the
        joined column instead of the pieces, so the scores are never held twice.
        """
        if self.score_pieces is None or len(self.score_pieces) == 1:
            return None if self.score_pieces is None else self.score_pieces[0]
        with _JOINING:  # a worker and the UI thread may ask at once: join once
            pieces = self.score_pieces
            if len(pieces) == 1:
                return pieces[0]
            joined = np.concatenate(pieces)  # never none: prepare gives at least one
            joined.flags.writeable = False
            self.dataset.keep_values(self.selection.score, pa.chunked_array([arrow_of(joined)]))
            # A field of a frozen dataclass, set once more to the same values in one
            # piece: holding the pieces as well would keep the column twice.
            object.__setattr__(self, "score_pieces", (joined,))
            return joined

    @property
    def n_rows(self) -> int:
        """Rows used (after any dropped)."""
        if self.score_pieces is None:
            return self.dataset.n_rows
        return sum(len(p) for p in self.score_pieces)

    def curve(self) -> RocCurve:
        """The ROC curve of these arrays (built once, then cached).

        Building works with a single class; quantities that need both classes raise
        :class:`~core.errors.SingleClassError` when asked for.
        """
        curve = self._cache.get("curve")
        if curve is None:
            if self.selection.counts is not None:
                try:
                    curve = roc_from_counts(self.scores, self.positives, self.negatives)
                except InputError as exc:  # every count zero: the engine knows no file
                    pos, neg = self.selection.counts
                    problem = message_of(exc)
                    raise LoadError(
                        Phrase("{file}: {problem} (counts in {positives!r} and"
                               " {negatives!r})", file=self.dataset.short_name,
                               problem=problem, positives=pos, negatives=neg),
                        path=self.dataset.source) from None
            elif self.weights is not None:
                curve = roc_from_weights(self.scores, self.labels, self.weights)
            else:
                curve = roc_from_score_pieces(self.score_pieces, self.labels)
            self._cache["curve"] = curve
        return curve
