"""A nearly full-screen window of scrolling text (the Rules, Strategy and Oracle windows).

Lines are ``(kind, text)`` pairs, kind one of ``"heading"``, ``"text"``, ``"blank"``,
``"stones"`` (what ``ishido_retro.texts.wrap_text`` produces), a list of plain strings, or one
string that the window wraps itself to :attr:`TextWindow.CHARS_PER_LINE`.
Headings are drawn on an accent band. A ``"stones"`` line is a row of pictures of stones
of the current stoneset on squares of the current board; it is two text lines high
(its lower half is a ``"stones-lower"`` line) and drawn clipped when scrolled half out.
Scrolling: the "Up"/"Down" arrows, the proportional bar, the mouse wheel, and the up/down/pageup/pagedown/home/end keys
(space pages down too). Escape or Return is the "Exit" button.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pyxel

from ishido_retro import layout
from ishido_retro.layout import SCREEN_H, SCREEN_W, STONE
from ishido_retro.texts import EMPTY_SQUARE, STONES_CLOSE, STONES_OPEN, hang, stone_row
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.theme import STONE_BANK, board_image, stone_source
from ishido_retro.ui.widgets.base import Button, Widget, Window
from ishido_retro.ui.widgets.listview import ARROW_W, VScrollBar

Line = tuple[str, str]
KINDS = ("heading", "text", "blank", "stones")
STONES_LOWER = "stones-lower"       # the second text line a row of stones covers
SAMPLE_SQUARE = (5, 3)              # a Within square of the board art, the background of pictured stones


class TextWindow(Window):
    """``TextWindow(title, text, on_close=None, name=None)``; closes with ``"Exit"``."""

    W, H = 304, 188
    LINE_H = 10
    MARGIN = 6
    CHARS_PER_LINE = (W - 2 * MARGIN - ARROW_W - 8) // draw.CHAR_W      # 45 in the 8-pixel font

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
        self.default_button = self.exit

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
        """The visible lines as text; a row of stones reads as its markup, ``[stones 1.1 ??]``."""
        return [f"{STONES_OPEN}{t}{STONES_CLOSE}" if kind == "stones" else t
                for kind, t in self.lines[self.top_line: self.top_line + self.visible_lines]]

    # -- input -------------------------------------------------------------------
    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp, arrows=False):
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
        first = max(0, self.top_line - 1)       # a row of stones half scrolled out above still shows its foot
        for i, (kind, line) in enumerate(self.lines[first: self.top_line + self.visible_lines], first - self.top_line):
            ly = ty + 2 + i * self.LINE_H
            if kind == "stones":
                pyxel.clip(tx + 1, ty + 1, tw - 2, th - 2)
                draw_stone_row(tx + 4 + 2 * draw.CHAR_W, ly, line)
                pyxel.clip()
            elif i < 0:
                continue
            elif kind == "heading":          # one bar for a heading wrapped over lines: no gap under a line it goes on
                follows = self.top_line + i + 1 < len(self.lines) and self.lines[self.top_line + i + 1][0] == "heading"
                pyxel.rect(tx + 2, ly, tw - 4, self.LINE_H - (0 if follows else 1), draw.HILITE)
                draw.text(tx + 4, ly + 1, line, draw.FG, bold=True)
            elif kind == "text":
                draw.text_shortened(tx + 4, ly + 1, line, tw - 8, draw.FG)
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


class AboutWindow(TextWindow):
    """? > About Ishido: the credits. As the manual has it, a left click anywhere closes it; the scroll bar,
    the wheel and the keys still scroll, and Escape or Return closes it too."""

    def __init__(self, title: str, text: str | Iterable[Line] | Iterable[str]) -> None:
        super().__init__(title, text, name=title)
        self._pressed = False

    def handle(self, inp: Input) -> bool:
        if inp.left_pressed and not self.bar.contains(inp.x, inp.y):
            self._pressed = True            # closed when the button comes up, so the click goes nowhere else
        if self._pressed:
            if inp.left_released or not inp.left_held:
                self.close("Exit")
            return True
        return super().handle(inp)


def draw_stone_row(x: int, y: int, spec: str) -> None:
    """Pictures of the stones ``spec`` names (see ``texts.stone_row``) from (x, y), one square each.

    Stones come from the current stoneset's bank, on a Within square of the current board;
    an empty square carries a question mark; a gap is left bare.
    """
    sx, sy = layout.square_origin(*SAMPLE_SQUARE)
    for n, cell in enumerate(stone_row(spec)):
        if cell is None:
            continue
        cx = x + n * STONE
        pyxel.blt(cx, y, board_image(), sx, sy, STONE, STONE)
        if cell == EMPTY_SQUARE:
            draw.text_outlined(cx + (STONE - draw.BOLD_W) // 2 + 1, y + (STONE - draw.CHAR_H) // 2, "?",
                               layout.ROLE_ACCENT)
        elif isinstance(cell, tuple):
            pyxel.blt(cx, y, STONE_BANK, *stone_source(*cell), STONE, STONE, 0)


def normalise_lines(text: str | Iterable[Line] | Iterable[str], width: int) -> list[Line]:
    """Turn any accepted text form into ``(kind, line)`` pairs no wider than ``width`` characters.

    Indented rows too long wrap under their second column (one size of letters, no small font);
    headings, drawn in bold, wrap a little shorter.
    """
    bold_width = width * draw.CHAR_W // draw.BOLD_W
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
            if kind == STONES_LOWER:        # already normalised: its row adds it again
                continue
            if kind not in KINDS:
                kind = "text"
        if kind == "stones":
            out.extend(((kind, line), (STONES_LOWER, "")))
        elif kind == "blank" or not line.strip():
            out.append(("blank", ""))
        elif kind == "heading" and len(line) > bold_width:
            out.extend((kind, part) for part in draw.wrap(line, bold_width))
        elif kind == "text" and line.startswith("  ") and len(line) > width:
            out.extend((kind, part) for part in hang(line, width))
        elif len(line) > width:
            out.extend((kind, part) for part in draw.wrap(line, width))
        else:
            out.append((kind, line))
    return out
