"""Where there are no worker processes (a browser page, or ``ISHIDO_RETRO_WORKERS=0`` on the desktop) the
computer thinks inside frames, a slice at a time, and plays exactly the moves a default scripted run plays.

Real runs of the game's command line: ``browser_like.py`` refuses child processes (and, as a page,
threads, signals and ``filelock``), so a run that tried to start one would fail. Whether a frame
stays under 16.7 ms is measured in ``bench/thinking_frames.py``, not here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from ishido_retro.players.steps import finish
from ishido_retro.ui.thinking import slices

BROWSER_LIKE = Path(__file__).with_name("browser_like.py")


def game_run(tmp_path: Path, name: str, steps: list, workers: str | None = None, wrapper: list[str] | None = None,
             frame_times: bool = False) -> subprocess.CompletedProcess:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "script.yaml").write_text(yaml.safe_dump(steps))
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=str(folder / "home"))
    env.pop("ISHIDO_RETRO_WORKERS", None)
    if workers is not None:
        env["ISHIDO_RETRO_WORKERS"] = workers
    command = [sys.executable, *(wrapper or ["-m", "ishido_retro"]), "--headless", "--script", "script.yaml",
               "--shots", "shots"] + (["--frame-times", "frames.txt"] if frame_times else [])
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return done


def moves(tmp_path: Path, name: str) -> list[list[int]]:
    return yaml.safe_load((tmp_path / name / "game.yaml").read_text())["moves"]


def players_choices(level: str, deal: int, count: int) -> list[list[int]]:
    """The first ``count`` squares the computer player of ``level`` chooses on ``deal`` (as the match seeds it)."""
    from ishido_retro.engine.game import Game
    from ishido_retro.match import computer_seed
    from ishido_retro.players.computer import make_player

    game, chosen = Game.new(deal), []
    for placed in range(count):
        square = make_player(level, computer_seed(deal, placed, 0)).choose(game)
        chosen.append([square.col, square.row])
        game.place(square)
    return chosen


def computer_game(level: str, frames: int) -> list:
    return [{"click": [160, 100]}, {"seed": 5}, {"menu": ["Game", "Computer Level", level]},
            {"menu": ["Game", "Computer Player 1"]}, {"wait": frames}, {"save": "game.yaml"}]


# A computer's move takes at least PAUSE_TICKS + FLIGHT_TICKS + 2 = 36 frames however fast it thinks, so
# 400 frames of thinking in slices make at most 11 moves: the default run's 450 frames (12 moves) cover them.
@pytest.mark.parametrize("level", ["Adept", "Master"])
def test_thinking_in_slices_plays_the_moves_of_a_default_scripted_run(tmp_path, level):
    game_run(tmp_path, "default", computer_game(level, 450))
    game_run(tmp_path, "sliced", computer_game(level, 400), workers="0",
             wrapper=[str(BROWSER_LIKE), "--desktop"], frame_times=True)
    default, sliced = moves(tmp_path, "default"), moves(tmp_path, "sliced")
    assert len(sliced) >= 1            # the computer moved, and no child process was started for it
    assert sliced == default[:len(sliced)]
    assert sliced == players_choices(level.lower(), 5, len(sliced))     # and they are the player's own choices
    lines = (tmp_path / "sliced" / "frames.txt").read_text().splitlines()
    steps = [int(line.split()[0]) for line in lines]
    assert steps[0] == 0 and steps[-1] == 6 and steps == sorted(steps)      # the first frame, then steps 1-6
    assert steps.count(5) == 400 and all(float(line.split()[1]) >= 0 for line in lines)


def test_a_browser_page_plays_and_keeps_scores_without_workers_threads_signals_or_file_locks(tmp_path):
    steps = [{"click": [160, 100]}, {"seed": 5}, {"menu": ["Game", "Computer Level", "Adept"]},
             {"menu": ["Game", "Computer Player 1"]}, {"wait": 300}, {"save": "game.yaml"},
             {"key": "ctrl+e"}, {"key": "tab"}, {"key": "return"}, {"wait": 5}, {"dump": "end.yaml"}]
    game_run(tmp_path, "page", steps, wrapper=[str(BROWSER_LIKE)])
    game_run(tmp_path, "default", computer_game("Adept", 700))
    page = moves(tmp_path, "page")
    assert len(page) >= 1 and page == moves(tmp_path, "default")[:len(page)]
    state = yaml.safe_load((tmp_path / "page" / "shots" / "end.yaml").read_text())
    assert state["game_over"] == "player" and state["dialog"]["title"] == "Game Over"
    home = tmp_path / "page" / "home"
    assert len(list((home / "history").glob("*.yaml"))) == 1          # the finished game was recorded ...
    assert not list(home.rglob("*.lock"))                               # ... with no lock file beside it


def test_the_frame_loop_thinks_a_slice_at_a_time_and_gets_the_answer_of_thinking_at_once():
    from ishido_retro.engine.game import Game
    from ishido_retro.players.computer import make_player

    game = Game.new(7)
    expected = make_player("master", 3).choose(game)
    slices.clear()
    answer = slices.submit(make_player("master", 3).steps(game))
    frames = 0
    while not answer.done():
        slices.work(budget=0.0)        # one step a frame
        frames += 1
    assert answer.result() == expected
    assert frames > 100                 # Master's thinking is cut into many small steps
    assert finish(make_player("master", 3).steps(game)) == expected


def test_a_cancelled_search_is_dropped_and_the_next_one_runs():
    from ishido_retro.engine.game import Game
    from ishido_retro.players.computer import make_player

    game = Game.new(8)
    slices.clear()
    dropped = slices.submit(make_player("adept", 1).steps(game))
    kept = slices.submit(make_player("novice", 1).steps(game))
    dropped.cancel()
    while not kept.done():
        slices.work()
    assert kept.result() == make_player("novice", 1).choose(game) and not slices.busy()
