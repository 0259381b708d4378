"""The RGB requester: one colour of the set as a designer gives it, typed as hex or moved with sliders.

``Hex`` takes ``#1e90ff`` or ``1e90ff`` (upper case too); a click in it, or Tab to it, selects its value so
typing replaces it, and it has the focus when the requester opens: type six digits and Return. A bad value
gets one sentence under the sliders and changes nothing. The sliders ``Red``, ``Green`` and ``Blue`` (0..255)
and ``Hue`` (0..359), ``Saturation`` and ``Value`` (0..100) all follow one another and the field; every stone
shows the colour while it changes, and OK makes it one command on the document (Undo takes it back). For T
(transparent, clear in play) the requester sets the colour the file writes for it, which programs that ignore
the transparency show.
"""

from __future__ import annotations

import colorsys
from collections.abc import Callable

import pyxel

from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.palettes import HEX_DIGITS, PaletteError, parse_colour
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets import Label, Requester, Slider, TextEntry
from ishido_retro.ui.widgets.base import Widget, claim_focus
from ishido_retro.ui.widgets.requester import ProblemLine
from ishido_retro.ui.widgets.textentry import field_width

from .stonedraw import STONE_BASE, T_SHOWN

SLIDER_X, SLIDER_W = 24, 128
RGB_Y, HSV_Y, ROW = 16, 56, 12
PROBLEM_Y = 94
HEX_W = field_width(7)          # "#" and six digits, whole with the cursor after them
HINT = "Type six hex digits and Return, or move a slider."


class HexEntry(TextEntry):
    """A text field a click always selects whole, focused or not (a colour is typed over, never into); the
    arrows, Home, End and Backspace still edit inside it. Taking the focus selects it as in any field."""

    def handle(self, inp: Input) -> bool:
        if inp.left_pressed and self.visible and self.contains(inp.x, inp.y):
            claim_focus(self)
            self.select(0, len(self.value))
            return True
        return super().handle(inp)


class Swatch(Widget):
    """The colour as it is now (the set's screen colour, which the requester changes while it is open)."""

    def __init__(self, x: int, y: int, w: int, h: int, screen_index: int) -> None:
        super().__init__(x, y, w, h, "Swatch")
        self.screen_index = screen_index

    def draw(self) -> None:
        pyxel.rect(self.x, self.y, self.w, self.h, self.screen_index)
        pyxel.rectb(self.x - 1, self.y - 1, self.w + 2, self.h + 2, draw.FG)


def _hsv(rgb: int) -> tuple[float, float, float]:
    return colorsys.rgb_to_hsv(((rgb >> 16) & 255) / 255, ((rgb >> 8) & 255) / 255, (rgb & 255) / 255)


class ColourDialog(Requester):
    """``Colour N``: the requester for colour ``index`` of ``doc``; ``done`` gets the sentence OK makes."""

    def __init__(self, doc: StonesetDoc, index: int, done: Callable[[str], None],
                 seen: Callable[[int], int] = lambda rgb: rgb) -> None:
        self.doc, self.index, self.done = doc, index, done
        self.seen = seen                # how the screen shows a colour (the Colour-blind Preview's eyes, or as it is)
        self.screen_index = T_SHOWN if index == 0 else STONE_BASE + index      # where pyxel shows the colour
        self.old = self.rgb = doc.palette[index]
        self.hex = HexEntry(SLIDER_X, 0, HEX_W, f"#{self.old:06x}", 7, name="Hex", allowed="#" + HEX_DIGITS,
                            on_change=self.typed, on_submit=lambda _value: self.choose("OK"))
        self.rgb_sliders = [Slider(SLIDER_X, RGB_Y + ROW * k, SLIDER_W, 0, 255, 0, name=part, page=16,
                                   on_change=self.rgb_moved) for k, part in enumerate(("Red", "Green", "Blue"))]
        self.hsv_sliders = [Slider(SLIDER_X, HSV_Y + ROW * k, SLIDER_W, 0, top, 0, name=part, page=page, fmt=fmt,
                                   on_change=self.hsv_moved)
                            for k, (part, top, page, fmt) in enumerate((("Hue", 359, 15, "{}"),
                                                                         ("Saturation", 100, 10, "{}%"),
                                                                         ("Value", 100, 10, "{}%")))]
        self.problem = ProblemLine(SLIDER_X + SLIDER_W + 34)
        self.problem.y = PROBLEM_Y
        labels = [Label(0, 2, "Hex")] + [Label(0, y + 1, letter) for letter, y in (
            ("R", RGB_Y), ("G", RGB_Y + ROW), ("B", RGB_Y + 2 * ROW),
            ("H", HSV_Y), ("S", HSV_Y + ROW), ("V", HSV_Y + 2 * ROW))]
        swatch = Swatch(SLIDER_X + HEX_W + 8, 0, SLIDER_W - HEX_W - 8, TextEntry.H, self.screen_index)
        super().__init__(f"Colour {index}" if index else "T: written as", "", buttons=("OK", "Cancel"),
                         on_close=self._finish,
                         body=[*labels, self.hex, swatch, *self.rgb_sliders, *self.hsv_sliders, self.problem])
        self.show(self.old, "")
        claim_focus(self.hex)           # its value selected (as every field that gets the focus): typing replaces it

    # --- the three ways in, each moving the other two -----------------------------------------------

    def show(self, rgb: int, source: str) -> None:
        """``rgb`` in every control but ``source``'s (``rgb``, ``hsv``, ``hex``) and on every stone."""
        self.rgb = rgb
        if source != "rgb":
            for slider, shift in zip(self.rgb_sliders, (16, 8, 0)):
                slider.value = (rgb >> shift) & 255
        if source != "hsv":
            hue, sat, val = _hsv(rgb)
            h, s, v = self.hsv_sliders
            if sat > 0 and val > 0:         # a grey has no hue (and black no saturation): keep the ones shown
                h.value = round(hue * 360) % 360
            if val > 0:
                s.value = round(sat * 100)
            v.value = round(val * 100)
        if source != "hex":
            self.hex.value = f"#{rgb:06x}"
        self.problem.text = HINT
        pyxel.colors[self.screen_index] = self.seen(rgb)

    def rgb_moved(self, _value: int) -> None:
        r, g, b = (s.value for s in self.rgb_sliders)
        self.show((r << 16) | (g << 8) | b, "rgb")

    def hsv_moved(self, _value: int) -> None:
        h, s, v = (slider.value for slider in self.hsv_sliders)
        r, g, b = (round(part * 255) for part in colorsys.hsv_to_rgb(h / 360, s / 100, v / 100))
        self.show((r << 16) | (g << 8) | b, "hsv")

    def typed(self, text: str) -> None:
        """A whole colour typed shows at once; a part of one changes nothing (OK or Return says what is wrong)."""
        try:
            rgb = parse_colour(text)
        except PaletteError:
            return
        self.show(rgb, "hex")

    # --- closing --------------------------------------------------------------------------------

    def choose(self, label: str) -> None:
        """OK with a value in ``Hex`` that is no colour says why under the sliders, and keeps the requester open."""
        if label == "OK":
            try:
                parse_colour(self.hex.value)
            except PaletteError as exc:
                self.problem.text = str(exc)
                claim_focus(self.hex)
                return
        super().choose(label)

    def _finish(self, result: object) -> None:
        pyxel.colors[self.screen_index] = self.seen(self.old)
        if result == "OK" and self.index == 0:
            self.doc.set_transparent_rgb(self.rgb)
            self.done(f"T is written as #{self.doc.palette[0]:06x} (it stays clear in play).")
        elif result == "OK":
            self.doc.set_colour(self.index, self.rgb)
            self.done(f"Colour {self.index} is now #{self.doc.palette[self.index]:06x}.")

    def text_for_dump(self) -> str:
        """The line under the sliders: the hint, or why the typed value is no colour."""
        return self.problem.text
