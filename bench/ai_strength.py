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
from ishido_retro.players.computer import MasterPlayer, Weights, make_player, position_of
from ishido_retro.players.position import WITHIN, Position, bits

BASELINE = "baseline"
OLD_MASTER = "old-master"
# Master as it played before issue 33 (2026-11-24): six squares played out, 32 rounds of the next eight stones.
OLD_MASTER_SETTINGS = {"width": 12, "candidates": 6, "playouts": 32, "depth": 8, "limit": 0.9, "halve_every": 0}
SLOW = {"master", OLD_MASTER}


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
    times: list[float]      # CPU seconds of each of the player's moves


def make(level: str, seed: int):
    """The player of ``level`` for the deal ``seed``: the baseline, today's Master as it was, or a level."""
    if level == BASELINE:
        return BaselinePlayer(seed)
    if level == OLD_MASTER:
        return MasterPlayer(seed=seed, clock=time.process_time, weights=Weights(), **OLD_MASTER_SETTINGS)
    return make_player(level, seed, clock=time.process_time)


def play(job: tuple[str, int]) -> Result:
    level, seed = job
    game = Game.new(seed)
    player = make(level, seed)
    times = []
    while not game.is_over:
        start = time.process_time()
        square = player.choose(game)
        times.append(time.process_time() - start)
        game.place(square)
    return Result(seed, game.stones_left, game.four_ways, game.final_score(), sum(times), max(times),
                  len(game.history), times)


def sign_test(won: int, lost: int) -> float:
    """Two-sided exact sign-test p-value for ``won`` against ``lost`` (ties left out)."""
    n = won + lost
    if n == 0:
        return 1.0
    k = min(won, lost)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def interval(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95 % interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def paired(results: list[Result], base: dict[int, Result], key) -> str:
    """Deals won/lost/tied against ``base`` on ``key``, the sign test's p, and the mean difference (95 %)."""
    won = lost = tied = 0
    differences = []
    for r in results:
        a, b = key(r), key(base[r.seed])
        won += a > b
        lost += a < b
        tied += a == b
        differences.append(a - b)
    mean, half = interval(differences)
    return f"{won}/{lost}/{tied} p={sign_test(won, lost):.2g} diff {mean:+.2f}±{half:.2f}"


def percentile(sorted_values: list[float], share: float) -> float:
    """The value below which ``share`` of the sorted values lie (nearest rank)."""
    return sorted_values[min(len(sorted_values) - 1, math.ceil(share * len(sorted_values)) - 1)]


def row(name: str, results: list[Result], against: list[tuple[str, dict[int, Result]]]) -> str:
    n = len(results)
    fours, half = interval([r.four_ways for r in results])
    scores = [r.score for r in results]
    times = sorted(t for r in results for t in r.times)
    cells = [
        f"{name:>10}", f"{n:>5}",
        f"{100.0 * sum(r.stones_left == 0 for r in results) / n:>6.1f}%",
        f"{fours:>5.2f}±{half:.2f} {statistics.median(r.four_ways for r in results):>4.1f}"
        f" {max(r.four_ways for r in results):>3}",
        f"{statistics.mean(scores):>7.0f} {statistics.median(scores):>7.0f} {max(scores):>7}",
        f"{statistics.mean(r.stones_left for r in results):>5.2f}",
        f"{1000 * statistics.median(times):>7.1f} {1000 * percentile(times, 0.95):>6.0f} {1000 * times[-1]:>6.0f}",
    ]
    for other, base in against:
        cells.append(f"\n{'':>12}vs {other}: score {paired(results, base, lambda r: r.score)}; "
                     f"4-Ways {paired(results, base, lambda r: r.four_ways)}")
    return " ".join(cells)


HEADER = (f"{'level':>10} {'deals':>5} {'emptied':>7} {'4-Ways mean±95% med max':>23}"
          f" {'score mean  median     max':>23} {'left':>5} {'ms/move median p95 worst':>22}")


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
    parser.add_argument("--levels", default="novice,adept,master",
                        help=f"levels after the baseline, in order; {OLD_MASTER} is Master as it was before issue 33")
    parser.add_argument("--master-deals", type=int, default=20,
                        help="Master and the old Master play only this many of the deals")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", metavar="FILE", help="also write every deal's result, by level, to FILE")
    args = parser.parse_args()
    saved: dict[str, list[dict[str, float]]] = {}

    seeds = list(args.seeds) if args.seeds else list(range(args.first, args.first + args.deals))
    print(f"deals: seeds {seeds[0]}..{seeds[-1]}; ms are CPU time of one process (one core)", flush=True)
    print(HEADER, flush=True)
    levels = [level for level in args.levels.split(",") if level]
    results: dict[str, dict[int, Result]] = {}
    with Pool(args.jobs) as pool:
        for level in [BASELINE, *levels]:
            level_seeds = seeds[: args.master_deals] if level in SLOW else seeds
            done = pool.map(play, [(level, s) for s in level_seeds], chunksize=1)
            results[level] = {r.seed: r for r in done}
            saved[level] = [vars(r) for r in done]
            against = [(other, results[other]) for other in (BASELINE, OLD_MASTER)
                       if other in results and other != level and level != BASELINE]
            if len(level_seeds) < len(seeds) and not any(other in results for other in SLOW if other != level):
                print(row(BASELINE, [results[BASELINE][s] for s in level_seeds], []) +
                      f"   (the {len(level_seeds)} deals {level} played)", flush=True)
            print(row(level, done, against), flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(saved, out)


if __name__ == "__main__":
    main()
