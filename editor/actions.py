"""What a player asks of the Edit Stoneset screen, as values: the widgets, the keys and the menus make
them, and :meth:`editor.screen.EditorScreen.act` handles each kind in one ``match``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

from ishido_retro.stonesets.clipboard import Kind


@dataclass(frozen=True)
class Select:
    """A stone, a column or a row becomes what XColor and the Edit menu act on."""

    kind: Kind
    col: int | None = None
    row: int | None = None


@dataclass(frozen=True)
class ApplyTemplate:
    """Mask template ``n`` shapes the selected stone's column."""

    n: int


@dataclass(frozen=True)
class ChooseColour:
    """Colour ``index`` (0 is T, transparent) becomes the drawing colour; ``edit`` opens its RGB too."""

    index: int
    edit: bool = False


@dataclass(frozen=True)
class EditColour:
    """The RGB requester for the drawing colour."""


@dataclass(frozen=True)
class UseTool:
    """A tool becomes the drawing tool, or a toggle or a one-shot action on the stone is used."""

    tool_id: str


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class Redo:
    pass


@dataclass(frozen=True)
class ToggleXColor:
    pass


@dataclass(frozen=True)
class EditNames:
    """The requester for the set's name, author, theme and the names of its colours and symbols."""


@dataclass(frozen=True)
class Use:
    """Save the set and play with it."""


@dataclass(frozen=True)
class Cancel:
    """Leave the editor (asking first about unsaved edits)."""


@dataclass(frozen=True)
class EditClip:
    """The Edit menu: ``operation`` (cut, copy, paste, erase) on the stone, column or row selected."""

    operation: str
    kind: Kind


@dataclass(frozen=True)
class MarqueeClip:
    """The Edit menu's Marquee: ``operation`` (cut, copy, paste, erase) on the Select tool's marquee."""

    operation: str


@dataclass(frozen=True)
class SetScope:
    """Where a paint tool's stroke lands: ``stone``, ``column``, ``row`` or ``all``."""

    scope: str


@dataclass(frozen=True)
class SetBrush:
    """The pencil's and the line's width, 1 to 3 pixels."""

    size: int


@dataclass(frozen=True)
class Zoom:
    """One zoom step of the edit box: in (``step`` 1) or out (-1)."""

    step: int


@dataclass(frozen=True)
class ToggleGrid:
    """The edit box's grid between pixels on or off."""


@dataclass(frozen=True)
class Pan:
    """Move the part of the stone the zoomed edit box shows by (``dx``, ``dy``) stone pixels."""

    dx: int
    dy: int


@dataclass(frozen=True)
class ToggleVision:
    """View > Colour-blind Preview: show the set as eyes of ``vision`` see it ("" for as it is)."""

    vision: str


Action = (Select | ApplyTemplate | ChooseColour | EditColour | UseTool | Undo | Redo | ToggleXColor | EditNames
          | Use | Cancel | EditClip | MarqueeClip | SetScope | SetBrush | Zoom | ToggleGrid | Pan | ToggleVision)


def unhandled(action: NoReturn) -> NoReturn:
    """The end of a ``match`` over :data:`Action`: mypy names any kind of action left unhandled."""
    raise AssertionError(f"no handler for {action!r}")
