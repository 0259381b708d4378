"""A real game window (SDL's offscreen driver) that plays two moves, then presses F12 with the last resort's test
hook on: ``python crash_driver.py``. It runs the game's own window loop (:func:`ishido_retro.ui.shell.run_window`,
pyxel's ``run``, the frames under :class:`ishido_retro.ui.lastresort.Guard`); the hook raises in the frame after the
press, as any unexpected error would. It prints ``moved`` with the two squares just before the press."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    os.environ["ISHIDO_RETRO_TEST_CRASH"] = "1"
    import pyxel
    from helpers import greedy_square

    from ishido_retro.cli.launch import open_editor
    from ishido_retro.match import Place
    from ishido_retro.ui.app import App
    from ishido_retro.ui.shell import init_window, run_window

    init_window("crash driver")
    app = App(open_editor=open_editor)
    frame_update = app.update
    stage = {"n": 0}

    def update() -> None:
        n = stage["n"]
        if n == 1:
            app.show_play()
            app.deal(5)
        elif n in (2, 3):
            app.control.apply(Place(greedy_square(app.game)))
        elif n == 5:
            print("moved", [list(sq) for sq in app.game.moves], flush=True)
            pyxel.set_btn(pyxel.KEY_F12, True)
        stage["n"] = n + 1
        frame_update()

    app.update = update      # type: ignore[method-assign]
    run_window(app)


if __name__ == "__main__":
    main()
