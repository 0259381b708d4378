"""A real game window (SDL's offscreen driver) that a test tells how to leave: ``python quit_driver.py HOW STATE``.

It runs the game's own window loop (:func:`ishido_retro.ui.shell.run_window`, pyxel's ``run``),
starts a computer game on the first frame, and once the computer has moved (so its worker
process lives and thinks about the next move) opens STATE (``playing``, ``requester``, ``editor``,
``suggest``) and leaves by HOW: ``close`` (what pyxel does when the window's close button is
pressed: ``pyxel.quit()``, which runs the ``atexit`` handlers and ends the process) or ``quit``
(File > Quit: it keeps the game and quits at once). It prints ``leaving`` just before, for the test to time.
"""

from __future__ import annotations

import os
import sys


def main() -> None:
    how, state = sys.argv[1], sys.argv[2]
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    import pyxel

    from ishido_retro.cli.launch import open_editor
    from ishido_retro.ui.app import App
    from ishido_retro.ui.shell import init_window, run_window

    init_window("quit driver")
    app = App(open_editor=open_editor)
    frame_update = app.update
    stage = {"n": 0}

    def update() -> None:
        frame_update()
        n = stage["n"]
        if n == 0:
            app.show_play()
            app.deal(5)
            app.seats.toggle(0)
        elif n == 1 and len(app.game.history) >= 1:
            if state == "suggest":
                app.seats.toggle(0)     # a person's turn: Master thinks about a move for them
            {"playing": lambda: None, "requester": lambda: app.help.about(), "editor": app.edit_stoneset,
             "suggest": app.control.suggester.ask}[state]()
        elif n == 2:
            print("leaving", flush=True)
            if how == "close":
                pyxel.quit()
            else:
                app.quit()          # File > Quit: the game in progress is kept, and the window closes at once
        else:
            return
        if n != 1 or len(app.game.history) >= 1:
            stage["n"] = n + 1

    app.update = update      # type: ignore[method-assign]
    run_window(app)


if __name__ == "__main__":
    main()
