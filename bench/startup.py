"""Start-up time: from starting the process to the end of the first frame's draw, in a real window.

Each run starts a fresh Python process (see ``bench/windowed.py``) that wraps ``pyxel.run`` so that
the end of the first ``draw`` prints the seconds since the bench started the process, then ends it;
the CPU seconds the process used until then are given too (steadier than the time on a busy machine).
The game starts as a player starts it (``python -m ishido_retro``, fresh data folder, at its title);
``--peer DIR`` times KinaPPP's pyxel Ishido (``python ishido.py`` in its folder) in the same run,
the two taken in turns so that both see the same machine load.

    python bench/startup.py [--runs 9] [--display xvfb|offscreen] [--baseline DIR] [--peer DIR]

``--baseline DIR`` times another checkout of the game (with its own ``.venv``) in the same run, to
compare before and after a change.

``python -X importtime -c "import ishido_retro.cli.launch"`` shows where the import time goes.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from windowed import FIRST_DRAW, Program, default_display, display, ours, peer  # noqa: E402


def first_draw(program: Program, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting ``program`` to the end of its first draw, and the CPU seconds it used meanwhile."""
    cpu0 = _children_cpu()
    t0 = time.time()
    out = subprocess.run([program.python, "-c", FIRST_DRAW, repr(t0), program.kind, program.target],
                         cwd=program.cwd(), env=env, capture_output=True, text=True, timeout=60)
    lines = out.stdout.split()
    if out.returncode != 0 or not lines:
        raise SystemExit(f"{program.name} did not draw a frame (status {out.returncode}): {out.stderr[-500:]}")
    return float(lines[-1]), _children_cpu() - cpu0


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--display", choices=("xvfb", "offscreen"), default=default_display())
    parser.add_argument("--baseline", metavar="DIR", help="another checkout of the game (say, of main) to measure "
                        "beside this one, with its own .venv")
    parser.add_argument("--peer", metavar="DIR", help="a checkout of KinaPPP/i-love-ishido to time beside")
    args = parser.parse_args(argv)
    programs = [ours()] + ([ours(args.baseline)] if args.baseline else []) + ([peer(args.peer)] if args.peer else [])
    times: dict[str, list[float]] = {p.name: [] for p in programs}
    cpus: dict[str, list[float]] = {p.name: [] for p in programs}
    with display(args.display) as env:
        for program in programs:
            first_draw(program, env)         # a first run warms the file cache; not counted
        for _ in range(args.runs):
            for program in programs:
                wall, cpu = first_draw(program, env)
                times[program.name].append(wall)
                cpus[program.name].append(cpu)
    print(f"process start to the end of the first draw ({args.display}, {args.runs} runs each)")
    for name, values in times.items():
        print(f"  {name:<16} median {statistics.median(values):.3f} s   best {min(values):.3f} s   "
              f"worst {max(values):.3f} s   CPU median {statistics.median(cpus[name]):.3f} s")
    if args.peer:
        peer_name = programs[-1].name
        for program in programs[:-1]:
            time_ratio = statistics.median(times[program.name]) / statistics.median(times[peer_name])
            cpu_ratio = statistics.median(cpus[program.name]) / statistics.median(cpus[peer_name])
            print(f"  {program.name}: {time_ratio:.2f}x the peer's time, {cpu_ratio:.2f}x its CPU (medians)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
