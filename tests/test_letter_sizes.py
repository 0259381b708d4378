"""One size of letters per kind of text (issue 31 point 10): status lines and the rows of the text windows
stay in the game's 8-pixel font whatever they say; a line too long is shortened after a word, never
drawn in pyxel's tiny 4 x 6 font."""

from __future__ import annotations

import pytest
from helpers import run
from textfit import recording

from ishido_retro import layout
from ishido_retro.ui import draw
from ishido_retro.ui.play.scoreboard import FOURWAY_LABEL

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def status_texts(app, monkeypatch):
    """The texts drawn inside the status line on the next frame."""
    sx, sy, sw, sh = layout.STATUS_RECT
    with recording(monkeypatch) as rec:
        app.draw()
    return [(t.s, t.h) for t in rec.texts if sx <= t.x < sx + sw and sy <= t.y < sy + sh]


def test_a_stone_in_the_beyond_and_the_end_of_a_game_say_so_in_the_status_lines_own_letters(home, monkeypatch):
    from helpers import greedy_square
    app = run([{"seed": 23}])
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)      # deal 23: the Beyond
    assert app.state()["status"] == "In the Beyond: no points."
    assert status_texts(app, monkeypatch) == [("In the Beyond: no points.", draw.CHAR_H)]
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    while app.state()["dialog"] is not None:         # Game Over closed by Escape
        run([{"key": "escape"}], app=app)
    # one space after the sentence, and what a click on the scoreboard does now
    assert app.state()["status"] == "Game ended. Click score: new game."
    assert status_texts(app, monkeypatch) == [("Game ended. Click score: new game.", draw.CHAR_H)]


def test_a_lessons_status_line_keeps_the_8_pixel_letters(home, monkeypatch):
    app = run([{"wait": 60}, {"menu": ["Help", "Lessons"]}])
    for _ in range(6):
        run([{"key": "down"}], app=app)
    run([{"key": "return"}], app=app)
    assert app.state()["lesson"]["name"] == "What the Beyond Is For"
    assert status_texts(app, monkeypatch) == [("What the Beyond Is For. Esc to leave.", draw.CHAR_H)]


def test_a_status_too_long_for_its_line_is_cut_after_a_word_in_the_same_letters():
    long = "Saved as a-very-long-name-for-a-game.yaml in saved games."
    short = draw.shortened(long, layout.STATUS_RECT[2] - 6)
    assert short == "Saved as a-very-long-name-for-a-game.y…"
    assert draw.text_width(short) <= layout.STATUS_RECT[2] - 6
    assert draw.shortened("In the Beyond: no points.", 234) == "In the Beyond: no points."


def test_every_row_of_the_keys_and_rules_windows_is_in_the_8_pixel_font(home, monkeypatch):
    app = run([{"seed": 4}])
    for item in ("Keys…", "Rules…"):
        run([{"menu": ["Help", item]}], app=app)
        window = app.windows[-1]
        sizes = set()
        rows = []
        while True:
            with recording(monkeypatch) as rec:
                app.draw()
            tx, ty, tw, th = window.text_rect
            inside = [t for t in rec.texts if tx <= t.x < tx + tw and ty <= t.y < ty + th
                      and t.s != FOURWAY_LABEL]      # the scoreboard's small label, drawn under the window
            sizes |= {t.h for t in inside}
            rows += [t.s for t in inside]
            assert all(t.x + t.w <= tx + tw for t in inside), item
            if window.top_line >= window.max_top:
                break
            run([{"key": "pagedown"}], app=app)
        assert sizes == {draw.CHAR_H}, item
        run([{"key": "escape"}], app=app)
    assert "Start       the menu bar; on the title," in rows or "Start" in " ".join(rows)


def test_the_high_score_tables_left_and_mode_headers_stand_apart(home, monkeypatch):
    """Issue 31 point 11: "Left" and "Mode" ran together ("LeftMode" at a glance, 4 pixels apart); a
    character's width at least now lies between them, and the longest mode still ends inside the window."""
    app = run([{"seed": 4}, {"menu": ["Scores", "Modern Scores…"]}])
    window = app.windows[-1]
    with recording(monkeypatch) as rec:
        app.draw()
    left = next(t for t in rec.texts if t.s == "Left")
    mode = next(t for t in rec.texts if t.s == "Mode")
    assert left.y == mode.y and mode.x - (left.x + left.w) >= draw.CHAR_W
    from ishido_retro.ui.scores.window import MODE_NAMES
    widest = max(draw.text_width(name) for name in MODE_NAMES.values())
    assert mode.x + widest <= window.x + window.w - 3
