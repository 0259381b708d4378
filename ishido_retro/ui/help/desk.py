"""The Help menu's texts and the ? menu's About, opened in text windows (the :class:`~ishido_retro.ui.ports.HelpTexts`
port the menus use)."""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.storage.texts import load_text
from ishido_retro.texts import Line, wrap_text
from ishido_retro.ui.help.textview import AboutWindow, TextWindow
from ishido_retro.ui.widgets.base import Window


class HelpDesk:
    """Opens a shipped text (rules, strategy, the Oracle, keys) or About through ``open``."""

    def __init__(self, open_window: Callable[[Window], object]) -> None:
        self.open = open_window

    def show_text(self, name: str, title: str) -> None:
        self.open(TextWindow(title, _lines(name)))

    def about(self) -> None:
        self.open(AboutWindow("About Ishido", _lines("about")))


def _lines(name: str) -> list[Line]:
    return wrap_text(load_text(name), TextWindow.CHARS_PER_LINE)
