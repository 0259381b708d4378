"""The set's own names (issue 30, part 3): the Names dialog edits the six colour and six symbol names with the
set's name, author and theme; they are kept in the PNG and named by the game; a new set starts neutral."""

from __future__ import annotations

import shutil

import pytest
from helpers import run as run_game

from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")

NEUTRAL = {"colours": [f"Colour {k}" for k in range(1, 7)], "symbols": [f"Symbol {k}" for k in range(1, 7)]}


def run(steps, app=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def rename(field, text):
    return [W(field), {"key": "ctrl+u"}, {"type": text}]


def test_the_names_dialog_edits_colour_and_symbol_names_kept_in_the_file_and_undone_in_one_step(tmp_path):
    app = run([W("Names")])
    shipped = app.state()["names"]
    assert shipped["colours"] != NEUTRAL["colours"] and len(shipped["symbols"]) == 6     # the set's own names
    run([*rename("Colour name 1", "Chalk white"), *rename("Symbol name 6", "Othala"), {"key": "tab"},
         *rename("Colour name 3", ""), {"key": "return"}], app=app)
    names = app.state()["names"]
    assert names["colours"][0] == "Chalk white" and names["symbols"][5] == "Othala"
    assert names["colours"][2] == "Colour 3"           # an emptied name becomes the neutral one
    assert names["colours"][1] == shipped["colours"][1] and app.state()["dirty"] is True
    target = tmp_path / "named.png"
    run([{"save": str(target)}], app=app)
    kept = load_stoneset(target, complete=False)
    assert kept.colour_names[0] == "Chalk white" and kept.symbol_names[5] == "Othala"
    assert kept.colour_names[2] == "Colour 3"
    run([W("Undo")], app=app)
    assert app.state()["names"] == shipped
    assert run([{"load": str(target)}]).state()["names"] == names


def test_the_names_dialog_tabs_down_each_list(tmp_path):
    app = run([W("Names")])
    walked = [app.state()["dialog"]["focus"]]
    for _ in range(17):
        run([{"key": "tab"}], app=app)
        walked.append(app.state()["dialog"]["focus"])
    assert walked == ["Name", "Author", "Theme", *(f"Colour name {k}" for k in range(1, 7)),
                      *(f"Symbol name {k}" for k in range(1, 7)), "OK", "Cancel", "Name"]
    run([{"key": "shift+tab"}] * 3, app=app)          # back up: Cancel, OK, then the last symbol name
    assert app.state()["dialog"]["focus"] == "Symbol name 6"
    run([{"key": "shift+tab"}] * 6, app=app)          # up the symbols to the last colour name
    assert app.state()["dialog"]["focus"] == "Colour name 6"
    run([{"key": "tab"}, {"key": "ctrl+u"}, {"type": "Wave"}, {"key": "return"}], app=app)
    assert app.state()["names"]["symbols"][0] == "Wave"


def test_a_new_set_starts_with_neutral_names_never_another_sets(tmp_path):
    path = tmp_path / "runes.png"
    shutil.copyfile(shipped_stoneset_path("Runes"), path)
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK")], path=path)
    state = app.state()
    assert state["names"] == NEUTRAL and state["name"] == "Untitled" and state["author"] == "unknown"
    assert state["theme"] == ""
    run([W("Undo")], app=app)
    assert app.state()["names"]["colours"] == list(load_stoneset(path).colour_names)


def test_an_old_file_without_names_opens_with_neutral_ones(tmp_path):
    from PIL import Image, PngImagePlugin

    from ishido_retro.stonesets.stoneset import META_KEY
    im = Image.open(shipped_stoneset_path("Runes"))
    info = PngImagePlugin.PngInfo()
    info.add_text(META_KEY, "format: ishido-stoneset/1\nname: Old\n")
    old = tmp_path / "old.png"
    im.save(old, pnginfo=info, transparency=0)
    assert run([], path=old).state()["names"] == NEUTRAL


def test_the_game_names_stones_by_the_names_given_in_the_editor(home):
    app = run_game([{"seed": 7}, {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, W("Names"),
                    *rename("Colour name 2", "Sea glass"), *rename("Symbol name 4", "Shell"), {"key": "return"},
                    W("Use"), {"key": "return"}])
    assert app.state()["screen"] == "editor" and app.state()["dirty"] is False     # Use keeps the editor open
    run([W("Cancel")], app=app)
    assert app.state()["screen"] == "play"
    from ishido_retro.engine.stones import Stone
    assert app.theme.stone_name(Stone(1, 3)) == "Sea glass, Shell"       # the augury names stones this way
