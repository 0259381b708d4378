"""The editor's contrast check: stone colours that players may not tell apart, named in sentences.

Pure. A row's colour is the colour its six stones share and few other rows use (the inks every row
shares, outlines and symbols, are not what tells rows apart); when a row has none of its own, its
commonest colour. Two rows closer than ``BETWEEN_ROWS`` (CIEDE2000, :mod:`.colourdiff`) or a row
closer than ``ON_SQUARES`` to a square of the board are named, and so is a pair of rows whose stones
look alike to the common red-green colour-blind eyes (fewer than ``DIFFERING_PIXELS`` pixels of some
symbol differ noticeably once simulated), and a symbol whose inks are all closer than ``SYMBOL_ON_FACE`` to a row's
colour, to every eye or to those (it hardly shows on that row's stones). The shipped sets pass
(tests/test_stone_contrast.py).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache

from ishido_retro.stonesets.colourdiff import VISIONS, delta_e, seen_as

ROWS = SYMBOLS = 6
BETWEEN_ROWS = 20          # two rows' colours at least this far apart
ON_SQUARES = 15            # a row's colour at least this far from each kind of square
NOTICEABLE = 10            # a pixel differs noticeably when its simulated colours are this far apart
DIFFERING_PIXELS = 30      # ... and two stones differ when this many pixels do
SYMBOL_ON_FACE = 15        # a symbol's ink at least this far from its stone's row colour
SYMBOL_PIXELS = 8          # ... counting the inks that cover at least this many pixels of the stone


def row_colours(stones: Sequence[bytes], palette: Sequence[int]) -> list[int | None]:
    """Each row's colour as 0xRRGGBB (None for a row with no paint); ``stones[row * 6 + col]``."""
    return [None if index is None else palette[index] for index in row_indices(stones)]


def row_indices(stones: Sequence[bytes | bytearray]) -> list[int | None]:
    """Each row's colour as its palette index (None for a row with no paint); ``stones[row * 6 + col]``."""
    counts: list[dict[int, int]] = []
    for row in range(ROWS):
        seen: dict[int, int] = {}
        for col in range(SYMBOLS):
            for v in stones[row * SYMBOLS + col]:
                if v:
                    seen[v] = seen.get(v, 0) + 1
        counts.append(seen)
    indices: list[int | None] = []
    for seen in counts:
        own = {v: n for v, n in seen.items() if sum(1 for other in counts if v in other) <= 2}
        pick = own or seen
        indices.append(max(pick, key=lambda v: (pick[v], -v)) if pick else None)
    return indices


def contrast_warnings(stones: Sequence[bytes], palette: Sequence[int], names: Sequence[str],
                      squares: dict[str, int], symbol_names: Sequence[str] = ()) -> list[str]:
    """What may be hard to see, one phrase each (empty when nothing is). ``squares`` names the board's squares
    by kind (``{"Within": 0xRRGGBB, "Beyond": 0xRRGGBB}``); ``symbol_names`` the columns' symbols."""
    rows = row_colours(stones, palette)
    said = [f"row {r + 1} ({names[r]})" for r in range(ROWS)]
    out, close = [], set()
    pairs = [(a, b) for a, b in itertools.combinations(range(ROWS), 2) if rows[a] is not None and rows[b] is not None]
    for a, b in pairs:
        if (d := delta_e(rows[a] or 0, rows[b] or 0)) < BETWEEN_ROWS:
            close.add((a, b))
            out.append(f"{said[a]} and {said[b]} are close in colour ({d:.0f}; {BETWEEN_ROWS} tells rows apart)")
    for r, colour in enumerate(rows):
        for kind, square in squares.items():
            if colour is not None and (d := delta_e(colour, square)) < ON_SQUARES:
                out.append(f"{said[r]} is close to the {kind} squares ({d:.0f}; {ON_SQUARES} stands out)")
    for a, b in pairs:
        alike = [vision for vision in VISIONS if _look_alike(stones, palette, a, b, vision)]
        if alike and (a, b) not in close:       # close to every eye: said once above
            out.append(f"{said[a]} and {said[b]} look alike to eyes with {' or '.join(alike)}")
    return out + symbol_warnings(stones, palette, said, symbol_names)


def symbol_inks(stone: bytes | bytearray, face: int | None) -> list[int]:
    """The colours a stone's symbol is drawn in: each paint other than the row's colour ``face`` that covers at
    least ``SYMBOL_PIXELS`` pixels."""
    counts: dict[int, int] = {}
    for v in stone:
        if v and v != face:
            counts[v] = counts.get(v, 0) + 1
    return sorted(v for v, n in counts.items() if n >= SYMBOL_PIXELS)


def symbol_warnings(stones: Sequence[bytes], palette: Sequence[int], rows_said: Sequence[str],
                    symbol_names: Sequence[str] = ()) -> list[str]:
    """Each column whose symbol's inks all come closer than ``SYMBOL_ON_FACE`` to a row's colour, to every eye or
    to the red-green colour-blind ones: on that row's stones the symbol hardly shows."""
    faces = row_indices(stones)
    out = []
    for col in range(SYMBOLS):
        symbol = f"column {col + 1}" + (f" ({symbol_names[col]})" if col < len(symbol_names) else "")
        for row, face in enumerate(faces):
            inks = symbol_inks(stones[row * SYMBOLS + col], face)
            if face is None or not inks:
                continue
            if (d := max(delta_e(palette[ink], palette[face]) for ink in inks)) < SYMBOL_ON_FACE:
                out.append(f"the symbol of {symbol} hardly shows on {rows_said[row]} ({d:.0f}; {SYMBOL_ON_FACE} "
                           "stands out)")
                continue
            blind = [v for v in VISIONS if max(_apart(palette[ink], palette[face], v) for ink in inks) < SYMBOL_ON_FACE]
            if blind:
                out.append(f"the symbol of {symbol} hardly shows on {rows_said[row]} to eyes with {' or '.join(blind)}")
    return out


def _look_alike(stones: Sequence[bytes], palette: Sequence[int], a: int, b: int, vision: str) -> bool:
    """Whether some symbol's stones of rows ``a`` and ``b`` differ in fewer than DIFFERING_PIXELS pixels to
    ``vision``."""
    for col in range(SYMBOLS):
        differing = 0
        for pa, pb in zip(stones[a * SYMBOLS + col], stones[b * SYMBOLS + col]):
            if (pa == 0) != (pb == 0) or (pa and pb and pa != pb
                                          and _apart(palette[pa], palette[pb], vision) >= NOTICEABLE):
                differing += 1
        if differing < DIFFERING_PIXELS:
            return True
    return False


@lru_cache(maxsize=4096)
def _apart(x: int, y: int, vision: str) -> float:
    return delta_e(seen_as(x, vision), seen_as(y, vision))


SHOWN = 4                  # findings the warning names; it counts the rest


def warning_text(found: Sequence[str]) -> str:
    """The one warning: the first findings (the rest counted), then the question."""
    listed = "; ".join(found[:SHOWN]) + (f"; and {len(found) - SHOWN} more" if len(found) > SHOWN else "")
    return f"Some stones may be hard to tell apart in play: {listed[0].upper()}{listed[1:]}. Go on anyway?"
