"""What the original editor warned about in a stoneset being drawn: identical stones, holes, empty stones.

Pure: :func:`find_problems` reads the stones as played (transparent outside their masks), the masks
and the palette, and returns :class:`Warnings`, whose sentences the editor's status line shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ishido_retro.stonesets.stoneset import COLOURS, SYMBOLS, TRANSPARENT

Cell = tuple[int, int]


@dataclass
class Warnings:
    """The problems the original editor warned about."""

    identical: list[tuple[Cell, Cell]] = field(default_factory=list)
    holes: list[Cell] = field(default_factory=list)      # transparent pixels inside the mask
    empty: list[Cell] = field(default_factory=list)      # nothing drawn inside the mask

    def messages(self) -> list[str]:
        out = []
        if self.identical:
            (c1, r1), (c2, r2) = self.identical[0]
            out.append(f"Stones {c1 + 1},{r1 + 1} and {c2 + 1},{r2 + 1} are identical: the set cannot be played "
                       "fairly.")
        if self.empty:
            out.append(f"{len(self.empty)} stone{'s are' if len(self.empty) != 1 else ' is'} still empty.")
        if self.holes:
            c, r = self.holes[0]
            out.append(f"Stone {c + 1},{r + 1} has transparent pixels inside its mask: they distort its shape.")
        return out


def find_problems(in_play: Callable[[int, int], bytes], masks: Sequence[bytes | bytearray],
                  palette: Sequence[int]) -> Warnings:
    """The warnings for the 36 stones ``in_play(col, row)`` (as the game shows them) with their masks."""
    found = Warnings()
    seen: dict[tuple[int, ...], Cell] = {}
    for r in range(COLOURS):
        for c in range(SYMBOLS):
            played = in_play(c, r)
            mask = masks[c]
            if not any(played):
                found.empty.append((c, r))
                continue
            if any(v == TRANSPARENT and mask[i] for i, v in enumerate(played)):
                found.holes.append((c, r))
            key = tuple(palette[v] if v else -1 for v in played)
            if key in seen:
                found.identical.append((seen[key], (c, r)))
            else:
                seen[key] = (c, r)
    return found
