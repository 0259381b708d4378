"""Frame time of the play screen and start-up time to the first drawn frame.

Prints the median and worst milliseconds of update+draw over 600 frames of the
play screen with a nearly full board and an open menu, and the seconds from
process start to the first drawn frame (measured in a fresh process).

    python bench/frame_time.py
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAMES = 600


def nearly_full_game(app) -> None:
    """Play a greedy-ish game until about 60 stones lie on the board (or it ends)."""
    for seed in range(1, 200):
        app.deal(seed)
        rng = random.Random(seed)
        game = app.game
        while not game.is_over and len(game.board) < 62:
            squares = game.legal_squares()
            best = max(len(game.board.neighbour_stones(s)) for s in squares)
            game.place(rng.choice([s for s in squares if len(game.board.neighbour_stones(s)) == best]))
        if len(game.board) >= 55:
            return


def measure_frames() -> None:
    import pyxel

    from ishido_retro.ui.app import App
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    app = App(quit_hook=lambda: None)
    nearly_full_game(app)
    app.settings.always_show_moves = True
    # Open the Choices menu with its Stonesets submenu, as a player holding the right button would.
    bar = app.menubar
    mi = bar.find_menu("Choices")
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    tx, ty, tw, th = bar.title_rect(mi)
    pyxel.set_mouse_pos(tx + 4, ty + 4)
    app.frame()
    ix, iy, iw, ih = bar.panel(mi).item_rect(0)
    pyxel.set_mouse_pos(ix + 10, iy + 3)
    app.frame()
    assert bar.active and bar.open_index == mi
    times = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        app.update()
        app.draw()
        times.append((time.perf_counter() - t0) * 1000)
        pyxel.flip()
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
    print(f"stones on board: {len(app.game.board)}; menu open: {bar.active}")
    print(f"frame update+draw over {FRAMES} frames: median {statistics.median(times):.3f} ms, "
          f"worst {max(times):.3f} ms")


def measure_startup() -> None:
    code = (
        "import time, sys; t0 = float(sys.argv[1]);\n"
        "from ishido_retro.ui.headless import ensure_pyxel; ensure_pyxel()\n"
        "from ishido_retro.ui.app import App; app = App(quit_hook=lambda: None); app.update(); app.draw()\n"
        "print(f'{time.time() - t0:.3f}')\n"
    )
    samples = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code, repr(time.time())], capture_output=True, text=True,
                             env=dict(os.environ, SDL_AUDIODRIVER="dummy"), check=True)
        samples.append(float(out.stdout.strip().splitlines()[-1]))
    print(f"process start to first drawn frame: best {min(samples):.3f} s, median {statistics.median(samples):.3f} s")


if __name__ == "__main__":
    measure_frames()
    measure_startup()
