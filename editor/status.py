"""The editor's status line along the bottom: what is going on (or the help for what is under the
pointer), the file's name with * when edited, and the set's first warning below them."""

from __future__ import annotations

from typing import Protocol

from ishido_retro.ui import draw
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G


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
        room = 314
        if draw.text_width(first, small=True) + draw.text_width(name) + 12 <= room:
            draw.text(317 - draw.text_width(name), G.STATUS_Y + 1, name, draw.SHADOW)
            room -= draw.text_width(name) + 12
        draw.text_fitted(3, G.STATUS_Y + 1, first, room, draw.FG)
        warnings = self.port.warnings()
        if warnings:
            draw.text_fitted(3, G.STATUS_Y + 9, warnings[0], 314, draw.HILITE)
