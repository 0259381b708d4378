"""Every field that offers text has it selected when it gets the focus, by Tab or by a click (issue 40, point 4):
typing replaces the offered text instead of adding to it. Driven through the scripted runner, with the longest
name a field takes."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.match import MAX_NAME

pytestmark = pytest.mark.usefixtures("pyxel_ready")

LONGEST = "Wilhelmina Konstantinova"          # a seat's or a tournament player's name: MAX_NAME characters


def named_seats(name: str) -> list[dict]:
    """Steps: a Cooperative game whose first seat is called ``name`` (typed into the emptied field)."""
    return [{"click": [160, 100]}, {"menu": ["Game", "Cooperative…"]}, {"click": {"widget": "Player 1 Name"}},
            {"key": "ctrl+u"}, {"type": name}, {"click": {"widget": "OK"}}]


def test_the_longest_name_is_one_a_seat_takes():
    assert len(LONGEST) == MAX_NAME


@pytest.mark.parametrize("reach", [
    [{"click": {"widget": "Player 1 Name"}}],                       # a click into the field
    [{"key": "tab"}] * 4,                                           # Tab: Scoring, the two boxes, Name 1
], ids=["click", "tab"])
def test_typing_replaces_a_seats_offered_name(tmp_path, reach):
    app = run(named_seats(LONGEST))
    assert [p["name"] for p in app.state()["players"]] == [LONGEST, "Player 2"]
    run([{"menu": ["Game", "Cooperative…"]}, *reach], app=app)
    dialog = app.state()["dialog"]
    assert dialog["focus"] == "Player 1 Name"
    run([{"type": "Bob"}, {"click": {"widget": "OK"}}], app=app)
    assert [p["name"] for p in app.state()["players"]] == ["Bob", "Player 2"]


def test_tab_back_to_a_field_selects_it_again():
    app = run(named_seats(LONGEST))
    run([{"menu": ["Game", "Cooperative…"]}, {"click": {"widget": "Player 2 Name"}}, {"type": "Ann"},
         {"key": "shift+tab"}, {"type": "Bob"}, {"key": "tab"}, {"key": "right"}, {"type": "e"},
         {"click": {"widget": "OK"}}], app=app)
    assert [p["name"] for p in app.state()["players"]] == ["Bob", "Anne"]


def test_the_tournament_players_offered_name_is_replaced():
    """Computer Player 1 ticked: "Computer" is offered; typing a name replaces it (the field opens focused)."""
    app = run([{"click": [160, 100]}, {"menu": ["Game", "Tournament…"]}, {"click": {"widget": "Computer Player 1"}},
               {"click": {"widget": "OK"}}])
    state = app.state()
    assert state["dialog"]["title"] == "Tournament Game 1" and state["dialog"]["text"].endswith("[Computer]")
    run([{"type": LONGEST}, {"key": "return"}], app=app)
    assert [p["name"] for p in app.state()["players"]] == [LONGEST]
