"""How many 4-Ways a deal holds for a player who knew the order of the pouch: a ceiling for the computer players.

No player sees the pouch's order (they decide from the board, the stone in hand and the counts of
unseen stones). This bench does: for each deal it runs a beam search over the known order of the
stones, keeping the ``width`` best boards after every stone, a board judged by the project's judge
(what its placements earned, ``Judge.immediate``, plus ``Judge.after`` for the board they leave).
Width 1 places every stone on its best-judged square with no look-ahead; wider beams find games
closer to the best the deal allows, so the figures are lower bounds of what perfect knowledge
of the order could make. The gap between them and Master says how much of Master's shortfall is
the hidden order and how much is its search.

Run: nice python bench/ceiling.py [--seeds 5001-5020] [--widths 1,20,200] [--jobs 2] [--json FILE]
(width 200 takes about 3 s of CPU a deal, width 2000 about 30 s).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from multiprocessing import Pool

from ishido_retro.engine import Game
from ishido_retro.engine.view import view_of
from ishido_retro.players.base import position_of
from ishido_retro.players.judge import Judge, Weights
from ishido_retro.players.position import Position
from ishido_retro.players.search import four_way_at

Board = tuple[int, ...]


def best_game(seed: int, width: int) -> tuple[int, int]:
    """(4-Ways, stones placed) of the best game a beam of ``width`` finds on deal ``seed``, knowing its order."""
    w = Weights()
    game = Game.new(seed)
    view = view_of(game)
    start = position_of(view)
    order = [view.touchstone.grid_index] + [stone.grid_index for stone in game.pouch]
    counts = list(start.counts)                     # the stones after the one being placed
    # A beam entry: (judgement, earned so far, 4-Ways so far, board).
    beam: list[tuple[float, float, int, Board]] = [(0.0, 0.0, 0, tuple(start.cells))]
    placed = 0
    for i, kind in enumerate(order):
        if i:
            counts[kind] -= 1
        children: dict[Board, tuple[float, float, int, Board]] = {}
        for _, earned, fours, cells in beam:
            pos = Position(cells, counts, start.strict)
            judge = Judge(w, pos)
            for q in pos.legal(kind):
                gain = judge.immediate(q, fours)
                value = earned + gain + judge.after(q, kind)
                board = cells[:q] + (kind,) + cells[q + 1:]
                if board not in children or children[board][0] < value:
                    children[board] = (value, earned + gain, fours + four_way_at(pos, q), board)
        if not children:
            break
        beam = sorted(children.values(), key=lambda entry: -entry[0])[:width]
        placed += 1
    return max(fours for _, _, fours, _ in beam), placed


def _one(job: tuple[int, int]) -> tuple[int, int, int, int, float]:
    seed, width = job
    began = time.process_time()
    fours, placed = best_game(seed, width)
    return seed, width, fours, placed, time.process_time() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="5001-5020")
    parser.add_argument("--widths", default="1,20,200")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json")
    args = parser.parse_args()
    first, last = (int(part) for part in args.seeds.split("-"))
    seeds = range(first, last + 1)
    widths = [int(part) for part in args.widths.split(",")]
    jobs = [(seed, width) for width in widths for seed in seeds]
    with Pool(args.jobs) as pool:
        results = pool.map(_one, jobs, chunksize=1)
    stones = len(Game.new(first).deal.pouch)
    print(f"{'width':>6} {'deals':>5} {'4-Ways mean±95%':>16} {'median':>6} {'max':>4} {'emptied':>8} {'s a deal':>8}")
    for width in widths:
        rows = [r for r in results if r[1] == width]
        fours = [r[2] for r in rows]
        half = 1.96 * statistics.stdev(fours) / math.sqrt(len(fours)) if len(fours) > 1 else 0.0
        emptied = sum(r[3] == stones for r in rows) / len(rows)
        print(f"{width:>6} {len(rows):>5} {statistics.mean(fours):>10.2f}±{half:<5.2f} {statistics.median(fours):>6.1f}"
              f" {max(fours):>4} {emptied:>7.1%} {statistics.mean(r[4] for r in rows):>8.1f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump([dict(zip(("seed", "width", "four_ways", "placed", "cpu_s"), r)) for r in results], out)


if __name__ == "__main__":
    main()
