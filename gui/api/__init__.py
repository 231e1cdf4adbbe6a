"""rocscope from Python, drawn: :func:`figure` writes (or returns) the figure the
command line's ``--export`` writes, :func:`show` opens the window. Both take the data
and keywords of ``rocscope.report`` (:func:`core.app.api.report`); Qt is imported only
when they are called.
"""

from .figure import Figure, figure
from .live import current_window, show

__all__ = ["Figure", "current_window", "figure", "show"]
