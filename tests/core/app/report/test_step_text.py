"""The teaching steps in words: the sweep's captions and the accumulation's terms, in
English and in Chinese."""

import pytest

import core
from core.app.report.language import Words
from core.app.report.step_text import division_text, pair_caption, step_caption, term_text
from core.engine.accumulation import accumulation_from_counts, accumulation_from_scores
from core.engine.pair_grid import pair_at, pair_grid
from core.engine.sweep import sweep_steps
from tests.core.engine.teaching_data import (
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_CLICKS,
    FIVE_LABELS,
    FIVE_NONCLICKS,
    FIVE_SCORES,
)


def eight():
    return core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)


def test_eight_samples_captions_say_the_step_in_words_and_numbers():
    captions = [step_caption(step) for step in sweep_steps(eight())]
    assert captions[0] == ("start: threshold +∞, nothing is predicted positive; TP 0, FP 0;"
                           " the curve starts at (0, 0)")
    assert captions[4] == (
        "block 4: score 0.47 holds 1 positive and 1 negative → a tie (blue diagonal);"
        " TP 3, FP 2; this segment adds 5/32, AUC so far 7/32")
    assert captions[1] == (
        "block 1: score 0.77 holds 1 positive and 0 negatives → true positives only"
        " (green vertical); TP 1, FP 0; this segment adds 0, AUC so far 0")
    assert captions[7].endswith("this segment adds 8/32, AUC so far 21/32")
    assert "false positives only (red horizontal)" in captions[2]


def test_the_captions_are_said_in_chinese():
    zh = Words("zh")
    steps = sweep_steps(eight())
    assert zh.said(step_caption(steps[4])) == (
        "第 4 块：分数 0.47 上有 1 个正例和 1 个反例 → 并列（蓝色斜线）；TP 3，FP 2；"
        "这条线段增加面积 5/32，目前 AUC 为 7/32")
    assert zh.said(step_caption(steps[0])).startswith("开始：阈值为 +∞")
    grouped = sweep_steps(eight(), max_steps=4)[2]
    assert zh.said(step_caption(grouped)) == (
        "第 4–5 块：分数从 0.47 到 0.33，共有 1 个正例和 2 个反例；TP 3，FP 3；"
        "这 2 条线段增加面积 11/32，目前 AUC 为 13/32")


@pytest.mark.parametrize("curve", [
    core.roc_from_scores(FIVE_SCORES, FIVE_LABELS),
    core.roc_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS),
], ids=["rows", "aggregated"])
def test_the_last_caption_adds_the_reduced_auc(curve):
    assert step_caption(sweep_steps(curve)[-1]).endswith(
        "this segment adds 4/12, AUC so far 10/12 = 5/6")


def test_a_grouped_step_names_its_blocks_and_scores():
    steps = sweep_steps(eight(), max_steps=4)
    assert step_caption(steps[2]) == (
        "blocks 4–5: scores 0.47 down to 0.33 hold 1 positive and 2 negatives; TP 3, FP 3;"
        " these 2 segments add 11/32, AUC so far 13/32")


def test_areas_past_a_readable_denominator_are_decimals():
    big = 2**61
    steps = sweep_steps(core.roc_from_counts([0.1, 0.2, 0.3], [big, big, 3], [big, 5, big]))
    caption = step_caption(steps[-1])
    assert "≈" in caption and "/" not in caption.partition("adds")[2]


def test_the_accumulation_writes_its_terms_and_division_with_the_numbers():
    five = accumulation_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS)
    assert division_text(five) == "Σ / (m⁺·m⁻) = 5 / (2·3) = 5/6"
    assert term_text(five.rows[3]) == "(2·2 + 0)·1 / 2 = 2"
    table = accumulation_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    assert term_text(table.rows[3]) == "(2·2 + 1)·1 / 2 = 2.5"
    assert division_text(table) == "Σ / (m⁺·m⁻) = 10.5 / (4·4) = 21/32"


def test_a_pair_of_the_grid_is_named_with_its_scores_and_relation():
    grid = pair_grid(EIGHT_SCORES, EIGHT_LABELS, ids=[f"s{i}" for i in range(1, 9)])
    assert pair_caption(pair_at(grid, 1, 2)) == "positive s4 (0.47) vs negative s5 (0.47): tied"
    assert pair_caption(pair_at(grid, 0, 1)) == (
        "positive s3 (0.58) vs negative s2 (0.62): discordant")
    assert pair_caption(pair_at(pair_grid(EIGHT_SCORES, EIGHT_LABELS), 0, 0)) == (
        "positive row 1 (0.77) vs negative row 2 (0.62): concordant")
    assert Words("zh").said(pair_caption(pair_at(grid, 1, 2))) == "正例 s4（0.47）与反例 s5（0.47）：并列"
