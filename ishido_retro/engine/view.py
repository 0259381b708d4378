"""What a player at the table sees, and nothing more.

A computer player is handed a :class:`PlayerView` built by :func:`view_of`: the
board, the touchstone, the stones still to come as an :class:`~.unseen.Unseen` multiset,
the scoring, the strict 4-Way flag and the move number.  The multiset keeps only
a count for each of the 36 kinds of stone, in the fixed order of
:data:`~ishido_retro.engine.stones.ALL_STONES`, so nothing a player is given can
tell which stone the pouch holds next.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.engine.game import Game
from ishido_retro.engine.stones import Square, Stone
from ishido_retro.engine.unseen import Unseen

__all__ = ["PlayerView", "view_of"]


@dataclass(frozen=True)
class PlayerView:
    """One player's view of a game at the moment they must place the touchstone.

    ``cells`` holds the 96 squares in reading order (``Square.cell_index``), None
    where empty; ``four_ways`` is the 4-Ways already made by the player whose
    turn it is (their points double once for each).
    """

    cells: tuple[Stone | None, ...]
    touchstone: Stone | None
    unseen: Unseen
    scoring: str
    strict_four_way: bool
    move_number: int
    four_ways: int
    score: int
    legal: tuple[Square, ...]

    def __getitem__(self, square: Square) -> Stone | None:
        return self.cells[square.cell_index]


def view_of(game: Game) -> PlayerView:
    """The :class:`PlayerView` of the player to move in ``game`` (a :class:`Game`).

    This is the only place a player's view is made from a game.  The pouch's
    order never leaves here: the stones still to come become an :class:`Unseen`.
    """
    tally = game.tally(game.current_player)
    return PlayerView(
        cells=tuple(game.board._cells),
        touchstone=None if game.is_over else game.touchstone,
        unseen=game.unseen(),
        scoring=game.scoring,
        strict_four_way=game.rules.strict_four_way,
        move_number=len(game.history) + 1,
        four_ways=tally.four_ways,
        score=tally.score,
        legal=tuple(game.legal_squares()),
    )
