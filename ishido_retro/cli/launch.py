"""The entry point: a window running the App (with the stoneset editor it can host), or the headless scripted
runner.

A window imports the App's modules only once it is open, and the App draws its title before it
makes the rest (``title_first``); a script imports the runner only when it runs: a quick start.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pyxel

from ishido_retro.storage import datafolder, keptgame, userdata, webfiles, webkeep
from ishido_retro.ui import webtouch
from ishido_retro.ui.shell import init_window, run_script_file, run_window

if TYPE_CHECKING:
    from ishido_retro.ui.app import App

TITLE = "Ishido: The Way of Stones"
# Not pyxel.user_data_dir(): in a page that is a relative path inside pyxel's working directory, where
# pyxel's web runtime asks the web server for every file looked at (a request for each, before the title).
PAGE_DATA_FOLDER = "/home/pyodide/ishido-retro"
SCRIPT_SLICE_STEPS = 8     # steps of thinking in slices a frame of a script (about what 3 ms held)


def open_editor(app: App, setting: str | None = None) -> None:
    """Choices > Stonesets > Edit Stoneset…: the stoneset editor in the game's window (loaded when first asked for),
    with the stoneset ``setting`` (None: the one in play)."""
    from ishido_retro.editor.hosted import open_editor as open_hosted

    open_hosted(app, setting)


def run_app(headless: bool = False, script: str | None = None, shots: str | None = None,
            fullscreen: bool = False, time_limit: float | None = None, frame_times: str | None = None) -> int:
    """Start the game: a window, or the headless scripted runner (a script runs for at most ``time_limit`` s;
    ``frame_times``: where each frame's step and update+draw milliseconds go)."""
    if script is not None:
        keptgame.housekeeping(time.time())      # temp files of saves that were killed
        from ishido_retro.ui.script import STEP_KINDS
        try:
            return run_script_file("ishido-retro", TITLE, script, headless, STEP_KINDS,
                                   lambda steps: run_script(steps, shots, frame_times=frame_times), time_limit)
        finally:
            from ishido_retro.storage import leftgames
            leftgames.end_of_run()      # a script's end leaves no game (a kill, a close, Quit do)
    init_window(TITLE)
    if sys.platform == "emscripten":    # a browser page: the data folder in the page's own files ...
        os.environ.setdefault(datafolder.ENV_VAR, PAGE_DATA_FOLDER)
        webkeep.restore()               # ... and what the browser kept of an earlier visit brought back
        webfiles.listen()               # files dropped on the page or chosen come in; downloads go out
    keptgame.housekeeping(time.time())      # in the data folder the game uses (a page's: set just above)
    from ishido_retro.ui.app import App
    app = App(open_editor=open_editor, title_first=True)
    if webtouch.listen():               # a page: touch, the phone's keyboard, the gamepad as chosen
        webtouch.gamepad(app.settings.virtual_gamepad)
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    run_window(app)     # a window close ends the process: the game in progress is kept
    return 0


def run_script(steps: list, shots: str | Path | None = None, app: App | None = None,
               frame_times: str | Path | None = None) -> App:
    """Run ``steps`` against a new App (pyxel must be initialised). Returns the app."""
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    from ishido_retro.ui.runner import Runner, drive
    from ishido_retro.ui.script import Quit

    def stop() -> None:
        raise Quit()

    if app is None:
        app = App(quit_hook=stop, clock=FrameClock(), open_editor=open_editor)
    app.computer.synchronous = True     # a script sees the same game after N frames, however fast the machine
    runner = Runner(app, shots)
    if frame_times is not None:
        runner.frame_times = []         # timed: the slices think by the clock, as in a window
    else:
        app.slice_steps = SCRIPT_SLICE_STEPS    # and the same par (thought in slices) after N frames too
    try:
        drive(runner, steps)
    finally:
        if frame_times is not None:
            userdata.atomic_write(frame_times, runner.frame_times_text())
    return app
