"""The table an engine computes from, its columns named by position.

DuckDB and Spark (by default) match column names whatever their case, so with columns
``p, P, y, Y`` a query for ``"P"`` read ``p``. rocscope never names a data column in the
SQL it sends: the source is wrapped so that its columns are ``c1``, ``c2``, ... in order,
and each is mapped back to its name as the file writes it (made unique as the in-memory
reader makes it: ``score``, ``score (2)``).

>>> t = positional("read_parquet('a.parquet')", ["p", "P"], ["integer", "float"])
>>> t.relation
'(SELECT * FROM read_parquet(\\'a.parquet\\')) AS rocscope_source("c1", "c2")'
>>> t.alias("P"), t.columns["P"].kind
('c2', 'float')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from core.errors import LoadError, UnknownColumnError
from core.phrases import Phrase
from core.readers.locating import listed
from core.readers.sniffing import unique_names
from core.scale.files import Column
from core.scale.sql import DUCKDB


@dataclass(frozen=True)
class Table:
    """A source relation with positional column names.

    Attributes
    ----------
    relation : str
        SQL for the relation, its columns named ``c1``, ``c2``, ...
    names : tuple of str
        The columns' own names, in order.
    columns : dict
        Name to :class:`~core.scale.files.Column`.
    """

    relation: str
    names: tuple[str, ...]
    columns: dict = field(default_factory=dict)

    def alias(self, name: str) -> str:
        """The SQL name of column ``name``."""
        return f"c{self.names.index(name) + 1}"


def column_named(table: Table, given: str, *, option: str, where: str, path=None) -> str:
    """The column ``given`` names, as the in-memory reader resolves a group or fold
    column: its exact name (case matters: ``G`` is not ``g``), else its 1-based
    position.

    >>> t = positional("s", ["g", "G", "2"], ["text"] * 3)
    >>> [column_named(t, c, option="group", where="s") for c in ("G", "1", "2")]
    ['G', 'g', '2']

    Raises
    ------
    UnknownColumnError
        No column has that name or position.
    """
    if given in table.names:
        return given
    text = given.strip()
    if text.isdigit() and text.isascii() and 1 <= int(text) <= len(table.names):
        return table.names[int(text) - 1]
    # Worded as the in-memory reader words it (Dataset.column).
    raise UnknownColumnError(Phrase("{file} has no column {name!r}; its columns are"
                                    " {columns}", file=where, name=given,
                                    columns=listed(table.names)),
                             candidates={option: list(table.names)},
                             path=path, column=given, option=option)


def positional(relation: str, names: Sequence[str], kinds: Sequence[str],
               extra: Sequence[str] = ()) -> Table:
    """``relation`` (a table function or query, whose columns are ``names`` of
    ``kinds``, then ``extra`` columns kept under their own names) as a :class:`Table`."""
    names = unique_names(names)
    quote = DUCKDB.quote_name
    listed = [quote(f"c{i}") for i in range(1, len(names) + 1)] + [quote(e) for e in extra]
    sql = f"(SELECT * FROM {relation}) AS rocscope_source({', '.join(listed)})"
    return Table(sql, tuple(names), {n: Column(n, k) for n, k in zip(names, kinds)})


def refused_query(query: str, why: Phrase) -> LoadError:
    """The error for a query an engine will not run as the source (not one query)."""
    return LoadError(Phrase("the query is refused: {why}", why=why), value=query,
                     option="sql")
