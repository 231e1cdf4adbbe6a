"""``rocscope.figure`` draws what ``--export`` draws for the same data: the same bytes."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import main
from core.errors import ExportError, InputError
from gui.api import figure

ROOT = Path(__file__).resolve().parents[3]
Y = np.array([1, 0, 1, 1, 0, 0, 1, 0, 1, 0])
A = np.array([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15, 0.9, 0.05])
B = np.array([0.5, 0.4, 0.8, 0.2, 0.3, 0.1, 0.7, 0.6, 0.9, 0.05])


def _cli_export(tmp_path, monkeypatch, target, *args):
    monkeypatch.chdir(tmp_path)
    rows = ["label,a,b"] + [f"{y},{a!r},{b!r}" for y, a, b in zip(Y, A.tolist(), B.tolist())]
    (tmp_path / "data.csv").write_text("\n".join(rows) + "\n")
    assert main.main(["data.csv", "--export", str(target), *args]) == 0
    return target.read_bytes()


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_a_figure_is_the_command_line_export_of_the_same_data(suffix, tmp_path, monkeypatch):
    args = ["--score", "a,b", "--label", "label", "--ties", "worst", "--threshold", "0.5",
            "--hull", "--size", "480x360"]
    expected = _cli_export(tmp_path, monkeypatch, tmp_path / f"cli{suffix}", *args)
    table = pd.DataFrame({"label": Y, "a": A, "b": B})
    fig = figure(table, path=tmp_path / f"api{suffix}", score=["a", "b"], label="label",
                 ties="worst", threshold=0.5, hull=True, size=(480, 360), name="data.csv")
    assert fig.data == expected == (tmp_path / f"api{suffix}").read_bytes()
    assert fig.format == suffix[1:] and fig.path == str(tmp_path / f"api{suffix}")


def test_without_a_path_the_figure_is_for_display(tmp_path, monkeypatch):
    expected = _cli_export(tmp_path, monkeypatch, tmp_path / "cli.png", "--score", "a",
                           "--label", "label", "--plot", "pr", "--size", "300x200")
    fig = figure(Y, {"a": A}, plot="pr", size=(300, 200), name="data.csv")
    assert fig.path is None and fig._repr_png_() == expected
    assert fig._repr_svg_() is None
    assert list(tmp_path.iterdir()) == [tmp_path / "data.csv", tmp_path / "cli.png"]


def test_bad_requests_are_typed_errors_before_anything_is_drawn(tmp_path):
    with pytest.raises(ExportError, match=r"\.csv"):
        figure(Y, A, path=tmp_path / "curve.csv")
    with pytest.raises(ExportError, match="unknown suffix"):
        figure(Y, A, path=tmp_path / "roc.bmp")
    with pytest.raises(InputError, match="size") as caught:
        figure(Y, A, size=(8, 8))
    assert caught.value.option == "size"
    with pytest.raises(InputError, match="plot"):
        figure(Y, A, plot="polar")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("collecting", [True, False])
def test_a_figure_leaves_the_collector_and_standard_output_as_they_were(
        collecting, capsys, monkeypatch):
    from gui.figures import exporting

    stdout = sys.stdout
    seen = []
    export = exporting.export

    def watched(*args, **kwargs):
        seen.append(sys.stdout)
        return export(*args, **kwargs)

    monkeypatch.setattr(exporting, "export", watched)
    was = gc.isenabled()
    (gc.enable if collecting else gc.disable)()
    try:
        figure(Y, A)
        assert gc.isenabled() is collecting
    finally:
        (gc.enable if was else gc.disable)()
    assert seen == [stdout] and sys.stdout is stdout
    assert capsys.readouterr().out == ""  # what the command line says it wrote


def test_every_option_of_the_command_line_is_drawn_from_its_keyword(tmp_path, monkeypatch):
    # group= was no keyword of figure() once; now every option of the command line is.
    clicks = ROOT / "resources" / "examples" / "clicks_by_user.csv"
    monkeypatch.chdir(tmp_path)
    assert main.main([str(clicks), "--group", "user", "--export", "cli.png",
                      "--size", "320x240"]) == 0
    fig = figure(str(clicks), group="user", size=(320, 240))
    assert fig.data == (tmp_path / "cli.png").read_bytes()


def test_a_folder_that_cannot_be_searched_is_an_export_error(tmp_path, monkeypatch):
    import os

    locked = tmp_path / "locked"
    real = os.stat

    def stat(path, *args, **kwargs):  # root ignores permissions: refuse as a locked folder does
        if os.fspath(path).startswith(str(locked)):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, *args, **kwargs)
    monkeypatch.setattr(os, "stat", stat)
    with pytest.raises(ExportError, match="Permission denied"):
        figure(Y, A, path=locked / "sub" / "figure.png", size=(64, 48))


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf", ".gif"])
def test_a_folder_that_cannot_be_written_is_an_export_error(tmp_path, monkeypatch, suffix):
    import tempfile

    def refused(*args, **kwargs):  # root ignores permissions: refuse as a read-only folder does
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(tempfile, "mkstemp", refused)
    target = tmp_path / f"figure{suffix}"
    with pytest.raises(ExportError, match=f"cannot write {target}: Permission denied"):
        figure(Y, A, path=target, size=(64, 48))
    assert list(tmp_path.iterdir()) == []


def test_a_det_figure_with_a_band_request_is_drawn(tmp_path):
    # The DET plot is a plot choice like ROC and PR; the band goes with any plot.
    det = figure(Y, A, path=tmp_path / "det.png", plot="det", size=(300, 300))
    roc = figure(Y, A, path=tmp_path / "roc.png", size=(300, 300), band=True, seed=1)
    assert det.format == roc.format == "png" and det.data != roc.data


@pytest.mark.parametrize(("path", "said"), [
    (5, "path=5: give a file path (str or os.PathLike)"),
    (["roc.png"], "path=['roc.png']: give a file path (str or os.PathLike)"),
    ("roc\0.png", "path='roc\\x00.png': a file name cannot hold a NUL character"),
])
def test_a_path_that_is_no_path_is_an_input_error(path, said):
    # Was a raw TypeError or ValueError from os.fspath or the file system.
    with pytest.raises(InputError) as info:
        figure([1, 0, 1, 0], [0.9, 0.2, 0.6, 0.4], path=path)
    assert str(info.value) == said
