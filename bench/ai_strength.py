"""Strength of every player level over the same deals: emptied %, 4-Ways and scores.

Run: python bench/ai_strength.py [--deals 100] [--seed 1000] [--jobs 2] [--levels random,greedy,master]
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from ishido_retro.model import Game
from ishido_retro.model.players import LEVELS, make_player


def play(job: tuple[str, int]) -> tuple[int, int, int, float, int]:
    level, seed = job
    game = Game.new(seed)
    player = make_player(level, seed)
    thinking = 0.0
    while not game.is_over:
        t = time.perf_counter()
        square = player.choose(game)
        thinking += time.perf_counter() - t
        game.place(square)
    return game.stones_left, game.four_ways, game.final_score(), thinking, len(game.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--levels", default=",".join(LEVELS))
    args = parser.parse_args()

    print(f"{args.deals} deals from seed {args.seed}")
    print(f"{'level':>8} {'emptied':>8} {'4-Ways':>7} {'mean':>8} {'max':>8} {'left':>6} {'ms/move':>8}")
    with Pool(args.jobs) as pool:
        for level in args.levels.split(","):
            results = pool.map(play, [(level, s) for s in range(args.seed, args.seed + args.deals)])
            n = len(results)
            emptied = 100.0 * sum(r[0] == 0 for r in results) / n
            four = sum(r[1] for r in results) / n
            mean = sum(r[2] for r in results) / n
            best = max(r[2] for r in results)
            left = sum(r[0] for r in results) / n
            ms = 1000 * sum(r[3] for r in results) / sum(r[4] for r in results)
            print(f"{level:>8} {emptied:>7.0f}% {four:>7.2f} {mean:>8.0f} {best:>8} {left:>6.2f} {ms:>8.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
