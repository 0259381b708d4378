"""The editor inside the game's window: Choices > Stonesets > Edit Stoneset….

The game's App lends its screen slot, menu bar and requesters; the editor screen takes
them over and gives them back on Use (with the edited set in play) or Cancel. The App
needs only ``screen``, ``menubar``, ``theme``, ``settings``, ``open``, ``message``,
``confirm``, ``load_theme`` and ``save_settings`` — nothing here imports ``ui/app.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ishido_retro.storage.settingsfile import theme_path
from ishido_retro.storage.stonesets import load_doc, shipped_stoneset_path
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.theme import board_image

from .menus import build_menus
from .screen import EditorScreen


def open_editor(app: Any) -> EditorScreen | None:
    """Show the Edit Stoneset screen in place of the game's screen, with the stoneset in play loaded."""
    try:
        path = theme_path(app.settings.stoneset, "stonesets", shipped_stoneset_path)
        doc = load_doc(path)
    except (OSError, ValueError, KeyError) as exc:
        app.message("Edit Stoneset", f"The stoneset in play cannot be opened for editing: {exc}")
        return None
    previous_screen, previous_bar = app.screen, app.menubar

    def back() -> None:
        app.screen, app.menubar = previous_screen, previous_bar
        app.windows = [w for w in app.windows if not w.closed]

    def used(saved: Path) -> None:
        back()
        app.settings.stoneset = "user:" + saved.name
        app.load_theme()
        app.save_settings()

    def left() -> None:
        back()
        app.theme.apply()

    screen = EditorScreen(app, doc, path, on_use=used, on_leave=left,
                          board_palette=list(app.theme.board_palette), board_image=board_image())
    app.screen = screen
    app.menubar = MenuBar(build_menus(screen))
    screen.apply_palette()
    screen.files.offer_recovery()
    return screen


__all__ = ["open_editor"]
