"""The command line's errors and the report's notes in the report's language: an error
is one line (``rocscope: error: ...``, status 2) said in ``--lang`` (else the locale's
language), advice included; the notes of a Chinese text report are said in Chinese.
Without its compiled catalogue, the report is English, with one note."""

from __future__ import annotations

import pytest

from core.app.report import language
from core.app.report.language import Words
from core.app.report.text import notes_lines
from core.phrases import Phrase
from core.resources import I18N

from .conftest import EXAMPLES

EIGHT = EXAMPLES / "eight_samples.csv"


def error_line(run) -> str:
    assert run.status == 2, (run.out, run.err)
    lines = run.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("rocscope: error: "), run.err
    return lines[0]


def test_a_bad_input_is_one_chinese_line_under_lang_zh(rocscope):
    zh = error_line(rocscope(EIGHT, EIGHT, "--report", "text", "--lang", "zh"))
    assert zh == (f"rocscope: error: {EIGHT} 给出了两次（也作为 {str(EIGHT)!r}）：每个文件只给一次")
    en = error_line(rocscope(EIGHT, EIGHT, "--report", "text", "--lang", "en"))
    assert en == f"rocscope: error: {EIGHT} is given twice (as {str(EIGHT)!r} too): each file once"


def test_the_advice_is_said_in_chinese_too(rocscope, tmp_path):
    data = tmp_path / "clicks.csv"
    data.write_text("user,score,y\na,0.9,1\n,0.2,0\nb,0.3,1\n")
    zh = error_line(rocscope(data, "--group", "user", "--report", "text", "--lang", "zh"))
    assert zh.endswith('，列 "user"：缺失值（1 行没有分组）；加上 --drop-missing 即可略去含缺失值的行')
    en = error_line(rocscope(data, "--group", "user", "--report", "text", "--lang", "en"))
    assert en.endswith(', column "user": missing value (1 row has no group); pass'
                       " --drop-missing to leave out rows with missing values")
    # A question is followed by how to answer it, in Chinese.
    asked = error_line(rocscope(EIGHT, "--multiclass", "--report", "json", "--lang", "zh"))
    assert asked == ("rocscope: error: eight_samples.csv：无法判断哪一列是类别：请用 --label 给出"
                     " 'column 1', 'column 2', 'column 3' 之一")


def test_errors_follow_the_locale_unless_a_language_is_asked(rocscope, monkeypatch):
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    line = error_line(rocscope(EIGHT, "--report", "text", "--export", "x.abc"))
    assert line == ("rocscope: error: 无法导出 x.abc：未知的后缀 '.abc'；请用 .png, .svg, .pdf,"
                    " .gif, .csv, .json 之一")
    line = error_line(rocscope(EIGHT, "--report", "text", "--export", "x.abc", "--lang", "en"))
    assert line == ("rocscope: error: cannot export x.abc: unknown suffix '.abc'; use one of"
                    " .png, .svg, .pdf, .gif, .csv, .json")


def test_the_notes_of_a_chinese_report_are_chinese(rocscope):
    files = (EXAMPLES / "model_a.csv", EXAMPLES / "model_b.csv")
    en = rocscope(*files, "--report", "text", "--lang", "en")
    zh = rocscope(*files, "--report", "text", "--lang", "zh")
    assert en.status == zh.status == 0
    assert ("  - model_a.csv:prob and model_b.csv:prob are compared unpaired (labels differ at"
            " data row 1); match rows by an id column to pair them\n") in en.out
    assert ("  - model_a.csv:prob 与 model_b.csv:prob 按非配对比较（数据第 1 行的标记不同）；"
            "按 id 列对应行即可配对\n") in zh.out
    # JSON's notes on stderr stay English whatever the language.
    json_zh = rocscope(*files, "--report", "json", "--lang", "zh")
    assert "rocscope: note: model_a.csv:prob and model_b.csv:prob are compared unpaired" in (
        json_zh.err)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_notes_lines_say_each_note_in_the_words_language(language):
    note = Phrase("{a} and {b} are compared unpaired ({reason})", a="x", b="y",
                  reason=Phrase("{a:,} rows against {b:,}", a=1200, b=1100))
    lines = notes_lines([note, "a plain note"], Words(language))
    if language == "en":
        assert lines == ["notes", "  - x and y are compared unpaired (1,200 rows against 1,100)",
                         "  - a plain note"]
    else:
        assert lines == ["注", "  - x 与 y 按非配对比较（1,200 行对 1,100 行）", "  - a plain note"]


@pytest.fixture
def damaged(tmp_path, monkeypatch):
    """``damaged(how)``: the Chinese catalogue missing (a checkout without ``make``) or
    cut short, for the rest of the test."""

    def damage(how: str) -> None:
        (tmp_path / "zh").mkdir()
        if how == "cut short":
            whole = (I18N / "zh" / "core.qm").read_bytes()
            (tmp_path / "zh" / "core.qm").write_bytes(whole[:len(whole) // 2])
        monkeypatch.setattr(language, "I18N", tmp_path)
        language.catalogue.cache_clear()

    yield damage
    language.catalogue.cache_clear()


@pytest.mark.parametrize("how", ["missing", "cut short"])
def test_without_its_catalogue_the_chinese_report_is_english_with_one_note(rocscope, damaged,
                                                                          how):
    english = rocscope(EIGHT, "--report", "text", "--lang", "en")
    damaged(how)
    chinese = rocscope(EIGHT, "--report", "text", "--lang", "zh")
    assert chinese.status == 0 and chinese.out == english.out
    note, = chinese.err.splitlines()
    assert note.startswith("rocscope: note: the zh translations are "
                           + ("missing" if how == "missing" else "unreadable: "))
    # The note is said once: an error then is one English line.
    failed = rocscope(EIGHT, EIGHT, "--report", "text", "--lang", "zh")
    assert error_line(failed) == (f"rocscope: error: {EIGHT} is given twice (as {str(EIGHT)!r}"
                                  " too): each file once")


def test_the_compiled_catalogue_is_read_whole_and_no_part_of_it_passes_for_it():
    whole = (I18N / "zh" / "core.qm").read_bytes()
    table = language.read_qm(whole)
    assert len(table) > 500 and table[("", "loading was cancelled")] == "已取消读取"
    assert table[("Report", "notes")] == "注"
    for cut in range(0, len(whole), 97):
        with pytest.raises(ValueError):
            language.read_qm(whole[:cut])


@pytest.mark.parametrize(("args", "zh", "en"), [
    (["--nope"], "无法识别的参数：--nope （见 rocscope --help）",
     "unrecognized arguments: --nope (see rocscope --help)"),
    (["--plot", "polar"],
     "参数 --plot：无效的选择：'polar'（可选 'roc', 'pr', 'det'） （见 rocscope --help）",
     "argument --plot: invalid choice: 'polar' (choose from 'roc', 'pr', 'det') (see rocscope --help)"),
    (["--threshold"], "参数 --threshold：需要一个参数 （见 rocscope --help）",
     "argument --threshold: expected one argument (see rocscope --help)"),
    (["--partial-auc", "0"], "参数 --partial-auc：需要 2 个参数 （见 rocscope --help）",
     "argument --partial-auc: expected 2 arguments (see rocscope --help)"),
])
def test_argparse_own_errors_are_said_in_chinese_under_lang_zh(rocscope, args, zh, en):
    assert error_line(rocscope(*args, "--report", "text", "--lang", "zh")) == (
        "rocscope: error: " + zh)
    assert error_line(rocscope(*args, "--report", "text", "--lang=en")) == (
        "rocscope: error: " + en)


def test_help_headings_are_said_in_chinese_under_lang_zh(rocscope):
    zh = rocscope("--lang", "zh", "--help")
    assert zh.status == 0
    assert zh.out.startswith("用法：rocscope [-h] [--score COL]")  # the whole name, none cut
    assert "\n位置参数:\n" in zh.out and "\n选项:\n" in zh.out
    assert "显示此帮助信息并退出" in zh.out
    en = rocscope("--help")
    assert en.out.startswith("usage: rocscope [-h]") and "\noptions:\n" in en.out
