"""A one-line text field in the style of an Intuition string gadget, and keyboard focus.

Focus: at most one widget under the same root (a window) is ``focused``; clicking a
field, or :func:`claim_focus`, moves the focus to it. Only the focused field takes
typed text and editing keys; keys it does not use (up, down, escape, tab...) pass
on to the window.
"""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from .. import draw
from ..input import Input
from .base import Widget

Allowed = str | Callable[[str], bool] | None


def root_of(widget: Widget) -> Widget:
    while widget.parent is not None:
        widget = widget.parent
    return widget


def claim_focus(widget: Widget) -> None:
    """Give ``widget`` the keyboard focus, taking it from every other widget in the same window."""
    for w in root_of(widget).walk():
        if w is not widget and getattr(w, "focused", False):
            w.focused = False
    widget.focused = True


class TextEntry(Widget):
    """A sunken one-line field. ``value`` is the text; Return calls ``on_submit(value)``.

    ``allowed`` limits what can be typed: a string of characters, or a function of
    one character. Only printable ASCII is ever accepted (the font has nothing else).
    """

    H = 11
    PAD = 3

    def __init__(self, x: int, y: int, w: int, value: str = "", max_len: int = 40, name: str | None = None,
                 on_submit: Callable[[str], None] | None = None, allowed: Allowed = None,
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(x, y, w, self.H, name)
        self.max_len = max_len
        self.on_submit = on_submit
        self.on_change = on_change
        self.allowed = allowed
        self.focused = False
        self._value = ""
        self.cursor = 0
        self.view = 0          # first character shown (the field scrolls sideways for long text)
        self.value = value

    # -- value and cursor ---------------------------------------------------
    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, s: str) -> None:
        self._value = "".join(c for c in str(s) if " " <= c <= "~")[: self.max_len]
        self.cursor = len(self._value)
        self._follow_cursor()

    @property
    def visible_chars(self) -> int:
        return max(1, (self.w - 2 * self.PAD) // draw.CHAR_W)

    def _follow_cursor(self) -> None:
        self.cursor = max(0, min(self.cursor, len(self._value)))
        vis = self.visible_chars
        if self.cursor < self.view:
            self.view = self.cursor
        elif self.cursor > self.view + vis - 1:
            self.view = self.cursor - vis + 1
        self.view = max(0, min(self.view, max(0, len(self._value) - vis + 1)))

    def _accepts(self, ch: str) -> bool:
        if not (" " <= ch <= "~"):
            return False
        if self.allowed is None:
            return True
        if isinstance(self.allowed, str):
            return ch in self.allowed
        return bool(self.allowed(ch))

    def _changed(self) -> None:
        self._follow_cursor()
        if self.on_change:
            self.on_change(self._value)

    def focus(self) -> None:
        claim_focus(self)

    def blur(self) -> None:
        self.focused = False

    # -- input ---------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if inp.left_pressed and self.contains(inp.x, inp.y):
            self.focus()
            col = (inp.x - (self.x + self.PAD) + draw.CHAR_W // 2) // draw.CHAR_W
            self.cursor = self.view + max(0, col)
            self._follow_cursor()
            return True
        if not self.focused:
            return False
        used = False
        v, c = self._value, self.cursor
        if inp.text:
            typed = "".join(ch for ch in inp.text if self._accepts(ch))
            room = self.max_len - len(v)
            typed = typed[:max(room, 0)]
            if typed:
                self._value = v[:c] + typed + v[c:]
                self.cursor = c + len(typed)
                self._changed()
            used = True
        keys = inp.keys
        if "backspace" in keys:
            if self.cursor > 0:
                self._value = self._value[: self.cursor - 1] + self._value[self.cursor:]
                self.cursor -= 1
                self._changed()
            used = True
        if "delete" in keys:
            if self.cursor < len(self._value):
                self._value = self._value[: self.cursor] + self._value[self.cursor + 1:]
                self._changed()
            used = True
        if "ctrl+x" in keys or "ctrl+u" in keys:      # Amiga: right-Amiga-X clears the field
            self._value, self.cursor = "", 0
            self._changed()
            used = True
        moves = {"left": self.cursor - 1, "right": self.cursor + 1, "home": 0, "end": len(self._value)}
        for k, pos in moves.items():
            if k in keys:
                self.cursor = pos
                self._follow_cursor()
                used = True
        if "return" in keys:
            if self.on_submit:
                self.on_submit(self._value)
            used = True
        return used

    # -- drawing ---------------------------------------------------------------
    def draw(self) -> None:
        if not self.visible:
            return
        x, y, w, h = self.x, self.y, self.w, self.h
        # Workbench 2.0 string gadget: a ridge (sunken outside, raised inside)
        draw.bevel(x, y, w, h, raised=False, fill=draw.BG)
        draw.bevel(x + 1, y + 1, w - 2, h - 2, raised=True, fill=draw.BG)
        shown = self._value[self.view: self.view + self.visible_chars]
        tx, ty = x + self.PAD, y + (h - draw.CHAR_H) // 2 + 1
        if self.focused:   # Intuition's block cursor, blinking down to an underline
            cx = tx + (self.cursor - self.view) * draw.CHAR_W
            if (pyxel.frame_count // 15) % 2 == 0:
                pyxel.rect(cx, ty - 1, draw.CHAR_W, draw.CHAR_H + 1, draw.HILITE)
            else:
                pyxel.line(cx, ty + draw.CHAR_H - 1, cx + draw.CHAR_W - 1, ty + draw.CHAR_H - 1, draw.HILITE)
        draw.text(tx, ty, shown, draw.FG if self.enabled else draw.MID)
