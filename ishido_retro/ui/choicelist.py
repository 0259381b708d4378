"""The Stonesets and Boards dialogs' list of choices: radio rows that scroll when there are many.

Every row is a widget named by its whole label (a set's own name), so a script can click it; a
long label is drawn cut to the list's width. At most :data:`ROWS` show at once; the rest scroll
into view with the scroll bar, the mouse wheel over the list, and the arrow keys (and the pad's
D-pad, which gives them), which move the mark and keep it in view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget
from ishido_retro.ui.widgets.listview import ARROW_W, ScrollsRows, VScrollBar
from ishido_retro.ui.widgets.toggles import BOX, GAP, RadioOption

ROWS = 10           # rows shown at once
SPACING = 11        # pixels from one row to the next (as a radio group's)
MAX_LABEL_W = 108   # a label wider than this is drawn cut, with a ~


class ChoiceRow(RadioOption):
    """One row, named by its whole label, drawn cut to the list's width."""

    def __init__(self, group: ChoiceList, index: int, label: str) -> None:
        super().__init__(group, index, group.x, group.y, label)     # type: ignore[arg-type]   # its select() is all
        self.w = min(self.w, BOX + GAP + MAX_LABEL_W)
        shown, cols = label, MAX_LABEL_W // draw.CHAR_W
        if draw.text_width(label) > MAX_LABEL_W:
            shown = cut_label(label, cols)
        self.label = shown


def cut_label(label: str, cols: int) -> str:
    """``label`` in ``cols`` characters, a ``~`` where it is cut. A label ending in its file, ``Tide (tide-2.png)``
    (two own sets of one name), keeps the file's end: the rows stay told apart."""
    if label.endswith(")") and " (" in label:
        tail = min(len(label) - label.rindex(" ("), (cols - 1) // 2)
        return label[:cols - 1 - tail] + "~" + label[-tail:]
    return label[:cols - 1] + "~"


class ChoiceList(ScrollsRows, Widget):
    """``options`` with ``selected`` marked; ``on_change(index)`` when the mark moves (as a ``RadioGroup``)."""

    takes_focus = True

    def __init__(self, options: Sequence[str], selected: int | str = 0,
                 on_change: Callable[[int], None] | None = None) -> None:
        self.options = [str(o) for o in options]
        if not self.options:
            raise ValueError("a list of choices needs at least one choice")
        self.visible_lines = min(ROWS, len(self.options))
        self.top_line = 0
        scrolls = len(self.options) > ROWS
        widths = [min(BOX + GAP + draw.text_width(o), BOX + GAP + MAX_LABEL_W) for o in self.options]
        w = max(widths) + (ARROW_W + 4 if scrolls else 0)
        super().__init__(0, 0, w, SPACING * (self.visible_lines - 1) + BOX)
        self.on_change = on_change
        self.rows = [self.add(ChoiceRow(self, i, label)) for i, label in enumerate(self.options)]
        self.bar: VScrollBar | None = None
        if scrolls:
            self.bar = self.add(VScrollBar(w - ARROW_W, 0, self.h, self))
        self.selected = self.options.index(selected) if isinstance(selected, str) else int(selected)
        self.ensure_visible(self.selected)
        self._layout()

    @property
    def value(self) -> str:
        return self.options[self.selected]

    @property
    def total_lines(self) -> int:
        return len(self.options)

    def _layout(self) -> None:
        """Put the rows in view where they belong (the list may have moved since it was made)."""
        for row in self.rows:
            pos = row.index - self.top_line
            row.visible = 0 <= pos < self.visible_lines
            row.x, row.y = self.x, self.y + pos * SPACING
        if self.bar is not None:
            bar = self.bar
            dx, dy = self.x + self.w - ARROW_W - bar.x, self.y - bar.y
            for part in bar.walk():
                part.x += dx
                part.y += dy

    def select(self, sel: int | str) -> None:
        i = self.options.index(sel) if isinstance(sel, str) else int(sel)
        self.ensure_visible(i)
        if i != self.selected:
            self.selected = i
            if self.on_change:
                self.on_change(i)

    def handle(self, inp: Input) -> bool:
        if not (self.visible and self.enabled):
            return False
        if super().handle(inp):
            return True
        if inp.wheel and self.contains(inp.x, inp.y):
            self.scroll_to(self.top_line - inp.wheel)
            return True
        return False

    def reveal(self, name: str) -> Widget | None:
        """The row named ``name``, scrolled into view (what a player's scrolling would do before a click)."""
        from ishido_retro.ui.widgets.base import label_matches
        for row in self.rows:
            if label_matches(row.name, name):
                self.ensure_visible(row.index)
                return row
        return None
