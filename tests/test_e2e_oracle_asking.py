"""When the Oracle asks its question (issue 31, point 7): only when a person plays and the Oracle is on (the
manual: not in computer play); once, not again at every new deal (it comes back only after a game a person
completed without a reading, as the manual says); Cancel says the Oracle is off and where to turn it on."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run
from test_oracle_e2e import ask, end_the_game

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def dialog_title(app):
    dialog = app.state()["dialog"]
    return None if dialog is None else dialog["title"]


def test_a_new_deal_does_not_ask_again_and_the_board_keeps_its_keys(tmp_path):
    app = run([{"seed": 4}])
    ask(app, "What comes?")
    run([{"click": {"square": list(greedy_square(app.game))}}, {"menu": ["Game", "New Game"]}], app=app)
    assert dialog_title(app) == "New Game"                      # a game in progress: asked whether to end it
    run([{"key": "tab"}, {"key": "return"}], app=app)           # (Return alone is on Cancel: Tab to OK)
    assert dialog_title(app) is None                            # no question over the new deal
    run([{"key": "tab"}], app=app)                              # the board's key: the cursor goes to a square
    assert app.state()["cursor"] is not None
    assert app.state()["oracle_question"] == "What comes?" and app.oracle.session.waiting
    run([{"key": "escape"}, {"menu": ["Game", "Play Deal"]}, {"type": "77"}, {"key": "return"}], app=app)
    while dialog_title(app) == "Play Deal" or dialog_title(app) == "New Game":
        on_cancel = app.state()["dialog"]["focus"] == "Cancel"     # New Game's question: Tab to OK first
        run([{"key": "tab"}] * on_cancel + [{"key": "return"}], app=app)
    assert dialog_title(app) is None and app.state()["seed"] == 77
    end_the_game(app)                                           # a game completed without a reading:
    run([{"menu": ["Game", "New Game"]}], app=app)              # the manual brings the question back
    assert dialog_title(app) == "Oracle" and "[What comes?]" in app.state()["dialog"]["text"]


def test_computer_play_is_not_asked(tmp_path):
    app = run([])
    run([{"menu": ["Choices", "Oracle"]}, {"menu": ["Game", "Computer Player 1"]}], app=app)
    assert app.settings.oracle and app.match.only_computers()
    run([{"menu": ["Game", "New Game"]}], app=app)
    assert dialog_title(app) is None                            # the computer plays: no question
    run([{"key": "escape"}], app=app)                           # stop the computer: a person plays on
    assert not app.match.only_computers()
    run([{"menu": ["Game", "New Game"]}], app=app)
    while dialog_title(app) == "New Game":
        run([{"key": "return"}], app=app)
    assert dialog_title(app) == "Oracle"                        # asked at the first game a person plays


def test_turning_the_oracle_on_while_the_computer_plays_alone_waits_for_a_person(tmp_path):
    app = run([{"seed": 4}, {"menu": ["Game", "Computer Player 1"]}])
    assert app.match.only_computers()
    run([{"menu": ["Choices", "Oracle"]}], app=app)
    assert dialog_title(app) is None and app.settings.oracle
    assert app.state()["status"] == "The Oracle will ask at your next game."


def test_cancel_says_the_oracle_is_off_and_where_to_turn_it_on(tmp_path):
    app = run([{"seed": 4}, {"menu": ["Choices", "Oracle"]}, {"type": "Why?"}, {"click": {"widget": "Cancel"}}])
    assert not app.settings.oracle
    assert app.state()["status"] == "The Oracle is off (Choices > Oracle)."
