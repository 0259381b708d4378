"""Fuzz every loader: N hostile inputs each, counting what loaded, what was refused and what crashed.

    nice python bench/fuzz.py [--inputs 10000] [--seed 1|random] [--only record] [--crashes DIR]
    nice python bench/fuzz.py --properties [--scale 10]

The test suite's own fuzz and property tests run derandomized (the same examples every run, so CI
never fails by chance); the random exploration is here. ``--seed random`` draws a new seed and
prints it (replay with ``--seed N``); ``--properties`` runs the hypothesis tests of
``tests/test_fuzz.py`` and ``tests/test_properties.py`` with the "explore" profile (new random
examples each run) and ``--scale`` times as many examples.

Inputs come from ``tests/fuzz_inputs.py`` (mutated and truncated copies of the files in
``tests/fixtures/``, random bytes, valid-but-wrong YAML, odd PNGs). A crash is any
exception other than the loader's own refusal, a failed check of what was loaded
(round trip included), or an input taking more than ``--slow`` seconds. Each crashing
input is written to the crashes folder so a regression test can be built from it.
Exit status 1 when anything crashed.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))


class TooSlow(Exception):
    pass


def _alarm(_signum, _frame):
    raise TooSlow()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000, help="inputs per loader")
    parser.add_argument("--seed", default="1", help="a whole number, or random (drawn and printed)")
    parser.add_argument("--properties", action="store_true",
                        help="run the hypothesis tests with new random examples instead (the explore profile)")
    parser.add_argument("--scale", type=float, default=10.0, help="with --properties: times as many examples")
    parser.add_argument("--only", action="append", help="fuzz only this loader (repeatable)")
    parser.add_argument("--crashes", default=None, help="folder for crashing inputs (default: a temp folder)")
    parser.add_argument("--slow", type=float, default=10.0, help="seconds after which an input counts as a hang")
    args = parser.parse_args(argv)
    if args.properties:
        return _explore_properties(args.scale)
    seed = int.from_bytes(os.urandom(4), "big") if args.seed == "random" else int(args.seed)
    print(f"seed {seed}")

    home = Path(tempfile.mkdtemp(prefix="ishido-fuzz-"))
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import fuzz_inputs

    crashes_dir = Path(args.crashes) if args.crashes else Path(tempfile.mkdtemp(prefix="ishido-fuzz-crashes-"))
    crashes_dir.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGALRM, _alarm)
    total_crashes = 0
    print(f"{'loader':<14} {'inputs':>7} {'loaded':>7} {'refused':>8} {'crashes':>8} {'s':>7} {'ms/input':>9}")
    for name, (generate, check) in fuzz_inputs.LOADERS.items():
        if args.only and name not in args.only:
            continue
        rng = random.Random(f"{seed}:{name}")
        counts = {"loaded": 0, "refused": 0, "crash": 0}
        first_crashes: list[str] = []
        started = time.perf_counter()
        for i in range(args.inputs):
            data = generate(rng)
            work = home / "work"
            work.mkdir(exist_ok=True)
            signal.setitimer(signal.ITIMER_REAL, args.slow)
            try:
                counts[check(data, home)] += 1
            except BaseException as exc:     # noqa: BLE001 - a crash of any kind is what we count
                if isinstance(exc, KeyboardInterrupt):
                    raise
                counts["crash"] += 1
                slug = name.replace(" ", "-")
                (crashes_dir / f"{slug}-{i}.bin").write_bytes(data)
                if len(first_crashes) < 5:
                    kind = "too slow" if isinstance(exc, TooSlow) else type(exc).__name__
                    last = traceback.extract_tb(exc.__traceback__)[-1]
                    first_crashes.append(f"  {slug}-{i}.bin: {kind}: {str(exc)[:100]!r} "
                                         f"at {Path(last.filename).name}:{last.lineno}")
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        spent = time.perf_counter() - started
        total_crashes += counts["crash"]
        print(f"{name:<14} {args.inputs:>7} {counts['loaded']:>7} {counts['refused']:>8} {counts['crash']:>8} "
              f"{spent:>7.1f} {1000 * spent / max(args.inputs, 1):>9.2f}", flush=True)
        for line in first_crashes:
            print(line, flush=True)
    print(f"crashing inputs kept in {crashes_dir}" if total_crashes else "no crashes")
    return 1 if total_crashes else 0


def _explore_properties(scale: float) -> int:
    """The suite's hypothesis tests with random examples, ``scale`` times as many: the long random run."""
    import subprocess
    env = {**os.environ, "ISHIDO_HYPOTHESIS_PROFILE": "explore", "ISHIDO_EXAMPLES_SCALE": str(scale)}
    command = [sys.executable, "-m", "pytest", "-p", "no:randomly", "-q", "tests/test_fuzz.py",
               "tests/test_properties.py"]
    print("+", " ".join(command))
    return subprocess.call(command, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
