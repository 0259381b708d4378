"""The Oracle's widgets: the question field's editing, the augury window and the journal browser."""

from __future__ import annotations

import pytest

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle.cast import Reading
from ishido_retro.storage.texts import load_texts
from ishido_retro.ui.input import Input
from ishido_retro.ui.oracle.views import AuguryWindow, JournalWindow, draw_hexagram, question_dialog
from ishido_retro.ui.widgets import TextEntry
from ishido_retro.ui.widgets.textedit import CLIPBOARD
from ishido_retro.ui.widgets.textwords import word_bounds

STONES = ((Square(5, 3), Stone(2, 4)), (Square(4, 3), Stone(5, 4)), (Square(5, 2), Stone(2, 1)),
          (Square(5, 4), Stone(2, 0)), (Square(6, 3), Stone(3, 4)))


def keys(widget, *names):
    for n in names:
        widget.handle(Input(keys=frozenset(n.split(" ")) if " " in n else frozenset([n])))


def press(widget, *combo):
    """One frame with several key names at once (as the poller reports shift+left with left)."""
    widget.handle(Input(keys=frozenset(combo)))


def type_text(widget, s):
    widget.handle(Input(text=s))


def field(text="the way of stones"):
    """A focused field, its cursor at the end (the focus selects the whole text; End lets it go)."""
    e = TextEntry(10, 10, 200, text, max_len=60)
    e.focus()
    press(e, "end")
    return e


def char_x(e, i):
    from ishido_retro.ui import draw
    return e.x + e.PAD + i * draw.CHAR_W + 1


# --- the text field ------------------------------------------------------------------

def test_word_bounds():
    assert word_bounds("the way of stones", 5) == (4, 7)
    assert word_bounds("the way of stones", 7) == (4, 7)      # just after a word: that word
    assert word_bounds("the way of stones", 0) == (0, 3)
    assert word_bounds("a, b", 1) == (0, 1)
    assert word_bounds("", 0) == (0, 0)


def test_shift_arrows_select_and_typing_replaces_the_selection():
    e = field()
    press(e, "home")
    press(e, "right", "shift+right")
    press(e, "right", "shift+right")
    press(e, "right", "shift+right")
    assert e.selection == (0, 3) and e.selected_text == "the"
    type_text(e, "a")
    assert e.value == "a way of stones" and e.cursor == 1 and e.selection is None


def test_shift_home_end_and_arrows_collapse():
    e = field()
    press(e, "left")
    press(e, "home", "shift+home")
    assert e.selected_text == "the way of stone"
    press(e, "right")
    assert e.selection is None and e.cursor == 16
    press(e, "end", "shift+end")              # the anchor stays where the selection began
    assert e.selected_text == "s"
    press(e, "end")
    press(e, "home", "shift+home")
    assert e.selected_text == e.value


def test_backspace_and_delete_remove_the_selection():
    e = field()
    e.select(4, 8)
    press(e, "backspace")
    assert e.value == "the of stones" and e.cursor == 4
    e.select(0, 4)
    press(e, "delete")
    assert e.value == "of stones"
    press(e, "delete")
    assert e.value == "f stones"


def test_ctrl_word_moves():
    e = field()
    press(e, "home")
    press(e, "right", "ctrl+right")
    assert e.cursor == 4
    press(e, "right", "ctrl+right")
    assert e.cursor == 8
    press(e, "left", "ctrl+left")
    assert e.cursor == 4


def test_double_click_selects_a_word():
    e = field()
    x = char_x(e, 5)
    e.handle(Input(x=x, y=15, left_pressed=True, left_held=True, double_click=True))
    e.handle(Input(x=x, y=15, left_released=True))
    assert e.focused and e.selected_text == "way"


def test_drag_selects():
    e = field()
    e.handle(Input(x=char_x(e, 4), y=15, left_pressed=True, left_held=True))
    e.handle(Input(x=char_x(e, 10), y=15, left_held=True))
    e.handle(Input(x=char_x(e, 10), y=15, left_released=True))
    assert e.selected_text == "way of"


def test_copy_cut_and_paste():
    e = field()
    e.select(4, 7)
    press(e, "ctrl+c", "c")
    assert CLIPBOARD[0] == "way" and e.value == "the way of stones"
    press(e, "end")
    type_text(e, " ")
    press(e, "ctrl+v", "v")
    assert e.value == "the way of stones way"
    e.select(0, 4)
    press(e, "ctrl+x", "x")
    assert e.value == "way of stones way" and CLIPBOARD[0] == "the "
    other = TextEntry(0, 40, 100, "", max_len=20)
    other.focus()
    press(other, "ctrl+v", "v")
    assert other.value == "the "


def test_ctrl_a_and_ctrl_x_without_a_selection_clears():
    e = field()
    press(e, "ctrl+a", "a")
    assert e.selected_text == "the way of stones"
    e = field()
    press(e, "ctrl+x", "x")
    assert e.value == ""


def test_paste_respects_max_len_and_allowed():
    CLIPBOARD[0] = "12ab34"
    e = TextEntry(0, 0, 100, "9", max_len=4, allowed="0123456789")
    e.focus()
    press(e, "end")
    press(e, "ctrl+v", "v")
    assert e.value == "9123"


# --- the question dialog -----------------------------------------------------------------

def test_question_dialog_keeps_and_edits():
    closed = []
    d = question_dialog("What of the journey?", closed.append)
    assert d.entry.value == "What of the journey?" and d.entry.focused
    press(d, "home")
    d.entry.select(5, 7)
    type_text(d, "about")
    press(d, "return")
    assert closed == [("OK", "What about the journey?")]
    closed.clear()
    d = question_dialog(None, closed.append)
    type_text(d, "x")
    press(d, "escape")
    assert closed == [("Cancel", "x")]


# --- the augury and journal windows ----------------------------------------------------------

def reading(lines=(7, 8, 9, 6, 7, 8), question="Where does the path lead?", moment=1_790_000_000.0):
    return Reading(question, STONES, moment, "yarrow", lines)


def test_augury_window_dump_texts_and_buttons():
    saved, closed = [], []
    w = AuguryWindow(reading(), load_texts(), on_save=saved.append, on_close=closed.append)
    assert w.dump() == {"question": "Where does the path lead?", "hexagram": 63, "name": "After Completion (Ji Ji)",
                        "lines": [7, 8, 9, 6, 7, 8], "relating": 17, "nuclear": 64}
    everything = " ".join(t for _, t in w.lines)
    for fragment in ("Hexagram 63. After Completion (Ji Ji)", "The Judgement", "Changing Lines",
                     "Third line, 9", "Relating Hexagram 17. Following (Sui)", "Nuclear Hexagram 64"):
        assert fragment in everything
    assert w.find("Save") is w.save and w.find("Close") is w.exit
    w.handle(Input(x=w.save.centre[0], y=w.save.centre[1], left_pressed=True, left_held=True))
    w.handle(Input(x=w.save.centre[0], y=w.save.centre[1], left_released=True))
    assert saved == [w.reading] and not w.closed
    press(w, "return")
    assert not w.closed
    press(w, "escape")
    assert closed == ["Close"]


def _every_hexagram_changing():
    """A reading of each hexagram 1..64 with every line old (so each has a relating hexagram)."""
    from ishido_retro.oracle.cast import hexagram_bits
    return [reading(tuple(9 if b else 6 for b in hexagram_bits(n))) for n in range(1, 65)]


def test_every_hexagrams_title_fits_the_augury_window_and_the_journal():
    from ishido_retro.ui import draw
    for r in _every_hexagram_changing():
        w = AuguryWindow(r, load_texts())
        lw = w.LEFT_W - 6
        n = r.cast.hexagram
        assert w.panel_height(lw) <= w.text_rect[3], f"hexagram {n}: the left panel runs past its box"
        for kind, text, _ in w.panel_rows(lw):
            assert draw.text_width(text, bold=kind == "number") <= lw - 4, text       # no small font
        bold_chars = w.text_rect[2] // draw.BOLD_W
        headings = [t for kind, t in w.lines if kind == "heading"]
        assert all(len(t) <= bold_chars for t in headings)
        assert not any(t.startswith("(") and not t.endswith(")") for t in headings), "a pinyin name was split"
        journal = JournalWindow([r], lambda _: None)
        assert draw.text_width(journal.text_for_dump().split(" - ")[-1]) <= journal.W - 16


def test_the_longest_titles_wrap_in_the_panel_and_the_heading():
    w = AuguryWindow(reading((9, 9, 9, 6, 9, 9)), load_texts())      # 9: The Taming Power of the Small
    assert w.dump()["name"] == "The Taming Power of the Small (Xiao Chu)"
    assert [t for kind, t, _ in w.panel_rows(w.LEFT_W - 6) if kind in ("number", "name", "pinyin")] == [
        "No. 9", "The Taming", "Power of the", "Small", "(Xiao Chu)"]
    assert [t for kind, t in w.lines if kind == "heading"][:4] == [
        "Question", "Hexagram 9. The Taming", "Power of the Small", "(Xiao Chu)"]
    at = w.lines.index(("heading", "Hexagram 9. The Taming"))
    assert w.lines[at:at + 4] == [("heading", "Hexagram 9. The Taming"), ("heading", "Power of the Small"),
                                  ("heading", "(Xiao Chu)"), ("blank", "")]     # one heading, no gaps inside


def test_augury_window_scrolls():
    w = AuguryWindow(reading(), load_texts())
    assert w.total_lines > w.visible_lines
    press(w, "down")
    assert w.top_line == 1
    w.handle(Input(wheel=-1))
    assert w.top_line == 4
    press(w, "end")
    assert w.top_line == w.max_top
    press(w, "home")
    assert w.top_line == 0


def test_augury_without_texts_or_changing_lines():
    w = AuguryWindow(reading((7, 7, 7, 8, 8, 8)), None, note="The Oracle's texts are missing.")
    assert w.dump()["relating"] is None and w.dump()["hexagram"] == 11
    everything = " ".join(t for _, t in w.lines)
    assert "The Oracle's texts are missing." in everything and "The Judgement" not in everything


def test_journal_window_lists_and_opens():
    opened = []
    rs = [reading(moment=1_790_000_300.0, question="newest"), reading(moment=1_790_000_000.0, question="older")]
    w = JournalWindow(rs, opened.append)
    assert "newest" in w.list.items[0] and "older" in w.list.items[1]
    assert w.list.selected == 0
    press(w, "down")
    press(w, "return")
    assert opened == [rs[1]]
    w.list.select(0)
    w.open_selected()
    assert opened[-1] is rs[0]
    empty = JournalWindow([], opened.append)
    assert "No readings yet" in empty.text_for_dump()


# --- drawing ---------------------------------------------------------------------------------------

@pytest.fixture
def screen():
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    import pyxel
    pyxel.clip()
    pyxel.camera()
    pyxel.cls(1)
    return pyxel


def test_hexagram_drawing_marks_changing_lines(screen):
    from ishido_retro.ui import draw
    pyxel = screen
    x, y, w = 100, 50, 40
    draw_hexagram(x, y, (9, 6, 7, 8, 7, 8), w=w, col=draw.FG, mark_col=draw.HILITE)
    pitch = 7

    def row(i):           # the pixels across the middle of line i (1 = bottom)
        ly = y + (6 - i) * pitch + 2
        return [pyxel.pget(xx, ly) for xx in range(x, x + w)]
    centre = w // 2
    assert draw.HILITE in row(1)[centre - 4:centre + 4]          # ring on the old yang line
    assert draw.HILITE in row(2)[centre - 4:centre + 4]          # cross on the old yin line
    assert draw.HILITE not in row(3) and draw.HILITE not in row(4)
    assert row(3)[centre] == draw.FG                              # young yang: solid
    assert row(4)[centre] != draw.FG                              # young yin: broken in the middle
    assert row(4)[2] == draw.FG and row(4)[w - 3] == draw.FG
