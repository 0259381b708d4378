"""The editor's own small requesters: one colour's red, green and blue, and the set's name, author and
theme. Each OK is one command on the document (so Undo takes it back)."""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui.widgets import Label, Requester, Slider, TextEntry
from ishido_retro.ui.widgets.base import Window

from .stonedraw import STONE_BASE


def colour_requester(doc: StonesetDoc, index: int, done: Callable[[str], None]) -> Window:
    """Sliders for colour ``index`` (1..8); the change shows on every stone while they move, and OK keeps
    it (then ``done`` gets the sentence to say)."""
    old = doc.palette[index]
    sliders = [Slider(16, 2 + 12 * k, 120, 0, 255, (old >> shift) & 255, name=part, step=1, page=16)
               for k, (part, shift) in enumerate((("Red", 16), ("Green", 8), ("Blue", 0)))]
    labels = [Label(0, 4 + 12 * k, part[0]) for k, part in enumerate(("Red", "Green", "Blue"))]

    def rgb() -> int:
        r, g, b = (s.value for s in sliders)
        return (r << 16) | (g << 8) | b

    def preview(_value: int) -> None:
        pyxel.colors[STONE_BASE + index] = rgb()

    for s in sliders:
        s.on_change = preview

    def closed(result: object) -> None:
        pyxel.colors[STONE_BASE + index] = old
        if result == "OK":
            doc.set_colour(index, rgb())
            done(f"Colour {index} is now #{doc.palette[index]:06x}.")
    return Requester(f"Colour {index}", "Red, green and blue of this colour:", buttons=("OK", "Cancel"),
                     on_close=closed, body=[*labels, *sliders])


def names_requester(doc: StonesetDoc) -> Window:
    """The set's name, author and theme; Return in a field is OK."""
    fields = [TextEntry(40, 0, 150, doc.name, 40, name="Name"),
              TextEntry(40, 14, 150, doc.author, 60, name="Author"),
              TextEntry(40, 28, 150, doc.theme, 60, name="Theme")]
    labels = [Label(0, 3 + 14 * k, text) for k, text in enumerate(("Name", "Author", "Theme"))]
    fields[0].focused = True

    def closed(result: object) -> None:
        if result == "OK":
            doc.set_names(fields[0].value, fields[1].value, fields[2].value)
    dialog = Requester("Stoneset", "", buttons=("OK", "Cancel"), on_close=closed, body=[*labels, *fields])
    for entry in fields:       # Return in a field is OK
        entry.on_submit = lambda _value: dialog.choose("OK")
    return dialog
