"""Reading into memory takes one file: a folder or a glob asked of it is a typed error
that names the engine reading such a source."""

import shutil

import pytest

from core.app.pipeline import load_models
from core.app.request import LoadRequest, ModelSource
from core.errors import EngineNeededError
from tests.core.app.conftest import EXAMPLES


@pytest.fixture
def folder(tmp_path):
    shutil.copy(EXAMPLES / "three_models.csv", tmp_path / "three_models.csv")
    return tmp_path


@pytest.mark.parametrize(("given", "kind"), [("{}", "folder"), ("{}/*.csv", "glob")])
def test_many_files_in_memory_is_a_typed_error(folder, given, kind):
    path = given.format(folder)
    request = LoadRequest(sources=(ModelSource(path),), scores=("a",), engine="memory")
    with pytest.raises(EngineNeededError) as caught:
        load_models(request)
    error = caught.value
    assert (error.option, error.kind, error.engine, error.path) == (
        "engine", kind, "duckdb", path)
    assert "--engine" not in str(error)  # core names no flag; each front end words it
