"""Whatever bytes come in, the loader returns data or raises a RocscopeError."""

import gzip

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.app.report.summary import summary
from core.app.report.text import model_lines
from core.errors import LoadError, SingleClassError
from core.readers.loading import load
from tests.tiers import examples

FIELD_CHARS = "0123456789.-+eEnaiNfy,;\t \"\r\nxs\u00e9\ufeffTY?"
FUZZ = settings(max_examples=examples(150), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def survives(data: bytes, **options) -> None:
    """Data, or an error that names the file (the engine's own errors do not)."""
    try:
        loaded = load(data, name="fuzz.csv", **options)
        curve = loaded.curve()
        s = summary(loaded, curve, threshold=0.5)
        model_lines(s, loaded)
    except (LoadError, SingleClassError) as error:
        assert str(error).startswith("fuzz.csv"), str(error)
        return
    assert len(loaded.scores) == curve.n_samples or loaded.selection.counts is not None


@FUZZ
@given(st.binary(max_size=600))
def test_arbitrary_bytes(data):
    survives(data)


@FUZZ
@given(st.text(alphabet=FIELD_CHARS, max_size=400))
def test_arbitrary_csv_like_text(text):
    survives(text.encode("utf-8"))


@FUZZ
@given(st.text(alphabet=FIELD_CHARS, max_size=300), st.booleans())
def test_arbitrary_text_under_a_header_with_choices(text, drop):
    survives(b"id,score,label\n" + text.encode("utf-8"), drop_missing=drop)
    survives(b"score,pos,neg\n" + text.encode("utf-8"), counts=("pos", "neg"))


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(["0.5", "1", "-2", "", "nan", "inf", "x", "1e3",
                                           "0,5", " "]),
                          st.sampled_from(["1", "0", "+", "-", "", "yes", "?", "True",
                                           "FALSE", " no "])),
                min_size=0, max_size=30),
       st.sampled_from([",", "\t", ";", "  "]))
def test_arbitrary_tables(rows, delimiter):
    text = "".join(f"{s}{delimiter}{y}\n" for s, y in rows)
    survives(("score" + delimiter + "label\n" + text).encode())
    survives(gzip.compress(text.encode()))


COUNTS = ["0", "1", "3.0", "2.5", "-1", "", "x", "nan", "inf", "-inf", "1e19", "1e300",
          "9223372036854775807", "9223372036854775808", "4611686018427387904"]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(["0.5", "1", "0.25", "x", ""]),
                          st.sampled_from(COUNTS), st.sampled_from(COUNTS)),
                min_size=0, max_size=12),
       st.sampled_from([",", ";"]), st.sampled_from(["\n", "\r\n", "\r"]), st.booleans())
def test_arbitrary_aggregated_rows(rows, delimiter, newline, drop):
    text = "".join(f"{s}{delimiter}{p}{delimiter}{n}{newline}" for s, p, n in rows)
    header = f"score{delimiter}pos{delimiter}neg{newline}"
    survives((header + text).encode(), counts=("pos", "neg"), drop_missing=drop)
    survives(((" " + newline) + header + text).encode(), drop_missing=drop)


@FUZZ
@given(st.binary(max_size=300))
def test_arbitrary_bytes_behind_magic_numbers(tail):
    for magic in (b"PAR1", b"ARROW1\x00\x00", b"FEA1", b"\xff\xff\xff\xff", b"\x1f\x8b"):
        survives(magic + tail)
