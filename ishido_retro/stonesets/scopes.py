"""Where one stroke lands: the stone, its column, its row or all 36 stones, each in its own row's colour.

Pure. A paint tool's pixels are worked out on the stone being edited; a scope spreads the same pixels to
the other stones of its column (the symbol drawn once for six colours), of its row, or of the whole set.
A row's colour is the colour its six stones share that few other rows use (:func:`.contrast.row_indices`,
the rule the contrast check names rows by): paint in the edited stone's row colour lands on each
stone in that stone's own row colour, so a symbol's coloured part follows the rows; any other colour
(outlines, the symbol's ink, transparent) lands as painted. The marquee's pixels follow the same rule
(:func:`spread_patch`): a patch pasted or moved lands on each stone with the edited stone's row colour in
that stone's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.drawing import painted
from ishido_retro.stonesets.marquee import Patch, Rect, stamped, uncovered

SCOPES = ("stone", "column", "row", "all")
ROWS = SYMBOLS = 6
Cell = tuple[int, int]          # (col, row): the symbol's column 0..5, the colour's row 0..5


def scope_cells(scope: str, col: int, row: int) -> list[Cell]:
    """The stones ``scope`` reaches from stone (col, row), that stone first, then the others in reading order."""
    if scope not in SCOPES:
        raise ValueError(f"a scope is one of {', '.join(SCOPES)}, not {scope!r}")
    every = [(c, r) for r in range(ROWS) for c in range(SYMBOLS)
             if scope == "all" or (scope == "column" and c == col) or (scope == "row" and r == row)
             or (c, r) == (col, row)]
    return [(col, row), *(cell for cell in every if cell != (col, row))]


def landing_colour(colour: int, origin_row: int, row: int, rows: Sequence[int | None]) -> int:
    """The colour that paint of ``colour`` on a stone of ``origin_row`` leaves on a stone of ``row``."""
    own, there = rows[origin_row], rows[row]
    return there if own is not None and there is not None and colour == own else colour


def spread(stones: Sequence[bytes | bytearray], scope: str, col: int, row: int, points: Iterable[tuple[int, int]],
           colour: int, rows: Sequence[int | None] | None = None) -> list[tuple[Cell, bytes]]:
    """Each stone of the scope with ``points`` painted: in its row's colour where ``colour`` is the row colour
    of the edited stone (``rows``, worked out from ``stones`` if not given), else in ``colour``."""
    rows = row_indices(stones) if rows is None else rows
    pts = list(points)
    out = []
    for c, r in scope_cells(scope, col, row):
        pixels = bytearray(stones[r * SYMBOLS + c])
        painted(pixels, pts, landing_colour(colour, row, r, rows))
        out.append(((c, r), bytes(pixels)))
    return out


def spread_change(stones: Sequence[bytes | bytearray], scope: str, col: int, row: int,
                  change: Callable[[bytes], bytes]) -> list[tuple[Cell, bytes]]:
    """Each stone of the scope changed by ``change`` (a marquee's move, flip or turn on the same pixels)."""
    return [((c, r), change(bytes(stones[r * SYMBOLS + c]))) for c, r in scope_cells(scope, col, row)]


def spread_patch(stones: Sequence[bytes | bytearray], masks: Sequence[bytes | bytearray], scope: str, col: int,
                 row: int, patch: Patch, at: tuple[int, int], lifted: Rect | None = None,
                 rows: Sequence[int | None] | None = None) -> list[tuple[Cell, bytes]]:
    """Each stone of the scope with ``patch`` (pixels of stone (col, row)) laid with its top left at ``at``: where
    the patch has the edited stone's row colour, in each stone's own row colour (:func:`landing_colour`, as
    paint lands); its transparent pixels let the stone show through. ``lifted`` is where a move took the patch
    from: there each stone first takes its own row colour inside its column's mask (transparent outside)."""
    rows = row_indices(stones) if rows is None else rows
    out = []
    for c, r in scope_cells(scope, col, row):
        pixels = bytes(stones[r * SYMBOLS + c])
        if lifted is not None:
            pixels = uncovered(pixels, lifted, masks[c], rows[r] or 0)
        landed = Patch(patch.w, patch.h, bytes(landing_colour(v, row, r, rows) if v else 0 for v in patch.pixels))
        out.append(((c, r), stamped(pixels, landed, *at)))
    return out
