"""View > Colour-blind Preview: the edit box, the stones, the previews and Preview on Board as eyes without red,
green or blue cones see them (the simulations of :mod:`ishido_retro.stonesets.colourdiff`, which the contrast
check looks through), until it is turned off. Only the screen's colours change: the set is saved as it is.

F3 goes Protan, Deutan, Tritan, off; the View menu chooses one (the one on again turns it off). The status
line's right end names the preview while it is on.
"""

from __future__ import annotations

from typing import Protocol

from .actions import ToggleVision
from .view import VISION_NAMES, EditorView

CYCLE_KEY = "f3"


class VisionPort(Protocol):
    @property
    def view(self) -> EditorView: ...

    def say(self, text: str) -> None: ...

    def apply_palette(self) -> None: ...


def simulation(view: EditorView) -> str:
    """The colourdiff simulation the screen shows ("" when the preview is off)."""
    return next((sim for name, _label, sim, _who in VISION_NAMES if name == view.vision), "")


def label(view: EditorView) -> str:
    """The preview's name on the status line ("" when off)."""
    return next((f"{shown} view" for name, shown, _sim, _who in VISION_NAMES if name == view.vision), "")


def next_vision(current: str) -> str:
    """F3's next: off, protan, deutan, tritan, off."""
    order = ["", *(name for name, _l, _s, _w in VISION_NAMES)]
    return order[(order.index(current) + 1) % len(order)]


def key_action(keys: frozenset[str], view: EditorView) -> ToggleVision | None:
    return ToggleVision(next_vision(view.vision)) if CYCLE_KEY in keys else None


def change(port: VisionPort, vision: str) -> None:
    """Show the screen as eyes of ``vision`` see it ("" or the one shown: as it is) and say so."""
    view = port.view
    view.vision = "" if vision == view.vision else vision
    port.apply_palette()
    found = next(((shown, sim, who) for name, shown, sim, who in VISION_NAMES if name == view.vision), None)
    if found is None:
        port.say("Colour-blind Preview off: the colours as they are.")
        return
    shown, _sim, who = found
    port.say(f"Colour-blind Preview: {shown} ({who}). F3: the next.")
