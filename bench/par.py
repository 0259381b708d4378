"""The par solver (ishido_retro/players/par.py): how strong and how fast, against bench/ceiling.py's 200-wide beam.

``speed``: moves a second of random games played on today's engine (``Game.legal_squares`` then
``Game.place``) and on the solver's board (``Position.legal`` then ``Line.child``), the same seeded
games, the same moves, in the same run.

``strength``: for each deal the par at each effort and the ceiling's beam of 200 (the baseline), with
the CPU seconds each took (``time.process_time``, one process). A line per deal and effort is added
to ``--out`` (JSON lines) as it is found, so a stopped run keeps what it measured; the summary gives
the mean 4-Ways with its 95 % interval, the deals emptied and the CPU seconds a deal.

``steps``: the longest step of the search, in ms of CPU: what one slice of a frame must hold when the
page works out the par inside its frames (a slice runs steps until its budget is spent).

Run: nice python bench/par.py speed [--games 40]
     nice python bench/par.py steps --seeds 80001-80003 --efforts 512
     nice python bench/par.py frames [--frames 1200]   (update+draw while the par is found: off, worker, slices)
     nice python bench/par.py strength --seeds 60001-60020 --efforts 512,2048 [--out par.jsonl]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time

from bench.ceiling import best_game
from ishido_retro.engine import Game
from ishido_retro.players.par import ParSearch, solve
from ishido_retro.players.parboard import Line


def _engine_games(seeds: range) -> tuple[int, float]:
    moves, began = 0, time.process_time()
    for seed in seeds:
        game, pick = Game.new(seed), random.Random(seed)
        while not game.is_over:
            game.place(pick.choice(game.legal_squares()))
            moves += 1
    return moves, time.process_time() - began


def _board_games(seeds: range) -> tuple[int, float]:
    moves, began = 0, time.process_time()
    for seed in seeds:
        search, pick = ParSearch(Game.new(seed).deal, effort=1), random.Random(seed)
        line = Line(search.start)
        for i, kind in enumerate(search.order):
            legal = line.pos.legal(kind)
            if not legal:
                break
            line = line.child(pick.choice(legal), kind, search.after[i])
            moves += 1
    return moves, time.process_time() - began


def speed(games: int) -> None:
    seeds = range(1, games + 1)
    engine_moves, engine_s = _engine_games(seeds)
    board_moves, board_s = _board_games(seeds)
    assert engine_moves == board_moves, "the two boards played different games"
    print(f"{games} random games, {engine_moves} moves: engine {engine_moves / engine_s:,.0f} moves/s, "
          f"solver's board {board_moves / board_s:,.0f} moves/s ({engine_s / board_s:.1f} x)")


def steps(effort: int, seeds: range) -> None:
    """The longest step of the search (what one slice of a frame must hold), in ms of CPU, and how many."""
    longest, count, total = 0.0, 0, 0.0
    for seed in seeds:
        search = ParSearch(Game.new(seed).deal, effort=effort)
        run = search.steps()
        while True:
            began = time.process_time()
            try:
                next(run)
            except StopIteration:
                break
            spent = time.process_time() - began
            longest, count, total = max(longest, spent), count + 1, total + spent
    print(f"effort {effort}, {len(seeds)} deals: {count} steps, mean {1000 * total / count:.3f} ms, "
          f"longest {1000 * longest:.2f} ms, {total / len(seeds):.1f} s a deal")


def frames(count: int) -> None:
    """update+draw of the play screen (``--frame-times``) while the par is worked out: off, in a worker, in slices."""
    import os
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    import yaml

    print(f"load average {os.getloadavg()[0]:.1f}; {count} frames of deal 644533553 after it is dealt")
    scenes = {"par off": {"ISHIDO_RETRO_PAR_EFFORT": "0", "ISHIDO_RETRO_WORKERS": "0"},
              "worker": {"ISHIDO_RETRO_WORKERS": "1"},
              "slices (effort 512)": {"ISHIDO_RETRO_WORKERS": "0", "ISHIDO_RETRO_PAR_EFFORT": "512"}}
    for name, env in scenes.items():
        with tempfile.TemporaryDirectory() as tmp:
            script, times = Path(tmp) / "s.yaml", Path(tmp) / "t.txt"
            script.write_text(yaml.safe_dump([{"seed": 644533553}, {"wait": count}, {"dump": "end.yaml"}]))
            subprocess.run([sys.executable, "-m", "ishido_retro", "--headless", "--script", str(script), "--shots",
                            tmp, "--frame-times", str(times)], check=True, capture_output=True,
                           env={**os.environ, "ISHIDO_RETRO_HOME": str(Path(tmp) / "home"), "SDL_AUDIODRIVER": "dummy",
                                **env})
            ms = sorted(float(line.split()[1]) for line in times.read_text().splitlines() if line.split()[0] == "2")
            par = yaml.safe_load((Path(tmp) / "end.yaml").read_text()).get("par")
        print(f"{name:>20}: {len(ms)} frames, median {statistics.median(ms):.2f} ms, "
              f"p99 {ms[int(0.99 * (len(ms) - 1))]:.2f}, worst {ms[-1]:.2f}, over 16.7 ms: "
              f"{sum(m > 1000 / 60 for m in ms)}; par at the end: {par}")


def strength(seeds: range, efforts: list[int], out: str | None) -> None:
    rows: list[dict[str, object]] = []
    for seed in seeds:
        deal = Game.new(seed).deal
        began = time.process_time()
        fours, placed = best_game(seed, 200)
        rows.append({"seed": seed, "who": "ceiling-200", "four_ways": fours, "emptied": placed == 66,
                     "cpu_s": round(time.process_time() - began, 2)})
        for effort in efforts:
            began = time.process_time()
            best = solve(deal, effort=effort).best
            assert best is not None
            rows.append({"seed": seed, "who": f"par-{effort}", "four_ways": best.four_ways, "points": best.points,
                         "emptied": best.emptied, "cpu_s": round(time.process_time() - began, 2)})
        if out:
            with open(out, "a", encoding="utf-8") as f:
                for row in rows[-1 - len(efforts):]:
                    f.write(json.dumps(row) + "\n")
        print(" ".join(f"{r['who']}={r['four_ways']}" for r in rows[-1 - len(efforts):]), f"seed {seed}", flush=True)
    summary(rows)


def summary(rows: list[dict[str, object]]) -> None:
    print(f"{'who':>12} {'deals':>5} {'4-Ways mean±95%':>16} {'emptied':>8} {'cpu s a deal':>12} {'worst':>6}")
    for who in dict.fromkeys(str(r["who"]) for r in rows):
        mine = [r for r in rows if r["who"] == who]
        fours = [float(r["four_ways"]) for r in mine]           # type: ignore[arg-type]
        cpu = [float(r["cpu_s"]) for r in mine]                 # type: ignore[arg-type]
        half = 1.96 * statistics.stdev(fours) / math.sqrt(len(fours)) if len(fours) > 1 else 0.0
        emptied = sum(bool(r["emptied"]) for r in mine)
        print(f"{who:>12} {len(mine):>5} {statistics.mean(fours):>10.2f}±{half:<5.2f} {emptied:>4}/{len(mine):<3}"
              f" {statistics.mean(cpu):>12.1f} {max(cpu):>6.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("speed", "steps", "frames", "strength", "summary"))
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seeds", default="60001-60010")
    parser.add_argument("--efforts", default="2048")
    parser.add_argument("--out", help="JSON lines file the results are added to as they come (summary: read it)")
    args = parser.parse_args()
    if args.what == "speed":
        speed(args.games)
    elif args.what == "frames":
        frames(args.frames)
    elif args.what == "steps":
        first, last = (int(part) for part in args.seeds.split("-"))
        for effort in (int(e) for e in args.efforts.split(",")):
            steps(effort, range(first, last + 1))
    elif args.what == "summary":
        with open(args.out, encoding="utf-8") as f:
            summary([json.loads(line) for line in f if line.strip()])
    else:
        first, last = (int(part) for part in args.seeds.split("-"))
        strength(range(first, last + 1), [int(e) for e in args.efforts.split(",")], args.out)


if __name__ == "__main__":
    main()
