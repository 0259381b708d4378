"""Help > Lessons...: the lessons listed with a tick for each one done; pick one to play it.

Mouse: click a row to choose it, double-click it or press Start to play it, Close to leave.
Keys: Up/Down (and Home/End) choose, Return starts, Escape closes. Every row is named by
its lesson's name, so a script can ``click: {widget: "The 2-Way"}`` then ``click: {widget: Start}``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pyxel

from ishido_retro import layout
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Clickable, Widget, Window

ROW_H = 12
TICK_BOX = 9
SUMMARY_LINES = 2


@dataclass(frozen=True)
class LessonEntry:
    """What the window shows of one lesson."""

    name: str
    summary: str
    done: bool


class LessonRow(Clickable):
    """One lesson: a tick box (ticked when done) and its name; the chosen row is highlighted."""

    def __init__(self, owner: LessonsWindow, index: int, x: int, y: int, w: int) -> None:
        super().__init__(x, y, w, ROW_H, owner.entries[index].name)
        self.owner = owner
        self.index = index

    def handle(self, inp: Input) -> bool:
        if inp.left_pressed and inp.double_click and self.contains(inp.x, inp.y):
            self.owner.choose(self.index)
            self.owner.start()
            return True
        return super().handle(inp)

    def clicked(self) -> None:
        self.owner.choose(self.index)

    def draw(self) -> None:
        entry = self.owner.entries[self.index]
        x, y = self.x, self.y
        if self.owner.chosen == self.index:
            pyxel.rect(x, y, self.w, self.h, draw.HILITE)
        bx, by = x + 2, y + (ROW_H - TICK_BOX) // 2
        draw.bevel(bx, by, TICK_BOX + 2, TICK_BOX, raised=False, fill=draw.BG)
        if entry.done:      # the tick of a check box, drawn two pixels thick
            pts = [(bx + 2, by + 4), (bx + 4, by + 6), (bx + 8, by + 2)]
            for (ax, ay), (cx, cy) in zip(pts, pts[1:]):
                pyxel.line(ax, ay, cx, cy, draw.FG)
                pyxel.line(ax + 1, ay, cx + 1, cy, draw.FG)
        draw.text(bx + TICK_BOX + 6, y + (ROW_H - draw.CHAR_H) // 2 + 1, entry.name, draw.FG)


class LessonsWindow(Window):
    """``LessonsWindow(entries, on_start)``: ``on_start(index)`` when a lesson is started; closes with
    ``"Start"`` or ``"Close"``."""

    W = 232

    def __init__(self, entries: Sequence[LessonEntry], on_start: Callable[[int], object],
                 chosen: int = 0, on_close: Callable[[object], object] | None = None) -> None:
        self.entries = list(entries)
        h = draw.TITLE_BAR_H + 8 + len(self.entries) * ROW_H + 6 + SUMMARY_LINES * draw.LINE_H + 22
        x, y = (layout.SCREEN_W - self.W) // 2, (layout.SCREEN_H - h) // 2
        super().__init__(x, y, self.W, h, "Lessons", on_close=on_close)
        self.on_start = on_start
        self.chosen = max(0, min(chosen, len(self.entries) - 1))
        self.list_rect = (x + 8, self.content_y + 2, self.W - 16, len(self.entries) * ROW_H + 4)
        lx, ly, lw, _ = self.list_rect
        for i in range(len(self.entries)):
            self.add(LessonRow(self, i, lx + 2, ly + 2 + i * ROW_H, lw - 4))
        self.summary_y = ly + self.list_rect[3] + 4
        by = y + h - 16
        self.default_button = self.add(Button(x + 40, by, "Start", self.start, w=60))
        self.add(Button(x + self.W - 100, by, "Close", lambda: self.close("Close"), w=60))

    def choose(self, index: int) -> None:
        self.chosen = max(0, min(index, len(self.entries) - 1))

    def start(self) -> None:
        if self.closed:
            return
        index = self.chosen
        self.close("Start")
        self.on_start(index)

    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp, arrows=False):     # Tab, and Return on a focused button
            return True
        keys = inp.keys
        if "escape" in keys:
            self.close("Close")
        elif "return" in keys:
            self.start()
        elif "up" in keys:
            self.choose(self.chosen - 1)
        elif "down" in keys:
            self.choose(self.chosen + 1)
        elif "home" in keys:
            self.choose(0)
        elif "end" in keys:
            self.choose(len(self.entries) - 1)
        return True

    def draw(self) -> None:
        draw.window(self.x, self.y, self.w, self.h, self.title)
        draw.bevel(*self.list_rect, raised=False, fill=draw.BG)
        for child in self.children:
            child.draw()
        chars = (self.W - 16) // draw.CHAR_W
        for i, line in enumerate(draw.wrap(self.entries[self.chosen].summary, chars)[:SUMMARY_LINES]):
            draw.text(self.x + 8, self.summary_y + i * draw.LINE_H, line, draw.FG)

    def text_for_dump(self) -> str:
        return self.entries[self.chosen].summary

    def lessons(self) -> list[dict[str, object]]:
        """The runner's ``lessons`` key: ``[{name, done}]`` in the window's order."""
        return [{"name": e.name, "done": e.done} for e in self.entries]
