"""One pyxel initialisation per process, for tests and the headless runner."""

from __future__ import annotations

import os

SCREEN_W, SCREEN_H = 320, 200
_ready = False
_windowed = False


def ensure_pyxel() -> None:
    """Initialise pyxel headless once (a second pyxel.init would abort the process)."""
    global _ready
    if _ready:
        return
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pyxel

    cwd = os.getcwd()   # pyxel.init changes directory to the caller's folder
    try:
        pyxel.init(SCREEN_W, SCREEN_H, title="Ishido", headless=True, fps=1000, capture_sec=0,
                   quit_key=pyxel.KEY_NONE)
    finally:
        os.chdir(cwd)
    _ready = True


def mark_ready() -> None:
    """Record that pyxel was initialised elsewhere (the windowed app)."""
    global _ready, _windowed
    _ready = _windowed = True


def windowed() -> bool:
    """Whether this process shows a real window (not the headless pyxel of tests and headless runs)."""
    return _windowed
