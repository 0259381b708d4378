"""What screens, menus and the match controller may ask of the App shell.

The App implements :class:`Host`; everything else is typed against this
protocol, so no module imports ``ui/app.py`` back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro.settings import Settings
from ishido_retro.ui.scores.desk import GameFiles, ScoresDesk
from ishido_retro.ui.sounds import Sounds
from ishido_retro.ui.widgets.base import Window


class Host(Protocol):
    """The shell: window, requesters, settings, sounds, themes and texts."""

    settings: Settings
    sounds: Sounds
    scores: ScoresDesk
    files: GameFiles

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], object]) -> None: ...

    def busy(self) -> bool:
        """A requester or a menu is open: the board does not take moves now."""
        ...

    def save_settings(self) -> None: ...

    def toggle_setting(self, name: str) -> None: ...

    def show_play(self) -> None:
        """Bring the board on screen (from the title)."""
        ...

    def quit(self) -> None: ...

    def about(self) -> None: ...

    def show_text(self, name: str, title: str) -> None: ...

    def stoneset_names(self) -> list[str]: ...

    def board_names(self) -> list[str]: ...

    def choose_stoneset(self, name: str) -> None: ...

    def choose_board(self, name: str) -> None: ...

    def choose_other_stoneset(self) -> None: ...

    def edit_stoneset(self) -> None:
        """Choices > Stonesets > Edit Stoneset…: the stoneset editor's screen in the game's window."""
        ...

    def choose_other_board(self) -> None: ...

    def play_deal(self) -> None: ...

    def deal_of_the_day(self) -> None: ...
