"""The small ports that screens, menus and the play parts receive instead of the App.

Each protocol names the few things one kind of caller uses (at most ten members), so a
screen is typed against what it asks for and nothing imports ``ui/app.py`` back. The App
(the requesters, through :class:`~.shell.Shell`), :class:`~.prefs.Preferences`,
:class:`~.themes.Themes`, :class:`~.sounds.Sounds`, :class:`~.scores.desk.ScoresDesk` and
:class:`~.scores.desk.GameFiles` implement them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro.settings import Settings
from ishido_retro.ui.widgets.base import Window


class Requesters(Protocol):
    """The requester stack: open a window, say something, ask OK or Cancel, and whether one is open."""

    def open(self, window: Window) -> Window: ...

    def message(self, title: str, text: str) -> None: ...

    def confirm(self, title: str, text: str, ok: str, on_ok: Callable[[], object]) -> None:
        """``ok`` or Cancel; Return presses Cancel (what ``ok`` does cannot be taken back)."""
        ...

    def busy(self) -> bool:
        """A requester or a menu is open: the board does not take moves now."""
        ...


class Prefs(Protocol):
    """The player's settings and the way to keep a change to them."""

    @property
    def settings(self) -> Settings: ...

    def save_settings(self) -> None: ...

    def toggle_setting(self, name: str) -> None:
        """Switch the on/off setting ``name`` (what it changes follows: sounds, the matching board) and keep it."""
        ...


class SoundPort(Protocol):
    def play(self, name: str) -> object: ...


class ThemeChoices(Protocol):
    """Choices > Stonesets... and Boards...: the dialogs that choose them."""

    def open_stonesets(self) -> None: ...

    def open_boards(self) -> None: ...


class HelpTexts(Protocol):
    """The ? menu's About and the Help menu's texts."""

    def about(self) -> None: ...

    def show_text(self, name: str, title: str) -> None: ...


class SavedGames(Protocol):
    """File > Load Game, Save Game and Save Game As."""

    def load(self) -> None: ...

    def save(self) -> None: ...

    def save_as(self, then: Callable[[], object] | None = None) -> None: ...


class ScoreBoards(Protocol):
    """The Scores menu."""

    def show(self, first: str = "today", *, scoring: str | None = None) -> None:
        """The boards of ``scoring`` (the one in play by default), ``first`` on show."""
        ...

    def show_statistics(self) -> None: ...
