"""The editor by keys and its small edges (issue 30, part 7): the clipboard keys act on the selection, keys
select a whole row or column, F1 shows the editor's keys; the RGB dialog's hex follows the sliders; the
buttons and sentences say what they do."""

from __future__ import annotations

import pytest

from ishido_retro.stonesets.document import digest

pytestmark = pytest.mark.usefixtures("pyxel_ready")

EMPTY = digest(bytes(400))


def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def W(name):
    return {"click": {"widget": name}}


def key(*names):
    return [{"key": n} for n in names]


def stones(app):
    return {(c, r): d for c, r, d in app.state()["stones"]}


def test_shift_space_selects_the_row_and_delete_erases_it_ctrl_z_brings_it_back():
    app = run([W("stone 2 3"), *key("shift+space")])
    state = app.state()
    assert state["selected"] == {"kind": "row", "col": 2, "row": 3}
    assert state["status"] == "Row 4 selected: Ctrl+C, Ctrl+X, Ctrl+V and Delete act on it."
    before = stones(app)
    run(key("delete"), app=app)
    after = stones(app)
    assert all(after[c, 3] == EMPTY for c in range(6)) and after[2, 2] == before[2, 2] != EMPTY
    run(key("ctrl+z"), app=app)
    assert stones(app) == before


def test_ctrl_space_selects_the_column_ctrl_c_and_ctrl_v_copy_it_onto_another_column():
    app = run([W("stone 1 0"), *key("ctrl+space", "ctrl+c")])
    assert app.state()["selected"]["kind"] == "column" and app.state()["clipboard"] == "column"
    assert app.state()["status"] == "Copied column 2."
    column = [stones(app)[1, r] for r in range(6)]
    run([W("column 4"), *key("ctrl+v")], app=app)
    assert [stones(app)[4, r] for r in range(6)] == column


def test_ctrl_x_cuts_the_selected_stone_and_ctrl_v_pastes_it_elsewhere():
    app = run([W("stone 0 0")])
    stone = stones(app)[0, 0]
    run(key("ctrl+x"), app=app)
    assert stones(app)[0, 0] == EMPTY and app.state()["clipboard"] == "stone"
    run([W("stone 5 5"), *key("ctrl+v")], app=app)
    assert stones(app)[5, 5] == stone


def test_f1_shows_the_editors_keys():
    app = run(key("f1"))
    window = app.windows[-1]
    assert window.title == "Editor Keys"
    words = " ".join(" ".join(text.split()) for _kind, text in window.lines)     # a table's columns as words
    for said in ("Shift+Space the whole row", "Ctrl+Space its whole column", "Ctrl+C copy the selection",
                 "Delete erase it", "Ctrl+S", "P pencil"):
        assert said in words
    assert "The Title Screen" not in words          # the editor's keys only
    run([W("Exit")], app=app)
    assert app.state()["dialog"] is None
    app = run([{"menu": ["Help", "Keys"]}])         # the same from the menu
    assert app.windows[-1].title == "Editor Keys"


def test_the_rgb_dialogs_hex_follows_the_sliders():
    app = run([W("colour 2"), W("RGB")])
    dialog = app.windows[-1]
    red = dialog.find("Red")
    hex_field = dialog.find("Hex")
    start = hex_field.value
    run([W("Red"), *key("home")], app=app)        # the red slider to 0
    assert red.value == 0 and hex_field.value == "#00" + start[3:]
    run([W("Cancel")], app=app)


def test_undo_names_an_xcolor_replacement_in_english():
    app = run([W("stone 0 0"), W("XColor"), W("colour 5"), W("pixel 10 10"), W("Undo")])
    assert app.state()["status"] == "Undid the XColor replacement."


def test_a_true_colour_png_opened_as_a_set_is_named_in_english(tmp_path):
    from PIL import Image
    Image.new("RGB", (120, 140), (200, 30, 30)).save(tmp_path / "photo.png")
    app = run([{"load": str(tmp_path / "photo.png")}])
    text = app.state()["dialog"]["text"]
    assert "photo.png is a true-colour (RGB) picture, not an indexed stoneset" in text and "a RGB" not in text
