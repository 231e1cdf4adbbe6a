"""The SQL of an exact ROC curve, written once for DuckDB and Spark SQL.

Everything rocscope needs from a table of any size is a handful of sums over its tie
blocks ``(score, positives, negatives)`` taken in descending score order (docs/mathematics.md):

1. **raw groups** (the one pass over the data): rows grouped by score, and by label
   in label mode, with the rows that cannot count (missing, NaN, infinite, negative or
   fractional) counted apart so that they can be reported; fractional case weights
   are summed exactly there as whole-number limbs (:func:`weight_limbs`), and their
   blocks come back whole, to be rounded once each and assembled in Python;
2. **ordered blocks** (materialised): one row per distinct score with ``p``, ``n``,
   its rank ``k`` (1 = highest score) and the cumulative ``tp``, ``fp`` as exact
   integer window sums, stored as BIGINT (the class totals were checked to fit);
3. **sums**: ``m+``, ``m-``, K, the mixed blocks, T and D (C follows), then the five
   formulas' numerators and DeLong's sums, all exact integers;
4. **kept vertices**: the curve thinned to a G x G grid inside the query, keeping the
   first and the last vertex of every run of consecutive vertices in one grid cell,
   plus any vertex asked for by index.

The two dialects differ only in a few spellings (:class:`Dialect`): the exact integer
type (DuckDB's HUGEINT, 128-bit; Spark's DECIMAL(38,0)), integer division, the text
type, how a string literal is quoted and how a result is materialised. Every integer
sum is bounded by ``EXACT_LIMIT`` (10^38 - 1, within both types); the caller checks
the bounds before asking for sums that could exceed it. Products and sums are formed
in the exact type (:func:`exact_view`), never in BIGINT, which would overflow.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Largest value both exact integer types hold (DECIMAL(38,0) is the tighter).
EXACT_LIMIT = 10**38 - 1


@dataclass(frozen=True)
class Dialect:
    """The spellings that differ between the two SQL dialects."""

    name: str
    integer: str  # an exact integer type wide enough for m+ * m- (< 2**126)
    text: str
    divide: str  # integer division operator
    whole_score: str = "BIGINT"  # holds every integer score exactly

    def quote_name(self, name: str) -> str:
        """A column name as an identifier."""
        if self.name == "spark":
            return "`" + name.replace("`", "``") + "`"
        return '"' + name.replace('"', '""') + '"'

    def quote_text(self, value: str) -> str:
        """A string literal. Spark reads backslash escapes inside quotes; DuckDB does
        not, and doubles quotes instead."""
        if self.name == "spark":
            return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
        return "'" + value.replace("'", "''") + "'"

    def double(self, value: float) -> str:
        """A float64 literal that reads back bit for bit (``repr`` round-trips)."""
        return f"CAST('{value!r}' AS DOUBLE)"

    def bucket(self, expression: str, buckets: int) -> str:
        """Which of ``buckets`` buckets a value falls in, by its hash: equal values in
        the same one, whatever their order among the rows."""
        if self.name == "spark":
            return f"pmod(hash({expression}), {buckets})"
        return f"hash({expression}) % {buckets}"

    def materialise(self, table: str, query: str) -> str:
        if self.name == "spark":
            return f"CACHE TABLE {table} AS {query}"
        return f"CREATE TEMP TABLE {table} AS {query}"

    def drop(self, table: str) -> str:
        if self.name == "spark":
            return f"UNCACHE TABLE IF EXISTS {table}"
        return f"DROP TABLE IF EXISTS {table}"


DUCKDB = Dialect("duckdb", "HUGEINT", "VARCHAR", "//", "HUGEINT")  # UBIGINT too
SPARK = Dialect("spark", "DECIMAL(38,0)", "STRING", " div ")

INFINITY = "CAST('Infinity' AS DOUBLE)"


def score_expression(d: Dialect, column: str, kind: str = "float") -> str:
    """The score as grouped and ordered: integers as exact integers (two integers
    beyond 2**53 that one float64 rounds stay two blocks, and the curve keeps them as
    integers), anything else as float64; booleans are 0 and 1."""
    if kind == "integer":
        return f"CAST({d.quote_name(column)} AS {d.whole_score})"
    return f"CAST({d.quote_name(column)} AS DOUBLE)"


def label_expression(d: Dialect, column: str, kind: str) -> str:
    """The label as grouped: numbers as BIGINT or DOUBLE (a NaN label is missing, as a
    null is), booleans and text as they are, anything else as text."""
    q = d.quote_name(column)
    if kind == "integer":
        return f"CAST({q} AS BIGINT)"
    if kind == "float":
        return f"CASE WHEN isnan(CAST({q} AS DOUBLE)) THEN NULL ELSE CAST({q} AS DOUBLE) END"
    if kind in ("boolean", "text"):
        return q
    return f"CAST({q} AS {d.text})"


def raw_labels(d: Dialect, source: str, score: str, label: str, label_kind: str,
               score_kind: str = "float",
               weights: tuple[list[str], str, str] | None = None) -> str:
    """Rows grouped by (score, label): one pass over the data in label mode. With case
    weights ``(parts, missing, bad)``, also each group's sums ``w0``, ``w1``, ... of the
    ``parts`` (a whole-number weight's :func:`count_expression`; a fractional one's
    limbs, :func:`weight_limbs`), each 0 where the weight is missing or bad, and how
    many rows have a missing (``missing_w``) or bad (``bad_w``) weight."""
    sums = ""
    if weights is not None:
        parts, missing, bad = weights
        sums = "".join(f", sum({p}) AS w{j}" for j, p in enumerate(parts))
        sums += (f", count(*) FILTER (WHERE {missing}) AS missing_w,"
                 f" count(*) FILTER (WHERE {bad}) AS bad_w")
    return (f"SELECT {score_expression(d, score, score_kind)} AS s,"
            f" {label_expression(d, label, label_kind)} AS l, count(*) AS c{sums}"
            f" FROM {source} GROUP BY 1, 2")


def count_expression(d: Dialect, column: str, kind: str) -> tuple[str, str, str]:
    """``(value, missing, bad)`` expressions of one count column: the count as an exact
    integer (0 where it cannot count), whether it is missing (null or NaN), and whether
    it is no count (negative, fractional, infinite, or 2**63 or more)."""
    q = d.quote_name(column)
    if kind == "integer":
        missing = f"{q} IS NULL"
        bad = f"{q} < 0"
        value = f"CASE WHEN {q} >= 0 THEN CAST({q} AS {d.integer}) ELSE 0 END"
        return value, missing, bad
    x = f"CAST({q} AS DOUBLE)"
    missing = value_missing(d, column)
    bad = (f"(NOT {missing} AND ({x} < 0 OR {x} >= CAST('9223372036854775808' AS DOUBLE)"
           f" OR {x} <> floor({x})))")
    value = f"CASE WHEN {missing} OR {bad} THEN 0 ELSE CAST({x} AS {d.integer}) END"
    return value, missing, bad


def weight_scan(d: Dialect, source: str, column: str) -> str:
    """One look at a weight column before the data pass: the smallest weight above 0
    and the largest (exact float64 values), how many are fractional, and their float
    sum (which decides, as in memory, whether whole numbers still add up exactly)."""
    x = f"CAST({d.quote_name(column)} AS DOUBLE)"
    valid = f"({x} IS NOT NULL AND NOT isnan({x}) AND {x} >= 0 AND abs({x}) < {INFINITY})"
    return (f"SELECT min({x}) FILTER (WHERE {valid} AND {x} > 0), max({x}) FILTER (WHERE"
            f" {valid}), count(*) FILTER (WHERE {valid} AND {x} <> floor({x})),"
            f" sum({x}) FILTER (WHERE {valid}) FROM {source}")


#: Bits per weight limb: a limb is below 2**32, so sums of up to 2**31 of them fit a
#: BIGINT, and both exact integer types hold far more.
LIMB_BITS = 32


def weight_limbs(d: Dialect, column: str, exponent: int, limbs: int
                 ) -> tuple[list[str], str, str]:
    """``(limbs, missing, bad)`` expressions of a column of fractional case weights.

    Every weight above 0 is ``N · 2**exponent`` for a whole ``N < 2**(32 limbs)`` (the
    caller takes ``exponent`` from the smallest weight's last bit and ``limbs`` from the
    largest), and limb ``j`` is ``N``'s bits ``32 j`` to ``32 j + 31``: each step is
    exact in float64 (a power-of-two scaling, a remainder by a power of two, the whole
    part of a number below 2**32), so sums of limbs in the exact integer type are the
    weights' exact sum, which Python rounds once (:func:`core.engine.weighted
    .exact_segment_sums` rounds the memory engine's the same way). A missing weight
    (null or NaN) and a bad one (negative or infinite) count 0 and are counted apart."""
    q = d.quote_name(column)
    x = f"CAST({q} AS DOUBLE)"
    missing = value_missing(d, column)
    bad = f"(NOT {missing} AND ({x} < 0 OR abs({x}) = {INFINITY}))"
    scale = -exponent
    half = scale // 2  # two factors: 2**scale alone may pass float64's range
    n = f"({x} * {d.double(2.0 ** half)} * {d.double(2.0 ** (scale - half))})"
    out = []
    for j in range(limbs):
        part = f"(({n} / {d.double(2.0 ** (LIMB_BITS * j))}) % {d.double(2.0 ** LIMB_BITS)})"
        out.append(f"CASE WHEN {missing} OR {bad} THEN CAST(0 AS {d.integer}) ELSE"
                   f" CAST(CAST({part} - ({part} % 1.0) AS BIGINT) AS {d.integer}) END")
    return out, missing, bad


def weight_blocks(rows: str, pos: str, limbs: int, keys: str = "s",
                  kept: str | None = None) -> str:
    """Tie blocks of fractional weights: per value of ``keys`` (the score; a stratum
    and a score), the positives' and the negatives' limb sums ``p0, n0, p1, n1, ...``
    (exact integers) of the relation ``rows`` (columns ``s``, ``l``, ``w0``, ``w1``,
    ...); blocks of weight 0 are none, and rows with a missing label are left out, as
    are those ``kept`` leaves out (by default those with a missing score)."""
    cells = ", ".join(
        f"sum(CASE WHEN {pos} THEN w{j} ELSE 0 END) AS p{j},"
        f" sum(CASE WHEN {pos} THEN 0 ELSE w{j} END) AS n{j}" for j in range(limbs))
    held = " + ".join(f"sum(w{j})" for j in range(limbs))
    kept = f"NOT {score_missing()} AND" if kept is None else kept
    return (f"SELECT {keys}, {cells} FROM {rows} WHERE {kept} l IS NOT NULL"
            f" GROUP BY {keys} HAVING {held} > 0")


def raw_counts(d: Dialect, source: str, score: str, positives: tuple[str, str, str],
               negatives: tuple[str, str, str], score_kind: str = "float") -> str:
    """Aggregated rows grouped by score, with the rows that cannot count counted apart
    (``missing_*``: null or NaN, ``missing_pn`` either; ``bad_*``: not a count)."""
    pv, pm, pb = positives
    nv, nm, nb = negatives
    return (f"SELECT {score_expression(d, score, score_kind)} AS s,"
            f" sum(CASE WHEN {pm} OR {nm} THEN 0 ELSE {pv} END) AS p,"
            f" sum(CASE WHEN {pm} OR {nm} THEN 0 ELSE {nv} END) AS n,"
            f" count(*) AS c,"
            f" count(*) FILTER (WHERE {pm}) AS missing_p,"
            f" count(*) FILTER (WHERE {nm}) AS missing_n,"
            f" count(*) FILTER (WHERE {pb}) AS bad_p,"
            f" count(*) FILTER (WHERE {nb}) AS bad_n,"
            f" count(*) FILTER (WHERE {pm} OR {nm}) AS missing_pn"
            f" FROM {source} GROUP BY 1")


def key(d: Dialect, column: str, kind: str) -> tuple[str, str]:
    """``(value, missing)`` expressions of a group or fold column, by the rule
    :mod:`core.readers.stratum_column` reads keys by: ``-0`` is ``0`` (both engines group them
    together, but hand back whichever came first), and a null, a NaN or the empty text
    is no key."""
    q = d.quote_name(column)
    if kind == "float":
        return f"CASE WHEN {q} = 0 THEN abs({q}) ELSE {q} END", value_missing(d, column)
    if kind == "text":
        return q, f"({q} IS NULL OR {q} = '')"
    return q, f"({q} IS NULL)"


def value_missing(d: Dialect, column: str) -> str:
    """Whether a data column's value is missing: null, or NaN."""
    q = d.quote_name(column)
    return f"({q} IS NULL OR isnan(CAST({q} AS DOUBLE)))"


def score_missing(column: str = "s") -> str:
    return f"({column} IS NULL OR isnan({column}))"


def score_infinite(column: str = "s") -> str:
    return f"abs({column}) = {INFINITY}"


def count_totals(raw: str) -> str:
    """The class totals of aggregated rows, before any block is formed (they must fit
    in int64 for the blocks to be stored as BIGINT)."""
    return f"SELECT sum(p), sum(n) FROM {raw} WHERE NOT {score_missing()}"


def is_positive(d: Dialect, values: list, positive, kind: str) -> str:
    """Whether the label ``l`` counts positive: one of the label ``values`` (of a column
    of ``kind``) that ``positive`` marks (:class:`core.scale.labelling.Labels`)."""
    literals = [literal(d, v, kind) for v, yes in zip(values, positive) if yes]
    return f"l IN ({', '.join(literals)})" if literals else "FALSE"


def blocks_from_labels(d: Dialect, raw: str, pos: str, count: str = "c") -> str:
    """Tie blocks from the raw (score, label) groups, ``pos`` the condition of a
    positive label (:func:`is_positive`); rows with a missing score or label are left
    out (the caller has decided that they may be). ``count`` is ``"w0"`` for whole-number
    case weights: each row counts as its weight, and scores of weight 0 hold no block."""
    having = f" HAVING sum({count}) > 0" if count != "c" else ""
    return (f"SELECT s, sum(CASE WHEN {pos} THEN CAST({count} AS {d.integer}) ELSE 0 END)"
            f" AS p, sum(CASE WHEN {pos} THEN 0 ELSE CAST({count} AS {d.integer}) END) AS n"
            f" FROM {raw} WHERE NOT {score_missing()} AND l IS NOT NULL GROUP BY s{having}")


def blocks_from_counts(d: Dialect, raw: str) -> str:
    """Tie blocks from the raw count groups; rows with a missing score, and scores
    whose counts are all zero, are left out."""
    return (f"SELECT s, CAST(sum(p) AS {d.integer}) AS p, CAST(sum(n) AS {d.integer}) AS n"
            f" FROM {raw} WHERE NOT {score_missing()} GROUP BY s HAVING sum(p) + sum(n) > 0")


def ordered(d: Dialect, blocks: str) -> str:
    """Blocks in descending score order with their rank and cumulative counts, as
    BIGINT: every count is at most its class total, which the caller checked."""
    return (f"SELECT s, CAST(p AS BIGINT) AS p, CAST(n AS BIGINT) AS n,"
            f" CAST(row_number() OVER w AS BIGINT) AS k,"
            f" CAST(sum(p) OVER w AS BIGINT) AS tp, CAST(sum(n) OVER w AS BIGINT) AS fp"
            f" FROM ({blocks}) AS b"
            f" WINDOW w AS (ORDER BY s DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)")


def exact_view(d: Dialect, table: str) -> str:
    """The ordered blocks with their counts in the exact integer type, for sums."""
    i = d.integer
    return (f"(SELECT s, k, CAST(p AS {i}) AS p, CAST(n AS {i}) AS n, CAST(tp AS {i}) AS tp,"
            f" CAST(fp AS {i}) AS fp FROM {table}) AS b")


def totals(d: Dialect, table: str) -> str:
    """``m+, m-, K, mixed blocks, T, D`` (every product is below m+ * m- < 2**126)."""
    return (f"SELECT sum(p) AS m_pos, sum(n) AS m_neg, count(*) AS k,"
            f" count(*) FILTER (WHERE p > 0 AND n > 0) AS mixed,"
            f" sum(p * n) AS tied, sum(p * (fp - n)) AS discordant FROM {exact_view(d, table)}")


def formula_sums(d: Dialect, table: str, n_total: int) -> str:
    """The numerators of four of the five formulas, each summed as it is written
    (``tp - p`` is TP_{k-1}, ``fp - n`` is FP_{k-1}); each is at most ``2 n m+``.

    - trapezoid: ``sum (FP_k - FP_{k-1}) (TP_{k-1} + TP_k)``
    - rank loss: ``sum p_k (2 FP_{k-1} + n_k)``
    - Mann-Whitney: ``sum p_k (2n + 1 - cum_k - cum_{k-1})``, ``cum = TP + FP``
      (twice the rank sum of the positives)
    - grouped: ``sum (2 TP_{k-1} + p_k) n_k``
    """
    return (f"SELECT sum((fp - (fp - n)) * ((tp - p) + tp)) AS trapezoid,"
            f" sum(p * (2 * (fp - n) + n)) AS rank_loss,"
            f" sum(p * ({2 * n_total + 1} - (tp + fp) - ((tp - p) + (fp - n))))"
            f" AS mann_whitney,"
            f" sum((2 * (tp - p) + p) * n) AS grouped FROM {exact_view(d, table)}")


def delong_sums(d: Dialect, table: str, m_neg: int) -> str:
    """DeLong's exact sums over blocks (docs/mathematics.md). A positive of block k has
    ``V10 = a_k / (2 m-)`` with ``a_k = 2 m- - FP_{k-1} - FP_k``, a negative
    ``V01 = b_k / (2 m+)`` with ``b_k = TP_{k-1} + TP_k``; the sums are
    ``sum p a``, ``sum p a^2``, ``sum n b``, ``sum n b^2`` (at most ``4 m+ m-^2`` and
    ``4 m- m+^2``)."""
    a = f"({2 * m_neg} - (fp - n) - fp)"
    b = "((tp - p) + tp)"
    return (f"SELECT sum(p * {a}) AS pa, sum(p * {a} * {a}) AS paa,"
            f" sum(n * {b}) AS nb, sum(n * {b} * {b}) AS nbb FROM {exact_view(d, table)}")


def delong_float_sums(d: Dialect, table: str, m_pos: int, m_neg: int, auc: float) -> str:
    """DeLong's sums of squared deviations in float64, for counts so large that the
    exact sums would not fit: ``sum p (V10 - AUC)^2`` and ``sum n (V01 - AUC)^2``."""
    v10 = f"(1.0 - CAST((fp - n) + fp AS DOUBLE) / {d.double(2.0 * m_neg)})"
    v01 = f"(CAST((tp - p) + tp AS DOUBLE) / {d.double(2.0 * m_pos)})"
    au = d.double(auc)
    return (f"SELECT sum(CAST(p AS DOUBLE) * ({v10} - {au}) * ({v10} - {au})) AS s10,"
            f" sum(CAST(n AS DOUBLE) * ({v01} - {au}) * ({v01} - {au})) AS s01"
            f" FROM {exact_view(d, table)}")


def youden(d: Dialect, table: str, m_pos: int, m_neg: int) -> str:
    """The block with the highest Youden's J, compared exactly as
    ``TP m- - FP m+`` (= J m+ m-); the highest score among equals."""
    return (f"SELECT k, tp * {m_neg} - fp * {m_pos} AS j FROM {exact_view(d, table)}"
            f" ORDER BY j DESC, k ASC LIMIT 1")


def literal(d: Dialect, value, kind: str) -> str:
    """A label value as a SQL literal of its column's kind (``"integer"``, ``"float"``,
    else text)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if kind == "integer":
        return str(int(value))
    if kind == "float":
        return d.double(float(value))
    return d.quote_text(str(value))


def vertex_of(table: str, threshold_literal: str) -> str:
    """The vertex ``score >= threshold`` reaches: the count of blocks at or above it."""
    return f"SELECT count(*) AS k FROM {table} WHERE s >= {threshold_literal}"


def kept_vertices(d: Dialect, table: str, m_pos: int, m_neg: int, grid: int | None,
                  forced: list[int], score_as: str | None = None) -> str:
    """The vertices to keep, in order (``grid`` None: every vertex).

    With a grid: the first and the last of every run of consecutive vertices in one
    cell of the G x G grid (cell of a vertex: ``(FP G div m-, TP G div m+)``, exact
    integer division), the last vertex, and the blocks ranked ``forced``. Vertex 0, at
    (0, 0), is the caller's: the first block is compared with it through the defaults
    of ``lag``.
    """
    if grid is None:
        return f"SELECT k, {_as('s', score_as)} AS s, tp, fp FROM {table} ORDER BY k"
    div, i = d.divide, d.integer
    cx = f"(CAST(fp AS {i}) * {grid}){div}{max(m_neg, 1)}"
    cy = f"(CAST(tp AS {i}) * {grid}){div}{max(m_pos, 1)}"
    force = f" OR k IN ({', '.join(str(k) for k in forced)})" if forced else ""
    return (f"SELECT k, {_as('s', score_as)} AS s, tp, fp FROM ("
            f"SELECT k, s, tp, fp, cx, cy,"
            f" lag(cx, 1, 0) OVER w AS px, lag(cy, 1, 0) OVER w AS py,"
            f" lead(cx, 1, -1) OVER w AS nx, lead(cy, 1, -1) OVER w AS ny"
            f" FROM (SELECT k, s, tp, fp, CAST({cx} AS BIGINT) AS cx,"
            f" CAST({cy} AS BIGINT) AS cy FROM {table}) AS c"
            f" WINDOW w AS (ORDER BY k)) AS r"
            f" WHERE cx <> px OR cy <> py OR cx <> nx OR cy <> ny{force}"
            f" ORDER BY k")


def _as(column: str, sql_type: str | None) -> str:
    return column if sql_type is None else f"CAST({column} AS {sql_type})"
