"""Living stones: the glide of a placed stone and the 4-Way moment; short, skippable, switchable, never blocking."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout
from ishido_retro.ui.play.effects import FOUR_WAY_TICKS, GLIDE_TICKS

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def best(game):
    return max(game.legal_squares(), key=lambda s: (len(game.board.neighbour_stones(s)), -s.cell_index))


def before_a_four_way(app):
    """Seed 3, played by the most-neighbours rule, reaches a legal 4-Way square after 38 moves."""
    run([{"seed": 3}], app=app)
    while True:
        game = app.game
        squares = [s for s in game.legal_squares() if len(game.board.neighbour_stones(s)) == 4]
        if squares:
            return squares[0]
        app.control.place(best(game))


def stone_pixels_at(square) -> int:
    import pyxel
    x, y = layout.square_origin(*square)
    return sum(1 for yy in range(y, y + 20) for xx in range(x, x + 20) if pyxel.pget(xx, yy) >= 8)


def test_a_placed_stone_glides_from_the_touchstone_to_its_square():
    app = run([{"click": [160, 100]}, {"seed": 5}])
    square, stone = best(app.game), app.game.touchstone
    run([{"click": {"square": list(square)}}], app=app)
    assert app.game.board[square] == stone                      # the model has it at once
    glide = app.play.effects.glides[0]
    assert glide.square == square and 0 < glide.age < GLIDE_TICKS
    app.draw()
    assert stone_pixels_at(square) == 0                         # still on its way
    run([{"wait": GLIDE_TICKS}], app=app)
    app.draw()
    assert not app.play.effects.active and stone_pixels_at(square) > 150


def test_a_click_skips_the_glide_and_still_places_the_next_stone():
    app = run([{"click": [160, 100]}, {"seed": 5}])
    run([{"click": {"square": list(best(app.game))}}], app=app)
    assert app.play.effects.glides
    second = best(app.game)
    run([{"click": {"square": list(second)}}], app=app)         # at once, during the first glide
    assert len(app.game.history) == 2 and app.game.board[second] is not None
    assert [g.square for g in app.play.effects.glides] == [second]


def test_animations_switched_off_place_at_once():
    app = run([{"click": [160, 100]}, {"seed": 5}, {"menu": ["Choices", "Animations"]}])
    assert app.settings.animations is False
    square = best(app.game)
    run([{"click": {"square": list(square)}}], app=app)
    app.draw()
    assert not app.play.effects.active and stone_pixels_at(square) > 150


def test_a_four_way_has_its_moment_and_the_bonus_rises(tmp_path):
    app = run([{"click": [160, 100]}])
    square = before_a_four_way(app)
    fours = app.game.four_ways
    run([{"click": {"square": list(square)}}], app=app)
    assert app.game.four_ways == fours + 1
    moment = app.play.effects.moments[0]
    assert moment.square == square and moment.bonus > 0
    run([{"wait": 6}], app=app)
    app.draw()
    import pyxel
    x, y = layout.square_origin(square.col, square.row + 1)      # the stone below: its outline glows
    assert pyxel.pget(x, y + 19) in (layout.ROLE_WHITE, layout.ROLE_ACCENT)
    assert pyxel.pget(x + 19, y + 19) in (layout.ROLE_WHITE, layout.ROLE_ACCENT)
    run([{"wait": FOUR_WAY_TICKS}], app=app)
    assert not app.play.effects.active


def test_the_end_of_a_game_has_its_ceremony_under_the_requester():
    from ishido_retro.ui.play.effects import CEREMONY_TICKS
    app = run([{"click": [160, 100]}, {"seed": 5}, {"key": "ctrl+e"}, {"click": {"widget": "OK"}}])
    assert app.state()["dialog"]["title"] == "Game Over"
    squares, age = app.play.effects.ceremony
    assert sorted(squares) == sorted(sq for sq, _ in app.game.board) and age > 0
    run([{"wait": CEREMONY_TICKS}], app=app)
    assert app.play.effects.ceremony is None and app.state()["dialog"]["title"] == "Game Over"
