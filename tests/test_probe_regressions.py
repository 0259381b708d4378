"""What a probe of deliberate bugs found no test for (issue 22, part 4), each driven through the real app.

Each test below failed with its bug put back in for a moment: the Challenge winner named the wrong way
round, "Time is up" naming the player whose turn it now is, a loaded game's stoneset and board swapped.
"""

from __future__ import annotations

import pytest
from golden import screen_image
from helpers import greedy_square, run

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")

BOARD = (layout.BOARD_X, layout.BOARD_Y, layout.BOARD_W, layout.BOARD_H)


def challenge(seed, *steps):
    """Steps: a Challenge between Ann (seat 1) and Bob (seat 2), ``steps`` in its set-up dialog, on deal ``seed``."""
    names = []
    for seat, name in ((1, "Ann"), (2, "Bob")):
        names += [{"click": {"widget": f"Player {seat} Name"}}, {"key": "ctrl+x"}, {"type": name}]
    return [{"click": [160, 100]}, {"menu": ["Game", "Challenge…"]}, *names, *steps,
            {"click": {"widget": "OK"}}, {"seed": seed}]


@pytest.mark.parametrize(("seed", "moves", "ending"), [
    (17, 2, "Ann: 1 point, 0 4-Ways.\nBob: 0 points, 0 4-Ways.\nAnn wins."),
    (7, 4, "Ann: 0 points, 0 4-Ways.\nBob: 1 point, 0 4-Ways.\nBob wins."),
    (7, 2, "Ann: 0 points, 0 4-Ways.\nBob: 0 points, 0 4-Ways.\nA draw!"),
])
def test_the_challenge_game_over_names_the_player_with_more_points(seed, moves, ending):
    app = run(challenge(seed))
    for _ in range(moves):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Game Over"
    assert f"\n{ending}\n" in dialog["text"] + "\n"      # then where the game ranks, in the same window


def test_time_is_up_names_the_player_who_let_the_time_run_out_and_then_who_plays():
    five_seconds = [{"menu": ["Game", "Timer", "Challenge Timer…"]}, {"click": {"widget": "Time"}},
                    {"key": "home"}, *[{"key": "right"}] * 4, {"click": {"widget": "OK"}}]
    app = run(challenge(17) + five_seconds + [{"seed": 17}])
    assert app.state()["settings"]["challenge_seconds"] == 5
    run([{"click": {"square": list(greedy_square(app.game))}}, {"clock": 5}], app=app)     # Bob lets it run out
    assert app.play.status == "Time up for Bob. Ann plays."
    run([{"clock": 5}], app=app)                                                          # and now Ann does
    assert app.play.status == "Time up for Ann. Bob plays."
    assert app.game.passes == [1, 1]                  # two turns passed after the first stone


def test_a_loaded_game_comes_back_with_its_own_stoneset_and_board(tmp_path):
    app = run([{"click": [160, 100]}, {"menu": ["Choices", "Stonesets", "Runes"]},
               {"menu": ["Choices", "Boards", "Matching Board"]}, {"menu": ["Choices", "Boards", "Gems"]},
               {"seed": 4}])
    for _ in range(5):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"click": [160, 190]}, {"wait": 2}], app=app)           # the mouse off the board, the stones landed
    assert (app.settings.stoneset, app.settings.board) == ("Runes", "Gems")
    shown = screen_image(BOARD)
    path = tmp_path / "runes-on-gems.yaml"
    run([{"save": str(path)}], app=app)
    assert path.read_text().endswith("stoneset: Runes\nboard: Gems\n")

    again = run([{"click": [160, 100]}, {"menu": ["Choices", "Boards", "Matching Board"]},
                 {"menu": ["Choices", "Stonesets", "Shaman"]}])
    assert (again.settings.stoneset, again.settings.board, again.settings.matching_board) == \
        ("Shaman", "Shaman", True)
    run([{"load": str(path)}, {"click": [160, 190]}, {"wait": 2}], app=again)
    assert again.state()["dialog"] is None and len(again.game.history) == 5
    assert (again.settings.stoneset, again.settings.board, again.settings.matching_board) == \
        ("Runes", "Gems", False)
    assert screen_image(BOARD) == shown                          # the same stones on the same board art
