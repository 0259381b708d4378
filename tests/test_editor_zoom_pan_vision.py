"""Zoom and pan, and seeing what others see (issue 48, points 8 and 9): five zoom levels, the hand (a middle
drag, Space and a drag, Shift and the arrows), the symbols' colours in the contrast check and View >
Colour-blind Preview, all through the runner."""

from __future__ import annotations

import pytest

from ishido_retro.editor import geometry as G
from ishido_retro.stonesets.colourdiff import SIMULATIONS, seen_as
from ishido_retro.stonesets.contrast import contrast_warnings, symbol_warnings

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def W(name):
    return {"click": {"widget": name}}


def centre(x, y):
    """The screen point in the middle of the edit box's pixel (x, y) at zoom 5 (the whole stone in view)."""
    return [G.EDIT_X + 5 * x + 2, G.EDIT_Y + 5 * y + 2]


# --- the hand ------------------------------------------------------------------------------------------------------

def test_a_middle_drag_takes_the_stone_along_with_the_pointer():
    app = run([{"key": "plus"}])                                  # zoom 10 about the middle: pixels 5..14
    assert app.state()["shown"] == [5, 5, 10]
    stones = app.state()["stones"]
    run([{"drag": {"path": [[180, 80], [160, 70], [150, 60]], "button": "middle"}}], app=app)
    state = app.state()
    assert state["shown"] == [8, 7, 10] and state["pan"] is None      # 30 and 20 screen pixels: 3 and 2 pixels
    assert state["status"] == "In view: pixels 8,7 to 17,16 (Shift+arrows or a middle drag move it)."
    assert state["stones"] == stones and state["can_undo"] is False    # nothing painted
    run([{"drag": {"path": [[140, 40], [230, 125]], "button": "middle"}}], app=app)
    assert app.state()["shown"] == [0, 0, 10]                           # not past the stone's edge


def test_space_and_a_drag_move_the_view_and_paint_nothing():
    app = run([{"key": "plus"}, {"key": "plus"}, W("colour 2")])      # zoom 15: 6 x 6 pixels from 7,7
    stones = app.state()["stones"]
    run([{"drag": {"path": [[150, 50], [180, 50], [195, 80]], "hold": "space"}}], app=app)
    state = app.state()
    assert state["shown"] == [4, 5, 6] and state["stones"] == stones and state["can_undo"] is False
    assert state["dialog"] is None            # Space let go after the drag is no tap: the colour's RGB stays shut
    run([W("pixel 4 5")], app=app)                                     # a click still paints
    assert app.screen.doc.pixel(0, 0, 4, 5) == 2


def test_space_tapped_lays_floating_pixels_wherever_the_keys_are():
    app = run([W("tool select"), {"drag": [centre(2, 2), centre(5, 5)]}, {"drag": [centre(3, 3), centre(8, 8)]}])
    assert app.state()["floating"] == "move" and app.state()["can_undo"] is False
    run([W("colour 2")], app=app)                                      # the keys go to the colours; still afloat
    assert app.state()["focus"] == "colours" and app.state()["floating"] == "move"
    run([{"key": "space"}], app=app)
    state = app.state()
    assert state["floating"] is None and state["can_undo"] is True and state["dialog"] is None
    assert state["status"] == "Laid the move (Undo takes it back)."
    run([{"key": "space"}], app=app)                                   # nothing afloat: Space opens RGB there
    assert app.state()["dialog"]["title"] == "Colour 2"


def test_space_is_given_when_let_go_and_not_after_a_click():
    from ishido_retro.editor.panning import Hand
    from ishido_retro.ui.input import Input
    hand = Hand(None)
    down, held, up = Input(keys=frozenset({"space"}), space_held=True), Input(space_held=True), Input()
    assert [hand.space_taps(i).keys for i in (down, held, down, up, up)] == [set(), set(), set(), {"space"}, set()]
    click = Input(left_pressed=True, left_held=True, space_held=True)
    assert [hand.space_taps(i).keys for i in (down, click, held, up)] == [set(), set(), set(), set()]
    quick = Input(keys=frozenset({"space"}))                             # pressed and let go within one frame
    assert hand.space_taps(quick).keys == {"space"}
    shifted = Input(keys=frozenset({"space", "shift+space"}), held=frozenset({"shift"}), space_held=True)
    assert hand.space_taps(shifted) is shifted                          # Shift+Space selects the row at once


def test_space_alone_over_the_box_is_the_hands_hint_not_a_pixel():
    app = run([{"key": "plus"}, {"click": [180, 80]}])               # the pointer rests over the box
    stones = app.state()["stones"]
    run([{"key": "space"}], app=app)
    state = app.state()
    assert state["status"] == ("Hand: hold Space (or the middle button) and drag in the edit box to move the "
                               "view.")
    assert state["stones"] == stones and state["cursor"] is None


def test_shift_and_the_arrows_move_the_view_one_pixel():
    app = run([{"key": "plus"}, {"key": "shift+right"}, {"key": "shift+right"}, {"key": "shift+up"}])
    assert app.state()["shown"] == [7, 4, 10] and app.state()["cursor"] is None    # the cursor did not show
    run([{"key": "shift+up"}] * 6, app=app)
    assert app.state()["shown"] == [7, 0, 10]
    assert app.state()["status"] == ("The view is at the stone's edge: in view: pixels 7,0 to 16,9 (Shift+arrows "
                                     "or a middle drag move it).")


def test_at_zoom_5_the_hand_says_the_whole_stone_is_in_view():
    app = run([{"key": "shift+left"}])
    assert app.state()["shown"] == [0, 0, 20]
    assert app.state()["status"] == "The whole stone is in view: zoom in (+) to move about it."
    run([{"drag": {"path": [centre(2, 2), centre(9, 9)], "button": "middle"}}], app=app)
    assert app.state()["shown"] == [0, 0, 20] and app.state()["can_undo"] is False


def test_a_drag_that_is_no_drag_is_refused_in_a_sentence():
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError, match="drag's button is left or middle and its hold is space"):
        run([{"drag": {"path": [[1, 1], [2, 2]], "button": "right"}}])


# --- the symbols' colours in the contrast check ----------------------------------------------------------------------

def six_rows(face_of, ink_of):
    """36 stones: row r's face colour face_of(r) on 300 pixels, the symbol in ink_of(r, c) on 100."""
    return [bytes([face_of(r)] * 300 + [ink_of(r, c)] * 100) for r in range(6) for c in range(6)]


PALETTE = [0x8C8C8C, 0xD03030, 0x30A030, 0x3050D0, 0xE0C020, 0xE0E0E0, 0x8030A0, 0x101010, 0xC83434,
           0xD06040, 0x909090] + [0] * 5


def test_a_symbol_in_a_colour_close_to_its_rows_hardly_shows():
    stones = six_rows(lambda r: r + 1, lambda r, c: 8 if (r, c) == (0, 2) else 7)    # red on red at row 1, col 3
    found = symbol_warnings(stones, PALETTE, [f"row {r + 1}" for r in range(6)], ["Sun", "Moon", "Wave"])
    assert found == ["the symbol of column 3 (Wave) hardly shows on row 1 (2; 15 stands out)"]


def test_a_symbol_red_green_eyes_cannot_tell_from_its_row():
    # a green stone's symbol in a brick red: far apart to most eyes (59), 2 apart to deuteranopia's, 16 to
    # protanopia's
    stones = six_rows(lambda r: r + 1, lambda r, c: 9 if (r, c) == (1, 0) else 7)
    found = symbol_warnings(stones, PALETTE, [f"row {r + 1}" for r in range(6)])
    assert found == ["the symbol of column 1 hardly shows on row 2 to eyes with deuteranopia"]


def test_the_check_names_the_symbols_and_the_shipped_words_stay():
    stones = six_rows(lambda r: r + 1, lambda r, c: 8 if (r, c) == (0, 0) else 7)
    found = contrast_warnings(stones, PALETTE, [f"C{r}" for r in range(6)], {}, ["Sun"] + [""] * 5)
    assert found[-1] == "the symbol of column 1 (Sun) hardly shows on row 1 (C0) (2; 15 stands out)"


# --- View > Colour-blind Preview -------------------------------------------------------------------------------------

def test_tritan_is_the_published_matrix_and_leaves_greys_grey():
    assert set(SIMULATIONS) == {"protanopia", "deuteranopia", "tritanopia"}
    assert seen_as(0xFFFFFF, "tritanopia") == 0xFFFFFF and seen_as(0x808080, "tritanopia") == 0x808080
    assert seen_as(0x0000FF, "tritanopia") == 0x00264E          # blue reads as a dark teal
    assert seen_as(0xFFFF00, "tritanopia") == 0xFFDAB1          # yellow as a pale pink


@pytest.mark.parametrize("item, cvd, sim", [("Protan", "protan", "protanopia"), ("Deutan", "deutan", "deuteranopia"),
                                            ("Tritan", "tritan", "tritanopia")])
def test_the_preview_shows_every_colour_as_those_eyes_see_it_until_turned_off(item, cvd, sim):
    import pyxel
    app = run([])
    palette = [int(c[1:], 16) for c in app.state()["palette"]]
    run([{"menu": ["View", "Colour-blind Preview", item]}], app=app)
    state = app.state()
    assert state["cvd"] == cvd and state["palette"] == [f"#{c:06x}" for c in palette]      # the set is unchanged
    assert [pyxel.colors[7 + v] for v in range(1, 16)] == [seen_as(palette[v], sim) for v in range(1, 16)]
    assert state["status"].startswith(f"Colour-blind Preview: {item} (no ")
    assert state["status"].endswith("F3: the next.")
    assert app.screen.status_texts()[1].endswith(f" · {item} view")
    run([W("colour 3"), W("pixel 4 4")], app=app)                      # painting goes on as ever
    assert app.state()["cvd"] == cvd
    assert [pyxel.colors[7 + v] for v in range(1, 16)] == [seen_as(palette[v], sim) for v in range(1, 16)]
    run([{"menu": ["View", "Colour-blind Preview", item]}], app=app)      # the one on again: off
    assert app.state()["cvd"] is None and app.state()["status"] == "Colour-blind Preview off: the colours as they are."
    assert [pyxel.colors[7 + v] for v in range(1, 16)] == palette[1:]


def test_f3_walks_protan_deutan_tritan_and_off():
    app = run([])
    seen = []
    for _ in range(4):
        run([{"key": "f3"}], app=app)
        seen.append(app.state()["cvd"])
    assert seen == ["protan", "deutan", "tritan", None]


def test_the_board_preview_is_seen_through_the_preview_too():
    import pyxel
    app = run([{"key": "f3"}, {"key": "f3"}, {"key": "f2"}])
    assert app.state()["dialog"]["title"] == "Preview on Board" and app.state()["cvd"] == "deutan"
    board = list(app.screen.board_palette[:8])
    assert [pyxel.colors[i] for i in range(8)] == [seen_as(c, "deuteranopia") for c in board]


# --- small things: Space outside the mask, Home and End among the colours ------------------------------------------

def test_space_outside_the_mask_says_why_nothing_is_painted():
    # the click on the swatch takes the keys to the colours: Tab twice (the buttons, the edit box) brings them back
    app = run([W("colour 4"), {"key": "tab"}, {"key": "tab"}, {"key": "left"}] + [{"key": "left"}] * 10
              + [{"key": "up"}] * 10)
    assert app.state()["cursor"] == [0, 0] and app.screen.doc.masks[0][0] == 0     # Ishido's corners are clear
    assert app.screen.doc.pixel(0, 0, 10, 10) != 4
    stones = app.state()["stones"]
    run([{"key": "space"}], app=app)
    state = app.state()
    assert state["stones"] == stones and state["can_undo"] is False
    assert state["status"] == ("Pixel 0,0 is outside column 1's mask: nothing is painted there (the stone is clear "
                               "outside its mask; a template shapes it).")
    run([{"key": "right"}] * 10 + [{"key": "down"}] * 10 + [{"key": "space"}], app=app)     # inside: it paints
    assert app.screen.doc.pixel(0, 0, 10, 10) == 4


def test_home_and_end_go_to_the_first_and_last_colour():
    app = run([W("colour 6")])
    assert app.state()["focus"] == "colours"            # the keys act where the player last acted
    run([{"key": "home"}], app=app)
    assert app.state()["colour"] == 1 and app.state()["status"] == "Colour 1: the first of the set's colours."
    run([{"key": "end"}], app=app)
    assert app.state()["colour"] == 15 and app.state()["status"] == "Colour 15: the last of the set's colours."


def test_a_colour_being_chosen_shows_through_the_preview_too():
    import pyxel
    app = run([{"key": "f3"}, W("colour 3"), W("RGB"), {"type": "#ff0000"}])
    assert app.state()["dialog"]["title"] == "Colour 3"
    assert pyxel.colors[7 + 3] == seen_as(0xFF0000, "protanopia") != 0xFF0000
    run([{"key": "return"}], app=app)
    assert app.state()["palette"][3] == "#ff0000" and pyxel.colors[7 + 3] == seen_as(0xFF0000, "protanopia")
