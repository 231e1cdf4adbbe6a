"""Opening a log bigger than memory: the one function the application calls.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> path = os.path.join(folder, "clicks.csv")
>>> with open(path, "w") as f:
...     _ = f.write("pctr,clicked\\n0.95,1\\n0.90,0\\n0.81,1\\n0.75,0\\n0.6,0\\n")
>>> from core.app.request import LoadRequest
>>> model = open_large(path, LoadRequest(scores=("pctr",), label="clicked"))
>>> model.curve().pairs, model.curve().auc_exact()
(PairCounts(concordant=5, tied=0, discordant=1), Fraction(5, 6))
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from core.errors import InputError
from core.phrases import Phrase
from core.readers.dataset import LoadedData
from core.readers.guessing import guess_selection_besides
from core.readers.reading import table_dataset
from core.scale.compute import CurveQuery, Runner, compute
from core.scale.files import TEXT_SUFFIXES, Files, agree, is_remote, parquet_schemas, resolve
from core.scale.memory import default_limit, parse_size
from core.scale.spool import spool, trim

#: Curves with at most this many distinct scores come back whole (see open_large).
WHOLE_UP_TO = 1_000_000


def open_large(source, request, *, grid: int = 4096, whole_up_to: int = WHOLE_UP_TO,
               thresholds: Sequence[float] = (),
               progress: Callable[[float], None] | None = None,
               cancelled: Callable[[], bool] | None = None,
               master: str | None = None, threads: int | None = None,
               present: Sequence[str] = ()) -> LoadedData:
    """Compute a model's exact curve in DuckDB or Spark, without loading its rows.

    Parameters
    ----------
    source : str or os.PathLike or None
        A Parquet file, or any file the in-memory reader reads (delimited text, gzipped
        or not, Feather/Arrow: read by it into a Parquet spool first, see
        :mod:`core.scale.spool`), a directory of such files, or a glob; for Spark also
        a URI its cluster reads (``s3a://...``). None with the request's ``sql``.
    request : core.app.request.LoadRequest
        How to read it. ``engine``: ``spark``, or DuckDB (``duckdb``, ``auto``).
        ``scores``: the score column (its first; ``score >= t`` is predicted positive),
        by name or 1-based position. ``label``, ``positive`` and ``counts``: the label
        column and its positive value (a known encoding such as 1/0 or yes/no needs
        none; the rules are the loader's, :mod:`core.readers.label_values`), or columns of
        positive and negative counts (aggregated rows). Columns not given are guessed as
        the in-memory reader guesses them (:func:`core.readers.guessing.guess_selection`),
        from every row of a spooled file, from the first rows of a Parquet file or a
        query, never taking the request's id, group or fold column for the score.
        ``sql``: a query whose result is the data, in the engine's dialect (``SELECT
        pctr AS score, click AS label FROM logs WHERE dt = '2026-11-01'``; DuckDB can
        read files in it: ``FROM 'logs/*.parquet'``). ``memory_limit``: DuckDB's (by
        default half the machine's memory, :func:`core.scale.memory.default_limit`);
        it spills to a temporary directory beyond it. ``drop_missing``: leave out rows
        whose score, label or count is missing (null, or NaN), and note how many;
        otherwise such a row is an error.
    grid : int
        A curve of more than ``whole_up_to`` distinct scores comes back thinned to a
        ``grid x grid`` grid of the unit square (the first and last vertex of every
        run of vertices in one cell), exact at that many pixels across; see
        :meth:`core.engine.curve.RocCurve.from_summary` for what a thinned curve
        can and cannot give.
    whole_up_to : int
        Up to this many distinct scores every vertex comes back (a whole curve, on
        which everything works as for a file in memory): 10^6 vertices take some
        25 MB.
    thresholds : sequence of float
        Thresholds whose vertices are kept whatever the grid, so that
        ``curve.operating_point(t)`` is exact for them.
    progress : callable, optional
        Called with a fraction in [0, 1] as the engine proceeds (from another thread).
    cancelled : callable, optional
        Polled while the engine works; when it returns True the query is interrupted
        and :class:`~core.errors.LoadCancelled` is raised.
    master : str, optional
        Spark only: a master URL (``spark://host:7077``, ``yarn``, ``local[2]``) or a
        Spark Connect address (``sc://host:15002``), instead of the usual settings.
    threads : int, optional
        DuckDB only: worker threads (by default one per core).
    present : sequence of str
        Columns (a group or fold column) whose rows without a value (null, or NaN)
        are left out before anything is counted; the caller has decided that they may
        be (``drop_missing``) and counts them itself.

    Returns
    -------
    core.readers.dataset.LoadedData
        The model's data without rows (they stayed in the engine), with its curve:
        exact pair counts, AUCs and block totals, the vertices kept at the grid's
        resolution (``data.curve().complete`` is True when every vertex came back).

    Raises
    ------
    LoadError
        No such file, a glob matching nothing, files whose columns differ, a bad value
        (named with its file and row where the engine can tell), a query that fails in
        the engine, a cluster that cannot be reached, PySpark or Java missing; a label
        column and count columns both chosen.
    UnknownColumnError, ColumnKindError, ChoiceNeededError
        A column that is not there or does not hold numbers; a label column whose
        positive value cannot be told.
    LoadCancelled
        ``cancelled()`` returned True.
    InputError
        The engine ``memory``, a grid below 1, a memory limit that is no size; both a
        source and a query, or neither.
    """
    if isinstance(grid, bool) or not isinstance(grid, int) or grid < 1:
        raise InputError(Phrase("the grid must be a whole number of cells from 1, not"
                                " {grid!r}", grid=grid), option="grid", value=grid)
    if isinstance(whole_up_to, bool) or not isinstance(whole_up_to, int) or whole_up_to < 0:
        raise InputError(Phrase("whole_up_to must be a whole number from 0, not {value!r}",
                                value=whole_up_to), option="whole_up_to", value=whole_up_to)
    score = request.scores[0] if request.scores else None
    label, counts = request.label, request.counts
    named = [n for n in (score, label, *(counts or ()), request.weight) if n]
    with opened(source, request, named, master, progress, cancelled, threads) as o:
        runner, files = o.runner, o.runner.files
        dataset = o.spooled[0].dataset if o.spooled else table_dataset(
            runner.first_rows(FIRST_ROWS), short_name=runner.where,
            source=runner.path or runner.where,
            format=files.format if files is not None else "parquet")
        # The in-memory reader's own guess, from every row of a file read into a spool,
        # or from the first rows of a Parquet file or a query.
        selection = guess_selection_besides(dataset, request.extra_columns, score=score,
                                            label=label, positive=request.positive,
                                            counts=counts)
        wanted = [selection.score, *((selection.label,) if selection.label else ()),
                  *(selection.counts or ())]
        if o.schemas is not None:
            agree(files, o.schemas, wanted)
        dropped = [each.check(selection, wanted, request.drop_missing, cancelled)
                   for each in o.spooled]
        # Rows without a group or fold, when they are to be dropped, are no rows of
        # the model either (the caller counts them).
        rows = _with_values(runner, present) if present else runner.source
        column = dataset.column(selection.score)
        weight = None if request.weight is None else runner.column(request.weight, "weight")
        return compute(runner, CurveQuery(
            rows, runner.table, selection.score, selection.label,
            selection.positive, selection.counts, grid, tuple(float(t) for t in thresholds),
            request.drop_missing, int(whole_up_to),
            dropped_note=dropped[0] if len(o.spooled) == 1 else None,
            given=request.sql if source is None else os.fspath(source),
            notes=tuple(dataset.notes) + tuple(selection.reasons), score_kind=column.kind,
            score_float32=column.float32, weight=weight))


@dataclass(frozen=True)
class Opened:
    """A source opened in an engine (:func:`opened`).

    Attributes
    ----------
    runner : DuckRunner or SparkRunner
        The engine, its source open (``runner.table``: the columns named by position,
        :mod:`core.scale.relation`; ``runner.files``: the files it reads, spools for
        text, None for a query).
    spooled : list of Spooled
        The spools made or kept, one per file (empty when none was needed).
    schemas : list or None
        Each Parquet file's columns.
    """

    runner: Runner
    spooled: list
    schemas: list | None


@contextmanager
def opened(source, request, named: Sequence[str] = (), master: str | None = None,
           progress=None, cancelled=None, threads: int | None = None) -> Iterator[Opened]:
    """``source`` (or the request's query, when None) opened in the request's engine
    for the body, as :func:`open_large` describes; files that disagree on a column of
    ``named`` are told apart first. The engine and the spools it leaves are let go after.

    Raises
    ------
    InputError
        The engine ``memory``, a memory limit that is no size; both a source and a
        query, or neither.
    """
    # The request refused any other engine; "memory" is no engine for big data.
    engine = "duckdb" if request.engine == "auto" else request.engine
    if engine == "memory":
        raise InputError(Phrase("unknown engine {engine!r}: use duckdb or spark",
                                engine=engine), option="engine", value=engine)
    if (source is None) == (request.sql is None):
        raise InputError(Phrase("name a file, a directory or a glob, or give a query (not"
                                " both)"), option="sql")
    limit = default_limit() if request.memory_limit is None else parse_size(request.memory_limit)
    files = schemas = None
    spooled: list = []
    given = None if source is None else os.fspath(source)
    if given is not None and engine == "spark" and is_remote(given):
        # A remote source's format by its suffix: text, or else Parquet.
        files = Files(given, (given,),
                      "csv" if given.lower().endswith(TEXT_SUFFIXES) else "parquet")
    elif given is not None:
        files = resolve(given)
        # Text and Feather are read into Parquet spools (one made before for an
        # unchanged file is used again) where the engine reads this machine's files;
        # the spooling takes the first half of the progress.
        if files.format != "parquet" and _spools(engine, master):
            paths = files.paths
            spooled = [spool(path, progress=_share(progress, i / (2 * len(paths)),
                                                   (i + 1) / (2 * len(paths))),
                             cancelled=cancelled) for i, path in enumerate(paths)]
            files = Files(files.given, tuple(s.path for s in spooled), "parquet",
                          originals=paths)
            progress = _share(progress, 0.5, 1.0)
    if files is not None and files.format == "parquet":
        schemas = parquet_schemas(files)
        agree(files, schemas, named)  # files that disagree on a column named, first
    if engine == "duckdb":
        from core.scale.duck import DuckRunner

        runner = DuckRunner(limit, progress, cancelled, threads)
    else:
        from core.scale.spark import SparkRunner
        from core.scale.spark_session import session

        runner = SparkRunner(session(master), progress, cancelled)
    try:
        if files is None:
            runner.open_query(request.sql)
        else:
            runner.open_files(files, None if schemas is None else
                              [[c.name for c in schema] for schema in schemas])
        yield Opened(runner, spooled, schemas)
    finally:
        runner.close()
        if spooled:  # a folder of many files made many spools: keep the last few
            trim()


#: Rows of a Parquet file or a query that columns are guessed from.
FIRST_ROWS = 100_000


def _with_values(runner: Runner, present) -> str:
    """The source without the rows where a column of ``present`` (named as the user
    named it: exactly, or by position) holds no key, its columns named by position."""
    conditions = " AND ".join(f"NOT {runner.key(runner.column(given, 'column'))[1]}"
                              for given in present)
    return f"(SELECT * FROM {runner.source} WHERE {conditions}) AS rocscope_present"


def _spools(engine: str, master: str | None) -> bool:
    """Whether local files that are not Parquet are read by rocscope into Parquet
    spools for the engine: always for DuckDB; for Spark in local mode (a cluster could
    not read a spool on this machine, and reads text with its own reader)."""
    if engine == "duckdb":
        return True
    from core.scale.spark_session import cluster_setting

    master, remote = cluster_setting(master)
    return remote is None and (master is None or master.startswith("local"))


def _share(progress, low: float, high: float):
    """``progress`` of a part of the job, from ``low`` to ``high`` of the whole."""
    if progress is None:
        return None
    return lambda fraction: progress(low + (high - low) * fraction)
