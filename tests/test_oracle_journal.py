"""The Oracle journal and saved auguries: records, plain text, atomic appends from two processes."""

import json
import os
import re
import subprocess
import sys
import time

import pytest

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle import augury
from ishido_retro.oracle.cast import Reading
from ishido_retro.storage import journal
from ishido_retro.storage.texts import load_texts

CENTRE = (Square(5, 3), Stone(2, 4))
AROUND = [(Square(5, 2), Stone(2, 1)), (Square(6, 3), Stone(3, 4)),
          (Square(5, 4), Stone(2, 0)), (Square(4, 3), Stone(5, 4))]


def reading(moment=1_790_000_000.25, question="What should I know about the move?"):
    return Reading.from_four_way(question, CENTRE, AROUND, moment)


@pytest.fixture
def utc(monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_record_round_trip():
    r = reading()
    again = Reading.from_record(json.loads(json.dumps(r.as_record())))
    assert again == r
    assert r.as_record()["cast"] == "ishido-oracle/1"
    assert r.stones[0] == CENTRE
    assert [sq for sq, _ in r.stones[1:]] == [Square(4, 3), Square(5, 2), Square(5, 4), Square(6, 3)]


def test_a_reading_keeps_the_names_of_its_stones_through_the_journal(home):
    names = {0: "Ivory", 2: "Turquoise", 3: "Cinnabar", 5: "Ebony"}
    symbols = {0: "Mountain", 1: "Water", 4: "Sun"}
    r = reading().named(lambda st: f"{names[st.colour]} {symbols[st.symbol]}")
    assert r.names == ("Turquoise Sun", "Ebony Sun", "Turquoise Water", "Turquoise Mountain", "Cinnabar Sun")
    assert r.as_record()["names"] == list(r.names)
    journal.append(r)
    journal.append(reading(moment=5.0))                 # no names: an older game's record
    (again, older), note = journal.load()
    assert note is None and again.names == r.names and older.names == ()
    assert "names" not in reading().as_record()


@pytest.mark.parametrize("spoil, fragment", [
    (lambda d: d.__setitem__("lines", [7, 7, 7, 7, 7, 7]), "do not match"),
    (lambda d: d.__setitem__("moment", d["moment"] + 1), "do not match"),
    (lambda d: d.__setitem__("method", "dice"), "casting method"),
    (lambda d: d.__setitem__("question", 5), "question"),
    (lambda d: d.__setitem__("moment", "noon"), "not a number"),
    (lambda d: d["stones"].pop(), "five lists"),
    (lambda d: d["stones"][0].__setitem__(0, 40), "off the 12 x 8 board"),
    (lambda d: d.__setitem__("cast", "ishido-oracle/2"), "another version of the Oracle"),
    (lambda d: d.__setitem__("names", ["Brass Fire"] * 4), "names"),
    (lambda d: d.__setitem__("names", ["Brass Fire", "", "a", "b", "c"]), "names"),
    (lambda d: d.__setitem__("names", "Brass Fire"), "names"),
])
def test_bad_records_are_refused(spoil, fragment):
    data = reading().as_record()
    spoil(data)
    with pytest.raises(ValueError, match=fragment):
        Reading.from_record(data)


def test_journal_appends_and_lists_newest_first(home):
    for i, moment in enumerate((100.0, 300.0, 200.0)):
        assert journal.append(reading(moment, f"question {i}")) is None
    text = (home / "oracle-journal.txt").read_text("ascii")
    assert text.splitlines()[0] == "ishido-journal/1"
    assert len(text.splitlines()) == 4
    readings, note = journal.load()
    assert note is None
    assert [r.question for r in readings] == ["question 1", "question 2", "question 0"]


def test_damaged_lines_are_skipped_with_a_message(home):
    journal.append(reading(100.0, "kept"))
    with open(home / "oracle-journal.txt", "a", encoding="ascii") as f:
        f.write('{"question": "forged", "lines": [9,9,9,9,9,9]}\nnot json at all\n')
    journal.append(reading(200.0, "also kept"))
    readings, note = journal.load()
    assert [r.question for r in readings] == ["also kept", "kept"]
    assert "2 damaged entries" in note


def test_a_journal_without_its_format_line_is_kept_aside(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "oracle-journal.txt").write_text("my own notes\n", "utf-8")
    readings, note = journal.load()
    assert readings == [] and "does not start with ishido-journal/1" in note
    note = journal.append(reading())
    assert "kept as oracle-journal.txt.bad" in note
    assert (home / "oracle-journal.txt.bad").read_text("utf-8") == "my own notes\n"
    assert len(journal.load()[0]) == 1


APPENDER = """
import sys
from ishido_retro.storage import journal
from ishido_retro.oracle.cast import Reading
from ishido_retro.engine.stones import Square, Stone
centre = (Square(5, 3), Stone(2, 4))
around = [(Square(5, 2), Stone(2, 1)), (Square(6, 3), Stone(3, 4)), (Square(5, 4), Stone(2, 0)),
          (Square(4, 3), Stone(5, 4))]
who = sys.argv[1]
for i in range(40):
    journal.append(Reading.from_four_way(f"{who} {i}", centre, around, 1000.0 + i + (0.5 if who == "b" else 0)))
"""


def test_two_processes_appending_at_once_lose_nothing(home):
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home))
    procs = [subprocess.Popen([sys.executable, "-c", APPENDER, who], env=env) for who in "ab"]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    readings, note = journal.load()
    assert note is None
    assert sorted(r.question for r in readings) == sorted(f"{w} {i}" for w in "ab" for i in range(40))


def test_plain_text_of_a_reading(utc):
    r = Reading("Where does the path lead?", reading().stones, 1_790_000_000.0, "yarrow", (7, 8, 9, 6, 7, 8))
    text = augury.plain_text(r, load_texts())
    assert text.startswith("Oracle of the Stones - 2026-09-21 14:13:20\n")
    for fragment in ("Question\n--------\nWhere does the path lead?",
                     "Hexagram 63. After Completion (Ji Ji)",
                     "Kan (Water) above Li (Fire)",
                     "Lines from the bottom: 7 8 9 6 7 8 (cast with yarrow stalks).",
                     "Changing lines: 3, 4.",
                     "Third line, 9 (old yang, changing): A long game is finally won.",
                     "Fourth line, 6 (old yin, changing): The finest stones show their first cracks.",
                     "Relating Hexagram 17. Following (Sui)",
                     "Nuclear Hexagram 64. Before Completion (Wei Ji)",
                     "The Judgement\n-------------\nAfter completion. Every stone is placed",
                     "Placed on the 6th square from the left, 4th from the top: colour 3, symbol 5"):
        assert fragment in text, fragment


def test_the_stones_of_a_reading_are_named_as_their_stoneset_names_them(utc):
    colours = ["Ivory", "Brass", "Turquoise", "Cinnabar", "Lapis", "Ebony"]
    symbols = ["Mountain", "Water", "Fire", "Wood", "Sun", "Heart"]
    r = reading().named(lambda st: f"{colours[st.colour]}, {symbols[st.symbol]}")
    text = augury.plain_text(r, None)
    # the board shows no coordinates (issue 31 point 12): squares are named as a player finds them, by
    # counting from the board's top left corner, and the stones around by where they lie
    assert ("The Stones of the 4-Way\n-----------------------\n"
            "Placed on the 6th square from the left, 4th from the top: Turquoise, Sun\n\n"
            "Left of it: Ebony, Sun\n\nAbove it: Turquoise, Water\n\n"
            "Below it: Turquoise, Mountain\n\nRight of it: Cinnabar, Sun\n") in text
    assert "colour" not in text.split("The Stones of the 4-Way")[1]
    assert not re.search(r"\b[a-l][1-8]\b", text.split("The Stones of the 4-Way")[1])


def test_plain_text_without_changing_lines_or_texts(utc):
    r = Reading("", reading().stones, 0.0, "coins", (7, 7, 7, 7, 7, 7))
    text = augury.plain_text(r, None)
    assert "Hexagram 1. The Creative (Qian)" in text
    assert "No line changes" in text
    assert "The Judgement" not in text
    assert "(cast with three coins)" in text


def test_save_replace_and_append(tmp_path):
    path = tmp_path / "home" / "reading.txt"
    journal.save_text(path, "first\n", append_to=False)
    journal.save_text(path, "second\n", append_to=True)
    assert path.read_text("utf-8") == "first\n\nsecond\n"
    journal.save_text(path, "third\n", append_to=False)
    assert path.read_text("utf-8") == "third\n"
