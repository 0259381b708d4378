"""The entry point: a window running the App, or the headless scripted runner."""

from __future__ import annotations

from pathlib import Path

import pyxel

from ishido_retro.ui.app import App
from ishido_retro.ui.clocks import FrameClock
from ishido_retro.ui.runner import STEP_KINDS, Quit, Runner, drive
from ishido_retro.ui.shell import init_window, run_script_file, run_window

TITLE = "Ishido: The Way of Stones"


def run_app(headless: bool = False, script: str | None = None, shots: str | None = None,
            fullscreen: bool = False, time_limit: float | None = None) -> int:
    """Start the game: a window, or the headless scripted runner (a script runs for at most ``time_limit`` s)."""
    if script is not None:
        return run_script_file("ishido-retro", TITLE, script, headless, STEP_KINDS,
                               lambda steps: run_script(steps, shots), time_limit)
    init_window(TITLE)
    app = App()
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    run_window(app)     # a window close ends the process: the game in progress is kept
    return 0


def run_script(steps: list, shots: str | Path | None = None, app: App | None = None) -> App:
    """Run ``steps`` against a new App (pyxel must be initialised). Returns the app."""
    def stop() -> None:
        raise Quit()

    if app is None:
        app = App(quit_hook=stop, clock=FrameClock())
    app.computer.synchronous = True     # a script sees the same game after N frames, however fast the machine
    drive(Runner(app, shots), steps)
    return app
