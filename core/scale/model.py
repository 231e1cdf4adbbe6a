"""What an engine hands back: a model's curve and what was settled, with its data in
the one shape of data loaded in memory (:class:`core.readers.dataset.LoadedData`, without
rows)."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.curve import RocCurve
from core.engine.delong import DelongVariance
from core.readers.dataset import ColumnInfo, Dataset, LoadedData, Selection


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
    def data(self) -> LoadedData:
        """This model's data: its curve, and no rows (they stayed in the engine)."""
        columns = [ColumnInfo(self.selection.score, True, None, 0, True, self.score_kind,
                              self.score_float32)]
        if self.selection.label is not None:
            columns.append(ColumnInfo(self.selection.label, False, self.label_values, 0))
        for name in self.selection.counts or ():
            columns.append(ColumnInfo(name, True, None, 0, True, "integer"))
        dataset = Dataset.of_columns({}, short_name=self.short_name or self.source,
                                     source=self.source, format=self.engine,
                                     columns=tuple(columns), n_rows=self.n_rows,
                                     has_header=True, delimiter=None)
        return LoadedData.computed(dataset, self.selection, self.curve, self.notes,
                                   self.dropped_rows, self.engine)
