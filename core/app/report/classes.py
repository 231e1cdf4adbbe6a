"""The report of K classes (docs/command-line.md): the file, the label column, the
score column of each class and the ``classes`` block; and its text for a person.

>>> from core.app.request import LoadRequest, ModelSource
>>> from core.app.pipeline import load_models
>>> data = (b"y,p_a,p_b,p_c\\na,.6,.3,.1\\nb,.5,.4,.1\\nc,.2,.2,.6\\nb,.4,.3,.3\\n"
...         b"a,.3,.3,.4\\n")
>>> models = load_models(LoadRequest(sources=(ModelSource(data, "three.csv"),),
...                                  multiclass=True))
>>> block = classes_report(class_set(models))["classes"]
>>> block["k"], block["macro_ovo"], block["one_vs_rest"][1]
(3, 0.875, {'class': 'b', 'auc': 0.8333333333333334, 'n_positive': 2, 'n_negative': 3})
"""

from __future__ import annotations

from collections.abc import Sequence

from core.app.pipeline.multiclass import ClassSet, class_of
from core.numbers_text import count_text

from .language import ENGLISH, Words
from .summary import picked, short
from .text_width import aligned, one_line


def class_set(models: Sequence) -> ClassSet | None:
    """The classes the models are the one-vs-rest models of, or None when they are not
    (exactly) such a set."""
    found = [class_of(m) for m in models]
    shared = found[0][0] if found and found[0] is not None else None
    if shared is None or any(f is None or f[0] is not shared for f in found):
        return None
    return shared


def classes_report(shared: ClassSet) -> dict:
    """The report of the K classes ``shared`` (:func:`class_set` of their models):
    ``{"file", "label_column", "n", "score_columns", "classes"}``: ``score_columns``
    maps each class to its score column, ``classes`` is ``{"k", "one_vs_rest":
    [{"class", "auc", "n_positive", "n_negative"}, ...], "macro_ovr", "weighted_ovr",
    "micro_ovr", "macro_ovo", "weighted_ovo"}``."""
    a = shared.averages
    weighted = {} if shared.weights is None else {"weight_column": shared.weight_column}
    return {
        "file": shared.source,
        "label_column": shared.label,
        **weighted,
        "n": shared.n,
        "score_columns": dict(zip(shared.classes, shared.score_columns)),
        "classes": {
            "k": shared.k,
            "one_vs_rest": [{"class": c, "auc": auc, "n_positive": curve.n_positive,
                             "n_negative": curve.n_negative}
                            for c, auc, curve in zip(shared.classes, a.ovr_auc,
                                                     a.one_vs_rest)],
            **picked(a, "macro_ovr", "weighted_ovr", "micro_ovr", "macro_ovo", "weighted_ovo"),
        },
    }


def format_classes_text(report: dict, translate: Words = ENGLISH) -> list[str]:
    """The lines of the K-class report for a person (without notes), in ``translate``'s
    language."""
    c = report["classes"]
    rows = [(translate("Report", "file"), one_line(report["file"])),
            (translate("Report", "classes"), translate(
                "Report", "{k} in {column}, {n} samples").format(
                    k=c["k"], column=repr(report["label_column"]), n=f"{report['n']:,}"))]
    for r in c["one_vs_rest"]:  # aligned pads the label column, class names included
        column = report["score_columns"][r["class"]]
        rows.append(("  " + r["class"], translate(
            "Report", "one-vs-rest AUC {auc}  ({positive} of this class; scores {column})"
        ).format(auc=short(r["auc"], translate), positive=count_text(r["n_positive"]),
                 column=repr(column))))
    rows += [
        (translate("Report", "one-vs-rest"), translate(
            "Report", "macro {macro}  weighted {weighted} (by prevalence)  micro {micro}"
            " (every sample and class as one problem)").format(
                macro=short(c["macro_ovr"], translate),
                weighted=short(c["weighted_ovr"], translate),
                micro=short(c["micro_ovr"], translate))),
    ]
    if "weight_column" in report:  # scikit-learn refuses sample_weight for one-vs-one too
        rows.append((translate("Report", "one-vs-one"), translate(
            "Report", "not computed with case weights ({column}): one-vs-rest only").format(
                column=repr(report["weight_column"]))))
    else:
        rows.append((translate("Report", "one-vs-one"), translate(
            "Report", "macro {macro} (Hand & Till's M)  weighted {weighted} (by the pair's"
            " share of samples)").format(macro=short(c["macro_ovo"], translate),
                                         weighted=short(c["weighted_ovo"], translate))))
    return aligned(rows, translate)
