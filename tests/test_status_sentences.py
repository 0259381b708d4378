"""What the status line says after an action a newcomer could not see the end of (issue 40, point 7): the
Oracle's question kept, a game loaded, an augury saved while its window still covers the line."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run
from test_oracle_e2e import ask

from ishido_retro.ui.oracle.controller import ANSWERS_NEXT
from ishido_retro.ui.play.boardwords import IDLE_HINT

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def status(app) -> str:
    return app.state()["status"]


def test_setting_the_oracles_question_says_when_it_answers(home):
    app = run([{"seed": 4}])
    assert status(app) == IDLE_HINT
    ask(app, "Where does the path lead?")
    assert app.state()["oracle_question"] == "Where does the path lead?" and status(app) == ANSWERS_NEXT
    run([{"clock": 4.1}], app=app)
    assert status(app) == IDLE_HINT
    run([{"menu": ["Choices", "Oracle"]}, {"menu": ["Choices", "Oracle"]}, {"key": "escape"}], app=app)
    assert status(app) == "The Oracle is off (Choices > Oracle)."       # Cancel: as before


def test_loading_a_game_says_which_file(home):
    app = run([{"seed": 4}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"save": str(home / "saves" / "first.yaml")},
         {"clock": 5}, {"seed": 7}], app=app)
    run([{"load": str(home / "saves" / "first.yaml")}], app=app)
    assert app.game.deal.seed == 4 and status(app) == "Loaded first.yaml in saved games."


def test_a_note_said_under_a_window_waits_until_the_line_is_in_sight(home):
    app = run([{"seed": 4}, {"menu": ["Help", "Rules"]}])
    assert app.windows
    app.note("A note under a window.")
    run([{"clock": 10}], app=app)
    assert status(app) == "A note under a window."
    run([{"key": "escape"}, {"clock": 3}], app=app)
    assert not app.windows and status(app) == "A note under a window."
    run([{"clock": 1.1}], app=app)
    assert status(app) == IDLE_HINT
