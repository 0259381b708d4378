"""One window at a game's end, which leaves the board to the player (issue 47 points 3 and 4): Game Over asks the
name itself and opens no boards unless asked; a click on the board goes past it, so the stone that ended the game
can be picked up (the window goes: the game is not over) and set down again (Game Over again); a click on the
scoreboard, or Return once the window is closed, starts a new game; the status line says both."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_scores import play_clicks

from ishido_retro.ui.play.boardwords import GAME_OVER_MOVE_HINT

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _ended():
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    play_clicks(app)
    assert [w.title for w in app.windows] == ["Game Over"] and app.game.is_over
    return app


def test_the_last_stone_is_picked_up_past_game_over_and_set_down_ends_it_again(home):
    app = _ended()
    last = app.game.history[-1].square
    placed = len(app.game.history)
    run([{"type": "Ann"}, {"key": "escape"}], app=app)        # Escape closes Game Over (the name as typed)
    assert app.windows == [] and app.play.status_drawn() == GAME_OVER_MOVE_HINT
    run([{"click": {"square": [last.col, last.row]}}], app=app)
    assert app.play.carrying and not app.game.is_over and app.windows == []
    assert len(app.game.history) == placed - 1
    run([{"click": {"square": [last.col, last.row]}}], app=app)
    assert app.game.is_over and [w.title for w in app.windows] == ["Game Over"]
    assert "keeps the name given then, Ann." in app.state()["dialog"]["text"]
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.windows == []                                   # one window closed, no boards shown
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Ann"]     # once, though it ended twice


def test_a_click_on_the_scoreboard_starts_a_new_game_entering_the_name_first(home):
    app = _ended()
    seed = app.game.deal.seed
    window = app.windows[-1]
    assert not window.contains(312, 100) and not window.contains(128, 100)      # the scoreboard and the board show
    run([{"type": "Bea"}, {"click": [312, 100]}], app=app)
    assert app.windows == [] and not app.game.history and app.game.deal.seed != seed
    assert app.settings.graphic_scoreboard                      # it started a game, it did not switch the numerals
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Bea"]


def test_game_over_has_a_slot_for_one_more_line_and_button(home):
    pressed = []
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    app.summary.extra_line = lambda: "Par so far: 3 4-Ways"
    app.summary.extra_button = lambda: ("Par", lambda: pressed.append(1))
    play_clicks(app)
    dialog = app.state()["dialog"]
    assert "\n\nPar so far: 3 4-Ways\n[" in dialog["text"]
    app.summary.extra_line = lambda: "Par for deal 11: 4 4-Ways"
    run([{"wait": 1}], app=app)
    assert "\n\nPar for deal 11: 4 4-Ways\n[" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Par"}}], app=app)
    assert pressed == [1] and app.windows == []


def test_game_over_hides_none_of_the_board_and_its_line_opens_the_whole_summary(home):
    from ishido_retro import layout
    app = _ended()
    window = app.windows[-1]
    for x in range(layout.BOARD_X - 1, layout.BOARD_X + layout.BOARD_W + 1):     # the board and its frame line
        assert not any(window.contains(x, y) for y in range(layout.BOARD_Y, layout.BOARD_Y + layout.BOARD_H))
    for rect in (layout.TOUCHSTONE_RECT, layout.SCOREBOARD_RECT):
        x, y, w, h = rect
        assert not window.contains(x, y) and not window.contains(x + w - 1, y + h - 1)
    whole = app.state()["dialog"]["text"]
    assert whole.startswith("The stone on the touchstone fits nowhere on the board.\n")
    run([{"click": {"widget": "Summary"}}], app=app)
    assert [w.title for w in app.windows] == ["Game Over", "Summary"]
    assert app.state()["dialog"]["text"] == whole.split("\n[")[0]
    run([{"click": {"widget": "OK"}}], app=app)
    assert [w.title for w in app.windows] == ["Game Over"]


def test_the_band_says_the_result_in_one_line_where_it_ranks_before_why():
    from ishido_retro.match import GameResult
    from ishido_retro.match.events import SeatScore
    from ishido_retro.ui.play.endband import band_line

    result = GameResult("stuck", "solitaire", "modern", 9, 1, (SeatScore("Ann", False, 105, 1),), True)
    assert band_line(result, None) == "Touchstone fits nowhere: 9 stones left, 1 4-Way."
    assert band_line(result, {"today": 1, "all_time": 3}) == "9 left, 1 4-Way. Ranks 1st Today, 3rd All-Time."
    assert band_line(result, {"today": 2}) == "9 stones left, 1 4-Way. Ranks 2nd Today."
    emptied = GameResult("emptied", "solitaire", "modern", 0, 4, (SeatScore("Ann", False, 2105, 4),), True)
    assert band_line(emptied, None) == "Pouch emptied: no stone left, 4 4-Ways, 1,000 bonus."
    assert band_line(emptied, {"today": 1}, "Par: 5") == "Pouch emptied: 0 left, 4 4-Ways. Ranks 1st Today."
    assert band_line(emptied, None, "Par: 5") == "Pouch emptied: 0 left, 4 4-Ways. Par: 5."


def test_taps_reach_the_board_past_game_over_and_the_scoreboard_starts_a_new_game(home):
    app = _ended()
    last = app.game.history[-1].square
    run([{"input": "touch"}, {"tap": {"square": [last.col, last.row]}}], app=app)    # a tap takes it back
    assert not app.game.is_over and app.windows == []
    run([{"tap": {"square": [last.col, last.row]}}], app=app)
    assert app.game.is_over and [w.title for w in app.windows] == ["Game Over"]
    seed = app.game.deal.seed
    run([{"phone_type": "Tam"}, {"tap": {"widget": "scoreboard"}}], app=app)
    assert app.windows == [] and not app.game.history and app.game.deal.seed != seed


def test_the_pads_b_closes_game_over_and_a_starts_a_new_game(home):
    app = _ended()
    seed = app.game.deal.seed
    run([{"pad": "b"}], app=app)                               # B: Game Over closed, the board as it is
    assert app.windows == [] and app.game.is_over
    run([{"pad": "a"}], app=app)                               # A on the board once over: a new game
    assert not app.game.history and app.game.deal.seed != seed
    app2 = _ended()
    seed = app2.game.deal.seed
    run([{"pad": "a"}], app=app2)                              # A in the name field: OK, as Return there
    assert app2.windows == [] and app2.game.is_over
    run([{"pad": "a"}], app=app2)                              # and A again: the new game
    assert not app2.game.history and app2.game.deal.seed != seed
