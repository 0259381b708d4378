"""Golden screens of keyboard play: the board cursor, a menu walked by keys, a requester's focus.

Regenerate after a deliberate change as the other golden screens (see tests/golden.py).
"""

from __future__ import annotations

import pytest
from helpers import run

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_the_board_cursor(golden):
    app = run([{"seed": 1}, {"key": "tab"}, {"key": "return"}, {"key": "tab"}, {"key": "tab"}])
    # the 2nd stone's first Tab: the square nearest the stone at (1, 0), (0, 6); then reading order
    assert app.state()["cursor"] == [1, 7]
    golden("play-cursor")


def test_a_menu_walked_by_keys(golden):
    app = run([{"seed": 1}] + [{"key": k} for k in ("f10", "right", "right", "up", "right", "down")])
    assert app.state()["menu_highlight"] == ["Game", "Computer Level", "Adept"]
    golden("menu-keys-submenu")


def test_a_requester_focused_by_keys(golden):
    app = run([{"seed": 1}] + [{"key": k} for k in ("f10", "right", "right", *["down"] * 6, "return", "tab")])
    assert app.state()["dialog"]["focus"] == "Scoring"
    golden("requester-focus")


def test_the_keys_over_the_title(golden):
    from ishido_retro.ui.title.screen import ANIMATION_TICKS
    app = run([{"wait": ANIMATION_TICKS + 1}, {"key": "f1"}, {"wait": 1}])
    assert app.state()["screen"] == "title" and app.state()["dialog"]["title"] == "Keys"
    golden("title-keys")
