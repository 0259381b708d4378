"""The Rules, Strategy and About texts: present, complete, and wrapped safely for the text window."""

import re

import pytest

from ishido_retro import __version__
from ishido_retro.engine.scoring import END_BONUS, FOUR_WAY_BONUS
from ishido_retro.storage.resources import TEXTS, MissingAssetError
from ishido_retro.storage.texts import load_text
from ishido_retro.texts import stone_row, stones_spec, wrap_text

NAMES = ["rules", "strategy", "about", "oracle", "keys", "touch"]


def words_of(text):
    """The words a reader sees: heading markers and rows of stone pictures dropped."""
    return [w for raw in text.split("\n") if not raw.startswith("[stones ")
            for w in (raw[2:] if raw.startswith("# ") else raw).split()]


@pytest.mark.parametrize("name", NAMES)
def test_file_exists_and_is_plain_text(name):
    path = TEXTS / f"{name}.txt"
    assert path.is_file()
    text = path.read_text("utf-8")
    assert text == load_text(name)
    assert text.isascii(), "the 4x6 font draws ASCII only"
    assert "\t" not in text


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("width", [30, 44, 68, 70, 90])
def test_wrap_never_exceeds_width_and_loses_nothing(name, width):
    text = load_text(name)
    lines = wrap_text(text, width)
    assert all(kind in {"heading", "text", "blank", "stones"} for kind, _ in lines)
    assert all(len(line) <= width for _, line in lines)
    assert all(line == "" for kind, line in lines if kind == "blank")
    assert [w for kind, line in lines if kind != "stones" for w in line.split()] == words_of(text)
    rows = [raw for raw in text.split("\n") if raw.startswith("[stones ")]
    assert [f"[stones {line}]" for kind, line in lines if kind == "stones"] == rows


@pytest.mark.parametrize("name", NAMES)
def test_headings_recognised(name):
    text = load_text(name)
    headings = [raw[2:].strip() for raw in text.split("\n") if raw.startswith("# ")]
    assert headings
    wrapped = [line for kind, line in wrap_text(text, 70) if kind == "heading"]
    assert wrapped == headings                      # every heading fits on one line at 70
    # no heading text is ever reported as body text
    assert not any(kind == "text" and line in headings for kind, line in wrap_text(text, 70))


def test_blank_lines_separate_paragraphs():
    lines = wrap_text("# A\nfirst para\ncontinues\n\nsecond\n\n\n# B\nthird", 40)
    assert lines == [("heading", "A"), ("text", "first para continues"), ("blank", ""),
                     ("text", "second"), ("blank", ""), ("heading", "B"), ("text", "third")]


def test_diagrams_fit_the_window_unwrapped():
    # Indented lines (diagrams, tables) are drawn as written, so they must fit the 68-character window.
    for name in NAMES:
        for raw in load_text(name).split("\n"):
            if raw.startswith("  "):
                assert len(raw.rstrip()) <= 68, raw


def test_rules_cover_the_game():
    rules = load_text("rules")
    for topic in ["Beyond", "Within", "touchstone", "pouch", "4-Way", "Modern", "Ancient",
                  "Solitaire", "Cooperative", "Tournament", "Challenge", "[stones 1.2 ?? 3.1]"]:
        assert topic in rules, topic
    numbers = {int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", rules)}
    assert set(FOUR_WAY_BONUS) <= numbers, "every 4-Way bonus is in the table"
    assert set(END_BONUS.values()) <= numbers


def test_strategy_covers_the_masters():
    strategy = load_text("strategy")
    for topic in ["Centre Master Play", "Master Game", "Beyond", "twice", "Ancient", "Modern", "corner"]:
        assert topic in strategy, topic


def test_about_credits_and_version():
    about = load_text("about")
    for name in ["Michael Feinberg", "Ian Gilman", "Accolade", "pyxel"]:
        assert name in about
    assert f"Version {__version__}" in about


def test_indented_lines_are_kept_or_wrapped_with_their_indent():
    lines = wrap_text("# Title\n\nOne two three four five six.\n\n  keep  it\n  a b c d e f g h\n", 10)
    assert lines[0] == ("heading", "Title")
    assert ("text", "  keep  it") in lines                        # drawn as written
    assert ("text", "  a b c d") in lines and ("text", "  e f g h") in lines   # too long: wrapped, indented
    assert [t for k, t in lines if k == "text"][:3] == ["One two", "three four", "five six."]


def test_text_names_cannot_escape():
    with pytest.raises(ValueError, match="'../README' is not a text name"):
        load_text("../README")
    with pytest.raises(MissingAssetError, match="the shipped text nonesuch.txt cannot be read"):
        load_text("nonesuch")


def test_a_window_too_narrow_is_refused():
    with pytest.raises(ValueError, match="at least 8 characters a line"):
        wrap_text("text", 7)


def test_rules_draw_examples_with_stones_not_letter_codes():
    rules = load_text("rules")
    rows = [line for kind, line in wrap_text(rules, 45) if kind == "stones"]
    assert rows == ["1.1 ??", "-- 2.1", "1.2 ??", "-- 2.1", "1.2 ?? 3.1", "-- 1.2", "2.1 ?? 3.1", "-- 1.3"]
    # the old letter codes ("R*", "B+", "G%") and the colour and symbol names of one set are gone
    assert not re.search(r"\b[RBGYPW][*+%#@]", rules), re.search(r"\b[RBGYPW][*+%#@]", rules)
    for word in ["star", "red", "blue", "green", "cross"]:
        assert not re.search(rf"\b{word}\b", rules, re.I), word
    assert not [raw for raw in rules.split("\n") if "??" in raw and not raw.startswith("[stones ")]


def test_a_row_of_stones_reads_colour_and_symbol_from_1():
    assert stone_row("1.1 ?? -- 6.3") == [(0, 0), "??", None, (5, 2)]
    assert stones_spec("[stones  2.1   ??]") == "2.1 ??"
    assert stones_spec("  [stones 2.1]  ") == "2.1"
    assert stones_spec("stones 2.1") is None


@pytest.mark.parametrize("spec, fault", [("7.1", "'7.1' in a [stones] line is not a stone"),
                                         ("1.0", "'1.0'"), ("R*", "'R*'"), ("1.1 ?", "'?'"), ("", "names no stone")])
def test_a_bad_row_of_stones_is_named(spec, fault):
    with pytest.raises(ValueError, match=re.escape(fault)):
        stone_row(spec)


def test_a_malformed_row_stays_text():
    lines = wrap_text("Look:\n[stones 1.1 x.y]\n[stones 3.3 ??]\n", 40)
    assert lines == [("text", "Look: [stones 1.1 x.y]"), ("stones", "3.3 ??")]
