"""Engine speed: legal_squares on mid-game boards, random games per second, ms per move per level.

Run: python bench/engine_speed.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import time

from ishido_retro.engine import Game
from ishido_retro.engine.rules import legal_squares
from ishido_retro.players.computer import LEVELS, make_player


def mid_game_positions(count: int = 40):
    out = []
    for seed in range(count):
        game = Game.new(seed)
        rng = random.Random(seed)
        target = rng.randint(20, 45)
        while not game.is_over and len(game.history) < target:
            game.place(rng.choice(game.legal_squares()))
        if not game.is_over:
            out.append((game.board.copy(), game.touchstone))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5, help="games per level for ms/move")
    args = parser.parse_args()

    positions = mid_game_positions()
    rounds = 200
    start = time.perf_counter()
    for _ in range(rounds):
        for board, stone in positions:
            legal_squares(board, stone)
    us = (time.perf_counter() - start) / (rounds * len(positions)) * 1e6
    print(f"legal_squares, one stone, mid-game board: {us:.1f} us")

    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < 2.0:
        game = Game.new(games)
        rng = random.Random(games)
        while not game.is_over:
            game.place(rng.choice(game.legal_squares()))
        games += 1
    print(f"complete random games: {games / (time.perf_counter() - start):.0f} per second")

    for level in LEVELS:
        moves = 0
        thinking = 0.0
        for seed in range(1000, 1000 + args.games):
            game = Game.new(seed)
            player = make_player(level, seed)
            while not game.is_over:
                t = time.perf_counter()
                square = player.choose(game)
                thinking += time.perf_counter() - t
                game.place(square)
                moves += 1
        print(f"player {level:>7}: {1000 * thinking / moves:.2f} ms per move ({moves} moves)")


if __name__ == "__main__":
    main()
