"""File > Import Palette…'s rule: which of a palette's colours each of the set's colours becomes.

Pure. The set's colours are replaced by the palette's, nearest first, and no two of them by the same one
(two rows never end up alike because they were both near one colour):

1. the row colours (the colour each row's stones share, :func:`.contrast.row_indices`) are matched first,
   the closest pair of a row colour and a palette colour (CIEDE2000, :mod:`.colourdiff`) before the next;
2. then the other colours the stones use (outlines, symbols' inks), the same way, among the colours left, but
   only by a colour near it (closer than ``NEAR_INK``): an outline or a stone's face keeps its own rather than
   turn into a far colour that was left over;
3. the swatches the stones do not use take the palette's remaining colours in its own order, so that
   the whole palette is there to paint with.

A colour of the stones left without a partner (the palette has fewer colours than the stones use, or none near
an ink) keeps its own; so does each swatch once the palette runs out. Transparent (colour 0) is never touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ishido_retro.stonesets.colourdiff import delta_e
from ishido_retro.stonesets.contrast import row_indices

NEAR_INK = 20           # CIEDE2000: an ink (not a row's colour) is replaced only by a colour nearer than this


@dataclass(frozen=True)
class PalettePlan:
    """The set's 16 colours after the import, and what happened, counted for the sentence that says it."""

    palette: list[int]
    matched: int            # colours of the stones that became their nearest of the palette
    kept: int               # colours of the stones that kept their own (none left, or none near an ink)
    filled: int             # unused swatches that took one of the palette's other colours


def _unique(colours: Sequence[int]) -> list[int]:
    return list(dict.fromkeys(c & 0xFFFFFF for c in colours))


def _pair(wanted: list[int], palette: Sequence[int], free: list[int], within: float = 1000.0) -> dict[int, int]:
    """Each of ``wanted`` (set indices) to a distinct colour of ``free`` nearer than ``within``, the closest pair
    first; taken colours leave ``free``. Ties go to the colour earlier in the palette's order, then the lower
    index."""
    pairs = sorted((d, k, i) for i in wanted for k, colour in enumerate(free)
                   if (d := delta_e(palette[i], colour)) < within)
    chosen: dict[int, int] = {}
    taken: set[int] = set()
    for _d, k, i in pairs:
        if i not in chosen and k not in taken:
            chosen[i] = free[k]
            taken.add(k)
    free[:] = [colour for k, colour in enumerate(free) if k not in taken]
    return chosen


def plan_palette(palette: Sequence[int], stones: Sequence[bytes], colours: Sequence[int]) -> PalettePlan:
    """The set's ``palette`` (16 colours, 0 transparent) with ``colours`` put in, for the ``stones`` it has."""
    used = sorted({v for stone in stones for v in stone} - {0})
    rows = [i for i in dict.fromkeys(row_indices(stones)) if i is not None]
    others = [i for i in used if i not in rows]
    free = _unique(colours)
    chosen = _pair(rows, palette, free)
    chosen.update(_pair(others, palette, free, NEAR_INK))
    result = list(palette)
    for index, colour in chosen.items():
        result[index] = colour
    spare = [i for i in range(1, len(palette)) if i not in used]
    for index, colour in zip(spare, free):
        result[index] = colour
    return PalettePlan(result, matched=len(chosen), kept=len(used) - len(chosen), filled=min(len(spare), len(free)))
