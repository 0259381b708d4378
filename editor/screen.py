"""The Edit Stoneset screen: one 320 x 200 screen where a whole stoneset is drawn.

A self-contained screen object: the editor's own app shell or the game's App can host
it. The host gives it ``open(window)``, ``message(title, text)`` and ``confirm(title,
text, ok, on_ok)``; the screen calls ``on_use(path)`` or ``on_leave()`` when the player
is done. The document (:class:`~ishido_retro.stonesets.document.StonesetDoc`) holds
every change; this screen holds only what is being looked at (the stone, the colour,
the tool) and forwards clicks to the document's commands.

Palette: one screen of 16 colours, split like the play screen's: indices 0..7 are the
board's roles (menus, requesters, previews, the tiled board), 8..15 the set's colours 1..8.
Transparent has no colour of its own: it is drawn as a black-and-white dither (a medium
grey from a step away), and pixels outside a column's mask as the grid's dark colour.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pyxel

from ishido_retro.layout import ROLE_BEYOND, ROLE_WITHIN, STONE_INDEX_BASE
from ishido_retro.stonesets.document import (
    EDIT_COLOURS,
    PasteRefused,
    Selection,
    StonesetDoc,
    digest,
    line_points,
)
from ishido_retro.stonesets.masks import TEMPLATE_NAMES, template
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Widget, Window

from . import geometry as G

STONE_BASE = STONE_INDEX_BASE - 1     # set colour v (1..8) is screen index 7 + v, as in play
CLEAR_KEY = 16                        # transparent pixels of the stones image: never drawn (the colour key)
CELL = G.CELL
IDLE_HINT = "Right button: menus."

# (id, label, key, what it does) in the order of the tool buttons
TOOLS: tuple[tuple[str, str, str, str], ...] = (
    ("pencil", "Pencil", "p", "click or drag in the edit box to paint"),
    ("fill", "Fill", "f", "click to fill an area of one colour"),
    ("line", "Line", "l", "drag from one end to the other"),
    ("rect", "Rect", "r", "drag from corner to corner: an outline"),
    ("box", "Box", "b", "drag from corner to corner: a filled rectangle"),
    ("picker", "Pick", "k", "click a pixel to take its colour (or Shift+click, Shift+right-click)"),
)
# (id, label, key, what it does): toggles and one-shot actions on the stone
ACTIONS: tuple[tuple[str, str, str, str], ...] = (
    ("mirror_h", "Mirror H", "h", "paint also mirrored left-right"),
    ("mirror_v", "Mirror V", "v", "paint also mirrored top-bottom"),
    ("flip_h", "Flip H", "x", "flip the stone left-right"),
    ("flip_v", "Flip V", "y", "flip the stone top-bottom"),
    ("rotate", "Rotate", "o", "turn the stone a quarter turn clockwise"),
)


class Host(Protocol):
    """What a screen needs from the app that shows it."""

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], None]) -> None: ...


class Area(Widget):
    """A named rectangle the runner can click (``stone 2 3``, ``mask 1``...); the screen handles the click."""


class EditorScreen(Widget):
    """The Edit Stoneset screen. ``doc`` is the stoneset being edited; ``path`` its file (or None)."""

    menu_shortcuts = True       # a hosting App lets the menu bar's Ctrl keys through while it is shown

    def __init__(self, host: Host, doc: StonesetDoc, path: Path | None = None,
                 on_use: Callable[[Path], None] | None = None, on_leave: Callable[[], None] | None = None,
                 board_palette: list[int] | None = None, board_image: pyxel.Image | None = None) -> None:
        super().__init__(0, 0, 320, 200, "editor")
        from .files import EditorFiles
        self.host = host
        self.doc = doc
        self.on_use = on_use
        self.on_leave = on_leave
        self.board_palette = list(board_palette or [])
        self.board_image = board_image
        self.col, self.row = 0, 0
        self.kind = "stone"          # what the Edit menu and XColor act on: stone, column or row
        self.colour = 1
        self.tool = "pencil"
        self.xcolor_lit = False
        self.mirror_h = self.mirror_v = False
        self.status = doc.opened_note       # what opening the file changed in its colours, if anything
        self.hover_help = ""
        self._drag: tuple[int, int] | None = None      # where a line or rectangle began
        self._last_pixel: tuple[int, int] | None = None
        self._drag_end: tuple[int, int] | None = None
        self._painting = False
        self._image: pyxel.Image | None = None
        self._image_key: tuple[int, int] | None = None
        self.files = EditorFiles(self, path)
        self._build()

    # --- widgets ---------------------------------------------------------------------

    def _build(self) -> None:
        for r in range(6):
            for c in range(6):
                self.add(Area(*G.stone_rect(c, r), name=f"stone {c} {r}"))
        for c in range(6):
            self.add(Area(*G.column_head_rect(c), name=f"column {c}"))
            self.add(Area(*G.mask_rect(c), name=f"mask {c}"))
        for r in range(6):
            self.add(Area(*G.row_head_rect(r), name=f"row {r}"))
        for n in range(G.TEMPLATE_COUNT):
            self.add(Area(*G.template_rect(n), name=f"template {n}"))
        for i in range(G.SWATCHES):
            self.add(Area(*G.swatch_rect(i), name="colour T" if i == 0 else f"colour {i}"))
        buttons = [("Undo", self.undo), ("Redo", self.redo), ("XColor", self.toggle_xcolor),
                   ("T", lambda: self.choose_colour(0)), ("RGB", self.edit_rgb), ("Names", self.files.edit_names),
                   ("Use", self.use), ("Cancel", self.cancel)]
        self.buttons: dict[str, Button] = {}
        for label, action in buttons:
            x, y, w, h = G.button_rect(label)
            self.buttons[label] = self.add(ToolButton(x, y, label, action, w=w, h=h))
        self.tool_buttons: dict[str, Button] = {}
        for tool_id, label, _key, _help in TOOLS + ACTIONS:
            x, y, w, h = G.button_rect(label)
            self.tool_buttons[tool_id] = self.add(ToolButton(x, y, label, self._tool_action(tool_id), w=w, h=h,
                                                             name=label))

    def _tool_action(self, tool_id: str) -> Callable[[], None]:
        return lambda: self.use_tool(tool_id)

    def find(self, name: str) -> Widget | None:
        """Also ``tool NAME`` (a tool or action id or label) and ``pixel X Y`` (the edit box)."""
        words = name.split()
        if len(words) == 2 and words[0].lower() == "tool":
            wanted = words[1].lower().replace("-", "_")
            for tool_id, label, _k, _h in TOOLS + ACTIONS:
                if wanted in (tool_id, label.lower().replace(" ", "_")):
                    return self.tool_buttons[tool_id]
            return None
        if len(words) == 3 and words[0].lower() == "pixel" and all(w.isdigit() for w in words[1:]):
            x, y = int(words[1]), int(words[2])
            if 0 <= x < CELL and 0 <= y < CELL:
                return Area(*G.pixel_rect(x, y), name=name)
            return None
        if words == ["colour", "0"]:          # transparent is colour 0 of the set as well as T
            return super().find("colour T")
        return super().find(name)

    # --- what is selected ----------------------------------------------------------------

    @property
    def selection(self) -> Selection:
        return Selection(self.kind, self.col, self.row)   # type: ignore[arg-type]

    def select_stone(self, col: int, row: int) -> None:
        self.col, self.row, self.kind = col, row, "stone"

    def select_column(self, col: int) -> None:
        self.col, self.kind = col, "column"

    def select_row(self, row: int) -> None:
        self.row, self.kind = row, "row"

    def choose_colour(self, index: int) -> None:
        self.colour = index

    def use_tool(self, tool_id: str) -> None:
        if tool_id in {t[0] for t in TOOLS}:
            self.tool = tool_id
            self.status = f"{_tool_label(tool_id)}: {_tool_help(tool_id)}."
        elif tool_id == "mirror_h":
            self.mirror_h = not self.mirror_h
        elif tool_id == "mirror_v":
            self.mirror_v = not self.mirror_v
        elif tool_id == "flip_h":
            self.doc.flip(self.col, self.row, horizontal=True)
        elif tool_id == "flip_v":
            self.doc.flip(self.col, self.row, horizontal=False)
        elif tool_id == "rotate":
            self.doc.rotate(self.col, self.row)

    def toggle_xcolor(self) -> None:
        self.xcolor_lit = not self.xcolor_lit
        if self.xcolor_lit:
            where = {"stone": "this stone", "column": "the whole column", "row": "the whole row"}[self.kind]
            self.status = f"XColor: click a colour in the edit box to replace it in {where}."

    def undo(self) -> None:
        label = self.doc.undo()
        self.status = f"Undid the {label}." if label else "Nothing to undo."

    def redo(self) -> None:
        label = self.doc.redo()
        self.status = f"Redid the {label}." if label else "Nothing to redo."

    # --- Edit menu -----------------------------------------------------------------------

    def edit(self, operation: str, kind: str) -> None:
        """Cut, Copy, Paste or Erase the stone, column or row of the selected stone."""
        target = Selection(kind, self.col, self.row)   # type: ignore[arg-type]
        what = {"stone": f"stone {self.col + 1},{self.row + 1}", "column": f"column {self.col + 1}",
                "row": f"row {self.row + 1}"}[kind]
        if operation == "paste":
            try:
                self.doc.paste(target)
            except PasteRefused as exc:
                self.host.message("Paste", str(exc))
                return
            self.status = f"Pasted the {self.doc.clipboard.kind if self.doc.clipboard else ''} onto {what}."
        elif operation == "copy":
            self.doc.copy(target)
            self.status = f"Copied {what}."
        elif operation == "cut":
            self.doc.cut(target)
            self.status = f"Cut {what}: it is on the clipboard, its stones are transparent."
        elif operation == "erase":
            self.doc.erase(target)
            self.status = f"Erased {what} (the clipboard is unchanged)."
        self.kind = kind

    # --- colours ---------------------------------------------------------------------------

    def edit_rgb(self) -> None:
        """A small RGB requester for the chosen colour; the change shows on every stone at once."""
        from ishido_retro.ui.widgets import Label, Requester, Slider
        index = self.colour
        if index == 0:
            self.host.message("Colour", "T is transparent and has no colour of its own: choose one of the "
                              f"{EDIT_COLOURS} colours, then RGB.")
            return
        old = self.doc.palette[index]
        sliders = [Slider(16, 2 + 12 * k, 120, 0, 255, (old >> shift) & 255, name=part, step=1, page=16)
                   for k, (part, shift) in enumerate((("Red", 16), ("Green", 8), ("Blue", 0)))]
        labels = [Label(0, 4 + 12 * k, part[0]) for k, part in enumerate(("Red", "Green", "Blue"))]

        def preview(_v: int) -> None:
            pyxel.colors[STONE_BASE + index] = _rgb_of(sliders)

        for s in sliders:
            s.on_change = preview

        def closed(result: object) -> None:
            pyxel.colors[STONE_BASE + index] = old
            if result == "OK":
                self.doc.set_colour(index, _rgb_of(sliders))
                self.status = f"Colour {index} is now #{self.doc.palette[index]:06x}."
        self.host.open(Requester(f"Colour {index}", "Red, green and blue of this colour:",
                                 buttons=("OK", "Cancel"), on_close=closed, body=[*labels, *sliders]))

    def apply_palette(self) -> None:
        """Put the board roles (0..7) and the set's colours 1..8 (8..15) into pyxel's palette."""
        colours = list(pyxel.colors)
        colours += [0] * (STONE_BASE + EDIT_COLOURS + 1 - len(colours))
        for i, value in enumerate(self.board_palette[:8]):
            colours[i] = value
        for v in range(1, EDIT_COLOURS + 1):
            colours[STONE_BASE + v] = self.doc.palette[v]
        pyxel.colors[:] = colours

    # --- leaving ---------------------------------------------------------------------------

    def use(self) -> None:
        self.files.use()

    def cancel(self) -> None:
        def leave() -> None:
            self.files.discard_autosave()
            if self.on_leave:
                self.on_leave()
        if self.doc.dirty:
            self.host.confirm("Cancel", "Leave the editor and lose the edits made since the last save?",
                              "Leave", leave)
        else:
            leave()

    # --- input ---------------------------------------------------------------------------------

    def handle(self, inp: Input) -> bool:
        self._hover(inp.x, inp.y)
        if self._keys(inp):
            return True
        if self._painting or self._drag is not None:
            self._continue_edit_box(inp)
            return True
        if self.takes_right_click(inp):
            pixel = G.pixel_at(inp.x, inp.y)
            assert pixel is not None
            self.pick(*pixel)
            return True
        if Widget.handle(self, inp):          # buttons
            return True
        if not inp.left_pressed:
            return False
        x, y = inp.x, inp.y
        for r in range(6):
            for c in range(6):
                if G.inside(G.stone_rect(c, r), x, y):
                    if "shift" in inp.held:
                        self.col, self.row = c, r
                        self.select_column(c)
                    elif "ctrl" in inp.held or "alt" in inp.held:
                        self.col, self.row = c, r
                        self.select_row(r)
                    else:
                        self.select_stone(c, r)
                    return True
        for c in range(6):
            if G.inside(G.column_head_rect(c), x, y) or G.inside(G.mask_rect(c), x, y):
                self.select_column(c)
                return True
        for r in range(6):
            if G.inside(G.row_head_rect(r), x, y):
                self.select_row(r)
                return True
        for n in range(G.TEMPLATE_COUNT):
            if G.inside(G.template_rect(n), x, y):
                self.apply_template(n)
                return True
        for i in range(G.SWATCHES):
            if G.inside(G.swatch_rect(i), x, y):
                self.choose_colour(i)
                if inp.double_click and i:
                    self.edit_rgb()
                return True
        pixel = G.pixel_at(x, y)
        if pixel is not None:
            self._start_edit_box(pixel, inp)
            return True
        return False

    def takes_right_click(self, inp: Input) -> bool:
        """A modifier held with the right button over the edit box picks a colour (instead of the menu)."""
        return inp.right_pressed and bool(inp.held) and G.pixel_at(inp.x, inp.y) is not None

    def _keys(self, inp: Input) -> bool:
        if not inp.keys or inp.held:
            return False
        for tool_id, _label, key, _help in TOOLS + ACTIONS:
            if key in inp.keys:
                self.use_tool(tool_id)
                return True
        if "t" in inp.keys:
            self.choose_colour(0)
            return True
        if "u" in inp.keys:
            self.undo()
            return True
        return False

    def pick(self, x: int, y: int) -> None:
        """The colour picker: the colour under pixel (x, y) of the stone becomes the drawing colour."""
        self.colour = self.doc.pixel(self.col, self.row, x, y)
        self.status = "Picked transparent (T)." if self.colour == 0 else f"Picked colour {self.colour}."

    def apply_template(self, n: int) -> None:
        fill = self.colour or 1
        self.doc.apply_template(self.col, template(n), fill)
        self.status = (f"Column {self.col + 1} takes the {TEMPLATE_NAMES[n]} mask; its empty pixels inside it "
                       f"are colour {fill}.")

    def _start_edit_box(self, pixel: tuple[int, int], inp: Input) -> None:
        x, y = pixel
        if self.tool == "picker" or "shift" in inp.held:
            self.pick(x, y)
            return
        if self.xcolor_lit:
            old = self.doc.pixel(self.col, self.row, x, y)
            scope = self.selection if self.kind != "stone" else Selection("stone", self.col, self.row)
            self.doc.xcolor(scope, old, self.colour)
            self.status = f"XColor: colour {old or 'T'} became colour {self.colour or 'T'} in the {self.kind}."
            return
        mirror = {"h_mirror": self.mirror_h, "v_mirror": self.mirror_v}
        if self.tool == "fill":
            self.doc.flood_fill(self.col, self.row, x, y, self.colour, **mirror)
        elif self.tool == "pencil":
            self.doc.begin_stroke()
            self.doc.pencil(self.col, self.row, x, y, self.colour, **mirror)
            self._painting = True
            self._last_pixel = (x, y)
        else:
            self._drag = self._drag_end = (x, y)

    def _continue_edit_box(self, inp: Input) -> None:
        pixel = _clamped_pixel(inp.x, inp.y)
        mirror = {"h_mirror": self.mirror_h, "v_mirror": self.mirror_v}
        if self._painting:
            if pixel != self._last_pixel and self._last_pixel is not None:
                self.doc.paint(self.col, self.row, line_points(self._last_pixel, pixel), self.colour,
                               h_mirror=self.mirror_h, v_mirror=self.mirror_v)
                self._last_pixel = pixel
            if inp.left_released or not inp.left_held:
                self.doc.end_stroke()
                self._painting = False
            return
        if self._drag is not None:
            self._drag_end = pixel
            if inp.left_released or not inp.left_held:
                start, self._drag = self._drag, None
                if self.tool == "line":
                    self.doc.line(self.col, self.row, start, pixel, self.colour, **mirror)
                else:
                    self.doc.rectangle(self.col, self.row, start, pixel, self.colour,
                                       filled=self.tool == "box", **mirror)

    def _hover(self, x: int, y: int) -> None:
        self.hover_help = ""
        for tool_id, label, key, text in TOOLS + ACTIONS:
            b = self.tool_buttons[tool_id]
            if b.contains(x, y):
                self.hover_help = f"{label} (key {key.upper()}): {text}."
                return
        hints = {"Undo": "take back the last edit (key U)", "Redo": "do again what Undo took back",
                 "XColor": "while lit, a click in the edit box replaces that colour in the selection",
                 "T": "transparent (key T)", "RGB": "change the chosen colour's red, green and blue",
                 "Names": "the set's name, author and theme", "Use": "save the set and play with it",
                 "Cancel": "leave without the unsaved edits"}
        for label, text in hints.items():
            if self.buttons[label].contains(x, y):
                self.hover_help = f"{label}: {text}."
                return
        if any(G.inside(G.column_head_rect(c), x, y) for c in range(6)) or \
                any(G.inside(G.row_head_rect(r), x, y) for r in range(6)):
            self.hover_help = "A whole column or row for XColor and the Edit menu (or Shift/Ctrl+click)."
        elif any(G.inside(G.template_rect(n), x, y) for n in range(G.TEMPLATE_COUNT)):
            self.hover_help = "Mask template: gives the selected stone's column this shape."

    def update(self) -> None:
        for tool_id, button in self.tool_buttons.items():
            button.toggled = (tool_id == self.tool or (tool_id == "mirror_h" and self.mirror_h)
                              or (tool_id == "mirror_v" and self.mirror_v))
        self.buttons["XColor"].toggled = self.xcolor_lit
        self.buttons["Undo"].enabled = self.doc.can_undo
        self.buttons["Redo"].enabled = self.doc.can_redo
        self.buttons["RGB"].enabled = self.colour != 0
        self.files.update()

    # --- for the runner's dump --------------------------------------------------------------

    def state(self) -> dict:
        doc = self.doc
        clip = doc.clipboard
        return {
            "selected": {"kind": self.kind, "col": self.col, "row": self.row},
            "colour": "T" if self.colour == 0 else self.colour,
            "xcolor": self.xcolor_lit,
            "tool": self.tool,
            "mirror": {"h": self.mirror_h, "v": self.mirror_v},
            "clipboard": clip.kind if clip else None,
            "dirty": doc.dirty,
            "file": str(self.files.path) if self.files.path else None,
            "name": doc.name, "author": doc.author, "theme": doc.theme,
            "stones": [[c, r, digest(doc.stone(c, r))] for r in range(6) for c in range(6)],
            "masks": [digest(bytes(m)) for m in doc.masks],
            "palette": [f"#{v:06x}" for v in doc.palette],
            "can_undo": doc.can_undo, "can_redo": doc.can_redo,
            "warnings": self.warnings(),
            "status": self.status,
        }

    # --- drawing -------------------------------------------------------------------------------

    def stones_image(self) -> pyxel.Image:
        """The 36 stones as in play (masked), screen indices; transparent is ``CLEAR_KEY`` (the colour key)."""
        key = (id(self.doc), self.doc.changes)
        if self._image is None:
            self._image = pyxel.Image(6 * CELL, 6 * CELL)
        if key != self._image_key:
            base = ctypes.addressof(self._image.data_ptr())
            for r in range(6):
                for c in range(6):
                    px = self.doc.stone_in_play(c, r)
                    for y in range(CELL):
                        row = bytes(STONE_BASE + v if v else CLEAR_KEY for v in px[y * CELL:(y + 1) * CELL])
                        ctypes.memmove(base + (r * CELL + y) * self._image.width + c * CELL, row, CELL)
            self._image_key = key
        return self._image

    def draw(self) -> None:
        pyxel.cls(draw.MID)
        img = self.stones_image()
        self._draw_select_area(img)
        self._draw_masks()
        self._draw_templates()
        self._draw_previews(img)
        self._draw_edit_box()
        self._draw_swatches()
        self._draw_info()
        Widget.draw(self)
        self._draw_status()

    def _draw_select_area(self, img: pyxel.Image) -> None:
        pyxel.rect(G.GRID_X - 1, G.GRID_Y - 1, 6 * CELL + 2, 6 * CELL + 2, draw.FG)
        for r in range(6):
            for c in range(6):
                x, y, _, _ = G.stone_rect(c, r)
                pyxel.rect(x, y, CELL, CELL, ROLE_WITHIN if (c + r) % 2 else ROLE_BEYOND)
        pyxel.blt(G.GRID_X, G.GRID_Y, img, 0, 0, 6 * CELL, 6 * CELL, CLEAR_KEY)
        for c in range(6):
            x, y, w, h = G.column_head_rect(c)
            lit = self.kind == "column" and c == self.col
            draw.bevel(x, y, w, h, raised=not lit, fill=draw.HILITE if lit else draw.BG)
            draw.text_centred(x + w // 2, y + 1, str(c + 1))
        for r in range(6):
            x, y, w, h = G.row_head_rect(r)
            lit = self.kind == "row" and r == self.row
            draw.bevel(x, y, w, h, raised=not lit, fill=draw.HILITE if lit else draw.BG)
            draw.text_centred(x + w // 2 + 1, y + 7, str(r + 1))
        # the selection: a stone, a column or a row, outlined
        if self.kind == "column":
            x, y, _, _ = G.stone_rect(self.col, 0)
            pyxel.rectb(x - 1, y - 1, CELL + 2, 6 * CELL + 2, draw.HILITE)
        elif self.kind == "row":
            x, y, _, _ = G.stone_rect(0, self.row)
            pyxel.rectb(x - 1, y - 1, 6 * CELL + 2, CELL + 2, draw.HILITE)
        x, y, _, _ = G.stone_rect(self.col, self.row)
        pyxel.rectb(x, y, CELL, CELL, draw.BG)
        pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.FG)

    def _draw_masks(self) -> None:
        for c in range(6):
            x, y, _, _ = G.mask_rect(c)
            pyxel.rect(x, y, CELL, CELL, draw.BG)
            mask = self.doc.masks[c]
            for i in range(CELL * CELL):
                if mask[i]:
                    pyxel.pset(x + i % CELL, y + i // CELL, draw.SHADOW)
            pyxel.line(x, y, x, y + CELL - 1, draw.MID)      # a gap between neighbouring masks
            if self.col == c:
                pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.HILITE)

    def _draw_templates(self) -> None:
        for n in range(G.TEMPLATE_COUNT):
            x, y, _, _ = G.template_rect(n)
            pyxel.rect(x, y, CELL, CELL, draw.BG)
            shape = template(n)
            for i in range(CELL * CELL):
                if shape[i]:
                    pyxel.pset(x + i % CELL, y + i // CELL, draw.SHADOW)
            pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.FG)

    def _draw_previews(self, img: pyxel.Image) -> None:
        sx, sy = self.col * CELL, self.row * CELL
        for k, ground in enumerate((None, ROLE_BEYOND, ROLE_WITHIN)):
            x = G.PREVIEW_X + k * G.PREVIEW_PITCH
            pyxel.rect(x, G.PREVIEW_Y, 24, 24, draw.FG)
            if ground is None:   # as edited: raw pixels, transparent as medium grey (a dither)
                stone = self.doc.stone(self.col, self.row)
                for i, v in enumerate(stone):
                    px, py = x + 2 + i % CELL, G.PREVIEW_Y + 2 + i // CELL
                    pyxel.pset(px, py, STONE_BASE + v if v else _dither(px, py))
            else:
                pyxel.rect(x + 2, G.PREVIEW_Y + 2, CELL, CELL, ground)
                pyxel.blt(x + 2, G.PREVIEW_Y + 2, img, sx, sy, CELL, CELL, CLEAR_KEY)
        # tiled: the stone among its neighbours on board squares
        tx, ty = G.TILED_X, G.TILED_Y
        pyxel.rect(tx - 2, ty - 2, 3 * CELL + 4, 3 * CELL + 4, draw.FG)
        for dy in range(3):
            for dx in range(3):
                x, y = tx + dx * CELL, ty + dy * CELL
                if self.board_image is not None:
                    pyxel.blt(x, y, self.board_image, 8 + (4 + dx) * CELL, 22 + (3 + dy) * CELL, CELL, CELL)
                else:
                    pyxel.rect(x, y, CELL, CELL, ROLE_WITHIN)
        # the stone in the centre; beside it stones of its row, above and below stones of its column
        for (dx, dy), (c, r) in {(1, 1): (self.col, self.row), (0, 1): ((self.col + 1) % 6, self.row),
                                 (2, 1): ((self.col + 2) % 6, self.row), (1, 0): (self.col, (self.row + 1) % 6),
                                 (1, 2): (self.col, (self.row + 2) % 6)}.items():
            pyxel.blt(tx + dx * CELL, ty + dy * CELL, img, c * CELL, r * CELL, CELL, CELL, CLEAR_KEY)

    def _draw_edit_box(self) -> None:
        stone = self.doc.stone(self.col, self.row)
        mask = self.doc.masks[self.col]
        preview: set[tuple[int, int]] = set()
        if self._drag is not None and self._drag_end is not None:
            from ishido_retro.stonesets.document import rect_points
            pts = (line_points(self._drag, self._drag_end) if self.tool == "line"
                   else rect_points(self._drag, self._drag_end, self.tool == "box"))
            preview = set(StonesetDoc.mirrored(pts, self.mirror_h, self.mirror_v))
        pyxel.rect(G.EDIT_X - 2, G.EDIT_Y - 2, G.EDIT_W + 3, G.EDIT_H + 3, draw.FG)
        pyxel.rect(G.EDIT_X - 1, G.EDIT_Y - 1, G.EDIT_W + 1, G.EDIT_H + 1, draw.SHADOW)   # the grid lines
        for i, v in enumerate(stone):
            px, py = i % CELL, i // CELL
            x, y, _, _ = G.pixel_rect(px, py)
            if (px, py) in preview:
                v = self.colour
            if v:
                pyxel.rect(x, y, G.ZOOM - 1, G.ZOOM - 1, STONE_BASE + v)
            elif mask[i]:     # transparent inside the mask (a hole): the medium-grey dither
                _dither_rect(x, y, G.ZOOM - 1, G.ZOOM - 1)
            else:             # outside the mask: transparent in play, one with the dark grid
                pyxel.pset(x + 1, y + 1, draw.MID)
        if self.mirror_h:
            pyxel.line(G.EDIT_X + G.EDIT_W // 2 - 1, G.EDIT_Y - 2, G.EDIT_X + G.EDIT_W // 2 - 1,
                       G.EDIT_Y + G.EDIT_H, draw.HILITE)
        if self.mirror_v:
            pyxel.line(G.EDIT_X - 2, G.EDIT_Y + G.EDIT_H // 2 - 1, G.EDIT_X + G.EDIT_W,
                       G.EDIT_Y + G.EDIT_H // 2 - 1, draw.HILITE)

    def _draw_swatches(self) -> None:
        pyxel.rect(G.SWATCH_X - 1, G.SWATCH_Y - 1, G.SWATCHES * G.SWATCH_W + 2, G.SWATCH_H + 2, draw.FG)
        for i in range(G.SWATCHES):
            x, y, w, h = G.swatch_rect(i)
            if i == 0:
                _dither_rect(x, y, w, h)
                pyxel.rect(x + 2, y + 1, w - 4, h - 2, draw.BG)
                draw.text(x + 3, y + 1, "T", draw.FG)
            else:
                pyxel.rect(x, y, w, h, STONE_BASE + i)
        x, y, w, h = G.swatch_rect(self.colour)
        pyxel.rectb(x, y, w, h, draw.BG)
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, draw.FG)

    def _draw_info(self) -> None:
        x, y = G.INFO_X, G.INFO_Y
        draw.text(x, y, f"Colour {'T' if self.colour == 0 else self.colour}", draw.BG)
        draw.text(x, y + 9, "clear" if self.colour == 0 else f"#{self.doc.palette[self.colour]:06x}", draw.BG)

    def warnings(self) -> list[str]:
        """The document's warnings, worked out again only after a change."""
        key = (id(self.doc), self.doc.changes)
        if getattr(self, "_warnings_key", None) != key:
            self._warnings = self.doc.warnings().messages()
            self._warnings_key = key
        return self._warnings

    def status_texts(self) -> tuple[str, str]:
        """The status bar's words: what is going on (left) and the file, * when edited (right)."""
        # a set opened from the game (or a new one) has no file until Save As gives it one
        name = (self.files.path.name if self.files.path else f"{self.doc.name.strip()[:16] or 'Untitled'}, no file")
        return self.hover_help or self.status or IDLE_HINT, name + (" *" if self.doc.dirty else "")

    def _draw_status(self) -> None:
        draw.bevel(0, G.STATUS_Y - 2, 320, 200 - G.STATUS_Y + 2, raised=False, fill=draw.BG)
        first, name = self.status_texts()
        room = 314
        if draw.text_width(first, small=True) + draw.text_width(name) + 12 <= room:
            draw.text(317 - draw.text_width(name), G.STATUS_Y + 1, name, draw.SHADOW)
            room -= draw.text_width(name) + 12
        draw.text_fitted(3, G.STATUS_Y + 1, first, room, draw.FG)
        warnings = self.warnings()
        if warnings:
            draw.text_fitted(3, G.STATUS_Y + 9, warnings[0], 314, draw.HILITE)


class ToolButton(Button):
    """A button of the editor's narrow right column: its label drops to the 4x6 font only when the
    8-pixel one would not fit inside the bevel."""

    def fits(self) -> bool:
        return draw.text_width(self.label) <= self.w - 4

    def draw(self) -> None:
        if self.fits():
            Button.draw(self)
            return
        if not self.visible:
            return
        sunken = self.pressed or self.toggled
        draw.bevel(self.x, self.y, self.w, self.h, raised=not sunken, fill=draw.HILITE if sunken else draw.BG)
        col = draw.FG if self.enabled else draw.GHOST
        draw.text_centred(self.x + self.w // 2, self.y + (self.h - draw.SMALL_H) // 2, self.label, col, small=True)


def _dither(x: int, y: int) -> int:
    """Transparent's medium grey: black and white pixels in a checkerboard."""
    return draw.FG if (x + y) % 2 else draw.BG


def _dither_rect(x: int, y: int, w: int, h: int) -> None:
    for py in range(y, y + h):
        for px in range(x, x + w):
            pyxel.pset(px, py, _dither(px, py))


def _clamped_pixel(x: int, y: int) -> tuple[int, int]:
    return (min(CELL - 1, max(0, (x - G.EDIT_X) // G.ZOOM)), min(CELL - 1, max(0, (y - G.EDIT_Y) // G.ZOOM)))


def _rgb_of(sliders: list) -> int:
    r, g, b = (s.value for s in sliders)
    return (r << 16) | (g << 8) | b


def _tool_label(tool_id: str) -> str:
    return next(label for t, label, _k, _h in TOOLS + ACTIONS if t == tool_id)


def _tool_help(tool_id: str) -> str:
    return next(text for t, _l, _k, text in TOOLS + ACTIONS if t == tool_id)
