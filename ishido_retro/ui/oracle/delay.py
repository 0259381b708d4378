"""The 4-Way seen before its augury: the stone lands, the rings and the bonus show, then the augury opens,
:data:`DELAY_TICKS` later by the app's clock, or at once at the player's next click, key or pad button (which
does nothing else)."""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.ui import clocks
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Window

DELAY_TICKS = 90               # about 1.5 s (ticks: 60ths of a second of the app's clock)


class AuguryDelay:
    """``hold(window)`` keeps an augury back; ``update()`` once a frame opens it (``open_window``) when its time
    has come; ``take(inp)`` opens it at the player's next input and takes that input."""

    def __init__(self, open_window: Callable[[Window], object]) -> None:
        self.open_window = open_window
        self.held: Window | None = None
        self.age = 0

    @property
    def waiting(self) -> bool:
        return self.held is not None

    def hold(self, window: Window) -> None:
        self.held, self.age = window, 0

    def drop(self) -> None:
        """A new game: the augury of the last one's 4-Way is not shown (it is kept in the journal)."""
        self.held = None

    def update(self) -> None:
        if self.held is not None:
            self.age += clocks.passed()
            if self.age >= DELAY_TICKS:
                self.open_now()

    def take(self, inp: Input) -> bool:
        """The player's click, key or pad button while an augury waits: it opens now (True: the input is taken)."""
        if self.held is None or not (inp.left_pressed or inp.right_pressed or inp.keys or inp.pad):
            return False
        self.open_now()
        return True

    def open_now(self) -> None:
        window, self.held = self.held, None
        if window is not None:
            self.open_window(window)
