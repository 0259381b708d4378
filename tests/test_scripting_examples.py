"""The example scripts of docs/SCRIPTING.md run and show what the page says they show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from helpers import run

pytestmark = pytest.mark.usefixtures("pyxel_ready")

PAGE = Path(__file__).resolve().parent.parent / "docs" / "SCRIPTING.md"


def example(name: str) -> list:
    """The YAML steps under ``<!-- example: NAME -->`` in the page."""
    found = re.search(rf"<!-- example: {re.escape(name)} -->\s*```yaml\n(.*?)```", PAGE.read_text(), re.S)
    assert found, f"docs/SCRIPTING.md has no example {name}"
    return yaml.safe_load(found.group(1))


def test_the_last_move_example_dumps_the_computers_move(tmp_path, home):
    app = run(example("last-move"), tmp_path)
    state = yaml.safe_load((tmp_path / "after-the-computer.yaml").read_text())
    assert state["last_move"] == [6, 5, 0] and state["turn"] == 1
    assert state["status"] == "Computer 1: 1 point."
    placed = app.game.history[-1]
    assert [placed.square.col, placed.square.row, placed.player] == state["last_move"]
