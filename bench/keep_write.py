"""What keeping the game after every move costs (issue 46 point 1): the write, and the frame it lands in.

    nice python bench/keep_write.py [--deals 5] [--home DIR]

Plays ``--deals`` whole games in a headless App (each move a frame of its own, as a click is: the move
applied, then update+draw, in which :class:`ishido_retro.ui.play.leftgame.Keeping` writes the game), and
prints, in milliseconds:

* ``hand-over``: what the frame spends keeping the game (the sealed text made, handed to the writer's thread:
  :mod:`ishido_retro.storage.writebehind`), p50 / p95 / max over every move;
* ``write, off the frame``: the write itself in the writer's thread (temp file, rename);
* ``frame with move``: update+draw of the frame after each move, keeping on, and the same frames with keeping
  off (the same deals replayed), and the frame budget (1000 / FPS);
* ``frame, no change``: frames in which nothing changed (keeping only compares a few values).

``--gap N``: N frames with no change after each move (1: a move every other frame, far quicker than any
player; 5: a move every 0.2 s). A frame waits for the write before it only when the moves come quicker than
the disk takes them (at most one write is ever behind). ``--paced``: each frame takes its budget (1000 / FPS
ms), as in a window, the rest of it slept, so the writer's thread runs between frames as it does there.

The data folder is a fresh temporary folder (``--home`` to put it on another disk).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    if not ordered:
        return "none"
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered):6.2f}  p95 {p95:6.2f}  max {ordered[-1]:6.2f}  ({len(ordered)} frames)"


def play(app, seed: int, writes: list[float] | None, gap: int = 1, behind: list[float] | None = None,
         paced: bool = False) -> tuple[list[float], list[float]]:
    """One deal played to its end, a move a frame; the frames' times with a move and without."""
    import pyxel

    from ishido_retro.match import Place
    from ishido_retro.storage import writebehind
    from ishido_retro.ui.clocks import FPS
    from ishido_retro.ui.play import leftgame

    def flip(started: float) -> None:
        pyxel.flip()
        if paced:
            time.sleep(max(0.0, started + 1 / FPS - time.perf_counter()))

    app.deal(seed)
    rng = random.Random(seed)
    with_move, still = [], []
    real_write, real_put = leftgame.KeptGame.write, leftgame.KeptGame._put

    def timed(real, into):
        def timed_call(kept, *args, **kwargs):
            t0 = time.perf_counter()
            done = real(kept, *args, **kwargs)
            if into is not None:
                into.append((time.perf_counter() - t0) * 1000)
            return done
        return timed_call

    leftgame.KeptGame.write = timed(real_write, writes)     # type: ignore[method-assign]
    leftgame.KeptGame._put = timed(real_put, behind)        # type: ignore[method-assign]
    try:
        while not app.game.is_over:
            squares = app.game.legal_squares()
            app.control.apply(Place(rng.choice(squares)))
            t0 = time.perf_counter()
            app.update()
            app.draw()
            with_move.append((time.perf_counter() - t0) * 1000)
            flip(t0)
            for _ in range(gap):
                t0 = time.perf_counter()
                app.update()
                app.draw()
                still.append((time.perf_counter() - t0) * 1000)
                flip(t0)
    finally:
        writebehind.flush_all()
        leftgame.KeptGame.write, leftgame.KeptGame._put = real_write, real_put  # type: ignore[method-assign]
    return with_move, still


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--gap", type=int, default=1, help="frames with no change after each move")
    parser.add_argument("--paced", action="store_true", help="each frame takes its budget, as in a window")
    parser.add_argument("--home", help="the data folder (default: a new temporary folder)")
    args = parser.parse_args(argv)
    home = Path(args.home) if args.home else Path(tempfile.mkdtemp(prefix="ishido-keep-"))
    os.environ["ISHIDO_RETRO_HOME"] = str(home)
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FPS
    from ishido_retro.ui.headless import ensure_pyxel
    from ishido_retro.ui.play import leftgame

    ensure_pyxel()
    app = App(quit_hook=lambda: None)
    app.settings.computer_player_1 = False
    writes: list[float] = []
    behind: list[float] = []
    on_move, on_still = [], []
    for seed in range(1, args.deals + 1):
        moved, still = play(app, seed, writes, args.gap, behind, args.paced)
        on_move += moved
        on_still += still
    real = leftgame.Keeping.after_frame
    leftgame.Keeping.after_frame = lambda self: None     # type: ignore[method-assign]
    off_move = []
    try:
        for seed in range(1, args.deals + 1):
            off_move += play(app, seed, None, args.gap, paced=args.paced)[0]
    finally:
        leftgame.Keeping.after_frame = real              # type: ignore[method-assign]
    paced = ", paced" if args.paced else ""
    print(f"data folder: {home} ({args.deals} deals, {len(writes)} writes, {args.gap} still frames a move{paced})")
    print(f"hand-over, on the frame   {figures(writes)}")
    print(f"write, off the frame      {figures(behind)}")
    print(f"frame with move, keeping  {figures(on_move)}")
    print(f"frame with move, none     {figures(off_move)}")
    print(f"frame, no change          {figures(on_still)}")
    print(f"frame budget              {1000 / FPS:.1f} ms ({FPS} frames a second)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
