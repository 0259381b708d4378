"""The player's settings while the game runs: changed from the menus and the board, kept at once.

:class:`Preferences` implements the :class:`~.ports.Prefs` port. A setting that cannot be saved
is said in a requester and stays changed for this session.
"""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro.settings import Settings
from ishido_retro.storage import settingsfile
from ishido_retro.ui.sounds import Sounds


class Preferences:
    """``settings`` with the sounds they switch; ``theme_changed()`` reloads the stoneset and board."""

    def __init__(self, settings: Settings, sounds: Sounds, message: Callable[[str, str], None],
                 theme_changed: Callable[[], None]) -> None:
        self._settings = settings
        self.sounds = sounds
        self.message = message
        self.theme_changed = theme_changed

    @property
    def settings(self) -> Settings:
        return self._settings

    def toggle_setting(self, name: str) -> None:
        settings = self._settings
        setattr(settings, name, not getattr(settings, name))
        self.sounds.enabled = settings.sounds
        self.sounds.click_enabled = settings.stone_click
        if name == "virtual_gamepad":
            from ishido_retro.ui import webtouch
            webtouch.gamepad(settings.virtual_gamepad)      # in a page: shown or taken away at once
        if name == "matching_board" and settings.matching_board:
            settings.board = settings.stoneset
            self.theme_changed()
        self.save_settings()

    def save_settings(self) -> None:
        try:
            settingsfile.save(self._settings)
        except (OSError, ValueError) as exc:
            self.message("Settings", f"Your settings could not be saved: {getattr(exc, 'strerror', None) or exc}")

    def toggle_fullscreen(self) -> None:
        """F11: a window or the full screen, kept for the next start."""
        self._settings.fullscreen = not self._settings.fullscreen
        pyxel.fullscreen(self._settings.fullscreen)
        self.save_settings()
