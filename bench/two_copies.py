"""Two copies of the game writing settings and a shared list at the same time: is anything lost?

    nice python bench/two_copies.py [--rounds 20] [--saves 200]

Each round forks two writers (see tests/two_copies.py): settings saved ``--saves``
times by each copy (each its own fields), then a shared YAML list appended to
``--saves`` times by each copy through userdata.locked_update (the helper high scores
and the augury journal use), then the real high scores (``scorefiles.add_score``) and the
real augury journal (``journal.append``), ``--games`` entries by each copy. Prints rounds,
saves and entries lost (must be 0).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--saves", type=int, default=200, help="saves per copy per round")
    parser.add_argument("--games", type=int, default=40, help="high scores and journal readings per copy per round")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    lost_settings = lost_entries = lost_scores = lost_readings = 0
    started = time.perf_counter()
    for _ in range(args.rounds):
        home = Path(tempfile.mkdtemp(prefix="ishido-two-"))
        os.environ["ISHIDO_RETRO_HOME"] = str(home)
        import two_copies
        saved = two_copies.settings_race(home, args.saves)
        n = args.saves
        expected = {"sounds": n % 2 == 1, "stoneset": f"user:a{n}.png", "oracle": n % 2 == 1, "board": f"user:b{n}.png"}
        lost_settings += sum(saved.get(k) != v for k, v in expected.items())
        items = two_copies.list_race(home / "journal.yaml", args.saves)
        wanted = {f"a{i}" for i in range(n)} | {f"b{i}" for i in range(n)}
        lost_entries += len(wanted - set(items)) + (len(items) - len(set(items)))
        kept = two_copies.scores_race(home, args.games)        # the board keeps the best: none may be missing
        best = sorted(range(2 * args.games), reverse=True)[:max(len(kept), min(10, 2 * args.games))]
        lost_scores += len(set(best) - set(kept)) + (len(kept) - len(set(kept)))
        questions = two_copies.journal_race(home, args.games)
        asked = {f"copy {c} reading {i}" for c in (0, 1) for i in range(args.games)}
        lost_readings += len(asked - set(questions)) + (len(questions) - len(set(questions)))
    spent = time.perf_counter() - started
    print(f"rounds {args.rounds}, settings saves {2 * args.rounds * args.saves}, "
          f"list entries appended {2 * args.rounds * args.saves}, in {spent:.1f} s")
    print(f"high scores added {2 * args.rounds * args.games}, journal readings appended "
          f"{2 * args.rounds * args.games}")
    print(f"settings values lost {lost_settings}, list entries lost or doubled {lost_entries}, "
          f"high scores lost or doubled {lost_scores}, journal readings lost or doubled {lost_readings}")
    return 1 if lost_settings or lost_entries or lost_scores or lost_readings else 0


if __name__ == "__main__":
    sys.exit(main())
