"""Strength of the computer players on shared deals, side by side with a two-ply expectimax baseline.

Every level plays the same deals (seeds FIRST .. FIRST+DEALS-1) as the baseline,
so each deal is a paired comparison: the table gives pouch-emptied %, mean /
median / max 4-Ways, mean / median / max Modern score, mean stones left, mean and
worst CPU milliseconds a move (``time.process_time``: one core's work, whatever
else the machine is doing), and deals won / lost / tied against the baseline on
score and on 4-Ways with a two-sided sign-test p-value (ties left out).

The baseline, built here, is a plain two-ply expectimax over a heuristic
evaluation, written in this file and independent of the project's Judge: for
each legal square of the touchstone, the points it earns now plus the average,
over 4 stones sampled (with replacement) from the unseen multiset, of that
stone's best reply (its points plus the heuristic of the board after it).  The
heuristic counts 4-Way holes an unseen stone can be set aside for, Within holes
with three neighbours some unseen stone fits, dead holes, and the unseen kinds
with zero, one or two places to go.  Its weights were set by hand on seeds
1-100 (a dozen tries).  It takes about 10 ms a move, not the 25 ms of the
baseline the strength issue measured, and it makes fewer 4-Ways than that one
(about 4.8 a game against 5.99 on seeds 1-200); sampling 16 stones instead
of 4 gave 5.3 on seeds 1-60, so part of the gap is the sampling.

Master is slow (up to 1 s a move), so ``--master-deals`` plays it on the first
few deals only; every row says how many deals it is from.

Run: nice python bench/ai_strength.py [--seeds 1-300] [--levels novice,adept,master]
     [--master-deals 20] [--jobs 2] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from dataclasses import dataclass
from multiprocessing import Pool

from ishido_retro.engine import Game
from ishido_retro.engine.stones import ALL_SQUARES
from ishido_retro.engine.view import view_of
from ishido_retro.players.computer import make_player, position_of
from ishido_retro.players.position import WITHIN, Position, bits

BASELINE = "baseline"


# --- the baseline ---------------------------------------------------------------

# The baseline's heuristic, in points of the Within's base scale (1, 2, 4, 8 for one to four neighbours).
HEURISTIC = {
    "now4": 120.0,       # making a 4-Way ...
    "early": 0.13,       # ... and this share more per 4-Way short of eight (early ones double more points)
    "hole4": 90.0,       # a 4-Way hole that an unseen stone can be set aside for (the scarcest holes first)
    "hole4_fit": 2.0,    # ... per fitting unseen copy, up to four
    "hole3": 10.0,       # a Within hole with three neighbours some unseen stone fits ...
    "hole3_fit": 1.0,    # ... per fitting unseen copy, up to six
    "dead": 10.0,        # a hole no unseen stone fits
    "dead_within": 20.0,  # ... a dead hole in the Within with three or four neighbours
    "nowhere": 1500.0,   # per unseen copy of a kind with no hole (weighted by its share of the unseen)
    "one_place": 100.0,  # ... with one hole
    "two_places": 15.0,  # ... with two holes
    "stuck": 1500.0,     # a sampled next stone that fits nowhere
}


def _heuristic(pos: Position) -> float:
    h = HEURISTIC
    counts = pos.counts
    total = sum(counts)
    m1 = m2 = 0
    for t, c in enumerate(counts):
        if c:
            m1 |= 1 << t
            if c > 1:
                m2 |= 1 << t
    places = [0] * 36
    value = 0.0
    fours: list[tuple[int, int]] = []
    for i, n in enumerate(pos.nbs):
        if n == 0 or pos.cells[i] >= 0:
            continue
        fit = pos.masks[i] & m1
        for t in bits(fit):
            places[t] += 1
        copies = fit.bit_count() + (fit & m2).bit_count()
        if not copies:
            value -= h["dead_within"] if WITHIN[i] and n >= 3 else h["dead"]
        elif WITHIN[i] and n == 4:
            fours.append((copies, fit))
            value += h["hole4_fit"] * min(copies, 4)
        elif WITHIN[i] and n == 3:
            value += h["hole3"] + h["hole3_fit"] * min(copies, 6)
    if fours:
        # Each 4-Way hole counts when a stone still to come can be set aside for it (the scarcest holes first).
        left = list(counts)
        for _, fit in sorted(fours):
            for t in bits(fit):
                if left[t]:
                    left[t] -= 1
                    value += h["hole4"]
                    break
    if total:
        crowd = (h["nowhere"], h["one_place"], h["two_places"])
        value -= sum(counts[t] * crowd[places[t]] for t in bits(m1) if places[t] < 3) / total
    return value


def _now(pos: Position, q: int, four_ways: int) -> float:
    if not WITHIN[q]:
        return 0.0
    n = pos.nbs[q]
    if n < 4:
        return float(1 << (n - 1))
    return 8.0 + HEURISTIC["now4"] * (1.0 + HEURISTIC["early"] * max(0, 8 - four_ways))


class BaselinePlayer:
    """Two-ply expectimax over a heuristic, sampling ``samples`` next stones from the unseen multiset."""

    name = BASELINE

    def __init__(self, seed: int, samples: int = 4) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def choose(self, game: Game):
        view = view_of(game)
        pos = position_of(view)
        kind = view.touchstone.grid_index
        squares = pos.legal(kind)
        k = view.four_ways
        pool = [t for t, c in enumerate(pos.counts) for _ in range(c)]
        draws = [self.rng.choice(pool) for _ in range(self.samples)] if pool else []
        best, best_value = squares[0], -math.inf
        for q in squares:
            value = _now(pos, q, k)
            k2 = k + (WITHIN[q] and pos.nbs[q] == 4)
            pos.place(q, kind)
            if not draws:
                value += _heuristic(pos)
            else:
                for t in draws:
                    replies = pos.legal(t)
                    if not replies:
                        value -= HEURISTIC["stuck"] / len(draws)
                        continue
                    top = -math.inf
                    pos.counts[t] -= 1
                    for r in replies:
                        gain = _now(pos, r, k2)
                        pos.place(r, t)
                        top = max(top, gain + _heuristic(pos))
                        pos.undo()
                    pos.counts[t] += 1
                    value += top / len(draws)
            pos.undo()
            if value > best_value:
                best, best_value = q, value
        return ALL_SQUARES[best]


# --- playing and summing up -----------------------------------------------------


@dataclass
class Result:
    seed: int
    stones_left: int
    four_ways: int
    score: int
    cpu: float
    worst: float
    moves: int


def play(job: tuple[str, int]) -> Result:
    level, seed = job
    game = Game.new(seed)
    if level == BASELINE:
        player = BaselinePlayer(seed)
    else:
        player = make_player(level, seed, clock=time.process_time)
    cpu = worst = 0.0
    while not game.is_over:
        start = time.process_time()
        square = player.choose(game)
        spent = time.process_time() - start
        cpu += spent
        worst = max(worst, spent)
        game.place(square)
    return Result(seed, game.stones_left, game.four_ways, game.final_score(), cpu, worst, len(game.history))


def sign_test(won: int, lost: int) -> float:
    """Two-sided exact sign-test p-value for ``won`` against ``lost`` (ties left out)."""
    n = won + lost
    if n == 0:
        return 1.0
    k = min(won, lost)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def paired(results: list[Result], base: dict[int, Result], key) -> str:
    won = lost = tied = 0
    for r in results:
        a, b = key(r), key(base[r.seed])
        won += a > b
        lost += a < b
        tied += a == b
    return f"{won}/{lost}/{tied} p={sign_test(won, lost):.3g}"


def row(name: str, results: list[Result], base: dict[int, Result] | None) -> str:
    n = len(results)
    fours = [r.four_ways for r in results]
    scores = [r.score for r in results]
    moves = sum(r.moves for r in results)
    cells = [
        f"{name:>8}", f"{n:>5}",
        f"{100.0 * sum(r.stones_left == 0 for r in results) / n:>7.1f}%",
        f"{statistics.mean(fours):>5.2f} {statistics.median(fours):>4.1f} {max(fours):>3}",
        f"{statistics.mean(scores):>7.0f} {statistics.median(scores):>7.0f} {max(scores):>7}",
        f"{statistics.mean(r.stones_left for r in results):>5.2f}",
        f"{1000 * sum(r.cpu for r in results) / moves:>7.1f} {1000 * max(r.worst for r in results):>7.0f}",
    ]
    if base is not None:
        cells.append(f"  score {paired(results, base, lambda r: r.score):<22}")
        cells.append(f"4-Ways {paired(results, base, lambda r: r.four_ways)}")
    return " ".join(cells)


HEADER = (f"{'level':>8} {'deals':>5} {'emptied':>8} {'4W mean med max':>15} {'score mean  median     max':>23}"
          f" {'left':>5} {'ms/move worst':>15}  paired vs baseline: won/lost/tied")


def seed_range(text: str) -> range:
    """``A-B`` (inclusive) or a single seed ``A``, for ``--seeds``."""
    first, _, last = text.partition("-")
    try:
        a, b = int(first), int(last or first)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seeds are A-B, two whole numbers, not {text!r}") from None
    if b < a:
        raise argparse.ArgumentTypeError(f"the last seed {b} comes before the first {a}")
    return range(a, b + 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=seed_range, help="the deals' seeds, A-B inclusive (overrides --deals/--first)")
    parser.add_argument("--deals", type=int, default=300, help="how many deals (seeds FIRST, FIRST+1, ...)")
    parser.add_argument("--first", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--levels", default="novice,adept,master")
    parser.add_argument("--master-deals", type=int, default=20, help="Master plays only this many of the deals")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", metavar="FILE", help="also write every deal's result, by level, to FILE")
    args = parser.parse_args()
    saved: dict[str, list[dict[str, float]]] = {}

    seeds = list(args.seeds) if args.seeds else list(range(args.first, args.first + args.deals))
    print(f"deals: seeds {seeds[0]}..{seeds[-1]}; ms are CPU time of one process (one core)", flush=True)
    print(HEADER, flush=True)
    with Pool(args.jobs) as pool:
        base_results = pool.map(play, [(BASELINE, s) for s in seeds])
        base = {r.seed: r for r in base_results}
        saved[BASELINE] = [vars(r) for r in base_results]
        print(row(BASELINE, base_results, None), flush=True)
        for level in filter(None, args.levels.split(",")):
            level_seeds = seeds[: args.master_deals] if level == "master" else seeds
            results = pool.map(play, [(level, s) for s in level_seeds])
            if len(level_seeds) < len(seeds):
                print(row(f"{BASELINE}", [base[s] for s in level_seeds], None) + f"   (the {len(level_seeds)} "
                      f"deals {level} played)", flush=True)
            print(row(level, results, base), flush=True)
            saved[level] = [vars(r) for r in results]
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(saved, out)


if __name__ == "__main__":
    main()
