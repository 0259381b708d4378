"""End-to-end: the real stoneset editor, headless, driven through its scripted runner."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml
from PIL import Image

from ishido_retro.stonesets.document import digest
from ishido_retro.stonesets.masks import TEMPLATES
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, shots=None, app=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, shots, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def new_set():
    """File > New Stoneset, answered OK: 36 transparent stones with square masks."""
    return [{"menu": ["File", "New Stoneset"]}, W("OK")]


def count(app, col, row, colour):
    return app.screen.doc.stone(col, row).count(colour)


# --- opening, dumping -------------------------------------------------------------------------------

def test_the_editor_opens_the_current_set_and_dumps_its_state(tmp_path):
    app = run([{"dump": "start.yaml"}, {"shot": "start.png"}], tmp_path)
    state = yaml.safe_load((tmp_path / "start.yaml").read_text())
    assert state["screen"] == "editor" and state["dialog"] is None
    assert state["selected"] == {"kind": "stone", "col": 0, "row": 0}
    assert state["colour"] == 1 and state["xcolor"] is False and state["tool"] == "pencil"
    assert state["clipboard"] is None and state["dirty"] is False
    assert state["file"] is None        # a shipped set: Save asks for a file in the user folder
    shipped = load_stoneset(shipped_stoneset_path("Ishido"))
    assert state["stones"][7] == [1, 1, digest(shipped.stone(1, 1))]
    assert len(state["stones"]) == 36 and len(state["masks"]) == 6 and len(state["palette"]) == 16
    assert state["palette"][1] == f"#{shipped.palette[1]:06x}"
    assert (tmp_path / "start.png").stat().st_size > 0
    assert app.screen.doc.name == "Ishido"


def test_an_unreadable_file_on_the_command_line_gets_a_message(tmp_path):
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"GIF89a not a stoneset")
    app = run([], path=bad)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Load Stoneset" and "bad.png cannot be opened" in dialog["text"]
    assert "not a PNG picture" in dialog["text"]
    assert app.screen.doc.name == "Ishido"


# --- painting tools -----------------------------------------------------------------------------------

def test_paint_a_pixel_then_undo_and_redo(tmp_path):
    app = run([W("stone 2 1"), W("colour 5"), W("pixel 3 3")])
    doc = app.screen.doc
    assert doc.pixel(2, 1, 3, 3) == 5 and app.state()["dirty"] is True
    before = app.state()["stones"][8]
    run([W("Undo")], app=app)
    assert doc is app.screen.doc and app.state()["dirty"] is False
    assert app.state()["stones"][8] != before
    run([W("Redo")], app=app)
    assert app.state()["stones"][8] == before and doc.pixel(2, 1, 3, 3) == 5


def test_a_drag_with_the_pencil_paints_a_stroke_undone_in_one_step():
    from ishido_retro.editor import geometry as G
    app = run([*new_set(), W("colour 3")])
    x0, y0 = G.pixel_rect(2, 10)[:2]
    x1, y1 = G.pixel_rect(12, 10)[:2]
    run([{"drag": [[x0 + 2, y0 + 2], [x0 + 27, y0 + 2], [x1 + 2, y1 + 2]]}], app=app)
    assert [app.screen.doc.pixel(0, 0, x, 10) for x in range(1, 14)] == [0] + [3] * 11 + [0]
    run([W("Undo")], app=app)
    assert count(app, 0, 0, 3) == 0


def test_flood_fill_line_and_box_tools():
    from ishido_retro.editor import geometry as G
    app = run([*new_set(), W("tool box"), W("colour 2")])
    a, b = G.pixel_rect(5, 5), G.pixel_rect(9, 8)
    run([{"drag": [[a[0] + 2, a[1] + 2], [b[0] + 2, b[1] + 2]]}], app=app)
    assert count(app, 0, 0, 2) == 20
    run([W("tool fill"), W("colour 4"), W("pixel 0 0")], app=app)
    assert count(app, 0, 0, 4) == 380 and count(app, 0, 0, 2) == 20
    run([W("tool line"), W("colour 1")], app=app)
    a, b = G.pixel_rect(0, 19), G.pixel_rect(19, 19)
    run([{"drag": [[a[0] + 2, a[1] + 2], [b[0] + 2, b[1] + 2]]}], app=app)
    assert [app.screen.doc.pixel(0, 0, x, 19) for x in (0, 10, 19)] == [1, 1, 1] and count(app, 0, 0, 1) == 20
    assert app.state()["tool"] == "line"


def test_mirror_drawing_and_the_keys_for_tools():
    app = run([*new_set(), {"key": "h"}, W("colour 6"), W("pixel 2 3")])
    assert app.state()["mirror"] == {"h": True, "v": False}
    doc = app.screen.doc
    assert doc.pixel(0, 0, 2, 3) == 6 and doc.pixel(0, 0, 17, 3) == 6 and count(app, 0, 0, 6) == 2
    run([W("tool mirror_v"), W("pixel 1 1")], app=app)
    assert [doc.pixel(0, 0, x, y) for x, y in ((1, 1), (18, 1), (1, 18), (18, 18))] == [6, 6, 6, 6]
    run([{"key": "f"}], app=app)
    assert app.state()["tool"] == "fill"
    run([{"key": "o"}], app=app)   # rotate a quarter turn: (2, 3) goes to (16, 2)
    assert doc.pixel(0, 0, 16, 2) == 6


def test_the_colour_picker_and_transparent():
    app = run([W("stone 0 0"), W("tool picker"), W("pixel 0 0")])
    assert app.state()["colour"] == "T"           # the corner of an Ishido stone is outside its shape
    run([W("pixel 10 10")], app=app)
    assert app.state()["colour"] == app.screen.doc.pixel(0, 0, 10, 10) != 0
    run([W("colour 7"), W("T")], app=app)
    assert app.state()["colour"] == "T"
    from ishido_retro.editor import geometry as G
    x, y, _, _ = G.pixel_rect(10, 10)
    run([W("tool pencil"), {"click": [x + 2, y + 2]}, {"key": "shift+k"}], app=app)   # shift+K: the picker key
    assert app.state()["tool"] == "pencil"         # ... with shift it is not a tool key
    import pyxel
    run([W("colour 7")], app=app)
    pyxel.set_mouse_pos(x + 2, y + 2)
    pyxel.set_btn(pyxel.KEY_LSHIFT, True)          # Shift+right-click picks instead of opening the menu
    run(["rclick"], app=app)
    pyxel.set_btn(pyxel.KEY_LSHIFT, False)
    assert app.state()["colour"] == "T" and app.state()["menu_open"] is False


def test_changing_a_colour_with_the_rgb_requester():
    app = run([W("colour 3"), W("RGB")])
    assert app.state()["dialog"]["title"] == "Colour 3"
    red = app.windows[-1].find("Red")
    red.set_value(0x12)
    app.windows[-1].find("Green").set_value(0x34)
    app.windows[-1].find("Blue").set_value(0x56)
    run([W("OK")], app=app)
    import pyxel
    assert app.state()["palette"][3] == "#123456" and app.state()["dirty"] is True
    assert pyxel.colors[7 + 3] == 0x123456          # on screen too (it kept the old colour until issue 24's work)
    run([W("Undo")], app=app)
    assert app.state()["palette"][3] != "#123456"
    assert pyxel.colors[7 + 3] == int(app.state()["palette"][3][1:], 16)


# --- XColor and mask templates --------------------------------------------------------------------------

def test_xcolor_on_a_stone_and_on_a_whole_row():
    app = run([*new_set(), W("tool box"), W("colour 1")])
    from ishido_retro.editor import geometry as G
    a, b = G.pixel_rect(0, 0), G.pixel_rect(19, 19)
    for col in range(3):
        run([W(f"stone {col} 2"), {"drag": [[a[0] + 1, a[1] + 1], [b[0] + 1, b[1] + 1]]}], app=app)
    run([W("stone 0 2"), W("XColor"), W("colour 5"), W("pixel 4 4")], app=app)
    assert app.state()["xcolor"] is True
    assert count(app, 0, 2, 5) == 400 and count(app, 1, 2, 1) == 400
    run([W("row 2"), W("colour 6"), W("pixel 4 4")], app=app)       # the row's own stone 0 2 is colour 5 now
    assert count(app, 0, 2, 6) == 400 and count(app, 1, 2, 1) == 400
    run([W("colour 1")], app=app)
    run([W("stone 1 2"), W("row 2"), W("colour 7"), W("pixel 4 4")], app=app)
    assert count(app, 1, 2, 7) == 400 and count(app, 2, 2, 7) == 400 and count(app, 0, 2, 6) == 400
    run([W("XColor")], app=app)
    assert app.state()["xcolor"] is False


def test_a_mask_template_shapes_the_selected_column(tmp_path):
    app = run([*new_set(), W("stone 3 0"), W("colour 4"), W("template 1"), {"dump": "t.yaml"}], tmp_path)
    state = yaml.safe_load((tmp_path / "t.yaml").read_text())
    assert state["masks"][3] == digest(TEMPLATES["circle"])
    assert state["masks"][0] == digest(bytes([1]) * 400)
    assert [count(app, 3, r, 4) for r in range(6)] == [256] * 6
    assert count(app, 2, 0, 4) == 0


# --- the Edit menu: cut, copy, paste, erase ------------------------------------------------------------

def test_copy_a_stone_onto_a_stone_and_down_a_column_and_the_refused_paste_onto_a_row():
    app = run([W("stone 1 1"), {"menu": ["Edit", "Copy", "Stone"]}])
    assert app.state()["clipboard"] == "stone"
    source = app.screen.doc.stone(1, 1)
    run([W("stone 4 0"), {"menu": ["Edit", "Paste", "Stone"]}], app=app)
    assert app.screen.doc.stone(4, 0) == source
    run([W("stone 2 3"), {"menu": ["Edit", "Paste", "Column"]}], app=app)
    assert all(app.screen.doc.stone(2, r) == source for r in range(6))
    before = app.state()["stones"]
    run([W("stone 0 5"), {"menu": ["Edit", "Paste", "Row"]}], app=app)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Paste" and "A stone cannot be pasted onto a row" in dialog["text"]
    assert "identical" in dialog["text"]
    run([W("OK")], app=app)
    assert app.state()["stones"] == before and app.state()["dialog"] is None


def test_cut_and_erase_leave_transparent_stones_erase_keeps_the_clipboard():
    app = run([W("stone 2 2"), {"menu": ["Edit", "Cut", "Stone"]}])
    cut = load_stoneset(shipped_stoneset_path("Ishido")).stone(2, 2)
    assert count(app, 2, 2, 0) == 400 and app.state()["clipboard"] == "stone"
    run([W("stone 5 5"), {"menu": ["Edit", "Erase", "Row"]}], app=app)
    assert all(count(app, c, 5, 0) == 400 for c in range(6))
    assert app.state()["clipboard"] == "stone" and app.screen.doc.clipboard.stones[0] == cut
    run([{"menu": ["Edit", "Erase", "Column"]}], app=app)
    assert all(count(app, 5, r, 0) == 400 for r in range(6))
    run([{"menu": ["Edit", "Paste", "Stone"]}], app=app)
    assert app.screen.doc.stone(5, 5) == cut
    assert any("still empty" in w for w in app.state()["warnings"])


def test_columns_and_rows_cut_copy_and_paste():
    app = run([W("stone 1 0"), {"menu": ["Edit", "Copy", "Column"]}])
    shipped = load_stoneset(shipped_stoneset_path("Ishido"))
    assert app.state()["clipboard"] == "column"
    run([W("stone 4 2"), {"menu": ["Edit", "Paste", "Row"]}], app=app)
    assert "can only be pasted onto a column" in app.state()["dialog"]["text"]
    run([W("OK"), {"menu": ["Edit", "Paste", "Column"]}], app=app)
    assert [app.screen.doc.stone(4, r) for r in range(6)] == [shipped.stone(r, 1) for r in range(6)]
    assert app.state()["masks"][4] == app.state()["masks"][1]
    run([W("stone 0 3"), {"menu": ["Edit", "Cut", "Row"]}], app=app)
    assert app.state()["clipboard"] == "row" and all(count(app, c, 3, 0) == 400 for c in range(6))
    row3 = [shipped.stone(3, c) for c in range(4)] + [shipped.stone(3, 1), shipped.stone(3, 5)]  # col 4 pasted
    run([W("stone 0 0"), {"menu": ["Edit", "Paste", "Row"]}], app=app)
    assert [app.screen.doc.stone(c, 0) for c in range(6)] == row3
    run([{"menu": ["Edit", "Undo"]}, {"menu": ["Edit", "Undo"]}], app=app)
    assert [app.screen.doc.stone(c, 3) for c in range(6)] == row3
    assert [app.screen.doc.stone(c, 0) for c in range(6)][0] == shipped.stone(0, 0)


# --- the manual's workflow ----------------------------------------------------------------------------

def test_the_manuals_workflow_draw_one_stone_copy_it_down_its_column_xcolor_each_row():
    from ishido_retro.editor import geometry as G
    corner, far = G.pixel_rect(0, 0), G.pixel_rect(19, 19)
    inner_a, inner_b = G.pixel_rect(7, 7), G.pixel_rect(12, 12)
    steps = [*new_set(), W("stone 0 0"), W("tool box"), W("colour 1"),
             {"drag": [[corner[0] + 1, corner[1] + 1], [far[0] + 1, far[1] + 1]]},
             W("colour 8"),
             {"drag": [[inner_a[0] + 1, inner_a[1] + 1], [inner_b[0] + 1, inner_b[1] + 1]]},
             {"menu": ["Edit", "Copy", "Stone"]}, {"menu": ["Edit", "Paste", "Column"]}, W("XColor")]
    backgrounds = [1, 3, 4, 5, 6, 7]
    for row in range(1, 6):
        steps += [W(f"stone 0 {row}"), W(f"colour {backgrounds[row]}"), W("pixel 0 0")]
    app = run(steps)
    doc = app.screen.doc
    for row in range(6):
        assert count(app, 0, row, backgrounds[row]) == 364, row
        assert count(app, 0, row, 8) == 36
    assert len({doc.stone(0, r) for r in range(6)}) == 6
    assert app.state()["stones"][0][:2] == [0, 0]


# --- files --------------------------------------------------------------------------------------------

def test_save_then_load_it_back(tmp_path):
    target = tmp_path / "mine.png"
    run([W("stone 0 0"), W("colour 2"), W("pixel 10 10"), {"save": str(target)}, {"dump": "s.yaml"}], tmp_path)
    state = yaml.safe_load((tmp_path / "s.yaml").read_text())
    assert state["dirty"] is False and state["file"] == str(target) and target.is_file()
    assert load_stoneset(target).stone(0, 0)[10 * 20 + 10] == 2
    again = run([{"load": str(target)}])
    assert again.state()["stones"] == state["stones"] and again.state()["file"] == str(target)


def test_the_status_bar_names_the_set_without_a_file_then_its_file_and_marks_edits(tmp_path):
    app = run([])
    assert app.screen.status_texts() == ("Right button: menus.", "Ishido, no file")
    run([W("stone 0 0"), W("colour 2"), W("pixel 10 10")], app=app)
    assert app.screen.status_texts()[1] == "Ishido, no file *"
    run([{"save": str(tmp_path / "mine.png")}], app=app)
    assert app.screen.status_texts()[1] == "mine.png"


def test_load_with_unsaved_edits_asks_first_and_a_bad_file_keeps_the_edits(tmp_path):
    bad = tmp_path / "broken.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 40)
    app = run([W("colour 2"), W("pixel 10 10"), {"load": str(bad)}])
    assert app.state()["dialog"]["title"] == "Load Stoneset"
    assert "not saved" in app.state()["dialog"]["text"]
    run([W("Discard")], app=app)
    dialog = app.state()["dialog"]
    assert "broken.png cannot be opened" in dialog["text"] and "unchanged" in dialog["text"]
    assert app.state()["dirty"] is True and app.screen.doc.pixel(0, 0, 10, 10) == 2


def test_a_failed_save_says_so_and_keeps_the_edits(tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    app = run([W("colour 2"), W("pixel 10 10"), {"save": str(blocker / "x.png")}])
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Save Stoneset" and "could not be saved to x.png" in dialog["text"]
    assert "edits are kept" in dialog["text"]
    assert app.state()["dirty"] is True and app.state()["file"] is None


def test_save_from_the_menu_asks_for_a_file_in_the_user_folder(home):
    app = run([W("colour 2"), W("pixel 10 10"), {"menu": ["File", "Save Stoneset"]}])
    assert app.state()["dialog"]["title"] == "Save Stoneset"
    run([{"key": "return"}], app=app)
    saved = home / "stonesets" / "ishido.png"
    assert saved.is_file() and app.state()["dirty"] is False and app.state()["file"] == str(saved)
    run([W("pixel 11 10"), {"key": "ctrl+s"}], app=app)
    assert load_stoneset(saved).stone(0, 0)[10 * 20 + 11] == 2


def test_import_a_picture_with_preview_and_use(home):
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    im = Image.new("RGB", (300, 300), (200, 30, 30))
    for y in range(150, 300):
        for x in range(300):
            im.putpixel((x, y), (20, 40, 220))
    im.save(folder / "pic.png")
    app = run([{"menu": ["File", "Import Picture"]}, {"type": "pic.png"}, {"key": "return"}])
    assert app.state()["dialog"]["title"] == "Import Picture" and "pic.png" in app.state()["dialog"]["text"]
    run([W("OK")], app=app)
    palette = app.state()["palette"]
    red, blue = palette.index("#c81e1e"), palette.index("#1428dc")
    assert count(app, 0, 0, red) == 400 and count(app, 5, 5, blue) == 400
    run([W("Undo")], app=app)
    assert app.screen.doc.name == "Ishido"


def test_names_dialog(tmp_path):
    app = run([W("Names")])
    assert app.state()["dialog"]["title"] == "Stoneset"
    run([{"key": "end"}, {"type": " Two"}, W("Author"), {"key": "end"}, {"type": " and Ada"}, {"key": "return"}],
        app=app)            # the dialog opens on Name, its text selected: End keeps it
    state = app.state()
    assert state["dialog"] is None and state["name"] == "Ishido Two"
    assert state["author"] == "Ishido Retro project and Ada" and state["dirty"] is True
    run([W("Undo")], app=app)
    assert app.state()["name"] == "Ishido"


def test_names_dialog_tab_moves_between_fields(tmp_path):
    app = run([W("Names"), {"key": "ctrl+u"}, {"type": "Sea"}, {"key": "tab"}, {"key": "ctrl+u"}, {"type": "Bo"},
               {"key": "tab"}, {"key": "ctrl+u"}, {"type": "Shells"}, {"key": "return"}])
    state = app.state()
    assert (state["name"], state["author"], state["theme"]) == ("Sea", "Bo", "Shells")


# --- leaving: Cancel, Quit, Use, and autosave -------------------------------------------------------------

def test_cancel_with_edits_asks_first(tmp_path):
    app = run([W("colour 8"), W("pixel 10 10"), W("Cancel"), {"dump": "asked.yaml"}, W("Keep Editing"),
               {"dump": "stayed.yaml"}, W("Cancel"), W("Leave and Lose Edits"), {"dump": "never.yaml"}], tmp_path)
    asked = yaml.safe_load((tmp_path / "asked.yaml").read_text())["dialog"]
    assert asked == {"title": "Leave the Editor", "focus": "Save",
                     "text": "The edits made since the last save are lost if you leave without saving. Save them "
                             "first?"}
    stayed = yaml.safe_load((tmp_path / "stayed.yaml").read_text())
    assert stayed["dialog"] is None and stayed["dirty"] is True
    assert not (tmp_path / "never.yaml").exists()       # Leave closed the editor: the script ended there
    assert app.state()["dirty"] is True


def test_quit_with_unsaved_edits_asks(tmp_path):
    app = run([W("colour 8"), W("pixel 10 10"), {"key": "ctrl+q"}, {"dump": "q.yaml"}], tmp_path)
    assert yaml.safe_load((tmp_path / "q.yaml").read_text())["dialog"]["title"] == "Quit"
    del app


def test_autosave_every_few_edits_and_recovery_after_a_crash(home):
    app = run([W("colour 8")] + [W(f"pixel {x} 10") for x in range(6, 11)])
    autosave = home / "editor-autosave.png"
    assert autosave.is_file()
    edited = app.state()["stones"]
    # the session "crashes" (nothing closes it); the next start offers the autosave back
    again = run([])
    assert again.state()["dialog"]["title"] == "Recover"
    run([W("Recover")], app=again)
    assert again.state()["stones"] == edited and again.state()["dirty"] is True
    assert again.state()["file"] is None
    # Discard removes it
    third = run([])
    run([W("Discard")], app=third)
    assert not autosave.exists() and third.state()["stones"] != edited


def test_use_refuses_an_unfinished_set_and_saves_a_finished_one(home):
    app = run([*new_set(), W("Use")])
    assert app.state()["dialog"]["title"] == "Use" and "no stone for colour 1" in app.state()["dialog"]["text"]
    app = run([W("colour 2"), W("pixel 10 10"), W("Use"), {"key": "return"}])     # the copy's name: ishido.png
    saved = home / "stonesets" / "ishido.png"
    assert saved.is_file() and load_stoneset(saved).stone(0, 0)[210] == 2
    from ishido_retro.storage import settingsfile
    assert settingsfile.load()[0].stoneset == "user:ishido.png"


def test_the_command_line_runs_a_script(tmp_path):
    script = tmp_path / "s.yaml"
    script.write_text(yaml.safe_dump([{"click": {"widget": "colour 4"}}, {"click": {"widget": "pixel 10 10"}},
                                      {"dump": "out.yaml"}, {"shot": "out.png"}]))
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(tmp_path / "h"), SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "ishido_retro.editor", "--headless", "--script", str(script),
                           "--shots", str(tmp_path / "shots")], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    state = yaml.safe_load((tmp_path / "shots" / "out.yaml").read_text())
    assert state["colour"] == 4 and state["dirty"] is True
    script.write_text(yaml.safe_dump([{"seed": 3}]))
    refused = subprocess.run([sys.executable, "-m", "ishido_retro.editor", "--headless", "--script", str(script)],
                             env=env, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 1 and "the stoneset editor has no game" in refused.stderr


def test_the_file_shortcuts_new_load_and_save(home):
    app = run([W("colour 2"), W("pixel 10 10"), {"key": "ctrl+s"}, {"key": "return"}])
    saved = home / "stonesets" / "ishido.png"
    assert saved.is_file() and app.state()["dirty"] is False
    run([{"key": "ctrl+n"}], app=app)
    assert app.state()["dialog"] == {"title": "New Stoneset", "text": "Erase all the stones?",
                                      "focus": "OK"}
    run([W("OK")], app=app)
    assert all(stone[2] == digest(bytes(400)) for stone in app.state()["stones"])
    run([{"key": "ctrl+o"}], app=app)
    assert app.state()["dialog"]["title"] == "Load Stoneset" and "not saved" in app.state()["dialog"]["text"]
    run([W("Discard")], app=app)
    assert app.state()["dialog"]["title"] == "Load Stoneset"       # now the file requester
    run([{"type": "ishido.png"}, {"key": "return"}], app=app)
    state = app.state()
    assert state["dialog"] is None and state["file"] == str(saved) and state["dirty"] is False
    assert app.screen.doc.pixel(0, 0, 10, 10) == 2


def test_steps_the_editor_cannot_do_are_refused_by_name():
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError, match="drag needs a list of two or more"):
        run([{"drag": [[10, 10], [400, 10]]}])
    with pytest.raises(ScriptError, match="no widget named 'pixel 20 0'"):
        run([W("pixel 20 0")])
    with pytest.raises(ScriptError, match="the stoneset editor has no game"):
        run([{"seed": 4}])
    with pytest.raises(ScriptError, match="Edit > Paste > Stone is ghosted"):
        run([{"menu": ["Edit", "Paste", "Stone"]}])


def test_a_damaged_autosave_is_kept_aside_and_not_offered_again(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "editor-autosave.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"junk" * 10)
    app = run([W("Recover")])
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Recover" and "cannot be read" in dialog["text"]
    assert "editor-autosave.png.bad" in dialog["text"]
    assert (home / "editor-autosave.png.bad").is_file() and not (home / "editor-autosave.png").exists()
    assert app.screen.doc.name == "Ishido"
    assert run([]).state()["dialog"] is None


def _texts_drawn(app, monkeypatch):
    """Every piece of text the editor's screen draws: (ink box x0, y0, x1, y1, text)."""
    from ishido_retro.ui import draw
    drawn = []
    real = draw.text

    def recording(x, y, s, col=draw.FG, bold=False, small=False):
        shown = draw.printable(s, small)
        width, height = (draw.SMALL_W, draw.SMALL_H - 1) if small else (draw.CHAR_W, draw.CHAR_H)
        if shown.strip():          # a glyph's last column is the gap to the next: ink ends one pixel before
            drawn.append((x, y, x + width * len(shown) - 2, y + height - 1, shown))
        real(x, y, s, col, bold, small)
    monkeypatch.setattr(draw, "text", recording)
    app.screen.draw()
    monkeypatch.setattr(draw, "text", real)
    return drawn


def test_every_label_of_the_editor_fits_inside_its_box(monkeypatch):
    """Issue 24: no label is cut by its button's edge (the descenders of Pencil and Flip sat on the bevel),
    by the screen's edge or by another label."""
    from ishido_retro.editor import geometry as G
    app = run([W("colour 12"), {"click": [300, 196]}])
    bar = app.screen.toolbar
    buttons = [*bar.buttons.values(), *bar.tool_buttons.values(), *bar.brush_buttons, *bar.scope_buttons]
    assert len(buttons) == 29 and all(b.h == 11 for b in buttons[:-4]) and all(b.h == 12 for b in buttons[-4:])
    boxes = [(b.x, b.y, b.w, b.h) for b in buttons]
    boxes += [G.column_head_rect(c) for c in range(6)] + [G.row_head_rect(r) for r in range(6)]
    texts = _texts_drawn(app, monkeypatch)
    assert {t[4] for t in texts} >= {"Rotate", "Cancel", "Mirror", "Flip", "H", "V", "RGB", "Names", "6",
                                     "#000000", "Right button: menus.", "Ishido, no file"}
    for x0, y0, x1, y1, text in texts:
        assert x0 >= 0 and x1 < 320 and y0 >= 0 and y1 < 200, text
        owner = [(x, y, w, h) for x, y, w, h in boxes if x <= x0 < x + w and y <= y0 < y + h]
        for x, y, w, h in owner:             # inside the bevel: one pixel in from every edge
            assert x < x0 and x1 < x + w - 1 and y < y0 and y1 < y + h - 1, (text, (x, y, w, h))
        if not owner:                        # loose text: clear of every button and head
            for x, y, w, h in boxes:
                assert x1 < x or x + w <= x0 or y1 < y or y + h <= y0, (text, (x, y, w, h))
    for i, (ax0, ay0, ax1, ay1, a) in enumerate(texts):      # and no two labels overlap
        for bx0, by0, bx1, by1, b in texts[i + 1:]:
            assert ax1 < bx0 or bx1 < ax0 or ay1 < by0 or by1 < ay0, (a, b)
    rects = [(b.x, b.y, b.x + b.w, b.y + b.h) for b in buttons]
    for i, (x0, y0, x1, y1) in enumerate(rects):          # no two buttons overlap
        for u0, v0, u1, v1 in rects[i + 1:]:
            assert x1 <= u0 or u1 <= x0 or y1 <= v0 or v1 <= y0
        assert x1 <= 320 and y1 <= G.STATUS_Y - 2


def test_every_help_line_fits_the_status_line_uncut():
    """The status line's help for every button, number, template and swatch is shown whole, not cut with '...'."""
    from ishido_retro.editor import geometry as G
    from ishido_retro.editor.status import ROOM
    from ishido_retro.ui import draw
    app = run([*new_set()] + [W(f"colour {v}") for v in (1, 3)] + [W("pixel 0 0")])
    screen = app.screen
    bar = screen.toolbar
    points = [b.centre for b in [*bar.buttons.values(), *bar.tool_buttons.values(), *bar.brush_buttons,
                                 *bar.scope_buttons]]
    points += [G.column_head_rect(0)[:2], G.row_head_rect(5)[:2], G.template_rect(7)[:2]]
    points += [G.swatch_rect(i)[:2] for i in range(16)]
    hints = {screen.toolbar.hint(x, y) or screen.grid.hint(x, y) or screen.palette.hint(x, y) for x, y in points}
    full = run([W(f"colour {v}") for v in (1, 9)], app=None)      # the Ishido set: its 8 colours all in use
    hints.add(full.screen.palette.hint(*G.swatch_rect(9)[:2]))
    assert "" not in hints and len(hints) >= 30
    assert "Colour 3, #e7e6d8: in the stones, 1 of at most 8. Double-click: RGB." not in hints   # colour 3 unused
    for hint in hints:
        assert draw.fitted(hint, ROOM)[0] == hint, hint


def test_warnings_for_identical_stones_and_holes_in_a_mask_show_on_the_status_bar():
    import pyxel

    from ishido_retro.ui import draw
    app = run([W("stone 0 0"), W("colour T"), W("pixel 10 10")])
    warnings = app.state()["warnings"]
    assert warnings == ["Stone 1,1 has transparent pixels inside its mask: they distort its shape."]
    lit = [x for x in range(320) if pyxel.pget(x, 191) == draw.HILITE or pyxel.pget(x, 192) == draw.HILITE]
    assert lit and min(lit) < 10                       # the warning is drawn on the second status line
    run([{"key": "ctrl+z"}, W("stone 1 1"), {"menu": ["Edit", "Copy", "Stone"]}, W("stone 4 0"),
         {"menu": ["Edit", "Paste", "Stone"]}], app=app)
    assert app.state()["warnings"] == ["Stones 5,1 and 2,2 are identical: the set cannot be played fairly."]


def test_closing_the_window_autosaves_unsaved_edits_for_recover(home):
    autosave = home / "editor-autosave.png"
    app = run([W("colour 8"), W("pixel 7 10")])            # one edit: fewer than an autosave waits for
    assert not autosave.exists() and app.state()["dirty"] is True
    edited = app.state()["stones"]
    run([{"close_window": True}], app=app)
    assert autosave.is_file()
    again = run([])
    assert again.state()["dialog"]["title"] == "Recover"
    run([W("Recover")], app=again)
    assert again.state()["stones"] == edited


def test_closing_after_quit_or_with_nothing_unsaved_keeps_nothing(home):
    autosave = home / "editor-autosave.png"
    run([{"close_window": True}])
    assert not autosave.exists()
    app = run([W("colour 8"), W("pixel 7 10"), {"menu": ["File", "Quit"]}, W("Quit")])
    app.window_closing()                                     # what the atexit handler does as the process ends
    assert not autosave.exists()


# --- one screen, 16 colours ---------------------------------------------------------------------------

def _colours(path):
    return len(Image.open(path).convert("RGB").getcolors(4096))


def test_the_screen_shows_the_boards_colours_and_the_sets_palette_editing_and_in_its_dialogs(home, tmp_path):
    import pyxel
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    rainbow = Image.new("RGB", (120, 120))
    for y in range(120):
        for x in range(120):
            rainbow.putpixel((x, y), ((x * 2) % 256, (y * 2) % 256, (x + y) % 256))
    rainbow.save(folder / "rainbow.png")
    shots = tmp_path / "shots"
    app = run([W("stone 2 3"), W("colour T"), W("pixel 10 10"), W("colour 5"), W("Mirror H"), W("pixel 3 3"),
               {"shot": "editing.png"}, W("RGB"), {"shot": "rgb.png"}, W("Cancel"), W("Names"), {"shot": "names.png"},
               W("Cancel"), {"menu": ["File", "Import Picture"]}, {"type": "rainbow.png"}, {"key": "return"},
               {"shot": "import.png"}, W("OK"), {"shot": "imported.png"}], shots)
    board = {tuple(c.to_bytes(3, "big")) for c in pyxel.colors[:8]}
    for name in ("editing", "rgb", "names", "import", "imported"):
        shown = {rgb for _n, rgb in Image.open(shots / f"{name}.png").convert("RGB").getcolors(4096)}
        assert len(shown) <= 8 + 15, name         # the board's 8 roles and the set's 15 colours, nothing more
        assert shown - board, name
    # the editing screen: the set's colours 1..15 in screen indices 8..22
    assert list(pyxel.colors[8:23]) == app.screen.doc.palette[1:16]
    assert app.state()["status"] == "Imported rainbow.png in 8 colours: Save Stoneset As gives it a file."
    assert app.screen.doc.name == "Rainbow" and {v for s in app.screen.doc.stones for v in s} == set(range(1, 9))


def test_a_set_of_twelve_colours_opens_reduced_to_eight_and_says_so(tmp_path):
    from ishido_retro.stonesets.stoneset import Stoneset
    from ishido_retro.storage.stonesets import save_stoneset
    greys = [0x8C8C8C] + [0x101010 * k for k in range(1, 13)] + [0, 0, 0]
    stones = [bytes([1 + (6 * r + c) % 12]) * 400 for r in range(6) for c in range(6)]
    save_stoneset(Stoneset("Twelve", greys, stones, [bytes([1]) * 400] * 6), tmp_path / "twelve.png")
    app = run([{"load": str(tmp_path / "twelve.png")}, {"shot": "twelve-shot.png"}], tmp_path)
    state = app.state()
    assert state["status"] == "This set's 12 colours are reduced to the 8 shown in play; save to keep them."
    assert state["dirty"] is True and state["file"] == str(tmp_path / "twelve.png")
    assert {v for s in app.screen.doc.stones for v in s} == set(range(1, 9))
    assert _colours(tmp_path / "twelve-shot.png") <= 8 + 15


def test_the_palette_is_transparent_and_the_sets_fifteen_colours():
    """Issue 24: the manual's Colour Selection Box, 15 colours and transparent (ours had 8 and T)."""
    from ishido_retro.ui.script import ScriptError
    app = run([W("colour 0")])
    assert app.state()["colour"] == "T"
    run([W("colour 15")], app=app)
    assert app.state()["colour"] == 15
    with pytest.raises(ScriptError, match="no widget named 'colour 16'"):
        run([W("colour 16")], app=app)
    # a colour the stones do not use yet, given its own RGB, paints and is saved in the set's palette
    run([*new_set(), W("colour 13"), W("RGB")], app=app)
    app.windows[-1].find("Red").set_value(0x20)
    app.windows[-1].find("Green").set_value(0x90)
    app.windows[-1].find("Blue").set_value(0x40)
    run([W("OK"), W("pixel 4 4")], app=app)
    assert app.state()["palette"][13] == "#209040" and app.screen.doc.pixel(0, 0, 4, 4) == 13
    import pyxel
    assert pyxel.colors[7 + 13] == 0x209040


def test_a_ninth_colour_in_the_stones_is_refused_on_the_status_line():
    """The stones of a set use at most 8 of its 15 colours at once: the play screen shows 8 (the board has the
    other 8). The shipped Ishido set uses all eight: a ninth is refused, and nothing changes."""
    app = run([W("stone 1 1"), W("colour 9"), W("pixel 10 10")])
    state = app.state()
    assert state["status"] == "Colour 9 would be a 9th colour in the stones, and a set shows 8 in play."
    assert state["dirty"] is False and state["can_undo"] is False
    run([W("tool box"), {"drag": [[160, 60], [200, 90]]}, W("tool fill"), W("pixel 0 0"), W("XColor"),
         W("pixel 10 10"), W("template 0")], app=app)      # the square: its corners would be colour 9
    assert app.state()["dirty"] is False and app.state()["status"].startswith("Colour 9 would be a 9th colour")
    other = 2 if app.screen.doc.pixel(1, 1, 10, 10) != 2 else 3
    run([W("XColor"), W(f"colour {other}"), W("tool pencil"), W("pixel 10 10")], app=app)   # one of the eight
    assert app.state()["dirty"] is True and app.screen.doc.pixel(1, 1, 10, 10) == other


def test_save_says_what_was_saved_and_where_for_a_few_seconds(tmp_path):
    """Issue 24: Save said nothing of where, and its words stayed for good."""
    target = tmp_path / "mine.png"
    app = run([W("colour 2"), W("pixel 10 10"), {"save": str(target)}, {"dump": "saved.yaml"}, {"wait": 200},
               {"dump": "later.yaml"}, {"wait": 60}, {"dump": "gone.yaml"}], tmp_path)
    saved = yaml.safe_load((tmp_path / "saved.yaml").read_text())["status"]
    assert saved.startswith('Saved "Ishido" as ') and saved.endswith("/mine.png.") and target.is_file()
    assert len(saved) <= 78 and (str(target) in saved or saved.startswith('Saved "Ishido" as .../'))
    assert yaml.safe_load((tmp_path / "later.yaml").read_text())["status"] == saved      # 3.4 s on
    assert yaml.safe_load((tmp_path / "gone.yaml").read_text())["status"] == ""          # 4.4 s on: gone
    assert app.screen.status_texts() == ("Right button: menus.", "mine.png")


def test_a_failed_save_says_so_on_the_status_line_too(tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    app = run([W("colour 2"), W("pixel 10 10"), {"save": str(blocker / "x.png")}])
    status = app.state()["status"]
    assert status.startswith("Not saved: the disk refused ") and "/afile/x.png (" in status and len(status) <= 78
    assert app.state()["dialog"]["title"] == "Save Stoneset" and app.state()["dirty"] is True
