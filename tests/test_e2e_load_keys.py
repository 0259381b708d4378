"""Load Game by keys and by the mouse (issue 31, point 6): a file chosen in the list fills the File field,
and Down from the field enters the list."""

from __future__ import annotations

import os

import pytest
from helpers import run

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def file_line(app) -> str:
    return next(line for line in app.state()["dialog"]["text"].splitlines() if line.startswith("File:")).rstrip()


def test_down_from_the_file_field_enters_the_list_and_the_lit_file_fills_the_field(home, golden):
    saves = home / "saves"
    app = run([{"seed": 11}, {"save": str(saves / "alpha.yaml")}, {"click": {"square": [5, 2]}},
               {"save": str(saves / "beta.yaml")}, {"key": "ctrl+n"}])
    while app.windows:                                    # New Game: the game in progress is given up
        run([{"key": "return"}], app=app)
    os.utime(saves / "alpha.yaml", ns=(2 * 10**18, 2 * 10**18))     # alpha the newest: Load Game opens on it
    os.utime(saves / "beta.yaml", ns=(10**18, 10**18))
    run([{"menu": ["File", "Load Game"]}], app=app)
    assert app.state()["dialog"]["focus"] == "File" and file_line(app) == "File: alpha.yaml"
    run([{"key": "down"}], app=app)
    assert app.state()["dialog"]["focus"] == "Files"
    assert file_line(app) == "File: beta.yaml"          # the row under the chosen one
    window = app.windows[-1]                        # the list with its lit row and focus frame, and File
    below_list = window.list.y + window.list.h + 3
    golden("requester-load-game-keys", crop=(window.x, window.y, window.w, below_list - window.y))
    golden("requester-load-game-keys-file", crop=(window.x, window.file_entry.y - 2, window.w, 15))
    run([{"key": "return"}], app=app)
    while app.windows:                                    # load over the new game: answer OK
        run([{"key": "return"}], app=app)
    assert app.game.moves == [(5, 2)]


def test_a_clicked_file_fills_the_file_field(home):
    app = run([{"seed": 11}, {"save": str(home / "saves" / "alpha.yaml")}, {"menu": ["File", "Load Game"]},
               {"click": {"widget": "alpha.yaml"}}])
    assert file_line(app) == "File: alpha.yaml"
