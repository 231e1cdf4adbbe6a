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

OVERLAYS: list = []

from gui.views.overlays.best_threshold import BestThresholdOverlay  # noqa: E402  (issue 12: best threshold)
from gui.views.overlays.hull import HullOverlay  # noqa: E402  (issue 12: convex hull)
from gui.views.overlays.partial_auc import PartialAucOverlay  # noqa: E402  (issue 12: partial AUC range)

OVERLAYS += [PartialAucOverlay, HullOverlay, BestThresholdOverlay]

from gui.views.overlays.pair_grid import PairGridOverlay  # noqa: E402  (issue 13: the pair grid up close)

OVERLAYS += [PairGridOverlay]

from gui.views.overlays.strata_overlay import StrataOverlay  # noqa: E402  (issue 24: folds and groups)

OVERLAYS += [StrataOverlay]

from gui.views.overlays.se_band import SeBandOverlay  # noqa: E402  (issue 33: confidence band)

OVERLAYS += [SeBandOverlay]
