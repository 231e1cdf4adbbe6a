"""Core's sentences (errors, notes about the data) can be said in every language.

Every :class:`~core.phrases.Phrase` core makes is written with a literal template, which
Qt's ``lupdate`` reads (as ``make translations-update`` runs it); each template has its
Chinese translation, compiled, with the same fields; and no error rocscope raises on
purpose, nor any note, is written as a bare English string that no translation could
reach.
"""

from __future__ import annotations

import ast
import importlib
import pickle
import pkgutil
import string
from functools import lru_cache
from pathlib import Path

import pytest

import core
from core.app.report.language import Words
from core.errors import GridTooLargeError, LoadError, RocscopeError
from core.phrases import CONTEXT, Listing, Phrase, said
from tests.translations import compiled, marked

CORE = Path(core.__file__).parent


PARTS = ("engine", "readers", "drawing", "scale", "app", "")  # "": core's own modules


def sources(part: str | None = None) -> list[Path]:
    found = sorted(p for p in CORE.rglob("*.py") if "__pycache__" not in p.parts)
    if part is None:
        return found
    return [p for p in found
            if (p.parent.name == part if part else p.parent == CORE) or part in p.parts[-3:-1]]


def _is_phrase_call(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Name) and node.func.id == "Phrase")
        or (isinstance(node.func, ast.Attribute) and node.func.attr == "Phrase"))


@lru_cache(maxsize=None)
def phrase_calls() -> tuple[tuple[str, int, ast.expr | None], ...]:
    """``(file, line, first argument)`` of every ``Phrase(...)`` in core."""
    out = []
    for path in sources():
        if path.name == "phrases.py" and path.parent == CORE:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if _is_phrase_call(node):
                out.append((str(path.relative_to(CORE.parent)), node.lineno,
                            node.args[0] if node.args else None))
    return tuple(out)


def written() -> set[str]:
    """The templates of the Phrase calls, as Python reads them."""
    return {a.value for _, _, a in phrase_calls()
            if isinstance(a, ast.Constant) and isinstance(a.value, str)}


@lru_cache(maxsize=None)
def templates() -> set[str]:
    """The templates of the Phrase calls, as Qt's lupdate reads them."""
    return {source for context, source in marked(sources()) if context == CONTEXT}


def fields(template: str) -> set[tuple[str, str | None, str]]:
    return {(name, conversion, spec) for _, name, spec, conversion
            in string.Formatter().parse(template) if name is not None}


@lru_cache(maxsize=None)
def error_names() -> frozenset[str]:
    """The names of every error class of the one hierarchy, wherever core defines it."""
    for module in pkgutil.walk_packages(core.__path__, "core."):
        importlib.import_module(module.name)
    found, todo = set(), [RocscopeError]
    while todo:
        cls = todo.pop()
        found.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return frozenset(found)


def _is_english_literal(node: ast.AST | None) -> bool:
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.BinOp):
        return _is_english_literal(node.left) or _is_english_literal(node.right)
    return False


def test_phrase_is_its_english_sentence_and_keeps_template_and_values():
    note = Phrase("{n:,} rows of {path!r} left out", n=12345, path="a.csv")
    assert note == "12,345 rows of 'a.csv' left out" and isinstance(note, str)
    assert note.template == "{n:,} rows of {path!r} left out"
    assert note.values == {"n": 12345, "path": "a.csv"}
    copy = pickle.loads(pickle.dumps(note))
    assert type(copy) is Phrase and copy == note and copy.values == note.values


def test_a_phrase_is_said_with_the_translated_template_and_its_phrase_values():
    kind = Phrase("text")
    note = Phrase("column {column!r} holds {kind}", column="x{y}", kind=kind)
    table = {"column {column!r} holds {kind}": "列 {column!r} 是{kind}", "text": "文本"}
    assert note.said(_in(table)) == "列 'x{y}' 是文本"
    assert note.said(_in({})) == note  # no translation: the English
    # A translation that lost a field is not trusted: the English is said.
    assert note.said(_in({note.template: "列 {colum}"})) == note


def _in(table: dict):
    return lambda context, text: table.get(text, text) if context == CONTEXT else text


def test_parts_listed_are_each_said_in_the_language_and_so_is_the_separator():
    listed = Listing(Phrase("; "), [Phrase("text"), "{raw}", Phrase("text")])
    assert listed == "text; {raw}; text"
    assert listed.said(_in({"text": "文本"})) == "文本; {raw}; 文本"
    assert Words("zh").said(listed) == "文本；{raw}；文本"  # the Chinese clause break
    assert Listing(Phrase(", "), []) == "" and Listing(Phrase(", "), ["a"]) == "a"
    copy = pickle.loads(pickle.dumps(Phrase("({reasons})", reasons=listed)))
    assert copy.said(_in({"; ": "；"})) == "(text；{raw}；text)"


def test_an_error_whose_message_is_a_phrase_is_said_in_the_language():
    error = LoadError(Phrase("{path}: no rows", path="a.csv"), path="a.csv")
    assert str(error) == "a.csv: no rows"
    assert said(error, _in({"{path}: no rows": "{path}：没有行"})) == "a.csv：没有行"
    assert said(ValueError("plain"), _in({})) == "plain"


def test_every_phrase_is_made_from_a_literal_template():
    bad = [f"{f}:{line}" for f, line, arg in phrase_calls()
           if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str))]
    assert not bad, "a template must be a literal, so that it can be translated"


def test_lupdate_reads_every_template_python_does():
    assert templates() == written()


def test_every_template_has_its_chinese_with_the_same_fields():
    chinese = compiled("zh")
    missing = sorted(t for t in templates() if (CONTEXT, t) not in chinese)
    assert not missing, f"{len(missing)} of core's templates have no Chinese: {missing[:10]}"
    differ = sorted(t for t in templates() if fields(chinese[(CONTEXT, t)]) != fields(t))
    assert not differ, f"translations that change the fields: {differ[:10]}"


@pytest.mark.parametrize("part", PARTS)
def test_no_error_is_raised_with_a_bare_english_message(part):
    names = error_names()
    bad = []
    for path in sources(part):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in names and node.exc.args and _is_english_literal(node.exc.args[0]):
                bad.append(f"{path.relative_to(CORE.parent)}:{node.lineno}")
    assert not bad, f"raise with an English string, not a Phrase: {bad}"


@pytest.mark.parametrize("part", PARTS)
def test_no_note_is_added_as_a_bare_english_string(part):
    bad = []
    for path in sources(part):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("append", "insert")
                    and isinstance(node.func.value, ast.Name)
                    and node.func.value.id in ("notes", "reasons")
                    and any(_is_english_literal(a) for a in node.args)):
                bad.append(f"{path.relative_to(CORE.parent)}:{node.lineno}")
    assert not bad, f"notes written as English strings, not Phrases: {bad}"


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_grid_limit_is_said_in_the_report_language(language):
    error = GridTooLargeError(300, 400, 200)
    text = Words(language).said(error)
    assert ("300" in text and "400" in text and "200" in text)
    assert (text == str(error)) == (language == "en")
