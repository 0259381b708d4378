"""Sharing a better version of a set (issue 39, point 3): Replace / Keep Both / Cancel when a set of an own set's
name and author comes in, the own sets' Rename…, Delete… and Show Folder in the Stonesets and Boards dialogs, the
backup folder, and the list in an order a player can see (issue 40)."""

import pytest
from helpers import dump, run
from helpers import saved_set as _set

from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")



def _files(folder):
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_a_dropped_set_of_an_own_sets_name_and_author_asks_and_return_keeps_both(home, tmp_path):
    mine = _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    old = mine.read_bytes()
    better = _set(tmp_path / "in" / "frost.png", "Gems", name="Frost", author="Ann")
    app = run([{"seed": 2}, {"drop": str(better)}])
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Stoneset"
    assert state["dialog"]["text"] == ("Your stoneset 'Frost' by Ann is installed already, as frost.png. Replace it "
                                       "with this one (the old file is kept in backups/stonesets in your data "
                                       "folder), keep both, or cancel?")
    assert state["dialog"]["focus"] == "Keep Both"
    run([{"key": "return"}], app=app)                 # one Return writes over nothing
    assert app.state()["dialog"]["text"].endswith(f"{home / 'stonesets'}/frost-2.png. Play with it now?")
    assert mine.read_bytes() == old
    assert (home / "stonesets" / "frost-2.png").read_bytes() == better.read_bytes()
    assert not (home / "backups").exists()


def test_replace_keeps_the_old_file_in_the_backup_folder_byte_for_byte(home, tmp_path):
    mine = _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    old = mine.read_bytes()
    better = _set(tmp_path / "FROST-V2.PNG", "Gems", name="frost", author=" ann ")    # case and spaces do not count
    app = run([{"seed": 2}, {"menu": ["Choices", "Stonesets", "Frost"]}, {"drop": str(better)}])
    assert app.state()["dialog"]["focus"] == "Keep Both"
    run([{"click": {"widget": "Replace"}}], app=app)
    backup = home / "backups" / "stonesets" / "frost.png"
    assert app.state()["dialog"]["text"] == (f"The stoneset 'frost' by ann is installed as {mine}. The old one is "
                                             "kept as backups/stonesets/frost.png in your data folder. Play with it "
                                             "now?")
    assert backup.read_bytes() == old
    assert mine.read_bytes() == better.read_bytes()
    assert _files(home / "stonesets") == ["frost.png"]
    run([{"click": {"widget": "Play Now"}}], app=app)
    assert app.settings.stoneset == "user:frost.png"
    # a second replace keeps both old files: the backup is never written over
    third = _set(tmp_path / "third.png", "Shaman", name="Frost", author="Ann")
    run([{"drop": str(third)}, {"click": {"widget": "Replace"}}], app=app)
    assert (home / "backups" / "stonesets" / "frost.png").read_bytes() == old
    assert (home / "backups" / "stonesets" / "frost-2.png").read_bytes() == better.read_bytes()
    assert mine.read_bytes() == third.read_bytes()


def test_cancel_writes_nothing_and_an_upper_case_suffix_is_kept_lower(home, tmp_path):
    _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
    app = run([{"seed": 2}, {"drop": str(_set(tmp_path / "Frost.PNG", "Gems", name="Frost", author="Ann"))},
               {"key": "escape"}])
    assert app.state()["dialog"] is None
    assert {p: p.read_bytes() for p in home.rglob("*") if p.is_file() and p.name != "settings.yaml"} == {
        p: b for p, b in before.items() if p.name != "settings.yaml"}
    run([{"drop": str(_set(tmp_path / "NEW SET.PNG", "Gems", name="New Set"))}], app=app)
    assert _files(home / "stonesets") == ["NEW SET.png", "frost.png"]


def _dialog(app):
    return app.state()["dialog"]


def test_rename_an_own_stoneset_refuses_bad_names_and_the_settings_follow(home, tmp_path):
    mine = _set(home / "stonesets" / "my-runes.png", name="My Runes", author="Ann")
    _set(home / "stonesets" / "gems2.png", "Gems", name="Blue Gems")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets", "My Runes"]}, {"menu": ["Choices", "Stonesets"]},
               {"click": {"widget": "Rename"}}])
    dialog = _dialog(app)
    assert dialog["title"] == "Rename Stoneset"
    assert dialog["text"] == "A new name for your stoneset 'My Runes' (my-runes.png):\n[My Runes]"
    entry = app.windows[-1].entry
    assert entry.selection == (0, 8)                 # the old name selected: typing replaces it
    for typed, said in (("blue gems", "Your stoneset gems2.png is named Blue Gems already; choose another name."),
                        ("Runes", "Runes is the name of a stoneset that comes with the game; choose another."),
                        ("a/b", "The name 'a/b' contains /, which a stoneset's name may not contain."),
                        ("   ", "A stoneset needs a name.")):
        entry.select(0, len(entry.value))
        run([{"type": typed}, {"key": "return"}], app=app)
        assert _dialog(app)["text"].splitlines()[-1] == said, typed
        assert _files(home / "stonesets") == ["gems2.png", "my-runes.png"]
    entry.select(0, len(entry.value))
    run([{"type": "x" * 41}], app=app)
    assert entry.value == "x" * 40                   # the field takes no more than a name may hold
    longest = "Frost Runes of the Northern Glacier Ann!"
    assert len(longest) == 40
    entry.select(0, len(entry.value))
    run([{"type": longest}, {"key": "return"}], app=app)
    new = "frost-runes-of-the-northern-glacier-ann.png"
    assert _files(home / "stonesets") == [new, "gems2.png"]
    renamed = load_stoneset(home / "stonesets" / new)
    assert (renamed.name, renamed.author) == (longest, "Ann")
    assert renamed.stones == load_stoneset(shipped_stoneset_path("Runes")).stones
    assert not mine.exists()
    assert app.settings.stoneset == f"user:{new}"
    assert f"stoneset: user:{new}" in (home / "settings.yaml").read_text()
    # the dialog is back, the renamed set marked
    assert _dialog(app)["title"] == "Stonesets" and app.windows[-1].marked == longest


def test_rename_one_of_two_own_sets_of_one_name(home):
    _set(home / "stonesets" / "a.png", name="Twin")
    _set(home / "stonesets" / "b.png", "Gems", name="Twin")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Twin (b.png)"}},
               {"click": {"widget": "Rename"}}, {"type": "Other Twin"}, {"key": "return"}])
    text = _dialog(app)["text"].splitlines()
    assert text[8:10] == ["(*) Other Twin: by Ishido Retro project, your own: other-twin.png",
                          "( ) Twin: by Ishido Retro project, your own: a.png"]
    assert load_stoneset(home / "stonesets" / "other-twin.png").palette == load_stoneset(
        shipped_stoneset_path("Gems")).palette


def test_delete_asks_return_deletes_nothing_and_the_file_is_kept_as_a_backup(home, tmp_path):
    mine = _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    old = mine.read_bytes()
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets", "Frost"]}, {"menu": ["Choices", "Stonesets"]},
               {"click": {"widget": "Delete"}}])
    assert _dialog(app) == {"title": "Delete Stoneset", "focus": "Cancel", "text": (
        "Delete your stoneset 'Frost' (frost.png)? The file is kept in backups/stonesets in your data folder.")}
    run([{"key": "return"}], app=app)
    assert mine.read_bytes() == old and _dialog(app)["title"] == "Stonesets"
    run([{"click": {"widget": "Delete"}}, {"click": {"widget": "Delete"}}], app=app)
    backup = home / "backups" / "stonesets" / "frost.png"
    assert _dialog(app)["text"] == f"Your stoneset 'Frost' (frost.png) is deleted; its file is kept as {backup}."
    assert backup.read_bytes() == old and not mine.exists()
    assert app.settings.stoneset == "Ishido" and app.theme.stoneset_name == "Ishido"
    run([{"click": {"widget": "OK"}}], app=app)
    assert "Frost" not in _dialog(app)["text"]
    # the same file name deleted again: both backups kept
    again = _set(home / "stonesets" / "frost.png", "Gems", name="Frost").read_bytes()
    run([{"key": "escape"}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Frost"}},
         {"click": {"widget": "Delete"}}, {"click": {"widget": "Delete"}}], app=app)
    assert backup.read_bytes() == old
    assert (home / "backups" / "stonesets" / "frost-2.png").read_bytes() == again


def test_a_shipped_set_is_not_renamed_or_deleted(home):
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Runes"}},
               {"click": {"widget": "Delete"}}])
    assert _dialog(app)["text"] == ("The stoneset Runes comes with the game and cannot be deleted; only your own "
                                    "stonesets can.")
    run([{"key": "return"}, {"click": {"widget": "Rename"}}], app=app)
    assert _dialog(app)["text"] == ("The stoneset Runes comes with the game and cannot be renamed; only your own "
                                    "stonesets can.")
    run([{"key": "return"}], app=app)
    assert _dialog(app)["title"] == "Stonesets" and app.windows[-1].marked == "Runes"


def test_delete_and_rename_an_own_board_with_its_yaml(home):
    from ishido_retro.storage.boards import load_board, save_board
    from ishido_retro.storage.resources import shipped_board_path
    board = load_board(shipped_board_path("Gems"))
    board.name, board.author = "Green Slate", "Bo"
    save_board(board, home / "boards" / "slate.png")
    picture, side = (home / "boards" / "slate.png").read_bytes(), (home / "boards" / "slate.yaml").read_bytes()
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}, {"click": {"widget": "Green Slate"}},
               {"click": {"widget": "Rename"}}, {"type": "Moss"}, {"key": "return"}])
    assert _files(home / "boards") == ["moss.png", "moss.yaml"]
    assert (home / "boards" / "moss.png").read_bytes() == picture          # the picture untouched
    assert load_board(home / "boards" / "moss.png").name == "Moss"
    run([{"click": {"widget": "Delete"}}, {"click": {"widget": "Delete"}}], app=app)
    assert _files(home / "boards") == []
    assert _files(home / "backups" / "boards") == ["moss.png", "moss.yaml"]
    assert (home / "backups" / "boards" / "moss.png").read_bytes() == picture
    assert (home / "backups" / "boards" / "moss.yaml").read_bytes() != side    # the renamed name is in it
    assert "name: Moss" in (home / "backups" / "boards" / "moss.yaml").read_text()


def test_show_folder_opens_the_file_manager_or_says_where(home, tmp_path, monkeypatch):
    """No wall clock: the wait for the file manager's answer is made longer than any busy machine needs (a
    command that ends at once, as these do, is waited for only until it ends)."""
    from ishido_retro.storage import ownfiles
    monkeypatch.setattr(ownfiles, "SHOW_WAIT", 120.0)
    seen = tmp_path / "seen.txt"
    tool = tmp_path / "fm.sh"
    tool.write_text(f'#!/bin/sh\necho "$1" > {seen}\n')
    tool.chmod(0o755)
    monkeypatch.setenv("ISHIDO_RETRO_FILE_MANAGER", str(tool))
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}, {"click": {"widget": "Show Folder"}}])
    assert seen.read_text() == f"{home / 'boards'}\n"               # the tool has ended: it was waited for
    assert _dialog(app) == {"title": "Show Folder", "focus": "OK", "text": (
        f"The folder of your own boards, {home / 'boards'}, is handed to the file manager; its window may open "
        "behind this one.")}                                           # a sign on screen (issue 48)
    run([{"key": "return"}], app=app)
    assert _dialog(app)["title"] == "Boards"                           # then the dialog again
    where = f"Your own stonesets are in {home / 'stonesets'}."
    end = "; open that folder yourself to copy sets in or out."
    for value, said in (
            ("", "There is no file manager to start: ISHIDO_RETRO_FILE_MANAGER is set, and empty"),
            ("false", "The file manager ISHIDO_RETRO_FILE_MANAGER names (false) could not show it (it ended with "
                      "status 1)"),
            ("/no/such-tool --new-window", "The file manager ISHIDO_RETRO_FILE_MANAGER names (/no/such-tool "
                                           "--new-window) could not be started: there is no such program")):
        monkeypatch.setenv("ISHIDO_RETRO_FILE_MANAGER", value)
        run([{"key": "escape"}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Show Folder"}}], app=app)
        assert _dialog(app)["text"] == f"{where} {said}{end}"
        run([{"key": "return"}], app=app)
    monkeypatch.delenv("ISHIDO_RETRO_FILE_MANAGER")
    monkeypatch.setenv("PATH", str(tmp_path))                          # no xdg-open to be found
    run([{"key": "escape"}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Show Folder"}}], app=app)
    assert _dialog(app)["text"] == f"{where} There is no file manager here to show it{end}"


def test_use_in_the_editor_of_a_set_named_as_an_own_one_asks(home, tmp_path):
    from ishido_retro.editor.runner import run_editor_script
    mine = _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    old = mine.read_bytes()
    better = _set(tmp_path / "frost.png", "Gems", name="Frost", author="Ann")
    app = run_editor_script([{"load": str(better)}, {"click": {"widget": "Use"}}], tmp_path)
    assert app.state()["dialog"]["focus"] == "Keep Both"
    run_editor_script([{"click": {"widget": "Replace"}}], tmp_path, app=app)
    assert (home / "backups" / "stonesets" / "frost.png").read_bytes() == old
    assert load_stoneset(mine).palette == load_stoneset(better).palette


def test_the_own_sets_are_listed_by_name(home):
    for file, name in (("z.png", "apple"), ("a.png", "Pear"), ("m.png", "Set 10"), ("n.png", "set 9")):
        _set(home / "stonesets" / file, name=name)
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    names = [line[4:].split(":")[0] for line in _dialog(app)["text"].splitlines()[8:-1]]
    assert names == ["apple", "Pear", "set 9", "Set 10"]


def test_golden_the_replace_question_rename_and_delete(home, tmp_path, golden, monkeypatch):
    from test_golden import SHOWN_HOME

    from ishido_retro.storage import ownsets
    monkeypatch.setattr(ownsets, "folder_text", lambda kind: f"{SHOWN_HOME}/{kind}s")
    _set(home / "stonesets" / "longset10.png", name="Night Spirits", author="Ann")
    app = run([{"seed": 1}, {"drop": str(_set(tmp_path / "spirits.png", "Shaman", name="Night Spirits",
                                              author="Ann"))}, {"wait": 2}])
    golden("requester-replace-stoneset")
    run([{"key": "escape"}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Night Spirits"}},
         {"wait": 2}], app=app)
    golden("choices-stonesets-own-tools")
    run([{"click": {"widget": "Rename"}}, {"type": "Gems"}, {"key": "return"}, {"wait": 2}], app=app)
    golden("requester-rename-stoneset")
    run([{"key": "escape"}, {"click": {"widget": "Delete"}}, {"wait": 2}], app=app)
    golden("requester-delete-stoneset")


def test_a_caption_wraps_between_words():
    from ishido_retro.ui import draw
    from ishido_retro.ui.chooser import Caption
    caption = Caption(24 * draw.SMALL_W, lambda: "by Ann, your own: longset10.png")
    assert caption.lines() == ["by Ann, your own:", "longset10.png"]
    path = Caption(10 * draw.SMALL_W, lambda: "in /home/ann/sets")      # a word longer than a line is cut
    assert path.lines() == ["in", "/home/ann/", "sets"]


@pytest.mark.parametrize("shipped", ["Inner Shapes", "Runes"])
def test_the_export_sheet_carries_a_legend_of_the_names(home, tmp_path, shipped, request):
    """The sheet against its golden picture (tests/golden/sheet-NAME.png, pixel for pixel): each row's colour
    name at its left, each column's symbol name above it (the longest names cut with ~)."""
    from pathlib import Path

    from PIL import Image, ImageChops

    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.stonesets.shipped import file_stem
    source = tmp_path / "set.png"
    save_stoneset(load_stoneset(shipped_stoneset_path(shipped)), source)
    run_editor_script([{"load": str(source)}, {"menu": ["File", "Export Sheet"]}, {"click": {"widget": "OK"}}],
                      tmp_path)
    made = Image.open(home / "sheets" / f"{file_stem(shipped)}-sheet.png").convert("RGB")
    golden = Path(__file__).parent / "golden" / f"sheet-{file_stem(shipped)}.png"
    if request.config.getoption("--update-golden-all", default=False) and not golden.exists():
        made.save(golden)
    want = Image.open(golden).convert("RGB")
    assert made.size == want.size == (640, 400)
    assert ImageChops.difference(made, want).getbbox() is None


class _FakePage:
    """The page side of :mod:`ishido_retro.storage.webfiles` as the browser gives it: paths waiting, the chooser,
    downloads."""

    def __init__(self, waiting=()):
        self.waiting = list(waiting)
        self.chosen = 0
        self.downloads = []

    def arrived(self):
        paths, self.waiting = "\n".join(self.waiting), []
        return paths

    def choose(self):
        self.chosen += 1

    def download(self, name, data):
        self.downloads.append((name, bytes(data)))


def test_the_browser_files_do_nothing_on_the_desktop(tmp_path):
    from ishido_retro.storage import webfiles
    assert not webfiles.listen()
    assert webfiles.arrived() == () and not webfiles.choose_file()
    (tmp_path / "x.png").write_bytes(b"png")
    assert not webfiles.offer_download(tmp_path / "x.png")


def test_in_a_page_a_file_chosen_or_dropped_comes_in_as_a_drop_and_save_offers_a_download(home, tmp_path,
                                                                                         monkeypatch):
    import sys
    import types

    from ishido_retro.storage import webfiles
    page = _FakePage()
    monkeypatch.setattr(webfiles, "_page", [page])
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", types.SimpleNamespace(to_js=lambda data: data))
    came = _set(tmp_path / "inbox" / "frost.png", name="Frost", author="Ann")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Other"}}])
    assert page.chosen == 1 and app.state()["dialog"] is None       # the browser's chooser, not the game's
    page.waiting.append(str(came))                                    # the browser hands the file over
    run([{"wait": 1}], app=app)
    assert app.state()["dialog"]["text"] == (f"The stoneset 'Frost' by Ann is installed as {home / 'stonesets'}"
                                             "/frost.png. Play with it now?")
    assert webfiles.offer_download(came)
    assert page.downloads == [("frost.png", came.read_bytes())]


def test_a_board_of_an_own_boards_name_replaces_it_with_its_yaml_kept(home, tmp_path):
    from ishido_retro.storage.boards import load_board, save_board
    from ishido_retro.storage.resources import shipped_board_path
    board = load_board(shipped_board_path("Runes"))
    board.name, board.author = "Slate", "unknown"     # as a picture dropped with no YAML says
    save_board(board, home / "boards" / "slate.png")
    old = {p.name: p.read_bytes() for p in (home / "boards").iterdir()}
    (tmp_path / "Slate.PNG").write_bytes(shipped_board_path("Gems").read_bytes())
    app = run([{"seed": 1}, {"drop": str(tmp_path / "Slate.PNG")}])
    assert app.state()["dialog"]["focus"] == "Keep Both"
    run([{"click": {"widget": "Replace"}}], app=app)
    assert {p.name: p.read_bytes() for p in (home / "backups" / "boards").iterdir()} == old
    assert _files(home / "boards") == ["slate.png", "slate.yaml"]
    assert load_board(home / "boards" / "slate.png").pixels == load_board(shipped_board_path("Gems")).pixels


def test_the_keys_reach_the_tools(home):
    _set(home / "stonesets" / "frost.png", name="Frost")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"key": "down"}, {"key": "down"},
               {"key": "down"}, {"key": "down"}, {"key": "tab"}, {"key": "tab"}])
    assert app.windows[-1].marked == "Frost" and _dialog(app)["focus"] == "Rename…"
    run([{"key": "return"}], app=app)
    assert _dialog(app)["title"] == "Rename Stoneset"
    run([{"key": "escape"}, {"key": "tab"}, {"key": "tab"}, {"key": "tab"}, {"key": "tab"}], app=app)
    assert _dialog(app)["focus"] == "Show Folder"


def test_the_boards_dialog_stays_on_the_screen_with_many_boards_and_the_longest_folder(tmp_path, monkeypatch):
    from ishido_retro.storage.boards import load_board, save_board
    from ishido_retro.storage.resources import shipped_board_path
    deep = tmp_path / ("d" * 150)
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(deep))
    board = load_board(shipped_board_path("Gems"))
    for i in range(12):
        board.name = f"Own board {i}"
        save_board(board, deep / "boards" / f"b{i}.png")
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}])
    dialog = app.windows[-1]
    assert dialog.y >= 0 and dialog.y + dialog.h <= 200
    assert all(dialog.find(name).visible for name in ("Rename", "Delete", "Show Folder", "OK", "Cancel"))
