"""Where the precision–recall plot puts its labels: on nothing else.

The baseline's label sits on its line, the area label (AP and the area) where it
crosses neither a path, the baseline, the legend nor another label, and the operating
point's label at a corner of the marker. A label with no clear place is said in the
legend instead. Mixed into :class:`~gui.views.pr_view.PrView`, whose items it places.
"""

from __future__ import annotations

import numpy as np

from core.drawing.label_placement import Rect, hits_path, under_path, without_gaps

LABEL_MARGINS = (0.05, 0.025, 0.01, 0.0)  # room around a label, tried widest first
TEXT_OVER_TEXT = 2  # a label over the legend or another label: worse than over a line
SQUARE = Rect(-0.01, -0.01, 1.01, 1.01)  # where a label is read whole: the plot, a hair more


class PrLabels:
    """The label placement of the precision–recall plot (a mixin of ``PrView``)."""

    def place_labels(self, *_args) -> None:
        """The baseline's label on its line; the area label where it crosses neither the
        path, the baseline, the legend nor the baseline's label, as far from them as the
        plot allows; then the operating point's label. A label the legend would cover
        wherever it goes is said in the legend instead.

        Every placement starts from the legend without moved labels, so where labels go
        is a function of the plot and the threshold as they are now, not of the past."""
        # Nothing to place without the engine's precision-recall (a class missing, a
        # curve computed out of memory, or one not computed yet).
        if (self._placing or self._drawn is None or not self.baseline.isVisible()
                or self.precision_recall is None):
            return
        with self.placing():
            if self._in_legend:
                self._in_legend = set()
                self.refresh_legend()
            # A label moved into the legend changes the legend: place again until
            # nothing more moves (the moved set only grows, so this ends).
            while True:
                moved = set(self._in_legend)
                self._place_baseline_label()
                self._place_area_label()
                if self._in_legend == moved:
                    break
                self.refresh_legend()
            # A threshold move starts again from here: the search for the area label's
            # place is the slow part, and nothing in it depends on the threshold.
            self._before_marker = (frozenset(self._in_legend), self.area_box, self.baseline_box,
                                   [(label, label.pos(), label.isVisible())
                                    for label in (self.area_label, self.baseline_label)])
            self._place_around_marker()

    def _place_for_threshold(self) -> None:
        """The labels for a new threshold, exactly as :meth:`place_labels` would place
        them, from where they stood before the marker's label was placed."""
        base = self._before_marker
        if self._placing or base is None:
            self.place_labels()
            return
        moved, self.area_box, self.baseline_box, labels = base
        with self.placing():
            if self._in_legend != set(moved):
                self._in_legend = set(moved)
                self.refresh_legend()
            for label, pos, visible in labels:
                label.setPos(pos)
                label.setVisible(visible)
            self._place_around_marker()

    def _place_around_marker(self) -> None:
        """The marker's label, the area label stepping aside for it; a label that goes
        into the legend makes it larger, so the baseline's is placed again."""
        while True:
            moved = set(self._in_legend)
            self._place_marker_label()
            if self._in_legend == moved:
                break
            self.refresh_legend()
            self._place_baseline_label()

    def _place_baseline_label(self) -> None:
        """On the baseline, at its left end or else its right, under the line or else
        over it: wherever it crosses neither the focused path nor another model's."""
        b = self.precision_recall.baseline
        legend = self.legend_rect()
        self.baseline_box = None
        paths = [self._path_points(), *self._other_paths()]
        under = b >= 0.08  # hanging under the line, unless there is no room below it
        if "baseline" not in self._in_legend:
            for x, side, hangs in ((0.01, 0, under), (0.99, 1, under),
                                   (0.01, 0, not under), (0.99, 1, not under)):
                anchor = (side, 0) if hangs else (side, 1.0)
                box = self.label_box(self.baseline_label, x, b, anchor)
                # Wider than the plot (a narrow one), it would be cut at the edge; across
                # a path, over the legend or out of the square, it is read in the legend.
                if (box.inside(SQUARE) and (legend is None or not box.intersects(legend))
                        and not any(hits_path(box, px, py) for px, py in paths)):
                    self.baseline_label.setAnchor(anchor)
                    self.baseline_label.setPos(x, b)
                    self.baseline_box = box
                    break
            else:
                self._in_legend.add("baseline")
        self.baseline_label.setVisible("baseline" not in self._in_legend)

    def _taken(self) -> list[Rect]:
        """What a label must not cover: the legend and the baseline's label."""
        return [r for r in (self.legend_rect(), self.baseline_box) if r is not None]

    def _place_area_label(self, avoid=()) -> None:
        self.area_box = None
        self.area_label.setVisible("area" not in self._in_legend)
        if "area" in self._in_legend:
            return
        x, y = self._path_points()
        width, height = self.data_size(self.area_label)
        taken = self._taken() + list(avoid)
        baseline = self.precision_recall.baseline
        centres = [(cx, cy) for cy in np.linspace(0.95, 0.05, 19)
                   for cx in np.linspace(0.05, 0.95, 19) - width / 2]
        boxes = []
        for left, centre_y in centres:
            left = min(max(left, 0.01), 0.99 - width)
            box = Rect(left, centre_y - height / 2, left + width, centre_y + height / 2)
            if 0.01 <= box.y0 and box.y1 <= 0.99:
                boxes.append(box)
        if not boxes or width > 0.98:  # larger than the plot: read in the legend
            self._in_legend.add("area")
            self.area_label.setVisible(False)
            return
        # Whether each candidate meets a path (the focused one or another model's)
        # depends on the drawings and the label's size only: remembered, so that
        # stepping aside for the marker's label (on every threshold move that brings it
        # here) tests only the other labels.
        others = self._other_paths()
        known_for, hits = self._path_hits
        key = (self._drawn, width, height, others)
        if (known_for is None or known_for[0] is not self._drawn
                or known_for[1:3] != (width, height) or known_for[3] is not others):
            hits = {}
            self._path_hits = (key, hits)

        def meets_path(i, margin):
            if (i, margin) not in hits:
                grown = boxes[i].grown(margin, margin)
                hits[i, margin] = hits_path(grown, x, y) + sum(
                    hits_path(grown, ox, oy) for ox, oy in others)
            return hits[i, margin]

        def crowding(i, margin):
            grown = boxes[i].grown(margin, margin)
            # Text over text is unreadable, over a line only harder to read.
            return (TEXT_OVER_TEXT * sum(grown.intersects(t) for t in taken)
                    + meets_path(i, margin) + (grown.y0 <= baseline <= grown.y1))

        def preference(i):
            # Under the path (in the area it names) if it can, then nearest the middle
            # of the plot's lower right.
            if ("under", i) not in hits:
                hits["under", i] = under_path(boxes[i], x, y)
            box = boxes[i]
            return (not hits["under", i], np.hypot(box.centre[0] - 0.6, box.centre[1] - 0.4))

        every = range(len(boxes))
        for margin in LABEL_MARGINS:
            clear = [i for i in every if crowding(i, margin) == 0]
            if clear:
                break
        else:  # a plot too small for a clear place: the least crowded one
            fewest = min(crowding(i, 0) for i in every)
            clear = [i for i in every if crowding(i, 0) == fewest]
        box = boxes[min(clear, key=preference)]
        if any(box.intersects(t) for t in taken):
            self._in_legend.add("area")  # over another text it could not be read
            self.area_label.setVisible(False)
            return
        self.area_label.setPos(*box.centre)
        self.area_box = box

    def _place_marker_label(self) -> None:
        """The operating point's label at the first corner around the marker that stays
        in the square and clear of the path, the legend and the baseline's label; the
        area label, which can go anywhere, steps aside if it is there."""
        wanted = self.marker.isVisible() and self._drawn is not None
        self.marker_label.setVisible(wanted)
        if not wanted:
            return
        pos = self.marker.pos()
        mx, my = pos.x(), pos.y()
        x, y = self._path_points()
        taken = self._taken()
        preferred = (-0.08 if mx <= 0.55 else 1.08, -0.1 if my > 0.5 else 1.1)
        candidates = [preferred] + [(ax, ay) for ax in (-0.08, 1.08) for ay in (-0.1, 1.1)
                                    if (ax, ay) != preferred] + [(0.5, -0.25), (0.5, 1.25)]
        # Farther above and below, as the ROC view's marker label goes (a narrow plot
        # leaves the corners beside the marker to the area label).
        candidates += [(ax, ay) for ay in (2.3, -1.3) for ax in (-0.08, 1.08, 0.5)]
        chosen, mine, fewest = preferred, None, None
        for anchor in candidates:
            box = self.label_box(self.marker_label, mx, my, anchor)
            crowding = (hits_path(box, x, y) + TEXT_OVER_TEXT * sum(box.intersects(t) for t in taken)
                        + (0 if box.inside(SQUARE) else 10))
            if fewest is None or crowding < fewest:
                chosen, mine, fewest = anchor, box, crowding
            if crowding == 0:
                break
        # Out of the square or over another text it could not be read: no label (the
        # threshold box and the status line say the same numbers).
        readable = mine.inside(SQUARE) and not any(mine.intersects(t) for t in taken)
        self.marker_label.setVisible(readable)
        if not readable:
            return
        self.marker_label.setAnchor(chosen)
        if self.area_box is not None and mine.intersects(self.area_box):
            self._place_area_label(avoid=[mine])

    def _other_paths(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """The drawn paths of the other visible models, without their gaps: made again
        only when what is drawn changed."""
        drawn = [item.getData() for item in self.model_layers.values() if item.isVisible()]
        drawn = [(x, y) for x, y in drawn if x is not None and len(x)]
        key = [x for x, _ in drawn]  # the arrays themselves: setData replaces them
        if not _same(self._others[0], key):
            self._others = (key, [without_gaps(x, y) for x, y in drawn])
        return self._others[1]

    def _path_points(self) -> tuple[np.ndarray, np.ndarray]:
        return without_gaps(self._drawn.whole.x, self._drawn.whole.y)


def _same(these, those) -> bool:
    return these is not None and len(these) == len(those) and all(
        a is b for a, b in zip(these, those))

