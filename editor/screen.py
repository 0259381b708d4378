"""The Edit Stoneset screen: one 320 x 200 screen where a whole stoneset is drawn.

A self-contained screen object: the editor's own app shell or the game's App can host
it. The host gives it ``open(window)``, ``message(title, text)`` and ``confirm(title,
text, ok, on_ok)``; the screen calls ``on_use(path)`` or ``on_leave()`` when the player
is done. The document (:class:`~ishido_retro.stonesets.document.StonesetDoc`) holds
every change; the screen's :class:`~.view.EditorView` holds only what is being looked at
(the stone, the colour, the tool).

The screen is made of widgets, each with its own small port: the stone grid (:mod:`.grid`),
the previews (:mod:`.previews`), the canvas where pixels are painted (:mod:`.canvas`), the
palette (:mod:`.palette`), the buttons (:mod:`.toolbar`) and the status line (:mod:`.status`);
the Edit menu's clipboard is :mod:`.cutpaste`, the File menu :mod:`.files`. Widgets, keys and
menus turn what the player does into actions (:mod:`.actions`), handled in :meth:`EditorScreen.act`;
:mod:`.keys` says which area the arrows, Return and Space act on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import pyxel

from ishido_retro.stonesets.colourdiff import seen_as
from ishido_retro.stonesets.document import StonesetDoc, digest
from ishido_retro.stonesets.palettes import TEXT_FORMATS
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget, Window

from . import cutpaste, painter, settings, vision
from .actions import (
    Action,
    ApplyTemplate,
    Cancel,
    ChooseColour,
    EditClip,
    EditColour,
    EditNames,
    MarqueeClip,
    Pan,
    Redo,
    Select,
    SetBrush,
    SetScope,
    ToggleGrid,
    ToggleVision,
    ToggleXColor,
    Undo,
    Use,
    UseTool,
    Zoom,
    unhandled,
)
from .canvas import Canvas, find_pixel, menu_or_shortcut
from .colourdialog import ColourDialog
from .files import EditorFiles
from .grid import StoneGrid
from .importpalette import import_palette_path
from .keys import EditorKeys
from .palette import Palette, apply_palette
from .previews import Previews
from .requesters import LEAVE_ANSWERS, LEAVE_TEXT, LEAVE_TITLE, names_requester
from .rowcolours import RowColours
from .status import StatusBar
from .stonedraw import StonesImage
from .toolbar import Toolbar
from .view import EditorView

IDLE_HINT = "Right button: menus."
# the actions that leave the marquee's floating pixels floating (the others lay them first)
KEEP_FLOATING = (ChooseColour, EditColour, UseTool, MarqueeClip, SetScope, SetBrush, Zoom, ToggleGrid)


class Host(Protocol):
    """What a screen needs from the app that shows it."""

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], None]) -> None: ...


class EditorScreen(Widget):
    """The Edit Stoneset screen. ``doc`` is the stoneset being edited; ``path`` its file (or None)."""

    menu_shortcuts = True       # a hosting App lets the menu bar's Ctrl keys through while it is shown

    def __init__(self, host: Host, doc: StonesetDoc, path: Path | None = None,
                 on_use: Callable[[Path], None] | None = None, on_leave: Callable[[], None] | None = None,
                 board_palette: list[int] | None = None, board_image: pyxel.Image | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(0, 0, 320, 200, "editor")
        self.host = host
        self.doc = doc
        self.view = EditorView()
        self.on_use = on_use
        self.on_leave = on_leave
        self.board_palette = list(board_palette or [])
        self.now = now                      # the host's clock: a frame clock in scripted runs
        self.status = doc.opened_note       # what opening the file changed in its colours, if anything
        self._status_until: float | None = None     # a passing message (Saved...) goes at this time
        self.hover_help = ""
        self._warnings: tuple[tuple[int, int], list[str]] | None = None
        self._palette_of: tuple[int, int, str] | None = None     # the document whose colours pyxel shows
        self.stones_image = stones = StonesImage()
        self.board_image = board_image      # the board in play (Preview on Board draws the set on it)
        self.grid = self.add(StoneGrid(self, stones))
        self.add(Previews(self, stones, board_image))
        self.row_colours = self.add(RowColours(self))
        self.canvas = self.add(Canvas(self))
        self.palette = self.add(Palette(self))
        self.toolbar = self.add(Toolbar(self))
        self.add(StatusBar(self))
        self.buttons = self.toolbar.buttons
        self.tool_buttons = self.toolbar.tool_buttons
        self.files = EditorFiles(self, path)
        self.keys = EditorKeys(self)

    def find(self, name: str) -> Widget | None:
        """Also ``tool NAME`` (a tool or action id or label), ``pixel X Y`` (the edit box) and ``colour 0``."""
        return (self.toolbar.find_tool(name) or find_pixel(self.view.box, name) or self.palette.find_colour(name)
                or super().find(name))

    # --- what the widgets ask of the screen (their ports) ------------------------------------

    def say(self, text: str, seconds: float | None = None) -> None:
        """Show ``text`` on the status line, for ``seconds`` or until something else is said."""
        self.status = text
        self._status_until = None if seconds is None else self.now() + seconds

    def open(self, window: Window) -> Window:
        return self.host.open(window)

    def message(self, title: str, text: str) -> None:
        self.host.message(title, text)

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], None]) -> None:
        self.host.confirm(title, text, ok, on_ok)

    def show_doc(self, doc: StonesetDoc | None = None) -> None:
        """Show ``doc`` in place of the set being edited (None: the same one afresh): stone 1,1 selected,
        the set's colours on screen."""
        if doc is not None:
            self.doc = doc
        self.view.select("stone", 0, 0)
        self.apply_palette()

    def used(self, path: Path) -> None:
        if self.on_use:
            self.on_use(path)

    def apply_palette(self) -> None:
        """Put the board roles (0..7) and the set's colours 1..15 (8..22) into pyxel's palette."""
        apply_palette(self.board_palette, self.doc, vision.simulation(self.view))
        self._palette_of = (id(self.doc), self.doc.changes, self.view.vision)

    # --- actions --------------------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Do what the player asked (a widget, a key or a menu made it); floating marquee pixels are laid first."""
        if not isinstance(action, KEEP_FLOATING):
            self.canvas.settle()
        match action:
            case Select(kind, col, row):
                self.view.select(kind, col, row)
            case ApplyTemplate(n):
                painter.apply_template(self, n)
            case ChooseColour(index, edit):
                self.view.colour = index
                if edit:
                    self.edit_rgb()
            case EditColour():
                self.edit_rgb()
            case UseTool(tool_id):
                self.canvas.use_tool(tool_id)
            case Undo():
                self.act_undo(redo=False)
            case Redo():
                self.act_undo(redo=True)
            case ToggleXColor():
                painter.toggle_xcolor(self)
            case EditNames():
                self.open(names_requester(self.doc))
            case Use():
                self.files.use()
            case Cancel():
                self.cancel()
            case EditClip(operation, kind):
                cutpaste.edit(self, operation, kind)
            case MarqueeClip(operation):
                self.canvas.marquee_clip(operation)
            case SetScope() | SetBrush() | Zoom() | ToggleGrid() | Pan():
                settings.change(self, action)
            case ToggleVision(seen):
                vision.change(self, seen)
            case _:
                unhandled(action)

    def act_undo(self, redo: bool) -> None:
        label = self.doc.redo() if redo else self.doc.undo()
        self.files.follow_history()
        done, nothing = ("Redid", "Nothing to redo.") if redo else ("Undid", "Nothing to undo.")
        self.say(f"{done} the {label}." if label else nothing)

    def edit_rgb(self) -> None:
        """A small RGB requester for the chosen colour; the change shows on every stone at once."""
        seen = vision.simulation(self.view)           # T: the colour its file writes
        self.open(ColourDialog(self.doc, self.view.colour, self.say, lambda rgb: seen_as(rgb, seen) if seen else rgb))

    def cancel(self) -> None:
        """Leave the editor; unsaved edits are asked about first (Save, Leave and Lose Edits, Keep Editing)."""
        def leave() -> None:
            self.files.discard_autosave()
            if self.on_leave:
                self.on_leave()
        self.files.unsaved_first(LEAVE_TITLE, leave, LEAVE_TEXT, LEAVE_ANSWERS)

    # --- input and the frame ----------------------------------------------------------------------

    def handle(self, inp: Input) -> bool:
        inp = self.canvas.hand.space_taps(inp)          # Space acts when let go; held with a drag it is the hand
        self.keys.follow_input(inp, self.canvas.busy)
        self.hover_help = (self.toolbar.hint(inp.x, inp.y) or self.grid.hint(inp.x, inp.y)
                           or self.palette.hint(inp.x, inp.y))
        key = self.toolbar.key_action(inp) or settings.key_action(inp) or vision.key_action(inp.keys, self.view)
        if key is not None:
            self.act(key)
            return True
        if not self.canvas.busy and self.canvas.space_tap(inp, self.keys.area == "canvas"):
            return True
        if not self.canvas.busy and (self.canvas.marquee_keys(inp) or self.keys.handle(inp)):
            return True
        if self.canvas.busy or self.canvas.takes_right_click(inp):
            return self.canvas.handle(inp)
        return Widget.handle(self, inp)

    def takes_first(self, inp: Input) -> bool:
        """Never; but a menu or a shortcut about to act lays floating marquee pixels first (Save, Use see them)."""
        if menu_or_shortcut(self.view, inp):
            self.canvas.settle()
        return False

    def takes_right_click(self, inp: Input) -> bool:
        """A modifier held with the right button over the edit box picks a colour (instead of the menu)."""
        return self.canvas.takes_right_click(inp)

    def update(self) -> None:
        if self._status_until is not None and self.now() >= self._status_until:
            self.say("")
        if self._palette_of != (id(self.doc), self.doc.changes, self.view.vision):     # RGB, Undo, Import, F3
            self.apply_palette()
        self.toolbar.update()
        self.files.update()

    def draw(self) -> None:
        pyxel.cls(draw.MID)
        Widget.draw(self)
        self.keys.draw()

    # --- what the status line and the runner's dump read -------------------------------------------

    def warnings(self) -> list[str]:
        """The document's warnings, worked out again only after a change."""
        key = (id(self.doc), self.doc.changes)
        if self._warnings is None or self._warnings[0] != key:
            self._warnings = (key, self.doc.warnings().messages())
        return self._warnings[1]

    def status_texts(self) -> tuple[str, str]:
        """The status bar's words: the last answer, else the hover help (left); the file, * when edited (right)."""
        # a set opened from the game (or a new one) has no file until Save As gives it one
        name = (self.files.path.name if self.files.path else f"{self.doc.name.strip()[:16] or 'Untitled'}, no file")
        seen = vision.label(self.view)
        return self.status or self.hover_help or IDLE_HINT, name + (" *" if self.doc.dirty else "") + (
            f" · {seen}" if seen else "")

    def keep_on_close(self) -> None:
        """Unsaved edits are autosaved when the window closes without Quit (Recover offers them next time)."""
        if self.files.doc.dirty:
            self.files.autosave()

    def take_drop(self, path: str) -> bool:
        """A file dropped on the window opens here, as File > Load Stoneset… with it chosen (unsaved edits asked
        about first); a palette file (.gpl, .pal, .hex) gives its colours, as File > Import Palette… does."""
        if Path(path).suffix.lower() in TEXT_FORMATS:
            import_palette_path(self.files.port, Path(path))
        else:
            self.files.request_load(Path(path))
        return True

    def own_state(self) -> dict[str, Any]:
        """The runner's dump of the editor (see :meth:`state`)."""
        return self.state()

    def state(self) -> dict[str, Any]:
        view, doc = self.view, self.doc
        clip = doc.clipboard
        return {
            "selected": {"kind": view.kind, "col": view.col, "row": view.row},
            "colour": "T" if view.colour == 0 else view.colour,
            "xcolor": view.xcolor,
            "tool": view.tool,
            "mirror": {"h": view.mirror_h, "v": view.mirror_v},
            "clipboard": clip.kind if clip else None,
            "dirty": doc.dirty,
            "file": str(self.files.path) if self.files.path else None,
            "name": doc.name, "author": doc.author, "theme": doc.theme,
            "names": {"colours": list(doc.colour_names), "symbols": list(doc.symbol_names)},
            "stones": [[c, r, digest(doc.stone(c, r))] for r in range(6) for c in range(6)],
            "masks": [digest(bytes(m)) for m in doc.masks],
            "palette": [f"#{v:06x}" for v in doc.palette],
            "can_undo": doc.can_undo, "can_redo": doc.can_redo,
            "warnings": self.warnings(),
            "status": self.status,
            "cursor": list(self.canvas.cursor) if self.canvas.cursor_shown else None,
            "focus": self.keys.focus(),
            "row_colours": self.row_colours.colours,
            "cvd": self.view.vision or None,
            **self.canvas.state(),
        }
