"""Quit always quits (issue 22): real runs of the game, the computer thinking in a real worker process.

Each test starts ``python -m ishido_retro`` through the scripted runner with
``ISHIDO_RETRO_WORKERS=1`` (scripts then think in worker processes, as a window does), lets the
computer play, and leaves: the window's close, File > Quit (by the menu and by Ctrl+Q), SIGTERM and
SIGINT, with a requester or the stoneset editor open too. Before the fix every one of these waited
for ever for the worker. The bound on the time to leave is generous (the machine may be busy):
it tells "ends" from "hangs", not fast from slow.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

LEAVE_SECONDS = 120.0       # told to leave, the process ends before this or it hung (how soon: bench/quit_times.py;
#                             a bound of seconds failed by chance on a busy machine)
START = [{"click": [160, 100]}, {"seed": 5}, {"menu": ["Game", "Computer Player 1"]}]
THINK = [{"wait": 2000}]    # frames: the worker starts and the computer plays a few moves
STATES = {
    "playing": [],
    "editor open": [{"menu": ["Choices", "Stonesets", "Edit Stoneset…"]}],
}


def start(tmp_path: Path, steps: list, workers: str | None = "1", windowed: bool = False) -> subprocess.Popen:
    script = tmp_path / "script.yaml"
    script.write_text(yaml.safe_dump(steps))
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=str(tmp_path / "home"))
    env.pop("ISHIDO_RETRO_WORKERS", None)
    if workers is not None:
        env["ISHIDO_RETRO_WORKERS"] = workers
    if windowed:
        env["SDL_VIDEODRIVER"] = "offscreen"
    args = [sys.executable, "-m", "ishido_retro", "--script", str(script), "--shots", str(tmp_path / "shots")]
    return subprocess.Popen(args + ([] if windowed else ["--headless"]), env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def wait_for(path: Path, run: subprocess.Popen, seconds: float = 120) -> None:
    """Until ``path`` exists (the script reached its dump), failing if the run ended first."""
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert run.poll() is None, f"the run ended early: {run.communicate()[1]}"
        assert time.monotonic() < deadline, "the script never reached its dump"
        time.sleep(0.02)


def children(pid: int) -> set[int]:
    """The processes ``pid`` started that still run."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found |= {int(p) for p in (task / "children").read_text().split()}
        except FileNotFoundError:       # a thread that ended between the listing and the read
            continue
    return found


def workers_of(pid: int) -> set[int]:
    """The worker processes (multiprocessing's spawned children) of ``pid``."""
    found = set()
    for child in children(pid):
        try:
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                found.add(child)
        except OSError:
            pass
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def finish(run: subprocess.Popen) -> tuple[float, int]:
    """Seconds until the run ends (killed after LEAVE_SECONDS: it hung), and its exit status."""
    told = time.monotonic()
    try:
        run.wait(LEAVE_SECONDS)
    except subprocess.TimeoutExpired:
        run.kill()
        run.communicate()
        pytest.fail(f"the run did not end within {LEAVE_SECONDS} s of being told to")
    took = time.monotonic() - told
    try:
        run.communicate(timeout=LEAVE_SECONDS)
    except subprocess.TimeoutExpired:        # the run ended, but a process it started still holds its output
        pytest.fail("the run ended, but a process it started outlived it (its output stayed open)")
    return took, run.returncode


def computer_moves(tmp_path: Path, name: str) -> int:
    state = yaml.safe_load((tmp_path / "shots" / name).read_text())
    return len(state["board"]) - 6            # the six stones of the opening


def left_game(tmp_path: Path) -> Path:
    return tmp_path / "home" / "left-game.yaml"


@pytest.mark.parametrize("state", list(STATES))
def test_closing_the_window_while_the_computer_thinks_ends_at_once_and_keeps_the_game(tmp_path, state):
    run = start(tmp_path, START + THINK + [{"dump": "before.yaml"}] + STATES[state] + [{"dump": "now.yaml"},
                                                                                      {"close_window": True}])
    wait_for(tmp_path / "shots" / "now.yaml", run)
    took, status = finish(run)
    assert status == 0
    assert computer_moves(tmp_path, "before.yaml") >= 1       # a worker process was thinking
    assert left_game(tmp_path).is_file()


def test_file_quit_while_the_computer_thinks_ends_at_once_and_keeps_the_game(tmp_path):
    run = start(tmp_path, START + THINK + [{"dump": "before.yaml"}, {"menu": ["File", "Quit"]}, {"dump": "never.yaml"}])
    wait_for(tmp_path / "shots" / "before.yaml", run)
    took, status = finish(run)
    assert status == 0 and computer_moves(tmp_path, "before.yaml") >= 1
    assert not (tmp_path / "shots" / "never.yaml").exists()          # the script stopped at Quit
    assert left_game(tmp_path).is_file()                             # kept, as a window close keeps it


def test_a_window_quit_by_its_shortcut_ends_at_once(tmp_path):
    """The windowed path (SDL's offscreen video driver) at 60 frames a second: Ctrl+Q (File > Quit's
    shortcut) while the computer plays; it quits at once (the Return after it is never pressed). (Keys,
    because in an offscreen window pyxel reads the mouse back 11 and 28 pixels off where the runner put
    it, so the runner's clicks and menu steps miss there.)"""
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "settings.yaml").write_text("computer_player_1: true\n")
    run = start(tmp_path, [{"click": [160, 100]}, {"seed": 5}, {"wait": 240}, {"dump": "before.yaml"},
                           {"key": "ctrl+q"}, {"key": "return"}, {"dump": "never.yaml"}], windowed=True)
    wait_for(tmp_path / "shots" / "before.yaml", run)
    took, status = finish(run)
    assert status == 0 and computer_moves(tmp_path, "before.yaml") >= 1
    assert not (tmp_path / "shots" / "never.yaml").exists() and left_game(tmp_path).is_file()


@pytest.mark.parametrize(("workers", "number"), [("1", signal.SIGTERM), ("1", signal.SIGINT), (None, signal.SIGTERM),
                                                 ("0", signal.SIGINT)],
                         ids=["worker-SIGTERM", "worker-SIGINT", "scripted-SIGTERM", "no workers-SIGINT"])
def test_a_signal_ends_a_headless_run_mid_thought_and_keeps_the_game(tmp_path, number, workers):
    """The script would go on for minutes; the computer is thinking (in its worker, in slices of the frames,
    or on the spot: scripted runs play a move every few dozen frames)."""
    think = {"1": THINK, None: [{"wait": 100}], "0": [{"wait": 1000}]}[workers]
    run = start(tmp_path, START + think + [{"dump": "before.yaml"}, {"wait": 100_000}], workers=workers)
    wait_for(tmp_path / "shots" / "before.yaml", run)
    worker = workers_of(run.pid)
    assert bool(worker) == (workers == "1")
    run.send_signal(number)
    took, status = finish(run)
    assert status == 128 + number
    assert computer_moves(tmp_path, "before.yaml") >= 1
    assert left_game(tmp_path).is_file()
    assert not any(alive(pid) for pid in worker)          # the worker was stopped, not left behind


DRIVER = Path(__file__).with_name("quit_driver.py")


@pytest.mark.parametrize("state", ["playing", "requester", "editor", "suggest"])
@pytest.mark.parametrize("how", ["close", "quit"])
def test_a_real_window_leaves_at_once_after_the_computer_moved(tmp_path, how, state):
    """pyxel's own window loop and its own quit (the window's close button, File > Quit): the worker
    process is stopped before multiprocessing's exit handler would wait for it for ever."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="offscreen",
               ISHIDO_RETRO_HOME=str(tmp_path / "home"))
    env.pop("ISHIDO_RETRO_WORKERS", None)
    run = subprocess.Popen([sys.executable, str(DRIVER), how, state], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    assert run.stdout is not None
    assert run.stdout.readline() == "leaving\n", run.communicate()[1]
    took, status = finish(run)
    assert status == 0
    assert left_game(tmp_path).is_file()           # File > Quit keeps the game as the window's close does


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_leaves_nothing_on_the_terminal_but_the_games_own_sentence(tmp_path, number):
    """Issue 31 point 15: the computer's worker process holds multiprocessing's semaphores; leaving at a
    signal said nothing of them, and multiprocessing's resource tracker (a process of its own, which
    outlives the game by a moment) then warned of "leaked semaphore objects" on the terminal. The whole
    of stderr, read until every process that held it has ended, is the one sentence the game means."""
    run = start(tmp_path, START + THINK + [{"dump": "before.yaml"}, {"wait": 100_000}], workers="1")
    wait_for(tmp_path / "shots" / "before.yaml", run)
    run.send_signal(number)
    out, err = run.communicate(timeout=30)      # EOF: the resource tracker, which shares stderr, has ended too
    assert run.returncode == 128 + number
    assert computer_moves(tmp_path, "before.yaml") >= 1       # its worker process had thought
    assert err == f"ishido-retro: stopped by {signal.Signals(number).name}\n"
    assert out == ""
