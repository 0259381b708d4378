"""Six things a player sees that the tests once missed (issue 42): each walks an edge, not the middle.

Import Picture cancelled; a name that fills the high-score name field typed over; two own stonesets of one
name; a setting rewritten at the same length in a page; own sets whose files end in upper-case suffixes; rows
that red-green colour-blind eyes tell apart poorly. Each is what the player does and then sees.
"""

from __future__ import annotations

import os

import pytest
import pyxel
from helpers import PageStorage, run
from PIL import Image, ImageChops
from test_e2e_name_offered import a_high_score
from test_editor_contrast import plain_rows

from ishido_retro.scores.highscores import MAX_NAME
from ishido_retro.stonesets.colourdiff import VISIONS, seen_as
from ishido_retro.stonesets.stoneset import Stoneset
from ishido_retro.storage import settingsfile, userdata, webkeep
from ishido_retro.storage.boards import load_board, save_board
from ishido_retro.storage.resources import shipped_board_path, shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run_editor(steps, app=None, shots=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, shots, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def same_picture(a, b) -> bool:
    with Image.open(a) as x, Image.open(b) as y:
        return ImageChops.difference(x.convert("RGB"), y.convert("RGB")).getbbox() is None


# 1. Import Picture, then Cancel: the set is drawn in its own colours again at once --------------------------

def test_import_picture_cancelled_shows_the_set_in_its_own_colours_at_once(tmp_path):
    photo = Image.new("RGB", (40, 30))
    for x in range(40):
        for y in range(30):
            photo.putpixel((x, y), (255 - 6 * x, 8 * y, (x * y) % 256))
    photo.save(tmp_path / "photo.png")
    shots = tmp_path / "shots"
    app = run_editor([{"shot": "before.png"}], shots=shots)
    run_editor([{"menu": ["File", "Import Picture"]}, {"key": "ctrl+u"}, {"type": str(tmp_path / "photo.png")},
                {"key": "return"}, {"shot": "asking.png"}], app=app, shots=shots)
    assert app.state()["dialog"]["title"] == "Import Picture"
    assert not same_picture(shots / "before.png", shots / "asking.png")      # the picture's colours, while asked
    run_editor([{"key": "escape"}, {"shot": "after.png"}], app=app, shots=shots)      # Cancel, and no edit since
    assert app.state()["dialog"] is None and app.state()["can_undo"] is False
    assert same_picture(shots / "before.png", shots / "after.png")


# 2. A name that fills the whole name field, typed over ----------------------------------------------------

@pytest.mark.parametrize(("keys", "name"), [
    ([{"type": "Bob"}], "Bob"),                                  # typing replaces the whole offered name
    ([{"key": "backspace"}, {"type": "Bo"}], "Bo"),
    ([{"key": "left"}, {"type": "J"}], None),                   # unselected, the full field takes no more
])
def test_a_name_that_fills_the_name_field_is_typed_over_on_the_board(keys, name):
    longest = ("Maximilian Fitzgerald-Ohara" * 2)[:MAX_NAME]
    assert len(longest) == MAX_NAME
    app = run([{"date": "2026-11-22"}])
    a_high_score(app, 11)
    run([{"type": longest}, {"key": "return"}, {"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == [longest]      # the field took it all
    run([{"key": "return"}], app=app)
    a_high_score(app, 12)
    assert app.state()["dialog"]["text"].endswith(f"[{longest}]")
    run([*keys, {"key": "return"}, {"menu": ["Scores", "Today's Scores"]}], app=app)
    names = [e["name"] for e in app.state()["high_scores"]["today"]]
    assert sorted(names) == sorted([longest, name or longest])


# 3. Two own stoneset files that carry one set name --------------------------------------------------------

def own_stoneset(home, shipped, file, name):
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    ss = load_stoneset(shipped_stoneset_path(shipped))
    ss.name, ss.author = name, "Ann"
    save_stoneset(ss, folder / file)
    return folder / file


def stonesets_listed(app) -> list[str]:
    """The labels of Choices > Stonesets' list (the dialog is open)."""
    return list(app.windows[-1].choices.options)


def in_play(path) -> list[int]:
    return list(load_stoneset(path).screen_palette())


def test_two_own_stonesets_of_one_name_are_both_listed_told_apart_and_each_plays_its_file(home):
    files = {"dusk-a.png": own_stoneset(home, "Runes", "dusk-a.png", "Dusk"),
             "dusk-b.png": own_stoneset(home, "Gems", "dusk-b.png", "Dusk")}
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    dusks = [label for label in stonesets_listed(app) if "Dusk" in label]
    assert len(dusks) == 2 and len(set(dusks)) == 2                  # both, told apart
    text = app.state()["dialog"]["text"]
    assert "dusk-a.png" in text and "dusk-b.png" in text
    run([{"key": "escape"}], app=app)
    played = {}
    for label in dusks:
        run([{"menu": ["Choices", "Stonesets", label]}], app=app)
        file = app.settings.stoneset.removeprefix("user:")
        played[label] = file
        assert list(pyxel.colors[8:16]) == in_play(files[file])          # the chosen file is the one in play
    assert sorted(played.values()) == ["dusk-a.png", "dusk-b.png"]


def test_an_own_set_named_as_the_list_would_name_another_is_still_listed_beside_it(home):
    """The edge of the edge: the set in play has gone from the folder and is listed by its file's name, which is
    taken, and a set of the player's is named exactly what the list would make of it."""
    own_stoneset(home, "Runes", "x.png", "Dusk")
    own_stoneset(home, "Gems", "other.png", "Dusk (dusk.png)")
    app = run([{"seed": 1}])
    app.settings.stoneset = "user:dusk.png"                # chosen once; its file gone since
    run([{"menu": ["Choices", "Stonesets"]}], app=app)
    labels = stonesets_listed(app)
    dusks = [label for label in labels if "Dusk" in label]
    assert len(labels) == len(set(labels)) and len(dusks) == 3
    assert "Dusk (dusk.png, 2)" in dusks                    # the gone one, numbered
    run([{"key": "escape"}], app=app)
    while app.windows:                                      # Cancel puts the one in play back: it is said gone
        run([{"key": "return"}], app=app)
    run([{"menu": ["Choices", "Stonesets", "Dusk (dusk.png)"]}], app=app)
    assert app.settings.stoneset == "user:other.png"
    run([{"menu": ["Choices", "Stonesets", "Dusk"]}], app=app)
    assert app.settings.stoneset == "user:x.png"


# 4. In a page: a setting changed to a value of the same length, then the page reloaded ----------------------

@pytest.fixture
def page(monkeypatch, home):
    from browser_like import files_as_in_a_page
    files_as_in_a_page(monkeypatch)
    storage = PageStorage()
    monkeypatch.setattr(webkeep, "_store", lambda: storage)
    monkeypatch.setattr(webkeep, "_kept", {})
    return storage


def reload_page(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "reloaded"))    # a new, empty file system
    monkeypatch.setattr(webkeep, "_kept", {})
    webkeep.restore()


def test_a_page_reloaded_finds_a_setting_changed_to_a_value_of_the_same_length(page, monkeypatch, tmp_path):
    app = run([{"seed": 1}, {"menu": ["Game", "Computer Level", "Novice"]}])
    assert settingsfile.load()[0].computer_level == "novice"
    run([{"menu": ["Game", "Computer Level", "Master"]}], app=app)          # "novice" and "master": one length
    assert settingsfile.load()[0].computer_level == "master"
    reload_page(monkeypatch, tmp_path)
    assert settingsfile.load()[0].computer_level == "master"


def test_a_file_rewritten_with_other_bytes_of_the_same_size_in_one_tick_is_kept_again(page, monkeypatch, tmp_path):
    """A page's file times are coarse: two saves may carry the same time. The second is kept all the same."""
    replace = os.replace

    def replace_in_one_tick(src, dst):         # a file system whose clock did not move between the saves
        replace(src, dst)
        os.utime(dst, ns=(1_000_000_000, 1_000_000_000))
    monkeypatch.setattr(os, "replace", replace_in_one_tick)
    app = run([{"seed": 1}, {"menu": ["Game", "Computer Level", "Novice"]}])
    run([{"menu": ["Game", "Computer Level", "Master"]}], app=app)
    reload_page(monkeypatch, tmp_path)
    assert settingsfile.load()[0].computer_level == "master"


# 5. Own sets whose files end in upper-case suffixes, copied in by hand --------------------------------------

def test_an_own_stoneset_file_ending_in_upper_case_png_is_listed_by_its_name_and_plays(home):
    path = own_stoneset(home, "Gems", "SUNSET.PNG", "Sunset")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    assert "Sunset" in stonesets_listed(app)
    run([W("Sunset"), W("OK")], app=app)
    assert app.state()["dialog"] is None and app.settings.stoneset == "user:SUNSET.PNG"
    assert list(pyxel.colors[8:16]) == in_play(path)


@pytest.mark.parametrize("suffix", [".PNG", ".GIF", ".BMP", ".Png"])
def test_an_own_board_file_ending_in_an_upper_case_suffix_is_listed_by_its_name_and_plays(home, suffix):
    folder = home / "boards"
    folder.mkdir(parents=True)
    board = load_board(shipped_board_path("Gems"))
    board.name, board.author = "Green Slate", "Bo"
    save_board(board, folder / "slate.png")
    if suffix != ".png":
        with Image.open(folder / "slate.png") as im:
            im.save(folder / f"slate{suffix}", format=suffix[1:].upper())
        (folder / "slate.png").unlink()
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}])
    assert "Green Slate" in list(app.windows[-1].choices.options)
    run([W("Green Slate"), W("OK")], app=app)
    assert app.state()["dialog"] is None and app.settings.board == f"user:slate{suffix}"
    assert app.theme.board_name == f"user:slate{suffix}"


# 6. Rows that red-green colour-blind eyes tell apart poorly ------------------------------------------------

# A few references as each vision sees them (Machado et al. 2009, severity 1, on sRGB channels).
SEEN = {
    "deuteranopia": {0xFF0000: 0x5E4700, 0x00FF00: 0xDCAC0B, 0x0000FF: 0x000CF7, 0xFFFFFF: 0xFFFFFF,
                     0x000000: 0x000000, 0x808080: 0x808080, 0x8040C0: 0x3A58BB},
    "protanopia": {0xFF0000: 0x271D00, 0x00FF00: 0xFFC800, 0x0000FF: 0x0019FF, 0xFFFFFF: 0xFFFFFF,
                   0x000000: 0x000000, 0x808080: 0x808080, 0x8040C0: 0x2F54C6},
}


def test_the_simulated_colours_of_a_few_references_for_each_vision():
    assert set(SEEN) == set(VISIONS)
    assert {v: {c: seen_as(c, v) for c in SEEN[v]} for v in VISIONS} == SEEN


def designed_set(path, colours, names):
    stones, palette = plain_rows(colours)
    save_stoneset(Stoneset("Designed", palette, stones, [bytes([1]) * 400] * 6, colour_names=names,
                           symbol_names=["One", "Two", "Three", "Four", "Five", "Six"]), path)
    return path


COLOURS = {"Blue": 0x3050C0, "Purple": 0xD020D0, "Orange": 0xE07020, "Yellow": 0xE8D030, "Ivory": 0xF8F4E8,
           "Grey": 0x606060, "Teal": 0x20A0A0}


def saved_with_a_question(path):
    app = run_editor([W("colour 7"), W("pixel 0 0"), {"key": "ctrl+s"}], path=path)
    return app, app.state()["dialog"]


def test_a_designers_blue_and_purple_that_red_green_blind_eyes_confuse_are_named_on_save(tmp_path):
    names = ["Blue", "Purple", "Yellow", "Ivory", "Grey", "Teal"]
    path = designed_set(tmp_path / "mine.png", [COLOURS[n] for n in names], names)
    app, dialog = saved_with_a_question(path)
    assert dialog["title"] == "Contrast"
    assert dialog["text"] == ("Some stones may be hard to tell apart in play: Row 1 (Blue) and row 2 (Purple) look "
                              "alike to eyes with deuteranopia or protanopia. Go on anyway?")


def test_a_designers_blue_and_orange_that_red_green_blind_eyes_tell_apart_are_saved_without_a_word(tmp_path):
    names = ["Blue", "Orange", "Yellow", "Ivory", "Grey", "Teal"]
    path = designed_set(tmp_path / "mine.png", [COLOURS[n] for n in names], names)
    before = path.read_bytes()
    app, dialog = saved_with_a_question(path)
    assert dialog is None and app.state()["dirty"] is False and path.read_bytes() != before


def test_userdata_is_where_the_page_keeps_it(page, home):
    """The page fixture's storage is the one the game's writes reach (the tests above rely on it)."""
    userdata.atomic_write(home / "note.txt", "kept")
    assert list(page.items) == [webkeep.PREFIX + "note.txt"]
