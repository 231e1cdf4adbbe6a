"""One algorithm for every engine: the steps of :mod:`core.scale.sql`, run through a
:class:`Runner`, and the exact numbers brought back to Python.

A runner is the only thing an engine supplies: it executes SQL text of its dialect,
reports how far a long query has come, and stops when asked. Everything else (the
order of the steps, which rows may be dropped, the positive class, the bounds that
decide exact or float sums, the assembling of the curve) is here, once.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine.curve import RocCurve
from core.engine.exact import INT64_MAX
from core.engine.results import PairCounts
from core.errors import LoadError, MissingValueError
from core.phrases import Phrase
from core.readers.dataset import ColumnInfo, Dataset, LoadedData, Selection
from core.scale import sql
from core.scale.files import Files
from core.scale.labelling import MAX_LABELS, settle
from core.scale.relation import Table, column_named
from core.scale.watching import QueryWatch


class Runner:
    """What an engine supplies to :func:`compute`: it runs SQL text of its ``dialect``,
    reports how far a long query has come, and stops when asked.

    An engine's runner adds ``run(query, band)`` (a statement or query run, progress
    reported within ``band`` of the whole, by default none), ``rows(query, band)`` (a
    query's rows, exact integers as Python ints), ``arrays(query, band)`` (a query of
    BIGINT and DOUBLE columns, one numpy array each) and ``locate(condition)``: where
    the first source row meeting ``condition`` (SQL over the source's columns) is, such as
    ``"part-0.parquet row 12"`` (a :class:`Phrase`), or None when the engine cannot
    tell rows apart by position.
    """

    dialect: sql.Dialect
    engine: str  # "DuckDB" or "Spark", as messages name it
    poll_seconds: float  # how often a watcher asks for progress

    def __init__(self, progress: Callable[[float], None] | None,
                 cancelled: Callable[[], bool] | None):
        self.cancelled = cancelled
        self.files: Files | None = None
        self.table: Table | None = None
        self._tables: list[str] = []
        self._watch = QueryWatch(progress, cancelled, self.poll_seconds)

    @property
    def source(self) -> str:
        """The relation the source's rows are read from (:attr:`Table.relation`)."""
        return self.table.relation

    @property
    def where(self):
        """What messages call the source: its files' short name, or the query."""
        return self.files.short_name if self.files is not None else Phrase("the query")

    @property
    def path(self) -> str | None:
        """The file, directory or glob as given (None for a query)."""
        return self.files.given if self.files is not None else None

    def column(self, given: str, option: str) -> str:
        """The column ``given`` names (:func:`core.scale.relation.column_named`)."""
        return column_named(self.table, given, option=option, where=self.where,
                            path=self.path)

    def key(self, name: str) -> tuple[str, str]:
        """Column ``name``'s keys and when there is none (:func:`core.scale.sql.key`)."""
        return sql.key(self.dialect, self.table.alias(name), self.table.columns[name].kind)

    def passes(self, rows: int, row_bytes: int) -> int:
        """Into how many passes a windowed query over ``rows`` rows of ``row_bytes``
        each is to be split (rows by :meth:`core.scale.sql.Dialect.bucket` of their
        window's partition key): one, unless the engine holds every row a window reads
        in its own memory (DuckDB)."""
        return 1

    def materialise(self, stem: str, query: str, band: tuple[float, float] = (0.0, 0.0)
                    ) -> str:
        """The name of a fresh table (dropped by the runner's close()) made of ``query``'s
        result, progress reported within ``band``."""
        name = f"rocscope_{stem}_{uuid.uuid4().hex[:12]}"
        self._tables.append(name)
        self.run(self.dialect.materialise(name, query), band)
        return name


@dataclass(frozen=True)
class CurveQuery:
    """What to compute: the columns, the class rules and the drawing resolution; and
    what the model computed is to say of its data.

    ``table`` is the source's columns, named by position in the SQL
    (:mod:`core.scale.relation`).
    ``thresholds`` are kept as vertices (so that their operating points are exact).
    A curve of at most ``whole_up_to`` distinct scores comes back whole; a longer one
    is thinned to the ``grid``. ``given`` is the file, directory, glob or query as given,
    ``notes`` what was decided before (columns guessed), ``score_kind`` and
    ``score_float32`` the score column as the loader describes it
    (:class:`core.readers.dataset.ColumnInfo`).
    """

    source: str  # the relation to read: a view or table name of the engine
    table: Table
    score: str
    label: str | None = None
    positive: str | None = None
    counts: tuple[str, str] | None = None
    grid: int = 4096
    thresholds: tuple[float, ...] = ()
    drop_missing: bool = False
    whole_up_to: int = 1_000_000
    #: The note on rows left out, when the reader already wrote it (with their place).
    dropped_note: str | None = None
    given: str = ""
    notes: tuple[str, ...] = ()
    score_kind: str = "float"
    score_float32: bool = False
    #: The case-weight column (each row counts as its weight; whole numbers as repeated rows).
    weight: str | None = None

    def col(self, name: str) -> str:
        """The name SQL uses for column ``name``."""
        return self.table.alias(name)

    def kind(self, name: str) -> str:
        """The kind of column ``name``'s values (:class:`core.scale.files.Column`)."""
        return self.table.columns[name].kind


def compute(runner: Runner, query: CurveQuery) -> LoadedData:
    """Run every step and assemble the curve (see :mod:`core.scale.sql`): the model's
    data (no rows: they stayed in the engine) described as the query says, with its
    curve (``data.curve()``; ``curve.complete`` is True when every vertex came back).

    Raises
    ------
    LoadError, MissingValueError, ChoiceNeededError
        Bad values (reported with where the first is, when the engine can tell), no
        usable row, a positive class that cannot be settled, class totals beyond
        2**63 - 1.
    """
    d, r = runner.dialect, query
    notes: list[str] = []
    s_kind = r.kind(r.score)
    if r.counts is None:
        weights = scale = None
        if r.weight is not None:
            scale = weight_scale(runner, r.source, r.col(r.weight), r.kind(r.weight), r.weight)
            if scale is None:  # whole numbers: each row counts as that many
                value, missing, bad = sql.count_expression(d, r.col(r.weight), r.kind(r.weight))
                weights = ([value], missing, bad)
            else:
                weights = sql.weight_limbs(d, r.col(r.weight), scale.exponent, scale.limbs)
        raw = runner.materialise("raw", sql.raw_labels(d, r.source, r.col(r.score),
                                                      r.col(r.label), r.kind(r.label), s_kind,
                                                      weights), (0.0, 0.8))
        n_rows, dropped, positive, listed, is_positive = _label_checks(
            runner, r, raw, notes)
        if weights is not None:
            _weight_checks(runner, r, raw, weights)
        if scale is not None:
            return _data(runner, r, _fractional(runner, r, scale, raw, is_positive), notes,
                         positive, listed, n_rows, dropped, "float")
        blocks = sql.blocks_from_labels(d, raw, is_positive, "c" if weights is None else "w0")
    else:
        exprs = [sql.count_expression(d, r.col(c), r.kind(c)) for c in r.counts]
        raw = runner.materialise("raw", sql.raw_counts(d, r.source, r.col(r.score), *exprs,
                                                      score_kind=s_kind), (0.0, 0.8))
        n_rows, dropped = _count_checks(runner, r, raw, exprs, notes)
        positive = listed = None
        blocks = sql.blocks_from_counts(d, raw)
    table = runner.materialise("blocks", sql.ordered(d, blocks), (0.8, 0.95))
    m_pos, m_neg, k, mixed, tied, discordant = (
        _int(v) for v in runner.rows(sql.totals(d, table))[0])
    if k == 0:
        raise LoadError(Phrase("{file}: every count is zero: ROC analysis needs at least"
                               " one sample", file=runner.where), path=runner.path)
    pairs = PairCounts(m_pos * m_neg - tied - discordant, tied, discordant)
    score_as = _score_type(runner, table) if s_kind == "integer" else None
    whole = k <= r.whole_up_to
    # A whole curve: every vertex comes back, and with them everything the engine in
    # memory computes; no sum beyond the pair counts is needed.
    extra: dict = {}
    forced: set = set()
    if not whole:
        extra["formulas"] = _formulas(runner, table, m_pos, m_neg, pairs, notes)
        extra["delong_variance"] = _delong(runner, table, m_pos, m_neg, pairs, notes)
        forced, extra["youden_vertex"] = _forced_vertices(runner, table, m_pos, m_neg,
                                                          r.thresholds)
    kept = runner.arrays(sql.kept_vertices(d, table, m_pos, m_neg, None if whole else r.grid,
                                           sorted(forced), score_as), (0.95, 1.0))
    vertex, thresholds, tp, fp = _with_origin(kept)
    curve = RocCurve.from_summary(thresholds, tp, fp, pairs, vertex=vertex, distinct_scores=k,
                                  mixed_blocks=mixed, grid=r.grid, **extra)
    return _data(runner, r, curve, notes, positive, listed, n_rows, dropped)


def _data(runner: Runner, r: CurveQuery, curve: RocCurve, notes: list, positive, listed,
          n_rows: int, dropped: int, weight_kind: str = "integer") -> LoadedData:
    """The model's data, without rows, described as the query says."""
    said = r.notes + tuple(notes)
    selection = Selection(r.score, r.label, positive, r.counts, reasons=said, weight=r.weight)
    engine = runner.engine.lower()
    columns = [ColumnInfo(r.score, True, None, 0, True, r.score_kind, r.score_float32)]
    if r.label is not None:
        columns.append(ColumnInfo(r.label, False, listed, 0))
    columns += [ColumnInfo(name, True, None, 0, True, "integer") for name in (r.counts or ())]
    if r.weight:
        columns.append(ColumnInfo(r.weight, True, None, 0, True, weight_kind))
    dataset = Dataset.of_columns({}, short_name=runner.where or r.given, source=r.given,
                                 format=engine, columns=tuple(columns), n_rows=n_rows,
                                 has_header=True, delimiter=None)
    return LoadedData.computed(dataset, selection, curve, said, dropped, engine)


@dataclass(frozen=True)
class WeightScale:
    """Fractional weights as whole-number limbs: each weight is ``N · 2**exponent``
    with ``N`` below ``2**(32 limbs)`` (:func:`core.scale.sql.weight_limbs`)."""

    exponent: int
    limbs: int


# The most limbs a weight is split into: weights spanning more than about 2**960
# (1e289) from the smallest to the largest would not fit float64 once scaled.
MAX_LIMBS = 30


def weight_scale(runner: Runner, source: str, column: str, kind: str, name: str | None
                 ) -> WeightScale | None:
    """None when the weights of column ``column`` (as the SQL names it; ``name`` as the
    user did) of the relation ``source`` are whole numbers that add up exactly (each
    row then counts as that many samples, as in memory); otherwise their limbs.

    Raises
    ------
    LoadError
        The weights span too wide a range to be summed exactly here."""
    if kind == "integer":
        return None
    low, high, fractional, total = runner.rows(sql.weight_scan(runner.dialect, source,
                                                               column))[0]
    if low is None:  # no weight above 0: refused later, with the rows' own checks
        return None
    high, total = float(high), float(total)
    if not fractional and total < _EXACT_INTEGER and high < _EXACT_INTEGER:
        return None
    exponent = math.frexp(float(low))[1] - 53  # the smallest weight's last bit
    bits = math.frexp(high)[1] - exponent
    limbs = -(-bits // sql.LIMB_BITS)
    if limbs > MAX_LIMBS:
        raise LoadError(Phrase(
            "{file}: the weights run from {low} to {high}, too wide a range for {engine} to"
            " add up exactly: rescale them, or use --engine memory", file=runner.where,
            low=float(low), high=high, engine=runner.engine), path=runner.path, column=name)
    return WeightScale(exponent, limbs)


_EXACT_INTEGER = 2.0**53  # whole-number weights summing below this add up exactly


def _fractional(runner: Runner, r: CurveQuery, scale: WeightScale, raw: str,
                is_positive: str) -> RocCurve:
    """The curve of fractional case weights from the raw groups' limb sums: the engine
    sums each block's weights exactly (as limbs), every block comes back, and each sum
    is rounded once, so the curve is the memory engine's to the bit
    (:func:`core.engine.weighted.roc_from_weight_blocks`)."""
    from core.engine.blocks import with_infinity
    from core.engine.weighted import roc_from_weight_blocks

    table = runner.materialise("blocks", sql.weight_blocks(raw, is_positive, scale.limbs),
                               (0.8, 0.9))
    k = _int(runner.rows(f"SELECT count(*) FROM {table}")[0][0])
    if k == 0:
        raise LoadError(Phrase("{file}: every count is zero: ROC analysis needs at least"
                               " one sample", file=runner.where), path=runner.path)
    if k > r.whole_up_to:
        raise LoadError(Phrase(
            "{file}: {k:,} distinct scores with fractional case weights: {engine} hands back"
            " every tie block of such weights, at most {most:,}; round the scores, or use"
            " --engine memory", file=runner.where, k=k, engine=runner.engine, most=r.whole_up_to),
            path=runner.path, column=r.weight)
    cells = ", ".join(f"p{j}, n{j}" for j in range(scale.limbs))
    score = "s" if r.kind(r.score) != "integer" else f"CAST(s AS {_score_type(runner, table)})"
    rows = runner.rows(f"SELECT {score}, {cells} FROM {table} ORDER BY s DESC", (0.9, 1.0))
    scores = [int(v) if isinstance(v, str) else v for v in (row[0] for row in rows)]
    block_pos, block_neg = rounded_limb_sums(rows, 1, scale.exponent)
    return roc_from_weight_blocks(with_infinity(np.array(scores)), block_pos, block_neg)


def rounded_limb_sums(rows: list, first: int, exponent: int) -> tuple[np.ndarray, np.ndarray]:
    """Each block's exact weight sums of positives and of negatives (its limbs' sums
    ``p0, n0, p1, n1, ...`` from column ``first`` of its row, limb ``j`` in
    ``2**(32 j + exponent)``), rounded once to float64 (Python's int to float and
    int / int round correctly)."""
    out = np.empty((2, len(rows)), dtype=np.float64)
    for i, row in enumerate(rows):
        for c in (0, 1):
            total = sum(_int(v) << (sql.LIMB_BITS * j) for j, v in enumerate(row[first + c::2]))
            try:
                out[c, i] = total / (1 << -exponent) if exponent < 0 else float(total << exponent)
            except OverflowError:  # refused by name when the curve is built
                out[c, i] = math.inf
    return out[0], out[1]


def _score_type(runner: Runner, table: str) -> str:
    """How integer scores come back exactly: as 64-bit integers when they fit (numpy
    holds them as such), else as text read into Python integers (a 128-bit integer
    would come back as float64, rounding scores beyond 2**53 into ties)."""
    low, high = (_int(v) for v in runner.rows(f"SELECT min(s), max(s) FROM {table}")[0])
    return "BIGINT" if -2**63 <= low and high < 2**63 else runner.dialect.text


def _with_origin(kept: list) -> tuple:
    """The kept blocks' ``k, s, tp, fp`` with vertex 0 (at +inf, (0, 0)) before them."""
    k, s, tp, fp = kept
    # Scores: integers stay exact (text when beyond 64 bits).
    scores = [math.inf, *(int(v) if isinstance(v, str) else v for v in s)]
    k, tp, fp = (np.concatenate(([0], a)).astype(np.int64) for a in (k, tp, fp))
    return k, scores, tp, fp


def _int(value) -> int:
    # HUGEINT arrives as int, DECIMAL(38,0) as decimal.Decimal, an empty sum as None.
    return 0 if value is None else int(value)


def _row_checks(runner: Runner, r: CurveQuery, raw: str, sums: str) -> list[int]:
    """Rows, rows without a score and rows with an infinite one, then ``sums`` (more
    SQL sums), once the data are known to have rows and no infinite score."""
    missing = sql.score_missing()
    row = [_int(v) for v in runner.rows(
        f"SELECT sum(c), sum(c) FILTER (WHERE {missing}), sum(c) FILTER (WHERE NOT {missing}"
        f" AND {sql.score_infinite()}), {sums} FROM {raw}")[0]]
    total, _no_score, infinite = row[:3]
    if total == 0:
        raise LoadError(Phrase("{file}: no rows: ROC analysis needs at least one sample",
                               file=runner.where), path=runner.path)
    if infinite:
        x = sql.score_expression(runner.dialect, r.col(r.score))
        _bad(runner, r.score, sql.score_infinite(x),
             Phrase("an infinite score; scores must be finite numbers"), infinite)
    return row


def _label_checks(runner: Runner, r: CurveQuery, raw: str, notes: list):
    d = runner.dialect
    total, no_score, _infinite, no_label, dropped = _row_checks(
        runner, r, raw, f"sum(c) FILTER (WHERE l IS NULL),"
                        f" sum(c) FILTER (WHERE {sql.score_missing()} OR l IS NULL)")
    if dropped and not r.drop_missing:
        if no_score:
            _missing(runner, r.score, sql.value_missing(d, r.col(r.score)), no_score)
        label = r.col(r.label)
        null_label = (sql.value_missing(d, label) if r.kind(r.label) == "float" else
                      f"{d.quote_name(label)} IS NULL")
        _missing(runner, r.label, null_label, no_label)
    values = [v[0] for v in runner.rows(
        f"SELECT l FROM {raw} WHERE l IS NOT NULL GROUP BY l ORDER BY l"
        f" LIMIT {MAX_LABELS + 1}")]
    labels = settle(values, r.positive, column=r.label, where=runner.where, path=runner.path)
    if labels.reason:
        notes.append(labels.reason)
    if dropped:
        notes.append(r.dropped_note or Phrase("dropped {dropped:,} of {total:,} rows with a"
                                              " missing score or label", dropped=dropped,
                                              total=total))
    return (total - dropped, dropped, labels.positive, labels.listed,
            sql.is_positive(d, values, labels.is_positive, r.kind(r.label)))


def _weight_checks(runner: Runner, r: CurveQuery, raw: str, weight) -> None:
    """A weight that is no finite number from 0 is refused naming its row; a missing one
    too, unless missing values are dropped (then the row adds no weight)."""
    _, missing, bad = weight
    no_weight, bad_weights = (_int(v) for v in runner.rows(
        f"SELECT sum(missing_w), sum(bad_w) FROM {raw}")[0])
    if bad_weights:
        _bad(runner, r.weight, bad, Phrase(
            "not a weight: a weight must be a finite number >= 0"), bad_weights)
    if no_weight and not r.drop_missing:
        _missing(runner, r.weight, missing, no_weight)


def _count_checks(runner: Runner, r: CurveQuery, raw: str, exprs, notes: list):
    d = runner.dialect
    total, no_score, _infinite, missing_p, missing_n, bad_p, bad_n, no_count = _row_checks(
        runner, r, raw, "sum(missing_p), sum(missing_n), sum(bad_p), sum(bad_n),"
                        f" sum(missing_pn) FILTER (WHERE NOT {sql.score_missing()})")
    for column, (_, _, bad), count in zip(r.counts, exprs, (bad_p, bad_n)):
        if count:
            _bad(runner, column, bad, Phrase("not a count: counts are whole numbers from 0"
                                             " to 2**63 - 1"), count)
    too_many = (Phrase("{file}: the positive counts add up to more than 2**63 - 1"
                       " ({limit}), more than rocscope can count exactly",
                       file=runner.where, limit=INT64_MAX),
                Phrase("{file}: the negative counts add up to more than 2**63 - 1"
                       " ({limit}), more than rocscope can count exactly",
                       file=runner.where, limit=INT64_MAX))
    for column, message, class_total in zip(r.counts, too_many,
                                            runner.rows(sql.count_totals(raw))[0]):
        if _int(class_total) > INT64_MAX:  # not `total`: that counts the rows
            raise LoadError(message, path=runner.path, column=column)
    dropped = no_score + no_count
    if dropped and not r.drop_missing:
        missing = [(r.score, sql.value_missing(d, r.col(r.score)), no_score)]
        missing += [(c, m, n) for c, (_, m, _), n in zip(r.counts, exprs,
                                                          (missing_p, missing_n))]
        for column, condition, count in missing:
            if count:
                _missing(runner, column, condition, count)
    if dropped:
        notes.append(r.dropped_note or Phrase("dropped {dropped:,} of {total:,} rows with a"
                                              " missing score or count", dropped=dropped,
                                              total=total))
    return total - dropped, dropped


def _missing(runner: Runner, column: str, condition: str, count: int) -> None:
    unplaced = (Phrase("1 row has a missing value") if count == 1 else
                Phrase("{count:,} rows have a missing value", count=count))
    _refuse(runner, column, condition, count, Phrase("missing value"), unplaced,
            MissingValueError)


def _bad(runner: Runner, column: str, condition: str, problem: Phrase, count: int) -> None:
    unplaced = (Phrase("1 row holds {problem}", problem=problem) if count == 1 else
                Phrase("{count:,} rows hold {problem}", count=count, problem=problem))
    _refuse(runner, column, condition, count, problem, unplaced, LoadError)


def _refuse(runner: Runner, column: str, condition: str, count: int, problem: Phrase,
            unplaced: Phrase, error: type[LoadError]) -> None:
    """Raise ``error`` naming the first row where ``condition`` holds, or, when no row
    can be found, how many rows do what ``unplaced`` says (of one row, or several)."""
    place = runner.locate(condition)
    if place is not None:
        if count > 1:
            text = Phrase('{place}, column "{column}": {problem} ({count:,} rows in all)',
                          place=place, column=column, problem=problem, count=count)
        else:
            text = Phrase('{place}, column "{column}": {problem}', place=place,
                          column=column, problem=problem)
    else:
        text = Phrase('{place}, column "{column}": {problem}', place=runner.where, column=column,
                      problem=unplaced)
    raise error(text, path=runner.path, column=column)


def _formulas(runner: Runner, table: str, m_pos: int, m_neg: int, pairs: PairCounts,
              notes: list) -> dict | None:
    n = m_pos + m_neg
    if m_pos == 0 or m_neg == 0:
        return None
    if 2 * n * m_pos + m_pos > sql.EXACT_LIMIT:
        notes.append(Phrase("the five formulas were not summed: their sums would exceed"
                            " the engine's exact integers"))
        return None
    trapezoid, loss, twice_ranks, grouped = (
        _int(v) for v in runner.rows(sql.formula_sums(runner.dialect, table, n))[0])
    total = m_pos * m_neg
    return {
        "trapezoid": Fraction(trapezoid, 2 * total),
        "rank_loss": 1 - Fraction(loss, 2 * total),
        "mann_whitney": Fraction(twice_ranks - m_pos * (m_pos + 1), 2 * total),
        "grouped": Fraction(grouped, 2 * total),
        "probability": Fraction(pairs.concordant, total) + Fraction(pairs.tied, 2 * total),
    }


def _delong(runner: Runner, table: str, m_pos: int, m_neg: int, pairs: PairCounts,
            notes: list) -> float | None:
    """DeLong's variance of the average AUC (docs/mathematics.md): ``s^2(V10)/m+ +
    s^2(V01)/m-``, sample variances.

    With ``S1 = sum p a``, ``S2 = sum p a^2`` (``V10 = a / 2m-``):
    ``s^2(V10) = (m+ S2 - S1^2) / (4 m-^2 m+ (m+ - 1))``, and alike for V01; exact
    fractions, rounded once. Counts too large for exact sums use float64 sums of
    squared deviations instead (relative error about 1e-15 per term).
    """
    if m_pos < 2 or m_neg < 2:  # undefined: the report says why when it is asked for
        return None
    if max(4 * m_pos * m_neg * m_neg, 4 * m_neg * m_pos * m_pos) <= sql.EXACT_LIMIT:
        pa_, paa, nb, nbb = (_int(v) for v in runner.rows(
            sql.delong_sums(runner.dialect, table, m_neg))[0])
        s10 = Fraction(m_pos * paa - pa_ * pa_, 4 * m_neg * m_neg * m_pos * (m_pos - 1))
        s01 = Fraction(m_neg * nbb - nb * nb, 4 * m_pos * m_pos * m_neg * (m_neg - 1))
        variance = s10 / m_pos + s01 / m_neg
        return variance.numerator / variance.denominator
    auc = Fraction(2 * pairs.concordant + pairs.tied, 2 * m_pos * m_neg)
    s10, s01 = runner.rows(sql.delong_float_sums(runner.dialect, table, m_pos, m_neg,
                                                 auc.numerator / auc.denominator))[0]
    variance = float(s10) / ((m_pos - 1) * m_pos) + float(s01) / ((m_neg - 1) * m_neg)
    notes.append(Phrase("DeLong's variance was summed in float64: the exact sums would"
                        " exceed the engine's exact integers"))
    return variance


def _forced_vertices(runner: Runner, table: str, m_pos: int, m_neg: int,
                     thresholds) -> tuple[set, int]:
    """Blocks to keep whatever the grid: the Youden vertex, and the vertex of every
    threshold asked for. Returns them and the Youden vertex's index (0 when no block
    beats the corner (0, 0))."""
    forced = set()
    youden = 0
    if m_pos and m_neg:
        k, j = runner.rows(sql.youden(runner.dialect, table, m_pos, m_neg))[0]
        if _int(j) > 0:
            youden = _int(k)
            forced.add(youden)
    for t in thresholds:
        k = _int(runner.rows(sql.vertex_of(table, runner.dialect.double(float(t))))[0][0])
        if k:
            forced.add(k)
    return forced, youden
