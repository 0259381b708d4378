"""The last stone placed: marked on the board while a computer player placed it (until the next move), so
that a person sees which stone the computer just played; Game Review marks the stone placed before the move
on show the same way. The runner's ``last_move`` dump key says where it went and whose it was.
"""

from __future__ import annotations

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Game, Square
from ishido_retro.layout import STONE
from ishido_retro.match import Match

LEG = 8          # pixels along each side of a corner flag


def last_move(game: Game) -> list[int] | None:
    """The runner's ``last_move``: ``[col, row, seat]`` of the last stone a player placed in ``game`` (``seat``
    an index in ``players``), or None while only the opening stones lie on the board."""
    history = game.history
    if not history:
        return None
    last = history[-1]
    return [last.square.col, last.square.row, last.player]


def computer_stone(match: Match) -> Square | None:
    """Where the last stone placed lies, when a computer player's seat placed it; else None."""
    history = match.game.history
    if not history:
        return None
    last = history[-1]
    seat = match.seats[last.player] if last.player < len(match.seats) else None
    return last.square if seat is not None and seat.computer else None


class ComputerMarks:
    """The stones the computer placed in the game on show, each as (stones placed then, square), so that the mark
    goes on the last stone only when the computer placed it (a seat ticked to the computer mid-game does not make
    the person's last stone its own; Undo brings back the mark of the stone placed before)."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.squares: set[tuple[int, Square]] = set()

    def placed(self, game: Game, square: Square, by_computer: bool) -> None:
        if game is not self.game:
            self.game, self.squares = game, set()
        if by_computer:
            self.squares.add((len(game.history), square))

    def last(self, match: Match) -> Square | None:
        """The last stone placed, when a computer seat placed it; else None."""
        square, game = computer_stone(match), match.game
        return square if game is self.game and (len(game.history), square) in self.squares else None


def draw_computer_mark(square: Square | None, hidden: frozenset[Square]) -> None:
    """The play screen's mark on the computer's last stone (not while that stone is hidden, gliding in)."""
    if square is not None and square not in hidden:
        draw_last_stone_mark(square)


def draw_last_stone_mark(square: Square) -> None:
    """Gold flags with a black edge over two opposite corners of the stone on ``square``: they read on any
    stone (on a gold one by their edge), and leave the stone's colour and symbol in sight."""
    x, y = layout.square_origin(*square)
    e = STONE - 1
    for i in range(LEG):
        pyxel.line(x, y + i, x + LEG - 1 - i, y + i, layout.ROLE_ACCENT)
        pyxel.line(x + e - (LEG - 1 - i), y + e - i, x + e, y + e - i, layout.ROLE_ACCENT)
    pyxel.line(x, y + LEG, x + LEG, y, layout.ROLE_BLACK)
    pyxel.line(x + e - LEG, y + e, x + e, y + e - LEG, layout.ROLE_BLACK)
