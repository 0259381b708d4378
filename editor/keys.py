"""The Edit Stoneset screen with the keys (or a pad): which area they act on and what they do there.

Tab and Shift+Tab walk the areas: the edit box (the canvas), the stones of the set, the mask
templates, the colours and the buttons. In each the arrows choose (a pixel, a stone, a template,
a colour, a button) and Return or Space takes it (paints, applies the template, opens the colour's
RGB, presses the button). Escape drops a shape begun with the keys. The tools keep their letters
(:meth:`.toolbar.Toolbar.key_action`). Wherever the keys are, Shift+Space selects the whole row of the
stone being edited and Ctrl+Space its whole column; Ctrl+C, Ctrl+X, Ctrl+V and Delete copy, cut, paste
onto and erase the selection (stone, row or column), as the Edit menu does.
"""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button

from . import geometry as G
from .actions import Action, ApplyTemplate, ChooseColour, EditClip, EditColour, Select
from .canvas import Canvas
from .toolbar import Toolbar
from .view import EditorView

AREAS = ("canvas", "stones", "templates", "colours", "buttons")
ARROWS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
SAY = {"canvas": "Keys: the edit box. Arrows move, Space paints.",
       "stones": "Keys: the stones. Arrows choose the stone to edit.",
       "templates": "Keys: the mask templates. Arrows choose, Return shapes the column.",
       "colours": "Keys: the colours. Arrows choose, Return opens RGB.",
       "buttons": "Keys: the buttons. Arrows choose, Return presses."}
CLIP_KEYS = {"ctrl+c": "copy", "ctrl+x": "cut", "ctrl+v": "paste", "delete": "erase"}


class KeysPort(Protocol):
    """What the keys move and where their actions go."""

    @property
    def view(self) -> EditorView: ...

    @property
    def canvas(self) -> Canvas: ...

    @property
    def toolbar(self) -> Toolbar: ...

    def act(self, action: Action) -> None: ...

    def say(self, text: str) -> None: ...


class EditorKeys:
    """The area the keys act on (``area``), the template and the button lit in theirs."""

    def __init__(self, port: KeysPort) -> None:
        self.port = port
        self.area = "canvas"
        self.template = 0
        self.button = 0

    def buttons(self) -> list[Button]:
        """The screen's buttons that can be pressed now, row by row from the top."""
        bar = self.port.toolbar
        every = [*bar.buttons.values(), *bar.tool_buttons.values(), *bar.brush_buttons]
        ordered = sorted(every, key=lambda b: (b.y, b.x)) + bar.scope_buttons     # the scopes, up top, come last
        return [b for b in ordered if b.visible and b.enabled]

    def focus(self) -> str:
        """The runner's ``focus``: the area, or ``button NAME`` among the buttons."""
        if self.area == "buttons":
            lit = self._lit_button()
            return f"button {lit.name}" if lit is not None else "buttons"
        return self.area

    def _lit_button(self) -> Button | None:
        buttons = self.buttons()
        return buttons[self.button % len(buttons)] if buttons else None

    def handle(self, inp: Input) -> bool:
        """The keys of one frame; True if they were used."""
        keys = inp.keys
        if inp.shift_tab() or "tab" in keys:
            step = -1 if inp.shift_tab() else 1
            self.area = AREAS[(AREAS.index(self.area) + step) % len(AREAS)]
            self.port.say(SAY[self.area])
            return True
        if self._selection_keys(keys):
            return True
        if "escape" in keys:
            return self.port.canvas.drop_anchor()
        if self.area == "colours" and self._home_end(keys):
            return True
        arrow = next((ARROWS[k] for k in ARROWS if k in keys), None)
        if arrow is not None:
            self._arrow(*arrow)
            return True
        if "return" in keys or "space" in keys:
            self._press()
            return True
        return False

    def follow_input(self, inp: Input, busy: bool) -> None:
        """An action (a click, a key, the wheel) ends the last answer on the status line (the action may give its
        own); a click in the edit box, on a stone, a template or a colour brings the arrows there (where the
        player last acted), a click elsewhere (a button, a tool) leaves them where they were."""
        if inp.left_pressed or inp.right_pressed or inp.keys or inp.wheel:
            self.port.say("")
        if inp.left_pressed and not busy:
            self.follow_click(inp.x, inp.y)

    def follow_click(self, x: int, y: int) -> None:
        """The arrows go to the area at (x, y), if it is one of theirs."""
        templates = (G.TEMPLATE_X, G.TEMPLATE_Y, G.TEMPLATE_COUNT * G.TEMPLATE_PITCH, G.CELL)
        grid = (G.GRID_X, G.GRID_Y, 6 * G.CELL, 6 * G.CELL)
        palette = (G.SWATCH_X, G.SWATCH_Y, G.SWATCH_COLUMNS * G.SWATCH_W, 2 * G.SWATCH_H)
        for area, (ax, ay, aw, ah) in (("canvas", (G.EDIT_X, G.EDIT_Y, G.EDIT_W, G.EDIT_H)), ("stones", grid),
                                       ("templates", templates), ("colours", palette)):
            if ax <= x < ax + aw and ay <= y < ay + ah:
                if area == "templates":
                    self.template = min(G.TEMPLATE_COUNT - 1, (x - ax) // G.TEMPLATE_PITCH)
                self.area = area
                return

    def _selection_keys(self, keys: frozenset[str]) -> bool:
        """Shift+Space and Ctrl+Space select the row and the column; the clipboard keys act on the selection."""
        view = self.port.view
        if "shift+space" in keys or "ctrl+space" in keys:
            if "shift+space" in keys:
                self.port.act(Select("row"))
                said = f"Row {view.row + 1}"
            else:
                self.port.act(Select("column"))
                said = f"Column {view.col + 1}"
            self.port.say(f"{said} selected: Ctrl+C, Ctrl+X, Ctrl+V and Delete act on it.")
            return True
        operation = next((op for key, op in CLIP_KEYS.items() if key in keys), None)
        if operation is None:
            return False
        self.port.act(EditClip(operation, view.kind))
        return True

    def _home_end(self, keys: frozenset[str]) -> bool:
        """Home and End among the colours: colour 1 and colour 15 (T is the T key's)."""
        index = 1 if "home" in keys else G.SWATCHES - 1 if "end" in keys else None
        if index is None:
            return False
        self.port.act(ChooseColour(index))
        self.port.say(f"Colour {index}: {'the first' if index == 1 else 'the last'} of the set's colours.")
        return True

    def _arrow(self, dx: int, dy: int) -> None:
        view = self.port.view
        if self.area == "canvas":
            self.port.canvas.move_cursor(dx, dy)
        elif self.area == "stones":
            self.port.act(Select("stone", (view.col + dx) % 6, (view.row + dy) % 6))
        elif self.area == "templates":
            self.template = (self.template + dx + dy) % G.TEMPLATE_COUNT
        elif self.area == "colours":
            row, col = divmod(view.colour, G.SWATCH_COLUMNS)
            row, col = (row + dy) % 2, (col + dx) % G.SWATCH_COLUMNS
            self.port.act(ChooseColour(row * G.SWATCH_COLUMNS + col))
        else:
            count = max(1, len(self.buttons()))
            self.button = (self.button % count + dx + dy) % count

    def _press(self) -> None:
        if self.area == "canvas":
            self.port.canvas.press()
        elif self.area == "templates":
            self.port.act(ApplyTemplate(self.template))
        elif self.area == "colours":
            self.port.act(EditColour())
        elif self.area == "buttons":
            lit = self._lit_button()
            if lit is not None:
                lit.clicked()

    def draw(self) -> None:
        """The template or the button lit, while the keys are in their area (the others show their own)."""
        if self.area == "templates":
            x, y, w, h = G.template_rect(self.template)
        elif self.area == "buttons" and (lit := self._lit_button()) is not None:
            x, y, w, h = lit.x, lit.y, lit.w, lit.h
        else:
            return
        pyxel.rectb(x - 2, y - 2, w + 4, h + 4, draw.HILITE)
        pyxel.rectb(x - 3, y - 3, w + 6, h + 6, draw.FG)
