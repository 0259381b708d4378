"""A finger on the screen as taps, long presses and drags (while touch is the input: :mod:`.inputkind`).

A browser hands a touch to the game as its left mouse button. A finger cannot hover, and a press held
still is the long press that opens the menus, so with touch the press is held back until it is known
what it is:

- let go soon without moving: a **tap**, a click where the finger went down (the press that frame, the
  release the next, so a button sees both);
- moved more than :data:`SLOP` pixels while down: a **drag** from where it went down (a slider's knob, a
  list's scroll bar, the editor's brush), then the finger as the mouse until it is lifted;
- held still for :data:`LONG_PRESS_TICKS`: a **long press** (``Input.long_press`` for one frame, where the
  finger is); nothing more until it is lifted.

The keys, the pad and typed text pass through untouched. :meth:`TouchTaps.shape` takes one frame's input as
the mouse gave it and returns what the game sees; it is pure, so the runner's ``tap:`` and ``longpress:``
steps and the tests drive the same rules as a finger.
"""

from __future__ import annotations

from dataclasses import replace

from ishido_retro.ui.input import Input

LONG_PRESS_TICKS = 30      # half a second held still (ticks: 60ths of a second, ui.clocks)
SLOP = 4                   # pixels a finger may wander and still be a tap or a long press


class TouchTaps:
    """The state of the finger between frames."""

    def __init__(self) -> None:
        self.down_at: tuple[int, int] | None = None     # where the finger went down, while its meaning waits
        self.held = 0                                    # ticks it has been down, still
        self.dragging = False
        self.spent = False                               # a long press was given: the rest of the touch is not
        self.release_next = False                        # a tap's press went out: its release goes next frame

    def shape(self, inp: Input, passed: int) -> Input:
        """What the game sees this frame of the mouse-as-finger ``inp`` (``passed``: the frame's ticks)."""
        plain = replace(inp, left_pressed=False, left_released=False, left_held=False, double_click=False)
        if self.release_next:
            self.release_next = False
            plain = replace(plain, left_released=True)
        return self._next(plain, inp, passed)

    def _next(self, plain: Input, inp: Input, passed: int) -> Input:
        if inp.left_pressed and self.down_at is None and not self.dragging:
            self.down_at, self.held, self.spent = (inp.x, inp.y), 0, False
            if not inp.left_held:                  # down and up within the frame: a tap at once
                return self._tap(plain)
            return plain
        if self.dragging:
            if not inp.left_held:
                self.dragging = False
                return replace(plain, left_released=True)
            return replace(plain, left_held=True)
        if self.down_at is None:
            return plain
        if self.spent:
            if not inp.left_held:
                self.down_at = None
            return plain
        if not inp.left_held:                      # lifted before it was long, without wandering: a tap
            return self._tap(plain)
        x0, y0 = self.down_at
        if abs(inp.x - x0) > SLOP or abs(inp.y - y0) > SLOP:     # wandered: a drag from where it went down
            self.down_at, self.dragging = None, True
            return replace(plain, x=x0, y=y0, left_pressed=True, left_held=True)
        self.held += passed
        if self.held >= LONG_PRESS_TICKS:
            self.spent = True
            return replace(plain, x=x0, y=y0, long_press=True)
        return plain

    def _tap(self, plain: Input) -> Input:
        x, y = self.down_at or (plain.x, plain.y)
        self.down_at = None
        self.release_next = True
        return replace(plain, x=x, y=y, left_pressed=True, left_held=True)
