"""How long Choices > Stonesets takes to open with many own sets (issue 46: 7.9 s with 1,000, 1.4 s with none).

    nice python bench/own_sets_dialog.py [--sets 1000] [--runs 3]

Each run makes a data folder holding ``--sets`` own stonesets (copies of the shipped ones, each under its own
name), starts the game headless through the scripted runner and times the step that opens the Stonesets
dialog: with no own set, with the sets and no index yet (the first open reads every picture and writes
``stonesets/.own-sets.json``), and again with the index there (every later open, in this process or the next).
Also a Rename's name check, which sees every own set. The figures are the median of the runs.

At a desk the game makes the index off the frame once it is ready (``ownsets.warm_listings``, a thread):
``desk at once`` starts that warm-up in a fresh folder and opens the dialog at once (the worst case: it waits
for the rest of the warm-up), ``desk after`` opens it in another fresh folder once the warm-up is done (a
player who looks at the board first), ``warm-up`` is how long the thread took there, and ``frames meanwhile``
the p95 of frames drawn while it ran (it shares the interpreter with them).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def make_sets(home: Path, count: int) -> None:
    from ishido_retro.stonesets.shipped import SHIPPED_STONESETS
    from ishido_retro.storage import resources
    from ishido_retro.storage.stonesets import load_stoneset
    folder = home / "stonesets"
    folder.mkdir(parents=True, exist_ok=True)
    bases = [load_stoneset(resources.shipped_stoneset_path(n)) for n in SHIPPED_STONESETS]
    for i in range(count):
        base = bases[i % len(bases)]
        base.name = f"Set {i + 1}"
        (folder / f"set-{i + 1}.png").write_bytes(base.to_png_bytes())


def open_dialog_seconds(home: Path) -> float:
    from ishido_retro.cli.launch import run_script
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    app = run_script([{"wait": 1}], None)
    started = time.perf_counter()
    run_script([{"menu": ["Choices", "Stonesets"]}], None, app=app)
    spent = time.perf_counter() - started
    assert app.state()["dialog"]["title"] == "Stonesets", app.state()["dialog"]
    return spent


def desk_seconds(home: Path, at_once: bool) -> tuple[float, float, float]:
    """The dialog's open after the desk's warm-up began (at once, or once it is done), the warm-up's own time, and
    the p95 of the frames drawn while it ran (ms)."""
    from ishido_retro.cli.launch import run_script
    from ishido_retro.storage import ownsets
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    app = run_script([{"wait": 1}], None)
    ownsets._warming.clear()
    began = time.perf_counter()
    ownsets.warm_listings()
    thread = ownsets._warming[0]
    frames = []
    while not at_once and thread.is_alive():
        t0 = time.perf_counter()
        app.update()
        app.draw()
        frames.append((time.perf_counter() - t0) * 1000)
        time.sleep(max(0.0, t0 + 1 / 30 - time.perf_counter()))
    thread.join()
    warm_up = time.perf_counter() - began
    started = time.perf_counter() if not at_once else began
    run_script([{"menu": ["Choices", "Stonesets"]}], None, app=app)
    spent = time.perf_counter() - started
    assert app.state()["dialog"]["title"] == "Stonesets", app.state()["dialog"]
    frames.sort()
    return spent, warm_up, frames[int(len(frames) * 0.95)] if frames else 0.0


def name_check_seconds(home: Path, count: int) -> float:
    from ishido_retro.storage.ownfiles import name_problem
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    started = time.perf_counter()
    problem = name_problem("stoneset", f"Set {count}", "set-1.png")
    spent = time.perf_counter() - started
    assert problem is not None and f"Set {count}" in problem, problem
    return spent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    times: dict[str, list[float]] = {"none": [], "cold": [], "warm": [], "check": [], "desk at once": [],
                                     "desk after": [], "warm-up": [], "frames meanwhile": []}
    for run in range(args.runs):
        empty = Path(tempfile.mkdtemp(prefix="ishido-own-none-"))
        times["none"].append(open_dialog_seconds(empty))
        full = Path(tempfile.mkdtemp(prefix="ishido-own-full-"))
        make_sets(full, args.sets)
        times["cold"].append(open_dialog_seconds(full))
        times["warm"].append(open_dialog_seconds(full))
        times["check"].append(name_check_seconds(full, args.sets))
        for at_once in (True, False):
            desk = Path(tempfile.mkdtemp(prefix="ishido-own-desk-"))
            make_sets(desk, args.sets)
            spent, warm_up, frames = desk_seconds(desk, at_once)
            times["desk at once" if at_once else "desk after"].append(spent)
            if not at_once:
                times["warm-up"].append(warm_up)
                times["frames meanwhile"].append(frames / 1000)
        print(f"run {run + 1}: " + ", ".join(f"{k} {v[-1]:.2f} s" for k, v in times.items()), flush=True)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"Stonesets dialog, median of {args.runs} runs: no own set {med['none']:.2f} s; {args.sets} own sets "
          f"{med['cold']:.2f} s the first time (no index), {med['warm']:.2f} s after (index): "
          f"{med['warm'] - med['none']:+.2f} s over none; Rename's name check over all {args.sets}: "
          f"{1000 * med['check']:.0f} ms")
    print(f"At a desk (the index made off the frame from the start): opened at once {med['desk at once']:.2f} s; "
          f"opened after the warm-up ({med['warm-up']:.2f} s, frames meanwhile p95 "
          f"{1000 * med['frames meanwhile']:.1f} ms) {med['desk after']:.2f} s: "
          f"{med['desk after'] - med['none']:+.2f} s over none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
