"""Soak: thousands of self-play games and hundreds of scripted UI runs in one process.

    nice python bench/soak.py [--games 3000] [--ui-runs 200] [--seed 1]

Every game is played out by the greedy computer player, written as a record and read
back (the record must replay to the same result). Every UI run starts a new headless
App through the scripted runner, deals a game, places stones by clicking legal squares,
toggles settings from the menus (each toggle saved to settings.yaml), chooses a
shipped stoneset, takes a stone back, and dumps its state (every 20th run also a
screenshot). Prints the exceptions caught (must be 0) and the memory in use (resident
size and live Python objects) after a warm-up and at the end (must stay flat).
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


def memory() -> tuple[int, int, int]:
    """Resident kB, live Python objects, entries in the computer players' bounded fit cache.

    The cache (a speed-up, cleared by the players themselves beyond 200,000 entries) is
    counted, then emptied before the objects are counted, so that what is left is what
    the games and UI runs keep alive.
    """
    from ishido_retro.model import players
    cache = getattr(players, "_FIT_CACHE", {})
    entries = len(cache)
    cache.clear()
    gc.collect()
    return rss_kb(), len(gc.get_objects()), entries


def play_game(seed: int, folder: Path) -> None:
    from ishido_retro.model import Game
    from ishido_retro.model.players import make_player
    from ishido_retro.model.records import read_record, write_record

    game = Game.new(seed, scoring="ancient" if seed % 3 == 0 else "modern")
    player = make_player("greedy", seed)
    while not game.is_over:
        game.place(player.choose(game))
    path = folder / f"game-{seed % 10}.yaml"
    write_record(path, game)
    again = read_record(path)
    assert again.final_score() == game.final_score() and again.stones_left == game.stones_left


def ui_run(n: int, shots: Path, rng: random.Random) -> None:
    from ishido_retro.model.stoneset import SHIPPED_STONESETS
    from ishido_retro.ui.runner import Runner, run_script

    app = run_script([{"seed": n}])
    runner = Runner(app, shots)

    def step(s) -> None:
        if app.windows:                      # a requester (a message) is open: answer it first
            button = app.windows[-1].find("OK") or app.windows[-1].find("Cancel")
            if button is not None:
                runner.run([{"click": {"widget": button.name}}])
        runner.run([s])

    for _ in range(rng.randint(3, 12)):
        legal = app.play.legal() if app.is_playing() and not app.game.is_over else []
        if not legal:
            break
        sq = rng.choice(legal)
        step({"click": {"square": [sq.col, sq.row]}})
    step({"menu": ["Choices", "Sounds"]})
    step({"menu": ["Choices", "Sounds"]})
    step({"menu": ["Choices", "Stonesets", rng.choice(SHIPPED_STONESETS)]})
    step({"key": "ctrl+z"})
    step({"dump": f"run-{n % 5}.yaml"})
    if n % 20 == 0:
        step({"shot": f"run-{n % 5}.png"})
    state = app.state()
    assert state["screen"] == "play", state["screen"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--ui-runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
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
        guarded(f"ui run {n}", lambda n=n: ui_run(n, shots, rng))
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
            guarded(f"ui run {n}", lambda n=n: ui_run(n, shots, rng))
    end_mem = memory()
    spent = time.perf_counter() - started

    print(f"games {args.games}, ui runs {args.ui_runs}, {spent:.1f} s")
    print(f"exceptions {len(errors)}")
    for line in errors[:10]:
        print("  " + line)
    print(f"memory after warm-up ({warm_games} games, {warm_ui} ui runs): {start_mem[0]} kB resident, "
          f"{start_mem[1]} live objects (players' fit cache of {start_mem[2]} entries emptied first)")
    print(f"memory at the end: {end_mem[0]} kB resident ({end_mem[0] - start_mem[0]:+d} kB), "
          f"{end_mem[1]} live objects ({end_mem[1] - start_mem[1]:+d}), "
          f"players' fit cache had grown to {end_mem[2]} entries (bounded: cleared beyond 200,000)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
