"""End-to-end, keyboard only: a whole game, the menus, requesters and the stoneset editor, driven through the
runner's ``key:`` and ``type:`` steps (``seed:`` only fixes the deal), never a click."""

from __future__ import annotations

import pytest
from helpers import dump, run

from ishido_retro.stonesets.document import digest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def keys(*names):
    return [{"key": n} for n in names]


def seen(app):
    """What the keys act on now: the cursor, the menu bar, the requester and where its focus is."""
    s = app.state()
    dialog = s["dialog"]
    return {"cursor": s.get("cursor"), "menu": s.get("menu_highlight") if s["menu_open"] else None,
            "dialog": None if dialog is None else [dialog["title"], dialog["focus"]]}


def test_the_board_cursor_moves_jumps_and_places(tmp_path):
    app = run(keys("return") + [{"seed": 11}])          # Return on the title starts a game
    state = dump(app, tmp_path)
    assert state["screen"] == "play" and state["cursor"] is None and state["touchstone"] == [3, 4]
    run(keys("right"), app=app)                          # the first arrow shows the cursor where it was
    assert seen(app)["cursor"] == [5, 3]
    run(keys("right", "down"), app=app)
    assert seen(app)["cursor"] == [6, 4]
    run(keys(*["left"] * 8, *["up"] * 6), app=app)        # it stops at the board's edge
    assert seen(app)["cursor"] == [0, 0]
    run(keys("tab"), app=app)                            # the legal squares in reading order: 5,2 4,3 11,6 ...
    assert seen(app)["cursor"] == [5, 2]
    run(keys("tab", "tab"), app=app)
    assert seen(app)["cursor"] == [11, 6]
    run(keys("shift+tab"), app=app)
    assert seen(app)["cursor"] == [4, 3]
    run(keys("escape"), app=app)                         # Escape hides it; an arrow brings it back there
    assert seen(app)["cursor"] is None
    run(keys("down"), app=app)
    assert seen(app)["cursor"] == [4, 3]
    run(keys("return"), app=app)
    assert app.game.moves == [(4, 3)] and seen(app)["cursor"] == [4, 3]
    run(keys("backspace"), app=app)                      # Backspace undoes, as the Undo item does
    assert app.game.moves == [] and dump(app, tmp_path)["touchstone"] == [3, 4]


def test_a_refused_square_says_why_on_the_status_line_and_the_keys_play_on(tmp_path):
    """Issue 40: a refused square opens no window; its reason is on the status line, the square marked until
    the next key."""
    app = run([{"seed": 11}] + keys("down", "down", "down", "return"))     # 5,3 holds a stone; 5,5 touches none
    state = dump(app, tmp_path)
    assert state["dialog"] is None and state["status"] == "It must touch a stone, side by side."
    assert state["refused_square"] == [5, 5] and app.game.moves == []
    run(keys("up"), app=app)                             # the next key takes the mark away
    assert dump(app, tmp_path)["refused_square"] is None
    run(keys("up", "return"), app=app)                   # 5,3: taken
    state = dump(app, tmp_path)
    assert state["status"] == "That square already holds a stone." and state["refused_square"] == [5, 3]


def test_with_refusal_windows_a_refused_square_opens_the_requester_and_return_answers_it(tmp_path):
    app = run([{"menu": ["Choices", "Refusal Windows"]}, {"seed": 11}] + keys("down", "down", "down", "return"))
    assert seen(app)["dialog"] == ["Not There", "OK"]
    assert app.state()["dialog"]["text"] == ("A stone must touch another stone, side by side: above, below, "
                                             "left or right of it.")
    run(keys("return"), app=app)
    assert seen(app)["dialog"] is None and app.game.moves == []
    run(keys("escape"), app=app)
    assert seen(app)["dialog"] is None


def test_a_whole_game_with_only_keys(tmp_path):
    app = run(keys("return") + [{"seed": 11}])
    placed = 0
    while not app.game.is_over:
        run(keys("tab"), app=app)
        target = tuple(seen(app)["cursor"])
        run(keys("return"), app=app)
        placed += 1
        assert app.game.moves[-1] == target and len(app.game.moves) == placed
    assert placed == 50 and app.game.stones_left == 16
    assert seen(app)["dialog"] == ["Game Over", "Entry"]      # the name asked in Game Over (issue 47)
    run(keys("tab", "tab"), app=app)
    assert seen(app)["dialog"] == ["Game Over", "Review"]
    run(keys("tab", "tab", "tab"), app=app)              # past Scores and New Game to the line of the result
    assert seen(app)["dialog"] == ["Game Over", "Summary"]
    run(keys("tab"), app=app)                            # and round to the name
    assert seen(app)["dialog"] == ["Game Over", "Entry"]
    run([{"type": "Keys"}] + keys("tab", "tab", "tab", "return"), app=app)     # Scores
    assert seen(app)["dialog"] == ["High Scores", "OK"]
    assert app.state()["high_scores"]["today"][0]["name"] == "Keys"
    run(keys("return"), app=app)
    assert seen(app)["dialog"] is None
    seed = app.game.deal.seed
    run(keys("return"), app=app)                         # Return on the board once the game is over: a new game
    assert not app.game.history and app.game.deal.seed != seed


def test_the_menu_bar_walked_by_keys(tmp_path):
    app = run(keys("f10"))                               # on the title too
    assert seen(app)["menu"] == ["?", None]
    run(keys("escape", "return", "f10"), app=app)
    assert app.is_playing() and seen(app)["menu"] == ["?", None]
    run(keys("left"), app=app)                           # the menus wrap round
    assert seen(app)["menu"] == ["Scores", None]
    run(keys("right", "right", "down"), app=app)
    assert seen(app)["menu"] == ["File", "Load Game…"]
    run(keys("left"), app=app)                           # a lit item stays lit in the next menu
    assert seen(app)["menu"] == ["?", "About Ishido…"]
    run(keys("left", "left"), app=app)
    assert seen(app)["menu"] == ["Help", "Show Possible Moves"]    # Undo is ghosted: passed over
    run(keys("up"), app=app)                             # up from the first wraps to the last
    assert seen(app)["menu"] == ["Help", "Keys…"]
    state = dump(app, tmp_path)
    assert state["menu_open"] is True and state["menu_highlight"] == ["Help", "Keys…"]
    run(keys("return"), app=app)
    assert seen(app) == {"cursor": None, "menu": None, "dialog": ["Keys", "Exit"]}
    assert "Arrow keys     move the cursor a square" in app.state()["dialog"]["text"]
    run(keys("escape", "f10", "f10"), app=app)           # F10 closes the bar again
    assert seen(app) == {"cursor": None, "menu": None, "dialog": None}
    assert "menu_highlight" not in dump(app, tmp_path)


def test_a_submenu_by_keys(tmp_path):
    app = run(keys("return", "f10", "right", "right", "up"))    # Timer is ghosted in Solitaire
    assert seen(app)["menu"] == ["Game", "Computer Level"]
    run(keys("right"), app=app)
    assert seen(app)["menu"] == ["Game", "Computer Level", "Novice"]
    run(keys("down", "down"), app=app)
    assert seen(app)["menu"] == ["Game", "Computer Level", "Master"]
    run(keys("left"), app=app)                           # Left leaves the submenu
    assert seen(app)["menu"] == ["Game", "Computer Level"]
    run(keys("right", "right"), app=app)                 # in a submenu, Right goes on to the next menu
    assert seen(app)["menu"] == ["Choices", seen(app)["menu"][1]] and len(seen(app)["menu"]) == 2
    run(keys("left", "up", "right", "down", "return"), app=app)
    assert seen(app)["menu"] is None and app.settings.computer_level == "adept"
    run(keys("f1"), app=app)                             # the items' own keys still work
    assert seen(app)["dialog"] == ["Keys", "Exit"]


def test_f1_on_the_title_shows_the_keys_and_the_title_stays(tmp_path):
    app = run(keys("f1"))
    assert app.state()["screen"] == "title" and seen(app)["dialog"] == ["Keys", "Exit"]
    run(keys("escape"), app=app)
    assert app.state()["screen"] == "title" and seen(app)["dialog"] is None
    run(keys("return"), app=app)                         # and a key deals as before
    assert app.state()["screen"] == "play"


def test_a_set_up_requester_by_keys(tmp_path):
    app = run(keys("return", "f10", "right", "right", *["down"] * 6))
    assert seen(app)["menu"] == ["Game", "Solitaire…"]
    run(keys("return"), app=app)
    assert seen(app)["dialog"] == ["Solitaire Game", "OK"]      # the focus starts on the first button
    run(keys("tab"), app=app)                            # the first Tab: the first stop, the Scoring buttons
    assert seen(app)["dialog"] == ["Solitaire Game", "Scoring"]
    run(keys("left", "tab", "space"), app=app)           # Ancient; Computer Player 1 ticked
    assert seen(app)["dialog"] == ["Solitaire Game", "Computer Player 1"]
    run(keys("space", "down"), app=app)                  # untick it; Down walks on to OK
    assert seen(app)["dialog"] == ["Solitaire Game", "OK"]
    run(keys("return"), app=app)
    assert seen(app)["dialog"] is None
    assert app.settings.scoring == "ancient" and app.settings.computer_player_1 is False
    assert app.match.scoring == "ancient"


def test_save_and_load_through_the_file_requesters_by_keys(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = run(keys("return") + [{"seed": 11}] + keys("tab", "return"))
    run(keys("f10", "right", "down", "down", "down"), app=app)
    assert seen(app)["menu"] == ["File", "Save Game As…"]
    run(keys("return"), app=app)
    assert seen(app)["dialog"] == ["Save Game", "File"]
    run(keys("ctrl+u") + [{"type": "by keys"}] + keys("return"), app=app)
    assert seen(app)["dialog"] is None
    run(keys("tab", "return"), app=app)                  # one more stone, then back to the saved game
    assert len(app.game.moves) == 2
    run(keys("f10", "right", "down", "return"), app=app)
    assert seen(app)["dialog"] == ["Load Game", "File"]
    run(keys("tab"), app=app)                            # on as the requester is read: OK
    assert seen(app)["dialog"] == ["Load Game", "OK"]
    run(keys("shift+tab", "down"), app=app)              # back to File; Down enters the list, lights its first row
    assert seen(app)["dialog"] == ["Load Game", "Files"]
    assert app.windows[-1].list.items[app.windows[-1].list.selected] == "by keys.yaml"
    run(keys("return"), app=app)
    while app.windows:                                   # the game in progress is given up: Tab to OK (Return
        assert seen(app)["dialog"] == ["Load Game", "Cancel"]    # alone is on Cancel), Return
        run(keys("tab"), app=app)
        assert seen(app)["dialog"] == ["Load Game", "OK"]
        run(keys("return"), app=app)
    assert app.game.moves == [(5, 2)]


def editor(steps, shots=None, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, shots, app=app)


def test_the_stoneset_editor_by_keys(tmp_path):
    app = editor(keys("ctrl+n", "return"))               # a new set: every stone transparent
    doc = app.screen.doc
    state = app.state()
    assert state["cursor"] is None and state["focus"] == "canvas" and state["colour"] == 1
    app = editor(keys("right", "right", "down", "space"), app=app)   # the cursor shows at 10,10, moves, paints
    assert app.state()["cursor"] == [11, 11] and doc.pixel(0, 0, 11, 11) == 1
    assert sum(1 for v in doc.stone(0, 0) if v) == 1 and doc.can_undo
    app = editor(keys("l", "space", *["left"] * 5, "space"), app=app)    # Line: from 11,11 to 6,11
    assert [doc.pixel(0, 0, x, 11) for x in range(5, 13)] == [0, 1, 1, 1, 1, 1, 1, 0]
    app = editor(keys("tab"), app=app)
    assert app.state()["focus"] == "stones"
    app = editor(keys("right", "down"), app=app)
    assert app.state()["selected"] == {"kind": "stone", "col": 1, "row": 1}
    before = digest(doc.stone(1, 1))
    app = editor(keys("tab", "tab", "right", "down"), app=app)       # the colours: right, then the second row
    assert app.state()["focus"] == "colours" and app.state()["colour"] == 10
    app = editor(keys("shift+tab", "right", "return"), app=app)      # template 1 shapes column 2
    assert app.state()["focus"] == "templates" and digest(doc.stone(1, 1)) != before
    app = editor(keys("tab", "tab"), app=app)
    assert app.state()["focus"] == "button Undo"
    app = editor(keys("return"), app=app)                # Undo takes the template back
    assert app.state()["status"].startswith("Undid")
    assert digest(doc.stone(1, 1)) == before


def test_help_keys_lists_every_menu_shortcut():
    from ishido_retro.storage.texts import load_text
    app = run([{"seed": 1}])
    listed = {line.split()[0] for line in load_text("keys").splitlines() if line.startswith("  ")}
    shortcuts = {item.shortcut for menu in app.menubar.menus for top in menu.items
                 for item in [top, *(top.submenu or [])] if item.shortcut}
    assert shortcuts == {"ctrl+n", "ctrl+e", "ctrl+s", "ctrl+q", "ctrl+z", "ctrl+m", "ctrl+p", "f1"}
    assert {"+".join(part.capitalize() for part in s.split("+")) for s in shortcuts} <= listed


def test_a_lesson_by_keys(tmp_path):
    app = run(keys("l"))                                 # the title's invitation
    assert seen(app)["dialog"] == ["Lessons", "Start"]
    run(keys("down", "up", "return"), app=app)           # the first lesson, started with Return
    state = dump(app, tmp_path)
    assert state["screen"] == "lesson" and state["lesson"]["step"] == 1 and state["cursor"] is None
    while not app.state()["lesson"]["done"]:
        run(keys("tab"), app=app)                        # Tab goes to the squares that complete the step
        assert seen(app)["cursor"] in app.state()["lesson"]["squares"]
        run(keys("return"), app=app)
    assert seen(app)["dialog"] == ["Lesson Done", "Next"]
    run(keys("return"), app=app)
    assert app.state()["lesson"]["name"] == "The 2-Way" and seen(app)["dialog"] is None
