"""CPU a resting game uses: % of one core over SECONDS of an open window where nothing happens.

The game is started in a real pyxel window (see ``bench/windowed.py``: its own Xvfb server, or SDL's
offscreen driver), left WARMUP seconds to show its title (the title's animation ends well within that,
and the window, which rests 2.5 s after the last thing happened, is resting by then), then measured for
SECONDS at the title; on Xvfb the window is then clicked to deal a game, left WARMUP seconds again and
measured for SECONDS at the board. ``--peer DIR`` measures KinaPPP's pyxel Ishido the same way in the same
run (its start screen, then ``A`` for a board), so the two figures share the machine's load.

    python bench/idle_cpu.py [--seconds 20] [--warmup 6] [--repeat 1] [--display xvfb|offscreen]
                             [--baseline DIR] [--peer DIR] [--floor]

``--baseline DIR`` measures another checkout of the game (with its own ``.venv``) in the same run;
``--floor`` an empty pyxel window of the game's size at 30 frames a second, shown 3x (the game's
window) and 2x: in a real window the frame rate and the window's size, not the drawing, set most of
the cost (the peer's window, 256 x 256 shown 2x, has about half the pixels of the game's).

The figure is the CPU time (user + system, of the process and its children) divided by the wall time.
On a busy machine run it with ``--repeat 3``: each line then gives the lowest and the median.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from windowed import (  # noqa: E402
    Program,
    cpu_seconds,
    default_display,
    display,
    empty_window,
    ours,
    peer,
    window_of,
)


def share(pid: int, seconds: float) -> float:
    """% of one core ``pid`` used over the next ``seconds``."""
    c0, t0 = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 100.0 * (cpu_seconds(pid) - c0) / (time.monotonic() - t0)


def measure(program: Program, env: dict[str, str], seconds: float, warmup: float) -> dict[str, float]:
    """{scene: % of a core} for the title and, when the window can be reached, the board."""
    proc = subprocess.Popen(program.command(), cwd=program.cwd(), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(warmup)
        if proc.poll() is not None:
            raise SystemExit(f"{program.name} ended at once (status {proc.returncode})")
        figures = {"title": share(proc.pid, seconds)}
        wid = window_of(proc.pid, env) if "DISPLAY" in env and program.to_board else None
        if wid is not None:
            subprocess.run(["xdotool", *(a.format(wid=wid) for a in program.to_board)], env=env, check=True)
            time.sleep(warmup)
            figures["board"] = share(proc.pid, seconds)
        return figures
    finally:
        proc.kill()
        proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=6.0)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--display", choices=("xvfb", "offscreen"), default=default_display())
    parser.add_argument("--baseline", metavar="DIR", help="another checkout of the game (say, of main) to measure "
                        "beside this one, with its own .venv")
    parser.add_argument("--peer", metavar="DIR", help="a checkout of KinaPPP/i-love-ishido to measure beside")
    parser.add_argument("--floor", action="store_true", help="also an empty window of the game's size (shown 3x, "
                        "as the game's is, and 2x) at 30 frames a second: the least a window costs")
    args = parser.parse_args(argv)
    programs = [ours()] + ([ours(args.baseline)] if args.baseline else []) + ([peer(args.peer)] if args.peer else [])
    programs += [empty_window(3), empty_window(2)] if args.floor else []
    runs: dict[tuple[str, str], list[float]] = {}
    with display(args.display) as env:
        for _ in range(args.repeat):
            for program in programs:         # taken in turns, so both see the same load
                for scene, value in measure(program, env, args.seconds, args.warmup).items():
                    runs.setdefault((program.name, scene), []).append(value)
    print(f"idle CPU, % of one core over {args.seconds:g} s ({args.display}, {args.repeat} run(s) each)")
    for (name, scene), values in runs.items():
        low, med = min(values), statistics.median(values)
        print(f"  {name:<16} {scene:<6} lowest {low:5.1f} %   median {med:5.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
