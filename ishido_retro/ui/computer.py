"""Computer Player 1 in a solitaire game: the computer plays while the player watches.

The player thinks on a worker thread with its own copy of the game (the model
is pure, so no pyxel call happens there); the UI thread keeps drawing, and
places the chosen stone through the same path as a click once a short pause
has passed, so the moves can be followed.

Scripted runs (the headless runner, the tests) set ``synchronous``: the choice is then made
on the UI thread when it is asked for, so what a script sees after N frames never depends on
how fast a thread ran.
"""

from __future__ import annotations

import copy
import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from ..model.players import make_player

if TYPE_CHECKING:
    from ..model.stones import Square
    from .app import App

LEVEL = "master"
PAUSE_FRAMES = 20          # at 60 fps a third of a second between moves


class ComputerPlayer:
    def __init__(self, app: App, synchronous: bool = False) -> None:
        self.app = app
        self.synchronous = synchronous
        self.player = make_player(LEVEL, 1)
        self.rng = random.Random(1)
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Square] | None = None
        self._asked_for: tuple[int, int] | None = None   # (game id, moves) the pending choice is for
        self._wait = 0

    def active(self) -> bool:
        app = self.app
        return (app.settings.computer_player_1 and app.is_playing() and not app.game.is_over
                and not app.windows and not app.menubar.active and not app.play.carrying)

    def update(self) -> None:
        if not self.active():
            return
        game = self.app.game
        key = (id(game), len(game.history))
        if self._future is None or self._asked_for != key:
            snapshot = copy.deepcopy(game)
            if self.synchronous:
                self._future = Future()
                self._future.set_result(self.player.choose(snapshot, self.rng))
            else:
                if self._pool is None:
                    self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ishido-computer")
                self._future = self._pool.submit(self.player.choose, snapshot, self.rng)
            self._asked_for = key
            self._wait = PAUSE_FRAMES
            return
        if self._wait > 0:
            self._wait -= 1
            return
        if not self._future.done():
            return
        square = self._future.result()
        self._future = None
        self.app.play.click_square(square)

    def thinking(self) -> bool:
        return self.active() and self._future is not None
