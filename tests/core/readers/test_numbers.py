"""One definition of "looks like a number", used by sniffing, by checking whole columns
in pyarrow, and by comparing labels: the three can never disagree, and they agree with
what pyarrow's CSV parser reads as a float."""

import io
import re

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv
from hypothesis import example, given, settings
from hypothesis import strategies as st

from core.readers.label_values import canonical
from core.readers.numbers import looks_numeric, number_pattern
from tests.tiers import examples

FIELD = st.text(alphabet="0123456789.,eE+- infatyINFATY_", max_size=8)


def parses_as_float(text: str, decimal_comma: bool) -> bool:
    data = ("a\n" + text + "\n").encode()
    options = pacsv.ConvertOptions(column_types={"a": pa.float64()}, null_values=[],
                                   strings_can_be_null=False,
                                   decimal_point="," if decimal_comma else ".")
    try:
        table = pacsv.read_csv(io.BytesIO(data), convert_options=options,
                               parse_options=pacsv.ParseOptions(delimiter=";"))
    except pa.ArrowInvalid:
        return False
    return table.num_rows == 1


@settings(max_examples=examples(300), deadline=None)
@given(FIELD, st.booleans())
@example("1.", False)
@example(".5", False)
@example("+Infinity", False)
@example("1_0", False)
@example("0,5", True)
@example("\u0661", False)  # an Arabic-Indic one: Python's \d matches it, the parser does not
def test_python_re2_and_the_parser_agree(text, decimal_comma):
    matched = pc.match_substring_regex(pa.array([text]), number_pattern(decimal_comma))[0]
    in_python = re.match(number_pattern(decimal_comma), text) is not None
    assert matched.as_py() == in_python
    assert looks_numeric(text, decimal_comma) == (in_python or looks_numeric(text))
    if text.strip() and "\n" not in text:
        assert matched.as_py() == parses_as_float(text, decimal_comma)


def test_in_a_decimal_comma_file_both_marks_look_numeric_to_the_sniffer():
    assert looks_numeric("0,5", decimal_comma=True) and looks_numeric("0.5", decimal_comma=True)
    assert not looks_numeric("0,5")


def test_labels_are_compared_as_numbers_only_when_they_are_numbers():
    assert canonical(" 1.0 ") == "1" and canonical("-1E0") == "-1" and canonical("+1") == "1"
    # Python's float() reads these; the file's parser does not, so neither do labels.
    assert canonical("1_0") == "1_0" and canonical("\u0661") == "\u0661"
    assert canonical("NaN") == "nan" and canonical("-Infinity") == "-inf"
