"""A designer's work is never lost by one Return (issue 39, points 1, 2 and three small things).

Every question that can lose work focuses the answer that keeps it: Cancel, or Save. New, Load, a drop, Quit
and leaving with unsaved edits ask Save, Discard or Cancel; Save saves (asking a name when the set has none:
Cancel there cancels the whole thing) and then goes on. Undo of an import gives the set its file back. In the
game's window, Edit Stoneset… opens the set marked, and Use puts the set in play at once, the editor staying
open. Every case goes through the runners and compares the real files byte for byte.
"""

from __future__ import annotations

import shutil

import pytest
from helpers import run as run_game
from PIL import Image

from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_doc, load_stoneset, save_doc, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")

UNSAVED = "The stoneset has edits that are not saved. Save them first?"


def editor(steps, app=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def question(app):
    """The requester on top: its title, text, the button Return presses and its buttons."""
    d = app.state()["dialog"]
    if d is None:
        return None
    return d["title"], d["text"], d["focus"], [b.name for b in getattr(app.windows[-1], "buttons", [])]


@pytest.fixture
def own(tmp_path):
    """A finished set written by the editor's own writer (so saving it unchanged gives the same bytes)."""
    path = tmp_path / "own.png"
    save_doc(load_doc(shipped_stoneset_path("Ishido")), path)
    return path


def edited_pixel(path):
    return load_stoneset(path).stone(0, 0)[10 * 20 + 10]


EDIT = [W("stone 0 0"), W("colour 2"), W("pixel 10 10")]
LOAD = {"menu": ["File", "Load Stoneset"]}


# --- point 1: Save, Discard or Cancel, Save focused ------------------------------------------------------

def test_load_with_edits_asks_save_discard_or_cancel_and_return_saves_then_asks_the_file(own):
    before = own.read_bytes()
    app = editor([*EDIT, LOAD], path=own)
    assert question(app) == ("Load Stoneset", UNSAVED, "Save", ["Save", "Discard", "Cancel"])
    editor([{"key": "escape"}], app=app)                     # Cancel: nothing happens
    assert question(app) is None and app.state()["dirty"] is True and own.read_bytes() == before
    editor([LOAD, {"key": "return"}], app=app)   # Return: Save, to its own file, then Load goes on
    assert edited_pixel(own) == 2 and app.state()["dirty"] is False
    assert app.state()["dialog"]["title"] == "Load Stoneset" and app.state()["dialog"]["focus"] == "File"
    saved = own.read_bytes()
    editor([{"key": "escape"}], app=app)
    assert question(app) is None and own.read_bytes() == saved and app.state()["file"] == str(own)


def test_save_that_needs_a_name_asks_it_and_cancel_there_cancels_the_whole_thing(home):
    app = editor([*EDIT, LOAD, {"key": "return"}])      # the shipped set: no file of its own
    assert app.state()["dialog"]["title"] == "Save Stoneset" and app.state()["dialog"]["focus"] == "File"
    editor([{"key": "escape"}], app=app)
    assert question(app) is None and app.state()["dirty"] is True and app.state()["file"] is None
    assert not (home / "stonesets").exists() or not any((home / "stonesets").iterdir())
    editor([LOAD, {"key": "return"}, {"key": "ctrl+u"}, {"type": "mine"}, {"key": "return"}], app=app)
    mine = home / "stonesets" / "mine.png"
    assert edited_pixel(mine) == 2 and app.state()["file"] == str(mine) and app.state()["dirty"] is False
    assert app.state()["dialog"]["title"] == "Load Stoneset"      # then Load went on


def test_a_drop_with_edits_asks_first_and_discard_opens_the_dropped_set(own, tmp_path):
    before = own.read_bytes()
    runes = tmp_path / "runes.png"
    shutil.copyfile(shipped_stoneset_path("Runes"), runes)
    runes_bytes = runes.read_bytes()
    app = editor([*EDIT, {"drop": str(runes)}], path=own)
    assert question(app) == ("Load Stoneset", UNSAVED, "Save", ["Save", "Discard", "Cancel"])
    editor([W("Cancel")], app=app)
    assert app.state()["name"] == "Ishido" and app.state()["dirty"] is True
    editor([{"drop": str(runes)}, W("Discard")], app=app)
    assert app.state()["name"] == "Runes" and app.state()["file"] == str(runes)
    assert own.read_bytes() == before and runes.read_bytes() == runes_bytes


def test_new_with_edits_return_saves_then_erases(own):
    app = editor([*EDIT, {"key": "ctrl+n"}], path=own)
    assert question(app) == ("New Stoneset", UNSAVED, "Save", ["Save", "Discard", "Cancel"])
    editor([{"key": "return"}], app=app)
    assert edited_pixel(own) == 2
    assert app.state()["file"] is None and app.state()["name"] == "Untitled" and question(app) is None


def test_new_without_edits_loses_nothing_return_erases_and_undo_brings_the_set_back_with_its_file(own):
    before = own.read_bytes()
    app = editor([{"key": "ctrl+n"}], path=own)
    assert question(app) == ("New Stoneset", "Erase all the stones?", "OK", ["OK", "Cancel"])
    editor([{"key": "return"}], app=app)
    assert app.state()["name"] == "Untitled" and app.state()["file"] is None
    editor([{"key": "ctrl+z"}, {"key": "ctrl+s"}], app=app)
    assert app.state()["name"] == "Ishido" and app.state()["file"] == str(own) and question(app) is None
    assert own.read_bytes() == before


def test_quit_with_edits_return_saves_and_quits(own, tmp_path):
    app = editor([*EDIT, {"key": "ctrl+q"}], path=own)
    assert question(app) == ("Quit", "The edits made since the last save are lost if you quit without saving. "
                             "Save them first?", "Save", ["Save", "Quit", "Cancel"])
    shots = tmp_path / "shots"
    from ishido_retro.editor.runner import run_editor_script
    run_editor_script([{"key": "return"}, {"dump": "after.yaml"}], shots, app=app)
    assert not (shots / "after.yaml").exists()             # it quit
    assert edited_pixel(own) == 2


def test_quit_with_edits_and_no_file_return_asks_a_name_and_escape_stays(home):
    app = editor([*EDIT, {"key": "ctrl+q"}, {"key": "return"}])
    assert app.state()["dialog"]["title"] == "Save Stoneset"
    editor([{"key": "escape"}, {"wait": 1}], app=app)      # still running: the dump is there
    assert question(app) is None and app.state()["dirty"] is True
    assert not (home / "stonesets").exists() or not any((home / "stonesets").iterdir())


def test_leaving_with_edits_return_saves_and_leaves(own, tmp_path):
    app = editor([*EDIT, W("Cancel")], path=own)
    assert question(app)[2:] == ("Save", ["Save", "Leave and Lose Edits", "Keep Editing"])
    from ishido_retro.editor.runner import run_editor_script
    run_editor_script([{"key": "return"}, {"dump": "after.yaml"}], tmp_path, app=app)
    assert not (tmp_path / "after.yaml").exists() and edited_pixel(own) == 2


def test_save_as_over_another_file_return_keeps_it(own, tmp_path):
    other = tmp_path / "other.png"
    shutil.copyfile(shipped_stoneset_path("Gems"), other)
    other_bytes, before = other.read_bytes(), own.read_bytes()
    app = editor([*EDIT, {"save": str(other)}], path=own)
    assert question(app) == ("Save Stoneset", "other.png exists and is another file than this set's. Replace it?",
                             "Cancel", ["Replace", "Cancel"])
    editor([{"key": "return"}], app=app)
    assert question(app) is None and other.read_bytes() == other_bytes and own.read_bytes() == before
    assert app.state()["dirty"] is True and app.state()["file"] == str(own)


def test_an_unplayable_set_over_the_games_set_return_keeps_the_file(home):
    from ishido_retro.settings import Settings
    from ishido_retro.storage import settingsfile
    (home / "stonesets").mkdir(parents=True)
    played = home / "stonesets" / "mine.png"
    shutil.copyfile(shipped_stoneset_path("Runes"), played)
    before = played.read_bytes()
    settingsfile.save(Settings(stoneset="user:mine.png"))
    app = editor([{"load": str(played)}, {"menu": ["Edit", "Erase", "Stone"]}, {"key": "ctrl+s"}])
    assert question(app)[2:] == ("Cancel", ["Save Anyway", "Cancel"])
    editor([{"key": "return"}], app=app)
    assert played.read_bytes() == before and app.state()["dirty"] is True


# --- Undo of an import gives the set its file back ---------------------------------------------------------

def test_undo_of_an_import_gives_the_file_back_and_save_writes_there_without_a_question(own, tmp_path):
    before = own.read_bytes()
    Image.new("RGB", (60, 60), (200, 30, 30)).save(tmp_path / "pic.png")
    app = editor([{"menu": ["File", "Import Picture"]}, {"type": str(tmp_path / "pic.png")}, {"key": "return"},
                  W("OK")], path=own)
    assert app.state()["file"] is None and app.state()["dirty"] is True
    editor([{"key": "ctrl+z"}], app=app)
    state = app.state()
    assert state["file"] == str(own) and state["dirty"] is False and state["status"] == "Undid the import picture."
    editor([{"key": "ctrl+s"}], app=app)                      # its own file: no name asked, no Replace
    assert question(app) is None and own.read_bytes() == before
    editor([{"key": "ctrl+y"}], app=app)                      # Redo: the picture again, with no file
    assert app.state()["file"] is None
    editor([{"key": "ctrl+z"}, *EDIT, {"key": "ctrl+s"}], app=app)
    assert question(app) is None and edited_pixel(own) == 2 and app.state()["dirty"] is False


def test_undo_after_a_save_as_gives_back_the_file_the_set_had_then(own, tmp_path):
    copy = tmp_path / "copy.png"
    app = editor([*EDIT, {"save": str(copy)}, {"menu": ["File", "New Stoneset"]}, W("OK"), {"key": "ctrl+z"}],
                 path=own)
    assert app.state()["file"] == str(copy) and app.state()["dirty"] is False


# --- the game's questions ------------------------------------------------------------------------------------

def test_the_games_questions_that_end_a_game_focus_cancel(tmp_path):
    app = run_game([{"seed": 5}])
    square = app.game.legal_squares()[0]
    run_game([{"click": {"square": list(square)}}, {"key": "ctrl+e"}], app=app)
    assert app.state()["dialog"]["title"] == "End Game" and app.state()["dialog"]["focus"] == "Cancel"
    run_game([{"key": "return"}], app=app)
    assert app.state()["dialog"] is None and not app.game.is_over and len(app.game.history) == 1
    run_game([{"menu": ["Game", "New Game"]}], app=app)
    assert app.state()["dialog"]["focus"] == "Cancel"
    run_game([{"key": "return"}], app=app)
    assert len(app.game.history) == 1 and app.game.deal.seed == 5
    run_game([{"menu": ["Game", "Cooperative"]}], app=app)     # a set-up dialog that would end the game
    assert app.state()["dialog"]["title"] == "Cooperative Game" and app.state()["dialog"]["focus"] == "Cancel"
    run_game([{"key": "return"}], app=app)
    assert app.state()["mode"] == "solitaire" and len(app.game.history) == 1
    saved, other = tmp_path / "game.yaml", tmp_path / "other.yaml"
    run_game([{"save": str(saved)}, {"save": str(other)}], app=app)     # the game's file is other.yaml now
    kept = saved.read_bytes()
    run_game([{"click": {"square": list(app.game.legal_squares()[0])}}, {"save": str(saved)}], app=app)
    assert app.state()["dialog"] == {"title": "Save Game", "text": "Replace the file game.yaml?", "focus": "Cancel"}
    run_game([{"key": "return"}], app=app)
    assert app.state()["dialog"] is None and saved.read_bytes() == kept


# --- point 1's last part, and point 2: in the game's window -------------------------------------------------

def _own_set(home, name="Frost Runes", file="frost.png", shipped="Ishido"):
    """An own set in the data folder: a copy of the ``shipped`` set (Ishido's passes the contrast check on the
    Ishido board), named ``name``."""
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    ss = load_stoneset(shipped_stoneset_path(shipped))
    ss.name = name
    save_stoneset(ss, folder / file)
    return folder / file


def test_edit_stoneset_opens_the_marked_own_set_and_use_plays_it_at_once(home):
    import pyxel

    from ishido_retro.ui.theme import STONE_BANK, stone_source
    frost = _own_set(home)
    app = run_game([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, W("Frost Runes"), W("Edit Stoneset")])
    state = app.state()
    assert state["screen"] == "editor" and state["name"] == "Frost Runes" and state["file"] == str(frost)
    assert app.settings.stoneset == "Ishido"                  # only marked, not chosen
    run_game([W("stone 2 3"), W("colour 1"), W("pixel 10 10"), W("Use")], app=app)
    state = app.state()
    assert state["screen"] == "editor" and state["dialog"] is None and state["dirty"] is False
    assert state["status"] == 'The game plays "Frost Runes" now; Cancel goes back to it.'
    kept = load_stoneset(frost)
    assert kept.name == "Frost Runes" and kept.stone(2, 3)[210] == 1
    assert app.settings.stoneset == "user:frost.png" and app.theme.stoneset_name == "user:frost.png"
    sx, sy = stone_source(3, 2)                               # the game's stone bank: colour row 3, symbol 2
    assert pyxel.images[STONE_BANK].pget(sx + 10, sy + 10) == 7 + kept.screen_pixels(3, 2)[210]
    assert "stoneset: user:frost.png" in (home / "settings.yaml").read_text()
    # the editor stays: another edit, Use again, the same file
    run_game([W("pixel 11 10"), W("Use")], app=app)
    assert load_stoneset(frost).stone(2, 3)[211] == 1 and app.state()["screen"] == "editor"
    assert sorted(p.name for p in (home / "stonesets").iterdir()) == ["frost.png"]
    run_game([W("Cancel")], app=app)
    assert app.state()["screen"] == "play" and app.state()["settings"]["stoneset"] == "user:frost.png"


def test_edit_stoneset_with_a_shipped_set_marked_opens_that_set():
    app = run_game([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, W("Gems"), W("Edit Stoneset")])
    assert app.state()["name"] == "Gems" and app.state()["file"] is None and app.settings.stoneset == "Ishido"


def test_edit_stoneset_on_a_damaged_own_set_says_why_in_one_sentence(home):
    frost = _own_set(home)
    frost.write_bytes(frost.read_bytes()[:300])
    app = run_game([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, W("frost"), W("Edit Stoneset")])
    state = app.state()
    assert state["screen"] == "play" and state["dialog"]["title"] == "Edit Stoneset"
    assert state["dialog"]["text"].startswith("The stoneset 'frost.png' cannot be opened for editing: ")
    assert "Traceback" not in state["dialog"]["text"]


# --- the small things ---------------------------------------------------------------------------------------

def test_undo_names_a_cut_and_an_erase():
    app = editor([{"menu": ["Edit", "Cut", "Column"]}, W("Undo")])
    assert app.state()["status"] == "Undid the cut."
    editor([{"menu": ["Edit", "Erase", "Row"]}, W("Undo")], app=app)
    assert app.state()["status"] == "Undid the erase."


def test_a_damaged_own_set_at_a_start_with_a_left_game_is_said_over_resume(home):
    first = run_game([{"seed": 6}])
    run_game([{"click": {"square": list(first.game.legal_squares()[0])}}, {"close_window": True}], app=first)
    frost = _own_set(home)
    frost.write_bytes(frost.read_bytes()[:300])
    from ishido_retro.storage import settingsfile
    settings, _problem = settingsfile.load()
    settings.stoneset = "user:frost.png"
    settingsfile.save(settings)
    again = run_game([{"wait": 1}])
    state = again.state()
    assert state["dialog"]["title"] == "Stoneset" and state["dialog"]["text"].startswith("Your stoneset 'Frost' (")
    run_game([W("OK")], app=again)
    assert again.state()["dialog"]["title"] == "Resume?"
    run_game([{"wait": 20}, W("Resume")], app=again)
    assert again.state()["screen"] == "play" and len(again.game.history) == 1
