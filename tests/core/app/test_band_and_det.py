"""The confidence band and the DET table from the command line and Python: the same
numbers in ``--report json``, ``rocscope.report(band=True)`` and ``r.model.det`` (the
window's are checked against Python's in tests/gui/views), equal to scikit-learn's
``det_curve``; ``--seed`` repeats the band; the text report lists it as a table."""

import numpy as np
import pytest
from sklearn.metrics import det_curve

from core.app.api import report
from core.errors import InputError

SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
LABELS = [1, 0, 1, 1, 0, 0, 1, 0]


@pytest.fixture
def eight(tmp_path):
    data = tmp_path / "eight.csv"
    data.write_text("score,label\n" + "".join(f"{s},{y}\n" for s, y in zip(SCORES, LABELS)))
    return str(data)


def test_the_command_line_prints_pythons_band(rocscope, eight):
    printed = rocscope(eight, "--band", "--seed", "11", "--bootstraps", "400",
                       "--report", "json").json()
    python = report(eight, band=True, seed=11, bootstraps=400)
    band = python.model.confidence_band
    assert printed["confidence_band"] == python.to_dict()["confidence_band"]
    assert printed["confidence_band"]["high"] == band.high.tolist()
    assert printed["confidence_band"]["specificity"] == [i / 10 for i in range(11)]
    assert (band.low <= band.median).all() and (band.median <= band.high).all()
    again = report(eight, band=True, seed=11, bootstraps=400).model.confidence_band
    assert again.low.tolist() == band.low.tolist()


def test_a_finer_grid_and_the_text_table(rocscope, eight):
    out = rocscope(eight, "--band", "--band-step", "0.05", "--seed", "1", "--report", "text")
    assert out.status == 0, out.err
    lines = out.out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("confidence band"))
    assert "95%" in lines[start] and "2,000 resamples" in lines[start]
    assert lines[start + 1].split() == ["specificity", "sensitivity", "low", "median", "high"]
    assert [line.split()[0] for line in lines[start + 2:start + 23]][:3] == ["0", "0.05", "0.1"]
    band = report(eight, band=True, band_step=0.05, seed=1).model.confidence_band
    assert len(band) == 21
    assert lines[start + 2 + 20].split()[1:] == [f"{v:.4f}" for v in (
        band.sensitivity[20], band.low[20], band.median[20], band.high[20])]


def test_the_band_options_are_refused_alone_or_out_of_range(eight):
    with pytest.raises(InputError) as alone:
        report(eight, seed=1)
    assert alone.value.option == "seed" and "band" in str(alone.value)
    with pytest.raises(InputError) as step:
        report(eight, band=True, band_step=0.3)
    assert step.value.option == "band_step"


def test_r_model_det_is_sklearns(eight):
    det = report(eight).model.det
    fpr, fnr, thresholds = det_curve(LABELS, SCORES)
    assert det.thresholds.tolist() == thresholds.tolist()
    assert det.fpr.tolist() == fpr.tolist() and det.fnr.tolist() == fnr.tolist()
    in_memory = report(LABELS, SCORES).model.det
    assert np.array_equal(in_memory.fnr, det.fnr)


def test_det_from_duckdb_is_the_same_table(eight):
    pytest.importorskip("duckdb")
    det = report(eight, engine="duckdb").model.det
    fpr, fnr, thresholds = det_curve(LABELS, SCORES)
    assert det.thresholds.tolist() == thresholds.tolist() and det.fnr.tolist() == fnr.tolist()


def test_plot_det_exports_the_det_table_as_csv(eight, tmp_path, capsys):
    from core.app.cli.parser import parse_args
    from core.app.output.export import run_export
    from core.app.request import Request

    det, vertices = tmp_path / "det.csv", tmp_path / "roc.csv"
    for path, more in ((det, ["--plot", "det"]), (vertices, [])):
        request = Request.from_options(parse_args([eight, "--export", str(path), *more]),
                                       flags=True)
        assert run_export(request, draw=None) == 0
    lines = det.read_text().splitlines()
    assert lines[0] == "threshold,fpr,fnr"
    fpr, fnr, thresholds = det_curve(LABELS, SCORES)
    rows = [tuple(map(float, line.split(","))) for line in lines[1:]]
    assert rows == list(zip(thresholds.tolist(), fpr.tolist(), fnr.tolist()))
    assert vertices.read_text().splitlines()[0].startswith("threshold,tp,fp")
