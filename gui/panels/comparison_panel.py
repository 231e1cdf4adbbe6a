"""Every pair of visible models compared: ΔAUC with its confidence interval, z and p,
paired or unpaired (DeLong's test). Selecting a row highlights the two curves.

Models are paired and compared by :mod:`core.app.pipeline`, exactly as the command line
pairs and compares them (rows matched by the session's id column, when it has one);
with millions of rows that takes a moment, so it runs on a background thread and the
table fills in when it is ready (a newer request replaces an older one).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6 import QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.app.pipeline import compare_each, pairing, pairing_notes, with_ids
from core.errors import RocscopeError
from core.numbers_text import column_decimals
from gui.base import style
from gui.base.background import Background
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.panel import RIGHT, SessionPanel, chosen_row, label, row_table

# Three columns of two lines each, so that p, the number a reader came for, is seen
# without scrolling sideways in a panel a third of the window wide.
COLUMNS = (QT_TRANSLATE_NOOP("ComparisonPanel", "Models"), "p",
           QT_TRANSLATE_NOOP("ComparisonPanel", "AUC A − B [95 % CI]"))


class ComparisonPanel(SessionPanel):
    """The comparison table of the visible models."""

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent)
        self.status = self.add(label("comparisonStatus"))
        self.table = self.add(row_table(COLUMNS, "comparisonTable", "ComparisonPanel",
                                        stretch=0))
        self.rows: list = []  # (model a, model b, comparison or None, problem or None)
        self.cells: list[dict] = []  # per row: a, b, pairing, p, z, difference, ci
        self._key = None  # what the table shows, or is being computed for
        self.background = Background("compare", self._on_done, self)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.signals.watch(self, ("models", "id_column", "analysis"), self.recompute,
                           models=True)
        self.signals.highlighted.connect(self._on_highlight)
        self.recompute()

    @property
    def busy(self) -> bool:
        return self.background.busy

    def recompute(self, *_args) -> None:
        """Compare the visible models again if they changed (in the background)."""
        models = [m for m in self.session.visible_models() if m.curve.has_both_classes]
        id_column = self.session.id_column
        a = self.session.analysis
        level = a.ci_level
        # The test asked for on the command line or in Python (--alternative, --unpaired,
        # --test bootstrap) holds in the window too.
        options = dict(alternative=a.alternative, unpaired=a.unpaired, test=a.test,
                       bootstraps=a.bootstraps, seed=a.seed)
        key = (tuple((m, m.data, m.name) for m in models), id_column, level,
               tuple(options.items()))
        if self._key == key:
            return
        self._key = key
        if len(models) < 2:
            self.background.cancel()
            self._show([], translate("ComparisonPanel", "Show two models or more to compare"
                                     " them (File → Add Model…, or tick several score columns"
                                     " in Choose Columns)."))
            return
        self.status.setText(translate("ComparisonPanel", "Comparing…"))
        loaded = [replace(m.data, name=m.name) for m in models]

        def work():
            try:
                result = _compare(models, loaded, id_column, level, options)
            except RocscopeError as exc:
                result = said(exc)
            except Exception as exc:  # noqa: BLE001 - a bug must not kill the window
                result = translate("ComparisonPanel", "internal error while comparing:"
                                   " {error}").format(error=f"{type(exc).__name__}: {exc}")
            return key, result

        self.background.run(work)

    def _on_done(self, payload) -> None:
        key, result = payload  # an older request's never comes: the models changed since
        if isinstance(result, str):
            self._show([], result)
        else:
            rows, notes = result
            if key[1] is not None:
                status = translate("ComparisonPanel", "Paired where the models hold the same"
                                   " samples (rows matched by {column}), unpaired otherwise."
                                   " DeLong's test; ΔAUC of the average ordering.").format(
                    column=repr(key[1]))
            else:
                status = translate("ComparisonPanel", "Paired where the models hold the same"
                                   " samples (same file, or same rows and labels), unpaired"
                                   " otherwise. DeLong's test; ΔAUC of the average ordering.")
            sentences = (translate("ComparisonPanel", " {sentence}.").format(
                sentence=n[0].upper() + n[1:]) for n in map(said, notes))
            self._show(rows, status + "".join(sentences))

    def _show(self, rows, status: str) -> None:
        with self.filling():
            self.rows = rows
            self.cells = [_cells(*row) for row in rows]
            self.status.setText(status)
            self.table.setRowCount(len(rows))
            for r, ((_a, _b, comparison, problem), cells) in enumerate(zip(rows, self.cells)):
                tip = said(comparison.pair.reason if comparison is not None else problem)
                models = translate("ComparisonPanel", "{a} vs {b}").format(a=cells["a"],
                                                                            b=cells["b"])
                shown = (f"{models}\n{cells['pairing']}",
                         f"{cells['p']}\n{cells['z']}",
                         f"{cells['difference']}\n{cells['ci']}")
                for col, text in enumerate(shown):
                    item = QtWidgets.QTableWidgetItem(text)
                    item.setToolTip(tip)
                    if col:
                        item.setTextAlignment(RIGHT)
                    self.table.setItem(r, col, item)
            self.table.resizeRowsToContents()
            self._on_highlight(self.session.highlighted)

    def _on_selection(self) -> None:
        if not self._filling:
            row = chosen_row(self.table)
            self.session.set_highlighted(None if row is None else self.rows[row][:2])

    def _on_highlight(self, pair) -> None:
        with self.filling():
            for r, (a, b, _c, _p) in enumerate(self.rows):
                if pair is not None and {a, b} == set(pair):
                    self.table.selectRow(r)
                    return
            self.table.clearSelection()


def _compare(models, loaded, id_column, level, options) -> tuple[list, tuple[str, ...]]:
    """(model a, model b, ModelComparison or None, problem or None) for every pair, and
    the notes on pairs compared unpaired; a pair whose test is undefined (a class with
    one sample) says why instead."""
    loaded = with_ids(loaded, id_column)
    pairs = pairing(loaded)
    rows = []
    for pair, c in zip(pairs, compare_each(loaded, pairs, level, **options)):
        rows.append((models[pair.a], models[pair.b], None if isinstance(c, str) else c,
                     c if isinstance(c, str) else None))
    return rows, pairing_notes(loaded, pairs)


def _cells(a, b, comparison, problem) -> dict:
    """The texts of one comparison, by what they say."""
    out = {"a": a.name, "b": b.name}
    if comparison is None:
        return out | {"pairing": translate("ComparisonPanel", "undefined"), "p": "—", "z": "—",
                      "difference": "—", "ci": "—"}
    c = comparison.result
    # One number of decimals for the difference and its interval, enough that none
    # that is not 0 reads as 0.
    d = column_decimals([c.difference, c.ci.low, c.ci.high], least=4)
    return out | {"pairing": (translate("ComparisonPanel", "paired") if c.paired
                              else translate("ComparisonPanel", "unpaired")),
                  "p": "< 1e-16" if c.p < 1e-16 else style.format_number(c.p, 4),
                  "z": ("z " if c.paired else "D ") + style.format_number(c.z, 4),
                  "difference": f"{c.difference:+.{d}f}",
                  "ci": f"[{c.ci.low:+.{d}f}, {c.ci.high:+.{d}f}]"}

