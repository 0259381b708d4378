"""What the editor's Edit menu acts on and holds: a stone, a column or a row, the manual's paste rules, and its
commands (Copy, Cut, Paste, Erase) on a document.

Pure values: a :class:`Selection` names the stones an edit covers, a :class:`Clip` is what Cut or
Copy put on the clipboard, and :func:`paste_plan` says which stone goes where when a clip is pasted
(or refuses, in the manual's words made our own, with :class:`PasteRefused`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ishido_retro.stonesets.history import Undoable
from ishido_retro.stonesets.stoneset import CELL, COLOURS, SYMBOLS

Kind = Literal["stone", "column", "row"]
KINDS: tuple[Kind, ...] = ("stone", "column", "row")
Cell = tuple[int, int]


class PasteRefused(ValueError):
    """A paste the manual's rules do not allow; the message says why."""


@dataclass(frozen=True)
class Selection:
    """What the Edit menu acts on: one stone, a whole column (symbol) or a whole row (colour)."""

    kind: Kind
    col: int = 0
    row: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a selection is a stone, a column or a row, not {self.kind!r}")
        if not (0 <= self.col < SYMBOLS and 0 <= self.row < COLOURS):
            raise ValueError(f"column {self.col} and row {self.row} must both be 0..5")

    def cells(self) -> list[Cell]:
        """The (col, row) of every stone the selection covers, in reading order."""
        if self.kind == "stone":
            return [(self.col, self.row)]
        if self.kind == "column":
            return [(self.col, r) for r in range(COLOURS)]
        return [(c, self.row) for c in range(SYMBOLS)]

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "col": self.col, "row": self.row}


@dataclass(frozen=True)
class Clip:
    """The clipboard: the stones of a stone, column or row (and a column's mask)."""

    kind: Kind
    stones: tuple[bytes, ...]
    mask: bytes | None = None


def paste_plan(clip: Clip | None, target: Selection) -> list[tuple[Cell, bytes]]:
    """Where each stone of ``clip`` goes when it is pasted onto ``target``, under the manual's rules:
    a stone onto a stone or down a column, a column onto a column, a row onto a row (else PasteRefused)."""
    if clip is None:
        raise PasteRefused("The clipboard is empty: Cut or Copy a stone, a column or a row first.")
    if clip.kind == "stone" and target.kind == "row":
        raise PasteRefused(
            "A stone cannot be pasted onto a row: the six stones of a row have six different symbols, "
            "and one stone copied across them would make them identical. Paste it onto a stone, or down "
            "a column and then XColor each row.")
    if clip.kind in ("column", "row") and target.kind != clip.kind:
        where = "number above the stones" if clip.kind == "column" else "number left of the stones"
        raise PasteRefused(f"A {clip.kind} can only be pasted onto a {clip.kind}; select one by its {where}.")
    cells = target.cells()
    sources = clip.stones * len(cells) if clip.kind == "stone" else clip.stones
    return list(zip(cells, sources))


class ClipboardCommands(Undoable):
    """The Edit menu's commands on a selection: Copy, Cut, Paste and Erase, each one undoable step (Copy changes
    nothing). A document gives its ``stones`` (36 of 400 pixels, colour by colour, symbol by symbol), its
    ``masks`` (one a column) and the ``clipboard`` Copy fills."""

    stones: list[bytearray]
    masks: list[bytearray]
    clipboard: Clip | None

    def copy(self, selection: Selection) -> None:
        stones = tuple(bytes(self.stones[r * SYMBOLS + c]) for c, r in selection.cells())
        mask = bytes(self.masks[selection.col]) if selection.kind == "column" else None
        self.clipboard = Clip(selection.kind, stones, mask)

    def erase(self, selection: Selection, label: str = "erase") -> None:
        """Make the selected stones transparent; the clipboard is not touched (masks stay)."""
        def change() -> None:
            for c, r in selection.cells():
                self.stones[r * SYMBOLS + c] = bytearray(CELL * CELL)
        self._command(label, change)

    def cut(self, selection: Selection) -> None:
        """Copy, then erase as one step that Undo names "the cut"."""
        self.copy(selection)
        self.erase(selection, "cut")

    def paste(self, selection: Selection) -> None:
        """Paste the clipboard onto the selection under the manual's rules (else PasteRefused)."""
        clip = self.clipboard
        plan = paste_plan(clip, selection)

        def change() -> None:
            for (c, r), stone in plan:
                self.stones[r * SYMBOLS + c] = bytearray(stone)
            if clip is not None and clip.kind == "column" and clip.mask is not None:
                self.masks[selection.col] = bytearray(clip.mask)
        self._command("paste", change)
