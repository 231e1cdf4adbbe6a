"""Opening a log bigger than memory: the one function the application calls.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> path = os.path.join(folder, "clicks.csv")
>>> with open(path, "w") as f:
...     _ = f.write("pctr,clicked\\n0.95,1\\n0.90,0\\n0.81,1\\n0.75,0\\n0.6,0\\n")
>>> model = open_large(path, score="pctr", label="clicked")
>>> model.curve.pairs, model.curve.auc_exact()
(PairCounts(concordant=5, tied=0, discordant=1), Fraction(5, 6))
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from core.errors import ChoiceNeededError, ColumnKindError, InputError, UnknownColumnError
from core.readers.dataset import Selection
from core.scale.compute import Request, compute
from core.scale.duck import file_schemas
from core.scale.files import Files, agree, is_remote, remote_format, resolve
from core.scale.memory import default_limit, parse_size
from core.scale.model import LargeModel
from core.scale.sizing import MEMORY_BYTES_PER_ROW, should_use_engine  # noqa: F401 - re-exported

ENGINES = ("duckdb", "spark")

#: Curves with at most this many distinct scores come back whole (see open_large).
WHOLE_UP_TO = 1_000_000

#: Bytes a row costs the in-memory path at its peak (the parsed columns, the engine's
#: arrays and the copies its sort makes), measured at 3 x 10^7 rows of score and label.


def open_large(source=None, *, engine: str = "duckdb", score: str | None = None,
               label: str | None = None,
               positive: str | None = None, counts: Sequence[str] | None = None,
               sql: str | None = None, grid: int = 4096, whole_up_to: int = WHOLE_UP_TO,
               memory_limit=None,
               thresholds: Sequence[float] = (), drop_missing: bool = False,
               progress: Callable[[float], None] | None = None,
               cancelled: Callable[[], bool] | None = None,
               master: str | None = None, threads: int | None = None,
               present: Sequence[str] = ()) -> LargeModel:
    """Compute a model's exact curve in DuckDB or Spark, without loading its rows.

    Parameters
    ----------
    source : str or os.PathLike, optional
        A Parquet or CSV file, a directory of such files, or a glob; for Spark also
        a URI its cluster reads (``s3a://...``). Not needed with ``sql``.
    engine : {"duckdb", "spark"}
    score : str, optional
        The score column (``score >= t`` is predicted positive). Without it, the only
        numeric column besides the label or counts.
    label, positive : str, optional
        The label column and its positive value (a known encoding such as 1/0 or
        yes/no needs none); the rules are the loader's (:mod:`core.readers.labels`).
        Without a label or counts, the only column besides the score is the label.
    counts : (str, str), optional
        Columns of positive and negative counts (aggregated rows), instead of a label.
    sql : str, optional
        A query whose result is the data, in the engine's dialect:
        ``SELECT pctr AS score, click AS label FROM logs WHERE dt = '2026-11-01'``
        (DuckDB can read files in it: ``FROM 'logs/*.parquet'``); ``score`` and
        ``label`` then name its result's columns.
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
    memory_limit : int or str, optional
        DuckDB only: its memory limit (bytes, or ``"4GB"``); by default half the
        machine's memory (:func:`core.scale.memory.default_limit`). DuckDB spills to a
        temporary directory beyond it. A Spark cluster's memory is its own settings'.
    thresholds : sequence of float
        Thresholds whose vertices are kept whatever the grid, so that
        ``curve.operating_point(t)`` is exact for them.
    drop_missing : bool
        Leave out rows whose score, label or count is missing (null, or NaN), and
        note how many; otherwise such a row is an error.
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
    LargeModel

    Raises
    ------
    LoadError
        No such file, a glob matching nothing, files whose columns differ, a bad value
        (named with its file and row where the engine can tell), a query that fails in
        the engine, a cluster that cannot be reached, PySpark or Java missing.
    UnknownColumnError, ColumnKindError, ChoiceNeededError
        A column that is not there or does not hold numbers; a label column whose
        positive value cannot be told.
    LoadCancelled
        ``cancelled()`` returned True.
    InputError
        An unknown engine, a grid below 1, a memory limit that is no size.
    """
    if engine not in ENGINES:
        raise InputError(f"unknown engine {engine!r}: use duckdb or spark", option="engine",
                         value=engine)
    if isinstance(grid, bool) or not isinstance(grid, int) or grid < 1:
        raise InputError(f"the grid must be a whole number of cells from 1, not {grid!r}",
                         option="grid", value=grid)
    if isinstance(whole_up_to, bool) or not isinstance(whole_up_to, int) or whole_up_to < 0:
        raise InputError(f"whole_up_to must be a whole number from 0, not {whole_up_to!r}",
                         option="whole_up_to", value=whole_up_to)
    if (source is None) == (sql is None):
        raise InputError("name a file, a directory or a glob, or give a query (not both)",
                         option="sql")
    if counts is not None:
        counts = tuple(counts)
        if label is not None:
            raise InputError("choose either a label column or count columns, not both",
                             option="counts")
        if len(counts) != 2 or counts[0] == counts[1]:
            raise InputError("count columns are two different columns: positives, then"
                             " negatives", option="counts", value=counts)
    thresholds = tuple(float(t) for t in thresholds)
    limit = default_limit() if memory_limit is None else parse_size(memory_limit)
    given = None if source is None else os.fspath(source)
    files = schemas = None
    if sql is None:
        if engine == "spark" and is_remote(given):
            files = Files(given, (given,), remote_format(given))
        else:
            files = resolve(given)
            schemas = file_schemas(files)
    runner = _runner(engine, limit, progress, cancelled, master, threads)
    try:
        wanted = [n for n in (score, label, *(counts or ())) if n is not None]
        if files is None:
            columns = runner.open_query(sql)
            where, path = "the query", None
        else:
            where, path = files.short_name, files.given
            if schemas is not None:
                first = [c.name for c in schemas[0]]
                agree(files, schemas, [_match(first, name) or name for name in wanted])
            columns = runner.open_files(files)
        label_name = _column(columns, label, "label", where, path) if label else None
        count_names = (tuple(_column(columns, c, "counts", where, path) for c in counts)
                       if counts else None)
        guesses = []
        if score is None:
            score_name = _guess_score(columns, {label_name, *(count_names or ())}, where,
                                      path, guesses)
        else:
            score_name = _column(columns, score, "score", where, path)
        if label_name is None and count_names is None:
            label_name = _guess_label(columns, score_name, where, path, guesses)
        for name, option in [(score_name, "score")] + [(c, "counts") for c in count_names or ()]:
            kind = columns[name].kind
            if kind not in ("integer", "float"):
                raise ColumnKindError(f'{where}, column "{name}": holds {kind} values, not'
                                      " numbers", kind=kind, path=path, column=name,
                                      option=option)
        rows = runner.source
        if present:
            rows = _with_values(runner, columns, present, where, path)
        request = Request(rows, where, path, columns, score_name, label_name,
                          positive, count_names, grid, thresholds, drop_missing,
                          int(whole_up_to))
        computed = compute(runner, request)
    finally:
        runner.close()
    notes = tuple(guesses) + computed.notes
    selection = Selection(score_name, label_name, computed.positive, count_names,
                          reasons=notes)
    return LargeModel(computed.curve, computed.delong, sql if given is None else given,
                      engine, selection, computed.n_rows, computed.dropped_rows, notes,
                      computed.listed_labels, where if sql is None else "the query")


def _with_values(runner, columns: dict, present, where: str, path) -> str:
    """The source without the rows where a column of ``present`` has no value."""
    d = runner.dialect
    conditions = []
    for given in present:
        name = _column(columns, given, "column", where, path)
        q = d.quote_name(name)
        nan = f" AND NOT isnan(CAST({q} AS DOUBLE))" if columns[name].kind == "float" else ""
        conditions.append(f"({q} IS NOT NULL{nan})")
    return f"(SELECT * FROM {runner.source} WHERE {' AND '.join(conditions)}) AS rocscope_present"


def _runner(engine, limit, progress, cancelled, master, threads):
    if engine == "duckdb":
        from core.scale.duck import DuckRunner

        return DuckRunner(limit, progress, cancelled, threads)
    from core.scale import spark

    return spark.SparkRunner(spark.session(master), progress, cancelled)


# Names a label column usually has (an engine decides by names and types only).
LABEL_NAMES = frozenset({"label", "labels", "y", "target", "class", "outcome", "truth",
                         "actual", "click", "clicked", "is_click", "converted", "positive"})


def _match(names, name: str) -> str | None:
    if name in names:
        return name
    by_case = [n for n in names if n.lower() == name.strip().lower()]
    return by_case[0] if len(by_case) == 1 else None


def _guess_score(columns: dict, taken: set, where: str, path, guesses: list) -> str:
    """The only numeric column not taken, else a question (an engine cannot afford the
    loader's look at every column's values, so only names and types decide)."""
    numeric = [n for n, c in columns.items() if c.numeric and n not in taken]
    if len(numeric) == 1:
        guesses.append(f"score column {numeric[0]!r} guessed: the only numeric column"
                       " besides the others chosen")
        return numeric[0]
    # Labels and ids are whole numbers; a model's scores rarely are.
    fractions = [n for n in numeric if columns[n].kind == "float"]
    if len(fractions) == 1:
        guesses.append(f"score column {fractions[0]!r} guessed: the only column of"
                       " fractions")
        return fractions[0]
    question = "which column holds the scores"
    raise ChoiceNeededError(f"{where}: cannot tell {question}",
                            candidates={"score": numeric or list(columns)}, path=path,
                            questions=[("score", question)])


def _guess_label(columns: dict, score: str, where: str, path, guesses: list) -> str:
    """The only column besides the score, else a question."""
    others = [n for n in columns if n != score]
    if len(others) == 1:
        guesses.append(f"label column {others[0]!r} guessed: the only column besides the"
                       " scores")
        return others[0]
    named = [n for n in others if n.strip().lower() in LABEL_NAMES]
    if len(named) == 1:
        guesses.append(f"label column {named[0]!r} guessed by its name")
        return named[0]
    question = "which column holds the labels"
    raise ChoiceNeededError(f"{where}: cannot tell {question}",
                            candidates={"label": others}, path=path,
                            questions=[("label", question)])


def _column(columns: dict, name: str, option: str, where: str, path) -> str:
    found = _match(list(columns), name)
    if found is None:
        raise UnknownColumnError(
            f"{where} has no column {name!r}; its columns are "
            + ", ".join(repr(n) for n in columns),
            candidates={option: list(columns)}, path=path, column=name, option=option)
    return found
