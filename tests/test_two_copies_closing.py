"""Two copies at once, as two real processes: closing with a game or unsaved edits, answering "Resume?".

Each copy is ``ishido-retro`` or ``ishido-editor`` run headless with a script, on one shared
data folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from filelock import FileLock

from ishido_retro.storage import savedgames
from ishido_retro.storage.records import read_record
from ishido_retro.ui.play.leftgame import TAKEN

ROOT = Path(__file__).resolve().parent.parent


def _copy(program: str, steps: list, home: Path, folder: Path) -> subprocess.Popen:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "script.yaml").write_text(yaml.safe_dump(steps))
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home), SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", program, "--headless", "--script", str(folder / "script.yaml"),
                             "--shots", str(folder)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _finish(*copies: subprocess.Popen) -> None:
    for copy in copies:
        out, err = copy.communicate(timeout=300)
        assert copy.returncode == 0, err


def _move(col: int, row: int) -> dict:
    return {"click": {"square": [col, row]}}


def _a_move(seed: int) -> list:
    """A legal first move in the deal ``seed`` (found here, so the copies need not think)."""
    from helpers import greedy_square

    from ishido_retro.engine import Game
    square = greedy_square(Game.new(seed))
    return [{"seed": seed}, _move(*square)]


def _together(home: Path, lock: str, program: str, scripts: list[list]) -> None:
    """Run the copies at once: each shows its first screen (``started.yaml``) before any may write ``lock``'s files."""
    held = FileLock(str(home / lock))
    held.acquire()
    try:
        copies = [_copy(program, [{"wait": 1}, {"dump": "started.yaml"}, *steps], home, home.parent / f"copy{i}")
                  for i, steps in enumerate(scripts)]
        _wait_for(*(home.parent / f"copy{i}" / "started.yaml" for i in range(len(scripts))))
    finally:
        held.release()
    _finish(*copies)


def test_two_games_closed_with_games_in_progress_keep_both(home):
    home.mkdir()
    _together(home, ".left-game.yaml.lock", "ishido_retro",
              [[*_a_move(6), {"close_window": True}], [*_a_move(7), {"close_window": True}]])
    left = sorted(p.name for p in home.glob("left-game*.yaml"))
    assert left == ["left-game-2.yaml", "left-game.yaml"]
    assert {read_record(home / name).deal.seed for name in left} == {6, 7}


def test_two_editors_closed_with_unsaved_work_keep_both_autosaves(home):
    home.mkdir()

    def paint(colour):
        return [{"click": {"widget": f"colour {colour}"}}, {"click": {"widget": "pixel 10 10"}}, {"close_window": True}]
    _together(home, ".editor-autosave.png.lock", "ishido_retro.editor", [paint(3), paint(5)])
    kept = sorted(p.name for p in home.glob("editor-autosave*.png"))
    assert kept == ["editor-autosave-2.png", "editor-autosave.png"]
    from ishido_retro.storage.stonesets import load_stoneset
    colours = {load_stoneset(home / name, complete=False).stone(0, 0)[210] for name in kept}
    assert colours == {3, 5}


def test_an_autosave_written_by_a_copy_that_ended_while_this_one_chose_is_not_taken(home, monkeypatch):
    """The other copy wrote editor-autosave.png and ended between this copy looking at the name and owning it
    (the owner lock is then free): this copy must not write over that set, but take the next name."""
    from ishido_retro.storage import autosaves

    home.mkdir()
    own = autosaves._own

    def the_other_copy_finishes_first(path):
        if path.name == "editor-autosave.png":
            path.write_bytes(b"the other copy's set")
        return own(path)
    monkeypatch.setattr(autosaves, "_own", the_other_copy_finishes_first)
    monkeypatch.setattr(autosaves, "_owned", {})
    assert autosaves.autosave_path() == home / "editor-autosave-2.png"
    assert (home / "editor-autosave.png").read_bytes() == b"the other copy's set"
    autosaves._disown(home)


def _leave_a_game(home: Path) -> None:
    first = _copy("ishido_retro", [*_a_move(6), {"close_window": True}], home, home.parent / "first")
    _finish(first)
    assert (home / "left-game.yaml").is_file()


def _wait_for(*paths: Path) -> None:
    deadline = time.monotonic() + 240
    while not all(p.is_file() for p in paths):
        assert time.monotonic() < deadline, "a copy never showed the question"
        time.sleep(0.05)


@pytest.mark.parametrize("answers", [("Resume", "Resume"), ("Not Now", "Resume")])
def test_two_copies_answering_the_resume_question_at_once(home, answers):
    home.mkdir()
    _leave_a_game(home)
    held = FileLock(str(home / ".left-game.yaml.lock"))
    held.acquire()                    # both copies ask, answer, and wait on the lock the copies share
    try:
        copies = [_copy("ishido_retro", [{"wait": 20}, {"dump": "asked.yaml"}, {"click": {"widget": answer}},
                                         {"dump": "answered.yaml"}], home, home.parent / f"copy{i}")
                  for i, answer in enumerate(answers)]
        _wait_for(*(home.parent / f"copy{i}" / "asked.yaml" for i in range(2)))
    finally:
        held.release()
    _finish(*copies)
    states = [yaml.safe_load((home.parent / f"copy{i}" / "answered.yaml").read_text()) for i in range(2)]
    for state in states:
        asked = yaml.safe_load((home.parent / f"copy{states.index(state)}" / "asked.yaml").read_text())
        assert asked["dialog"]["title"] == "Resume?"
    told = [s for s in states if s["dialog"] == {"title": "Resume", "text": TAKEN, "focus": "OK"}]
    assert len(told) == 1                                   # one was told the game was taken
    winner = states[1 - states.index(told[0])]
    filed = list(savedgames.saves_dir().glob("left-*.yaml")) if (home / "saves").is_dir() else []
    if winner["screen"] == "play" and winner["dialog"] is None:
        assert winner["seed"] == 6 and filed == []         # it resumed the game
    else:
        assert winner["dialog"]["title"] == "Resume" and len(filed) == 1      # it kept it in the saved games
    assert not (home / "left-game.yaml").exists()
