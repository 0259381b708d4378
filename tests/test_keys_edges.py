"""Two keys at the edge of what a player expects (issue 29): Escape in a submenu of the menu bar, and Space on
a requester that has just opened (Space also places stones, so a requester that pops up under it must not take
it as an answer)."""

from __future__ import annotations

import pytest
from helpers import run

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def keys(*names):
    return [{"key": n} for n in names]


def lit(app):
    s = app.state()
    return s.get("menu_highlight") if s["menu_open"] else None


def test_escape_in_a_submenu_closes_only_the_submenu():
    app = run(keys("return", "f10", "right", "right", "up", "right"))     # Game > Computer Level > Novice
    assert lit(app) == ["Game", "Computer Level", "Novice"]
    run(keys("escape"), app=app)
    assert lit(app) == ["Game", "Computer Level"]                           # the bar stays open, the item lit
    run(keys("down"), app=app)                                              # and the arrows walk the menu again
    assert lit(app) == ["Game", "New Game"]                                  # (Timer is ghosted: down wraps round)
    run(keys("escape"), app=app)                                            # a second Escape closes the bar
    assert lit(app) is None and app.state()["menu_open"] is False


@pytest.mark.parametrize(("shortcut", "title", "answered"), [
    ("ctrl+e", "End Game", lambda app: app.game.is_over and app.state()["dialog"]["title"] == "Game Over"),
    ("ctrl+n", "New Game", lambda app: app.game.moves == [] and app.state()["dialog"] is None),
], ids=["end-game", "new-game"])
def test_space_on_a_requester_just_opened_answers_nothing_until_the_keys_show_the_focus(shortcut, title, answered):
    app = run([{"seed": 4}, {"key": "tab"}, {"key": "return"}])            # a stone on the board: a game to lose
    assert len(app.game.moves) == 1
    run(keys(shortcut), app=app)
    assert app.state()["dialog"] == {"title": title, "text": app.state()["dialog"]["text"], "focus": "Cancel"}
    run(keys("space"), app=app)                                             # the Space meant for the board
    assert app.state()["dialog"]["title"] == title                          # still asking ...
    assert len(app.game.moves) == 1 and not app.game.is_over                # ... and the game is as it was
    run(keys("tab"), app=app)                                  # the keys show the focus: the first Tab, on OK
    assert app.state()["dialog"]["focus"] == "OK"
    run(keys("space"), app=app)                                             # now Space presses OK
    assert answered(app)
