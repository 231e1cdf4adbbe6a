"""What an engine hands back: a model that the rest of rocscope uses like one loaded in
memory, and an adapter that lets the report of docs/command-line.md be written for it unchanged."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.curve import RocCurve
from core.engine.delong import DelongVariance
from core.errors import ChoiceNeededError
from core.phrases import Phrase
from core.readers.dataset import ColumnInfo, Selection


@dataclass(frozen=True, eq=False)
class LargeModel:
    """A model computed by DuckDB or Spark.

    Attributes
    ----------
    curve : RocCurve
        Exact pair counts, AUCs and block totals; the vertices kept at the grid's
        resolution (``curve.complete`` is True when every vertex came back).
    delong : DelongVariance or None
        DeLong's variance of the average AUC (docs/mathematics.md), summed by the engine over
        every block; None when a class has fewer than two samples.
    source : str
        The file, directory, glob or query as given.
    engine : str
        ``"duckdb"`` or ``"spark"``.
    selection : Selection
        The columns used and the positive value (as settled, when it was guessed).
    n_rows : int
        Rows used (after any dropped).
    dropped_rows : int
        Rows left out for a missing value (only when asked to).
    notes : tuple of str
        What was decided (the positive class guessed, rows dropped, float sums).
    label_values : tuple of str or None
        The label column's values as the loader lists them (sorted, at most 20).
    short_name : str
        What messages call the source.
    score_kind : str
        ``"integer"`` or ``"float"``: the score column's values as the loader describes
        them (:class:`core.readers.dataset.ColumnInfo`).
    score_float32 : bool
        The scores are 32-bit floats.
    """

    curve: RocCurve
    delong: DelongVariance | None
    source: str
    engine: str
    selection: Selection
    n_rows: int
    dropped_rows: int
    notes: tuple[str, ...]
    label_values: tuple[str, ...] | None = None
    short_name: str = ""
    score_kind: str = "float"
    score_float32: bool = False

    @property
    def data(self) -> "EngineData":
        """This model in the shape of :class:`core.readers.dataset.LoadedData`, for the
        report (``core.app.report.summary.summary(model.data, model.curve, ...)``)."""
        columns = [ColumnInfo(self.selection.score, True, None, 0, True, self.score_kind,
                              self.score_float32)]
        if self.selection.label is not None:
            columns.append(ColumnInfo(self.selection.label, False, self.label_values, 0))
        for name in self.selection.counts or ():
            columns.append(ColumnInfo(name, True, None, 0, True, "integer"))
        dataset = EngineDataset(self.source, self.engine, tuple(columns), self.n_rows,
                                self.short_name or self.source)
        return EngineData(dataset, self.selection, self.notes, self.dropped_rows,
                          self.n_rows, self.curve, self.engine)


@dataclass(frozen=True, eq=False)
class EngineDataset:
    """The parts of :class:`core.readers.dataset.Dataset` that describe a source an
    engine read: no values are held (they stay in the engine)."""

    source: str
    format: str
    columns: tuple[ColumnInfo, ...]
    n_rows: int
    short_name: str

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.columns)

    def column(self, name: str) -> ColumnInfo:
        for c in self.columns:
            if c.name == name:
                return c
        raise ChoiceNeededError(
            Phrase("{file}: no column {name!r} was read; the columns used are {columns}",
                   file=self.short_name, name=name,
                   columns=", ".join(repr(n) for n in self.names)),
            candidates={"column": list(self.names)}, path=self.source, column=name)


@dataclass(frozen=True, eq=False)
class EngineData:
    """A :class:`LargeModel` shaped like :class:`core.readers.dataset.LoadedData`.

    The per-row arrays (``scores``, ``labels``, ``positives``, ``negatives``) are None:
    the rows stayed in the engine, so whatever needs them (score dots, the rank table,
    the pair grid) must say it is unavailable. ``engine`` is the engine that computed
    the curve: ``"duckdb"`` or ``"spark"``.
    """

    dataset: EngineDataset
    selection: Selection
    notes: tuple[str, ...]
    dropped_rows: int
    n_rows: int
    _curve: RocCurve
    engine: str = "duckdb"
    has_rows = False
    scores = None
    labels = None
    positives = None
    negatives = None

    def curve(self) -> RocCurve:
        return self._curve
