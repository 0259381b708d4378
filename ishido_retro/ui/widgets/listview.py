"""Scrolling pieces: arrow buttons, a vertical proportional scroll bar and a list of rows.

Amiga style: the arrows are small raised buttons with a black triangle, the bar is
a sunken track with a raised knob whose size shows how much of the list is in view.

Runner names: the arrows are named ``"Up"`` and ``"Down"`` (``"Left"``/``"Right"``
for horizontal ones) and every list row is named by its text, so a script can
``click: {widget: "games (dir)"}``. Only rows scrolled into view are visible.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pyxel

from ishido_retro.ui import clocks, draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

ARROW_W = 11
ARROW_H = 9
REPEAT_DELAY = 12   # ticks (60ths of a second: ui.clocks) an arrow must be held before it repeats
REPEAT_EVERY = 3


class ArrowButton(Widget):
    """A small button with a triangle that fires when pressed and repeats while held."""

    def __init__(self, x: int, y: int, direction: str, on_click: Callable[[], None] | None = None,
                 w: int = ARROW_W, h: int = ARROW_H, name: str | None = None) -> None:
        if direction not in ("up", "down", "left", "right"):
            raise ValueError(f"unknown arrow direction {direction!r}")
        super().__init__(x, y, w, h, name or direction.capitalize())
        self.direction = direction
        self.on_click = on_click
        self.pressed = False
        self._held = 0

    def _fire(self) -> None:
        if self.on_click:
            self.on_click()

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if inp.left_pressed and self.contains(inp.x, inp.y):
            self.pressed, self._held = True, 0
            self._fire()
            return True
        if self.pressed:
            if inp.left_released or not inp.left_held:
                self.pressed = False
            elif self.contains(inp.x, inp.y):
                before, self._held = self._held, self._held + clocks.passed()
                if clocks.crossed(before, self._held, REPEAT_DELAY, REPEAT_EVERY):
                    self._fire()
            return True
        return False

    def draw(self) -> None:
        if not self.visible:
            return
        x, y, w, h = self.x, self.y, self.w, self.h
        draw.bevel(x, y, w, h, raised=not self.pressed, fill=draw.HILITE if self.pressed else draw.BG)
        col = draw.FG if self.enabled else draw.MID
        cx, cy = x + w // 2, y + h // 2
        if self.direction == "up":
            pyxel.tri(cx - 3, cy + 1, cx + 3, cy + 1, cx, cy - 2, col)
        elif self.direction == "down":
            pyxel.tri(cx - 3, cy - 2, cx + 3, cy - 2, cx, cy + 1, col)
        elif self.direction == "left":
            pyxel.tri(cx + 1, cy - 3, cx + 1, cy + 3, cx - 2, cy, col)
        else:
            pyxel.tri(cx - 1, cy - 3, cx - 1, cy + 3, cx + 2, cy, col)


class Scrollable(Protocol):
    top_line: int
    visible_lines: int

    @property
    def total_lines(self) -> int: ...

    def scroll_to(self, top: int) -> None: ...


class ScrollsRows:
    """Rows ``top_line`` on, ``visible_lines`` of ``total_lines`` in view: scrolling that keeps the view inside
    the rows, and a row brought into view. The class lays its rows out again in ``_layout``."""

    top_line: int
    visible_lines: int

    @property
    def total_lines(self) -> int:
        raise NotImplementedError

    def _layout(self) -> None:
        raise NotImplementedError

    def scroll_to(self, top: int) -> None:
        self.top_line = max(0, min(int(top), self.total_lines - self.visible_lines))
        self._layout()

    def ensure_visible(self, index: int) -> None:
        if index < self.top_line:
            self.scroll_to(index)
        elif index >= self.top_line + self.visible_lines:
            self.scroll_to(index - self.visible_lines + 1)


class VScrollBar(Widget):
    """Up arrow, proportional track and knob, down arrow, all for one :class:`Scrollable` target.

    Clicking the track above or below the knob pages; dragging the knob scrolls.
    """

    def __init__(self, x: int, y: int, h: int, target: Scrollable, w: int = ARROW_W, name: str | None = None) -> None:
        super().__init__(x, y, w, h, name)
        self.target = target
        self.up = self.add(ArrowButton(x, y + h - 2 * ARROW_H, "up", lambda: self._step(-1), w=w, name="Up"))
        self.down = self.add(ArrowButton(x, y + h - ARROW_H, "down", lambda: self._step(1), w=w, name="Down"))
        self._drag: int | None = None   # grab offset inside the knob while dragging

    def resize(self, h: int) -> None:
        """A new height; the arrows stay at the bottom."""
        self.h = h
        self.up.y = self.y + h - 2 * ARROW_H
        self.down.y = self.y + h - ARROW_H

    # The Workbench 2.0 layout: the track on top, both arrows stacked at the bottom.
    @property
    def track(self) -> tuple[int, int, int, int]:
        return self.x, self.y, self.w, self.h - 2 * ARROW_H

    def _step(self, n: int) -> None:
        self.target.scroll_to(self.target.top_line + n)

    def knob(self) -> tuple[int, int]:
        """(y, height) of the knob inside the track."""
        _, ty, _, th = self.track
        inner = th - 4
        total = max(self.target.total_lines, 1)
        vis = self.target.visible_lines
        if total <= vis:
            return ty + 2, inner
        kh = max(6, inner * vis // total)
        travel = inner - kh
        top_max = total - vis
        ky = ty + 2 + round(travel * min(self.target.top_line, top_max) / top_max)
        return ky, kh

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if super().handle(inp):
            return True
        tx, ty, tw, th = self.track
        if self._drag is not None:
            if inp.left_released or not inp.left_held:
                self._drag = None
                return True
            _, kh = self.knob()
            inner = th - 4
            travel = inner - kh
            top_max = self.target.total_lines - self.target.visible_lines
            if travel > 0 and top_max > 0:
                pos = inp.y - self._drag - (ty + 2)
                self.target.scroll_to(round(pos * top_max / travel))
            return True
        if inp.left_pressed and tx <= inp.x < tx + tw and ty <= inp.y < ty + th:
            ky, kh = self.knob()
            page = max(1, self.target.visible_lines - 1)
            if inp.y < ky:
                self.target.scroll_to(self.target.top_line - page)
            elif inp.y >= ky + kh:
                self.target.scroll_to(self.target.top_line + page)
            else:
                self._drag = inp.y - ky
            return True
        return False

    def draw(self) -> None:
        if not self.visible:
            return
        tx, ty, tw, th = self.track
        draw.bevel(tx, ty, tw, th, raised=False, fill=draw.SHINE)
        ky, kh = self.knob()
        draw.bevel(tx + 2, ky, tw - 4, kh, raised=True, fill=draw.BG)
        super().draw()


class ListRow(Widget):
    """One row of a :class:`ListView`, named by its text (so the runner can click it)."""

    def __init__(self, owner: ListView, index: int, text: str) -> None:
        super().__init__(0, 0, 0, owner.row_h, text)
        self.owner = owner
        self.index = index
        self.text = text

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if inp.left_pressed and self.contains(inp.x, inp.y):
            self.owner.select(self.index)
            if inp.double_click:
                self.owner.activate(self.index)
            return True
        return False

    def draw(self) -> None:
        if not self.visible:
            return
        selected = self.owner.selected == self.index
        if selected:
            pyxel.rect(self.x, self.y, self.w, self.h, draw.HILITE)
        cols = max(1, (self.w - 4) // draw.CHAR_W)
        text, right = self.text, ""
        if text.endswith(" (dir)"):          # drawers: the name left, "(dir)" at the right edge
            text, right = text[:-6], "(dir)"
            cols -= len(right) + 1
        if len(text) > cols:
            text = text[: max(cols - 1, 0)] + "~"
        ty = self.y + (self.h - draw.CHAR_H) // 2 + 1
        draw.text(self.x + 2, ty, text, draw.FG)
        if right:
            draw.text(self.x + self.w - 2 - draw.text_width(right), ty, right,
                      draw.FG if selected else draw.SHADOW)


class ListView(ScrollsRows, Widget):
    """A sunken box of text rows with a scroll bar on the right.

    ``on_select(index)`` fires when a row is clicked, ``on_activate(index)`` on a
    double click. The wheel scrolls when the mouse is over the list. With the keyboard
    focus, Up, Down, Page Up, Page Down, Home and End move the lit row (choosing it, as a
    click would, unless ``select_on_move`` is off) and Return calls ``on_return(index)``
    (by default what a double click does).
    """

    takes_focus = True

    def __init__(self, x: int, y: int, w: int, h: int, items: Sequence[str] = (),
                 on_select: Callable[[int], None] | None = None,
                 on_activate: Callable[[int], None] | None = None,
                 name: str | None = None, row_h: int = draw.LINE_H,
                 on_return: Callable[[int], None] | None = None) -> None:
        super().__init__(x, y, w, h, name)
        self.row_h = row_h
        self.on_select = on_select
        self.on_activate = on_activate
        self.on_return = on_return
        self.select_on_move = True
        self.on_light: Callable[[int], None] | None = None     # the keys lit a row (when they do not choose it)
        self.top_line = 0
        self.visible_lines = max(1, (h - 4) // row_h)
        self.selected: int | None = None
        self.rows: list[ListRow] = []
        self.bar = self.add(VScrollBar(x + w - ARROW_W, y, h, self))
        self.set_items(items)

    @property
    def box(self) -> tuple[int, int, int, int]:
        """The sunken box that holds the rows (the list without its scroll bar)."""
        return self.x, self.y, self.w - ARROW_W - 1, self.h

    @property
    def items(self) -> list[str]:
        return [r.text for r in self.rows]

    @property
    def total_lines(self) -> int:
        return len(self.rows)

    def set_items(self, items: Sequence[str]) -> None:
        for r in self.rows:
            self.children.remove(r)
        self.rows = [ListRow(self, i, str(t)) for i, t in enumerate(items)]
        for r in self.rows:
            self.add(r)
        self.selected = None
        self.top_line = 0
        self._layout()

    def resize(self, h: int) -> None:
        """A new height: as many rows show as fit, the scroll bar follows."""
        self.h = h
        self.visible_lines = max(1, (h - 4) // self.row_h)
        self.bar.resize(h)
        self.scroll_to(self.top_line)

    def scroll(self, n: int) -> None:
        self.scroll_to(self.top_line + n)

    def _layout(self) -> None:
        bx, by, bw, _ = self.box
        for r in self.rows:
            pos = r.index - self.top_line
            r.visible = 0 <= pos < self.visible_lines
            r.x, r.y, r.w, r.h = bx + 2, by + 2 + pos * self.row_h, bw - 4, self.row_h

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            self.ensure_visible(index)
            if self.on_select:
                self.on_select(index)

    def activate(self, index: int) -> None:
        if self.on_activate:
            self.on_activate(index)

    def visible_items(self) -> list[str]:
        return [r.text for r in self.rows if r.visible]

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if super().handle(inp):
            return True
        if inp.wheel and self.contains(inp.x, inp.y):
            self.scroll(-inp.wheel)
            return True
        if self.focused and self._keys(inp.keys):
            return True
        bx, by, bw, bh = self.box
        return inp.left_pressed and bx <= inp.x < bx + bw and by <= inp.y < by + bh   # empty space: swallow

    def _keys(self, keys: frozenset[str]) -> bool:
        """The focused list's keys: the lit row moves, Return acts on it."""
        if "return" in keys and self.selected is not None:
            (self.on_return or self.activate)(self.selected)
            return True
        page = max(1, self.visible_lines - 1)
        last = len(self.rows) - 1
        at = self.selected
        moves = {"up": -1, "down": 1, "pageup": -page, "pagedown": page, "home": -len(self.rows), "end": len(self.rows)}
        step = next((n for k, n in moves.items() if k in keys), None)
        if step is None or last < 0:
            return False
        index = max(0, min(last, (at if at is not None else (-1 if step > 0 else len(self.rows))) + step))
        if self.select_on_move:
            self.select(index)
        else:
            self.selected = index
            self.ensure_visible(index)
            if self.on_light:
                self.on_light(index)
        return True

    def draw(self) -> None:
        if not self.visible:
            return
        bx, by, bw, bh = self.box
        draw.bevel(bx, by, bw, bh, raised=False, fill=draw.BG)
        super().draw()
