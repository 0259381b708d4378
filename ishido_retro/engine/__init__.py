"""The pure model of Ishido: stones, board, rules, scoring, deals and games.

Nothing under this package imports pyxel; the UI layer draws what it holds.
"""

from ishido_retro.engine.board import Board
from ishido_retro.engine.deal import Deal, DealError, deal
from ishido_retro.engine.game import END_REASONS, MODES, Game, GameOver, Placement, Tally, UndoNotAllowed
from ishido_retro.engine.rules import (
    DEFAULT_RULES,
    IllegalPlacement,
    RuleSet,
    explain,
    is_legal,
    legal_squares,
)
from ishido_retro.engine.stones import ALL_SQUARES, ALL_STONES, BEYOND, COLS, ROWS, WITHIN, Square, Stone

__all__ = [
    "ALL_SQUARES", "ALL_STONES", "BEYOND", "COLS", "ROWS", "WITHIN", "Board", "DEFAULT_RULES", "Deal",
    "DealError", "END_REASONS", "Game", "GameOver", "IllegalPlacement", "MODES", "Placement", "RuleSet",
    "Square", "Stone", "Tally", "UndoNotAllowed", "deal", "explain", "is_legal", "legal_squares",
]
