"""Frame time of the play screen and start-up time to the first drawn frame.

Prints the median and worst milliseconds of update+draw over 600 frames of the
play screen with a nearly full board and an open menu, and the seconds from
process start to the first drawn frame (measured in a fresh process), and the
update+draw times of frames drawn at 60 fps while Master works out Help >
Suggest a Move on its worker thread.

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


def measure_frames_while_master_thinks(asks: int = 5) -> None:
    """Frames drawn at 60 fps while Master works out Help > Suggest a Move on its worker thread."""
    import pyxel

    from ishido_retro.ui.app import App
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    app = App(quit_hook=lambda: None)
    app.deal(7)
    rng = random.Random(7)
    control = app.control
    times: list[float] = []
    gaps: list[float] = []
    thinking_frames = 0
    for _ in range(asks):
        game = app.game
        for _ in range(6):       # a few moves on, so each question is a new position
            if not game.is_over:
                game.place(rng.choice(game.legal_squares()))
        if game.is_over:
            break
        control.suggester.ask()
        deadline = time.perf_counter() + 10
        last = None
        while control.suggester.thinking() or control.suggested_square() is None:
            t0 = time.perf_counter()
            if last is not None:
                gaps.append((t0 - last) * 1000)
            last = t0
            app.update()
            app.draw()
            spent = time.perf_counter() - t0
            times.append(spent * 1000)
            thinking_frames += 1
            pyxel.flip()
            time.sleep(max(0.0, 1 / 60 - spent))
            if time.perf_counter() > deadline:
                break
    over = sum(t > 1000 / 60 for t in times)
    print(f"while Master thinks ({asks} questions, {thinking_frames} frames at 60 fps): update+draw median "
          f"{statistics.median(times):.3f} ms, worst {max(times):.3f} ms, {over} frames over 16.7 ms; "
          f"from one frame's start to the next: median {statistics.median(gaps):.1f} ms, worst {max(gaps):.1f} ms")


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
    measure_frames_while_master_thinks()
    measure_startup()
