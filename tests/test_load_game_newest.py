"""Load Game opens with the newest save chosen, its name in File (issue 47: the page's field was empty)."""

from __future__ import annotations

import os

import pytest
from helpers import greedy_square, run

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _save_as(app, name: str) -> None:
    run([{"menu": ["File", "Save Game As…"]}, {"type": name}, {"click": {"widget": "OK"}}], app=app)


def test_load_game_opens_on_the_newest_save_and_typing_replaces_it(home):
    app = run([{"seed": 4}])
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    _save_as(app, "alpha")
    _save_as(app, "beta")
    os.utime(home / "saves" / "alpha.yaml", ns=(2_000_000_000_000_000_000, 2_000_000_000_000_000_000))
    os.utime(home / "saves" / "beta.yaml", ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    run([{"menu": ["File", "Load Game…"]}], app=app)
    window = app.windows[-1]
    assert (window.title, window.file_entry.value, window.list.selected) == ("Load Game", "alpha.yaml", 0)
    assert window.file_entry.focused
    run([{"type": "beta.yaml"}], app=app)
    assert window.file_entry.value == "beta.yaml"         # the chosen name was selected: typing replaced it


def test_load_game_with_no_saves_opens_with_file_empty(home):
    app = run([{"seed": 4}, {"menu": ["File", "Load Game…"]}])
    window = app.windows[-1]
    assert (window.title, window.file_entry.value, window.list.selected) == ("Load Game", "", None)
