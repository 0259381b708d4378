"""Kill a writer with SIGKILL at random moments while it saves each kind of file, many times.

    nice python bench/kill_saves.py [--trials 250] [--seed 1] [--max-delay 0.2]

Prints, per kind of file, the trials and how many left the old version, how many the
new one and how many were killed during the very first save (no file yet, as before),
and the saves the killed writers had started in all; anything else (a cut file, a missing one, a damaged file dropped, a
stale temp file that survives the next start) stops the run with the kind and trial.
The trials themselves are in tests/kill_saves.py.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=250, help="kills per kind of file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.2, help="longest wait before the kill, in seconds")
    parser.add_argument("--only", action="append", help="only this kind (repeatable)")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="ishido-kill-"))
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import kill_saves

    failures = 0
    print(f"{'kind':<18} {'trials':>7} {'old':>6} {'new':>6} {'none yet':>9} {'damaged':>8} {'saves':>7} {'s':>6}")
    for name in kill_saves.KINDS:
        if args.only and name not in args.only:
            continue
        rng = random.Random(f"{args.seed}:{name}")
        counts = {"old": 0, "new": 0, "none yet": 0, "damaged": 0}
        kill_saves.writes.clear()
        started = time.perf_counter()
        for i in range(args.trials):
            try:
                counts[kill_saves.trial(name, home, rng, args.max_delay)] += 1
            except Exception as exc:      # noqa: BLE001 - any failure is a finding
                counts["damaged"] += 1
                failures += 1
                print(f"  trial {i}: {type(exc).__name__}: {str(exc)[:160]}", flush=True)
        print(f"{name:<18} {args.trials:>7} {counts['old']:>6} {counts['new']:>6} {counts['none yet']:>9} "
              f"{counts['damaged']:>8} {sum(kill_saves.writes):>7} {time.perf_counter() - started:>6.1f}", flush=True)
    print("every file old or new" if not failures else f"{failures} trials left a damaged or missing file")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
