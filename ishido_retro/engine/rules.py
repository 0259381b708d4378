"""Where a stone may be placed.

A stone touching ``n`` stones (orthogonally) must be matchable by splitting those
neighbours into a colour group and a symbol group of these sizes:

* n = 1: the one neighbour shares the colour or the symbol (or both);
* n = 2: one shares the colour, the other the symbol ("1 and 1");
* n = 3: two by one attribute and one by the other ("1 and 2");
* n = 4: two by colour and two by symbol ("2 and 2", a 4-Way).

A neighbour identical to the stone may stand in either group.  The optional
*strict 4-Way* variant also asks the two colour-matched neighbours of a 4-Way to
touch corner to corner (so they are not opposite each other).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from ishido_retro.engine.board import Board
from ishido_retro.engine.stones import ALL_SQUARES, COLS, ROWS, Square, Stone

# For n neighbours: the allowed (colour group size, symbol group size) splits.
SPLITS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 0), (0, 1)),
    2: ((1, 1),),
    3: ((2, 1), (1, 2)),
    4: ((2, 2),),
}


@dataclass(frozen=True)
class RuleSet:
    """Rule options that change legality. ``strict_four_way`` is off by default."""

    strict_four_way: bool = False


DEFAULT_RULES = RuleSet()


class IllegalPlacement(ValueError):
    """A stone was put where the rules do not allow it. ``reason`` says which rule."""

    def __init__(self, reason: str, square: Square | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.square = square


def _split_exists(stone: Stone, neighbours: list[tuple[Square, Stone]], strict: bool) -> bool:
    n = len(neighbours)
    if n == 0:
        return False
    colour_ok = [other.colour == stone.colour for _, other in neighbours]
    symbol_ok = [other.symbol == stone.symbol for _, other in neighbours]
    for n_colour, _ in SPLITS[n]:
        for colour_group in combinations(range(n), n_colour):
            if not all(colour_ok[i] for i in colour_group):
                continue
            if not all(symbol_ok[i] for i in range(n) if i not in colour_group):
                continue
            if strict and n == 4 and _opposite(neighbours[colour_group[0]][0], neighbours[colour_group[1]][0]):
                continue
            return True
    return False


def _opposite(a: Square, b: Square) -> bool:
    return a.col == b.col or a.row == b.row


def is_legal(board: Board, square: Square, stone: Stone, rules: RuleSet = DEFAULT_RULES) -> bool:
    """True if ``stone`` may be placed on the empty ``square``."""
    if board[square] is not None:
        return False
    return _split_exists(stone, board.neighbour_stones(square), rules.strict_four_way)


# Why a stone may not go on a square: the sentence a requester gives, and beside it the short form a status line
# gives (the play screen's line holds 39 letters).
TAKEN = "That square already holds a stone."
ALONE = "A stone must touch another stone, side by side: above, below, left or right of it."
ONE = "Next to one stone, yours must match its colour or its symbol."
TWO = "Next to two stones, yours must match one by colour and the other by symbol."
THREE = "Next to three stones, yours must match two by one attribute and the third by the other."
STRICT = "In a strict 4-Way the two stones matched by colour must touch corner to corner."
FOUR = "A 4-Way must match two stones by colour and the other two by symbol."
BRIEF = {
    TAKEN: TAKEN,
    ALONE: "It must touch a stone, side by side.",
    ONE: "Match its neighbour's colour or symbol.",
    TWO: "Match one by colour, one by symbol.",
    THREE: "Two by colour, one by symbol (or swap).",
    STRICT: "Strict 4-Way: colours touch at corners.",
    FOUR: "A 4-Way: two by colour, two by symbol.",
}


def explain(board: Board, square: Square, stone: Stone, rules: RuleSet = DEFAULT_RULES) -> str | None:
    """None if the placement is legal, else one sentence naming the rule it breaks."""
    if board[square] is not None:
        return TAKEN
    neighbours = board.neighbour_stones(square)
    n = len(neighbours)
    if n == 0:
        return ALONE
    if _split_exists(stone, neighbours, rules.strict_four_way):
        return None
    if n < 4:
        return (ONE, TWO, THREE)[n - 1]
    if rules.strict_four_way and _split_exists(stone, neighbours, False):
        return STRICT
    return FOUR


def brief(reason: str) -> str:
    """The short form of a reason :func:`explain` gives, for a status line (any other sentence as it is)."""
    return BRIEF.get(reason, reason)


# --- fast path -----------------------------------------------------------------
#
# Around a square the neighbours sit in the directions N, E, S, W (bits 0..3).  For
# a stone, three 4-bit masks say everything legality needs: which directions are
# occupied, which of those neighbours share the stone's colour, and which share its
# symbol.  Every combination is decided once, here, by the same split rule as
# ``_split_exists``; the hot paths below only look the answer up.


def _table(strict: bool) -> bytes:
    table = bytearray(1 << 12)
    for occ in range(16):
        dirs = [d for d in range(4) if occ >> d & 1]
        n = len(dirs)
        for cm in range(16):
            if cm & ~occ:
                continue
            for sm in range(16):
                if sm & ~occ or n == 0:
                    continue
                ok = False
                for n_colour, _ in SPLITS[n]:
                    for group in combinations(dirs, n_colour):
                        gmask = sum(1 << d for d in group)
                        if gmask & ~cm or (occ & ~gmask) & ~sm:
                            continue
                        if strict and n == 4 and (group[0] - group[1]) % 2 == 0:
                            continue  # the two colour-matched neighbours are opposite
                        ok = True
                table[occ << 8 | cm << 4 | sm] = ok
    return bytes(table)


_LEGAL = (_table(False), _table(True))

# For each square index: ((bit, neighbour index), ...) in N, E, S, W order.
_DIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (1 << d, (sq.row + dr) * COLS + (sq.col + dc))
        for d, (dc, dr) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0)))
        if 0 <= sq.col + dc < COLS and 0 <= sq.row + dr < ROWS
    )
    for sq in ALL_SQUARES
)


def fits(stone: Stone, around: tuple[Stone | None, ...] | list[Stone | None], strict: bool = False) -> bool:
    """True if ``stone`` may go on an empty square whose N, E, S, W neighbours are ``around``.

    ``around`` holds four entries (None for an empty or off-board side).
    """
    occ = cm = sm = 0
    colour, symbol = stone
    for d in range(4):
        other = around[d]
        if other is not None:
            bit = 1 << d
            occ |= bit
            if other[0] == colour:
                cm |= bit
            if other[1] == symbol:
                sm |= bit
    return bool(_LEGAL[strict][occ << 8 | cm << 4 | sm])


def _legal_indices(board: Board, stone: Stone, rules: RuleSet) -> Iterator[int]:
    """Indices of the squares where ``stone`` may go, in reading order (lazily)."""
    cells = board._cells  # hot path: read the grid directly
    table = _LEGAL[rules.strict_four_way]
    colour, symbol = stone
    for i, dirs in enumerate(_DIRS):
        if cells[i] is not None:
            continue
        occ = cm = sm = 0
        for bit, j in dirs:
            other = cells[j]
            if other is not None:
                occ |= bit
                if other[0] == colour:
                    cm |= bit
                if other[1] == symbol:
                    sm |= bit
        if occ and table[occ << 8 | cm << 4 | sm]:
            yield i


def legal_squares(board: Board, stone: Stone, rules: RuleSet = DEFAULT_RULES) -> list[Square]:
    """Every square where ``stone`` may go, in reading order."""
    return [ALL_SQUARES[i] for i in _legal_indices(board, stone, rules)]


def has_legal_square(board: Board, stone: Stone, rules: RuleSet = DEFAULT_RULES) -> bool:
    """True if ``stone`` may go somewhere on the board."""
    return next(_legal_indices(board, stone, rules), None) is not None
