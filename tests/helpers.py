"""Small builders for hand-made positions (shared by the engine tests)."""

from ishido_retro.model import Board, Deal, Game, Square, Stone


def S(col, row):
    return Square(col, row)


def T(colour, symbol):
    return Stone(colour, symbol)


def board_of(*items):
    """A board from (col, row, colour, symbol) tuples."""
    return Board((Square(c, r), Stone(a, b)) for c, r, a, b in items)


def position(items, pouch, **options):
    """A game whose board holds ``items`` (col, row, colour, symbol) and whose pouch is ``pouch`` ([colour, symbol]).

    The deal is not a real one (it is never checked); it only stages a position.
    """
    tableau = tuple((Square(c, r), Stone(a, b)) for c, r, a, b in items)
    return Game(Deal(tableau=tableau, pouch=tuple(Stone(a, b) for a, b in pouch)), **options)
