"""The Oracle's windows: the question, the augury, and the journal of past readings.

Self-contained: each takes plain data (a :class:`~ishido_retro.oracle.cast.Reading`,
the texts or None, a question string) and reports through callbacks, so the app
only decides when to open them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pyxel

from ishido_retro.layout import SCREEN_H, SCREEN_W
from ishido_retro.oracle.augury import hexagram_title, when_text, window_text
from ishido_retro.oracle.cast import MAX_QUESTION, Reading, hexagram_bits, hexagram_names, trigrams
from ishido_retro.oracle.texts import OracleTexts
from ishido_retro.texts import wrap_text, wrap_words
from ishido_retro.ui import draw
from ishido_retro.ui.help.textview import TextWindow, normalise_lines
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Widget, Window
from ishido_retro.ui.widgets.listview import ARROW_W, ListView
from ishido_retro.ui.widgets.requester import EntryRequester

QUESTION_PROMPT = "What is your question?"


def question_dialog(kept: str | None, on_close: Callable[[object], object]) -> EntryRequester:
    """The "What is your question?" requester, showing ``kept`` for editing.

    Closes with ``("OK", text)`` (OK or Return) or ``("Cancel", text)``.
    """
    return EntryRequester("Oracle", QUESTION_PROMPT, value=kept or "", max_len=MAX_QUESTION,
                          on_close=on_close, name="Oracle", width=236)


def draw_hexagram(x: int, y: int, lines: Sequence[int], w: int = 40, line_h: int = 4, gap: int = 3,
                  col: int = draw.FG, mark_col: int = draw.HILITE) -> int:
    """Six lines bottom first, the top line at ``y``; old lines marked as in the old drawings
    (a circle on an old yang line, a cross on an old yin line). Returns the height drawn."""
    pitch = line_h + gap
    for i, value in enumerate(lines):
        ly = y + (5 - i) * pitch
        solid = value in (7, 9)
        if solid:
            pyxel.rect(x, ly, w, line_h, col)
        else:
            half = (w - w // 5) // 2
            pyxel.rect(x, ly, half, line_h, col)
            pyxel.rect(x + w - half, ly, half, line_h, col)
        cx, cy = x + w // 2, ly + line_h // 2
        r = max(1, min(3, line_h // 2))
        if value == 9:                       # a small ring on the solid line
            pyxel.circ(cx, cy, r, draw.BG)
            pyxel.circb(cx, cy, r, mark_col)
        elif value == 6:                     # a cross in the gap of the broken line
            pyxel.line(cx - r, cy - r, cx + r, cy + r, mark_col)
            pyxel.line(cx - r, cy + r, cx + r, cy - r, mark_col)
    return 6 * pitch - gap


HEXAGRAM_H = 6 * (4 + 3) - 3       # draw_hexagram's height with its default lines and gaps


class AuguryWindow(TextWindow):
    """The augury: the hexagram drawn at the left, its texts scrolling at the right.

    Buttons ``Save`` (calls ``on_save(reading)``) and ``Close``. Scrolling as in
    :class:`TextWindow`: arrows, bar, wheel, up/down/pageup/pagedown/home/end.
    """

    LEFT_W = 96          # the panel: 14 characters a line: a trigram caption ("Mountain above") whole, a name in 3

    def __init__(self, reading: Reading, texts: OracleTexts | None,
                 on_save: Callable[[Reading], None] | None = None,
                 on_close: Callable[[object], None] | None = None, note: str | None = None) -> None:
        self.reading = reading
        self.texts = texts
        chars = (self.W - 2 * self.MARGIN - self.LEFT_W - ARROW_W - 8) // draw.CHAR_W
        text = window_text(reading, texts, heading_width=chars * draw.CHAR_W // draw.BOLD_W)
        if note:
            text = f"# Note\n\n{note}\n\n{text}"
        super().__init__("Oracle Augury", wrap_text(text, chars), on_close=on_close, name="Oracle Augury")
        self.lines = normalise_lines(wrap_text(text, chars), chars)     # headings wrap for the bold face here
        tx, ty, tw, th = self.text_rect
        self.text_rect = (tx + self.LEFT_W, ty, tw - self.LEFT_W, th)
        self.exit.label = self.exit.name = "Close"
        self.exit.on_click = lambda: self.close("Close")
        self.exit.x = self.x + self.W - self.exit.w - 8
        self.save = self.add(Button(self.x + self.W - 2 * self.exit.w - 16, self.exit.y, "Save",
                                    lambda: on_save(reading) if on_save else None, w=self.exit.w))
        self.return_presses = False         # Return does nothing here until Tab has walked to a button

    def handle(self, inp: Input) -> bool:
        if "escape" in inp.keys:
            self.close("Close")
            return True
        if "return" in inp.keys and not self.focus_shown:   # Return does not close an augury by accident
            return True
        return super().handle(inp)

    def dump(self) -> dict:
        """The runner's ``oracle`` record."""
        c = self.reading.cast
        return {"question": self.reading.question, "hexagram": c.hexagram, "name": c.name,
                "lines": list(c.lines), "relating": c.relating, "nuclear": c.nuclear}

    def draw(self) -> None:
        if not self.visible:
            return
        super().draw()
        x, y = self.x + self.MARGIN, self.content_y
        lw = self.LEFT_W - 6
        draw.bevel(x, y, lw, self.text_rect[3], raised=False, fill=draw.BG)
        self.draw_panel(x, y, lw)

    def panel_rows(self, lw: int) -> list[tuple[str, str, int]]:
        """What the left panel shows under the hexagram, top down: (kind, text, height) with kind one of
        ``number`` (bold), ``name``, ``pinyin``, ``trigram``, ``becomes``, ``relating`` (the small drawing of
        the relating hexagram) and ``gap``; every text in the 8-pixel font, a long one wrapped."""
        c = self.reading.cast
        english, pinyin = hexagram_names(c.hexagram)
        chars = (lw - 4) // draw.CHAR_W
        rows = [("gap", "", 4), ("number", f"No. {c.hexagram}", draw.LINE_H)]
        rows += [("name", part, draw.LINE_H) for part in wrap_words(english.split(), chars)]
        rows += [("pinyin", f"({pinyin})", draw.LINE_H), ("gap", "", 3)]
        upper, lower = trigrams(c.hexagram)
        rows += [("trigram", part, draw.LINE_H) for label, tri in (("above", upper), ("below", lower))
                 for part in wrap_words([tri.image, label], chars)]
        if c.relating is not None:
            rows += [("gap", "", 3), ("becomes", f"becomes {c.relating}", draw.LINE_H),
                     ("relating", "", 6 * (2 + 1) - 1)]
        return rows

    def panel_height(self, lw: int) -> int:
        """Pixels the left panel's drawing takes from its top, the hexagram included."""
        return 6 + HEXAGRAM_H + sum(h for _, _, h in self.panel_rows(lw))

    def draw_panel(self, x: int, y: int, lw: int) -> None:
        c = self.reading.cast
        draw_hexagram(x + (lw - 44) // 2, y + 6, self.reading.lines, w=44)
        cx, ty = x + lw // 2, y + 6 + HEXAGRAM_H
        for kind, text, h in self.panel_rows(lw):
            if kind in ("number", "name"):
                draw.text_centred(cx, ty, text, draw.FG, bold=kind == "number")
            elif kind == "pinyin":
                draw.text_centred(cx, ty, text, draw.SHADOW)
            elif kind in ("trigram", "becomes"):
                draw.text_centred(cx, ty, text, draw.SHADOW if kind == "trigram" else draw.FG)
            elif kind == "relating" and c.relating is not None:
                draw_hexagram(x + (lw - 24) // 2, ty, [7 if b else 8 for b in hexagram_bits(c.relating)],
                              w=24, line_h=2, gap=1)
            ty += h


def journal_entry_text(reading: Reading, width: int) -> str:
    """A reading's row in the journal: when, the hexagram's number and the question (cut to ``width``)."""
    line = f"{when_text(reading.moment)[:16]}  {reading.cast.hexagram:2d}  {reading.question or '(no question)'}"
    return line if len(line) <= width else line[:width - 3] + "..."


def journal_title_text(reading: Reading) -> str:
    """The title the journal shows under its list for the selected reading: ``9. The Taming Power of the
    Small (Xiao Chu)``."""
    return hexagram_title(reading.cast.hexagram)


class JournalWindow(Window):
    """Past readings, newest first: select one and Open it (or double-click it); Close.

    ``on_open(reading)`` is called to show a reading again.
    """

    W, H = 304, 188

    def __init__(self, readings: Sequence[Reading], on_open: Callable[[Reading], object],
                 on_close: Callable[[object], None] | None = None, note: str | None = None) -> None:
        x, y = (SCREEN_W - self.W) // 2, (SCREEN_H - self.H) // 2
        super().__init__(x, y, self.W, self.H, "Oracle Journal", on_close, "Oracle Journal")
        self.readings = list(readings)
        self.on_open = on_open
        self.note = note or ("" if self.readings else "No readings yet. Each augury is kept here while the "
                             "journal setting is on.")
        top = self.content_y + (10 if self.note else 0)
        self.title_y = self.y + self.H - 19 - draw.LINE_H     # the selected reading's title, under the list
        list_h = self.title_y - top - 3
        width = (self.W - 12 - ARROW_W - 8) // draw.CHAR_W
        self.list = self.add(ListView(x + 6, top, self.W - 12, list_h,
                                      [journal_entry_text(r, width) for r in self.readings],
                                      on_activate=self._open_index, name="Readings"))
        bw = 60
        self.open_button = self.add(Button(x + 8, y + self.H - 15, "Open", self.open_selected, w=bw))
        self.add(Button(x + self.W - bw - 8, y + self.H - 15, "Close",
                                            lambda: self.close("Close"), w=bw))
        self.default_button = self.open_button
        if self.readings:
            self.list.select(0)

    def _open_index(self, index: int) -> None:
        if 0 <= index < len(self.readings):
            self.on_open(self.readings[index])

    def open_selected(self) -> None:
        if self.list.selected is not None:
            self._open_index(self.list.selected)

    def handle(self, inp: Input) -> bool:
        if Widget.handle(self, inp) or self.key_nav(inp, arrows=False):
            return True
        k = inp.keys
        if "escape" in k:
            self.close("Close")
        elif "return" in k:
            self.open_selected()
        elif self.readings and ("up" in k or "down" in k):
            cur = self.list.selected if self.list.selected is not None else 0
            self.list.select(max(0, min(len(self.readings) - 1, cur + (1 if "down" in k else -1))))
        return True

    def draw(self) -> None:
        if not self.visible:
            return
        super().draw()
        if self.note:
            draw.text(self.x + 8, self.content_y + 1, self.note[: (self.W - 16) // draw.CHAR_W], draw.SHADOW)
        if self.list.selected is not None:
            draw.text(self.x + 8, self.title_y, journal_title_text(self.readings[self.list.selected]), draw.FG)

    def update(self) -> None:
        self.open_button.enabled = self.list.selected is not None
        super().update()

    def text_for_dump(self) -> str:
        full = "\n".join(f"{journal_entry_text(r, 1000)} - {journal_title_text(r)}" for r in self.readings)
        return "\n".join(part for part in (self.note, full) if part)
