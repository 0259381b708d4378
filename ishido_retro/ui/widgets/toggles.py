"""Check boxes and radio buttons (Intuition's CHECKBOX and MX gadgets).

Both act when the left button is released over them, like buttons. A check box is
named by its label; a radio group's options are child widgets named by their labels,
so the runner can ``click: {widget: "Challenge"}``. With the keyboard focus, Space
ticks a check box and the arrows along a radio group choose its neighbour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pyxel

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Clickable, Widget

BOX = 9      # the check box / radio knob is 9 x 9 pixels
GAP = 4      # between the box and its label
OVERHANG = 2  # the label is drawn this much further right than the widget's width counts


class CheckBox(Clickable):
    """A raised box with a tick when ``checked``; ``on_change(checked)`` after each click."""

    def __init__(self, x: int, y: int, label: str, checked: bool = False,
                 on_change: Callable[[bool], None] | None = None, name: str | None = None) -> None:
        super().__init__(x, y, BOX + GAP + draw.text_width(label), BOX, name or label)
        self.label = label
        self.checked = bool(checked)
        self.on_change = on_change

    takes_focus = True
    label_overhang = OVERHANG

    def clicked(self) -> None:
        self.checked = not self.checked
        if self.on_change:
            self.on_change(self.checked)

    def handle(self, inp: Input) -> bool:
        if self.focused and self.visible and self.enabled and "space" in inp.keys:
            self.clicked()
            return True
        return super().handle(inp)

    def draw(self) -> None:
        if not self.visible:
            return
        x, y = self.x, self.y
        draw.bevel(x, y, BOX + 2, BOX, raised=not self.pressed, fill=draw.HILITE if self.pressed else draw.BG)
        col = draw.FG if self.enabled else draw.MID
        if self.checked:   # the Workbench 2.0 tick
            pts = [(x + 2, y + 4), (x + 4, y + 6), (x + 8, y + 2)]
            for (ax, ay), (bx, by) in zip(pts, pts[1:]):
                pyxel.line(ax, ay, bx, by, col)
                pyxel.line(ax + 1, ay, bx + 1, by, col)
        draw.text(x + BOX + 2 + GAP, y + (BOX - draw.CHAR_H) // 2 + 1, self.label, col)


class RadioOption(Clickable):
    """One choice of a :class:`RadioGroup`, named by its label."""

    def __init__(self, group: RadioGroup, index: int, x: int, y: int, label: str) -> None:
        super().__init__(x, y, BOX + GAP + draw.text_width(label), BOX, label)
        self.group = group
        self.index = index
        self.label = label

    def clicked(self) -> None:
        self.group.select(self.index)

    def draw(self) -> None:
        if not self.visible:
            return
        x, y = self.x, self.y
        on = self.group.selected == self.index
        # the MX knob: a small raised (off) or sunken (on) box, with a dot when on
        draw.bevel(x, y, BOX + 2, BOX, raised=not (on or self.pressed), fill=draw.BG)
        if on:
            pyxel.rect(x + 3, y + 2, BOX - 4, BOX - 4, draw.HILITE)
            pyxel.rectb(x + 3, y + 2, BOX - 4, BOX - 4, draw.FG)
        col = draw.FG if (self.enabled and self.group.enabled) else draw.MID
        draw.text(x + BOX + 2 + GAP, y + (BOX - draw.CHAR_H) // 2 + 1, self.label, col)


class RadioGroup(Widget):
    """Mutually exclusive options, one a row (or side by side with ``horizontal=True``).

    ``selected`` is the index of the chosen option (``value`` its label);
    ``on_change(index)`` fires when the choice changes. ``selected`` may be given
    as an index or as a label.
    """

    def __init__(self, x: int, y: int, options: Sequence[str], selected: int | str = 0,
                 on_change: Callable[[int], None] | None = None, name: str | None = None,
                 spacing: int = 11, horizontal: bool = False) -> None:
        self.options = [str(o) for o in options]
        if not self.options:
            raise ValueError("a radio group needs at least one option")
        widths = [BOX + GAP + draw.text_width(o) for o in self.options]
        if horizontal:
            w = sum(widths) + spacing * (len(widths) - 1)
            h = BOX
        else:
            w, h = max(widths), spacing * (len(widths) - 1) + BOX
        super().__init__(x, y, w, h, name)
        self.on_change = on_change
        self.horizontal = horizontal
        ox = x
        for i, label in enumerate(self.options):
            if horizontal:
                self.add(RadioOption(self, i, ox, y, label))
                ox += widths[i] + spacing
            else:
                self.add(RadioOption(self, i, x, y + i * spacing, label))
        self.selected = self._index(selected)

    def _index(self, sel: int | str) -> int:
        if isinstance(sel, str):
            for i, o in enumerate(self.options):
                if o.lower() == sel.lower():
                    return i
            raise ValueError(f"{sel!r} is not one of {self.options}")
        if not 0 <= sel < len(self.options):
            raise ValueError(f"option {sel} out of range")
        return int(sel)

    takes_focus = True
    label_overhang = OVERHANG

    @property
    def value(self) -> str:
        return self.options[self.selected]

    def handle(self, inp: Input) -> bool:
        if super().handle(inp):
            return True
        if not (self.focused and self.visible and self.enabled):
            return False
        back, forth = ("left", "right") if self.horizontal else ("up", "down")
        step = -1 if back in inp.keys else 1 if forth in inp.keys else 0
        if step and 0 <= self.selected + step < len(self.options):
            self.select(self.selected + step)     # at either end the arrow moves the focus on instead
            return True
        return False

    def select(self, sel: int | str) -> None:
        i = self._index(sel)
        if i != self.selected:
            self.selected = i
            if self.on_change:
                self.on_change(i)
