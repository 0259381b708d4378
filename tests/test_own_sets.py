"""The designer's own sets in the game (issue 30, points 2 and 5): no silent swaps, every own set at hand,
sharing by a drop."""

import pytest
from helpers import dump, run
from PIL import Image

from ishido_retro.stonesets.stoneset import Stoneset
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _own(home, shipped="Runes", file="my-runes.png", **meta):
    """A copy of the ``shipped`` set as the player's own file in the data folder's stonesets/."""
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    ss = load_stoneset(shipped_stoneset_path(shipped))
    for key, value in meta.items():
        setattr(ss, key, value)
    save_stoneset(ss, folder / file)
    return folder / file


def _twelve_colours():
    greys = [0x8C8C8C] + [0x101010 * k for k in range(1, 13)] + [0, 0, 0]
    stones = [bytes([1 + k % 12]) * 200 + bytes([1 + (k % 12 + 1 + k // 12) % 12]) * 200 for k in range(36)]
    return Stoneset("Twelve", greys, stones, [bytes([1]) * 400] * 6)


def test_an_own_stoneset_that_cannot_be_loaded_at_start_is_said_and_stays_chosen(home, tmp_path):
    own = _own(home)
    good = own.read_bytes()
    home.joinpath("settings.yaml").write_text("format: ishido-settings/1\nstoneset: user:my-runes.png\n"
                                              "board: Runes\nmatching_board: false\n")
    settings = home.joinpath("settings.yaml").read_bytes()
    own.write_bytes(good[:300])                  # damaged
    app = run([])
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Stoneset"
    assert state["dialog"]["text"] == (
        f"Your stoneset 'My Runes' ({own}) cannot be used: my-runes.png is damaged or cut short and cannot be "
        "read. The stoneset Ishido is shown instead until you choose another in Choices > Stonesets or mend the "
        "file.")
    assert state["settings"]["stoneset"] == "user:my-runes.png"
    run([{"click": {"widget": "OK"}}, {"seed": 4}, {"menu": ["Choices", "Stonesets"]}, {"key": "escape"}], app=app)
    assert home.joinpath("settings.yaml").read_bytes() == settings       # untouched, byte for byte
    run([{"menu": ["Choices", "Boards", "Gems"]}], app=app)
    assert app.state()["dialog"] is None             # said once a session, not again at each load
    assert app.settings.board == "Gems" and app.settings.stoneset == "user:my-runes.png"
    assert home.joinpath("settings.yaml").read_bytes() != settings      # the board was chosen ...
    assert "stoneset: user:my-runes.png" in home.joinpath("settings.yaml").read_text()   # ... the set kept
    # mended: the next start plays it, with nothing said
    own.write_bytes(good)
    again = run([])
    assert again.state()["dialog"] is None and again.theme.stoneset_name == "user:my-runes.png"


def test_a_missing_own_board_at_start_is_said_and_the_settings_are_untouched(home):
    home.mkdir()
    home.joinpath("settings.yaml").write_text("format: ishido-settings/1\nstoneset: Gems\nboard: user:gone.png\n"
                                              "matching_board: false\n")
    before = home.joinpath("settings.yaml").read_bytes()
    app = run([{"click": [5, 5]}, {"wait": 2}])
    text = app.state()["dialog"]["text"]
    assert text.startswith(f"Your board 'Gone' ({home / 'boards' / 'gone.png'}) cannot be used: ")
    assert "The board Ishido is shown instead" in text
    run([{"click": {"widget": "OK"}}, {"click": [5, 5]}, {"wait": 2}], app=app)
    assert app.is_playing() and app.state()["dialog"] is None
    assert home.joinpath("settings.yaml").read_bytes() == before
    # the Boards dialog lists it, marked, with why; OK on it changes nothing
    run([{"menu": ["Choices", "Boards"]}], app=app)
    assert "(*) Gone: Cannot be played: gone.png is not in the folder." in app.state()["dialog"]["text"]
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["text"] == "Your board gone.png cannot be played: it is not in the folder."
    run([{"click": {"widget": "OK"}}], app=app)
    assert home.joinpath("settings.yaml").read_bytes() == before


def test_other_refuses_a_set_of_twelve_colours_and_a_true_colour_picture(tmp_path):
    from test_e2e_play import _open_in_requester
    folder = tmp_path / "mine"
    folder.mkdir()
    save_stoneset(_twelve_colours(), folder / "twelve.png")
    Image.new("RGB", (120, 140), (200, 10, 10)).save(folder / "photo.png")
    app = run([{"seed": 1}])
    run([{"menu": ["Choices", "Stonesets", "Other"]}], app=app)
    _open_in_requester(app, folder, "twelve.png")
    assert app.state()["dialog"]["text"] == (
        "twelve.png cannot be used: twelve.png paints its stones in 12 colours but play shows a set in at most 8, "
        "so some of its stones would look alike; the stoneset editor (Choices > Stonesets > Edit Stoneset…) opens "
        "it in 8 colours to mend it.")
    assert app.settings.stoneset == "Ishido"
    run([{"click": {"widget": "OK"}}, {"menu": ["Choices", "Stonesets", "Other"]}], app=app)
    _open_in_requester(app, folder, "photo.png")
    assert app.state()["dialog"]["text"] == (
        "photo.png cannot be used: photo.png is a true-colour (RGB) picture, not an indexed stoneset; the stoneset "
        "editor makes a stoneset of it with File > Import Picture… (Choices > Stonesets > Edit Stoneset…).")
    assert app.settings.stoneset == "Ishido"
    assert not (tmp_path / "home" / "stonesets").exists() or not any((tmp_path / "home" / "stonesets").iterdir())


def _files(folder):
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_a_stoneset_dropped_on_the_game_is_installed_said_and_offered(home, tmp_path):
    import pyxel
    ss = load_stoneset(shipped_stoneset_path("Runes"))
    ss.name, ss.author = "Frost Runes", "Ann"
    save_stoneset(ss, tmp_path / "frost.png")
    app = run([{"seed": 2}, {"drop": str(tmp_path / "frost.png")}])
    state = dump(app, tmp_path)
    assert state["dialog"]["title"] == "Stoneset"
    assert state["dialog"]["text"] == (f"The stoneset 'Frost Runes' by Ann is installed as {home / 'stonesets'}"
                                       "/frost.png. Play with it now?")
    assert (home / "stonesets" / "frost.png").read_bytes() == (tmp_path / "frost.png").read_bytes()
    assert app.settings.stoneset == "Ishido"
    run([{"click": {"widget": "Play Now"}}], app=app)
    assert app.settings.stoneset == "user:frost.png" and app.state()["dialog"] is None
    assert list(pyxel.colors[8:16]) == ss.screen_palette()
    # the same file again: nothing new; a different set of the same file name: a new name, the first kept
    run([{"drop": str(tmp_path / "frost.png")}], app=app)
    assert "was already installed as" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Not Now"}}], app=app)
    other = load_stoneset(shipped_stoneset_path("Gems"))
    (tmp_path / "elsewhere").mkdir()
    save_stoneset(other, tmp_path / "elsewhere" / "frost.png")
    run([{"drop": str(tmp_path / "elsewhere" / "frost.png")}], app=app)
    assert app.state()["dialog"]["text"].endswith(f"{home / 'stonesets'}/frost-2.png. Play with it now?")
    assert (home / "stonesets" / "frost.png").read_bytes() == (tmp_path / "frost.png").read_bytes()
    assert app.settings.stoneset == "user:frost.png"


def test_a_board_dropped_on_the_title_is_installed(home, tmp_path):
    from ishido_retro.storage.boards import load_board
    from ishido_retro.storage.resources import shipped_board_path
    (tmp_path / "slate.png").write_bytes(shipped_board_path("Gems").read_bytes())
    app = run([{"drop": str(tmp_path / "slate.png")}])
    assert app.state()["dialog"]["text"] == (f"The board 'Slate' is installed as {home / 'boards'}/slate.png. "
                                             "Play with it now?")
    run([{"click": {"widget": "Play Now"}}], app=app)
    assert app.settings.board == "user:slate.png" and not app.settings.matching_board
    assert load_board(home / "boards" / "slate.png").pixels == load_board(shipped_board_path("Gems")).pixels


@pytest.mark.parametrize(("make", "said"), [
    (lambda p: p.write_text("just words\n"), "notes.txt is neither a stoneset (an indexed PNG of 120 x 140 pixels) "
     "nor a board (a picture of 320 x 200); the stoneset editor's File > Import Picture… makes a stoneset of any "
     "picture."),
    (lambda p: Image.new("RGB", (120, 140), (9, 9, 9)).save(p, format="PNG"),
     "notes.txt is a true-colour (RGB) picture, not an indexed stoneset; the stoneset editor makes a stoneset of it "
     "with File > Import Picture… (Choices > Stonesets > Edit Stoneset…)."),
    (lambda p: p.mkdir(), None),
    (lambda p: Image.frombytes("L", (320, 200), bytes((x + y) % 256 for y in range(200) for x in range(320)))
     .convert("RGB").save(p, format="PNG"),
     "notes.txt uses 256 colours and a board at most 8; Choices > Boards > Other… shows it reduced to 8 before "
     "using it."),
])
def test_a_dropped_file_that_is_not_a_set_gets_one_sentence_and_nothing_is_written(home, tmp_path, make, said):
    make(tmp_path / "notes.txt")
    app = run([{"seed": 1}])
    settings = home.joinpath("settings.yaml").read_bytes() if home.joinpath("settings.yaml").exists() else None
    before = {p.relative_to(home) for p in home.rglob("*")}
    run([{"drop": str(tmp_path / "notes.txt")}], app=app)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Drop"
    if said is not None:
        assert dialog["text"] == said
    else:
        assert dialog["text"].startswith("notes.txt") and dialog["text"].count(". ") == 0
    assert {p.relative_to(home) for p in home.rglob("*")} == before
    assert (home.joinpath("settings.yaml").read_bytes() if settings is not None else None) == settings
    assert _files(home / "stonesets") == [] and _files(home / "boards") == []


def test_a_stoneset_dropped_on_the_editor_opens_there_asking_first_about_unsaved_work(tmp_path):
    from ishido_retro.editor.runner import run_editor_script
    save_stoneset(load_stoneset(shipped_stoneset_path("Magic")), tmp_path / "magic.png")
    app = run_editor_script([{"drop": str(tmp_path / "magic.png")}], tmp_path)
    state = app.state()
    assert state["file"] == str(tmp_path / "magic.png") and state["name"] == "Magic" and state["dialog"] is None
    run_editor_script([{"click": {"widget": "pixel 10 10"}}, {"drop": str(tmp_path / "magic.png")}], app=app)
    assert app.state()["dialog"]["text"] == "The stoneset has edits that are not saved. Save them first?"
    run_editor_script([{"click": {"widget": "Cancel"}}], app=app)
    assert app.state()["dirty"] is True


def _many_own(home, count=12):
    for i in range(count):
        _own(home, ("Runes", "Gems", "Magic")[i % 3], f"own-{i + 1:02}.png", name=f"Own set {i + 1}", author="Ann")


def test_the_stonesets_dialog_lists_every_own_set_by_its_name_and_says_why_one_cannot_be_played(home, tmp_path):
    _many_own(home)
    (home / "stonesets" / "broken.png").write_bytes(b"not a picture")
    save_stoneset(_twelve_colours(), home / "stonesets" / "twelve.png")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    text = app.state()["dialog"]["text"].splitlines()
    assert text[:9] == ["( ) Gems", "( ) Inner Shapes", "( ) Magic", "( ) Chungfu", "(*) Ishido", "( ) Rameses",
                        "( ) Runes", "( ) Shaman",
                        "( ) Broken: Cannot be played: broken.png is not a PNG picture; a stoneset is an indexed PNG "
                        "of 120 x 140 pixels."]
    assert text[9] == "( ) Own set 1: by Ann, your own: own-01.png"
    assert text[20] == "( ) Own set 12: by Ann, your own: own-12.png"
    assert text[21].startswith("( ) Twelve: Cannot be played: twelve.png paints its stones in 12 colours")
    assert text[-1] == f"Your own stonesets: {home / 'stonesets'}"
    # the keys reach the last entry (the list scrolls), and Escape changes nothing
    dialog = app.windows[-1]
    assert not dialog.find("Own set 12").visible or dialog.choices.top_line > 0
    run([{"key": "up"}] * 5, app=app)        # from Ishido, round to the end of the list
    assert dialog.choices.value == "Twelve" and dialog.choices.rows[-1].visible
    # marked, a set that cannot be played shows the one in play, not the one marked before it
    assert list(__import__("pyxel").colors[8:16]) == load_stoneset(shipped_stoneset_path("Ishido")).screen_palette()
    assert dialog.choices.top_line == len(dialog.choices.rows) - 10
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["text"].startswith("Your stoneset twelve.png cannot be played: twelve.png paints")
    assert app.settings.stoneset == "Ishido"
    # an own set far down the list is chosen by its name, through the menu step (scrolled into view first)
    run([{"click": {"widget": "OK"}}, {"menu": ["Choices", "Stonesets", "Own set 11"]}], app=app)
    assert app.settings.stoneset == "user:own-11.png"
    assert list(__import__("pyxel").colors[8:16]) == load_stoneset(home / "stonesets" / "own-11.png").screen_palette()


def test_the_list_scrolls_with_the_wheel_and_the_pad(home):
    import pyxel
    _many_own(home)
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    choices = app.windows[-1].choices
    assert choices.top_line == 0 and not choices.rows[-1].visible
    x, y = choices.rows[0].centre
    pyxel.set_mouse_pos(x, y)
    pyxel.set_btnv(pyxel.MOUSE_WHEEL_Y, -3)
    run([{"wait": 1}], app=app)
    pyxel.set_btnv(pyxel.MOUSE_WHEEL_Y, 0)
    run([{"wait": 1}], app=app)
    assert choices.top_line == 3 and choices.value == "Ishido"
    run([{"pad": "dpad_up"}] * 5, app=app)
    assert choices.value == "Own set 12" and choices.rows[-1].visible
    run([{"pad": "a"}], app=app)
    assert app.settings.stoneset == "user:own-12.png"


def test_the_boards_dialog_lists_own_boards_with_their_folder(home):
    from ishido_retro.storage.boards import load_board as read_board
    from ishido_retro.storage.boards import save_board
    from ishido_retro.storage.resources import shipped_board_path
    (home / "boards").mkdir(parents=True)
    board = read_board(shipped_board_path("Gems"))
    board.name, board.author = "Green Slate", "Bo"
    save_board(board, home / "boards" / "slate.png")
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards"]}])
    text = app.state()["dialog"]["text"].splitlines()
    assert "( ) Green Slate: by Bo, your own: slate.png" in text
    assert text[-1] == f"Your own boards: {home / 'boards'}"
    run([{"click": {"widget": "Green Slate"}}, {"click": {"widget": "OK"}}], app=app)
    assert app.settings.board == "user:slate.png"


def test_golden_stonesets_dialog_with_own_sets(home, golden, monkeypatch):
    from test_golden import SHOWN_HOME

    from ishido_retro.storage import ownsets
    monkeypatch.setattr(ownsets, "folder_text", lambda kind: f"{SHOWN_HOME}/{kind}s")
    _many_own(home)
    _own(home, "Runes", "a-very-long-name.png", name="A set with a name of forty characters!!", author="Ann")
    (home / "stonesets" / "broken.png").write_bytes(b"not a picture")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"key": "up"}, {"key": "up"}, {"key": "up"},
               {"key": "up"}, {"key": "up"}, {"key": "up"}, {"wait": 2}])
    assert app.windows[-1].choices.value == "Own set 11"
    golden("choices-stonesets-own")
    run([{"click": {"widget": "Broken"}}, {"wait": 2}], app=app)
    golden("choices-stonesets-own-broken")


def test_export_sheet_writes_the_stones_enlarged_on_the_matching_board_and_says_where(home, tmp_path):
    from ishido_retro import layout
    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.editor.sheet import FIRST_SQUARE
    from ishido_retro.storage.boards import load_board
    from ishido_retro.storage.resources import shipped_board_path
    ss = load_stoneset(shipped_stoneset_path("Runes"))
    ss.author = "Ann"
    save_stoneset(ss, tmp_path / "runes.png")
    app = run_editor_script([{"load": str(tmp_path / "runes.png")}, {"menu": ["File", "Export Sheet"]}], tmp_path)
    assert app.state()["dialog"]["title"] == "Export Sheet"
    run_editor_script([{"shot": "export-requester.png"}, {"click": {"widget": "OK"}}], tmp_path, app=app)
    sheet = home / "sheets" / "runes-sheet.png"
    assert app.state()["dialog"]["text"] == f"The sheet of 'Runes' is saved as {sheet}."
    picture = Image.open(sheet).convert("RGB")
    assert picture.size == (640, 400)
    board = load_board(shipped_board_path("Runes"))
    rgb = lambda v: ((v >> 16) & 255, (v >> 8) & 255, v & 255)  # noqa: E731
    screen = ss.screen_palette()
    for colour, symbol in ((0, 0), (2, 5), (5, 3)):       # each stone on its square, every pixel twice as big
        x0, y0 = layout.square_origin(FIRST_SQUARE[0] + symbol, FIRST_SQUARE[1] + colour)
        stone = ss.screen_pixels(colour, symbol)
        for i in range(0, 400, 7):
            x, y = x0 + i % 20, y0 + i // 20
            want = rgb(screen[stone[i] - 1]) if stone[i] else rgb(board.palette[board.pixels[y * 320 + x]])
            assert picture.getpixel((2 * x, 2 * y)) == picture.getpixel((2 * x + 1, 2 * y + 1)) == want, (colour, i)
    # the name and the author are written in white on the strips above and below the board
    white = rgb(board.palette[layout.ROLE_WHITE])
    for _x, y, _w, h in (layout.TITLE_RECT, layout.STATUS_RECT):
        strip = picture.crop((0, 2 * y, 640, 2 * (y + h)))
        assert white in {c for _n, c in strip.getcolors(4096)}
    # again: the file there is replaced only when the player says so; another place can be named
    run_editor_script([{"click": {"widget": "OK"}}, {"menu": ["File", "Export Sheet"]}, {"click": {"widget": "OK"}}],
                      tmp_path, app=app)
    assert app.state()["dialog"]["text"] == "runes-sheet.png exists. Replace it with the sheet of 'Runes'?"
    sheet.write_bytes(b"mine")
    run_editor_script([{"click": {"widget": "Cancel"}}], app=app)
    assert sheet.read_bytes() == b"mine"
    run_editor_script([{"menu": ["File", "Export Sheet"]}], app=app)
    app.windows[-1].find("Drawer").value = ""
    run_editor_script([{"click": {"widget": "Drawer"}}, {"type": str(tmp_path)}, {"key": "return"},
                       {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["text"] == f"The sheet of 'Runes' is saved as {tmp_path / 'runes-sheet.png'}."
    assert Image.open(tmp_path / "runes-sheet.png").size == (640, 400)


def test_an_own_set_named_as_a_shipped_one_is_listed_with_its_file(home):
    _own(home, "Runes", "my-runes.png")          # a copy keeps the name Runes
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets", "Runes (my-runes.png)"]}])
    assert app.settings.stoneset == "user:my-runes.png"
    run([{"menu": ["Choices", "Stonesets", "Runes"]}], app=app)
    assert app.settings.stoneset == "Runes"


def test_a_stoneset_dropped_on_the_editor_in_the_games_window_opens_there(tmp_path):
    save_stoneset(load_stoneset(shipped_stoneset_path("Shaman")), tmp_path / "shaman.png")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Edit Stoneset"}},
               {"drop": str(tmp_path / "shaman.png")}])
    state = app.state()
    assert state["screen"] == "editor" and state["file"] == str(tmp_path / "shaman.png") and state["name"] == "Shaman"
    assert not (tmp_path / "home" / "stonesets" / "shaman.png").exists()       # opened, not installed


def test_golden_the_requesters_of_a_broken_own_set_and_of_a_drop(home, tmp_path, golden, monkeypatch):
    from test_golden import SHOWN_HOME

    from ishido_retro.storage import ownsets
    monkeypatch.setattr(ownsets, "folder_text", lambda kind: f"{SHOWN_HOME}/{kind}s")
    _own(home).write_bytes(b"\x89PNG\r\n\x1a\n cut short")
    home.joinpath("settings.yaml").write_text("stoneset: user:my-runes.png\n")
    app = run([{"wait": 2}])         # on the title, as the game starts
    assert app.state()["dialog"]["text"].startswith(f"Your stoneset 'My Runes' ({SHOWN_HOME}/stonesets/my-runes.png)")
    golden("requester-own-stoneset-unusable")
    ss = load_stoneset(shipped_stoneset_path("Shaman"))
    ss.name, ss.author = "Night Spirits", "Ann"
    save_stoneset(ss, tmp_path / "spirits.png")
    run([{"click": {"widget": "OK"}}, {"seed": 1}, {"drop": str(tmp_path / "spirits.png")}, {"wait": 2}], app=app)
    assert app.state()["dialog"]["text"] == (f"The stoneset 'Night Spirits' by Ann is installed as {SHOWN_HOME}/"
                                             "stonesets/spirits.png. Play with it now?")
    golden("requester-dropped-stoneset")
