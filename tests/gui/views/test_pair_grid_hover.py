"""The pair grid up close: real pointer moves over the ROC view name the right pair, and
the tied cells sit on the side of the curve their ordering puts them."""

import pytest
from PySide6 import QtCore

from core.readers.loading import load
from gui.views.overlays import OVERLAYS
from gui.views.overlays.pair_grid import PairGridOverlay
from gui.views.roc_view import RocView
from tests.gui.mouse import widget_point
from tests.gui.teaching_views import (
    EIGHT_IDS,
    EIGHT_POSITIVE,
    EIGHT_SCORES,
    eight_session,
    move_mouse,
    random_session,
    session_of,
    shown,
)


def overlay_of(view) -> PairGridOverlay:
    return next(o for o in view.overlays if isinstance(o, PairGridOverlay))


def hover_text(overlay) -> str:
    """What the hover label says, as plain text ("" when nothing is hovered)."""
    label = overlay.hover_label
    return label.textItem.toPlainText() if label.isVisible() else ""


def hover(view, x, y) -> str:
    move_mouse(view.viewport(), widget_point(view, x, y))
    return hover_text(overlay_of(view))


def axis(positive: bool):
    """(id, score) of one class from the highest score; ties in input order."""
    samples = [(i, s) for i, s, y in zip(EIGHT_IDS, EIGHT_SCORES, EIGHT_POSITIVE) if y == positive]
    return sorted(samples, key=lambda p: -p[1])


def relation(pos_score, neg_score) -> str:
    if pos_score > neg_score:
        return "concordant"
    return "tied" if pos_score == neg_score else "discordant"


@pytest.fixture
def session():
    return eight_session()


def test_the_overlay_is_registered_for_every_roc_view():
    assert PairGridOverlay in OVERLAYS


def test_hovering_each_cell_names_its_pair(qtbot, session):
    view = shown(qtbot, RocView(session))
    negatives, positives = axis(False), axis(True)
    counts = {"concordant": 0, "tied": 0, "discordant": 0}
    for i, (neg, neg_score) in enumerate(negatives):
        for j, (pos, pos_score) in enumerate(positives):
            text = hover(view, (i + 0.5) / 4, (j + 0.5) / 4)
            kind = relation(pos_score, neg_score)
            counts[kind] += 1
            assert text.startswith(f"positive {pos} ({pos_score}) vs negative {neg}"
                                   f" ({neg_score}): {kind}"), (i, j, text)
            box = overlay_of(view).hover_box.rect()
            assert (box.left(), box.top(), box.width(), box.height()) == (i / 4, j / 4, 0.25,
                                                                          0.25)
    assert counts == {"concordant": 10, "tied": 1, "discordant": 5}  # C, T, D of docs/mathematics.md
    # Off the square, nothing is named.
    assert hover(view, 1.1, 0.5) == ""


def test_the_tied_cells_move_with_the_ordering(qtbot, session):
    view = shown(qtbot, RocView(session))
    overlay = overlay_of(view)
    # The one tied pair, s4 against s5: the cell [0.25, 0.5] x [0.5, 0.75].
    tied = (0.375, 0.625)

    def corners(item):
        path = item.path()
        return {(round(path.elementAt(k).x, 9), round(path.elementAt(k).y, 9))
                for k in range(path.elementCount())}

    # Average: the diagonal halves it, the lower right below the curve.
    assert corners(overlay.tied_below) == {(0.25, 0.5), (0.5, 0.5), (0.5, 0.75)}
    assert corners(overlay.tied_above) == {(0.25, 0.5), (0.25, 0.75), (0.5, 0.75)}
    assert "cut by the diagonal: ½ in the AUC, ½ in ℓrank" in hover(view, *tied)
    session.set_ordering("best")  # positives first: the whole cell below the curve
    assert corners(overlay.tied_below) == {(0.25, 0.5), (0.5, 0.5), (0.5, 0.75),
                                           (0.25, 0.75)}
    assert overlay.tied_above.path().isEmpty()
    assert "below the curve: counts 1 in the AUC" in hover_text(overlay)
    session.set_ordering("worst")  # negatives first: the whole cell above
    assert overlay.tied_below.path().isEmpty()
    assert overlay.tied_above.path().boundingRect() == QtCore.QRectF(0.25, 0.5, 0.25, 0.25)
    assert "above the curve: counts 1 in ℓrank" in hover_text(overlay)
    # The tie block says where it counts as the window writes ℓ_rank: with "rank" set low.
    [label] = overlay.tie_labels
    assert label.textItem.toPlainText().split() == ["tied:", "in", "ℓrank"]
    assert "vertical-align:sub" in label.textItem.toHtml()
    # The hatching marks the tied cells whatever the ordering.
    assert overlay.tied_hatch.path().boundingRect() == QtCore.QRectF(0.25, 0.5, 0.25, 0.25)
    # The sweep replay shades a tie block once it has reached it (block 4 here).
    session.set_reveal(3)
    assert overlay.tied_hatch.path().isEmpty()
    session.set_reveal(4)
    assert overlay.tied_hatch.path().boundingRect() == QtCore.QRectF(0.25, 0.5, 0.25, 0.25)
    session.set_reveal(None)
    # Hidden with the grid.
    session.set_display(grid=False)
    assert not overlay.tied_hatch.isVisible() and hover(view, *tied) == ""


def test_aggregated_rows_name_their_row(qtbot):
    text = b"ctr,click,noclick\n0.9,1,1\n0.5,0,2\n0.2,1,0\n"
    session = session_of(load(text, name="log.csv"))
    view = shown(qtbot, RocView(session))
    # Negatives: row 1 (0.9), row 2 twice (0.5); positives: row 1 (0.9), row 3 (0.2).
    assert hover(view, 0.1, 0.2).startswith(
        "positive row 1 (0.9) vs negative row 1 (0.9): tied")
    assert hover(view, 0.9, 0.8).startswith(
        "positive row 3 (0.2) vs negative row 2 (0.5): discordant")


def test_no_grid_for_large_data(qtbot):
    session = random_session(200, seed=1)
    view = shown(qtbot, RocView(session))
    overlay = overlay_of(view)
    assert overlay.grid is None and overlay.tied_hatch.path().isEmpty()
    assert hover(view, 0.5, 0.5) == ""
