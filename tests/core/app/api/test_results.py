"""A report's short form shows each interval's ends with the same decimals."""

from core.app.api import report
from tests.core.app.conftest import EXAMPLES


def test_the_short_form_writes_an_intervals_ends_alike():
    r = report(str(EXAMPLES / "three_models.csv"), score="a,b", ci=True)
    assert repr(r) == ("<rocscope Report: a: AUC 0.903571 [0.7684, 1.0000] (n+ 10, n- 14);"
                       " b: AUC 0.75 [0.5469, 0.9531] (n+ 10, n- 14)>")
    tied = report([1, 0, 1, 0], [0.5, 0.5, 0.5, 0.5], ci=True)
    assert repr(tied) == "<rocscope Report: score: AUC 0.5 [0.5, 0.5] (n+ 2, n- 2)>"


def test_the_results_are_the_engines_values_and_the_json_their_serialisation():
    from core.engine.best_threshold import BestThreshold
    from core.engine.hull import RocHull
    from core.engine.precision_recall import PrecisionRecall
    from core.engine.results import OperatingPoint

    r = report(str(EXAMPLES / "three_models.csv"), score="a,b", pr=True, best="youden",
               partial_auc=(0.0, 0.3), hull=True, threshold=0.5, ci="bootstrap")
    d = r.to_dict()
    assert type(d) is dict and all(type(m) is dict for m in d["models"])
    for m, j in zip(r.models.values(), d["models"]):
        assert isinstance(m.precision_recall, PrecisionRecall)
        assert m.precision_recall.area == j["precision_recall"]["area"]
        assert isinstance(m.best, BestThreshold) and m.best.value == j["best"]["value"]
        assert isinstance(m.operating_point, OperatingPoint)
        assert (m.operating_point.tp, m.operating_point.fp) == (j["operating_point"]["tp"],
                                                                j["operating_point"]["fp"])
        assert isinstance(m.hull, RocHull)
        assert [[x, y] for x, y in zip(m.hull.fpr, m.hull.tpr)] == j["hull"]["vertices"]
        assert m.partial_auc.standardized == j["partial_auc"]["standardized"]
        # A bootstrap without a seed is drawn once: the typed interval is the JSON's.
        assert (m.ci.low, m.ci.high, m.ci.se) == (j["ci"]["low"], j["ci"]["high"], j["ci"]["se"])
        assert m.pairs.total == j["pairs"]["total"] and m.aucs.best == j["auc"]["best"]
    c, j = r.comparisons[0], d["comparisons"][0]
    assert (c.difference, c.p, c.ci.low, c.ci.high) == (j["difference"], j["p"],
                                                        j["ci"]["low"], j["ci"]["high"])
