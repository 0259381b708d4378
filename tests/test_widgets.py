"""The widget set: requesters, text window, text entry, slider, toggles, file requester.

Widgets are driven with plain ``Input`` values (a click is a press frame then a
release frame at the same spot); drawing is checked headless and compared with the golden
images tests/golden/widgets-*.png (see tests/golden.py; the file requester's screens show a
temporary folder's path, so they are only saved under tmp_path).
"""

from __future__ import annotations

import os

import pytest

from ishido_retro.layout import BOARD_COLS, BOARD_ROWS, ROLE_BEYOND, ROLE_WITHIN, SCREEN_H, SCREEN_W, square_origin
from ishido_retro.ui.help.textview import TextWindow
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets import (
    CheckBox,
    EntryRequester,
    FileRequester,
    RadioGroup,
    Requester,
    Slider,
    TextEntry,
    Window,
    claim_focus,
    list_drawer,
)

PALETTE = [0x101010, 0xF0EAD8, 0x4A3B2E, 0xC8B48C, 0x2E241C, 0x6A5440, 0x9C8468, 0xE0B040]
STONES = [0xC03030, 0x30A040, 0x3060C0, 0xE0D030, 0xA040C0, 0x30B0B0, 0xE08030, 0x808080]


# -- input helpers ---------------------------------------------------------------
def click(widget, x: int, y: int, double: bool = False) -> None:
    widget.handle(Input(x=x, y=y, left_pressed=True, left_held=True, double_click=double))
    widget.handle(Input(x=x, y=y, left_released=True))


def click_named(root, name: str, double: bool = False) -> None:
    w = root.find(name)
    assert w is not None, f"no widget named {name!r}"
    assert w.enabled, f"{name!r} is disabled"
    click(root, *w.centre, double=double)


def key(widget, *names: str) -> None:
    for n in names:
        widget.handle(Input(keys=frozenset([n])))


def type_text(widget, s: str) -> None:
    widget.handle(Input(text=s))


class Closed:
    def __init__(self):
        self.results = []

    def __call__(self, result):
        self.results.append(result)


# -- Requester -------------------------------------------------------------------
def test_requester_button_closes_with_its_label():
    got = Closed()
    r = Requester("Ishido", "Save the game before you quit?", ("Save", "Quit", "Cancel"), on_close=got)
    assert [b.label for b in r.buttons] == ["Save", "Quit", "Cancel"]
    assert r.buttons[0].x < r.buttons[1].x < r.buttons[2].x           # first left, last right
    assert r.buttons[0].x - r.x == r.x + r.w - (r.buttons[2].x + r.buttons[2].w)
    assert r.x + r.w // 2 in (SCREEN_W // 2, SCREEN_W // 2 - 1) and r.w <= 280
    click_named(r, "Quit")
    assert r.closed and got.results == ["Quit"]
    assert "Save the game" in r.text_for_dump()


def test_requester_return_is_first_escape_is_last():
    r = Requester("Ishido", "Really start a new game?", ("New game", "Cancel"))
    key(r, "return")
    assert r.result == "New game"
    r = Requester("Ishido", "Really start a new game?", ("New game", "Cancel"))
    key(r, "escape")
    assert r.result == "Cancel"


def test_requester_wraps_long_text_and_swallows_input():
    r = Requester("Ishido", "word " * 120)
    assert r.w <= 300 and r.x >= 10 and len(r.lines) > 5     # the 8-pixel font: 44 characters a line
    assert r.y >= 0 and r.y + r.h <= SCREEN_H
    assert r.handle(Input(x=1, y=1, left_pressed=True))      # modal: outside clicks are eaten
    assert not r.closed


def test_a_press_and_release_in_the_same_frame_is_a_click():
    r = Requester("Ishido", "Hello", ("OK", "Cancel"))
    b = r.find("Cancel")
    r.handle(Input(x=b.centre[0], y=b.centre[1], left_pressed=True, left_released=True))
    assert r.closed and r.result == "Cancel" and not b.pressed


def test_requester_pressed_then_released_elsewhere_does_nothing():
    r = Requester("Ishido", "Hello", ("OK", "Cancel"))
    b = r.find("OK")
    r.handle(Input(x=b.centre[0], y=b.centre[1], left_pressed=True, left_held=True))
    r.handle(Input(x=5, y=5, left_released=True))
    assert not r.closed


def test_requester_with_a_slider_body():
    s = Slider(0, 0, 150, 1, 60, 10, name="Minutes", fmt="{} min")
    r = Requester("Tournament Timer", "Minutes for each game", ("OK", "Cancel"), body=[s])
    assert r.contains(s.x, s.y) and r.contains(s.x + s.w, s.y + s.h)
    assert r.find("Minutes") is s
    click(r, s.x + s.w - 3, s.y + 4)          # page right
    assert s.value == 10 + s.page
    click_named(r, "OK")
    assert r.result == "OK"


def test_entry_requester_returns_label_and_value():
    got = Closed()
    r = EntryRequester("High Score", "Enter your name", value="", max_len=12, on_close=got)
    assert r.entry.focused
    type_text(r, "Kei")
    key(r, "backspace")
    type_text(r, "ko the great and long")
    assert r.value == "Keko the gre"
    key(r, "return")
    assert got.results == [("OK", "Keko the gre")]
    r = EntryRequester("High Score", "Enter your name", value="Ann")
    click_named(r, "Cancel")
    assert r.result == ("Cancel", "Ann")


# -- TextEntry -------------------------------------------------------------------
def test_text_entry_editing():
    submitted = []
    e = TextEntry(10, 10, 80, "abc", max_len=8, on_submit=submitted.append)
    type_text(e, "x")
    assert e.value == "abc", "typing needs focus"
    click(e, e.x + 2, e.y + 5)          # the click that brings the focus selects the whole text
    assert e.focused and e.selected_text == "abc"
    click(e, e.x + 2, e.y + 5)          # a click in the focused field: the cursor there (at 0)
    assert e.cursor == 0 and e.selection is None
    type_text(e, "X")
    assert e.value == "Xabc"
    key(e, "end")
    type_text(e, "12345678")
    assert e.value == "Xabc1234"         # max_len
    key(e, "backspace", "home", "delete", "right")
    assert e.value == "abc123" and e.cursor == 1
    key(e, "left", "left")
    assert e.cursor == 0
    type_text(e, "\x07é!")                # only printable ASCII
    assert e.value == "!abc123"
    key(e, "return")
    assert submitted == ["!abc123"]


def test_text_entry_allowed_and_focus_moves():
    w = Window(0, 0, 200, 100, "T")
    a = w.add(TextEntry(10, 20, 60, "", allowed="0123456789", name="A"))
    b = w.add(TextEntry(10, 40, 60, "", name="B"))
    click(w, a.x + 5, a.y + 5)
    type_text(w, "1a2")
    assert a.value == "12"
    click(w, b.x + 5, b.y + 5)
    assert b.focused and not a.focused
    type_text(w, "hi")
    assert (a.value, b.value) == ("12", "hi")


def test_text_entry_scrolls_sideways():
    e = TextEntry(0, 0, 30, "", max_len=50)
    e.focus()
    type_text(e, "abcdefghijklmnop")
    assert e.view > 0 and e.cursor - e.view < e.visible_chars
    key(e, "home")
    assert e.view == 0


# -- Slider ----------------------------------------------------------------------
def test_slider_clamps_steps_and_drags():
    seen = []
    s = Slider(20, 50, 120, 1, 60, 99, on_change=seen.append, fmt="{} sec")
    assert s.value == 60 and s.value_text == "60 sec"
    s.set_value(-5)
    assert s.value == 1
    click(s, s.x + s.w - 2, s.y + 4)        # page right
    assert s.value == 1 + s.page
    click(s, s.x + 1, s.y + 4)              # page left, clamped
    assert s.value == 1
    assert s.focused
    key(s, "right", "right")
    assert s.value == 3
    key(s, "end")
    assert s.value == 60
    key(s, "right")
    assert s.value == 60
    key(s, "home")
    assert s.value == 1
    # drag the knob to the middle
    kx = s.knob_x() + 2
    s.handle(Input(x=kx, y=s.y + 4, left_pressed=True, left_held=True))
    s.handle(Input(x=kx + s.travel // 2, y=s.y + 4, left_held=True))
    s.handle(Input(x=kx + s.travel // 2, y=s.y + 4, left_released=True))
    assert 29 <= s.value <= 32
    assert seen and seen[-1] == s.value


def test_slider_step_snaps():
    s = Slider(0, 0, 100, 0, 100, 42, step=5)
    assert s.value == 40
    s.focused = True
    key(s, "right")
    assert s.value == 45


# -- CheckBox and RadioGroup -----------------------------------------------------
def test_checkbox_toggles():
    seen = []
    c = CheckBox(10, 10, "Sound", True, on_change=seen.append)
    assert c.name == "Sound"
    click(c, *c.centre)
    assert not c.checked and seen == [False]
    click(c, *c.centre)
    assert c.checked


def test_radio_group_selects_by_name():
    seen = []
    w = Window(0, 0, 200, 100, "T")
    g = w.add(RadioGroup(10, 20, ["Solitaire", "Tournament", "Challenge"], "Tournament", on_change=seen.append))
    assert g.selected == 1 and g.value == "Tournament"
    click_named(w, "Challenge")
    assert g.selected == 2 and g.value == "Challenge" and seen == [2]
    click_named(w, "Challenge")
    assert seen == [2]
    h = RadioGroup(0, 0, ["A", "B"], 0, horizontal=True)
    assert h.children[1].x > h.children[0].x and h.children[1].y == h.children[0].y
    with pytest.raises(ValueError):
        RadioGroup(0, 0, ["A"], "Z")


# -- TextWindow ------------------------------------------------------------------
def sample_lines(n=60):
    lines = [("heading", "THE RULES OF ISHIDO"), ("blank", "")]
    for i in range(n):
        lines.append(("text", f"Line {i + 1}: each stone must match its neighbours in colour or symbol."))
        if i % 10 == 9:
            lines += [("blank", ""), ("heading", f"Section {i // 10 + 2}"), ("blank", "")]
    return lines


def test_text_window_scrolls_and_exits():
    got = Closed()
    t = TextWindow("Rules", sample_lines(), on_close=got)
    assert t.top_line == 0 and t.visible_lines >= 15
    click_named(t, "Down")
    assert t.top_line == 1
    click_named(t, "Up")
    click_named(t, "Up")
    assert t.top_line == 0
    key(t, "pagedown")
    assert t.top_line == t.visible_lines - 1
    key(t, "end")
    assert t.top_line == t.total_lines - t.visible_lines
    t.handle(Input(wheel=1))
    assert t.top_line == t.total_lines - t.visible_lines - 3
    key(t, "home")
    assert t.top_line == 0
    t.scroll(-5)
    assert t.top_line == 0
    assert "THE RULES OF ISHIDO" in t.text_for_dump()
    click_named(t, "Exit")
    assert got.results == ["Exit"]
    t = TextWindow("Rules", "short")
    key(t, "escape")
    assert t.closed


def test_text_window_wraps_plain_text():
    t = TextWindow("Strategy", "word " * 200 + "\n\nThe end.")
    assert all(len(line) <= TextWindow.CHARS_PER_LINE for _, line in t.lines)
    assert t.lines[-1] == ("text", "The end.") and ("blank", "") in t.lines


def test_text_window_track_pages():
    t = TextWindow("Rules", sample_lines())
    tx, ty, tw, th = t.bar.track
    click(t, tx + 3, ty + th - 3)
    assert t.top_line == t.visible_lines - 1


# -- FileRequester ---------------------------------------------------------------
@pytest.fixture
def tree(tmp_path):
    root = tmp_path / "root"
    (root / "games" / "old").mkdir(parents=True)
    (root / "Boards").mkdir()
    (root / ".hidden").mkdir()
    for name in ("b.yaml", "A.yaml", "notes.txt", "pic.PNG"):
        (root / name).write_text("x")
    (root / "games" / "g1.yaml").write_text("x")
    return root


def test_list_drawer_sorts_and_filters(tree):
    dirs, files, err = list_drawer(tree, (".yaml", ".png"))
    assert dirs == ["Boards", "games"] and files == ["A.yaml", "b.yaml", "pic.PNG"] and err == ""
    assert list_drawer(tree / "nope", None)[2]


def test_file_requester_navigates(tree):
    got = Closed()
    fr = FileRequester("Load Game", tree, pattern=(".yaml",), on_close=got)
    assert fr.list.items == ["Boards (dir)", "games (dir)", "A.yaml", "b.yaml"]
    click_named(fr, "b.yaml")
    assert fr.file_entry.value == "b.yaml"
    click_named(fr, "games (dir)")
    assert fr.drawer == tree.resolve() / "games"
    assert fr.list.items == ["old (dir)", "g1.yaml"]
    assert fr.drawer_entry.value == str(fr.drawer)
    click_named(fr, "Parent")
    assert fr.drawer == tree.resolve()
    # typed drawer: relative, then invalid
    fr.drawer_entry.focus()
    fr.drawer_entry.value = "games/old"
    key(fr, "return")
    assert fr.drawer == tree.resolve() / "games" / "old" and not fr.closed
    fr.drawer_entry.value = str(tree / "missing")
    key(fr, "return")
    assert fr.drawer == tree.resolve() / "games" / "old" and "No such drawer" in fr.message
    fr.change_drawer(tree / "games")
    click_named(fr, "g1.yaml", double=True)
    assert got.results == [tree.resolve() / "games" / "g1.yaml"]


def test_file_requester_load_checks_the_file(tree):
    fr = FileRequester("Load Game", tree, pattern=".yaml")
    click_named(fr, "OK")
    assert not fr.closed and fr.message
    fr.file_entry.value = "nothere.yaml"
    click_named(fr, "OK")
    assert not fr.closed and "No such file" in fr.message
    fr.file_entry.value = "A.yaml"
    key(fr, "return")                      # Return in the focused File field is OK
    assert fr.result == tree.resolve() / "A.yaml"


def test_file_requester_takes_a_whole_path_typed_into_file(tree):
    fr = FileRequester("Load Game", tree / "games", pattern=(".yaml",))
    fr.file_entry.value = str(tree / "A.yaml")
    key(fr, "return")
    assert fr.result == tree.resolve() / "A.yaml" and fr.drawer == tree.resolve()
    fr = FileRequester("Load Game", tree, pattern=(".yaml",))
    fr.file_entry.value = "games/g1.yaml"                     # relative to the drawer shown
    key(fr, "return")
    assert fr.result == tree.resolve() / "games" / "g1.yaml"
    fr = FileRequester("Load Game", tree, root=tree / "games")
    fr.file_entry.value = str(tree / "A.yaml")                # outside the root: refused, like Drawer
    key(fr, "return")
    assert not fr.closed and "Not allowed" in fr.message


def test_file_requester_cancel_gives_none(tree):
    got = Closed()
    fr = FileRequester("Load Game", tree, on_close=got)
    click_named(fr, "Cancel")
    assert got.results == [None]
    fr = FileRequester("Load Game", tree, on_close=got)
    key(fr, "escape")
    assert got.results == [None, None]


def test_file_requester_confined_to_root(tree):
    fr = FileRequester("Save Game", tree / "games", mode="save", root=tree, pattern=(".yaml",))
    assert fr.parent_button.enabled
    click_named(fr, "Parent")
    assert fr.drawer == tree.resolve()
    assert not fr.parent_button.enabled and fr.find("Parent") is not None
    fr.go_parent()
    assert fr.drawer == tree.resolve()
    assert not fr.change_drawer(tree.parent)
    assert not fr.change_drawer("../..")
    assert not fr.change_drawer("/")
    assert fr.drawer == tree.resolve() and "Not allowed" in fr.message
    assert fr.change_drawer("games")
    # a requester started outside its root starts at the root
    fr2 = FileRequester("Save Game", tree.parent, mode="save", root=tree / "games")
    assert fr2.drawer == (tree / "games").resolve()


def test_file_requester_save_names(tree):
    fr = FileRequester("Save Game", tree, mode="save", file_name="", pattern=(".yaml",), root=tree)
    for bad in ("../evil", ".hidden", "a*b", "x" * 120):
        fr.file_entry.value = bad
        click_named(fr, "OK")
        assert not fr.closed and fr.message, bad
    fr.file_entry.value = "games/../x"           # a folder then a name (issue 48): inside the root, so taken
    assert fr.chosen_path() == tree.resolve() / "x.yaml" and fr.file_entry.value == "x"
    fr.file_entry.value = "games"
    fr.pattern = None
    click_named(fr, "OK")
    assert not fr.closed and "drawer" in fr.message
    fr.pattern = (".yaml",)
    fr.file_entry.value = "My game 2"
    click_named(fr, "OK")
    assert fr.result == tree.resolve() / "My game 2.yaml"


def test_file_requester_tab_and_list_scrolling(tmp_path):
    for i in range(30):
        (tmp_path / f"f{i:02}.yaml").write_text("x")
    fr = FileRequester("Load Game", tmp_path)
    assert fr.file_entry.focused
    key(fr, "tab")                                # on as the requester is read: from File to OK
    assert fr.ok_button.focused
    assert fr.find("f20.yaml") is None            # scrolled out of view
    click_named(fr, "Down")
    key(fr, "down")
    assert fr.list.top_line == 2
    fr.handle(Input(x=fr.list.x + 10, y=fr.list.y + 10, wheel=-30))
    assert fr.list.top_line == 30 - fr.list.visible_lines
    click_named(fr, "f29.yaml")
    assert fr.file_entry.value == "f29.yaml"


@pytest.mark.skipif(os.geteuid() == 0, reason="root can read any folder")
def test_file_requester_unreadable_folder(tree):
    locked = tree / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        fr = FileRequester("Load Game", tree)
        click_named(fr, "locked (dir)")
        assert fr.drawer == locked.resolve() and fr.list.items == [] and "Cannot read" in fr.message
        click_named(fr, "Parent")
        assert fr.drawer == tree.resolve()
    finally:
        locked.chmod(0o755)


def test_file_requester_unreadable_start_does_not_crash(tmp_path, monkeypatch):
    import ishido_retro.storage.folders as folders

    def boom(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(folders.os, "scandir", boom)
    fr = FileRequester("Load Game", tmp_path)
    assert fr.list.items == [] and "Cannot read" in fr.message


# -- drawing ---------------------------------------------------------------------
@pytest.fixture
def screen(golden, tmp_path):
    import pyxel
    saved = list(pyxel.colors)
    pyxel.colors[:16] = PALETTE + STONES
    pyxel.clip()
    pyxel.camera()

    def shoot(name: str, *widgets, compare: bool = True) -> None:
        pyxel.cls(ROLE_BEYOND)
        for c in range(BOARD_COLS):          # a board behind, to judge the requester in place
            for r in range(BOARD_ROWS):
                x, y = square_origin(c, r)
                edge = c in (0, BOARD_COLS - 1) or r in (0, BOARD_ROWS - 1)
                pyxel.rect(x, y, 20, 20, ROLE_BEYOND if edge else ROLE_WITHIN)
                pyxel.rectb(x, y, 20, 20, 4)
        for w in widgets:
            w.draw()
        used = set(pyxel.screen.data_ptr()[: SCREEN_W * SCREEN_H])
        assert used <= set(range(8)), "widgets draw only with the board's palette roles"
        if compare:
            golden(f"widgets-{name}")
        else:
            pyxel.screenshot(str(tmp_path / f"widgets-{name}.png"), 2)
    yield shoot
    pyxel.colors[:] = saved


def test_draw_requesters(screen):
    r = Requester("Ishido", "The game is not saved. Do you want to save it before you start a new one?",
                  ("Save", "Don't save", "Cancel"))
    screen("requester", r)
    e = EntryRequester("High Score", "A new high score! Enter your name:", value="Keiko", max_len=20)
    screen("entry", e)
    s = Slider(0, 0, 150, 1, 60, 15, name="Minutes", fmt="{} min")
    t = Requester("Tournament Timer", "Set the time limit for each game.", ("OK", "Cancel"), body=[s])
    s.focused = True
    screen("timer", t)


def test_draw_text_window(screen):
    t = TextWindow("Rules", sample_lines())
    t.scroll(3)
    screen("textwindow", t)


def test_draw_toggles_and_fields(screen):
    w = Window(40, 30, 240, 140, "Preferences")
    y = w.content_y + 4
    w.add(CheckBox(50, y, "Sound effects", True))
    w.add(CheckBox(50, y + 12, "Show legal moves", False))
    w.add(RadioGroup(50, y + 30, ["Solitaire", "Tournament", "Challenge"], 1))
    w.add(RadioGroup(150, y + 30, ["Easy", "Hard"], 0))
    e = w.add(TextEntry(50, y + 70, 120, "Player one", max_len=30, name="Name"))
    e.focus()
    w.add(Slider(50, y + 86, 120, 1, 60, 42, fmt="{} sec"))
    screen("toggles", w)


def test_draw_file_requester(screen, tree):
    for i in range(14):
        (tree / f"game {i:02}.yaml").write_text("x")
    fr = FileRequester("Load Game", tree, pattern=(".yaml",))
    click_named(fr, "b.yaml")
    screen("filereq", fr, compare=False)
    fr = FileRequester("Save Game", tree, mode="save", root=tree, pattern=(".yaml",))
    fr.file_entry.value = "bad/name"
    fr.ok()
    screen("filereq-save", fr, compare=False)


def test_file_requester_gives_list_rows_to_a_long_message_and_takes_them_back(tmp_path):
    for i in range(14):
        (tmp_path / f"game{i:02d}.yaml").write_text("x")
    fr = FileRequester("Save Game", tmp_path, mode="save", pattern=(".yaml",))
    assert fr.list.visible_lines == 10 and fr.message_y == 155 and fr.list.bar.down.y == fr.list.y + fr.list.h - 9
    fr.list.scroll(4)
    fr.message = " ".join(["word"] * 45)          # 224 characters: 6 lines at 40, shown in 4
    assert fr.message_lines() == ["word " * 7 + "word"] * 3 + ["word " * 7 + "wo..."]
    assert fr.list.visible_lines == 7 and fr.message_y == 128 and fr.file_entry.y == 113
    assert fr.list.visible_items() == [f"game{i:02d}.yaml" for i in range(4, 11)]
    assert fr.list.bar.down.y == fr.list.y + fr.list.h - 9
    fr.message = ""
    assert fr.list.visible_lines == 10 and fr.message_y == 155 and fr.file_entry.y == 140
    assert fr.list.visible_items() == [f"game{i:02d}.yaml" for i in range(4, 14)]


def test_requester_tab_moves_between_its_text_fields_and_buttons():
    fields = [TextEntry(40, 14 * k, 100, "", name=n) for k, n in enumerate(("Name", "Author", "Theme"))]
    claim_focus(fields[0])
    req = Requester("Names", "", buttons=("OK", "Cancel"), body=fields)
    key(req, "tab")
    type_text(req, "Ada")
    key(req, "tab")
    type_text(req, "Stones")
    key(req, "tab")                  # on to the buttons: typing goes nowhere
    assert req.focus_name() == "OK"
    type_text(req, "x")
    key(req, "tab")
    assert req.focus_name() == "Cancel"
    key(req, "tab")                  # wraps round to the first field
    type_text(req, "!")
    key(req, "shift+tab", "shift+tab", "shift+tab")     # and back past the buttons to the last
    type_text(req, "?")             # Tab selected the field's text: typing replaced it
    assert [f.value for f in fields] == ["!", "Ada", "?"]
    assert [f.focused for f in fields] == [False, False, True]
