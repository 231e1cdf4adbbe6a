"""Arrow to numpy without pyarrow's pandas shim: the same values as ``to_numpy``."""

import subprocess
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.readers.arrow_numpy import _NUMBERS, arrow_of, numpy_of

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("arrow_type", list(_NUMBERS), ids=str)
@pytest.mark.parametrize("start", [0, 1, 3])
def test_numbers_are_views_with_to_numpys_values(arrow_type, start):
    array = pa.array(np.arange(9) % 5, type=arrow_type).slice(start)
    values = numpy_of(array)
    assert values.dtype == array.to_numpy().dtype
    assert values.tolist() == array.to_numpy().tolist()
    assert not values.flags.writeable
    assert values.ctypes.data == array.buffers()[1].address + start * values.itemsize


@given(st.lists(st.booleans(), max_size=70), st.integers(0, 20))
def test_booleans_unpack_from_any_offset(bits, start):
    array = pa.array(bits, type=pa.bool_()).slice(start)
    assert numpy_of(array).tolist() == bits[start:]
    assert numpy_of(array).dtype == bool


def test_empty_arrays_keep_their_type():
    assert numpy_of(pa.array([], type=pa.float64())).dtype == np.float64
    assert numpy_of(pa.array([], type=pa.bool_())).dtype == bool


@given(st.lists(st.one_of(st.none(), st.integers(-9, 9)), max_size=40), st.integers(0, 9))
def test_nulls_take_the_fill_value_like_fill_null(values, start):
    array = pa.array(values, type=pa.int32()).slice(start)
    assert numpy_of(array, fill=-1).tolist() == array.fill_null(-1).to_pylist()
    flags = pa.array([None if v is None else v > 0 for v in values], type=pa.bool_())
    assert numpy_of(flags.slice(start), fill=True).tolist() == (
        flags.slice(start).fill_null(True).to_pylist())


def test_nulls_without_a_fill_value_are_refused():
    with pytest.raises(ValueError, match="needs a fill value"):
        numpy_of(pa.array([1.0, None]))
    assert numpy_of(pa.nulls(3, pa.float64()), fill=0.5).tolist() == [0.5, 0.5, 0.5]


def test_text_goes_through_to_numpy():
    assert numpy_of(pa.array(["a", "b"])).tolist() == ["a", "b"]


def test_arrow_of_shares_the_arrays_memory():
    values = np.array([0.25, 0.5, 0.75])
    array = arrow_of(values)
    assert array.type == pa.float64() and array.to_pylist() == [0.25, 0.5, 0.75]
    assert array.buffers()[1].address == values.ctypes.data


def test_loading_a_file_and_building_its_curve_imports_no_pandas():
    pytest.importorskip("pandas")  # the shim imports it only when it is installed
    code = ("import sys; from core.readers.loading import load;"
            " d = load(b'id,score,label\\n1,0.9,yes\\n2,0.4,no\\n3,0.6,yes\\n4,,no\\n',"
            " name='d.csv', drop_missing=True); d.curve(); d.scores;"
            " d2 = load(b's,l\\n0.5,1\\n0.4,0\\n,1\\n', name='e.csv', drop_missing=True);"
            " d2.curve(); load(b's,l\\n0.5,true\\n0.4,false\\n', name='b.csv').curve();"
            " print('pandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
