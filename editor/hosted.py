"""The editor inside the game's window: Choices > Stonesets > Edit Stoneset….

The game's App lends its screen slot, menu bar and requesters; the editor screen takes
them over and gives them back on Cancel. Use puts the edited set in play at once (the game
draws it from its next frame) and the editor stays open. The App
is seen through :class:`GameWindow`, the few things this needs of it — nothing here
imports ``ui/app.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pyxel

from ishido_retro.match.clock import Clock
from ishido_retro.settings import Settings
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.settingsfile import theme_path
from ishido_retro.storage.stonesets import load_doc
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.theme import Theme, board_image
from ishido_retro.ui.widgets.base import Widget, Window

from .menus import build_menus
from .screen import EditorScreen


class GameWindow(Protocol):
    """What the editor borrows from the game's App while it is shown in its window."""

    screen: Widget
    menubar: MenuBar
    settings: Settings
    theme: Theme
    clock: Clock

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], object]) -> None: ...

    def load_theme(self, initial: bool = False) -> None: ...

    def save_settings(self) -> None: ...


def open_editor(app: GameWindow, setting: str | None = None) -> EditorScreen | None:
    """Show the Edit Stoneset screen in place of the game's screen, with the stoneset ``setting`` loaded (a
    shipped name or ``user:FILE``; None: the one in play)."""
    setting = setting or app.settings.stoneset
    try:
        path = theme_path(setting, "stonesets", shipped_stoneset_path)
        doc = load_doc(path)
    except (OSError, ValueError, KeyError) as exc:
        which = "in play" if setting == app.settings.stoneset else repr(setting.removeprefix("user:"))
        app.message("Edit Stoneset", f"The stoneset {which} cannot be opened for editing: {exc}")
        return None
    previous_screen, previous_bar = app.screen, app.menubar

    def back() -> None:
        app.screen, app.menubar = previous_screen, previous_bar
        pyxel.colors[:] = pyxel.colors[:16]        # the editor's colours 9..15 go: the game shows 16

    def used(saved: Path) -> None:
        """Use: the game plays the set from its next frame; the editor stays open (Cancel goes back)."""
        app.settings.stoneset = "user:" + saved.name
        app.load_theme()
        app.save_settings()
        screen.apply_palette()                     # the game's theme took pyxel's first 16 colours
        screen.say(used_sentence(screen.doc.name))

    def left() -> None:
        back()
        app.theme.apply()

    screen = EditorScreen(app, doc, path, on_use=used, on_leave=left,
                          board_palette=list(app.theme.board_palette), board_image=board_image(), now=app.clock.now)
    app.screen = screen
    app.menubar = MenuBar(build_menus(screen))
    screen.apply_palette()
    screen.files.offer_recovery()
    return screen


def used_sentence(name: str) -> str:
    """What the status line says after Use in the game's window."""
    return f'The game plays "{name.strip() or "Untitled"}" now; Cancel goes back to it.'


__all__ = ["open_editor"]
