"""Layers drawn over the ROC view that belong to one feature each (the convex hull, the
best threshold, the partial AUC range, the pair grid's hover…).

An overlay is a class taking the :class:`~gui.views.roc_view.RocView` it decorates. It adds its
plot items to ``view.getPlotItem()`` once, subscribes to ``view.signals`` (the session's
Qt signals) and updates its items with ``setData``; it reads ``view.session`` and writes
to it only from user actions. Pens come from ``view.pen(colour, width)`` so they scale in
exported figures, and ``view.figure`` tells whether the view is drawing a figure. Every
RocView, the window's and every exported figure's, makes one of each overlay listed in
``OVERLAYS``, so an export shows what the window shows.
"""

from gui.views.overlays.best_threshold import BestThresholdOverlay
from gui.views.overlays.hull import HullOverlay
from gui.views.overlays.pair_grid import PairGridOverlay
from gui.views.overlays.partial_auc import PartialAucOverlay
from gui.views.overlays.se_band import SeBandOverlay
from gui.views.overlays.strata_overlay import StrataOverlay

OVERLAYS: list = [PartialAucOverlay, HullOverlay, BestThresholdOverlay, PairGridOverlay,
                  StrataOverlay, SeBandOverlay]
