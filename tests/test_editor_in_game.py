"""Choices > Stonesets > Edit Stoneset… in the game's window: Use brings the edited set into play."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def W(name):
    return {"click": {"widget": name}}


def test_edit_the_stone_on_the_touchstone_use_it_and_play_it(home):
    import pyxel

    from ishido_retro.ui.theme import STONE_BANK, stone_source
    app = run([{"seed": 7}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}])
    state = app.state()
    assert state["screen"] == "editor" and state["name"] == "Ishido" and state["dialog"] is None
    colour, symbol = app.game.touchstone
    doc = app.screen.doc
    old = doc.pixel(symbol, colour, 10, 10)
    new = 1 if old != 1 else 2
    run([W(f"stone {symbol} {colour}"), W(f"colour {new}"), W("pixel 10 10"), W("pixel 11 10"),
         {"menu": ["File", "Names"]}], app=app)
    app.windows[-1].find("Name").value = "My Ishido"
    run([W("OK"), W("Use")], app=app)
    assert app.state()["dialog"]["title"] == "Use"      # a shipped set: the copy's name is asked
    run([{"key": "return"}], app=app)
    state = app.state()
    assert state["screen"] == "play" and state["dialog"] is None
    saved = home / "stonesets" / "my-ishido.png"
    assert state["settings"]["stoneset"] == "user:my-ishido.png" and saved.is_file()
    edited = load_stoneset(saved)
    assert edited.name == "My Ishido" and edited.stone(colour, symbol)[210] == new
    # the stone bank the board draws from holds the edited pixel
    sx, sy = stone_source(colour, symbol)
    expected = 7 + edited.screen_pixels(colour, symbol)[210]
    assert pyxel.images[STONE_BANK].pget(sx + 10, sy + 10) == expected
    assert app.theme.stoneset_name == "user:my-ishido.png"
    # and the game goes on with it: the edited stone is played
    target = app.game.legal_squares()[0]
    run([{"click": {"square": list(target)}}], app=app)
    assert app.game.board[target] == (colour, symbol) and len(app.game.history) == 1


def test_cancel_returns_to_the_game_unchanged():
    import pyxel
    app = run([{"seed": 3}])
    colours = list(pyxel.colors)[:16]
    run([{"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, W("colour 3"), W("pixel 10 10"), W("Cancel")], app=app)
    assert app.state()["dialog"]["title"] == "Leave the Editor"
    run([W("Leave and Lose Edits")], app=app)
    state = app.state()
    assert state["screen"] == "play" and state["settings"]["stoneset"] == "Ishido"
    assert list(pyxel.colors)[:16] == colours
    run([{"key": "ctrl+n"}], app=app)     # the game's own shortcuts and menus are back
    assert app.state()["screen"] == "play" and app.state()["dialog"] is None


def test_shift_right_click_picks_a_colour_in_the_hosted_editor():
    import pyxel

    from ishido_retro.editor import geometry as G
    app = run([{"seed": 2}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, W("stone 2 3"), W("colour 7")])
    x, y, _, _ = G.pixel_rect(10, 10)
    pyxel.set_mouse_pos(x + 2, y + 2)
    pyxel.set_btn(pyxel.KEY_LSHIFT, True)
    run(["rclick"], app=app)
    pyxel.set_btn(pyxel.KEY_LSHIFT, False)
    assert app.state()["colour"] == app.screen.doc.pixel(2, 3, 10, 10) != 7
    assert app.state()["menu_open"] is False


def test_closing_the_window_keeps_the_hosted_editors_unsaved_edits(home):
    app = run([{"seed": 2}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, W("colour 3"), W("pixel 10 10")])
    edited = app.screen.doc.pixel(0, 0, 10, 10)
    run([{"close_window": True}], app=app)
    kept = home / "editor-autosave.png"
    assert kept.is_file()
    assert load_stoneset(kept).stone(0, 0)[10 * 20 + 10] == edited == 3


def test_the_scopes_zoom_and_view_menu_in_the_games_window():
    app = run([{"seed": 3}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, {"key": "c"}, {"key": "plus"},
               {"key": "g"}, W("stone 2 0"), W("colour 1"), W("pixel 10 10")])
    state = app.state()
    assert (state["screen"], state["scope"], state["zoom"], state["grid"]) == ("editor", "column", 10, False)
    assert [app.screen.doc.pixel(2, r, 10, 10) for r in range(6)] == [1] * 6
    run([{"menu": ["View", "Zoom Out"]}, {"menu": ["Edit", "Copy", "Column"]}], app=app)
    assert app.state()["zoom"] == 5 and app.state()["clipboard"] == "column"
