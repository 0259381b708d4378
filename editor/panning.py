"""The hand: the part of the stone a zoomed-in edit box shows, moved by the mouse or the keys.

A drag with the middle button over the edit box, or with the left button while Space is held, takes the
stone along with the pointer (as the hand of Aseprite, GrafX2 or GIMP); Shift and an arrow move the view one
stone pixel. Space is the hand while it is held and tapped when let go (:meth:`Hand.space_taps`): held with a
drag it only moves the view; let go with no click meanwhile it does what Space does where the keys are (lays
floating pixels, paints at the keys' cursor, opens a colour's RGB). A tap over the edit box, while the keys' cursor
is hidden, only says so. The zoom steps (:meth:`Hand.zoom`) say where they are. Nothing here changes the stone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from ishido_retro.ui.input import Input

from .view import EditorView

PAN_KEYS = {"shift+left": (-1, 0), "shift+right": (1, 0), "shift+up": (0, -1), "shift+down": (0, 1)}
HAND_HINT = "Hand: hold Space (or the middle button) and drag in the edit box to move the view."


class PanPort(Protocol):
    @property
    def view(self) -> EditorView: ...

    def say(self, text: str) -> None: ...


class Hand:
    """A pan drag under way: how it was begun (``by``: "middle" or "space"), where, and the view then."""

    def __init__(self, port: PanPort) -> None:
        self.port = port
        self.by: str | None = None
        self._from = (0, 0, 0, 0)       # the pointer's x and y, the view's left and top, at the press
        self._space = False             # Space is down and no click came since it went down: a tap when let go

    @property
    def dragging(self) -> bool:
        return self.by is not None

    def handle(self, inp: Input) -> bool:
        """A press that begins a pan drag, or the drag going on; True if the input was the hand's."""
        box = self.port.view.box
        if self.by is not None:
            held = inp.middle_held if self.by == "middle" else inp.left_held
            x0, y0, left, top = self._from
            box.move_to(left - int((inp.x - x0) / box.zoom), top - int((inp.y - y0) / box.zoom))
            if not held or (self.by == "space" and inp.left_released):
                self.by = None
                self.port.say(self.where())
            return True
        if box.pixel_at(inp.x, inp.y) is None:
            return False
        if inp.middle_pressed or (inp.left_pressed and inp.space_held):
            self.by = "middle" if inp.middle_pressed else "space"
            self._from = (inp.x, inp.y, box.left, box.top)
            if box.shown >= 20:
                self.port.say("The whole stone is in view: zoom in (+) to move about it.")
            return True
        return False

    def space_taps(self, inp: Input) -> Input:
        """``inp`` with Space as a tap: a plain Space that goes down while held is kept back (its repeats too) and
        given in the frame it is let go, unless a click came meanwhile (Space and a drag: the hand)."""
        plain = "space" in inp.keys and not inp.held
        if inp.left_pressed or inp.middle_pressed:
            self._space = False
        elif plain and inp.space_held:
            self._space = True
        if plain and inp.space_held:
            return replace(inp, keys=inp.keys - {"space"})
        if self._space and not inp.space_held:
            self._space = False
            return replace(inp, keys=inp.keys | {"space"})
        return inp

    def zoom(self, step: int, around: tuple[int, int] | None) -> None:
        """One zoom step in (1) or out (-1) about ``around`` (else the middle of the part in view), said."""
        box = self.port.view.box
        if around is None:
            around = (box.left + box.shown // 2, box.top + box.shown // 2)
        if box.zoom_by(step, around):
            self.port.say(f"Zoom {box.zoom}: the edit box shows {box.shown} x {box.shown} pixels.")
        elif step > 0:
            self.port.say(f"Zoom {box.zoom} is the largest: the edit box shows {box.shown} x {box.shown} pixels.")
        else:
            self.port.say(f"Zoom {box.zoom} is the smallest: the whole stone is in view.")

    def where(self) -> str:
        box = self.port.view.box
        if box.shown >= 20:
            return "The whole stone is in view: zoom in (+) to move about it."
        last = box.shown - 1
        return (f"In view: pixels {box.left},{box.top} to {box.left + last},{box.top + last} "
                "(Shift+arrows or a middle drag move it).")

    def space(self, inp: Input, cursor_shown: bool) -> bool:
        """A tap of Space over the edit box while the keys' cursor is hidden: the hand's hint, and no paint (Space
        and a drag move the view); True if it was so."""
        if "space" in inp.keys and not inp.held and not cursor_shown and self.port.view.box.pixel_at(inp.x, inp.y):
            self.port.say(HAND_HINT)
            return True
        return False

    def pan(self, dx: int, dy: int) -> None:
        """Move the view by a step (Shift+arrows, the Pan action) and say where it is."""
        box = self.port.view.box
        if box.pan(dx, dy) or box.shown >= 20:
            self.port.say(self.where())
        else:
            self.port.say(f"The view is at the stone's edge: {self.where()[0].lower()}{self.where()[1:]}")
