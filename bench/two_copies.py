"""Two copies of the game writing settings and a shared list at the same time: is anything lost?

    nice python bench/two_copies.py [--rounds 20] [--saves 200]

Each round forks two writers (see tests/two_copies.py): settings saved ``--saves``
times by each copy (each its own fields), then a shared YAML list appended to
``--saves`` times by each copy through userdata.locked_update (the helper high scores
and the augury journal use). Prints rounds, saves and entries lost (must be 0).
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
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    lost_settings = lost_entries = 0
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
    spent = time.perf_counter() - started
    print(f"rounds {args.rounds}, settings saves {2 * args.rounds * args.saves}, "
          f"list entries appended {2 * args.rounds * args.saves}, in {spent:.1f} s")
    print(f"settings values lost {lost_settings}, list entries lost or doubled {lost_entries}")
    return 1 if lost_settings or lost_entries else 0


if __name__ == "__main__":
    sys.exit(main())
