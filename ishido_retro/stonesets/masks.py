"""Column masks: the outline shape of a column's stones (20 x 20, 1 inside, 0 outside).

The ready shapes of the editor's Mask Template Area are drawn from simple geometry so they are
our own; each stays one pixel inside the cell so stones keep a gap between them on the board.
Paint outside a column's mask is transparent in play, so the document keeps it cleared
(:func:`clip_to_mask`). Pure: no pyxel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ishido_retro.stonesets.stoneset import CELL, TRANSPARENT

C = (CELL - 1) / 2          # the centre of the cell, 9.5


def _shape(inside: Callable[[float, float], bool]) -> bytes:
    """A template from a test on the offset (dx, dy) of each pixel centre from the cell centre."""
    return bytes(1 if 1 <= x < CELL - 1 and 1 <= y < CELL - 1 and inside(x - C, y - C) else 0
                 for y in range(CELL) for x in range(CELL))


def _hexagon(dx: float, dy: float) -> bool:
    return abs(dy) <= 8.6 and abs(dx) * 0.5 + abs(dy) * 0.866 <= 8.6 * 0.866 + 0.8


def _octagon(dx: float, dy: float) -> bool:
    return abs(dx) <= 8.5 and abs(dy) <= 8.5 and abs(dx) + abs(dy) <= 12.5


TEMPLATES: dict[str, bytes] = {
    "square": _shape(lambda dx, dy: True),
    "circle": _shape(lambda dx, dy: dx * dx + dy * dy <= 8.9 * 8.9),
    "diamond": _shape(lambda dx, dy: abs(dx) + abs(dy) <= 9.0),
    "triangle": _shape(lambda dx, dy: dy >= -8.5 and abs(dx) <= (dy + 8.5) * 0.53 + 0.5),
    "hexagon": _shape(_hexagon),
    "octagon": _shape(_octagon),
    "shield": _shape(lambda dx, dy: abs(dx) <= 8.5 and (dy <= 1 or dx * dx + (dy - 1) ** 2 <= 8.5 * 8.5)),
    "cross": _shape(lambda dx, dy: min(abs(dx), abs(dy)) <= 4.0),
}
TEMPLATE_NAMES: tuple[str, ...] = tuple(TEMPLATES)


def template(n: int) -> bytes:
    """Template number ``n`` (0..7) in the order of the Mask Template Area."""
    return TEMPLATES[TEMPLATE_NAMES[n]]


def full_mask() -> bytes:
    """The whole 20 x 20 square: a column of this shape keeps every pixel."""
    return bytes([1]) * (CELL * CELL)


def clip_to_mask(stones: Iterable[bytearray], mask: bytes | bytearray) -> None:
    """Clear every pixel of the column's ``stones`` outside ``mask`` (a bitwise AND of each stone with it)."""
    keep = int.from_bytes(bytes(255 if v else 0 for v in mask), "big")
    for stone in stones:
        value = int.from_bytes(stone, "big")
        if value & ~keep:
            stone[:] = (value & keep).to_bytes(CELL * CELL, "big")


def fit_to_mask(stone: bytearray, mask: bytes | bytearray, fill: int) -> None:
    """Give ``stone`` the shape ``mask``: outside it transparent, its transparent pixels inside it ``fill``."""
    for i in range(CELL * CELL):
        if not mask[i]:
            stone[i] = TRANSPARENT
        elif stone[i] == TRANSPARENT:
            stone[i] = fill
