"""The designer's work is never lost (issue 30, part 1): New and Import leave the document with no file,
so Save asks for one; another file is replaced only when the designer says so; a set the game could not
play is not written over the set it plays with unasked; Use on a shipped set asks for the copy's name.
Every case checks the real files byte for byte."""

from __future__ import annotations

import shutil

import pytest
from PIL import Image

from ishido_retro.settings import Settings
from ishido_retro.storage import settingsfile
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def dialog(app):
    d = app.state()["dialog"]
    return (d["title"], d["text"]) if d else None


@pytest.fixture
def finished(tmp_path):
    """A finished set in a file of its own (a copy of the shipped Ishido, whose colours pass the contrast check on
    the Ishido board), and its bytes."""
    path = tmp_path / "finished.png"
    shutil.copyfile(shipped_stoneset_path("Ishido"), path)
    return path, path.read_bytes()


def test_new_leaves_no_file_and_save_asks_for_one_instead_of_writing_over_the_set_opened(finished):
    path, before = finished
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK")], path=path)
    assert app.state()["file"] is None and app.screen.status_texts()[1] == "Untitled, no file *"
    run([{"key": "ctrl+s"}], app=app)
    assert app.state()["dialog"]["title"] == "Save Stoneset" and app.state()["dialog"]["focus"] == "File"
    assert path.read_bytes() == before                       # nothing written: a name is being asked for
    run([{"key": "ctrl+u"}, {"type": "finished.png"}, {"key": "return"}], app=app)   # the old file's name
    assert dialog(app) == ("Save Stoneset", "finished.png exists and is another file than this set's. Replace it?")
    run([W("Cancel")], app=app)
    assert path.read_bytes() == before and app.state()["file"] is None and app.state()["dirty"] is True


def test_undoing_new_gives_the_set_its_file_back_and_redo_takes_it_away(finished):
    path, before = finished
    app = run([{"menu": ["File", "New Stoneset"]}, W("OK"), W("Undo")], path=path)
    assert app.state()["file"] == str(path) and app.state()["dirty"] is False
    run([W("Redo")], app=app)
    assert app.state()["file"] is None and app.state()["dirty"] is True
    run([{"key": "ctrl+s"}, {"key": "escape"}], app=app)      # no file: a name is asked; Escape writes nothing
    assert app.state()["file"] is None and path.read_bytes() == before


def test_import_leaves_no_file_and_save_asks_for_one(finished, tmp_path):
    path, before = finished
    Image.new("RGB", (60, 60), (200, 30, 30)).save(tmp_path / "pic.png")
    app = run([{"menu": ["File", "Import Picture"]}, {"type": str(tmp_path / "pic.png")}, {"key": "return"},
               W("OK")], path=path)
    assert app.state()["file"] is None and app.state()["dialog"] is None
    run([{"key": "ctrl+s"}], app=app)
    assert app.state()["dialog"]["title"] == "Save Stoneset"
    run([{"key": "escape"}], app=app)
    assert path.read_bytes() == before


def test_save_as_over_another_file_asks_replace_or_cancel(finished, tmp_path):
    path, before = finished
    other = tmp_path / "other.png"
    shutil.copyfile(shipped_stoneset_path("Gems"), other)
    other_bytes = other.read_bytes()
    app = run([W("colour 2"), W("pixel 10 10"), {"save": str(other)}], path=path)
    assert dialog(app) == ("Save Stoneset", "other.png exists and is another file than this set's. Replace it?")
    assert [b.name for b in app.windows[-1].buttons] == ["Replace", "Cancel"]
    run([W("Cancel")], app=app)
    assert other.read_bytes() == other_bytes and path.read_bytes() == before
    run([{"save": str(other)}, W("Replace")], app=app)
    assert other.read_bytes() != other_bytes and load_stoneset(other).name == "Ishido"
    assert app.state()["file"] == str(other) and path.read_bytes() == before
    run([W("pixel 11 10"), {"key": "ctrl+s"}], app=app)       # its own file now: saved without a question
    assert app.state()["dialog"] is None and load_stoneset(other).stone(0, 0)[10 * 20 + 11] == 2


def test_an_unplayable_set_over_the_set_the_game_plays_asks_first_and_says_why(home, tmp_path):
    folder = home / "stonesets"
    folder.mkdir(parents=True)
    played = folder / "mine.png"
    shutil.copyfile(shipped_stoneset_path("Runes"), played)
    before = played.read_bytes()
    settingsfile.save(Settings(stoneset="user:mine.png"))
    app = run([{"load": str(played)}, {"menu": ["Edit", "Erase", "Stone"]}, {"key": "ctrl+s"}])
    title, text = dialog(app)
    assert title == "Save Stoneset"
    assert text.startswith("mine.png is the stoneset the game plays with, and this set cannot be played: it has no "
                           "stone for colour 1 (")
    assert text.endswith("The game would refuse it and play Ishido's set. Save it anyway?")
    assert [b.name for b in app.windows[-1].buttons] == ["Save Anyway", "Cancel"]
    run([W("Cancel")], app=app)
    assert played.read_bytes() == before and app.state()["dirty"] is True
    run([{"key": "ctrl+s"}, W("Save Anyway")], app=app)
    assert played.read_bytes() != before and app.state()["dirty"] is False
    # another file than the game's is written without that question
    run([{"save": str(tmp_path / "draft.png")}], app=app)
    assert app.state()["dialog"] is None and (tmp_path / "draft.png").is_file()


def test_use_on_a_shipped_set_asks_for_the_copys_name(home):
    folder = home / "stonesets"
    folder.mkdir(parents=True)
    (folder / "ishido.png").write_bytes(shipped_stoneset_path("Runes").read_bytes())    # an own set of that name
    theirs = (folder / "ishido.png").read_bytes()
    app = run([W("colour 2"), W("pixel 10 10"), W("Use")])
    state = app.state()
    assert state["dialog"]["title"] == "Use" and state["dialog"]["focus"] == "File"
    assert "from a copy in your stonesets folder. Name the copy's file:" in state["dialog"]["text"]
    assert app.windows[-1].find("File").value == "ishido-2.png"     # a name no file has yet
    assert sorted(p.name for p in folder.iterdir()) == ["ishido.png"]       # nothing written yet
    run([{"key": "ctrl+u"}, {"type": "ishido"}, {"key": "return"}], app=app)    # the taken name: asked first
    assert dialog(app) == ("Save Stoneset", "ishido.png exists and is another file than this set's. Replace it?")
    run([W("Cancel")], app=app)
    assert (folder / "ishido.png").read_bytes() == theirs and settingsfile.load()[0].stoneset != "user:ishido.png"
    run([W("Use"), {"key": "ctrl+u"}, {"type": "My Ishido"}, {"key": "return"}], app=app)
    saved = folder / "My Ishido.png"
    assert load_stoneset(saved).stone(0, 0)[210] == 2 and (folder / "ishido.png").read_bytes() == theirs
    assert settingsfile.load()[0].stoneset == "user:My Ishido.png"
    title, text = dialog(app)
    assert title == "Use" and text == (f'"Ishido" is saved as {saved} and chosen in the game\'s settings: the game '
                                       "shows it the next time it starts (a game open now keeps its set until then).")
    assert [b.name for b in app.windows[-1].buttons] == ["Keep Editing", "Close Editor"]
    run([{"key": "return"}], app=app)                         # the editor stays open
    assert app.state()["dialog"] is None and app.state()["dirty"] is False


def test_use_refuses_a_bad_name_for_the_copy_with_a_sentence(home):
    app = run([W("colour 2"), W("pixel 10 10"), W("Use"), {"key": "ctrl+u"}, {"type": "a:b"}, {"key": "return"}])
    title, text = dialog(app)
    assert title == "Use" and "contains :" in text and "Traceback" not in text
    assert not (home / "stonesets").exists() or not any((home / "stonesets").iterdir())


def test_in_a_page_use_offers_no_download_and_save_does(home, monkeypatch):
    import sys
    import types

    from ishido_retro.storage import webfiles
    downloads = []
    page = types.SimpleNamespace(download=lambda name, data: downloads.append(name))
    monkeypatch.setattr(webfiles, "_page", [page])
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", types.SimpleNamespace(to_js=lambda data: data))
    app = run([W("colour 2"), W("pixel 10 10"), W("Use"), {"key": "ctrl+u"}, {"type": "Mine"}, {"key": "return"}])
    assert (home / "stonesets" / "Mine.png").exists() and dialog(app)[0] == "Use"
    assert downloads == []                                   # Use: the set goes to the game only
    run([{"key": "return"}, W("pixel 11 10"), {"key": "ctrl+s"}], app=app)
    assert downloads == ["Mine.png"]                         # Save: the file offered to the player's disk too
