"""File > Import Picture…'s question: the picture as 36 stones, in its own colours, beside the sentences that
say what the import does to it (scaled from what size, how many colours kept or reduced, which colour becomes
transparent), with OK and Cancel. Nothing is replaced before OK."""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro.stonesets.document import PALETTE_COLOURS, StonesetDoc
from ishido_retro.stonesets.pictures import Imported
from ishido_retro.ui import draw
from ishido_retro.ui.widgets import Label, Requester
from ishido_retro.ui.widgets.base import Widget

from .stonedraw import CLEAR_KEY, STONE_BASE, blit_stones

PLAN_CHARS = 26          # characters a line of the plan beside the preview


class PicturePreview(Widget):
    """The imported stones, drawn in the picture's own colours (put in the set's screen indices while shown)."""

    def __init__(self, doc: StonesetDoc) -> None:
        super().__init__(0, 0, 120, 120, "Preview")
        self.image = pyxel.Image(120, 120)
        blit_stones(self.image, doc, STONE_BASE)

    def draw(self) -> None:
        pyxel.rect(self.x, self.y, self.w, self.h, draw.MID)
        pyxel.blt(self.x, self.y, self.image, 0, 0, 120, 120, CLEAR_KEY)


class ImportRequester(Requester):
    """The question; the runner's dump reads the plan it shows."""

    plan = ""

    def text_for_dump(self) -> str:
        return self.plan


def import_requester(imported: Imported, take: Callable[[], None]) -> Requester:
    """OK takes the imported set (``take``), Cancel leaves everything as it was; while it is open the set's
    screen colours are the picture's."""
    saved = list(pyxel.colors)
    colours = list(saved)
    colours[STONE_BASE + 1:STONE_BASE + 1 + PALETTE_COLOURS] = imported.doc.palette[1:PALETTE_COLOURS + 1]
    colours += [0] * max(0, STONE_BASE + 1 + PALETTE_COLOURS - len(colours))
    pyxel.colors[:] = colours

    def closed(result: object) -> None:
        pyxel.colors[:] = saved
        if result == "OK":
            take()
    lines = [Label(128, draw.LINE_H * k, line) for k, line in enumerate(draw.wrap(imported.plan, PLAN_CHARS))]
    dialog = ImportRequester("Import Picture", "", buttons=("OK", "Cancel"), on_close=closed,
                             body=[PicturePreview(imported.doc), *lines])
    dialog.plan = imported.plan
    return dialog
