"""High scores and statistics: ms per locked add to the scores file, history reading and statistics.

Run: python bench/scores_speed.py [--adds N] [--records N]   (uses a temporary user data folder)

The last lines time Scores > Statistics as a player meets it after a start (nothing read
yet): before, the whole history was read on the frame loop (the frame that opened the
window lasted as long as the reading); now the window opens at once and a worker thread
reads. Frames are then simulated at 60 per second (the window's update and its lines
each frame) until the figures show: the longest frame and the longest gap between two
frames say whether anything blocked.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

FRAME = 1 / 60


def statistics_window_timings() -> tuple[float, float, float, float, int]:
    """(ms to open the window, ms of the longest frame, ms of the longest gap between frames,
    s until the figures show, frames until then), starting with nothing read."""
    from ishido_retro.settings import Settings
    from ishido_retro.storage import scorefiles
    from ishido_retro.ui.scores.desk import ScoresDesk

    scorefiles._history_cache.clear()
    opened: list = []
    desk = ScoresDesk(opened.append, print, print, Settings())
    start = time.perf_counter()
    desk.show_statistics()
    open_ms = (time.perf_counter() - start) * 1000
    window = opened[-1]
    longest = gap = 0.0
    frames = 0
    last = time.perf_counter()
    while window.pending is not None:
        now = time.perf_counter()
        gap = max(gap, now - last)
        last = now
        window.update()
        window.lines()
        frames += 1
        longest = max(longest, time.perf_counter() - now)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - now)))
    return open_ms, longest * 1000, gap * 1000, time.perf_counter() - start, frames


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--adds", type=int, default=200)
    parser.add_argument("--records", type=int, default=1000)
    args = parser.parse_args()
    os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="ishido-bench-")

    from ishido_retro.engine import Game
    from ishido_retro.engine.records import record_from_game
    from ishido_retro.scores.highscores import Entry
    from ishido_retro.scores.statistics import statistics
    from ishido_retro.storage import scorefiles

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
    print(f"load_history: {len(records)} records kept in this session in {read_s:.2f} s ({unreadable} unreadable; "
          "their summaries were cached as they were written)")
    print(f"load_history again (unchanged files): {again_s * 1000:.0f} ms")
    print(f"statistics over {stats.games} records: {stats_ms:.1f} ms")

    from ishido_retro.scores.statistics import statistics as stats_of
    scorefiles._history_cache.clear()
    start = time.perf_counter()
    stats_of(scorefiles.load_history()[0])          # what Scores > Statistics did on the frame loop before
    before_s = time.perf_counter() - start
    open_ms, longest_ms, gap_ms, ready_s, frames = statistics_window_timings()
    print(f"Statistics window, before (history read on the frame loop): one frame of {before_s:.2f} s")
    print(f"Statistics window, now (worker thread): opens in {open_ms:.1f} ms; figures after {ready_s:.2f} s "
          f"({frames} frames); longest frame {longest_ms:.1f} ms, longest gap between frames {gap_ms:.1f} ms "
          f"(a frame is {1000 * FRAME:.1f} ms)")


if __name__ == "__main__":
    main()
