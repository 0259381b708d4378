"""End-to-end: the real app, headless, driven through the scripted-input runner."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml
from helpers import run

from ishido_retro import layout
from ishido_retro.engine import Square, explain
from ishido_retro.engine.rules import brief

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def screen_bytes() -> bytes:
    import ctypes

    import pyxel
    return ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)


def test_title_then_click_goes_to_the_board(tmp_path):
    app = run([{"dump": "title.yaml"}, {"shot": "title.png"}, {"click": [160, 100]}, {"dump": "play.yaml"},
               {"shot": "play.png"}], tmp_path)
    title = yaml.safe_load((tmp_path / "title.yaml").read_text())
    play = yaml.safe_load((tmp_path / "play.yaml").read_text())
    assert title["screen"] == "title" and play["screen"] == "play"
    assert len(play["board"]) == 6 and play["stones_left"] == 66 and play["touchstone"] is not None
    assert set(play) >= {"screen", "dialog", "menu_open", "score", "four_ways", "stones_left", "touchstone",
                         "board", "settings"}
    assert {"stoneset", "board", "sounds"} <= set(play["settings"])
    assert (tmp_path / "title.png").stat().st_size > 0 and (tmp_path / "play.png").exists()
    assert app.is_playing()


def test_a_full_game_placed_by_clicks_to_its_end(tmp_path):
    app = run([{"seed": 11}])
    steps = 0
    while not app.game.is_over:
        game = app.game
        # Prefer squares that score, so the game sees multi-neighbour placements too.
        target = max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))
        before = len(game.history)
        run([{"click": {"square": list(target)}}], app=app)
        assert len(app.game.history) == before + 1, "a click on a legal square places the stone"
        assert app.game.board[target] is not None
        steps += 1
    state = app.state()
    assert state["dialog"]["title"] == "Game Over"
    assert f"{app.game.final_score():,}" in state["dialog"]["text"]
    assert state["score"] == app.game.final_score()
    assert state["stones_left"] == 72 - len(state["board"]) == 66 - steps
    # The first game on empty boards makes them: the name is asked in Game Over itself (issue 47).
    assert "Your name for the board:" in state["dialog"]["text"] and state["dialog"]["focus"] == "Entry"
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"] is None                    # no boards unless asked


def test_pick_up_carry_and_put_back(tmp_path):
    app = run([{"seed": 3}, {"click": {"widget": "touchstone"}}])
    assert app.play.carrying
    run([{"click": {"widget": "touchstone"}}], app=app)
    assert not app.play.carrying and not app.game.history
    first, second = app.game.legal_squares()[:2]
    run([{"click": {"widget": "touchstone"}}, {"click": {"square": list(first)}}], app=app)
    assert not app.play.carrying and app.game.moves == [first]
    # Clicking the stone just placed picks it up again (an undo), then it goes elsewhere.
    run([{"click": {"square": list(first)}}], app=app)
    assert app.play.carrying and app.game.moves == []
    run([{"click": {"square": list(second)}}], app=app)
    assert app.game.moves == [second] and not app.play.carrying


def _illegal_square(game):
    for sq in game.board.frontier():
        if explain(game.board, sq, game.touchstone):
            return sq
    return next(sq for sq in (Square(c, r) for r in range(8) for c in range(12))
                if game.board[sq] is None and not game.board.neighbour_stones(sq))


def test_an_illegal_click_says_which_rule_it_broke(tmp_path):
    app = run([{"seed": 8}])
    sq = _illegal_square(app.game)
    reason = explain(app.game.board, sq, app.game.touchstone)
    run([{"click": {"square": list(sq)}}, {"dump": "illegal.yaml"}], tmp_path, app=app)
    state = yaml.safe_load((tmp_path / "illegal.yaml").read_text())
    # today's default settings: no window; the status line says the rule, in its short form
    assert state["dialog"] is None and state["status"] == brief(reason) and not app.game.history
    assert state["refused_square"] == list(sq) and "error" in app.sounds.last_played
    # Refusal Windows: the Amiga's requester, with the whole sentence
    run([{"menu": ["Choices", "Refusal Windows"]}, {"click": {"square": list(sq)}}], app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Not There" and state["dialog"]["text"] == reason
    assert state["refused_square"] == list(sq)
    run([{"click": {"widget": "OK"}}], app=app)           # the window hid the square: its mark stays till the
    assert app.state()["dialog"] is None and app.state()["refused_square"] == list(sq)     # board's next input
    run([{"click": [300, 150]}], app=app)
    assert app.state()["refused_square"] is None
    # With Messages off, the sound and the mark tell; the status line says what it said before.
    run([{"menu": ["Choices", "Messages"]}], app=app)
    app.play.status = "What the line said before."
    run([{"click": {"square": list(sq)}}], app=app)
    state = app.state()
    assert state["dialog"] is None and state["status"] == "What the line said before."
    assert state["refused_square"] == list(sq) and not app.game.history


def test_scoreboard_click_toggles_graphic_and_arabic(tmp_path):
    app = run([{"seed": 2}])
    for sq in app.game.legal_squares()[:1]:
        run([{"click": {"square": list(sq)}}], app=app)
    graphic = app.settings.graphic_scoreboard
    shot_a = screen_bytes()
    run([{"click": {"widget": "scoreboard"}}], app=app)
    assert app.settings.graphic_scoreboard is (not graphic)
    assert screen_bytes() != shot_a
    run([{"click": {"widget": "scoreboard"}}], app=app)
    assert app.settings.graphic_scoreboard is graphic


def test_settings_survive_a_restart(tmp_path):
    app = run([{"click": [10, 10]}, {"menu": ["Choices", "Sounds"]}, {"menu": ["Choices", "Stone Click"]},
               {"click": {"widget": "scoreboard"}}])
    saved = app.settings.as_dict()
    assert saved["sounds"] is False and saved["stone_click"] is False
    again = run([{"dump": "after.yaml"}], tmp_path)
    assert again.settings.as_dict() == saved
    assert yaml.safe_load((tmp_path / "after.yaml").read_text())["settings"] == saved


def test_show_pouch_by_menu_and_by_double_click(tmp_path):
    app = run([{"seed": 4}, {"menu": ["Help", "Show Pouch…"]}])
    assert app.state()["dialog"]["title"] == "Show Pouch"     # the warning comes first
    run([{"click": {"widget": "Show"}}], app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Show Pouch" and "65 stones" in state["dialog"]["text"]
    order = " ".join(str(s) for s in app.game.pouch)
    assert order in state["dialog"]["text"]
    run([{"click": {"widget": "OK"}}, {"click": {"widget": "pouch"}}, {"click": {"widget": "pouch"}}], app=app)
    assert app.state()["dialog"]["title"] == "Show Pouch"     # already warned: opens at once
    assert "hinted" in app.game.flags


def test_possible_moves_are_marked(tmp_path):
    app = run([{"seed": 6}, {"menu": ["Help", "Show Possible Moves"]}, {"click": {"widget": "Show"}},
               {"dump": "moves.yaml"}], tmp_path)
    state = yaml.safe_load((tmp_path / "moves.yaml").read_text())
    assert sorted(map(tuple, state["legal_squares"])) == sorted(tuple(s) for s in app.game.legal_squares())
    col, row = state["legal_squares"][0]
    x, y = layout.square_origin(col, row)
    import pyxel
    assert pyxel.pget(x + 1, y + 1) == layout.ROLE_ACCENT


def test_the_dump_always_lists_the_touchstones_legal_squares_without_a_hint(tmp_path):
    app = run([{"seed": 6}, {"dump": "plain.yaml"}], tmp_path)
    state = yaml.safe_load((tmp_path / "plain.yaml").read_text())
    assert state["moves_shown"] is False and "hinted" not in app.game.flags
    assert sorted(map(tuple, state["legal_squares"])) == sorted(tuple(s) for s in app.game.legal_squares())
    assert len(state["legal_squares"]) > 0


def test_a_tap_pressed_and_released_within_one_frame_clicks_a_dialog_button():
    import pyxel
    app = run([{"seed": 6}, {"key": "ctrl+e"}])
    assert app.state()["dialog"]["title"] == "End Game"
    cancel = app.windows[-1].find("Cancel")
    pyxel.set_mouse_pos(*cancel.centre)
    app.frame()
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)       # xdotool click: both edges before the next frame
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    app.frame()
    assert app.state()["dialog"] is None and not cancel.pressed and not app.game.is_over


def test_the_status_line_tells_a_newcomer_where_the_menus_are():
    import ctypes

    import pyxel

    from ishido_retro.ui import draw
    app = run([{"seed": 6}, {"wait": 1}])
    sx, sy, sw, sh = layout.STATUS_RECT
    pyxel.cls(0)
    draw.text(sx + 3, sy + 2, "Hold the right button or F10 for menus.", layout.ROLE_WHITE)
    wanted = ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)
    app.draw()
    shown = ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)
    strip = [y * layout.SCREEN_W + x for y in range(sy + 2, sy + 10) for x in range(sx, sx + sw)]
    assert sum(wanted[i] == layout.ROLE_WHITE for i in strip) > 100
    assert [shown[i] == layout.ROLE_WHITE for i in strip] == [wanted[i] == layout.ROLE_WHITE for i in strip]


def test_game_over_counts_the_stones_not_placed_as_the_pouch_shows_them():
    app = run([{"seed": 6}, {"key": "ctrl+e"}, {"click": {"widget": "OK"}}])
    state = app.state()
    assert state["dialog"]["title"] == "Game Over"
    assert "Stones not placed: 66 (the touchstone and 65 in the pouch)." in state["dialog"]["text"]
    assert len(app.game.pouch) == 65


def test_the_file_requester_takes_a_full_path_and_reopens_in_the_last_folder(tmp_path):
    folder = tmp_path / "my sets"
    folder.mkdir()
    (folder / "broken.png").write_bytes(b"not a picture")
    app = run([{"seed": 6}, {"menu": ["Choices", "Stonesets", "Other"]}, {"type": str(folder / "broken.png")},
               {"key": "return"}])
    state = app.state()
    assert state["dialog"]["title"] == "Stoneset" and "broken.png" in state["dialog"]["text"]
    run([{"key": "return"}, {"menu": ["Choices", "Stonesets", "Other"]}], app=app)
    assert app.windows[-1].title == "Load Stoneset" and app.windows[-1].drawer == folder.resolve()


def test_undo_says_what_it_did_without_square_names():
    import re
    app = run([{"seed": 6}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"key": "ctrl+z"}], app=app)
    assert app.game.history == [] and app.play.status == "Took back the last stone."
    assert not re.search(r"\b[a-l][1-8]\b", app.play.status)


def test_undo_new_game_start_over_and_end_game_from_menus(tmp_path):
    app = run([{"seed": 9}])
    sq = app.game.legal_squares()[0]
    run([{"click": {"square": list(sq)}}, {"menu": ["Help", "Undo Previous Move"]}], app=app)
    assert not app.game.history
    run([{"click": {"square": list(sq)}}, {"menu": ["Game", "Start Game Over"]}, {"click": {"widget": "OK"}}], app=app)
    assert not app.game.history and app.game.deal.seed == 9 and "restarted" in app.game.flags
    run([{"click": {"square": list(sq)}}, {"menu": ["Game", "New Game"]}], app=app)
    assert app.state()["dialog"]["title"] == "New Game"
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert app.game.deal.seed == 9
    run([{"menu": ["Game", "New Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.game.deal.seed != 9 and not app.game.history
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.game.end_reason == "player" and app.state()["dialog"]["title"] == "Game Over"


def test_every_menu_opens_and_every_working_item_can_be_chosen(tmp_path):
    app = run([{"seed": 12}])
    sq = app.game.legal_squares()[0]
    run([{"click": {"square": list(sq)}}], app=app)
    chosen = []
    for menu in app.menubar.menus:
        for item in menu.items:
            paths = [[menu.title, item.label, sub.label] for sub in item.submenu] if item.submenu else \
                [[menu.title, item.label]]
            for path in paths:
                if path[1:] == ["Quit"]:
                    continue
                target = item if len(path) == 2 else item.submenu[[s.label for s in item.submenu].index(path[2])]
                if not (item.is_enabled() and target.is_enabled()):
                    from ishido_retro.ui.script import ScriptError
                    with pytest.raises(ScriptError, match="ghosted"):
                        run([{"menu": path}], app=app)
                    continue
                bar = app.menubar     # (Edit Stoneset… puts the editor's menu bar up)
                run([{"menu": path}], app=app)
                assert bar.chosen == path
                chosen.append(path)
                if path == ["Game", "Computer Player 1"]:   # (its own test watches it play)
                    run([{"menu": path}], app=app)
                if app.state()["screen"] == "editor":       # Edit Stoneset…: its own tests edit; leave it
                    run([{"click": {"widget": "Cancel"}}], app=app)
                for _ in range(3):   # close whatever it opened
                    if not app.windows:
                        break
                    top = app.windows[-1]
                    name = next(n for n in ("Cancel", "Exit", "OK", "Close") if top.find(n))
                    run([{"click": {"widget": name}}], app=app)
                assert not app.windows
    labels = {tuple(p) for p in chosen}
    for must in [("?", "About Ishido…"), ("Game", "New Game"), ("Help", "Rules…"), ("Help", "Strategy…"),
                 ("Choices", "Graphic Scoreboard"), ("Choices", "Sounds"), ("Choices", "Stone Click"),
                 ("Choices", "Messages"), ("Help", "Always Show Moves")]:
        assert must in labels


def test_menu_bar_shows_while_the_right_button_is_held(tmp_path):
    import pyxel
    app = run([{"seed": 1}])
    pyxel.set_mouse_pos(30, 4)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    app.frame()
    app.frame()
    assert app.state()["menu_open"]
    run([{"shot": "menu.png"}], tmp_path, app=app)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
    app.frame()
    assert not app.state()["menu_open"]


def test_rules_window_scrolls(tmp_path):
    app = run([{"seed": 1}, {"menu": ["Help", "Rules"]}])
    window = app.windows[-1]
    assert window.title == "Rules"
    assert window.top_line == 0
    run([{"click": {"widget": "Down"}}, {"click": {"widget": "Down"}}], app=app)
    assert window.top_line == 2
    run([{"click": {"widget": "Up"}}], app=app)
    assert window.top_line == 1, "Up scrolls back one line"
    run([{"click": {"widget": "Up"}}, {"click": {"widget": "Up"}}], app=app)
    assert window.top_line == 0, "and stops at the top"
    run([{"click": {"widget": "Exit"}}], app=app)
    assert not app.windows


def test_quit_asks_only_when_the_game_in_progress_cannot_be_kept(tmp_path, monkeypatch, home):
    from ishido_retro.storage import leftgames
    monkeypatch.setattr(leftgames.KeptGame, "write", lambda *_args, **_kw: False)     # a data folder that takes nothing
    app = run([{"seed": 5}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"menu": ["File", "Quit"]}], app=app)
    assert app.state()["dialog"] == {"title": "Quit", "focus": "Cancel", "text": (
        "Your game cannot be kept for next time: the data folder cannot be written. Quit and lose the game?")}
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert app.is_playing() and app.state()["dialog"] is None
    run([{"key": "ctrl+q"}, {"key": "return"}], app=app)     # Return is on Cancel: the game is not lost
    assert app.is_playing() and app.state()["dialog"] is None
    run([{"key": "ctrl+q"}, {"key": "tab"}, {"key": "return"}, {"dump": "never.yaml"}], tmp_path, app=app)
    assert not (tmp_path / "never.yaml").exists() and not (home / "left-game.yaml").exists()


def test_keyboard_shortcut_and_typing(tmp_path):
    app = run([{"seed": 5}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}], app=app)
    assert len(app.game.history) == 1
    run([{"key": "ctrl+z"}], app=app)
    assert not app.game.history, "ctrl+z undoes the placement"
    run([{"menu": ["Choices", "Stonesets", "Other…"]}], app=app)
    requester = app.windows[-1]
    assert requester.title == "Load Stoneset" and requester.file_entry.value == ""
    run([{"type": "gems"}, {"type": ".png"}, {"key": "backspace"}], app=app)
    assert requester.file_entry.value == "gems.pn", "typed into the focused File field, one key erased"
    assert "File: gems.pn" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert not app.windows


@pytest.mark.parametrize("steps, message", [
    ([{"click": [1, 1]}, {"click": {"widget": "Nonesuch"}}], "no widget named 'Nonesuch'"),
    ([{"seed": 1}, {"menu": ["Game", "Fly Away"]}], "has no item 'Fly Away'"),
    ([{"seed": 1}, {"menu": ["Nope", "New Game"]}], "no menu titled 'Nope'"),
    ([{"menu": ["File", "Save Game"]}], "ghosted"),          # no game on the title screen
    ([{"seed": 1}, {"key": "ctrl+banana"}], "unknown key"),
    ([{"seed": 1}, {"dump": "../escape.yaml"}], "plain file name"),
])
def test_runner_refuses_steps_it_cannot_do(tmp_path, steps, message):
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError, match=message.replace("(", r"\(")):
        run(steps, tmp_path)


def _cli(tmp_path, script_text, *extra):
    script = tmp_path / "script.yaml"
    script.write_text(script_text)
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, "-m", "ishido_retro", "--headless", "--script", str(script),
                           "--shots", str(tmp_path / "shots"), *extra],
                          capture_output=True, text=True, env=env, timeout=120)


def test_command_line_runner_writes_shots_and_dumps(tmp_path):
    done = _cli(tmp_path, "- seed: 42\n- click: {square: [1, 0]}\n- dump: s.yaml\n- shot: s.png\n"
                          "- menu: [File, Quit]\n- dump: never.yaml\n")
    assert done.returncode == 0, done.stderr
    state = yaml.safe_load((tmp_path / "shots" / "s.yaml").read_text())
    assert state["screen"] == "play" and (tmp_path / "shots" / "s.png").exists()
    assert not (tmp_path / "shots" / "never.yaml").exists()


def test_command_line_runner_fails_clearly(tmp_path):
    done = _cli(tmp_path, "- seed: 1\n- click: {widget: Nonesuch}\n")
    assert done.returncode != 0 and "no widget named 'Nonesuch'" in done.stderr
    assert "Traceback" not in done.stderr
    done = _cli(tmp_path, "- fly: 3\n")
    assert done.returncode != 0 and "is not a step" in done.stderr


def test_a_damaged_settings_file_gives_defaults_a_message_and_is_kept(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(home))
    (home / "settings.yaml").write_text("sounds: [unclosed\n")
    app = run([])
    assert app.state()["dialog"]["title"] == "Settings"
    assert app.settings.sounds is True
    run([{"click": {"widget": "OK"}}, {"click": [5, 5]}, {"menu": ["Choices", "Messages"]}], app=app)
    assert (home / "settings.yaml.bad").read_text() == "sounds: [unclosed\n"
    assert run([]).settings.messages is False


def _open_in_requester(app, folder, file_name):
    run([{"click": {"widget": "Drawer"}}], app=app)
    app.windows[-1].find("Drawer").value = ""     # as if the player cleared the field
    run([{"type": str(folder)}, {"key": "return"}, {"click": {"widget": file_name}}, {"click": {"widget": "OK"}}],
        app=app)


def test_other_stoneset_bad_files_are_refused_and_a_good_one_is_used(tmp_path):
    from PIL import Image

    from ishido_retro.storage.resources import shipped_stoneset_path
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "broken.png").write_bytes(shipped_stoneset_path("Gems").read_bytes()[:300])
    Image.new("RGB", (64, 64), (200, 10, 10)).save(folder / "rgb.png")
    (folder / "good.png").write_bytes(shipped_stoneset_path("Runes").read_bytes())
    app = run([{"seed": 1}])
    before = app.settings.stoneset
    for bad in ("broken.png", "rgb.png"):
        run([{"menu": ["Choices", "Stonesets", "Other"]}], app=app)
        _open_in_requester(app, folder, bad)
        state = app.state()
        assert state["dialog"]["title"] == "Stoneset" and bad in state["dialog"]["text"]
        assert app.settings.stoneset == before
        run([{"click": {"widget": "OK"}}], app=app)
    run([{"menu": ["Choices", "Stonesets", "Other"]}], app=app)
    _open_in_requester(app, folder, "good.png")
    assert app.state()["dialog"] is None
    assert app.settings.stoneset == "user:good.png"
    assert run([]).settings.stoneset == "user:good.png"      # kept in the user folder, chosen again at start


def test_other_board_too_colourful_is_reduced_after_a_preview(tmp_path):
    from PIL import Image
    folder = tmp_path / "pics"
    folder.mkdir()
    im = Image.new("RGB", (320, 200))
    for x in range(320):
        for y in range(200):
            im.putpixel((x, y), ((x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256))
    im.save(folder / "rainbow.png")
    Image.new("P", (100, 80)).save(folder / "small.png")
    app = run([{"seed": 1}])
    run([{"menu": ["Choices", "Boards", "Other"]}], app=app)
    _open_in_requester(app, folder, "small.png")
    assert "100 x 80" in app.state()["dialog"]["text"] or "100x80" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "OK"}}, {"menu": ["Choices", "Boards", "Other"]}], app=app)
    _open_in_requester(app, folder, "rainbow.png")
    text = app.state()["dialog"]["text"]
    assert "colours" in text and "Reduce" in [c.name for c in app.windows[-1].walk()]
    run([{"click": {"widget": "Reduce"}}, {"shot": "preview.png"}], tmp_path, app=app)
    assert app.state()["dialog"]["title"] == "Preview"
    run([{"click": {"widget": "Use"}}], app=app)
    assert app.settings.board.startswith("user:rainbow") and not app.settings.matching_board


@pytest.mark.parametrize("name", ["Gems", "Inner Shapes", "Magic", "Chungfu", "Ishido", "Rameses", "Runes", "Shaman"])
def test_choosing_each_stoneset_and_board_from_the_menus(tmp_path, name):
    import pyxel

    from ishido_retro.storage.boards import load_board
    from ishido_retro.storage.resources import shipped_board_path, shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    app = run([{"seed": 3}, {"menu": ["Choices", "Stonesets", name]}, {"shot": f"{name}.png"}], tmp_path)
    assert app.settings.stoneset == name and app.settings.board == name      # Matching Board is on
    assert list(pyxel.colors[8:16]) == load_stoneset(shipped_stoneset_path(name)).screen_palette()
    assert list(pyxel.colors[0:8]) == load_board(shipped_board_path(name)).palette
    # A stone on the board is drawn from the chosen set: its pixels use the stone indices 8..15.
    (col, row), _ = next(iter(app.game.board))
    x, y = layout.square_origin(col, row)
    assert any(pyxel.pget(x + dx, y + dy) >= 8 for dx in range(20) for dy in range(20))
    other = "Ishido" if name != "Ishido" else "Gems"
    run([{"menu": ["Choices", "Boards", other]}], app=app)
    assert app.settings.board == other and not app.settings.matching_board
    assert list(pyxel.colors[0:8]) == load_board(shipped_board_path(other)).palette
    again = run([{"dump": "restart.yaml"}], tmp_path)
    assert (again.settings.stoneset, again.settings.board) == (name, other)
    run([{"menu": ["Choices", "Boards", "Matching Board"]}], app=again)
    assert again.settings.board == name


def test_computer_player_1_plays_the_master_players_moves_at_its_own_pace(tmp_path):
    # Scripted runs choose synchronously (no worker thread), so the frame counts below are exact.
    import copy

    from ishido_retro.engine import Game
    from ishido_retro.match import computer_seed
    from ishido_retro.players.computer import make_player
    from ishido_retro.ui.play.computer import PAUSE_TICKS
    from ishido_retro.ui.play.screen import FLIGHT_TICKS

    app = run([{"seed": 21}])
    assert app.computer.synchronous
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)
    assert app.settings.computer_player_1
    per_move = PAUSE_TICKS + FLIGHT_TICKS + 2   # ask (chosen at once), wait the pause, fly from the touchstone, land
    run([{"wait": 4 * per_move}], app=app)
    assert len(app.game.history) == 4, "the computer places stones by itself, one at its own pace"
    assert app.state()["dialog"] is None
    # The moves are the master player's own choices on the same deal.
    game = Game.new(21)
    for placed in app.game.history:
        assert make_player("master", computer_seed(21, len(game.history), 0)).choose(copy.deepcopy(game)) == \
            placed.square
        game.place(placed.square)
    run([{"menu": ["Game", "Computer Player 1"]}, {"wait": 1}], app=app)
    placed = len(app.game.history)
    run([{"wait": 3 * per_move}], app=app)
    assert len(app.game.history) == placed, "switched off, it stops"


def test_unknown_or_escaping_theme_names_in_settings_fall_back_quietly(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(home))
    (home / "settings.yaml").write_text("stoneset: Bogus\nboard: user:../../etc/passwd\nmatching_board: false\n")
    app = run([{"click": [5, 5]}])
    assert app.is_playing()
    assert app.settings.stoneset == "Ishido" and app.settings.board == "Ishido"
    import pyxel

    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    assert list(pyxel.colors[8:16]) == load_stoneset(shipped_stoneset_path("Ishido")).screen_palette()


def test_suggest_a_move_marks_masters_square_and_is_a_hint(tmp_path):
    from ishido_retro.match import computer_seed
    from ishido_retro.players.computer import make_player

    app = run([{"seed": 6}, {"click": {"square": list(app_first_legal(6))}}])
    game = app.game
    expected = make_player("master", computer_seed(game.deal.seed, 1, 0)).choose(game)
    run([{"menu": ["Help", "Suggest a Move"]}], app=app)
    assert app.state()["dialog"]["title"] == "Suggest a Move"     # the warning comes first
    assert "All-Time" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Show"}}, {"dump": "suggest.yaml"}], tmp_path, app=app)
    state = yaml.safe_load((tmp_path / "suggest.yaml").read_text())
    assert state["suggested_square"] == list(expected)
    assert "hinted" in app.game.flags and game.is_legal(expected)
    x, y = layout.square_origin(*expected)
    import pyxel
    assert pyxel.pget(x + 1, y + 1) == layout.ROLE_ACCENT and pyxel.pget(x, y) == layout.ROLE_BLACK
    # Once the stone is placed elsewhere, the suggestion is gone.
    other = next(sq for sq in game.legal_squares() if sq != expected)
    run([{"click": {"square": list(other)}}, {"dump": "after.yaml"}], tmp_path, app=app)
    assert yaml.safe_load((tmp_path / "after.yaml").read_text())["suggested_square"] is None


def app_first_legal(seed):
    from ishido_retro.engine import Game

    return Game.new(seed).legal_squares()[0]


def test_fast_key_taps_pressed_and_released_within_one_frame_are_not_dropped():
    import pyxel
    app = run([{"seed": 6}, {"wait": 1}])

    def tap(*codes):                                     # xdotool key: every edge before the next frame
        for code in codes:
            pyxel.set_btn(code, True)
        for code in reversed(codes):
            pyxel.set_btn(code, False)
        app.frame()

    tap(pyxel.KEY_LCTRL, pyxel.KEY_E)
    assert app.state()["dialog"]["title"] == "End Game"
    tap(pyxel.KEY_ESCAPE)
    assert app.state()["dialog"] is None and not app.game.is_over
    tap(pyxel.KEY_LCTRL, pyxel.KEY_E)
    tap(pyxel.KEY_RETURN)                                # Return is on Cancel: one Return never ends a game
    assert app.state()["dialog"] is None and not app.game.is_over
    tap(pyxel.KEY_LCTRL, pyxel.KEY_E)
    tap(pyxel.KEY_TAB)                                   # the first Tab: the first button, End Game's OK
    tap(pyxel.KEY_RETURN)
    assert app.state()["dialog"] is None or app.state()["dialog"]["title"] != "End Game"
    assert app.game.is_over


def test_the_ancient_scoreboard_shows_stones_placed_and_4_ways(monkeypatch):
    from ishido_retro.ui.play import screen as play
    drawn = []
    monkeypatch.setattr(play, "draw_scoreboard", lambda top, four_ways, graphic: drawn.append((top, four_ways)))
    app = run([{"seed": 6}, {"menu": ["Game", "Ancient"]}, {"menu": ["Game", "New Game"]}])
    while app.state()["dialog"] is not None:
        run([{"click": {"widget": "OK"}}], app=app)
    game = app.game
    target = max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))
    run([{"click": {"square": list(target)}}], app=app)
    assert drawn[-1] == (7, 0)                      # the six of the tableau and the one placed
    run([{"menu": ["Game", "Modern"]}, {"menu": ["Game", "New Game"]}], app=app)
    while app.state()["dialog"] is not None:
        run([{"click": {"widget": "OK"}}], app=app)
    assert app.match.scoring == "modern" and drawn[-1] == (0, 0)


def test_closing_the_window_keeps_the_game_and_the_next_start_offers_it_back(tmp_path):
    from ishido_retro.storage import datafolder
    app = run([{"seed": 6}])
    run([{"click": {"square": list(_a_good_square(app.game))}}], app=app)
    assert len(app.game.history) == 1
    placed = app.game.moves
    run([{"close_window": True}], app=app)
    left = datafolder.data_dir() / "left-game.yaml"
    assert left.is_file() and "in_progress: true" in left.read_text()
    again = run([{"wait": 20}])
    assert again.state()["dialog"]["title"] == "Resume?"
    assert "Resume the game you left?" in again.state()["dialog"]["text"]
    run([{"click": {"widget": "Resume"}}], app=again)
    assert again.state()["dialog"] is None and again.state()["screen"] == "play"
    assert again.game.deal.seed == 6 and again.game.moves == placed
    from ishido_retro.storage import leftgames
    assert leftgames.pending_left_game() is None        # taken: its file is now this window's, kept while it plays


def test_a_left_game_declined_moves_to_the_saved_games():
    from ishido_retro.storage import datafolder, savedgames
    app = run([{"seed": 6}])
    run([{"click": {"square": list(_a_good_square(app.game))}}, {"close_window": True}], app=app)
    assert len(app.game.history) == 1
    again = run([{"wait": 20}, {"click": {"widget": "Not Now"}}])
    kept = list(savedgames.saves_dir().glob("left-*.yaml"))
    assert len(kept) == 1 and "in_progress: true" in kept[0].read_text()
    assert not (datafolder.data_dir() / "left-game.yaml").exists()
    assert again.state()["dialog"]["title"] == "Resume" and kept[0].name in again.state()["dialog"]["text"]


def test_quit_before_a_stone_is_placed_keeps_nothing_and_a_finished_game_is_not_kept():
    from ishido_retro.storage import datafolder
    app = run([{"seed": 6}, {"menu": ["File", "Quit"]}])
    app.window_closing()                                # what the atexit handler does as the process ends
    assert not (datafolder.data_dir() / "left-game.yaml").exists()
    app = run([{"seed": 6}, {"key": "ctrl+e"}, {"click": {"widget": "OK"}}, {"close_window": True}])
    assert app.game.is_over and not (datafolder.data_dir() / "left-game.yaml").exists()


def _a_good_square(game):
    return max(game.legal_squares(), key=lambda sq: (len(game.board.neighbour_stones(sq)), -sq.cell_index))


def test_the_timers_resume_in_the_frame_the_requester_closes():
    app = run([{"seed": 6}, {"key": "ctrl+e"}])
    assert app.busy() and app.match.paused
    app.windows[-1].close("Cancel")          # as its button does, in the middle of a frame
    app.control.update()                     # the same frame's match update
    assert not app.busy() and not app.match.paused
