"""Frame times while the computer thinks inside frames (``ISHIDO_RETRO_WORKERS=0``, as in a browser page).

Drives the real app through the scripted runner, the computer thinking a slice at a time
(no worker process), and times every frame's update+draw twice: on the wall clock (what the
runner's ``--frame-times`` writes; on a busy machine it includes the time the process waited for
a core) and on this thread's CPU clock (the work the frame itself did). Scenes: a computer game
at each level, Help > Suggest a Move asked on several positions, and Game Review of a finished
game. Each line gives the frames, how many of them thought, the worst and the 99th percentile,
and how many went over 16.7 ms; the computer games also check that every move is the one the
player chooses when it thinks at once (``identical``).

    python bench/thinking_frames.py [--frames 2400] [--deal 5] [--scenes novice,adept,master,suggest,review,par]

The ``par-worker`` scene (not in the default list; ``--effort``, default the desk's 3072): the par found in a
worker process beside the window, as at a desk, the frames paced at 60 a second; a frame counts as thinking while
the par is not final. Figures (2026-12-02, load average 9.2, deal 5, 4,806 frames, the par not final after 125 s
on the busy machine): CPU worst 9.53 ms, p99 1.07 ms, 0 frames over 16.7 ms; the wall clock's worst 141 ms, 22 over
(waits for a core).

The ``par`` scene: the deal's par found in the slices no other thinking wants (as in a page), the
player idle; it also counts the full garbage collections and their worst CPU time (figures in
docs/PLAYERS.md, "Beside every game").

Figures (2026-11-27, Master of issue 33: 128 rounds halving its squares; 2 cores shared with a
strength bench, load average 2.9; thinking frames only):

    scene            frames  CPU worst  CPU p99  over 16.7 ms (CPU)  wall worst  wall p99  over (wall)
    novice plays         65     7.03      7.03        0               22.9       22.9        1
    adept plays         431    15.58      6.28        0               64.3       21.8      115
    master plays       2206     7.20      6.42        0               24.3       21.4      493
    Suggest a Move      922     6.66      5.60        0               26.6       24.0      260
    Game Review        2402     8.14      6.78        0               36.1       24.2     1090

Every move of the three games (65, 66 and 14 moves in the frames given) was the player's own choice.
The frames' own work stays under 16.7 ms; the wall clock's longer frames are the waits for a core on
this shared machine. Master now thinks up to its 0.9 s limit of slice time a move (about 150 frames),
where the Master before issue 33 took about 47; Game Review reviewed 12 of 30 moves in these frames.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ["ISHIDO_RETRO_WORKERS"] = "0"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAME_MS = 1000 / 60


def timed_runner(app, pace: float = 0.0, thinking=None):
    """A scripted runner whose frames are timed on the wall clock and on this thread's CPU clock (``pace``: each
    frame then waits out that many seconds, as a window does; ``thinking``: what says a frame thought, when not
    the slices' clock)."""
    import pyxel

    from ishido_retro.ui.runner import Runner

    class Timed(Runner):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.frame_times = []
            self.record: list[tuple[int, float, float, bool]] = []

        def _timed_frame(self, times) -> None:
            from ishido_retro.ui.thinking import slices

            thought = slices.thinking_clock()
            wall, cpu = time.perf_counter(), time.thread_time()
            self.app.update()
            self.app.draw()
            self.record.append((self.step_no, (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000,
                                thinking() if thinking is not None else slices.thinking_clock() > thought))
            pyxel.flip()
            time.sleep(max(0.0, wall + pace - time.perf_counter()))
    return Timed(app)


def new_app():
    """A new App in a data folder of its own (the scenes' settings must not carry over)."""
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    from ishido_retro.ui.script import Quit

    def stop() -> None:
        raise Quit()
    os.environ["ISHIDO_RETRO_HOME"] = tempfile.mkdtemp(prefix="ishido-bench-")
    app = App(quit_hook=stop, clock=FrameClock())
    app.computer.synchronous = True          # a script: no time limit, so the choices are the players' own
    return app


def run(steps: list):
    from ishido_retro.ui.runner import drive

    runner = timed_runner(new_app())
    drive(runner, steps)
    return runner


def figures(record, label: str, extra: str = "") -> None:
    thinking = [r for r in record if r[3]]
    for clock, index in (("wall", 1), ("cpu", 2)):
        values = sorted(r[index] for r in thinking) or [0.0]
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        over = sum(v > FRAME_MS for v in values)
        print(f"{label:18s} {clock:4s}  thinking on {len(thinking):5d} of {len(record):5d} frames   "
              f"worst {values[-1]:7.2f} ms   p99 {p99:6.2f} ms   over 16.7 ms: {over}{extra if index == 1 else ''}")


def players_moves(level: str, deal: int, count: int) -> list[list[int]]:
    from ishido_retro.engine.game import Game
    from ishido_retro.match import computer_seed
    from ishido_retro.players.computer import make_player

    game, chosen = Game.new(deal), []
    for placed in range(count):
        square = make_player(level, computer_seed(deal, placed, 0)).choose(game)
        chosen.append([square.col, square.row])
        game.place(square)
    return chosen


def computer_game(level: str, deal: int, frames: int) -> None:
    runner = run([{"click": [160, 100]}, {"seed": deal}, {"menu": ["Game", "Computer Level", level.capitalize()]},
                  {"menu": ["Game", "Computer Player 1"]}, {"wait": frames}])
    played = [[p.square.col, p.square.row] for p in runner.app.game.history]
    same = played == players_moves(level, deal, len(played))
    figures(runner.record, f"{level} plays", f"   {len(played)} moves, identical: {same}")


def suggest(deal: int, asks: int) -> None:
    import random

    app = new_app()
    steps = [{"click": [160, 100]}, {"seed": deal}]
    runner = timed_runner(app)
    from ishido_retro.ui.runner import drive

    drive(runner, steps)
    rng = random.Random(deal)
    for _ in range(asks):
        game = app.game
        for _ in range(5):
            if not game.is_over:
                game.place(rng.choice(game.legal_squares()))
        if game.is_over:
            break
        drive(runner, [{"menu": ["Help", "Suggest a Move"]}])
        if app.windows:
            drive(runner, [{"click": {"widget": "Show"}}])
        drive(runner, [{"wait": 240}])
    figures(runner.record, "Suggest a Move")


def review(deal: int, frames: int) -> None:
    import random

    from ishido_retro.ui.runner import drive

    app = new_app()
    runner = timed_runner(app)
    drive(runner, [{"click": [160, 100]}, {"seed": deal}])
    rng = random.Random(deal)
    game = app.game
    while not game.is_over and len(game.history) < 30:
        game.place(rng.choice(game.legal_squares()))
    drive(runner, [{"key": "ctrl+e"}, {"key": "return"}, {"wait": 3}])
    while app.windows:
        drive(runner, [{"key": "return"}])
    drive(runner, [{"menu": ["Help", "Game Review…"]}, {"wait": frames}])
    ready = app.windows[-1].analyser.ready if app.windows else 0
    figures(runner.record, "Game Review", f"   {ready} of {len(game.history)} moves reviewed")


def par(deal: int, frames: int) -> None:
    """The par of the deal found in the slices no other thinking wants (as in a page), the player idle."""
    import gc

    from ishido_retro.ui.runner import drive

    app = new_app()
    runner = timed_runner(app)
    pauses: list[float] = []
    began: list[float] = []

    def timed(phase: str, info: dict) -> None:
        if phase == "start":
            began.append(time.thread_time())
        elif info["generation"] == 2:
            pauses.append((time.thread_time() - began.pop()) * 1000)
        else:
            began.pop()
    gc.callbacks.append(timed)
    try:
        drive(runner, [{"click": [160, 100]}, {"seed": deal}, {"wait": frames}])
    finally:
        gc.callbacks.remove(timed)
    par = app.control.par.dump()
    figures(runner.record, "par in slices", f"   par at the end: {par}; "
            f"{len(pauses)} full collections, worst {max(pauses, default=0.0):.1f} ms of CPU")


def par_worker(deal: int, frames: int, effort: int) -> None:
    """The par of the deal found in a worker process beside the window (as at a desk), the frames paced at 60 a
    second, the player idle: the frames drawn while the par is not final count as thinking."""
    from ishido_retro.ui.runner import drive

    os.environ["ISHIDO_RETRO_WORKERS"] = "1"            # a script thinks in worker processes too, as a window does
    os.environ["ISHIDO_RETRO_PAR_EFFORT"] = str(effort)
    try:
        app = new_app()
        app.computer.synchronous = False
        runner = timed_runner(app, pace=1 / 60, thinking=lambda: not (app.control.par.dump() or {}).get("final"))
        began = time.perf_counter()
        drive(runner, [{"click": [160, 100]}, {"seed": deal}, {"wait": frames}])
        par = app.control.par.dump()
        figures(runner.record, "par in a worker", f"   par at the end: {par} after {time.perf_counter() - began:.0f} s")
    finally:
        os.environ["ISHIDO_RETRO_WORKERS"] = "0"
        os.environ.pop("ISHIDO_RETRO_PAR_EFFORT", None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=2400, help="frames of each computer game and of the review")
    parser.add_argument("--deal", type=int, default=5)
    parser.add_argument("--scenes", default="novice,adept,master,suggest,review,par",
                        help="which scenes, comma-separated (also par-worker: the par in a worker process)")
    parser.add_argument("--effort", type=int, default=3072, help="the par-worker scene's effort (the desk's)")
    args = parser.parse_args(argv)
    from ishido_retro.ui.headless import ensure_pyxel
    from ishido_retro.ui.thinking.workers import workers_allowed

    ensure_pyxel()
    assert not workers_allowed()
    print(f"update+draw while the computer thinks inside frames (no worker process; par-worker: in one), "
          f"deal {args.deal}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    scenes = args.scenes.split(",")
    for level in ("novice", "adept", "master"):
        if level in scenes:
            computer_game(level, args.deal, args.frames)
    if "suggest" in scenes:
        suggest(args.deal, 5)
    if "review" in scenes:
        review(args.deal, args.frames)
    if "par" in scenes:
        par(args.deal, args.frames)
    if "par-worker" in scenes:
        par_worker(args.deal, args.frames, args.effort)
    return 0


if __name__ == "__main__":
    sys.exit(main())
