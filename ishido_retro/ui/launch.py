"""The entry point: a window running the App, or the headless scripted runner."""

from __future__ import annotations

import atexit
import sys

import pyxel

from .. import layout
from .app import App


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
            _init_window(fullscreen)
        try:
            run_script(steps, shots)
        except ScriptError as exc:
            print(f"ishido-retro: {exc}", file=sys.stderr)
            return 1
        return 0
    _init_window(fullscreen)
    app = App()
    atexit.register(app.window_closing)     # a window close ends the process: keep the game in progress
    if fullscreen or app.settings.fullscreen:
        pyxel.fullscreen(True)
    pyxel.run(app.update, app.draw)
    return 0


def _init_window(fullscreen: bool) -> None:
    import os

    from .headless import mark_ready
    cwd = os.getcwd()
    try:
        pyxel.init(layout.SCREEN_W, layout.SCREEN_H, title="Ishido: The Way of Stones", fps=60,
                   quit_key=pyxel.KEY_NONE, display_scale=3)
    finally:
        os.chdir(cwd)
    pyxel.integer_scale(True)     # whole-pixel scaling however the window is resized
    pyxel.mouse(True)
    mark_ready()
