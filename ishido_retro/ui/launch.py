"""The entry point: a window running the App, or the headless scripted runner."""

from __future__ import annotations

import sys

import pyxel

from .app import App
from .shell import init_window, run_window

TITLE = "Ishido: The Way of Stones"


def run_app(headless: bool = False, script: str | None = None, shots: str | None = None,
            fullscreen: bool = False) -> int:
    """Start the game: a window, or the headless scripted runner."""
    if script is not None:
        from .runner import ScriptError, load_script, run_script
        try:
            steps = load_script(script)
        except ScriptError as exc:
            print(f"ishido-retro: {exc}", file=sys.stderr)
            return 2
        if headless:
            from .headless import ensure_pyxel
            ensure_pyxel()
        else:
            init_window(TITLE)
        try:
            run_script(steps, shots)
        except ScriptError as exc:
            print(f"ishido-retro: {exc}", file=sys.stderr)
            return 1
        return 0
    init_window(TITLE)
    app = App()
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    run_window(app)     # a window close ends the process: the game in progress is kept
    return 0
