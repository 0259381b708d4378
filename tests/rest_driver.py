"""A real game window (SDL's offscreen driver) left alone until it rests, then stirred: ``python rest_driver.py``.

It runs the game's own window loop (:func:`ishido_retro.ui.shell.run_window`, pyxel's ``run``) at the
title, with the quiet time before a rest cut to 0.3 s. Once the window has rested for
:data:`RESTING_FRAMES` frames in a row it notes how many updates, draws and pauses they had, then
holds Shift down for a frame and looks at the frame after. It prints what it counted as one JSON line and ends.

``python rest_driver.py tap`` stirs it with a tap instead: F1 goes down and up again between two resting
frames, during the pause, as a real tap of 20 ms does (SDL hands both to pyxel at the start of the next
frame, where they are given here); it notes what that frame's input held and which window F1 opened.
"""

from __future__ import annotations

import json
import os
import sys

RESTING_FRAMES = 8       # resting frames counted
MOST_FRAMES = 3000       # a window that never rests gives up here (at 30 a second: 100 s)


def main() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
    import pyxel

    from ishido_retro.cli.launch import open_editor
    from ishido_retro.ui import resting
    from ishido_retro.ui.app import App
    from ishido_retro.ui.shell import init_window, run_window

    tap = sys.argv[1:] == ["tap"]
    resting.QUIET_SECONDS = 0.3
    init_window("rest driver")
    app = App(open_editor=open_editor, title_first=True)
    frame_update, frame_draw = app.update, app.draw
    count = {"updates": 0, "draws": 0}
    seen: dict[str, object] = {}
    streak: dict[str, int] = {}      # where the run of resting frames began

    def done() -> None:
        print(json.dumps(seen), flush=True)
        os._exit(0)

    def update() -> None:
        rest = app.rest
        assert rest is not None
        count["updates"] += 1
        if "rested_for" not in seen:
            if not rest.policy.resting:             # (the game gets ready meanwhile: it may wake up once more)
                streak.clear()
            elif not streak:
                streak.update(updates=count["updates"], draws=count["draws"], pauses=rest.rested)
            elif count["updates"] - streak["updates"] == RESTING_FRAMES:
                seen["rested_for"] = {"updates": RESTING_FRAMES, "draws": count["draws"] - streak["draws"],
                                      "pauses": rest.rested - streak["pauses"]}
                seen["pauses_before_stir"] = rest.rested
                if tap:                                      # down and up in the pause after a resting frame
                    pyxel.set_btn(pyxel.KEY_F1, True)
                    pyxel.set_btn(pyxel.KEY_F1, False)
                    frame_update()
                    seen["tapped"] = {"after_a_pause": rest.rested > 0, "keys": sorted(app.poller.last.keys),
                                      "window": [w.title for w in app.windows]}
                    done()
                pyxel.set_btn(pyxel.KEY_LSHIFT, True)       # the player stirs: a key goes down
            if count["updates"] > MOST_FRAMES:
                done()
        else:
            pyxel.set_btn(pyxel.KEY_LSHIFT, False)
            seen["after_stir"] = {"resting": rest.policy.resting, "pauses": rest.rested - seen["pauses_before_stir"]}
            done()
        frame_update()

    def draw() -> None:
        count["draws"] += 1
        frame_draw()

    app.update = update      # type: ignore[method-assign]
    app.draw = draw          # type: ignore[method-assign]
    run_window(app)


if __name__ == "__main__":
    main()
