"""The main window's actions, menus and toolbar: what each command is called, its
shortcut and tip, and which session change or window method it calls. Mixed into
:class:`~gui.window.main_window.MainWindow`, which owns the session, the views and the
docks these commands act on.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6 import QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import TieOrdering
from gui.base import i18n, style
from gui.base.i18n import translate
from gui.base.paths import EXAMPLES

DATA_SUFFIXES = (".csv", ".tsv", ".txt", ".gz", ".parquet", ".feather", ".arrow")

# Read in the language installed when the menu is filled (translate(...) of each title).
EXAMPLE_TITLES = {
    "eight_samples.csv": QT_TRANSLATE_NOOP("MainWindow", "Eight samples, one tie (the notes' example)"),
    "five_clicks.csv": QT_TRANSLATE_NOOP("MainWindow", "Five click predictions"),
    "five_clicks_aggregated.csv": QT_TRANSLATE_NOOP("MainWindow",
                                                    "Five click predictions as a click log"),
    "three_models.csv": QT_TRANSLATE_NOOP("MainWindow", "Three models of the same samples"),
    "model_a.csv": QT_TRANSLATE_NOOP("MainWindow", "Model a alone"),
    "model_b.csv": QT_TRANSLATE_NOOP("MainWindow", "Model b alone, rows in another order"),
    "three_classes.csv": QT_TRANSLATE_NOOP("MainWindow",
                                           "Three classes, one curve each (one vs rest)"),
    "clicks_by_user.csv": QT_TRANSLATE_NOOP("MainWindow", "Clicks by user, an AUC per user"
                                                          " (GAUC)"),
    "cv_folds.csv": QT_TRANSLATE_NOOP("MainWindow", "Five cross-validation folds, a curve"
                                                    " per fold"),
}
# Examples read with a choice of their own: three classes as three one-vs-rest models
# (as --multiclass reads them; with one positive class asked, the file has no answer),
# the three models' file as its three models, the folds' predictions by their score
# column (the fold numbers are numbers too).
EXAMPLE_CHOICES = {"three_classes.csv": {"multiclass": True},
                   "three_models.csv": {"scores": ("a", "b", "c"), "label": "label"},
                   "cv_folds.csv": {"scores": ("score",), "label": "label", "fold": "fold"},
                   "clicks_by_user.csv": {"group": "user"}}


class WindowMenus:
    """The commands of the main window (a mixin of ``MainWindow``)."""

    def _action(self, text: str, slot=None, shortcut=None, checkable=False, tip=None):
        # An empty tool tip is Qt's default: the action's text.
        action = QtGui.QAction(text, self, shortcut=QtGui.QKeySequence(shortcut or ""),
                               checkable=checkable, statusTip=tip or "", toolTip=tip or "")
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        return action

    @staticmethod
    def _export_dialogs():
        """The export dialogs' module, imported when first used: it brings the figures'
        drawing and the data writers, which a launch does not need before its first
        paint."""
        from gui.window import export_dialogs

        return export_dialogs

    def _build_actions(self) -> None:
        S = QtGui.QKeySequence.StandardKey
        # (name, text, slot, shortcut, tip): each becomes ``self.<name>_action``; no slot:
        # a setting, ticked or not, that is read when it is used.
        for name, text, slot, shortcut, tip in (
                ("open", translate("MainWindow", "&Open…"), self.choose_file, S.Open,
                 translate("MainWindow", "Open a prediction file (CSV, TSV, Parquet, Feather)")),
                ("open_folder", translate("MainWindow", "Open &Folder…"), self.choose_folder,
                 None, translate("MainWindow", "Open a folder of Parquet (or CSV) files as one"
                                               " data set, computed by DuckDB out of memory")),
                ("add_model", translate("MainWindow", "&Add Model…"), self.choose_model_file,
                 "Ctrl+Shift+O", translate("MainWindow", "Add a score column of another file as"
                                                         " a model beside those shown (paired"
                                                         " when the files hold the same"
                                                         " samples)")),
                ("columns", translate("MainWindow", "Choose &Columns…"), self.loader.choose_columns,
                 "Ctrl+L",
                 translate("MainWindow", "Pick other score/label columns of this file")),
                ("strata", translate("MainWindow", "&Groups and Folds…"), self.choose_strata,
                 None, translate("MainWindow", "Split this file's samples by a column: an AUC per"
                                               " group (GAUC), a curve per cross-validation"
                                               " fold")),
                # The platform's Quit key is empty on some Linux desktops (and offscreen).
                ("quit", translate("MainWindow", "&Quit"), self.close, "Ctrl+Q", None),
                ("drop_missing", translate("MainWindow", "Leave Out &Missing Rows"), None, None,
                 translate("MainWindow", "Load files leaving out rows whose score, label or"
                                         " count is missing (the number left out is reported)")),
                ("export_plot", translate("MainWindow", "Export &Plot…"),
                 lambda: self._export_dialogs().export_plot_dialog(self), "Ctrl+E",
                 translate("MainWindow", "Save the plot shown as PNG, SVG or PDF, or the sweep"
                                         " as an animated GIF")),
                ("export_data", translate("MainWindow", "Export &Data…"),
                 lambda: self._export_dialogs().export_data_dialog(self), "Ctrl+Shift+E",
                 translate("MainWindow", "Save the curve's vertices (CSV) or the summary (JSON)")),
                ("copy", translate("MainWindow", "&Copy Plot"),
                 lambda: self._export_dialogs().copy_plot(self), S.Copy,
                 translate("MainWindow", "Copy the ROC plot as an image")),
                ("reset_zoom", translate("MainWindow", "&Reset Zoom"), self.reset_zoom, "Ctrl+0",
                 None),
                ("step_next", translate("MainWindow", "&Next Score (lower t)"),
                 lambda: self.session.step_threshold(1), "Ctrl+Right", None),
                ("step_previous", translate("MainWindow", "&Previous Score (higher t)"),
                 lambda: self.session.step_threshold(-1), "Ctrl+Left", None),
                ("start", translate("MainWindow", "t = +∞ (nothing positive)"),
                 self.session.threshold_to_start, "Ctrl+Home", None),
                ("end", translate("MainWindow", "t = lowest score (everything positive)"),
                 self.session.threshold_to_end, "Ctrl+End", None),
                ("guide", translate("MainWindow", "What the &Colours Mean"), self.show_guide,
                 "F1", None),
                ("about", translate("MainWindow", "&About rocscope"), self.show_about, None,
                 None)):
            setattr(self, f"{name}_action", self._action(text, slot, shortcut,
                                                         checkable=slot is None, tip=tip))
        self.export_plot_action.setIconText(translate("MainWindow", "Export"))
        self.ordering_actions = {}
        group = QtGui.QActionGroup(self)
        for ordering in TieOrdering:
            action = self._action(style.ORDERING_LABELS[ordering], None,
                                  style.ORDERING_SHORTCUTS[ordering], checkable=True,
                                  tip=translate("MainWindow", "Order tied samples: {ordering}")
                                  .format(ordering=style.ORDERING_LABELS[ordering]))
            action.setIconText(style.ORDERING_SHORT[ordering])  # the toolbar's word
            action.triggered.connect(lambda _=False, o=ordering: self.session.set_ordering(o))
            group.addAction(action)
            self.ordering_actions[ordering] = action
        for flag, text, shortcut, tip in (
                ("band", translate("MainWindow", "Show tie &band (best − worst)"), "Ctrl+B",
                 translate("MainWindow", "Shade the area between the best and worst curves")),
                ("auc_area", translate("MainWindow", "Shade &AUC area"), None, None),
                ("rank_loss_area", translate("MainWindow", "Shade ℓ_&rank area"), None, None),
                ("grid", translate("MainWindow", "Pair &grid (small data)"), None, None)):
            setattr(self, f"{flag}_action", self._action(
                text, lambda on, f=flag: self.session.set_display(**{f: on}), shortcut,
                checkable=True, tip=tip))
        self.band_action.setIconText(translate("MainWindow", "Tie band"))
        self.language_actions = {}
        languages = QtGui.QActionGroup(self)
        for code, name in i18n.LANGUAGES.items():  # each in its own words, never translated
            action = self._action(name, None, checkable=True)
            action.setChecked(code == i18n.current())
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            languages.addAction(action)
            self.language_actions[code] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(translate("MainWindow", "&File"))
        _fill(file_menu, self.open_action, self.open_folder_action, self.add_model_action)
        self.recent_menu = file_menu.addMenu(translate("MainWindow", "Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.examples_menu = file_menu.addMenu(translate("MainWindow", "&Examples"))
        self._fill_examples_menu()
        _fill(file_menu, self.columns_action, self.strata_action, self.drop_missing_action,
              None, self.export_plot_action, self.export_data_action, None, self.quit_action)
        bar.addMenu(translate("MainWindow", "&Edit")).addAction(self.copy_action)
        view = bar.addMenu(translate("MainWindow", "&View"))
        _fill(view, *self.ordering_actions.values(), None, self.band_action,
              self.auc_area_action, self.rank_loss_area_action, self.grid_action, None,
              *self.plots_area.make_actions(self), None, self.reset_zoom_action)
        language = view.addMenu(translate("MainWindow", "&Language"))
        language.setObjectName("languageMenu")
        _fill(language, *self.language_actions.values())
        _fill(view.addMenu(translate("MainWindow", "&Panels")), *(
            dock.toggleViewAction() for dock in (
                self.models_dock, self.comparison_dock, self.numbers_dock, self.operating_dock,
                self.analysis_dock, self.why_dock, self.strata_dock)))
        _fill(bar.addMenu(translate("MainWindow", "&Threshold")), self.step_next_action,
              self.step_previous_action, self.start_action, self.end_action)
        _fill(bar.addMenu(translate("MainWindow", "&Help")), self.guide_action,
              self.about_action)

    def _build_toolbar(self) -> None:
        bar = self.addToolBar(translate("MainWindow", "Main"))
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        _fill(bar, self.open_action, None,
              QtWidgets.QLabel(translate("MainWindow", " Ties: ")),
              *self.ordering_actions.values(), self.band_action, None,
              QtWidgets.QLabel(translate("MainWindow", " Threshold t: ")), self.threshold_box,
              None, self.export_plot_action)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.recent.paths()
        for path in paths:
            self.recent_menu.addAction(path, lambda _=False, p=path: self.open_file(p))
        if not paths:
            self.recent_menu.addAction(translate("MainWindow", "(none yet)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(translate("MainWindow", "Clear List"), self.recent.clear)

    def _fill_examples_menu(self) -> None:
        """Each bundled example once, by what it shows; the eight samples are built in
        (the same data as ``eight_samples.csv``, shown without reading it)."""
        self.examples_menu.addAction(translate("MainWindow", EXAMPLE_TITLES["eight_samples.csv"]),
                                     self.loader.show_example)
        if EXAMPLES.is_dir():
            for path in sorted(EXAMPLES.iterdir()):
                if path.name != "eight_samples.csv" and path.suffix.lower() in DATA_SUFFIXES:
                    title = EXAMPLE_TITLES.get(path.name)
                    self.examples_menu.addAction(
                        translate("MainWindow", "{title} ({file})").format(
                            title=translate("MainWindow", title), file=path.name)
                        if title else path.name,
                        lambda _=False, p=str(path), c=EXAMPLE_CHOICES.get(path.name, {}):
                        self.open_file(p, replace(self.defaults, **c)))


def _fill(menu, *items) -> None:
    """Add ``items`` to a menu or toolbar in order: actions, widgets (on a toolbar), and
    None for a separator."""
    for item in items:
        if item is None:
            menu.addSeparator()
        elif isinstance(item, QtWidgets.QWidget):
            menu.addWidget(item)
        else:
            menu.addAction(item)
