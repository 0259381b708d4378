"""How a stroke is laid and how the edit box shows it: the scope, the brush, the zoom and the grid.

The toolbar's scope and brush buttons and their keys (N, C, W, A; 1, 2, 3), the View menu (Zoom In
and Out, + and -; Grid, G), the wheel over the edit box and Shift with the arrows (the view moved) make these
actions; :func:`change` does them
and says what they did.
"""

from __future__ import annotations

from typing import Protocol

from ishido_retro.ui.input import Input

from .actions import Pan, SetBrush, SetScope, ToggleGrid, Zoom
from .canvas import Canvas
from .panning import PAN_KEYS
from .view import BRUSH_KEYS, SCOPE_KEYS, EditorView

SettingAction = SetScope | SetBrush | Zoom | ToggleGrid | Pan


class SettingsPort(Protocol):
    @property
    def view(self) -> EditorView: ...

    @property
    def canvas(self) -> Canvas: ...

    def say(self, text: str) -> None: ...


def change(port: SettingsPort, action: SettingAction) -> None:
    view = port.view
    match action:
        case SetScope(scope):
            view.scope = scope
            reach = next(text for name, _key, text in SCOPE_KEYS if name == scope)
            spread = "" if scope == "stone" else " The row's colour becomes each row's own."
            port.say(f"Scope {scope}: paint lands on {reach}.{spread}")
        case SetBrush(size):
            view.brush = size
            port.say(f"Brush {size}: the pencil and the line paint {size} pixel{'s' if size > 1 else ''} wide.")
        case Zoom(step):
            port.canvas.zoom(step)
        case ToggleGrid():
            view.box.grid = not view.box.grid
            port.say("Grid on." if view.box.grid else "Grid off.")
        case Pan(dx, dy):
            port.canvas.hand.pan(dx, dy)


def key_action(inp: Input) -> SettingAction | None:
    """A scope's letter or a brush's digit pressed without a modifier (+, - and G are the View menu's keys); Shift
    and an arrow move the zoomed view."""
    step = next((step for key, step in PAN_KEYS.items() if key in inp.keys), None)
    if step is not None and inp.held == {"shift"}:
        return Pan(*step)
    if inp.held:
        return None
    scope = next((name for name, key, _text in SCOPE_KEYS if key in inp.keys), None)
    if scope is not None:
        return SetScope(scope)
    size = next((n for n, key in enumerate(BRUSH_KEYS, 1) if key in inp.keys), None)
    return None if size is None else SetBrush(size)
