"""The drawn curve as a table: the CSV export of docs/command-line.md (and, with
``--plot det``, the DET table: ``threshold, fpr, fnr``, scikit-learn's ``det_curve``).

One row per point of the polyline drawn for a tie ordering, first at ``+inf``:
``threshold, tp, fp, tpr, fpr, segment``. Under ``best``/``worst`` a mixed block adds a
corner point; it carries the block's threshold and the counts of the corner (which no
threshold reaches on its own: it shows the order assumed inside the tie).
``segment`` names the segment that ends at the row (empty on the first row).
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv

from core.app.output.atomic import atomic_path
from core.engine.curve import RocCurve
from core.engine.results import SegmentType, TieOrdering

SEGMENT_WORDS = {
    SegmentType.TRUE_POSITIVE: "true_positive",
    SegmentType.FALSE_POSITIVE: "false_positive",
    SegmentType.MIXED: "mixed",
}


def curve_table(curve: RocCurve, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> pa.Table:
    """The polyline of ``ordering`` with thresholds and integer counts per point.

    For a curve thinned out of memory (:mod:`core.scale`) the rows are the vertices
    kept, each with its exact counts.
    """
    ordering = TieOrdering(ordering)
    line = curve.polyline(ordering)
    # Which vertex each drawn point belongs to: a corner belongs to the vertex after it.
    vertex = np.searchsorted(line.vertex_point, np.arange(len(line)), "left")
    tp, fp = curve.tp[vertex], curve.fp[vertex]
    corner = np.ones(len(line), dtype=bool)
    corner[line.vertex_point] = False
    if ordering is TieOrdering.BEST:
        fp[corner] = curve.fp[vertex[corner] - 1]
    elif ordering is TieOrdering.WORST:
        tp[corner] = curve.tp[vertex[corner] - 1]
    words = np.array(["", *SEGMENT_WORDS.values()], dtype=object)
    segment = words[np.r_[0, line.segment.astype(np.int64) + 1]]
    return pa.table({
        "threshold": curve.thresholds[vertex],
        "tp": tp,
        "fp": fp,
        "tpr": line.y,
        "fpr": line.x,
        "segment": pa.array(segment, type=pa.string()),
    })


def det_table(curve: RocCurve) -> pa.Table:
    """The DET table of ``curve``: ``threshold, fpr, fnr`` in ascending threshold, as
    :func:`core.engine.det.det_curve` gives them."""
    from core.app.pipeline.answers import det_of

    det = det_of(curve)
    return pa.table({"threshold": det.thresholds, "fpr": det.fpr, "fnr": det.fnr})


def write_tables(path, named) -> None:
    """Write the tables of ``named`` (``(name, table)`` pairs, the same columns each: one
    per model) as one CSV, atomically, with a ``model`` column first when there are
    several."""
    tables, quoting = [table for _, table in named], "none"
    if len(tables) > 1:
        tables = [t.add_column(0, "model", pa.array([name] * len(t), pa.string()))
                  for name, t in named]
        quoting = "needed"
    table = pa.concat_tables(tables)
    with atomic_path(path) as tmp, open(tmp, "wb") as out:
        out.write((",".join(table.column_names) + "\n").encode())
        pacsv.write_csv(table, out, pacsv.WriteOptions(include_header=False,
                                                       quoting_style=quoting))
