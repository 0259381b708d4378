"""Frame times from the game's own ``--frame-times`` while the computer thinks: no workers beside a worker.

Runs the game's command line headless (``ishido-retro --headless --script ... --frame-times FILE``)
twice for each scene: with ``ISHIDO_RETRO_WORKERS=0`` (the computer thinks inside the frames, a slice at
a time, as in a browser page) and with ``ISHIDO_RETRO_WORKERS=1`` (it thinks in a worker process, as in a
window). Scenes: Computer Player 1 at Novice, Adept and Master playing deal 5; Help > Suggest a Move
asked on three positions; Game Review of a 30-stone game. For each it prints the frames measured (those
of the scene's waiting steps), the worst and the 99th percentile of update+draw in milliseconds (the
wall clock, as ``--frame-times`` writes it), and how many frames went over 16.7 ms.

    python bench/frame_times_workers.py [--frames 1200]

On a busy machine the wall clock includes the time the process waited for a core; the load average is
printed first. ``bench/thinking_frames.py`` gives the same scenes on the CPU clock too.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

FRAME_MS = 1000 / 60
TITLE_AND_DEAL = [{"click": [160, 100]}, {"seed": 5}]


def computer_game(level: str, frames: int) -> tuple[list, set[int]]:
    steps = TITLE_AND_DEAL + [{"menu": ["Game", "Computer Level", level]}, {"menu": ["Game", "Computer Player 1"]},
                              {"wait": frames}]
    return steps, {len(steps)}


def suggest(asks: int = 3) -> tuple[list, set[int]]:
    steps, measured = list(TITLE_AND_DEAL), set()
    for _ in range(asks):
        steps += [{"key": "tab"}, {"key": "return"}] * 4
        steps += [{"menu": ["Help", "Suggest a Move"]}, {"key": "return"}, {"wait": 300}]
        measured |= {len(steps) - 1, len(steps)}
        steps += [{"key": "escape"}]
    return steps, measured


def review(frames: int) -> tuple[list, set[int]]:
    steps = TITLE_AND_DEAL + [{"key": "tab"}, {"key": "return"}] * 30
    steps += [{"key": "ctrl+e"}, {"key": "return"}, {"wait": 3}, {"key": "return"}, {"wait": 3}, {"key": "return"},
              {"wait": 3}, {"key": "escape"}, {"menu": ["Help", "Game Review"]}, {"wait": frames}]
    return steps, {len(steps)}


def measure(steps: list, measured: set[int], workers: str) -> list[float]:
    with tempfile.TemporaryDirectory(prefix="ishido-frames-") as tmp:
        folder = Path(tmp)
        (folder / "script.yaml").write_text(yaml.safe_dump(steps))
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=str(folder / "home"),
                   ISHIDO_RETRO_WORKERS=workers)
        done = subprocess.run([sys.executable, "-m", "ishido_retro", "--headless", "--script", "script.yaml",
                               "--frame-times", "frames.txt", "--time-limit", "1200"],
                              cwd=folder, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"the run failed: {done.stderr.strip()}")
        lines = (folder / "frames.txt").read_text().split("\n")
    return [float(ms) for step, ms in (line.split() for line in lines if line.strip()) if int(step) in measured]


def line(label: str, workers: str, times: list[float]) -> str:
    values = sorted(times) or [0.0]
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    over = sum(v > FRAME_MS for v in values)
    return (f"{label:16s} {'none' if workers == '0' else 'worker':7s} {len(values):6d}  {values[-1]:8.2f}  "
            f"{p99:7.2f}  {over:5d}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1200, help="frames of each computer game and of the review")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; update+draw in ms (wall clock)")
    print(f"{'scene':16s} {'workers':7s} {'frames':>6s}  {'worst':>8s}  {'p99':>7s}  {'>16.7':>5s}")
    scenes = [(f"{level} plays", *computer_game(level, args.frames)) for level in ("Novice", "Adept", "Master")]
    scenes += [("Suggest a Move", *suggest()), ("Game Review", *review(args.frames))]
    for label, steps, measured in scenes:
        for workers in ("0", "1"):
            print(line(label, workers, measure(steps, measured, workers)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
