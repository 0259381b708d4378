"""Soak: thousands of self-play games and hundreds of scripted UI runs in one process.

    nice python bench/soak.py [--games 3000] [--ui-runs 200] [--seed 1]

Every game is played out by the greedy computer player, written as a record and read
back (the record must replay to the same result). Every UI run starts a new headless
App through the scripted runner, deals a game, places stones by clicking legal squares,
toggles settings from the menus (each toggle saved to settings.yaml), chooses a
shipped stoneset, takes a stone back, and dumps its state (every 20th run also a
screenshot). Every 4th run (``--play-out-every``) plays its game to the end and answers
what follows as a player would: the Game Over summary, the high-score name window (a
name typed, the field emptied, or Cancel) and the boards, then opens Statistics and one
of the Scores boards. Prints the exceptions caught
(must be 0), the windows answered, and the memory in use (resident size and live Python
objects) after a warm-up and at the end (must stay flat).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path


def rss_kb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def memory() -> tuple[int, int, int, int]:
    """Resident kB, live Python objects, entries in the computer players' bounded fit cache,
    history files whose summary the statistics keep.

    The fit cache (a speed-up, cleared by the players themselves beyond 200,000 entries) is
    counted, then emptied before the objects are counted, so that what is left is what
    the games and UI runs keep alive. The statistics keep one small summary per file in
    the history folder (a few objects each), which grows with the games the UI runs finish.
    """
    from ishido_retro.players import computer as players
    from ishido_retro.storage import scorefiles
    cache = getattr(players, "_FIT_CACHE", {})
    entries = len(cache)
    cache.clear()
    gc.collect()
    return rss_kb(), len(gc.get_objects()), entries, len(scorefiles._history_cache)


def play_game(seed: int, folder: Path) -> None:
    from ishido_retro.engine import Game
    from ishido_retro.players.computer import make_player
    from ishido_retro.storage.records import read_record, write_record

    game = Game.new(seed, scoring="ancient" if seed % 3 == 0 else "modern")
    player = make_player("greedy", seed)
    while not game.is_over:
        game.place(player.choose(game))
    path = folder / f"game-{seed % 10}.yaml"
    write_record(path, game)
    again = read_record(path)
    assert again.final_score() == game.final_score() and again.stones_left == game.stones_left


NAMES = ["Ann", "Bøb", "李", "O'Neil", "Zoë Q", "x" * 20]
answered: dict[str, int] = {}     # windows the UI runs answered, by name


def answer_windows(app, runner, rng: random.Random) -> None:
    """Close every window on top of the play screen as a player would.

    The high-score name window gets a name typed (or its field emptied, or Cancel),
    the Game Over summary, the boards and any message get OK (Cancel when there is no OK).
    """
    for _ in range(12):
        if not app.windows:
            return
        window = app.windows[-1]
        answered[window.name] = answered.get(window.name, 0) + 1
        if window.name == "High Score Name":
            choice = rng.randrange(6)
            if choice == 5:
                runner.run([{"click": {"widget": "Cancel"}}])
                continue
            runner.run([{"key": "ctrl+a"}, {"key": "backspace"} if choice == 4 else {"type": rng.choice(NAMES)},
                        {"click": {"widget": "OK"}} if choice % 2 else {"key": "return"}])
            continue
        button = window.find("OK") or window.find("Cancel")
        if button is None:
            raise AssertionError(f"the window {window.name!r} has neither OK nor Cancel")
        runner.run([{"click": {"widget": button.name}}])
    raise AssertionError(f"windows still open after 12 answers: {[w.name for w in app.windows]}")


def ui_run(n: int, shots: Path, rng: random.Random, play_out: bool = False) -> None:
    """One scripted session; with ``play_out`` the game is played to its end (summary, name window, boards)."""
    from ishido_retro.cli.launch import run_script
    from ishido_retro.stonesets.shipped import SHIPPED_STONESETS
    from ishido_retro.ui.runner import Runner

    app = run_script([{"seed": n}])
    runner = Runner(app, shots)

    def step(s) -> None:
        answer_windows(app, runner, rng)
        runner.run([s])

    for _ in range(72 if play_out else rng.randint(3, 12)):
        answer_windows(app, runner, rng)
        legal = app.play.legal() if app.is_playing() and not app.game.is_over else []
        if not legal:
            break
        sq = rng.choice(legal)
        step({"click": {"square": [sq.col, sq.row]}})
    answer_windows(app, runner, rng)
    if play_out:
        assert app.game.is_over, "a game played out is over"
    step({"menu": ["Choices", "Sounds"]})
    step({"menu": ["Choices", "Sounds"]})
    step({"menu": ["Choices", "Stonesets", rng.choice(SHIPPED_STONESETS)]})
    step({"key": "ctrl+z"})
    if play_out:                             # the history this soak has kept so far, and the boards
        step({"menu": ["Scores", "Statistics"]})
        boards = ["Modern Scores", "Ancient Scores", "Tournament Scores", "Today's Scores"]
        step({"menu": ["Scores", rng.choice(boards)]})
    step({"dump": f"run-{n % 5}.yaml"})
    if n % 20 == 0:
        step({"shot": f"run-{n % 5}.png"})
    answer_windows(app, runner, rng)
    state = app.state()
    assert state["screen"] == "play", state["screen"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--ui-runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play-out-every", type=int, default=4,
                        help="every Nth UI run plays its game to the end (Game Over, high-score name, boards)")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="ishido-soak-"))
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    records = home / "records"
    records.mkdir()
    shots = home / "shots"
    rng = random.Random(args.seed)

    errors: list[str] = []

    def guarded(what: str, call) -> None:
        try:
            call()
        except Exception as exc:      # noqa: BLE001 - every exception is a finding
            last = traceback.extract_tb(exc.__traceback__)[-1]
            errors.append(f"{what}: {type(exc).__name__}: {str(exc)[:120]} at {Path(last.filename).name}:{last.lineno}")

    warm_games, warm_ui = max(1, args.games // 10), max(1, args.ui_runs // 10)
    started = time.perf_counter()
    for i in range(warm_games):
        guarded(f"game {i}", lambda i=i: play_game(args.seed * 100_000 + i, records))
    for n in range(warm_ui):
        guarded(f"ui run {n}", lambda n=n: ui_run(n, shots, rng, play_out=n % args.play_out_every == 0))
    start_mem = memory()
    # interleave the rest so the memory at the end reflects both
    games_left = list(range(warm_games, args.games))
    runs_left = list(range(warm_ui, args.ui_runs))
    per_run = max(1, len(games_left) // max(1, len(runs_left)))
    while games_left or runs_left:
        for i in games_left[:per_run]:
            guarded(f"game {i}", lambda i=i: play_game(args.seed * 100_000 + i, records))
        games_left = games_left[per_run:]
        if runs_left:
            n = runs_left.pop(0)
            guarded(f"ui run {n}", lambda n=n: ui_run(n, shots, rng, play_out=n % args.play_out_every == 0))
    end_mem = memory()
    spent = time.perf_counter() - started

    print(f"games {args.games}, ui runs {args.ui_runs}, {spent:.1f} s")
    print(f"exceptions {len(errors)}")
    print("windows answered: " + (", ".join(f"{name} {k}" for name, k in sorted(answered.items())) or "none"))
    for line in errors[:10]:
        print("  " + line)
    print(f"memory after warm-up ({warm_games} games, {warm_ui} ui runs): {start_mem[0]} kB resident, "
          f"{start_mem[1]} live objects (players' fit cache of {start_mem[2]} entries emptied first)")
    print(f"memory at the end: {end_mem[0]} kB resident ({end_mem[0] - start_mem[0]:+d} kB), "
          f"{end_mem[1]} live objects ({end_mem[1] - start_mem[1]:+d}), "
          f"players' fit cache had grown to {end_mem[2]} entries (bounded: cleared beyond 200,000); "
          f"history summaries kept {start_mem[3]} -> {end_mem[3]} (one per finished game in the history)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
