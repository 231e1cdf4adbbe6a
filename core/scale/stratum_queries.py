"""Strata (groups, folds) of a log bigger than memory, counted by DuckDB or Spark.

The same exact numbers as :mod:`core.engine.stratum_counts` computes in memory, from window
functions over ``(stratum, score)`` blocks:

1. one pass over the rows lists the label values, counts the rows whose stratum is
   missing, and bounds the pair counts (so that products stay in BIGINT when they can);
2. for **groups**, one windowed pass over the rows, as fast as the hand-written
   ``rank()`` query but exact: within each stratum, ordered by score, ``rank()`` is a
   row's lowest rank in its tie and a count over a RANGE frame its highest, so their
   sum over the positives, less ``m+ (m+ + 1)``, is ``2C + T`` (the Mann-Whitney
   formula with tied rows at their average rank, doubled); aggregated rows weigh each
   row by its counts instead (window sums of the negatives at most as high and as
   high as the row);
3. for **folds** (few strata), the rows are grouped into blocks of equal (fold, score)
   first (materialised), ``C`` and ``T`` summed over the blocks alike, and each fold's
   blocks crossing each FPR of the vertical-averaging grid (at most ``steps`` per fold,
   :class:`core.engine.folds.GridCrossings`) and its counts at sampled thresholds for
   threshold averaging are read from them.

Only a few numbers per stratum come back, so 10^6 users of a 10^8-row log fit in the
memory of a laptop; what is done with them (the averages, the table, the text of each
stratum's value) is the in-memory code's, so reports agree byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from core.engine.exact import fits_int64
from core.engine.folds import GridCrossings
from core.engine.stratification import Stratification
from core.engine.stratum_counts import StrataBlocks, StratumCounts
from core.errors import LoadError, MissingValueError
from core.phrases import Phrase
from core.readers.arrow_numpy import arrow_of
from core.readers.dataset import Selection
from core.readers.stratum_column import is_numeric, strata_order
from core.scale import sql
from core.scale.labelling import settle
from core.scale.open import opened


def strata_large(source, request, selection: Selection, *, column: str, role: str = "group",
                 steps: int | None = None, threshold_ranks: Sequence[int] = (),
                 present: Sequence[str] = (), blocks_up_to: int | None = None
                 ) -> Stratification:
    """Count every stratum of ``column`` in the request's engine (DuckDB or Spark): its
    groups (``role`` ``"group"``, listed by text) or its folds (``"fold"``, listed by
    value), with the rows left out for a missing stratum (``dropped_rows``).

    ``selection`` names the model's columns and its positive value as
    :func:`core.scale.open_large` settled them; rows it leaves out (a missing score or
    label, with the request's ``drop_missing``) are left out here too. ``column`` and
    ``present`` are named as the in-memory reader resolves a group column: by exact
    name (case matters), or by 1-based position. The source (or the request's query,
    when None) is read as ``open_large`` reads it (the same spool of a text file, every
    column named by position in the SQL). ``steps`` asks for the folds' grid
    crossings; ``threshold_ranks``, ranks of the pooled distinct scores (1 = highest,
    ``+inf`` is rank 0 and needs no query), for the folds' counts there. ``present``
    names further columns whose rows without a value are left out (the other stratum
    column, when rows missing either are dropped from the model). ``blocks_up_to``
    says the selection's case weights are fractional: every (stratum, score) block's
    exact weight sums then come back (:attr:`Stratification.blocks`), at most that many.

    Raises
    ------
    MissingValueError
        A row has no stratum and ``drop_missing`` is False (the message says how many).
    UnknownColumnError
        No such column.
    LoadError
        The engine failed; more than ``blocks_up_to`` blocks of fractional weights, or
        weights spanning too wide a range to be summed exactly.
    InputError
        As :func:`core.scale.open.opened`.
    """
    # Every data column is referred to in the SQL by its position (``c1``, ``c2``, ...:
    # :mod:`core.scale.relation`), never by its name, which the engines would match
    # whatever its case.
    with opened(source, request) as o:
        r = o.runner
        d, columns = r.dialect, r.table.columns
        weight = selection.weight
        counts = tuple(selection.counts) if selection.counts else None
        by = "value" if role == "fold" else "text"
        g_name = r.column(column, "strata")
        g, missing_g = r.key(g_name)
        # Rows without a value in another column the model requires are not the model's.
        others = [r.key(r.column(c, "strata"))[1] for c in present
                  if r.column(c, "strata") != g_name]
        kept = "".join(f" AND NOT {m}" for m in others)
        s_name = r.column(selection.score, "score")
        # Integer scores stay integers, as open_large groups them: two integers one
        # float64 holds are two blocks.
        s_kind = columns[s_name].kind
        s = sql.score_expression(d, r.table.alias(s_name), s_kind)
        score_ok = f"{s} IS NOT NULL" if s_kind == "integer" else f"NOT {sql.score_missing(s)}"
        # The rows of the model with a stratum: what every query below reads.
        model_rows = f"FROM {r.source} WHERE NOT {missing_g} AND {score_ok}{kept}"
        if counts is None:
            l_name = r.column(selection.label, "label")
            l_expr = sql.label_expression(d, r.table.alias(l_name), columns[l_name].kind)
            # Whole-number case weights are aggregated rows (the curve's query refused
            # any other weight): a row of weight w counts w samples of its class.
            wv, wm = "1", "FALSE"
            if weight is not None:
                w_name = r.column(weight, "weight")
                wv, wm, _ = sql.count_expression(d, r.table.alias(w_name),
                                                 columns[w_name].kind)
            rows = r.rows(f"SELECT l, count(*), count(*) FILTER (WHERE no_key), sum(w)"
                          f" FROM (SELECT {l_expr} AS l, {missing_g} AS no_key, {wv} AS w"
                          f" FROM {r.source}) AS t GROUP BY l", (0.0, 0.3))
            no_stratum = sum(int(c) for _, _, c, _ in rows)
            n_rows = sum(int(c) for _, c, _, _ in rows)
            values = [v for v, _, _, _ in rows if v is not None]
            labels = settle(values, selection.positive, column=l_name, where=r.where, path=r.path)
            counted = dict((v, int(c or 0)) for v, _, _, c in rows if v is not None)
            m_pos = sum(counted[v] for v, yes in zip(values, labels.is_positive) if yes)
            m_neg = sum(counted.values()) - m_pos
            is_pos = sql.is_positive(d, values, labels.is_positive, columns[l_name].kind)

            def rows_of(columns: str) -> str:
                return f"SELECT {g} AS g, {s} AS s, {l_expr} AS l, {columns} {model_rows}"

            def samples(part: str = "") -> str:
                return (f"SELECT g, s, CASE WHEN {is_pos} THEN w ELSE 0 END AS p,"
                        f" CASE WHEN {is_pos} THEN 0 ELSE w END AS n FROM ("
                        f"{rows_of(f'{wv} AS w')} AND NOT {wm}{part}) AS t"
                        " WHERE l IS NOT NULL AND w > 0")
        else:
            (pv, pm, _), (nv, nm, _) = (
                sql.count_expression(d, r.table.alias(n), columns[n].kind)
                for n in (r.column(c, "counts") for c in counts))
            no_stratum, m_pos, m_neg, n_rows = (int(v or 0) for v in r.rows(
                f"SELECT count(*) FILTER (WHERE {missing_g}), sum({pv}), sum({nv}), count(*)"
                f" FROM {r.source}", (0.0, 0.3))[0])

            def samples(part: str = "") -> str:
                return (f"SELECT g, s, p, n FROM (SELECT {g} AS g, {s} AS s, {pv} AS p,"
                        f" {nv} AS n {model_rows} AND NOT ({pm} OR {nm}){part}) AS t WHERE p + n > 0")
        if no_stratum and not request.drop_missing:
            place = r.locate(missing_g)
            if no_stratum == 1:
                problem = Phrase("missing value (1 row has no value in {column!r})",
                                 column=g_name)
            else:
                problem = Phrase("missing value ({count:,} rows have no value in {column!r})",
                                 count=no_stratum, column=g_name)
            raise MissingValueError(Phrase('{place}, column "{column}": {problem}',
                                           place=place or r.where, column=g_name,
                                           problem=problem), path=r.path, column=g_name)
        dropped = no_stratum if request.drop_missing else 0
        if weight is not None and counts is None and blocks_up_to is not None:
            blocks, texts, numeric = _weight_blocks(r, blocks_up_to, rows_of, is_pos, w_name, by)
            return Stratification(g_name, role, texts, numeric, blocks.counts(), blocks,
                                  dropped_rows=dropped)
        # Sums stay in BIGINT when no stratum can pass 2^62 pairs (2C + T <= 2 m+ m-, and
        # a rank sum is at most 2 n m+): else the engine's exact integers.
        small = fits_int64(4 * m_pos * (m_pos + m_neg))
        exact = "BIGINT" if small else d.integer
        table = None
        if steps is None and not threshold_ranks:
            # Groups: window sums over the rows themselves. Grouping a million users'
            # rows by (user, score) first would cost a hash table nearly as big as the log.
            # A window holds the rows it reads, so a big log goes in passes, each over
            # the groups of one hash bucket (every group whole in one pass).
            aggregated = counts is not None or weight is not None
            per_stratum = _per_stratum_rows if aggregated else _per_stratum_ranks
            passes = r.passes(n_rows, _window_row_bytes(columns[g_name].kind,
                                                        aggregated, small))
            for i in range(passes):
                part = f" AND {d.bucket(g, passes)} = {i}" if passes > 1 else ""
                query = per_stratum(samples(part), exact)
                band = (0.3 + 0.6 * i / passes, 0.3 + 0.6 * (i + 1) / passes)
                if i == 0:
                    per = r.materialise("strata", query, band)
                else:
                    r.run(f"INSERT INTO {per} {query}", band)
        else:
            # Folds: few strata, so few blocks; the blocks also give the grid crossings.
            table = r.materialise("strata_blocks", f"SELECT g, s, CAST(sum(p) AS BIGINT) AS p,"
                                  f" CAST(sum(n) AS BIGINT) AS n FROM ({samples()}) AS u"
                                  " GROUP BY g, s", (0.3, 0.8))
            per = r.materialise("strata", _per_stratum(d, table), (0.8, 0.9))
        raw_values, counted = _counts(r, per, small, with_ties=table is not None
                                           or counts is not None or weight is not None)
        order, texts = strata_order(raw_values, by)
        counted = counted.take(order)
        key = {v: i for i, v in enumerate(raw_values.take(arrow_of(order)).to_pylist())}
        crossings = None if steps is None else _crossings(r, table, per, steps, key, counted)
        thresholds = _thresholds(r, table, threshold_ranks, key) if threshold_ranks else None
        return Stratification(g_name, role, texts, is_numeric(raw_values.type), counted, None,
                              crossings, thresholds, dropped)

def _weight_blocks(r, blocks_up_to: int, rows_of, is_pos: str, w_name: str, by: str):
    """Every (stratum, score) block of fractional weights, its positives' and
    negatives' weights summed exactly as limbs (:func:`sql.weight_limbs`) and each
    sum rounded once in Python, as the memory engine rounds them; blocks of weight 0
    are none. Also the strata's texts (in the order :func:`strata_order` lists
    them) and whether their values are numbers."""
    from core.scale.compute import rounded_limb_sums, weight_scale

    d = r.dialect
    alias = r.table.alias(w_name)
    scale = weight_scale(r, r.source, alias, r.table.columns[w_name].kind, w_name)
    # Whole numbers are exact limbs at 2**0 (the curve found the weights fractional,
    # so a scan of the same rows finds them so too: this is for safety only).
    exponent, n_limbs = (0, 2) if scale is None else (scale.exponent, scale.limbs)
    limbs, missing, _ = sql.weight_limbs(d, alias, exponent, n_limbs)
    columns = ", ".join(f"{x} AS w{j}" for j, x in enumerate(limbs))
    table = r.materialise("weight_blocks", sql.weight_blocks(
        f"({rows_of(columns)} AND NOT {missing}) AS t", is_pos, n_limbs, "g, s", ""),
        (0.3, 0.8))
    k = int(r.rows(f"SELECT count(*) FROM {table}")[0][0])
    most = int(blocks_up_to or 0)
    if k > most:
        raise LoadError(Phrase(
            "{file}: {k:,} blocks of a group (or fold) and a score with fractional case"
            " weights: {engine} hands back every such block, at most {most:,}; round"
            " the scores, or use --engine memory", file=r.where, k=k,
            engine=r.engine, most=most), path=r.path, column=w_name)
    rows = r.rows(f"SELECT g, s, {', '.join(f'p{j}, n{j}' for j in range(n_limbs))}"
                  f" FROM {table}", (0.8, 1.0))
    values = pa.array(sorted({row[0] for row in rows}, key=repr))
    order, texts = strata_order(values, by)
    code = {v: i for i, v in enumerate(values.take(arrow_of(order)).to_pylist())}
    # A score the engine hands back as text is an integer too wide for its type.
    scores = [int(v) if isinstance(v, str) else v for v in (row[1] for row in rows)]
    arranged = sorted(range(len(rows)), key=lambda i: (code[rows[i][0]], scores[i]))
    codes = np.array([code[rows[i][0]] for i in arranged], dtype=np.int64)
    score_array = np.array([scores[i] for i in arranged])
    if score_array.dtype.kind in "iu" and (len(score_array) == 0 or max(
            abs(int(score_array.min())), abs(int(score_array.max()))) <= 2**53):
        score_array = score_array.astype(np.float64)
    positives, negatives = rounded_limb_sums([rows[i] for i in arranged], 2, exponent)
    start = np.searchsorted(codes, np.arange(len(texts) + 1)).astype(np.int64)
    return (StrataBlocks(len(texts), start, score_array, positives, negatives), texts,
            is_numeric(values.type))

def _counts(r, per: str, small: bool, with_ties: bool):
    """Each stratum's value and counts: ``m+``, ``m-``, ``2C + T`` (the table's
    ``num``) and T when counted."""
    columns = "g, m_pos, m_neg, num" + (", t" if with_ties else "")
    if small:  # BIGINT columns: one array each, no Python object per stratum
        arrays = r.arrays(f"SELECT {columns} FROM {per}", (0.9, 0.95))
        values = pa.array(arrays[0])
        numbers = [np.asarray(a, dtype=np.int64) for a in arrays[1:]]
    else:
        rows = r.rows(f"SELECT {columns} FROM {per}", (0.9, 0.95))
        values = pa.array([row[0] for row in rows])
        numbers = [np.array([int(row[j]) for row in rows], dtype=np.int64 if j < 3
                            else object) for j in range(1, len(rows[0]) if rows else 1)]
    numbers += [None] * (4 - len(numbers))
    return values, StratumCounts(*numbers)

def _crossings(r, table, per, steps, key, counts):
    d = r.dialect
    i = d.integer
    div = d.divide
    ordered = (f"SELECT b.g AS g, CAST(b.p AS {i}) AS p, CAST(b.n AS {i}) AS n,"
               f" CAST(sum(b.p) OVER w AS {i}) AS tp, CAST(sum(b.n) OVER w AS {i}) AS fp,"
               f" CAST(q.m_neg AS {i}) AS m_neg FROM {table} AS b JOIN {per} AS q"
               " ON b.g = q.g WHERE q.m_pos > 0 AND q.m_neg > 0"
               " WINDOW w AS (PARTITION BY b.g ORDER BY b.s DESC"
               " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)")
    lo = f"(({steps} * (fp - n) + m_neg - 1){div}m_neg)"
    hi = f"(({steps} * fp + m_neg - 1){div}m_neg - 1)"
    rows = r.rows(f"SELECT g, CAST({lo} AS BIGINT), CAST({hi} AS BIGINT),"
                  f" CAST(tp - p AS BIGINT), CAST(fp - n AS BIGINT), CAST(p AS BIGINT),"
                  f" CAST(n AS BIGINT) FROM ({ordered}) AS o WHERE {lo} <= {hi}",
                  (0.95, 1.0))
    by_stratum: dict[int, list] = {}
    for row in rows:
        by_stratum.setdefault(key[row[0]], []).append(row[1:])
    out: list[GridCrossings | None] = []
    for k in range(len(counts)):
        if not counts.both_classes[k]:
            out.append(None)
            continue
        found = sorted(by_stratum.get(k, []))
        columns = [np.array([int(x[j]) for x in found], dtype=np.int64) for j in range(6)]
        out.append(GridCrossings(int(counts.n_positive[k]), int(counts.n_negative[k]),
                                 steps, *columns))
    return tuple(out)

def _thresholds(r, table, ranks, key):
    """The pooled distinct scores at ``ranks`` and each stratum's TP and FP there."""
    wanted = sorted({int(k) for k in ranks if int(k) > 0})
    tp = np.zeros((len(key), len(wanted) + 1), dtype=np.int64)
    fp = np.zeros_like(tp)
    if not wanted:
        return np.array([float("inf")]), tp, fp
    # One query: the thresholds (every one is some block's score, so each meets at
    # least that block) joined with the blocks at or above them.
    points = (f"SELECT s AS t, k FROM (SELECT s, row_number() OVER (ORDER BY s DESC) AS k"
              f" FROM (SELECT DISTINCT s FROM {table}) AS u) AS v"
              f" WHERE k IN ({', '.join(map(str, wanted))})")
    rows = r.rows(f"SELECT b.g, q.k, q.t, CAST(sum(b.p) AS BIGINT),"
                  f" CAST(sum(b.n) AS BIGINT) FROM {table} AS b JOIN ({points}) AS q"
                  f" ON b.s >= q.t GROUP BY b.g, q.k, q.t")
    column = {k: j for j, k in enumerate(wanted, 1)}
    thresholds = np.full(len(wanted) + 1, np.inf)
    for g, k, t, p, n in rows:
        j = column[int(k)]
        thresholds[j] = float(t)
        tp[key[g], j], fp[key[g], j] = int(p), int(n)
    return thresholds, tp, fp


def _window_row_bytes(key_kind: str, counted: bool, small: bool) -> int:
    """About how many bytes DuckDB's window holds per row of a group query (measured
    at 2 x 10^7 rows: 23 with an int64 key, 42 with a text key of 11 characters, which
    DuckDB holds inline up to 12); aggregated rows add their two counts."""
    key = 44 if key_kind in ("text", "other") else 24
    return key + (0 if not counted else 16 if small else 32)


def _per_stratum_ranks(samples: str, exact: str) -> str:
    """m+, m- and ``2C + T`` of every stratum of one row per sample, from one ordering
    of its rows: by score, and within a tie negatives first (``p`` 0 before 1).

    For a positive of a tie block holding ``p_b`` positives and ``n_b`` negatives above
    ``L`` lower rows, ``rank()`` by score is ``L + 1``, ``rank()`` by (score, class)
    ``L + n_b + 1``, and ``row_number()`` ``L + n_b + j`` for the block's j-th positive.
    Summed over the positives, ``2 row_number + rank by score - rank by (score,
    class)`` is ``Σ p_b (2L + p_b + n_b + 1)``: the sum of the positives' lowest and
    highest ranks in their ties (the Mann-Whitney rank sum with tied rows at their
    average rank, doubled), so that less ``m+ (m+ + 1)`` it is ``2C + T`` exactly. The
    two orderings share one sort (a rank and a count over a RANGE frame, the lowest and
    the highest rank directly, cost a fifth more).

    The window holds every row it reads, so each holds only its group, score and class
    (a TINYINT): a row's negatives are ``1 - p``, counted after the window."""
    by_score = "PARTITION BY g ORDER BY s"
    by_class = "PARTITION BY g ORDER BY s, p"
    m_pos = f"CAST(sum(p) AS {exact})"
    return (f"SELECT g, CAST(sum(p) AS BIGINT) AS m_pos,"
            f" CAST(count(*) - sum(p) AS BIGINT) AS m_neg,"
            f" CAST(sum(CASE WHEN p = 1 THEN CAST(2 * j + low - tied AS {exact}) ELSE 0 END)"
            f" - {m_pos} * ({m_pos} + 1) AS {exact}) AS num FROM ("
            f"SELECT g, p, rank() OVER ({by_score}) AS low, rank() OVER ({by_class}) AS tied,"
            f" row_number() OVER ({by_class}) AS j"
            f" FROM (SELECT g, s, CAST(p AS TINYINT) AS p FROM ({samples}) AS r) AS q"
            f") AS w GROUP BY g")


def _per_stratum_rows(samples: str, exact: str) -> str:
    """m+, m-, ``2C + T`` and T of every stratum of aggregated rows: ``le`` sums the
    negatives of the stratum's rows scored at most as high (a RANGE frame takes the
    tied rows in), ``eq`` those scored the same; a row's positives meet ``le - eq``
    negatives below them (C) and ``eq`` tied with them (T)."""
    window = "PARTITION BY g ORDER BY s RANGE BETWEEN"
    return (f"SELECT g, CAST(sum(p) AS BIGINT) AS m_pos, CAST(sum(n) AS BIGINT) AS m_neg,"
            f" sum(p * (2 * le - eq)) AS num, sum(p * eq) AS t FROM ("
            f"SELECT g, p, n,"
            f" CAST(sum(n) OVER ({window} UNBOUNDED PRECEDING AND CURRENT ROW) AS {exact}) AS le,"
            f" CAST(sum(n) OVER ({window} CURRENT ROW AND CURRENT ROW) AS {exact}) AS eq"
            f" FROM (SELECT g, s, CAST(p AS {exact}) AS p, CAST(n AS {exact}) AS n"
            f" FROM ({samples}) AS r) AS q) AS w GROUP BY g")


def _per_stratum(d: sql.Dialect, table: str) -> str:
    """m+, m-, ``2C + T`` and T of every stratum from its blocks, in the exact integer
    type: ``below`` sums the negatives of the stratum's lower blocks."""
    i = d.integer
    below = ("coalesce(sum(n) OVER (PARTITION BY g ORDER BY s"
             " ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)")
    return (f"SELECT g, CAST(sum(p) AS BIGINT) AS m_pos, CAST(sum(n) AS BIGINT) AS m_neg,"
            f" sum(p * (2 * below + n)) AS num, sum(p * n) AS t FROM ("
            f"SELECT g, CAST(p AS {i}) AS p, CAST(n AS {i}) AS n, CAST({below} AS {i}) AS below"
            f" FROM {table}) AS b GROUP BY g")



