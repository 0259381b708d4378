"""Does every text fit its box? A recorder of what one draw puts on the screen, and the checks.

While recording, every text drawn through :mod:`ishido_retro.ui.draw` is kept with its rectangle (the
font's advance times its characters, 8 rows or 6 in the small font), and every box: a window and its
title bar (:func:`draw.window`), a bevelled panel, field or button (:func:`draw.bevel`), and a filled or
framed rectangle (``pyxel.rect``, ``pyxel.rectb``). The checks then say where a text

* runs past a box it starts in (a label wider than its button, a line longer than its panel, a title
  longer than its bar), or past a box that begins inside it (a box drawn over part of it);
* runs into another text (two labels on top of each other);
* leaves the screen or the window it belongs to;
* had to be cut short (:func:`draw.text_fitted` drew it ending in "...").
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

import pyxel

from ishido_retro import layout
from ishido_retro.ui import draw

Rect = tuple[int, int, int, int]
SCREEN: Rect = (0, 0, layout.SCREEN_W, layout.SCREEN_H)


@dataclass(frozen=True)
class Text:
    x: int
    y: int
    w: int
    h: int
    s: str

    @property
    def rect(self) -> Rect:
        return self.x, self.y, self.w, self.h


class Recorder:
    def __init__(self) -> None:
        self.texts: list[Text] = []
        self.boxes: list[Rect] = []
        self.cuts: list[str] = []
        self._quiet = 0            # inside draw.window / draw.bevel: their own rectangles are recorded once

    def box(self, x: int, y: int, w: int, h: int) -> None:
        if w > 0 and h > 0:
            self.boxes.append((int(x), int(y), int(w), int(h)))


@contextmanager
def recording(monkeypatch):
    """Record what is drawn inside the ``with``; yields the :class:`Recorder`."""
    rec = Recorder()
    text, fitted, text_fitted, bevel, window = draw.text, draw.fitted, draw.text_fitted, draw.bevel, draw.window
    rect, rectb = pyxel.rect, pyxel.rectb

    def text_(x, y, s, col=draw.FG, bold=False, small=False):
        shown = draw.printable(s, small)
        words = shown.strip()
        if words:          # the rectangle of the letters: spaces before and after them draw nothing
            advance = draw.SMALL_W if small else draw.BOLD_W if bold else draw.CHAR_W
            lead = len(shown) - len(shown.lstrip())
            rec.texts.append(Text(int(x) + lead * advance, int(y), len(words) * advance,
                                  draw.SMALL_H if small else draw.CHAR_H, words))
        text(x, y, s, col, bold, small)

    def text_fitted_(x, y, s, width, col=draw.FG):
        if fitted(s, width)[0] != s:
            rec.cuts.append(s)
        text_fitted(x, y, s, width, col)

    def bevel_(x, y, w, h, raised=True, fill=draw.BG):
        rec.box(x, y, w, h)
        rec._quiet += 1
        try:
            bevel(x, y, w, h, raised, fill)
        finally:
            rec._quiet -= 1

    def window_(x, y, w, h, title=None, shadow=True):
        rec.box(x, y, w, h)
        if title:
            rec.box(x + 1, y + 1, w - 2, draw.TITLE_BAR_H - 1)
        rec._quiet += 1
        try:
            return window(x, y, w, h, title, shadow)
        finally:
            rec._quiet -= 1

    def rect_(x, y, w, h, col):
        if not rec._quiet:
            rec.box(x, y, w, h)
        rect(x, y, w, h, col)

    def rectb_(x, y, w, h, col):
        if not rec._quiet:
            rec.box(x, y, w, h)
        rectb(x, y, w, h, col)

    for name, fn in (("text", text_), ("text_fitted", text_fitted_), ("bevel", bevel_), ("window", window_)):
        monkeypatch.setattr(draw, name, fn)
    monkeypatch.setattr(pyxel, "rect", rect_)
    monkeypatch.setattr(pyxel, "rectb", rectb_)
    try:
        yield rec
    finally:
        monkeypatch.undo()


def inside(inner: Rect, outer: Rect) -> bool:
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh


def _meets(a: Rect, b: Rect) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def _starts_in(t: Text, box: Rect) -> bool:
    bx, by, bw, bh = box
    return bx <= t.x < bx + bw and by <= t.y < by + bh


def _echo(a: Text, b: Text) -> bool:
    """The same words drawn again a pixel or two away: a shadow or an outline, not two labels."""
    return a.s == b.s and abs(a.x - b.x) <= 2 and abs(a.y - b.y) <= 2


def problems(rec: Recorder, where: str, within: Rect = SCREEN) -> list[str]:
    """What does not fit in what ``rec`` holds, one line each, named after ``where``; ``within`` is the
    window (or the screen) every text must stay inside."""
    out = []
    for t in rec.texts:
        if not inside(t.rect, within):
            out.append(f"{where}: {t.s!r} at {t.rect} leaves {within}")
        for box in rec.boxes:
            if _meets(t.rect, box) and not inside(t.rect, box) and (
                    _starts_in(t, box) or box[0] > t.x or box[1] > t.y):
                out.append(f"{where}: {t.s!r} at {t.rect} runs past the box {box}")
                break
    texts = rec.texts
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if _meets(a.rect, b.rect) and not _echo(a, b):
                out.append(f"{where}: {a.s!r} at {a.rect} runs into {b.s!r} at {b.rect}")
    out += [f"{where}: {s!r} is cut short" for s in rec.cuts]
    return out
