"""Where the panels sit around the plots, at any window size.

Right of the plots: the numbers, the analysis and "Seeing why" (the sweep replay, the
formulas, the ranks and the click log, as tabs of their own) share one column of tabs,
with the operating point below them; left: the models and their comparisons, shown when
there are several models. Tab titles are never cut short (a tab bar too narrow scrolls
instead), and in a narrow window the panels take at most a third of the width, all in
one column, so that the plot keeps its room.
"""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets

RIGHT = QtCore.Qt.DockWidgetArea.RightDockWidgetArea
LEFT = QtCore.Qt.DockWidgetArea.LeftDockWidgetArea
#: Below this window width the panels go into one column of tabs on the right.
NARROW = 1000
#: Widths of the panel columns in a wide window (pixels): the right column fits the
#: widest teaching table, the left the models' and comparisons' tables.
RIGHT_WIDTH = 380
LEFT_WIDTH = 340


class TabsOfWhy(QtWidgets.QTabWidget):
    """The teaching panels, each a tab (``tabs``: the panel by its tab's title); tells a
    panel when it comes on screen (a tab behind another computes nothing)."""

    def __init__(self, tabs, parent=None):
        super().__init__(parent, objectName="whyTabs", documentMode=True)
        unclipped(self.tabBar())
        for title, panel in tabs.items():
            self.addTab(scrolling(panel), title)
        self._panels = list(tabs.values())
        self._dock_visible = False  # until its dock says it is shown
        self._current = self.currentIndex()
        self.currentChanged.connect(self._tell)
        self.currentChanged.connect(self._put_behind)
        self._tell()

    def holds(self, widget: QtWidgets.QWidget) -> bool:
        return widget in self._panels

    def dock_visibility(self, visible: bool) -> None:
        self._dock_visible = bool(visible)
        self._tell()

    def show_panel(self, widget: QtWidgets.QWidget) -> None:
        self.setCurrentIndex(self._panels.index(widget))

    def _put_behind(self, current: int) -> None:
        """Tell the panel another tab replaced in front (a replay then ends)."""
        previous, self._current = self._current, current
        if 0 <= previous < len(self._panels) and previous != current:
            panel = self._panels[previous]
            if hasattr(panel, "put_behind"):
                panel.put_behind()

    def _tell(self, *_args) -> None:
        current = self.currentIndex()
        for i, panel in enumerate(self._panels):
            if hasattr(panel, "set_on_screen"):
                panel.set_on_screen(self._dock_visible and i == current)


def scrolling(widget: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
    """``widget`` in a frameless scroll area: a panel wraps its lines to the width it
    is given, and scrolls sideways only for what cannot wrap (never cut at the dock's
    edge)."""
    scroll = QtWidgets.QScrollArea(widgetResizable=True,
                                   frameShape=QtWidgets.QFrame.Shape.NoFrame)
    scroll.setWidget(widget)
    return scroll


def unclipped(bar: QtWidgets.QTabBar) -> None:
    """Tab titles whole: a bar too narrow for them scrolls rather than elides."""
    bar.setElideMode(QtCore.Qt.TextElideMode.ElideNone)
    bar.setUsesScrollButtons(True)
    bar.setExpanding(False)


class LazyDock(QtWidgets.QDockWidget):
    """A dock whose panel is made by ``build()`` the first time the dock is shown or
    :meth:`panel` is asked for it: a launch paints its window without the panels behind
    other tabs or out of the layout (their modules, widgets and first computations were
    a tenth of a second before the first paint). Until then it holds an empty widget.
    A panel made already (one the launch shows) is put in at once by asking for it.
    """

    def __init__(self, window: QtWidgets.QMainWindow, title: str, build, name: str,
                 area=RIGHT, scroll: bool = True):
        super().__init__(title, window)
        self._build, self._scroll = build, scroll
        self._panel: QtWidgets.QWidget | None = None
        self.setObjectName(name)
        self.setFeatures(QtWidgets.QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QtWidgets.QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.setMinimumWidth(200)
        window.addDockWidget(area, self)
        self.setWidget(QtWidgets.QWidget())
        self.visibilityChanged.connect(self._on_visibility)

    @property
    def built(self) -> bool:
        return self._panel is not None

    def panel(self) -> QtWidgets.QWidget:
        """The dock's panel, made now if it was not yet."""
        if self._panel is None:
            panel = self._panel = self._build()
            placeholder = self.widget()
            self.setWidget(scrolling(panel) if self._scroll else panel)
            placeholder.deleteLater()
            if self.isVisible():
                self.widget().show()  # added to a dock on screen, shown now, not later
        return self._panel

    def _on_visibility(self, visible: bool) -> None:
        if visible:
            self.panel()


class DockLayout(QtCore.QObject):
    """Arranges a window's docks for its width, and again whenever it crosses
    :data:`NARROW` or the number of models makes the left column come or go."""

    def __init__(self, window: QtWidgets.QMainWindow, right_tabs, below, left_tabs):
        super().__init__(window)
        self.window = window
        self.right_tabs = list(right_tabs)  # the docks sharing the right column
        self.below = below  # under them (the operating point)
        self.left_tabs = list(left_tabs)  # models and comparisons
        self.narrow: bool | None = None
        self.several = False
        window.setDockOptions(window.dockOptions()
                              | QtWidgets.QMainWindow.DockOption.GroupedDragging)
        for dock in self.left_tabs:
            window.removeDockWidget(dock)
        window.installEventFilter(self)

    def set_several(self, several: bool) -> None:
        """Show the models and comparisons when there are several models."""
        if several == self.several:
            return
        self.several = several
        self.arrange(force=True)
        if several:
            self.left_tabs[0].raise_()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QtCore.QEvent.Type.Resize:
            self.arrange()
        return False

    def arrange(self, force: bool = False) -> None:
        window = self.window
        narrow = window.width() < NARROW
        if narrow == self.narrow and not force:
            return
        self.narrow = narrow
        first = self.right_tabs[0]
        # Out of whatever group they were in; docks not shown stay out of the layout (a
        # hidden dock left in a tab group leaves its tab bar drawn over the plots).
        for dock in self.left_tabs + [self.below]:
            window.removeDockWidget(dock)
        left = self.left_tabs if self.several else []
        if narrow:  # one column of tabs: the plot keeps two thirds of the width
            for dock in left + [self.below]:
                window.addDockWidget(RIGHT, dock)
                window.tabifyDockWidget(first, dock)
        else:
            # Below the column of tabs (splitting from a tabbed dock would add a tab).
            window.addDockWidget(RIGHT, self.below, QtCore.Qt.Orientation.Vertical)
            for i, dock in enumerate(left):
                window.addDockWidget(LEFT, dock)
                if i:
                    window.tabifyDockWidget(left[0], dock)
        for dock in left + [self.below]:
            dock.show()
        first.raise_()
        for bar in window.findChildren(QtWidgets.QTabBar):
            if bar.parent() is window:
                unclipped(bar)
        right = min(RIGHT_WIDTH, window.width() // 3) if narrow else RIGHT_WIDTH
        docks, widths = [first], [right]
        if self.several and not narrow:
            docks.append(self.left_tabs[0])
            widths.append(LEFT_WIDTH)
        window.resizeDocks(docks, widths, QtCore.Qt.Orientation.Horizontal)
