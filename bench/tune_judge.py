"""Tune the judge's weights on many deals with a fast one-stone player, then check the gain with Adept.

The probe player judges every legal square on the board now (``Judge.immediate +
Judge.after``, no look-ahead: a few ms a move), so hundreds of deals fit in a
minute. A coordinate search tries each weight halved and doubled (then x0.75 and
x1.33) and keeps a change when the mean of (4-Ways + 3 x pouch emptied) over the
deals rises; it prints every trial and, at the end, the best ``Weights``.

With ``--player adept`` Adept (the judge one stone ahead, no clock) plays the deals instead: slower
(about a second a deal), but it tunes the judge as the leaf of a look-ahead, the way Master uses it.

Run: nice python bench/tune_judge.py [--seeds 1-200] [--rounds 2] [--jobs 1] [--player adept]
     [--factors "0.5,2.0;0.75,1.33"]
Deals for tuning and for checking should differ (e.g. tune on 2001-2200, check
with bench/ai_strength.py on 1-300).
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from multiprocessing import Pool

from ishido_retro.engine import Game
from ishido_retro.engine.stones import ALL_SQUARES
from ishido_retro.engine.view import view_of
from ishido_retro.players.computer import AdeptPlayer, position_of
from ishido_retro.players.judge import Judge, Weights


def play(weights: Weights, seed: int, player: str = "probe") -> tuple[int, bool]:
    """One game with the probe player (or Adept, without a clock): its 4-Ways and whether it emptied the pouch."""
    game = Game.new(seed)
    if player == "adept":
        adept = AdeptPlayer(seed=seed, weights=weights)
        while not game.is_over:
            game.place(adept.choose(game))
        return game.four_ways, game.end_reason == "emptied"
    while not game.is_over:
        view = view_of(game)
        pos = position_of(view)
        kind = view.touchstone.grid_index
        judge = Judge(weights, pos)
        best = max(pos.legal(kind), key=lambda q: (judge.immediate(q, view.four_ways) + judge.after(q, kind), -q))
        game.place(ALL_SQUARES[best])
    return game.four_ways, game.end_reason == "emptied"


def _one(args: tuple[Weights, int, str]) -> tuple[int, bool]:
    return play(*args)


def measure(weights: Weights, seeds: range, pool, player: str = "probe") -> tuple[float, float, float]:
    jobs = [(weights, s, player) for s in seeds]
    results = pool.map(_one, jobs) if pool else [_one(job) for job in jobs]
    fours = statistics.mean(r[0] for r in results)
    emptied = statistics.mean(r[1] for r in results)
    return fours + 3 * emptied, fours, emptied


def seed_range(text: str) -> range:
    a, _, b = text.partition("-")
    return range(int(a), int(b) + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=seed_range, default=seed_range("2001-2200"))
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--player", choices=("probe", "adept"), default="probe",
                        help="who plays the deals: the one-stone probe (fast) or Adept (one stone ahead, no clock)")
    parser.add_argument("--factors", default="0.5,2.0;0.75,1.33",
                        help="each round's factors for every weight, rounds apart by ';' (the last repeats)")
    args = parser.parse_args(argv)
    pool = Pool(args.jobs) if args.jobs > 1 else None
    best = Weights()
    score, fours, emptied = measure(best, args.seeds, pool, args.player)
    rounds = [tuple(float(f) for f in part.split(",")) for part in args.factors.split(";")]
    print(f"start: objective {score:.3f}  4-Ways {fours:.2f}  emptied {emptied:.1%}", flush=True)
    names = [f.name for f in dataclasses.fields(Weights)]
    for rnd in range(args.rounds):
        factors = rounds[min(rnd, len(rounds) - 1)]
        for name in names:
            for factor in factors:
                trial = dataclasses.replace(best, **{name: getattr(best, name) * factor})
                t_score, t_fours, t_emptied = measure(trial, args.seeds, pool, args.player)
                kept = t_score > score
                print(f"{name} x{factor}: objective {t_score:.3f}  4-Ways {t_fours:.2f}  emptied {t_emptied:.1%}"
                      f"{'  KEPT' if kept else ''}", flush=True)
                if kept:
                    best, score = trial, t_score
                    break
    print("best:", best, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
