"""High scores and statistics: ms per locked add to the scores file, history reading and statistics.

Run: python bench/scores_speed.py [--adds N] [--records N]   (uses a temporary user data folder)
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--adds", type=int, default=200)
    parser.add_argument("--records", type=int, default=1000)
    args = parser.parse_args()
    os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="ishido-bench-")

    from ishido_retro import scorefiles
    from ishido_retro.model import Game
    from ishido_retro.model.records import record_from_game
    from ishido_retro.model.scores import Entry
    from ishido_retro.model.statistics import statistics

    date = "2026-11-22"
    start = time.perf_counter()
    for i in range(args.adds):
        entry = Entry(f"P{i}", i * 37 % 5000, i % 9, i % 20, "solitaire", "modern", date, "Ishido", i, f"id{i}")
        scorefiles.add_score(entry, frozenset(), date)
    add_ms = (time.perf_counter() - start) * 1000 / args.adds

    game = Game.new(7)
    while not game.is_over:
        game.place(game.legal_squares()[0])
    record = record_from_game(game)
    for i in range(args.records):
        scorefiles.save_history(record, date, f"g{i:05d}")
    start = time.perf_counter()
    records, unreadable = scorefiles.load_history()
    read_s = time.perf_counter() - start
    start = time.perf_counter()
    scorefiles.load_history()
    again_s = time.perf_counter() - start
    start = time.perf_counter()
    stats = statistics(records)
    stats_ms = (time.perf_counter() - start) * 1000
    print(f"add_score (lock, read, merge, atomic write): {add_ms:.2f} ms each over {args.adds}")
    print(f"load_history: {len(records)} records in {read_s:.2f} s ({unreadable} unreadable)")
    print(f"load_history again (unchanged files): {again_s * 1000:.0f} ms")
    print(f"statistics over {stats.games} records: {stats_ms:.1f} ms")


if __name__ == "__main__":
    main()
