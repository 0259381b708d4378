"""The game's modules, loaded on a helper thread while the title shows (a quick start).

A window draws its title with the few modules the title needs; the App then gets the rest of
the game ready (:meth:`~.app.App.get_ready`). Importing them takes a good part of a second on a
slow machine: done on the frame after the title, the title's animation would stand still
meanwhile. So they are imported here, on a helper thread (in a browser page, which has none, a few a
frame), while the title goes on drawing, and
the App gets ready once they are loaded (or at once when the player acts, after waiting for the
thread: two threads never import at the same time). Only imports run on the thread: the modules
call no pyxel function when they load, and pyxel is only ever called from the main thread.
"""

from __future__ import annotations

import importlib
import sys
import threading
import time

GAME_MODULES = (
    "ishido_retro.match.actions",
    "ishido_retro.storage.datafolder",
    "ishido_retro.storage.errorlog",
    "ishido_retro.storage.ownsets",
    "ishido_retro.storage.ownindex",
    "ishido_retro.ui.play.controller",
    "ishido_retro.ui.play.screen",
    "ishido_retro.ui.play.menus",
    "ishido_retro.ui.play.leftgame",
    "ishido_retro.ui.play.deals",
    "ishido_retro.ui.play.gameover",
    "ishido_retro.ui.play.hints",
    "ishido_retro.ui.play.seats",
    "ishido_retro.ui.play.setup",
    "ishido_retro.ui.play.tournament",
    "ishido_retro.ui.scores.desk",
    "ishido_retro.ui.lessons.desk",
    "ishido_retro.ui.help.desk",
    "ishido_retro.ui.oracle.controller",
)
PAGE_BUDGET = 0.010     # seconds of importing a frame in a browser page (a module's import is never cut short)


class Prefetch:
    """Imports ``modules`` on a daemon thread; :meth:`wait` until it has. In a browser (no threads) a frame's
    :meth:`done` imports them a few at a time, for at most :data:`PAGE_BUDGET` seconds (one at least), so the
    title goes on drawing (and the page answering) meanwhile."""

    def __init__(self, modules: tuple[str, ...] = GAME_MODULES) -> None:
        self._left = list(modules) if sys.platform == "emscripten" else []
        self._thread = threading.Thread(target=_load, args=(modules,), name="ishido-prefetch", daemon=True)
        if not self._left:
            self._thread.start()

    def done(self) -> bool:
        if self._left:
            end = time.perf_counter() + PAGE_BUDGET
            while self._left:
                _load((self._left.pop(0),))
                if time.perf_counter() >= end:
                    break
            return not self._left
        return not self._thread.is_alive()

    def wait(self) -> None:
        if self._left:
            _load(tuple(self._left))
            self._left = []
        if self._thread.is_alive():
            self._thread.join()


def _load(modules: tuple[str, ...]) -> None:
    # no garbage is collected on this thread (it could drop a pyxel image): the window's main thread collects
    # (ui.collector)
    try:
        for name in modules:
            importlib.import_module(name)
    except Exception:       # the main thread imports it again and says what is wrong
        return
