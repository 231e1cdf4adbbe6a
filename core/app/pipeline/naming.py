"""What models are called, and the notes their loading left.

A model is called by its score column (a one-vs-rest model by its class); where that
name is not unique among the models shown together, by ``file:column`` (the file's base
name, or its path as given when two files share a base name). The command line and the
window name the same models alike.

>>> from core.readers.examples import embedded_example
>>> from core.app.pipeline.model import model_of
>>> one = model_of(embedded_example())
>>> model_names([one])
['column 2']
"""

from __future__ import annotations

from collections.abc import Sequence

from core.phrases import Phrase


def model_names(models: Sequence) -> list[str]:
    """Each model's name (``models``: :class:`~core.app.pipeline.model.LoadedModel`)."""
    datas = [m.data for m in models]
    columns = [m.strata.classes.name_of(m.strata.class_index)
               if m.strata is not None and m.strata.classes is not None else d.selection.score
               for m, d in zip(models, datas)]
    names = []
    for d, column in zip(datas, columns):
        if columns.count(column) == 1:
            names.append(column)
            continue
        same_short = {id(o.dataset) for o in datas if o.dataset.short_name == d.dataset.short_name}
        where = d.dataset.short_name if len(same_short) == 1 else d.dataset.source
        names.append(f"{where}:{column}")
    # The same column of the same file twice (two loads of one file): number them.
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        if names.count(name) > 1:
            seen[name] = seen.get(name, 0) + 1
            if seen[name] > 1:
                names[i] = f"{name} ({seen[name]})"
    return names


def model_notes(models: Sequence) -> tuple[str, ...]:
    """Every model's notes, each once; prefixed with the file when there are several."""
    files = {id(m.data.dataset) for m in models}
    out: list[str] = []
    for m in models:
        for note in m.data.notes + (m.strata.notes if m.strata is not None else ()):
            text = note if len(files) == 1 else Phrase("{file}: {note}",
                                                       file=m.data.dataset.short_name, note=note)
            if text not in out:
                out.append(text)
    return tuple(out)
