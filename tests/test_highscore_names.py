"""High-score boards show whole names (issue 40, point 7: "Keyboard." for a longer name): a name too long for
the 8-pixel font takes the small one, in two lines when it needs them, up to the longest name a board takes."""

from __future__ import annotations

import pytest
import pyxel
from helpers import run

from ishido_retro.scores.highscores import MAX_NAME, Entry
from ishido_retro.ui import draw
from ishido_retro.ui.scores.window import HighScoresWindow, columns

pytestmark = pytest.mark.usefixtures("pyxel_ready")

NAMES = ("Ann", "Keyboard Player", "Master Level", "Wilhelmina Konstantinova", "ABCDEFGHIJKLMNOPQRSTUVWX",
         "Bob")


def entries():
    return [Entry(name, 9000 - 1000 * i, 3, 10 + i, "solitaire", "modern", "2026-11-22", "Ishido", 1, str(i))
            for i, name in enumerate(NAMES)]


def test_the_longest_names_fit_the_name_column_whole():
    col = columns(0)
    width = col["strip"] - 3 - col["name"]
    assert max(len(n) for n in NAMES) == MAX_NAME
    for name in NAMES:
        lines, small = draw.fitted_lines(name, width)
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), name        # nothing cut
        assert all(draw.text_width(line, small=small) <= width for line in lines)
        assert len(lines) <= 2
    assert draw.fitted_lines("Ann", width) == (["Ann"], False)
    assert draw.fitted_lines("Ann", width, small=True) == (["Ann"], True)     # a column where another needs it
    assert draw.fitted_lines("Master Level", width) == (["Master Level"], True)
    assert draw.fitted_lines("Wilhelmina Konstantinova", width) == (["Wilhelmina", "Konstantinova"], True)
    assert draw.fitted_lines("ABCDEFGHIJKLMNOPQRSTUVWX", width) == (["ABCDEFGHIJKLM", "NOPQRSTUVWX"], True)


def test_a_name_longer_than_two_small_lines_is_cut_with_dots():
    assert draw.fitted_lines("A" * 40, 52) == (["A" * 13, "A" * 10 + "..."], True)


def test_the_board_draws_long_names_in_two_small_lines(golden):
    app = run([{"seed": 1}])
    window = HighScoresWindow({"all_time": entries()}, "modern", False)
    app.open(window)
    run([{"wait": 1}], app=app)
    golden("highscores-long-names", crop=(window.x, window.y, window.w, window.h))
    x = columns(window.x + 6)["name"]
    row_y = window.table_y + 3 * 12                          # Wilhelmina's row: two lines of the small font
    assert any(pyxel.pget(x + i, row_y) == draw.FG for i in range(20))
    assert any(pyxel.pget(x + i, row_y + 6) == draw.FG for i in range(20))


def test_an_ancient_board_in_digits_draws_no_slate_behind_the_4_ways(golden):
    """With Roman marks off the 4-Ways of the Ancient boards are a plain figure, as Won and Left beside them (the
    dark strip is the slate Roman marks are carved in)."""
    app = run([{"seed": 1}])
    ancient = [Entry(name, 0, 9 - i, 10 + i, "solitaire", "ancient", "2026-11-22", "Ishido", 1, str(i))
               for i, name in enumerate(("Ann", "Bob"))]
    for graphic, slate in ((False, False), (True, True)):
        window = app.open(HighScoresWindow({"all_time": ancient}, "ancient", graphic))
        run([{"wait": 1}], app=app)
        x, y = columns(window.x + 6)["strip"], window.table_y
        dark = sum(pyxel.pget(x + i, y + j) == draw.SHADOW for i in range(30, 90) for j in range(10))
        assert (dark > 300) == slate, graphic
        if not graphic:
            golden("highscores-ancient-digits", crop=(window.x, window.y, window.w, window.h))
        window.close()
        run([{"wait": 1}], app=app)
