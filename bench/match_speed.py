"""Match layer speed: the cost of a Tick per frame, of a computer request (the game copy), and of
whole computer-only matches through ``Match.apply`` compared with the bare ``Game``.

Run: python bench/match_speed.py [--games N]
"""

from __future__ import annotations

import argparse
import time

from ishido_retro.match import ComputerMove, Match, Seat, Tick
from ishido_retro.match.clock import ManualClock
from ishido_retro.match.matchfile import match_from_record, match_to_record


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()

    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=1, challenge_seconds=30)
    n = 20000
    start = time.perf_counter()
    for _ in range(n):
        clock.advance(1 / 60)
        match.apply(Tick())
    tick_us = (time.perf_counter() - start) / n * 1e6
    print(f"Tick with a running challenge timer: {tick_us:.1f} us per frame")

    match = Match.new(clock, seed=2, seats=(Seat("Computer", True, "adept"),))
    start = time.perf_counter()
    for _ in range(200):
        match.computer_request()
    print(f"computer_request (deep copy of the game + player): {(time.perf_counter() - start) / 200 * 1e3:.2f} ms")

    for level in ("novice", "adept", "master"):
        moves = 0
        start = time.perf_counter()
        for seed in range(args.games):
            m = Match.new(clock, "cooperative", seed=seed,
                          seats=(Seat("A", True, level), Seat("B", True, level)))
            while (request := m.computer_request()) is not None:
                m.apply(ComputerMove(request.choose(), request.key))
                moves += 1
        took = time.perf_counter() - start
        print(f"{level:7s}: {args.games} cooperative computer-only matches, {moves} moves, "
              f"{took / moves * 1e3:.2f} ms per move through the match")

    record = match_to_record(m)
    start = time.perf_counter()
    for _ in range(20):
        match_from_record(record, clock)
    took = (time.perf_counter() - start) / 20
    print(f"match_from_record (replay and checks of a finished game): {took * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
