"""The DET curve as drawn: its table's rates on normal-deviate axes, thinned to pixels.

The points are :func:`core.engine.det.det_curve`'s, each rate taken to its normal
deviate (:func:`core.engine.det.probit`, scipy's ``norm.ppf``) and joined by straight
lines there, as scikit-learn's ``DetCurveDisplay`` draws them. A rate of 0 (the curve's
two ends) has an infinite deviate: it is drawn at :data:`LIMIT`, past every tick.
"""

from __future__ import annotations

import numpy as np

from core.drawing.thinning import Path, Window, thin
from core.engine.det import DetCurve, probit

#: The deviate a rate of 0 (or 1) is drawn at: about 10⁻⁹, beyond any tick.
LIMIT = 6.0
#: The pixels across the deviates' whole range that a big curve is thinned to.
OVERVIEW_PIXELS = 4096
#: Below this many points a DET path is drawn whole.
WHOLE_UP_TO = 5000


def det_path(det: DetCurve) -> Path:
    """The path of ``det`` in deviates, ascending in FPR (so falling in FNR), thinned to
    a :data:`OVERVIEW_PIXELS` grid over ``[-LIMIT, LIMIT]`` when it is long.

    >>> from core.engine.build import roc_from_scores
    >>> from core.engine.det import det_curve
    >>> path = det_path(det_curve(roc_from_scores([0.9, 0.7, 0.5, 0.2], [1, 0, 1, 0])))
    >>> path.x.tolist(), path.y.round(4).tolist()
    ([-6.0, 0.0, 0.0], [0.0, 0.0, -6.0])
    """
    x = np.clip(probit(det.fpr[::-1]), -LIMIT, LIMIT)
    y = np.clip(probit(det.fnr[::-1]), -LIMIT, LIMIT)
    if len(x) <= WHOLE_UP_TO:
        return Path(x, y)
    pixel = 2 * LIMIT / OVERVIEW_PIXELS
    # thin() wants both coordinates rising: FNR falls as FPR rises, so its sign is turned.
    window = Window(-LIMIT, LIMIT, -LIMIT, LIMIT, pixel, pixel)
    drawn = thin(x, -y, window)
    return Path(drawn.x, -drawn.y)


def det_point(point) -> tuple[float, float]:
    """Where an :class:`~core.engine.results.OperatingPoint` sits on the DET plot: the
    deviates of its FPR and of its FNR, ``FN / m+``."""
    x, y = np.clip(probit([point.fp / point.n_negative, point.fn / point.n_positive]),
                   -LIMIT, LIMIT)
    return float(x), float(y)
