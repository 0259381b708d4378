"""The editor's status line along the bottom: what is going on (or the help for what is under the
pointer), the file's name with * when edited, and the set's first warning below them."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from ishido_retro.storage import folders
from ishido_retro.ui import draw
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G

ROOM = 314                                   # pixels for the first line's words
SAID_SECONDS = 4.0                           # how long a passing message (Saved...) stays
LINE_CHARS = ROOM // draw.SMALL_W            # the most characters the line shows whole (in the small font)


class StatusPort(Protocol):
    """The words the status line shows."""

    def status_texts(self) -> tuple[str, str]: ...

    def warnings(self) -> list[str]: ...


class StatusBar(Widget):
    """Two lines under everything else, across the whole screen."""

    def __init__(self, port: StatusPort) -> None:
        super().__init__(0, G.STATUS_Y - 2, 320, 200 - G.STATUS_Y + 2, "status")
        self.port = port

    def draw(self) -> None:
        draw.bevel(0, G.STATUS_Y - 2, 320, 200 - G.STATUS_Y + 2, raised=False, fill=draw.BG)
        first, name = self.port.status_texts()
        room = ROOM
        if draw.text_width(first, small=True) + draw.text_width(name) + 12 <= room:
            draw.text(317 - draw.text_width(name), G.STATUS_Y + 1, name, draw.SHADOW)
            room -= draw.text_width(name) + 12
        draw.text_fitted(3, G.STATUS_Y + 1, first, room, draw.FG)
        warnings = self.port.warnings()
        if warnings:
            draw.text_fitted(3, G.STATUS_Y + 9, warnings[0], ROOM, draw.HILITE)


def with_path(before: str, path: Path, after: str = ".") -> str:
    """``before + path + after`` in at most ``LINE_CHARS`` characters: the path from the home folder as
    ``~``, its leading folders dropped for ``...`` when the whole would not fit the status line."""
    shown = str(folders.absolute(path))
    home = _home()
    if home and shown.startswith(home + os.sep):
        shown = "~" + shown[len(home):]
    room = max(LINE_CHARS - len(before) - len(after), len(path.name) + 4)
    if len(shown) > room:
        tail = shown[len(shown) - room + 3:]
        cut = tail.find(os.sep)
        shown = "..." + (tail[cut:] if 0 <= cut < len(tail) - len(path.name) else os.sep + path.name)
    return before + shown + after


def _home() -> str:
    try:
        return str(Path.home())
    except (RuntimeError, KeyError):       # no home folder: show the path as it is
        return ""
