"""The RGB requester as designers type colours, and the editor's keys (issue 38, points 2 and 4): Hex with hue,
saturation and value beside the RGB sliders; Ctrl+N/O/S/Shift+S/I/E; a tool's letter never acts with Ctrl or Alt
held, not even in a quick tap; F1 lists every key."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def W(name):
    return {"click": {"widget": name}}


def sliders(dialog):
    return {name: dialog.find(name).value for name in ("Red", "Green", "Blue", "Hue", "Saturation", "Value")}


# --- Hex, and hue, saturation and value beside red, green and blue --------------------------------------------

@pytest.mark.parametrize("typed", ["1e90ff", "#1E90FF"])
def test_a_typed_hex_and_return_set_the_colour_in_one_undo_step(typed):
    import pyxel
    app = run([W("colour 3"), W("RGB"), W("Hex"), {"type": typed}, {"key": "return"}])
    state = app.state()
    assert state["dialog"] is None and state["palette"][3] == "#1e90ff"
    assert state["status"] == "Colour 3 is now #1e90ff." and pyxel.colors[7 + 3] == 0x1E90FF
    run([W("Undo")], app=app)
    assert app.state()["palette"][3] == "#fffcf0"


def test_the_hex_field_has_the_keys_at_once_so_six_digits_and_return_are_enough():
    app = run([W("colour 2"), W("RGB")])
    assert app.state()["dialog"]["focus"] == "Hex"
    run([{"type": "00ff7f"}, {"key": "return"}], app=app)
    assert app.state()["palette"][2] == "#00ff7f"


@pytest.mark.parametrize("typed, said", [
    ("12345", '"12345" is not a colour: type six hex digits, as #1e90ff.'),
    ("#00ff0", '"#00ff0" is not a colour: type six hex digits, as #1e90ff.'),
    ("#", '"#" is not a colour: type six hex digits, as #1e90ff.'),
])
def test_a_bad_hex_gets_a_sentence_and_changes_nothing(typed, said):
    import pyxel
    app = run([W("colour 3"), W("RGB"), W("Hex"), {"type": typed}, {"key": "return"}])
    state = app.state()
    assert state["dialog"] == {"title": "Colour 3", "text": said, "focus": "Hex"}
    assert sliders(app.windows[-1]) == {"Red": 255, "Green": 252, "Blue": 240, "Hue": 48, "Saturation": 6,
                                        "Value": 100}
    assert pyxel.colors[7 + 3] == 0xFFFCF0
    run([W("OK")], app=app)                      # OK says the same and stays
    assert app.state()["dialog"]["text"] == said
    run([W("Cancel")], app=app)
    assert app.state()["palette"][3] == "#fffcf0" and app.state()["can_undo"] is False


def test_letters_that_are_not_hex_digits_are_not_taken():
    app = run([W("colour 3"), W("RGB"), W("Hex"), {"type": "#zz1e90ffq"}])
    assert app.windows[-1].find("Hex").value == "#1e90ff"


def test_hex_rgb_and_hsv_follow_one_another():
    app = run([W("colour 3"), W("RGB"), W("Hex"), {"type": "#00ff00"}])
    dialog = app.windows[-1]
    assert sliders(dialog) == {"Red": 0, "Green": 255, "Blue": 0, "Hue": 120, "Saturation": 100, "Value": 100}
    run([W("Value"), {"key": "home"}], app=app)          # black: the hue and saturation stay as they were
    assert sliders(dialog) == {"Red": 0, "Green": 0, "Blue": 0, "Hue": 120, "Saturation": 100, "Value": 0}
    assert dialog.find("Hex").value == "#000000"
    run([{"key": "end"}, W("Hue"), {"key": "home"}], app=app)
    assert sliders(dialog) == {"Red": 255, "Green": 0, "Blue": 0, "Hue": 0, "Saturation": 100, "Value": 100}
    run([W("Blue"), {"key": "end"}], app=app)
    assert sliders(dialog) == {"Red": 255, "Green": 0, "Blue": 255, "Hue": 300, "Saturation": 100, "Value": 100}
    assert dialog.find("Hex").value == "#ff00ff"
    run([W("OK")], app=app)
    assert app.state()["palette"][3] == "#ff00ff"


def test_tab_walks_hex_then_the_six_sliders_then_the_buttons():
    app = run([W("colour 3"), W("RGB")])
    seen = [app.state()["dialog"]["focus"]]
    for _ in range(8):
        run([{"key": "tab"}], app=app)
        seen.append(app.state()["dialog"]["focus"])
    assert seen == ["Hex", "Red", "Green", "Blue", "Hue", "Saturation", "Value", "OK", "Cancel"]


def test_tab_back_to_hex_selects_it_so_typing_replaces_it():
    app = run([W("colour 3"), W("RGB"), {"key": "tab"}, {"key": "shift+tab"}, {"type": "abcdef"},
               {"key": "return"}])
    assert app.state()["palette"][3] == "#abcdef"


# --- the File menu's keys ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("keys, title", [
    ("ctrl+n", "New Stoneset"), ("ctrl+o", "Load Stoneset"), ("ctrl+shift+s", "Save Stoneset"),
    ("ctrl+i", "Import Picture"), ("ctrl+e", "Export Sheet"),
])
def test_the_file_menus_keys_open_what_the_menu_does(keys, title):
    app = run([{"key": keys}])
    assert app.state()["dialog"]["title"] == title


def test_ctrl_shift_s_asks_for_a_name_even_when_the_set_has_a_file(tmp_path):
    app = run([{"save": str(tmp_path / "mine.png")}, W("colour 2"), W("pixel 3 3"), {"key": "ctrl+shift+s"}])
    state = app.state()
    assert state["dialog"]["title"] == "Save Stoneset" and state["dirty"] is True      # asked, not saved
    run([{"key": "escape"}, {"key": "ctrl+s"}], app=app)
    assert app.state()["dialog"] is None and app.state()["dirty"] is False                # Ctrl+S saves at once


def test_the_menus_show_the_keys():
    from ishido_retro.ui.menubar import shortcut_text
    app = run([])
    shown = {item.label: shortcut_text(item.shortcut) for item in app.menubar.menus[0].items if item.shortcut}
    assert shown == {"New Stoneset": "^N", "Load Stoneset…": "^O", "Save Stoneset": "^S",
                     "Save Stoneset As…": "Shift+^S", "Import Picture…": "^I", "Export Sheet…": "^E", "Quit": "^Q"}


# --- a tool's letter never acts while Ctrl or Alt is held --------------------------------------------------------

@pytest.mark.parametrize("mod", ["ctrl", "alt"])
def test_no_tool_letter_acts_with_ctrl_or_alt(mod):
    from ishido_retro.editor.view import ACTIONS, TOOLS
    app = run([W("tool box")])
    before = app.state()
    stones = before["stones"]
    for _id, _label, letter, _help in TOOLS + ACTIONS:
        run([{"key": f"{mod}+{letter}"}, {"key": "escape"}, {"key": "escape"}], app=app)
        state = app.state()
        assert (state["tool"], state["mirror"]) == ("box", before["mirror"]), letter
        if (mod, letter) == ("ctrl", "x"):        # Ctrl+X cuts the stone (Edit menu), it does not flip it
            assert state["clipboard"] == "stone" and state["stones"][0] != stones[0]
            stones = state["stones"]              # (and Ctrl+Y, redo, has nothing to redo after it)
        assert state["stones"] == stones, letter
    run([{"key": f"{mod}+t"}, {"key": f"{mod}+u"}], app=app)
    assert app.state()["colour"] == before["colour"]


def test_a_quick_ctrl_v_let_go_in_the_frame_of_the_v_is_still_ctrl_v():
    """xdotool's ctrl+v: Ctrl goes down in one frame, V goes down and Ctrl up before the next one is read."""
    import pyxel
    app = run([W("stone 0 0"), {"key": "ctrl+c"}, W("stone 5 5")])
    copied = app.screen.doc.stone(0, 0)
    pyxel.set_btn(pyxel.KEY_LCTRL, True)
    run([{"wait": 1}], app=app)
    pyxel.set_btn(pyxel.KEY_V, True)
    pyxel.set_btn(pyxel.KEY_LCTRL, False)
    run([{"wait": 1}], app=app)
    pyxel.set_btn(pyxel.KEY_V, False)
    run([{"wait": 2}], app=app)
    state = app.state()
    assert state["mirror"] == {"h": False, "v": False}
    assert app.screen.doc.stone(5, 5) == copied
    pyxel.set_btn(pyxel.KEY_V, True)              # V alone still turns Mirror V on
    run([{"wait": 1}], app=app)
    pyxel.set_btn(pyxel.KEY_V, False)
    run([{"wait": 2}], app=app)
    assert app.state()["mirror"] == {"h": False, "v": True}


def test_ctrl_v_pressed_and_let_go_within_one_frame_pastes_and_leaves_mirror_v_alone():
    import pyxel
    app = run([W("stone 0 0"), {"key": "ctrl+c"}, W("stone 5 5")])
    pyxel.set_btn(pyxel.KEY_LCTRL, True)          # every edge before the frame reads them
    pyxel.set_btn(pyxel.KEY_V, True)
    pyxel.set_btn(pyxel.KEY_V, False)
    pyxel.set_btn(pyxel.KEY_LCTRL, False)
    app.frame()
    assert app.state()["mirror"] == {"h": False, "v": False}
    assert app.screen.doc.stone(5, 5) == app.screen.doc.stone(0, 0)


# --- F1 ----------------------------------------------------------------------------------------------------------

def test_f1_lists_every_key_of_the_menus_and_every_tool_letter():
    from ishido_retro.editor.view import ACTIONS, TOOLS
    app = run([{"key": "f1"}])
    window = app.windows[-1]
    lines = [text for _kind, text in window.lines]
    words = " ".join(lines)
    for menu in app.menubar.menus:
        for item in menu.items:
            if item.shortcut:
                named = "+".join(part.capitalize() if len(part) > 1 else part.upper()
                                 for part in item.shortcut.split("+"))
                assert any(line.lstrip().startswith(named + " ") for line in lines), named
    for _id, _label, letter, _help in TOOLS + ACTIONS:
        assert any(line.lstrip().startswith(letter.upper() + "   ") or f"  {letter.upper()}   " in line
                   for line in lines), letter
    for said in ("Ctrl+Space", "Shift+Space", "Delete", "Tab", "Escape", "Hex", "T   transparent", "U   undo"):
        assert said in words, said
    run([{"key": "end"}], app=app)
    assert window.top_line == window.max_top > 0       # the list scrolls


@pytest.mark.parametrize("keys, title", [("ctrl+e", "Export Sheet"), ("ctrl+shift+s", "Save Stoneset"),
                                         ("ctrl+i", "Import Picture")])
def test_in_the_games_window_the_editors_keys_are_the_editors(keys, title):
    from helpers import run as run_game
    app = run_game([{"seed": 7}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, {"key": keys}])
    state = app.state()
    assert state["screen"] == "editor" and state["dialog"]["title"] == title and not app.game.is_over
