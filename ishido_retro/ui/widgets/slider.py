"""A horizontal proportional gadget (slider) with its value written beside it."""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget, claim_focus


class Slider(Widget):
    """Drag the knob, click the track beside it to page, or use the keys when focused.

    The widget's rectangle is the track (``w`` x 9 pixels); the value, formatted with
    ``fmt``, is drawn to the right of it. Keys (after a click on the slider, or
    ``focused = True``): left/right step, pageup/pagedown page, home/end go to the ends.
    ``on_change(value)`` fires whenever the value changes.
    """

    H = 9
    takes_focus = True

    def __init__(self, x: int, y: int, w: int, minimum: int, maximum: int, value: int, name: str | None = None,
                 on_change: Callable[[int], None] | None = None, fmt: str = "{}",
                 step: int = 1, page: int | None = None) -> None:
        if maximum < minimum:
            raise ValueError(f"slider maximum {maximum} is below its minimum {minimum}")
        super().__init__(x, y, w, self.H, name)
        self.minimum, self.maximum = int(minimum), int(maximum)
        self.step = max(1, int(step))
        self.page = page if page is not None else max(self.step, (self.maximum - self.minimum) // 10)
        self.on_change = on_change
        self.fmt = fmt
        self.focused = False
        self._drag: int | None = None
        self.value = self.clamp(value)

    @property
    def value_text(self) -> str:
        return self.fmt.format(self.value)

    def clamp(self, v: float) -> int:
        v = int(round(v))
        v = self.minimum + round((v - self.minimum) / self.step) * self.step
        return max(self.minimum, min(self.maximum, v))

    def set_value(self, v: float) -> None:
        v = self.clamp(v)
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    # geometry of the knob inside the track
    @property
    def knob_w(self) -> int:
        inner = self.w - 4
        count = (self.maximum - self.minimum) // self.step + 1
        return max(12, min(inner, inner // count))

    @property
    def travel(self) -> int:
        return self.w - 4 - self.knob_w

    def knob_x(self) -> int:
        span = self.maximum - self.minimum
        if span == 0:
            return self.x + 2
        return self.x + 2 + round(self.travel * (self.value - self.minimum) / span)

    def _value_at(self, knob_left: int) -> float:
        if self.travel <= 0:
            return self.minimum
        return self.minimum + (knob_left - (self.x + 2)) * (self.maximum - self.minimum) / self.travel

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if self._drag is not None:
            if inp.left_released or not inp.left_held:
                self._drag = None
            else:
                self.set_value(self._value_at(inp.x - self._drag))
            return True
        if inp.left_pressed and self.contains(inp.x, inp.y):
            claim_focus(self)
            kx = self.knob_x()
            if inp.x < kx:
                self.set_value(self.value - self.page)
            elif inp.x >= kx + self.knob_w:
                self.set_value(self.value + self.page)
            else:
                self._drag = inp.x - kx
            return True
        if inp.wheel and self.contains(inp.x, inp.y):
            self.set_value(self.value + inp.wheel * self.step)
            return True
        if not self.focused:
            return False
        moves = {"left": self.value - self.step, "right": self.value + self.step,
                 "pagedown": self.value - self.page, "pageup": self.value + self.page,
                 "home": self.minimum, "end": self.maximum}
        used = False
        for k, v in moves.items():
            if k in inp.keys:
                self.set_value(v)
                used = True
        return used

    def draw(self) -> None:
        if not self.visible:
            return
        x, y, w, h = self.x, self.y, self.w, self.h
        draw.bevel(x, y, w, h, raised=False, fill=draw.SHINE)
        kx = self.knob_x()
        draw.bevel(kx, y + 2, self.knob_w, h - 4, raised=True, fill=draw.HILITE if self._drag is not None else draw.BG)
        if self.focused:   # a small notch on the knob says the keys move it
            draw.frame(kx + self.knob_w // 2 - 1, y + 3, 2, h - 6, draw.SHADOW)
        col = draw.FG if self.enabled else draw.MID
        draw.text(x + w + 4, y + (h - draw.CHAR_H) // 2 + 1, self.value_text, col)
