"""How long the game takes to end after it is told to, while the computer thinks in a worker process.

Runs the real game: a window (SDL's offscreen driver, pyxel's own loop, ``tests/quit_driver.py``)
closed or quit by File > Quit after the computer moved, with nothing, a requester, the stoneset
editor or Suggest a Move open; and headless scripted runs sent SIGTERM or SIGINT mid-thought, the
computer thinking in a worker process (``ISHIDO_RETRO_WORKERS=1``), on the spot (a script's
default) or in slices of the frames (``ISHIDO_RETRO_WORKERS=0``). Each line: seconds from the
moment the run was told to leave to the end of its process (best and worst of ``--runs``).

    python bench/quit_times.py [--runs 3]

Figures (2026-11-25, 2 cores shared with other work, load average 6.4; best / worst of 2):
window close 0.12-0.19 s (playing, a requester, the editor, Suggest a Move thinking);
File > Quit 0.43-0.78 s (the requester it opens, then Return, included); SIGTERM and SIGINT
0.01-0.19 s with the computer thinking in a worker, on the spot or in slices. Before the fix a
window close or File > Quit after a computer move never ended (multiprocessing's exit handler
joined the idle worker) and a headless run ignored SIGTERM.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "tests" / "quit_driver.py"
START = [{"click": [160, 100]}, {"seed": 5}, {"menu": ["Game", "Computer Player 1"]}]


def env(home: str, **extra: str) -> dict[str, str]:
    out = dict(os.environ, SDL_AUDIODRIVER="dummy", ISHIDO_RETRO_HOME=home, **extra)
    if "ISHIDO_RETRO_WORKERS" not in extra:
        out.pop("ISHIDO_RETRO_WORKERS", None)
    return out


def ended(run: subprocess.Popen) -> float:
    told = time.monotonic()
    try:
        run.wait(60)
    except subprocess.TimeoutExpired:
        run.kill()
        return float("inf")
    return time.monotonic() - told


def window(how: str, state: str) -> float:
    with tempfile.TemporaryDirectory() as home:
        run = subprocess.Popen([sys.executable, str(DRIVER), how, state], stdout=subprocess.PIPE, text=True,
                               stderr=subprocess.DEVNULL, env=env(home, SDL_VIDEODRIVER="offscreen"))
        assert run.stdout is not None and run.stdout.readline() == "leaving\n"
        return ended(run)


def signalled(number: int, workers: str | None, think: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "s.yaml"
        script.write_text(yaml.safe_dump(START + [{"wait": think}, {"dump": "d.yaml"}, {"wait": 100_000}]))
        extra = {} if workers is None else {"ISHIDO_RETRO_WORKERS": workers}
        run = subprocess.Popen([sys.executable, "-m", "ishido_retro", "--headless", "--script", str(script),
                                "--shots", tmp], env=env(str(Path(tmp) / "home"), **extra),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while not (Path(tmp) / "d.yaml").exists():
            time.sleep(0.01)
        run.send_signal(number)
        return ended(run)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    print(f"seconds from 'leave' to the end of the process, best / worst of {args.runs}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    cases = [(f"window {how:5s} {state}", lambda h=how, s=state: window(h, s))
             for how in ("close", "quit") for state in ("playing", "requester", "editor", "suggest")]
    cases += [(f"{name} thinking {where}", lambda n=number, w=workers, t=think: signalled(n, w, t))
              for name, number in (("SIGTERM", signal.SIGTERM), ("SIGINT", signal.SIGINT))
              for where, workers, think in (("in a worker", "1", 2000), ("on the spot", None, 100),
                                            ("in slices", "0", 1000))]
    for label, case in cases:
        times = [case() for _ in range(args.runs)]
        print(f"{label:36s} {min(times):5.2f} / {max(times):5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
