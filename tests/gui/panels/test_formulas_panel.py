"""The five formulas written out on a bare session: the user's numbers, each value, the
mark that all five agree, and which ordering they compute."""

from fractions import Fraction

from core.app.report.summary import EXACT_MAX_PAIRS
from core.readers.loading import load
from gui.panels.formulas_panel import FormulasPanel
from gui.panels.numbers_panel import plain_text
from tests.gui.teaching_views import eight_session, example_session, session_of, shown


def texts(panel):
    return [plain_text(label.text()) for label in panel.formula_labels]


def test_the_eight_samples_written_out(qtbot):
    session = eight_session()
    panel = shown(qtbot, FormulasPanel(session), (700, 700))
    lines = texts(panel)
    assert len(lines) == 5
    for line in lines:
        assert line.endswith("value: 21/32 = 0.65625")
    assert "(8 + 6 + 4.5 + 2 − 4·5/2) / (4·4) = (20.5 − 10) / 16 = 21/32" in lines[2]
    assert "10/16 + ½·1/16 = 21/32" in lines[4]
    assert lines[0].startswith("1. Trapezoids under the curve (formula 2.20)")
    # The values are the engine's five, and they agree.
    assert [t.exact for t in panel.texts] == [f.exact for f in session.shown.formulas]
    assert "✔ all five agree exactly: AUC = 21/32 = 0.65625" in plain_text(panel.verdict.text())
    assert panel.ordering_note.text() == ""


def test_a_disagreement_would_be_shown(qtbot, monkeypatch):
    from dataclasses import replace

    from gui.panels import formulas_panel

    real = formulas_panel.formula_texts

    def one_off(curve, formulas):
        texts = list(real(curve, formulas))
        texts[3] = replace(texts[3], exact=texts[3].exact + Fraction(1, 64))
        return tuple(texts)

    monkeypatch.setattr(formulas_panel, "formula_texts", one_off)
    panel = shown(qtbot, FormulasPanel(eight_session()), (700, 700))
    verdict = plain_text(panel.verdict.text())
    assert verdict.startswith("✘ the formulas disagree") and "43/64" in verdict


def test_it_says_which_ordering_the_formulas_compute(qtbot):
    session = eight_session()
    panel = shown(qtbot, FormulasPanel(session), (700, 700))
    session.set_ordering("best")
    note = plain_text(panel.ordering_note.text())
    assert "These five compute the average ordering" in note
    assert "best (l1)" in note and "(C + T) / (m⁺·m⁻) = 11/16 = 0.6875" in note
    session.set_ordering("worst")
    assert "C / (m⁺·m⁻) = 5/8 = 0.625" in plain_text(panel.ordering_note.text())
    session.set_ordering("average")
    assert panel.ordering_note.text() == ""


def test_the_five_clicks_as_aggregated_rows(qtbot):
    panel = shown(qtbot, FormulasPanel(example_session("five_clicks_aggregated.csv")),
                  (700, 700))
    assert all(line.endswith("value: 5/6 = 0.8333333333333334") for line in texts(panel))
    assert "(5 + 3 − 2·3/2) / (2·3) = (8 − 3) / 6 = 5/6" in texts(panel)[2]


def test_large_data_show_symbols_and_values(qtbot):
    m_pos, m_neg = 1100, 1000
    assert m_pos * m_neg > EXACT_MAX_PAIRS
    scores = [i % 97 for i in range(m_pos + m_neg)]
    text = "score,label\n" + "\n".join(f"{s},{int(i < m_pos)}" for i, s in enumerate(scores))
    session = session_of(load(text.encode(), name="big.csv"))
    panel = shown(qtbot, FormulasPanel(session), (700, 700))
    value = repr(float(session.curve.auc_exact()))
    for line in texts(panel):
        assert line.endswith(f"value: {value}") and "…" not in line
    assert "1,100,000 pairs" in plain_text(panel.status.text())
    assert "all five agree exactly" in plain_text(panel.verdict.text())


def test_one_class_is_explained(qtbot):
    session = session_of(load(b"score,label\n0.2,1\n0.4,1\n", name="one.csv"))
    panel = shown(qtbot, FormulasPanel(session), (700, 400))
    assert "needs both classes" in plain_text(panel.status.text())
    assert panel.verdict.text() == "" and panel.texts == ()
