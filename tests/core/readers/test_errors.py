"""Bad input gets a LoadError naming the file, the line an editor shows, the column and
the value; nothing else ever escapes."""

import gzip
import os

import pyarrow as pa
import pytest

from core.app.cli.advice import command_line_message
from core.app.report.summary import summary
from core.errors import (
    ChoiceNeededError,
    ColumnKindError,
    LoadError,
    MissingValueError,
    RocscopeError,
    SingleClassError,
    UnknownColumnError,
)
from core.readers.loading import load
from tests.core.readers.helpers import ERRORS, FORMATS, write_parquet


def fails(path_or_bytes, **options) -> LoadError:
    with pytest.raises(LoadError) as info:
        load(path_or_bytes, **options)
    return info.value


@pytest.mark.parametrize(("name", "line", "column", "value", "words"), [
    ("not_a_number.csv", 5, "score", "n/a", "'n/a' is not a number"),
    ("nan_score.csv", 5, "score", "NaN", "'NaN' is not a number (NaN counts as a missing"),
    ("inf_score.csv", 4, "score", "inf", "'inf' is not a finite number"),
    ("missing_score.csv", 3, "score", "", "missing value"),
    ("missing_label.csv", 5, "label", "", "missing label"),
    ("unknown_label.csv", 5, "label", "?", "'?' is not a label like the others (+/-)"),
    ("negative_count.csv", 4, "positives", "-1", "counts cannot be negative"),
    ("fractional_count.csv", 3, "negatives", "1.5", "counts are whole numbers"),
    ("quoted_newline_then_bad.csv", 5, "score", "oops", "'oops' is not a number"),
    ("infinite_count.csv", 3, "positives", "inf", "counts must be finite"),
    ("decimal_comma_word.csv", 4, "score", "x", "'x' is not a number"),
    ("blank_first_line.csv", 5, "score", "bad", "'bad' is not a number"),
    ("stray_mixed_case_label.csv", 4, "label", "?", "'?' is not a label like the others"),
])
def test_a_bad_value_is_named_by_file_line_column_and_value(name, line, column, value, words):
    error = fails(ERRORS / name)
    assert str(error).startswith(f'{name} line {line}, column "{column}": ')
    assert words in str(error)
    assert (error.line, error.column, error.value) == (line, column, value)
    assert error.path.endswith(name)
    assert "--" not in str(error)  # core names no command-line flag
    assert (error.option == "drop_missing") == isinstance(error, MissingValueError)


def test_old_mac_line_ends_are_lines_too():
    assert load(b"score,label\r0.5,1\r0.4,0\r").labels.tolist() == [True, False]
    assert fails(b"score,label\r0.5,1\rzz,0\r0.3,1\r").line == 3


def test_the_brief_s_example_message_exactly():
    error = fails(ERRORS / "not_a_number.csv")
    assert str(error) == 'not_a_number.csv line 5, column "score": \'n/a\' is not a number'


def test_a_ragged_row_is_named_by_line():
    error = fails(ERRORS / "ragged.csv")
    assert str(error) == "ragged.csv line 4: 2 fields where the header (line 1) has 3: 'c,0.7'"
    assert error.line == 4


@pytest.mark.parametrize(("name", "words"), [
    ("empty.csv", "empty.csv is empty"),
    ("blank.csv", "blank.csv holds only blank lines"),
    ("header_only.csv", "header_only.csv has a header (line 1: 'score,label') but no data rows"),
    ("utf16.csv", "utf16.csv is UTF-16 text; rocscope reads UTF-8: save it as UTF-8"),
])
def test_files_without_usable_rows(name, words):
    assert words in str(fails(ERRORS / name))


def test_latin1_bytes_are_named_by_line_and_column():
    error = fails(ERRORS / "latin1.csv")
    assert str(error).startswith('latin1.csv line 3, column "label": b\'n\\xe9gatif\' is not'
                                 " UTF-8 text")
    assert "save the file as UTF-8" in str(error)


def test_latin1_bytes_far_beyond_the_sniffed_prefix(tmp_path):
    path = tmp_path / "late.csv"
    path.write_bytes(b"score,label\n" + b"0.5,positif\n" * 30_000 + b"0.8,n\xe9gatif\n")
    error = fails(path)
    assert error.line == 30_002 and error.column == "label"


def test_a_bad_value_far_down_a_large_file(tmp_path):
    path = tmp_path / "deep.csv"
    body = b"".join(b"%d,0.%d,%d\r\n" % (i, i % 97, i % 2) for i in range(200_000))
    path.write_bytes(b"id,score,label\r\n\r\n" + body + b"200000,oops,1\r\n")
    error = fails(path)
    assert error.line == 200_003 and error.value == "oops"


def test_a_ragged_row_far_down_a_quoted_file(tmp_path):
    path = tmp_path / "deep_quoted.csv"
    body = b"".join(b'"%d","a\nb",0.5,1\n' % i for i in range(50_000))
    path.write_bytes(b"id,note,score,label\n" + body + b"x,y\n")
    error = fails(path)
    assert error.line == 2 + 2 * 50_000


def test_binary_garbage(tmp_path):
    path = tmp_path / "garbage.bin"
    path.write_bytes(os.urandom(4096) + b"\x00" * 16)
    assert "holds binary data" in str(fails(path))


def test_a_broken_parquet_file(tmp_path):
    path = tmp_path / "broken.parquet"
    path.write_bytes(b"PAR1" + os.urandom(200))
    assert "broken.parquet: cannot read it as Parquet" in str(fails(path))


def test_a_broken_gzip_file(tmp_path):
    path = tmp_path / "broken.csv.gz"
    path.write_bytes(gzip.compress((FORMATS / "header.csv").read_bytes())[:30])
    assert "broken.csv.gz" in str(fails(path))


def test_a_folder_and_a_missing_path(tmp_path):
    assert str(fails(tmp_path)) == f"{tmp_path} is a folder, not a file"
    missing = tmp_path / "nope.csv"
    assert str(fails(missing)) == f"{missing}: no such file"
    assert "no such file" in str(fails(tmp_path / "nope.csv" / "deeper.csv"))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="root reads any file whatever its mode")
def test_permission_denied_for_real(tmp_path):
    path = tmp_path / "secret.csv"
    path.write_bytes((FORMATS / "header.csv").read_bytes())
    path.chmod(0)
    assert "permission denied" in str(fails(path))


def test_permission_denied(tmp_path, monkeypatch):
    path = tmp_path / "secret.csv"
    path.write_bytes((FORMATS / "header.csv").read_bytes())
    real_open = open

    def refuse(file, *args, **kwargs):
        if str(file) == str(path):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", refuse)
    assert str(fails(path)) == f"{path}: permission denied"


def test_single_class_loads_but_the_report_explains():
    data = load(ERRORS / "single_class.csv")
    assert data.labels.all()
    curve = data.curve()
    assert curve.n_positive == 3
    with pytest.raises(SingleClassError) as info:
        summary(data, curve)
    assert str(info.value) == ("single_class.csv: ROC analysis needs both classes, but all 3"
                               " samples are positive (every label in column 'label' is '1')")


def test_a_single_sample_of_one_class_is_the_only_one(tmp_path):
    path = tmp_path / "one.csv"
    path.write_text("score,label\n0.4,0\n")
    data = load(path, positive="1")
    with pytest.raises(SingleClassError) as info:
        summary(data, data.curve())
    assert str(info.value) == ("one.csv: ROC analysis needs both classes, but the only sample"
                               " is negative (no label in column 'label' is '1')")


def test_a_positive_value_absent_from_the_column_lists_the_values_present():
    error = fails(FORMATS / "header.csv", positive="yes")
    assert str(error) == ("header.csv: no label in column 'label' is 'yes'; the values there"
                          " are '+', '-'")


def test_an_unknown_column_lists_the_columns():
    with pytest.raises(UnknownColumnError) as info:
        load(FORMATS / "header.csv", score="scores")
    error = info.value
    assert str(error) == ("header.csv has no column 'scores' for the scores; its columns are"
                          " 'id', 'score', 'label'")
    assert error.candidates == {"score": ["id", "score", "label"]}
    assert (error.option, error.column) == ("score", "scores")
    assert command_line_message(error) == ("header.csv has no column 'scores' for --score;"
                                           " its columns are 'id', 'score', 'label'")


def test_a_text_column_chosen_as_score_names_its_first_word():
    error = fails(FORMATS / "header.csv", score="id")
    assert str(error) == 'header.csv line 2, column "id": \'s1\' is not a number'
    assert isinstance(error, ColumnKindError)
    assert (error.option, error.kind, error.line, error.value) == ("score", "text", 2, "s1")
    assert command_line_message(error) == (
        'header.csv line 2, column "id": \'s1\' is not a number; --score needs a column of'
        " numbers, and this one holds text")


def test_a_label_column_chosen_as_score_is_refused_before_any_guess():
    # Not a question about which other column holds the labels.
    error = fails(FORMATS / "seed.csv", score="3")
    assert str(error) == 'seed.csv line 1, column "column 3": \'+\' is not a number'
    assert not isinstance(error, ChoiceNeededError)


def test_errors_in_parquet_files_name_the_row(tmp_path):
    table = pa.table({"score": [0.5, 0.4, float("inf")], "label": [1, 0, 1]})
    error = fails(write_parquet(tmp_path / "inf.parquet", table))
    assert str(error) == 'inf.parquet row 3, column "score": \'inf\' is not a finite number;' \
                         " scores must be finite"
    table = pa.table({"score": [0.5, None, 0.3], "label": [1, 0, 1]})
    error = fails(write_parquet(tmp_path / "gap.parquet", table))
    assert str(error).startswith('gap.parquet row 2, column "score": missing value')


def test_the_first_problem_in_the_file_is_reported_whatever_its_column():
    error = fails(b"score,label\n0.5,1\n0.4,\nn/a,0\n", name="two.csv")
    assert error.line == 3 and error.column == "label"


def test_drop_missing_drops_and_says_how_many():
    data = load(ERRORS / "missing_score.csv", drop_missing=True)
    assert data.dropped_rows == 1
    assert data.scores.tolist() == [0.9, 0.3, 0.2]
    assert data.notes[-1] == ("dropped 1 of 4 rows with a missing value, as asked;"
                              " the first is line 3")
    nan = load(ERRORS / "nan_score.csv", drop_missing=True)
    assert nan.dropped_rows == 1 and nan.labels.tolist() == [True, False, False]
    label = load(ERRORS / "missing_label.csv", drop_missing=True)
    assert label.dropped_rows == 1 and len(label.scores) == 4


def test_drop_missing_does_not_hide_bad_values():
    assert fails(ERRORS / "inf_score.csv", drop_missing=True).line == 4
    assert fails(ERRORS / "not_a_number.csv", drop_missing=True).line == 5


def test_nothing_left_after_dropping():
    error = fails(b"score,label\n,1\n,0\n0.5,\n", name="holes.csv", drop_missing=True)
    assert "nothing is left" in str(error)


@pytest.mark.parametrize("name", sorted(p.name for p in ERRORS.iterdir()
                                        if p.name != "single_class.csv"))
def test_every_bad_file_fails_with_a_load_error_that_names_it(name):
    # Whatever is wrong, the caller catches one type and shows a message about the file.
    try:
        load(ERRORS / name)
    except RocscopeError as error:
        assert isinstance(error, LoadError), type(error)
        assert str(error).startswith(name) and error.path.endswith(name)
        assert "\n" not in str(error)
    else:
        pytest.fail(f"{name} loaded")


def test_the_drop_note_calls_a_parquet_row_a_row_as_errors_do(tmp_path):
    table = pa.table({"score": [0.5, None, 0.3], "label": [1, 0, 1]})
    data = load(write_parquet(tmp_path / "gap.parquet", table), drop_missing=True)
    assert data.notes[-1].endswith("the first is row 2")


def test_a_nan_label_is_missing_not_negative():
    error = fails(b"score,y\n0.5,1.0\n0.4,nan\n0.3,0.0\n", name="nan_label.csv")
    assert (error.line, error.column) == (3, "y") and "missing label" in str(error)
    data = load(b"score,y\n0.5,1.0\n0.4,nan\n0.3,0.0\n", drop_missing=True)
    assert data.labels.tolist() == [True, False] and data.dropped_rows == 1


@pytest.mark.skipif(not os.path.exists("/proc/cpuinfo"), reason="Linux's /proc")
@pytest.mark.parametrize("path", ["/proc/cpuinfo", "/proc/self/status"])
def test_a_file_whose_size_reads_zero_is_read_not_called_empty(path):
    # /proc's files state a size of 0 and hold text: what they hold is judged.
    message = str(fails(path))
    assert "is empty" not in message
    assert message.startswith(os.path.basename(path) + " line ")


def test_an_empty_file_is_still_empty(tmp_path):
    path = tmp_path / "none.csv"
    path.write_bytes(b"")
    assert str(fails(path)).startswith("none.csv is empty")
