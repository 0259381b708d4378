"""A one-line text field in the style of an Intuition string gadget, and keyboard focus.

Focus: at most one widget under the same root (a window) is ``focused``; clicking a
field, Tab, or :func:`claim_focus`, moves the focus to it, and a field that gains it has its whole
text selected (typing replaces the text offered). Only the focused field takes
typed text and editing keys; keys it does not use (up, down, escape, tab...) pass
on to the window.
"""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro.ui import clocks, draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget, claim_focus, root_of
from ishido_retro.ui.widgets.fieldview import resting_view, view_following
from ishido_retro.ui.widgets.textedit import Allowed, TextEditing
from ishido_retro.ui.widgets.textwords import word_bounds

__all__ = ["TextEntry", "claim_focus", "root_of", "word_bounds"]

CURSOR_BLINK_TICKS = 15     # the cursor shows as a block for a quarter second, then as an underline


def field_width(chars: int) -> int:
    """The width of a field that shows ``chars`` characters whole, with the cursor after the last."""
    return (chars + 1) * draw.CHAR_W + 2 * TextEntry.PAD


class TextEntry(TextEditing, Widget):
    """A sunken one-line field. ``value`` is the text; Return calls ``on_submit(value)``.

    ``allowed`` limits what can be typed: a string of characters, or a function of
    one character. The text, its cursor and selection and the editing keys are
    :class:`~.textedit.TextEditing`'s; the field shows them, and a selection is also made by
    dragging or with a double click on a word.
    """

    H = 11
    PAD = 5             # the text's margin inside the field's ridge
    takes_focus = True
    shows_own_focus = True      # its cursor shows the focus

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
        self.anchor: int | None = None      # the other end of the selection, when there is one
        self.view = 0          # first character shown (the field scrolls sideways for long text)
        self._dragging = False
        self.value = value

    # -- what shows ---------------------------------------------------------
    @property
    def visible_chars(self) -> int:
        return max(1, (self.w - 2 * self.PAD) // draw.CHAR_W)

    def _follow_cursor(self) -> None:
        super()._follow_cursor()
        self.view = view_following(self.cursor, self.view, len(self._value), self.visible_chars)

    def _col_at(self, x: int) -> int:
        col = (x - (self.x + self.PAD) + draw.CHAR_W // 2) // draw.CHAR_W
        return max(0, min(self.view + max(0, col), len(self._value)))

    def focus(self) -> None:
        claim_focus(self)

    def focus_gained(self) -> None:
        """Tab or a click brought the keys here: the whole text is selected, so typing replaces it."""
        self.select(0, len(self._value))

    def focus_lost(self) -> None:
        super().focus_lost()
        self.anchor = None
        self._dragging = False

    # -- input ---------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        mouse = self._handle_mouse(inp)
        if mouse is not None:
            return mouse
        if not self.focused:
            return False
        keys = inp.keys
        used = self._clipboard_keys(keys)
        if inp.text:
            self.insert(inp.text)
            used = True
        used = self._delete_keys(keys) or used
        used = self._move_keys(keys) or used
        if "return" in keys:
            if self.on_submit:
                self.on_submit(self._value)
            used = True
        return used

    def _handle_mouse(self, inp: Input) -> bool | None:
        """A click in the field (a double click selects a word) or a drag selecting; None: not the mouse's."""
        if inp.left_pressed and self.contains(inp.x, inp.y):
            if not self.focused:        # the click that brings the focus selects the whole text
                self.focus()
                return True
            self.cursor = self._col_at(inp.x)
            if inp.double_click:
                self.select(*word_bounds(self._value, self.cursor))
                self._dragging = False
            else:
                self.anchor = self.cursor
                self._dragging = True
            self._follow_cursor()
            return True
        if self._dragging:
            if inp.left_held and not inp.left_released:
                self.cursor = self._col_at(inp.x)
                self._follow_cursor()
                return True
            self._dragging = False
            if inp.left_released:
                return True
        return None

    # -- drawing ---------------------------------------------------------------
    def draw(self) -> None:
        if not self.visible:
            return
        x, y, w, h = self.x, self.y, self.w, self.h
        # Workbench 2.0 string gadget: a ridge (sunken outside, raised inside)
        draw.bevel(x, y, w, h, raised=False, fill=draw.BG)
        draw.bevel(x + 1, y + 1, w - 2, h - 2, raised=True, fill=draw.BG)
        view, shown = self.view, self._value[self.view: self.view + self.visible_chars]
        if not self.focused:            # no cursor to keep in sight: the whole text where it fits
            view, shown = resting_view(self._value, self.visible_chars)
        tx, ty = x + self.PAD, y + (h - draw.CHAR_H) // 2 + 1
        sel = self.selection
        if sel:      # the selection in inverse video
            a = max(sel[0], view) - view
            b = min(sel[1], view + self.visible_chars) - view
            if b > a:
                pyxel.rect(tx + a * draw.CHAR_W, ty - 1, (b - a) * draw.CHAR_W, draw.CHAR_H + 1, draw.FG)
        if self.focused and not sel:   # Intuition's block cursor, blinking down to an underline
            cx = tx + (self.cursor - self.view) * draw.CHAR_W
            if (clocks.ticks() // CURSOR_BLINK_TICKS) % 2 == 0:
                pyxel.rect(cx, ty - 1, draw.CHAR_W, draw.CHAR_H + 1, draw.HILITE)
            else:
                pyxel.line(cx, ty + draw.CHAR_H - 1, cx + draw.CHAR_W - 1, ty + draw.CHAR_H - 1, draw.HILITE)
        draw.text(tx, ty, shown, draw.FG if self.enabled else draw.MID)
        if sel and b > a:
            draw.text(tx + a * draw.CHAR_W, ty, shown[a:b], draw.BG)
