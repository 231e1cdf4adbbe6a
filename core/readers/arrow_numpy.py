"""Arrow arrays to numpy and back, without pyarrow's pandas shim.

pyarrow's ``Array.to_numpy`` and ``pa.array(ndarray)`` import pandas the first time they
run, whenever pandas is installed: a quarter of a second (and some 9,000 page faults)
before a file's first number is used, for nothing the loader needs. Numbers share their
buffer with Arrow here; booleans, stored as bits, are unpacked.

>>> import pyarrow as pa
>>> numpy_of(pa.array([1.5, 2.5, 3.5]).slice(1))
array([2.5, 3.5])
>>> numpy_of(pa.array([True, False, True]))
array([ True, False,  True])
>>> arrow_of(np.array([3, 4])).to_pylist()
[3, 4]
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

_NUMBERS = {
    pa.int8(): np.int8, pa.int16(): np.int16, pa.int32(): np.int32, pa.int64(): np.int64,
    pa.uint8(): np.uint8, pa.uint16(): np.uint16, pa.uint32(): np.uint32,
    pa.uint64(): np.uint64, pa.float16(): np.float16, pa.float32(): np.float32,
    pa.float64(): np.float64,
}


def numpy_of(array: pa.Array, fill=None) -> np.ndarray:
    """The values of a numeric or boolean Arrow array, nulls replaced by ``fill``.

    Without nulls, numbers come as a read-only view of Arrow's buffer; booleans, and
    numbers with nulls, as a new array. Other types (text, dates) go through
    ``to_numpy``, pandas shim and all. (``fill_null`` would not do: it builds its fill
    value with ``pa.scalar``, which imports pandas too.)

    Raises
    ------
    ValueError
        The array has nulls and no ``fill`` is given.
    """
    if array.null_count:
        if fill is None:
            raise ValueError("numpy_of() needs a fill value for an array with nulls")
        values = _values(array).copy()  # null slots hold whatever the buffer holds
        values[_bits(array.is_null())] = fill
        return values
    return _values(array)


def _values(array: pa.Array) -> np.ndarray:
    t = array.type
    n, offset = len(array), array.offset
    if pa.types.is_boolean(t):
        return _bits(array)
    dtype = _NUMBERS.get(t)
    if dtype is None:
        return array.to_numpy(zero_copy_only=False)
    if n == 0 or array.buffers()[1] is None:  # no values, or nulls alone
        return np.zeros(n, dtype=dtype)
    itemsize = np.dtype(dtype).itemsize
    values = np.frombuffer(array.buffers()[1], dtype=dtype, count=n, offset=offset * itemsize)
    values.flags.writeable = False  # Arrow's buffers are shared and never change
    return values


def _bits(array: pa.Array) -> np.ndarray:
    """A boolean array's values (its data bits, whatever its validity)."""
    n, offset = len(array), array.offset
    if n == 0 or array.buffers()[1] is None:
        return np.zeros(n, dtype=bool)
    bits = np.frombuffer(array.buffers()[1], dtype=np.uint8)
    return np.unpackbits(bits, count=offset + n, bitorder="little")[offset:].view(bool)


def arrow_of(values: np.ndarray) -> pa.Array:
    """A 1-D numeric numpy array as an Arrow array sharing its memory (no nulls)."""
    values = np.ascontiguousarray(values)
    return pa.Array.from_buffers(pa.from_numpy_dtype(values.dtype), len(values),
                                 [None, pa.py_buffer(values)])
