"""The editor's buttons: Undo, Redo, XColor, T, Use and Cancel and the tools down the right column,
RGB and Names under the colours; their keys and the status line's help for each.

A button (or its key) is an action for the screen; the toolbar shows which tool and toggles are on
and ghosts what cannot be done now.
"""

from __future__ import annotations

from typing import Protocol

from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Button, Widget

from . import geometry as G
from .actions import (
    Action,
    Cancel,
    ChooseColour,
    EditColour,
    EditNames,
    Redo,
    SetBrush,
    SetScope,
    ToggleXColor,
    Undo,
    Use,
    UseTool,
)
from .icons import ICONS, Icon, IconButton, scope_icon
from .view import ACTIONS, BRUSH_KEYS, SCOPE_KEYS, TOOLS, EditorView

# (label, action, what it does) of the buttons that are not tools
BUTTONS: tuple[tuple[str, Action, str], ...] = (
    ("Undo", Undo(), "take back the last edit (key U)"),
    ("Redo", Redo(), "do again what Undo took back"),
    ("XColor", ToggleXColor(), "while lit, a click on a colour replaces it in the selected stones"),
    ("T", ChooseColour(0), "transparent (key T)"),
    ("RGB", EditColour(), "type the chosen colour's hex, or set its RGB or HSV with sliders"),
    ("Names", EditNames(), "the set's name, author, theme and its stones' names"),
    ("Use", Use(), "save the set and play with it"),
    ("Cancel", Cancel(), "leave without the unsaved edits"),
)


class ToolbarPort(Protocol):
    """What the buttons show (the tool, the toggles, what can be undone) and where they go."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def act(self, action: Action) -> None: ...


class Toolbar(Widget):
    """Every button of the screen; ``buttons`` by label, ``tool_buttons`` by tool id."""

    def __init__(self, port: ToolbarPort) -> None:
        super().__init__(G.EDIT_X, G.BUTTON_Y, 320 - G.EDIT_X, G.STATUS_Y - 2 - G.BUTTON_Y, "toolbar")
        self.port = port
        self.buttons: dict[str, Button] = {}
        for label, action, _help in BUTTONS:
            self.buttons[label] = self._button(label, action)
        self.tool_buttons: dict[str, Button] = {}
        for tool_id, label, _key, _help in TOOLS:
            self.tool_buttons[tool_id] = self._icon(label, ICONS[tool_id], UseTool(tool_id), G.button_rect(label))
        for tool_id, label, _key, _help in ACTIONS:
            self.tool_buttons[tool_id] = self._button(label, UseTool(tool_id))
        self.brush_buttons = [self._icon(f"brush {n}", ICONS[f"brush {n}"], SetBrush(n), G.button_rect(f"brush {n}"))
                              for n in range(1, len(BRUSH_KEYS) + 1)]
        self.scope_buttons = [self._icon(f"scope {scope}", scope_icon(scope), SetScope(scope), G.scope_rect(n))
                              for n, (scope, _key, _help) in enumerate(SCOPE_KEYS)]

    def _icon(self, name: str, icon: Icon, action: Action, rect: tuple[int, int, int, int]) -> Button:
        x, y, w, h = rect
        return self.add(IconButton(x, y, w, h, name, icon, lambda: self.port.act(action)))

    def _button(self, name: str, action: Action) -> Button:
        """The button called ``name`` (in a captioned row it shows only its last word: Mirror [H] [V])."""
        x, y, w, h = G.button_rect(name)
        shown = name.split()[-1] if any(name in row and row[0] in G.CAPTIONS for row in G.RIGHT_ROWS) else name
        return self.add(Button(x, y, shown, lambda: self.port.act(action), w=w, h=h, name=name))

    def find_tool(self, name: str) -> Widget | None:
        """``tool NAME``: a tool or action by its id or its label (``tool mirror_h``, ``tool pick``)."""
        words = name.split()
        if len(words) != 2 or words[0].lower() != "tool":
            return None
        wanted = words[1].lower().replace("-", "_")
        for tool_id, label, _k, _h in TOOLS + ACTIONS:
            if wanted in (tool_id, label.lower().replace(" ", "_")):
                return self.tool_buttons[tool_id]
        return None

    def key_action(self, inp: Input) -> Action | None:
        """A tool's key, T (transparent) or U (undo), pressed without a modifier."""
        if not inp.keys or inp.held:
            return None
        for tool_id, _label, key, _help in TOOLS + ACTIONS:
            if key in inp.keys:
                return UseTool(tool_id)
        if "t" in inp.keys:
            return ChooseColour(0)
        if "u" in inp.keys:
            return Undo()
        return None

    def hint(self, x: int, y: int) -> str:
        """The status line's help for the button under (x, y), if any."""
        for tool_id, label, key, text in TOOLS + ACTIONS:
            if self.tool_buttons[tool_id].contains(x, y):
                return f"{label} (key {key.upper()}): {text}."
        for label, _action, text in BUTTONS:
            if self.buttons[label].contains(x, y):
                return f"{label}: {text}."
        for n, button in enumerate(self.brush_buttons, 1):
            if button.contains(x, y):
                return f"Brush {n} (key {n}): the pencil and the line paint {n} pixel{'s' if n > 1 else ''} wide."
        for (scope, key, text), button in zip(SCOPE_KEYS, self.scope_buttons, strict=True):
            if button.contains(x, y):
                return f"Scope {scope} (key {key.upper()}): paint lands on {text}."
        return ""

    def draw(self) -> None:
        for first, caption in G.CAPTIONS.items():
            place = G.caption_at(first)
            if place is not None:
                draw.text(*place, caption, draw.BG)
        super().draw()

    def update(self) -> None:
        view, doc = self.port.view, self.port.doc
        for tool_id, button in self.tool_buttons.items():
            button.toggled = (tool_id == view.tool or (tool_id == "mirror_h" and view.mirror_h)
                              or (tool_id == "mirror_v" and view.mirror_v))
        for n, button in enumerate(self.brush_buttons, 1):
            button.toggled = n == view.brush
        for (scope, _key, _text), button in zip(SCOPE_KEYS, self.scope_buttons, strict=True):
            button.toggled = scope == view.scope
        self.buttons["XColor"].toggled = view.xcolor
        self.buttons["Undo"].enabled = doc.can_undo
        self.buttons["Redo"].enabled = doc.can_redo
        self.buttons["RGB"].enabled = True           # T's RGB is the colour its file writes
