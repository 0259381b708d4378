"""A fast board for the computer players: which kinds of stone fit each square, kept up to date.

Stones are numbered by kind, 0..35 (:attr:`Stone.grid_index`), and a set of kinds is
an integer with bit ``t`` set for kind ``t``.  :func:`fit_mask` decides from the
four neighbours of a square which kinds may go there, by the same rule as
:mod:`.rules`, with a few AND and OR operations and no table that grows.

:class:`Position` keeps, for every empty square, that mask and the number of
neighbours; placing a stone updates only its four neighbours, and
:meth:`Position.undo` takes it back.  Nothing here is cached between moves, so
memory stays the same over any number of games.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence

from ishido_retro.engine.stones import ALL_SQUARES, COLOURS, COLS, ROWS, SYMBOLS

__all__ = ["ALL_KINDS", "AROUND", "COLOUR_MATES", "NEIGHBOURS", "Position", "SYMBOL_MATES", "WITHIN",
           "bits", "fit_mask"]

KINDS = COLOURS * SYMBOLS
SQUARES = COLS * ROWS
ALL_KINDS = (1 << KINDS) - 1

# Kinds sharing the colour, and the symbol, of each kind (the kind itself included).
COLOUR_MATES: tuple[int, ...] = tuple(
    sum(1 << (t // SYMBOLS * SYMBOLS + s) for s in range(SYMBOLS)) for t in range(KINDS)
)
SYMBOL_MATES: tuple[int, ...] = tuple(
    sum(1 << (c * SYMBOLS + t % SYMBOLS) for c in range(COLOURS)) for t in range(KINDS)
)

# For each square index: its neighbour index in the N, E, S, W directions, or -1 off the board.
AROUND: tuple[tuple[int, int, int, int], ...] = tuple(
    (
        (sq.row - 1) * COLS + sq.col if sq.row > 0 else -1,
        sq.row * COLS + sq.col + 1 if sq.col < COLS - 1 else -1,
        (sq.row + 1) * COLS + sq.col if sq.row < ROWS - 1 else -1,
        sq.row * COLS + sq.col - 1 if sq.col > 0 else -1,
    )
    for sq in ALL_SQUARES
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(j for j in a if j >= 0) for a in AROUND)
WITHIN: tuple[bool, ...] = tuple(not sq.in_beyond for sq in ALL_SQUARES)

_C = COLOUR_MATES
_S = SYMBOL_MATES


def fit_mask(n: int, e: int, s: int, w: int, strict: bool) -> int:
    """The kinds that may go on an empty square whose N, E, S, W neighbours are these kinds (-1: none)."""
    present = [t for t in (n, e, s, w) if t >= 0]
    count = len(present)
    if count == 0:
        return 0
    if count == 1:
        a = present[0]
        return _C[a] | _S[a]
    if count == 2:
        a, b = present
        return (_C[a] & _S[b]) | (_S[a] & _C[b])
    if count == 3:
        a, b, c = present
        return (
            (_C[a] & _C[b] & _S[c]) | (_C[a] & _C[c] & _S[b]) | (_C[b] & _C[c] & _S[a])
            | (_S[a] & _S[b] & _C[c]) | (_S[a] & _S[c] & _C[b]) | (_S[b] & _S[c] & _C[a])
        )
    # A 4-Way: two by colour and two by symbol.  Strictly, the colour pair must touch corner to corner.
    mask = (
        (_C[n] & _C[e] & _S[s] & _S[w]) | (_C[e] & _C[s] & _S[w] & _S[n])
        | (_C[s] & _C[w] & _S[n] & _S[e]) | (_C[w] & _C[n] & _S[e] & _S[s])
    )
    if not strict:
        mask |= (_C[n] & _C[s] & _S[e] & _S[w]) | (_C[e] & _C[w] & _S[n] & _S[s])
    return mask


def _bits_of(mask: int) -> tuple[int, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


# The kinds in each 12-bit piece of a set of kinds, by piece (kinds 0-11, 12-23, 24-35).
_PIECES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(t + 12 * k for t in _bits_of(m)) for m in range(1 << 12)) for k in range(3)
)


def bits(mask: int) -> tuple[int, ...]:
    """The kinds in a set of kinds (36 bits at most), lowest first."""
    low, mid, high = _PIECES
    return low[mask & 0xFFF] + mid[(mask >> 12) & 0xFFF] + high[mask >> 24]


class Position:
    """A board of kinds (-1 for empty) with, for each empty square, the kinds that fit and its neighbour count.

    ``counts`` is how many of each kind are still to come; :meth:`place` with
    ``drawn=True`` takes the stone out of it (a stone drawn during a search).
    """

    __slots__ = ("cells", "masks", "nbs", "counts", "strict", "_undo")

    def __init__(self, cells: Sequence[int], counts: Sequence[int], strict: bool) -> None:
        self.cells: MutableSequence[int] = list(cells)     # (the par's boards keep these three in arrays)
        self.counts: list[int] = list(counts)
        self.strict = strict
        self.masks: MutableSequence[int] = [0] * SQUARES
        self.nbs: MutableSequence[int] = [0] * SQUARES
        self._undo: list[tuple[int, int, bool, tuple[tuple[int, int], ...]]] = []
        for i in range(SQUARES):
            self._refresh(i)

    def _refresh(self, i: int) -> None:
        cells = self.cells
        if cells[i] >= 0:
            self.masks[i] = 0
            self.nbs[i] = 0
            return
        n, e, s, w = AROUND[i]
        kn = cells[n] if n >= 0 else -1
        ke = cells[e] if e >= 0 else -1
        ks = cells[s] if s >= 0 else -1
        kw = cells[w] if w >= 0 else -1
        self.nbs[i] = (kn >= 0) + (ke >= 0) + (ks >= 0) + (kw >= 0)
        self.masks[i] = fit_mask(kn, ke, ks, kw, self.strict)

    def place(self, q: int, kind: int, drawn: bool = False) -> None:
        """Put ``kind`` on the empty square ``q`` (the caller checked that it fits)."""
        saved = tuple((j, self.masks[j]) for j in NEIGHBOURS[q] if self.cells[j] < 0)
        self._undo.append((q, self.masks[q], drawn, saved))
        self.cells[q] = kind
        self.masks[q] = 0
        self.nbs[q] = 0
        if drawn:
            self.counts[kind] -= 1
        for j, _ in saved:
            self._refresh(j)

    def undo(self) -> None:
        """Take back the last :meth:`place`."""
        q, mask, drawn, saved = self._undo.pop()
        kind = self.cells[q]
        self.cells[q] = -1
        self._refresh(q)
        self.masks[q] = mask
        if drawn:
            self.counts[kind] += 1
        for j, old in saved:
            self.masks[j] = old
            self.nbs[j] -= 1

    def legal(self, kind: int) -> list[int]:
        """Squares (indices, reading order) where ``kind`` may go."""
        bit = 1 << kind
        masks = self.masks
        return [i for i in range(SQUARES) if masks[i] & bit]
