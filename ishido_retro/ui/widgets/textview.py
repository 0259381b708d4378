"""A nearly full-screen window of scrolling text (the Rules, Strategy and Oracle windows).

Lines are ``(kind, text)`` pairs, kind one of ``"heading"``, ``"text"``, ``"blank"``
(what ``ishido_retro.texts.wrap_text`` produces), a list of plain strings, or one
string that the window wraps itself to :attr:`TextWindow.CHARS_PER_LINE`.
Headings are drawn on an accent band. Scrolling: the "Up"/"Down" arrows, the
proportional bar, the mouse wheel, and the up/down/pageup/pagedown/home/end keys
(space pages down too). Escape or Return is the "Exit" button.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pyxel

from ...layout import SCREEN_H, SCREEN_W
from .. import draw
from ..input import Input
from .base import Button, Widget, Window
from .listview import ARROW_W, VScrollBar

Line = tuple[str, str]
KINDS = ("heading", "text", "blank")


class TextWindow(Window):
    """``TextWindow(title, text, on_close=None, name=None)``; closes with ``"Exit"``."""

    W, H = 304, 188
    LINE_H = 8
    MARGIN = 6
    CHARS_PER_LINE = (W - 2 * MARGIN - ARROW_W - 8) // draw.CHAR_W     # 68

    def __init__(self, title: str, text: str | Iterable[Line] | Iterable[str],
                 on_close: Callable[[object], None] | None = None, name: str | None = None) -> None:
        x, y = (SCREEN_W - self.W) // 2, (SCREEN_H - self.H) // 2
        super().__init__(x, y, self.W, self.H, title, on_close, name)
        self.lines: list[Line] = normalise_lines(text, self.CHARS_PER_LINE)
        self.top_line = 0
        top = self.content_y
        bottom = y + self.H - 19                        # the Exit strip below the text
        self.text_rect = (x + self.MARGIN, top, self.W - 2 * self.MARGIN - ARROW_W - 2, bottom - top)
        self.visible_lines = (self.text_rect[3] - 4) // self.LINE_H
        tx, ty, tw, th = self.text_rect
        self.bar = self.add(VScrollBar(tx + tw + 2, ty, th, self))
        self.exit = self.add(Button(x + (self.W - 60) // 2, y + self.H - 15, "Exit",
                                    lambda: self.close("Exit"), w=60))

    # -- scrolling ---------------------------------------------------------------
    @property
    def total_lines(self) -> int:
        return len(self.lines)

    @property
    def max_top(self) -> int:
        return max(0, self.total_lines - self.visible_lines)

    def scroll_to(self, top: int) -> None:
        self.top_line = max(0, min(int(top), self.max_top))

    def scroll(self, n: int) -> None:
        self.scroll_to(self.top_line + n)

    def visible_text(self) -> list[str]:
        return [t for _, t in self.lines[self.top_line: self.top_line + self.visible_lines]]

    # -- input -------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp):
            return True
        page = max(1, self.visible_lines - 1)
        k = inp.keys
        if "escape" in k or "return" in k:
            self.close("Exit")
            return True
        if inp.wheel:
            self.scroll(-3 * inp.wheel)
        if "up" in k:
            self.scroll(-1)
        if "down" in k:
            self.scroll(1)
        if "pageup" in k:
            self.scroll(-page)
        if "pagedown" in k or "space" in k:
            self.scroll(page)
        if "home" in k:
            self.scroll_to(0)
        if "end" in k:
            self.scroll_to(self.max_top)
        return True

    # -- drawing -----------------------------------------------------------------
    def draw(self) -> None:
        if not self.visible:
            return
        draw.window(self.x, self.y, self.w, self.h, self.title)
        tx, ty, tw, th = self.text_rect
        draw.bevel(tx, ty, tw, th, raised=False, fill=draw.BG)
        for i, (kind, line) in enumerate(self.lines[self.top_line: self.top_line + self.visible_lines]):
            ly = ty + 2 + i * self.LINE_H
            if kind == "heading":
                pyxel.rect(tx + 2, ly, tw - 4, self.LINE_H - 1, draw.HILITE)
                draw.text(tx + 4, ly + 1, line, draw.FG)
                draw.text(tx + 5, ly + 1, line, draw.FG)      # bold: twice, one pixel apart
            elif kind == "text":
                draw.text(tx + 4, ly + 1, line, draw.FG)
        # where we are: "12-33 / 80" at the left of the Exit strip
        if self.total_lines > self.visible_lines:
            last = min(self.total_lines, self.top_line + self.visible_lines)
            pos = f"{self.top_line + 1}-{last} / {self.total_lines}"
            draw.text(tx, self.exit.y + 3, pos, draw.SHADOW)
        Widget.draw(self)

    def text_for_dump(self) -> str:
        shown = "\n".join(self.visible_text())
        last = min(self.total_lines, self.top_line + self.visible_lines)
        return f"{shown}\n[lines {self.top_line + 1}-{last} of {self.total_lines}]"


def normalise_lines(text: str | Iterable[Line] | Iterable[str], width: int) -> list[Line]:
    """Turn any accepted text form into ``(kind, line)`` pairs no wider than ``width`` characters."""
    if isinstance(text, str):
        items: list = [("text", line) for line in draw.wrap(text, width)]
    else:
        items = list(text)
    out: list[Line] = []
    for item in items:
        if isinstance(item, str):
            kind, line = "text", item
        else:
            kind, line = item[0], str(item[1])
            if kind not in KINDS:
                kind = "text"
        if kind == "blank" or not line.strip():
            out.append(("blank", ""))
        elif len(line) > width:
            out.extend((kind, part) for part in draw.wrap(line, width))
        else:
            out.append((kind, line))
    return out
