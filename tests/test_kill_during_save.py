"""SIGKILL a process while it saves each kind of file: every file is the old or the new version, and the game starts.

A few trials per kind here; bench/kill_saves.py runs hundreds.
"""

from __future__ import annotations

import random

import kill_saves
import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    path.mkdir()
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(path))
    return path


@pytest.mark.parametrize("kind", sorted(kill_saves.KINDS))
def test_kill_during_save(home, kind):
    rng = random.Random(kind)
    outcomes = [kill_saves.trial(kind, home, rng) for _ in range(8)]
    assert set(outcomes) <= {"old", "new", "none yet"} and len(outcomes) == 8


def test_the_game_starts_after_a_kill_during_a_settings_save(home):
    from ishido_retro.cli.launch import run_script
    from ishido_retro.ui.headless import ensure_pyxel
    kill_saves.trial("damaged settings", home, random.Random(3))
    ensure_pyxel()
    app = run_script([{"seed": 1}])
    assert app.is_playing()
