"""Reading one data set of a request into a table, the one way every model is read."""

from __future__ import annotations

from core.app.request import LoadRequest, ModelSource
from core.readers.dataset import Dataset
from core.readers.loading import read_dataset
from core.readers.pipe_input import read_stream
from core.readers.selected import read_selected

from .prefetch import take


def dataset_of(src: ModelSource, request: LoadRequest, progress=None, cancelled=None
               ) -> Dataset:
    """The table of one data set: the one given already, the one a prefetch started,
    or read now (only the columns the request needs, for a big text file whose first
    lines settle them; every column when the request asks to choose)."""
    if src.dataset is not None and not (request.choose and src.dataset.partial):
        return src.dataset
    source = src.source
    if hasattr(source, "read"):  # a stream: standard input
        source = read_stream(source, src.label, cancelled=cancelled)
    if request.choose:  # every column, whatever the size: the user picks among them
        return read_dataset(source if src.dataset is None else src.dataset.source,
                            name=src.name, progress=progress, cancelled=cancelled)
    started = take(source)  # read already while the window was being made
    if started is not None:
        started.follow(progress, cancelled)
        return started.result()
    return read_selected(source, name=src.name, scores=request.scores, label=request.label,
                         positive=request.positive, counts=request.counts,
                         also=request.extra_columns, progress=progress,
                         cancelled=cancelled)
