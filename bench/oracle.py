"""The Oracle: cast speed, the spread of 100,000 casts per method, and journal append and load times.

Run: python bench/oracle.py [--casts 100000] [--appends 500]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from collections import Counter

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle.cast import LINE_ODDS, Reading, cast


def random_four_way(rng: random.Random):
    col, row = rng.randrange(1, 11), rng.randrange(1, 7)
    squares = [Square(col, row), Square(col, row - 1), Square(col + 1, row), Square(col, row + 1), Square(col - 1, row)]
    pairs = [(sq, Stone(rng.randrange(6), rng.randrange(6))) for sq in squares]
    return pairs[0], pairs[1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--casts", type=int, default=100_000)
    parser.add_argument("--appends", type=int, default=500)
    args = parser.parse_args()
    for method in ("yarrow", "coins"):
        rng = random.Random(7)
        jobs = [(*random_four_way(rng), 1.7e9 + rng.random() * 1e8) for _ in range(args.casts)]
        t = time.perf_counter()
        casts = [cast(c, n, m, method) for c, n, m in jobs]
        spent = time.perf_counter() - t
        lines = Counter(v for c in casts for v in c.lines)
        total = 6 * len(casts)
        hexes = Counter(c.hexagram for c in casts)
        expected = len(casts) / 64
        chi2 = sum((hexes.get(k, 0) - expected) ** 2 / expected for k in range(1, 65))
        odds = "  ".join(f"{v}: {lines[v] / total:.4f} (exact {a}/{b} = {a / b:.4f})"
                         for v, (a, b) in LINE_ODDS[method].items())
        print(f"{method}: {len(casts):,} casts in {spent:.2f} s ({spent / len(casts) * 1e6:.1f} us each)")
        print(f"  line odds  {odds}")
        print(f"  hexagrams  {len(hexes)} of 64 reached, least {min(hexes.values())}, most {max(hexes.values())}, "
              f"chi-square {chi2:.1f} on 63 degrees of freedom (0.1% critical value 103.4)")
    with tempfile.TemporaryDirectory() as home:
        os.environ["ISHIDO_RETRO_HOME"] = home
        from ishido_retro.oracle import journal
        rng = random.Random(3)
        readings = [Reading.from_four_way(f"question {i}", *random_four_way(rng), 1.7e9 + i)
                    for i in range(args.appends)]
        t = time.perf_counter()
        for r in readings:
            journal.append(r)
        spent = time.perf_counter() - t
        size = journal.journal_path().stat().st_size
        t = time.perf_counter()
        loaded, _ = journal.load()
        load_time = time.perf_counter() - t
        print(f"journal: {args.appends} appends in {spent:.2f} s ({spent / args.appends * 1e3:.2f} ms each, "
              f"lock + read + atomic write + fsync); {size:,} bytes; "
              f"loading {len(loaded)} readings {load_time * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
