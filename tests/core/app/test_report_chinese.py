"""The text report in Chinese (``--lang zh``, or a Chinese locale): the book's terms and
formula numbers, the same numbers as in English, columns aligned by the width a
terminal shows, and JSON that no language touches."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from unicodedata import east_asian_width

import pytest

from core.app.report.language import Words
from core.app.report.summary import direction_note

from .conftest import EXAMPLES, ROOT

EIGHT = EXAMPLES / "eight_samples.csv"

#: The eight samples of the book, every line before the loader's notes (which come from
#: core/readers and stay English).
EIGHT_SAMPLES_ZH = f"""\
文件             {EIGHT}
引擎             内存
分数             第 2 列
标记             第 3 列，正例为 '+'
样例             8：正例 4，反例 4
并列块           7 个不同分数，其中 1 个同时含正例和反例
样例对           16：正序 10，并列 1，逆序 5
AUC 平均         0.65625 = 21/32  <- 并列排序
AUC 最好 (l1)    0.6875 = 11/16
AUC 最坏 (l2)    0.625 = 5/8
排序损失 ℓ_rank  0.34375 = 11/32  （= 1 - AUC 平均；式 (2.21)、(2.22)）
AUC 平均的五个公式（结果全部一致）
  梯形求和 (2.20)                   0.65625 = 21/32
  1 - 排序损失 ℓ_rank (2.21, 2.22)  0.65625 = 21/32
  Mann-Whitney 秩和                 0.65625 = 21/32
  按分数分组                        0.65625 = 21/32
  样例对概率                        0.65625 = 21/32
注
"""

#: Commands whose Chinese reports are checked line by line: every part of the report.
COMMANDS = {
    "one model, every option": (EIGHT, "--threshold", "0.5", "--ci", "--pr", "--best",
                                "youden", "--partial-auc", "0", "0.2", "--hull"),
    "the curve's two ends": (EIGHT, "--threshold", "inf", "--best", "cost",
                            "--cost-ratio", "2"),
    "everything positive": (EIGHT, "--threshold", "-inf", "--best", "closest"),
    "three models": (EXAMPLES / "three_models.csv", "--score", "a,b,c", "--ci"),
    "two files unpaired": (EXAMPLES / "model_a.csv", EXAMPLES / "model_b.csv"),
    "groups": (EXAMPLES / "clicks_by_user.csv", "--group", "user"),
    "folds": (EXAMPLES / "cv_folds.csv", "--fold", "fold", "--score", "score", "--label",
              "label"),
    "classes": (EXAMPLES / "three_classes.csv", "--multiclass"),
    "counts, the other way": (EXAMPLES / "five_clicks_aggregated.csv", "--counts",
                              "noclick", "click"),
}

#: What a line may hold in any language: numbers, symbols and these tokens.
TOKENS = {"AUC", "ROC", "DeLong", "PR", "TP", "FP", "TN", "FN", "F1", "vs", "inf",
          "memory", "csv", "Mann", "Whitney", "McClish", "Hand", "Till", "GAUC", "ddof",
          "pROC", "TPR", "FPR", "SD", "AP"}


def is_wide(ch: str) -> bool:
    return east_asian_width(ch) in ("W", "F")


def columns(text: str) -> int:
    return sum(2 if is_wide(ch) else 1 for ch in text)


def english_words(line: str) -> list[str]:
    """The words of ``line`` that would be English left untranslated: runs of three or
    more letters that are not tokens, outside quoted names and file paths."""
    line = re.sub(r"'[^']*'", "", line)  # column names, values from the data
    line = re.sub(r"\S*/\S*", "", line)  # file paths, fractions
    return [w for w in re.findall(r"[A-Za-z]{3,}", line) if w not in TOKENS]


def report(rocscope, *args) -> str:
    run = rocscope(*args, "--report", "text")
    assert run.status == 0, run.err
    return run.out


def test_the_eight_samples_read_as_the_book_writes_them(rocscope):
    out = report(rocscope, EIGHT, "--lang", "zh")
    assert out.startswith(EIGHT_SAMPLES_ZH)
    for term in ("正例", "反例", "并列块", "排序损失 ℓ_rank", "(2.20)", "(2.21, 2.22)",
                 "AUC 平均         0.65625 = 21/32", "0.6875 = 11/16", "0.625 = 5/8",
                 "0.34375 = 11/32"):
        assert term in out


def test_operating_point_and_best_threshold_use_the_books_terms(rocscope):
    out = report(rocscope, *COMMANDS["one model, every option"], "--lang", "zh")
    for term in ("阈值", "混淆矩阵", "真正例率 0.5", "假正例率 0.25", "查准率 0.666667",
                 "TP 2  FP 1  TN 3  FN 2", "最佳阈值", "约登指数 J", "置信区间", "平均查准率",
                 "凸包", "部分 AUC"):
        assert term in out, term


@pytest.mark.parametrize("name", COMMANDS)
def test_no_english_sentence_is_left_in_chinese(rocscope, name):
    args = COMMANDS[name]
    zh = report(rocscope, *args, "--lang", "zh").splitlines()
    en = report(rocscope, *args, "--lang", "en").splitlines()
    assert len(zh) == len(en)
    # Notes are core's (core/readers, core/app/pipeline), said through their
    # translations: one that reads word for word as in English is not the report's.
    theirs = {line for line in en if line.startswith("  - ")}
    for line in zh:
        if line in theirs:
            continue
        if not any(is_wide(ch) for ch in line):
            assert english_words(line) == [], line


def value_column(line: str) -> int:
    """The terminal column a row's value starts at: past its label (words one space
    apart) and the spaces after it."""
    return columns(re.match(r"\s*\S+(?: \S+)*? {2,}", line).group(0))


@pytest.mark.parametrize("name", ["one model, every option", "groups", "folds", "classes"])
def test_values_line_up_by_the_columns_a_terminal_shows(rocscope, name):
    lines = report(rocscope, *COMMANDS[name], "--lang", "zh").splitlines()
    head = "AUC 平均的五个公式（结果全部一致）"
    end = lines.index(head) if head in lines else len(lines)
    rows, formulas = lines[:end], lines[end + 1:end + 6]
    assert len({value_column(r) for r in rows}) == 1, rows
    assert len({value_column(f) for f in formulas}) <= 1, formulas
    if name == "one model, every option":  # "AUC 平均的 95% 置信区间" is 23 columns wide
        assert value_column(rows[0]) == 25


def test_english_is_the_default_and_asked_for_alike(rocscope):
    default = report(rocscope, EIGHT)
    assert report(rocscope, EIGHT, "--lang", "en") == default
    assert "AUC average  0.65625 = 21/32  <- tie ordering\n" in default
    assert "  trapezoids (2.20)           0.65625 = 21/32\n" in default
    assert not any(is_wide(ch) for ch in default)


def test_a_chinese_locale_chooses_chinese_unless_english_is_asked(rocscope, monkeypatch):
    english = report(rocscope, EIGHT)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert report(rocscope, EIGHT).startswith(EIGHT_SAMPLES_ZH)
    assert report(rocscope, EIGHT, "--lang", "en") == english
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # LC_ALL comes first, as in the C library
    assert report(rocscope, EIGHT) == english


def test_a_chinese_locale_in_a_real_process():
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
    env["LANG"] = "zh_CN.UTF-8"
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), str(EIGHT), "--report",
                          "text"], cwd=ROOT, env=env, capture_output=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode("utf-8").startswith(EIGHT_SAMPLES_ZH)


@pytest.mark.parametrize("name", COMMANDS)
def test_json_and_its_notes_are_the_same_in_every_language(rocscope, monkeypatch, name):
    args = (*COMMANDS[name], "--report", "json")
    en = rocscope(*args, "--lang", "en")
    assert en.status == 0, en.err
    zh = rocscope(*args, "--lang", "zh")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    local = rocscope(*args)
    assert (zh.out, zh.err) == (en.out, en.err) == (local.out, local.err)


def test_the_note_on_scores_that_run_the_other_way_is_made_again_in_chinese(rocscope):
    args = (*COMMANDS["counts, the other way"], "--report")
    note = rocscope(*args, "json").json()["direction"]["note"]
    assert note in rocscope(*args, "text", "--lang", "en").out
    out = rocscope(*args, "text", "--lang", "zh").out
    assert ("方向             AUC 0.166667 低于 0.5：这些分数的方向相反（分数越高越多是反例）；"
            "若要按通常的方式评判，请交换两个计数列（正例数取 'click'，反例数取 'noclick'）\n"
            in out)
    three = rocscope(EXAMPLES / "three_models.csv", "--score", "a,b,c", "--report", "json")
    model_c = three.json()["models"][2]["direction"]
    assert direction_note("0.360714", "1", "0") == model_c["note"]
    assert direction_note("0.360714", "1", "0", translate=Words("zh")) == (
        "AUC 0.360714 低于 0.5：这些分数的方向相反（分数越高越多是反例）；请改选 '0' 为正例，"
        "而非 '1'（分数不会自动翻转）")


def test_the_all_tied_note_is_chinese_in_a_chinese_report(rocscope, tmp_path):
    data = tmp_path / "tied.csv"
    data.write_text("score,y\n0.5,1\n0.5,0\n0.5,1\n0.5,0\n")
    en = report(rocscope, data, "--ci", "delong", "--lang", "en")
    assert "  - every score is the same (0.5): the model ranks nothing" in en
    zh = report(rocscope, data, "--ci", "delong", "--lang", "zh")
    assert ("  - 所有分数都相同（0.5）：模型没有对任何样例排序，其唯一的并列块中 4 个样例对"
            "全部并列、各计一半，故 AUC 为 0.5；DeLong 置信区间宽度为 0（其标准误为 0）\n") in zh
    assert "every score is the same" not in zh


def test_every_text_the_report_marks_has_its_chinese():
    from tests.translations import python_files, untranslated

    assert untranslated(python_files("core/app/report")) == []



def test_the_line_for_a_file_written_is_chinese_too(tmp_path, capsys):
    import main

    path = tmp_path / "eight.json"
    assert main.main(["--export", str(path), "--lang", "zh"]) == 0
    assert capsys.readouterr().out == f"rocscope：已写入 {path}\n"
