"""The editor's menus (right mouse button): File and Edit, as the manual lists them, and Help with its keys (F1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro.stonesets.document import KINDS, StonesetDoc
from ishido_retro.ui.menubar import Menu, MenuItem
from ishido_retro.ui.widgets.base import Window

from .actions import Action, EditClip, EditNames, MarqueeClip, Redo, ToggleGrid, ToggleVision, Undo, Zoom
from .boardpreview import BoardPreview, PreviewPort
from .exportpalette import export_palette
from .files import EditorFiles
from .helpkeys import keys_window
from .importpalette import import_palette
from .sheet import export_sheet
from .view import VISION_NAMES


class MenuPort(PreviewPort, Protocol):
    """What the menus call: the file side, the screen's actions, and the document (for ghosting)."""

    @property
    def files(self) -> EditorFiles: ...

    @property
    def doc(self) -> StonesetDoc: ...

    def act(self, action: Action) -> None: ...

    def open(self, window: Window) -> Window: ...


def build_menus(screen: MenuPort, quit_action: Callable[[], None] | None = None) -> list[Menu]:
    """File and Edit; ``quit_action`` adds File > Quit (the editor's own window has it, the game has its own)."""
    file_items = [
        MenuItem("New Stoneset", lambda: screen.files.new(), shortcut="ctrl+n"),
        MenuItem("Load Stoneset…", lambda: screen.files.load(), shortcut="ctrl+o"),
        MenuItem("Save Stoneset", lambda: screen.files.save(), shortcut="ctrl+s"),
        MenuItem("Save Stoneset As…", lambda: screen.files.save_as(), shortcut="ctrl+shift+s"),
        MenuItem("Import Picture…", lambda: screen.files.import_picture(), shortcut="ctrl+i", separator_before=True),
        MenuItem("Import Palette…", lambda: import_palette(screen.files.port)),
        MenuItem("Export Palette…", lambda: export_palette(screen.files.port)),
        MenuItem("Export Sheet…", lambda: export_sheet(screen.files.port), shortcut="ctrl+e"),
        MenuItem("Names…", _act(screen, EditNames())),
    ]
    if quit_action is not None:
        file_items.append(MenuItem("Quit", quit_action, shortcut="ctrl+q", separator_before=True))

    def kinds(operation: str, enabled: Callable[[], bool] = lambda: True) -> list[MenuItem]:
        return [*(MenuItem(kind.capitalize(), _act(screen, EditClip(operation, kind)), enabled=enabled)
                  for kind in KINDS),
                MenuItem("Marquee", _act(screen, MarqueeClip(operation)), enabled=lambda: screen.view.tool == "select")]

    has_clip = lambda: screen.doc.clipboard is not None  # noqa: E731
    edit_items = [
        MenuItem("Undo", _act(screen, Undo()), shortcut="ctrl+z", enabled=lambda: screen.doc.can_undo),
        MenuItem("Redo", _act(screen, Redo()), shortcut="ctrl+y", enabled=lambda: screen.doc.can_redo),
        MenuItem("Cut", None, submenu=kinds("cut"), separator_before=True),
        MenuItem("Copy", None, submenu=kinds("copy")),
        MenuItem("Paste", None, submenu=kinds("paste", has_clip)),
        MenuItem("Erase", None, submenu=kinds("erase")),
        MenuItem("Preview on Board…", lambda: _open(screen, BoardPreview(screen)), shortcut="f2",
                 separator_before=True),
    ]
    help_items = [MenuItem("Keys…", lambda: _open(screen, keys_window()), shortcut="f1")]
    return [Menu("File", file_items), Menu("Edit", edit_items), view_menu(screen), Menu("Help", help_items)]


def view_menu(screen: MenuPort) -> Menu:
    """The edit box's zoom and grid (the wheel over the box zooms too), and the Colour-blind Preview (F3)."""
    return Menu("View", [
        MenuItem("Zoom In", _act(screen, Zoom(1)), shortcut="plus"),
        MenuItem("Zoom Out", _act(screen, Zoom(-1)), shortcut="minus"),
        MenuItem("Grid", _act(screen, ToggleGrid()), shortcut="g", checked=lambda: screen.view.box.grid),
        MenuItem("Colour-blind Preview", None, separator_before=True, submenu=[
            MenuItem(label, _act(screen, ToggleVision(name)), checked=_seen(screen, name))
            for name, label, _sim, _who in VISION_NAMES]),
    ])


def _seen(screen: MenuPort, name: str) -> Callable[[], bool]:
    return lambda: screen.view.vision == name


def _open(screen: MenuPort, window: Window) -> None:
    screen.open(window)


def _act(screen: MenuPort, action: Action) -> Callable[[], None]:
    return lambda: screen.act(action)


__all__ = ["MenuPort", "build_menus"]
