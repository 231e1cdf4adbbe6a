"""A report's short form shows each interval's ends with the same decimals."""

from core.app.api import report
from tests.core.app.conftest import EXAMPLES


def test_the_short_form_writes_an_intervals_ends_alike():
    r = report(str(EXAMPLES / "three_models.csv"), score="a,b", ci=True)
    assert repr(r) == ("<rocscope Report: a: AUC 0.903571 [0.7684, 1.0387] (n+ 10, n- 14);"
                       " b: AUC 0.75 [0.5469, 0.9531] (n+ 10, n- 14)>")
    tied = report([1, 0, 1, 0], [0.5, 0.5, 0.5, 0.5], ci=True)
    assert repr(tied) == "<rocscope Report: score: AUC 0.5 [0.5, 0.5] (n+ 2, n- 2)>"
