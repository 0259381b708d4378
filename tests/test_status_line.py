"""The status line after a placement: points in Modern, what the Ancient Way counts in Ancient."""

from __future__ import annotations

import pytest
from helpers import S, T, run

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_the_ancient_status_line_says_what_the_ancient_way_counts_not_points():
    from helpers import greedy_square
    app = run([{"seed": 1}, {"menu": ["Game", "Ancient"]}, {"menu": ["Game", "New Game"]}])
    while app.state()["dialog"] is not None:
        run([{"click": {"widget": "OK"}}], app=app)
    run([{"seed": 23}], app=app)                       # deal 23 in Ancient: greedy play reaches a 4-Way
    assert app.game.scoring == "ancient" and app.game.history == []
    statuses = []
    while not any(len(app.game.board.neighbour_stones(sq)) == 4 for sq in app.game.legal_squares()):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
        statuses.append(app.play.status)
    four = next(sq for sq in app.game.legal_squares() if len(app.game.board.neighbour_stones(sq)) == 4)
    run([{"click": {"square": list(four)}}], app=app)
    assert statuses[:3] == ["65 stones to place; 0 4-Ways so far.",
                            "64 stones to place; 0 4-Ways so far.",
                            "63 stones to place; 0 4-Ways so far."]
    assert not any("point" in s for s in statuses)
    assert len(statuses) == 26 and app.play.status == "A 4-Way! 1 so far; 39 stones to place."
    run([{"menu": ["Game", "Modern"]}], app=app)
    while app.state()["dialog"] is not None:
        run([{"click": {"widget": "OK"}}], app=app)
    run([{"seed": 23}], app=app)                       # the same first stone in Modern: its points
    assert app.game.scoring == "modern"
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    assert app.play.status == "In the Beyond: no points."


def test_the_status_after_a_placement_in_each_scoring():
    from ishido_retro.engine.game import Placement
    from ishido_retro.ui.play.statusline import placed_text
    within, beyond = Placement(S(3, 3), T(0, 0), 0, 2, 4, 0), Placement(S(0, 3), T(0, 0), 0, 1, 0, 0)
    four_way = Placement(S(4, 4), T(1, 1), 0, 4, 16, 50)
    assert placed_text(within, "modern", 40, 1) == "4 points."
    assert placed_text(Placement(S(3, 3), T(0, 0), 0, 1, 1, 0), "modern", 40, 1) == "1 point."
    assert placed_text(beyond, "modern", 40, 1) == "In the Beyond: no points."
    assert placed_text(four_way, "modern", 40, 2) == "A 4-Way! 16 points, bonus 50."
    assert placed_text(within, "ancient", 40, 1) == "40 stones to place; 1 4-Way so far."
    assert placed_text(beyond, "ancient", 1, 0) == "1 stone to place; 0 4-Ways so far."
    assert placed_text(four_way, "ancient", 0, 2) == "A 4-Way! 2 so far; every stone is placed."


def test_every_placement_line_fits_the_status_line_in_its_own_letters():
    """Issue 31 point 10: the longest line each scoring can say (a late 4-Way's points and bonus, 66 stones
    to place) fits the status line's 39 characters of the 8-pixel font, so it is never drawn smaller or cut."""
    from ishido_retro import layout
    from ishido_retro.engine.game import Placement
    from ishido_retro.ui import draw
    from ishido_retro.ui.play.statusline import placed_text
    late_four_way = Placement(S(4, 4), T(1, 1), 0, 4, 16384, 50000)
    lines = [placed_text(late_four_way, "modern", 20, 12), placed_text(late_four_way, "ancient", 66, 12),
             placed_text(Placement(S(3, 3), T(0, 0), 0, 2, 4096, 0), "ancient", 66, 12),
             placed_text(Placement(S(0, 3), T(0, 0), 0, 1, 0, 0), "modern", 66, 0)]
    assert lines[0] == "A 4-Way! 16384 points, bonus 50000."
    assert all(draw.text_width(line) <= layout.STATUS_RECT[2] - 6 for line in lines), lines
