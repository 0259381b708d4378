"""The entry point: a window running the App, or the headless scripted runner."""

from __future__ import annotations

import pyxel

from ishido_retro.ui.app import App
from ishido_retro.ui.shell import init_window, run_script_file, run_window

TITLE = "Ishido: The Way of Stones"


def run_app(headless: bool = False, script: str | None = None, shots: str | None = None,
            fullscreen: bool = False, time_limit: float | None = None) -> int:
    """Start the game: a window, or the headless scripted runner (a script runs for at most ``time_limit`` s)."""
    if script is not None:
        from ishido_retro.ui.runner import STEP_KINDS, run_script
        return run_script_file("ishido-retro", TITLE, script, headless, STEP_KINDS,
                               lambda steps: run_script(steps, shots), time_limit)
    init_window(TITLE)
    app = App()
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    run_window(app)     # a window close ends the process: the game in progress is kept
    return 0
