"""The title screen: a painted dusk over a stone garden, the name brushed in, six stones set down.

The picture (``titleart``) is painted once into an image in the board's palette roles, so
every board recolours it. A short animation (about a second) brushes the name in from
the left and lets six stones drop onto the sand; a left click, any key (Return, say) or a
pad's button (A or Start) goes on to the board at any moment; F10 opens the menu bar.
"""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro import layout
from ishido_retro.layout import STONE
from ishido_retro.storage.resources import title_ready
from ishido_retro.ui import clocks, draw, gestures
from ishido_retro.ui.input import Input
from ishido_retro.ui.theme import STONE_BANK, copy_into, stone_source
from ishido_retro.ui.title import art as titleart
from ishido_retro.ui.widgets.base import Widget

TITLE = "ISHIDO"
BRUSH_SCALE = 5
KEY = 15                       # colour key of the lettering image: a stone index the letters never use
TITLE_Y = 22
PAINT_TICKS = 34               # the brush crosses the name in this many ticks (60ths of a second: ui.clocks)
STONES = [(38, 160, 0, 0), (86, 170, 1, 4), (132, 158, 2, 1), (178, 172, 3, 3), (226, 162, 4, 5),
          (270, 174, 5, 2)]    # (x, y on the sand, colour, symbol)
DROP_START, DROP_EVERY, DROP_TICKS = 12, 6, 16
ANIMATION_TICKS = DROP_START + DROP_EVERY * (len(STONES) - 1) + DROP_TICKS
BLINK_TICKS = 30               # the invitation to click shows for half a second, then hides as long
IGNORED_KEYS = ("f11",)
INVITATION_Y = 118
NOTE_Y = 190                   # the bottom line: the credit, or a passing note on a dark strip
NOTE_W = layout.SCREEN_W - 6
_LETTERING = bytes([KEY, layout.ROLE_ACCENT]) + bytes(254)     # a lettering mask's 0 and 1 as the image's colours


def _never() -> bool:
    return False


def _nothing() -> str:
    return ""


class TitleScreen(Widget):
    """``on_start()`` goes on to the board; while ``invited()``, a line invites to the lessons (``on_lessons()``:
    the L key or a click on the line, named "Lessons" for scripts); F1 shows the keys (``on_keys()``);
    ``note()`` is a passing note (the Oracle's save, say), shown on the bottom line in the credit's place."""

    def __init__(self, on_start: Callable[[], None], on_lessons: Callable[[], object] | None = None,
                 invited: Callable[[], bool] = _never, note: Callable[[], str] = _nothing,
                 on_keys: Callable[[], object] | None = None) -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, "title")
        self.on_start = on_start
        self.on_lessons = on_lessons
        self.on_keys = on_keys
        self.invited = invited
        self.note = note
        self.invitation = self.add(Widget(0, INVITATION_Y - 2, 0, draw.CHAR_H + 4, "Lessons"))
        self.invitation.visible = False
        self._invite_words = ""
        self._fit_invitation()
        self.age = 0                 # ticks since the title was first shown
        self._scene: pyxel.Image | None = None
        self._letters: pyxel.Image | None = None
        self._letters_w = 0
        self._letters_h = 0

    def takes_first(self, inp: Input) -> bool:
        """A pad's Start begins a game here (elsewhere it opens the menu bar)."""
        return "start" in inp.pad

    def handle(self, inp: Input) -> bool:
        if self.on_lessons is not None and self.invited() and (
                inp.key("l") or inp.left_pressed and self.invitation.contains(inp.x, inp.y)):
            self.finish_opening()        # the title stands still meanwhile: back from a lesson, its prompt at once
            self.on_lessons()
            return True
        if self.on_keys is not None and inp.key("f1"):     # a keyboard newcomer's first question: which keys?
            self.on_keys()
            return True
        keys = [k for k in inp.keys if k not in IGNORED_KEYS and "+" not in k]
        if inp.left_pressed or keys or inp.text or inp.pad:
            self.on_start()
            return True
        return False

    def update(self) -> None:
        self.age += clocks.passed()
        self.invitation.visible = self.on_lessons is not None and self.invited()
        self._fit_invitation()

    def _fit_invitation(self) -> None:
        """The invitation's line (and where a click or tap takes it) fits its words for the input in use."""
        words = gestures.say("lessons")
        if words != self._invite_words:
            width = draw.text_width(words, bold=True)
            self.invitation.x, self.invitation.w = (layout.SCREEN_W - width) // 2 - 2, width + 4
            self._invite_words = words

    def finish_opening(self) -> None:
        """The opening as played to its end, on the first tick that shows the prompt."""
        if self.animating:
            self.age = -(-ANIMATION_TICKS // (2 * BLINK_TICKS)) * 2 * BLINK_TICKS

    @property
    def animating(self) -> bool:
        return self.age < ANIMATION_TICKS

    # --- the painted images, made once -------------------------------------------

    def _images(self) -> tuple[pyxel.Image, pyxel.Image]:
        if self._scene is None or self._letters is None:
            self._scene = pyxel.Image(layout.SCREEN_W, layout.SCREEN_H)
            shipped = title_ready()
            scene, w, h, mask = (titleart.ready_to_title(shipped) if shipped else None) or titleart.painted_title(
                TITLE, BRUSH_SCALE)
            copy_into(self._scene, scene, layout.SCREEN_W, layout.SCREEN_H)
            self._letters = pyxel.Image(w, h)
            copy_into(self._letters, mask.translate(_LETTERING), w, h)
            self._letters_w, self._letters_h = w, h
        return self._scene, self._letters

    # --- drawing -------------------------------------------------------------------

    def draw(self) -> None:
        scene, letters = self._images()
        pyxel.blt(0, 0, scene, 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        cx = layout.SCREEN_W // 2
        # the name, brushed in from the left: a black shadow, then the accent ink
        shown = min(self._letters_w, self._letters_w * self.age // PAINT_TICKS)
        lx = cx - self._letters_w // 2
        if shown > 0:
            pyxel.pal(layout.ROLE_ACCENT, layout.ROLE_BLACK)
            pyxel.blt(lx + 3, TITLE_Y + 3, letters, 0, 0, shown, self._letters_h, KEY)
            pyxel.pal()
            pyxel.blt(lx, TITLE_Y, letters, 0, 0, shown, self._letters_h, KEY)
        if self.age >= PAINT_TICKS:
            sub = "The Way of Stones"
            draw.text_outlined(cx - draw.text_width(sub, bold=True) // 2, TITLE_Y + self._letters_h + 6, sub,
                               layout.ROLE_WHITE, layout.ROLE_BLACK)
        # six stones drop onto the sand, one after another, each with its shadow
        for i, (x, y, colour, symbol) in enumerate(STONES):
            t = (self.age - DROP_START - i * DROP_EVERY) / DROP_TICKS
            if t <= 0:
                continue
            t = min(1.0, t)
            fall = int((1 - t) ** 2 * 70)             # eased: fast at first, settling gently
            pyxel.elli(x - 1, y - 3, STONE + 2, 5, layout.ROLE_FRAME_DARK)
            pyxel.blt(x, y - STONE - fall, STONE_BANK, *stone_source(colour, symbol), STONE, STONE, 0)
        if not self.animating:
            if (self.age // BLINK_TICKS) % 2 == 0:
                msg = gestures.say("start")
                draw.text_outlined(cx - draw.text_width(msg, bold=True) // 2, 104, msg, layout.ROLE_ACCENT)
            if self.invitation.visible:
                draw.text_outlined(self.invitation.x + 2, INVITATION_Y, self._invite_words, layout.ROLE_WHITE)
        note = self.status_drawn()
        if note:
            pyxel.rect(0, NOTE_Y - 2, layout.SCREEN_W, layout.SCREEN_H - NOTE_Y + 2, layout.ROLE_BLACK)
            draw.text(3, NOTE_Y, note, layout.ROLE_WHITE)
        elif not self.animating:
            draw.text(3, NOTE_Y, "A fan remake with pyxel", layout.ROLE_FRAME_DARK)

    def status_drawn(self) -> str:
        """The passing note as the bottom line shows it ("" when there is none)."""
        return draw.shortened(self.note(), NOTE_W)

