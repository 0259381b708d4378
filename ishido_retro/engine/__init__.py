"""The pure model of Ishido: stones, board, rules, scoring, deals and games.

Nothing under this package imports pyxel; the UI layer draws what it holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro import lazy_names

# ``deal`` is also the name of its module: bound here at once, so that the function, not the module, is the
# package's ``deal`` whatever is imported first
from ishido_retro.engine.deal import Deal, DealError, deal

if TYPE_CHECKING:
    from ishido_retro.engine.board import Board
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

# where each name lives: the modules are imported when a name is first used, so that a start
# loads only what the first screen needs
_MODULES = {
    "ALL_SQUARES": "stones", "ALL_STONES": "stones", "BEYOND": "stones", "Board": "board", "COLS": "stones",
    "DEFAULT_RULES": "rules", "END_REASONS": "game", "Game": "game", "GameOver": "game", "IllegalPlacement": "rules",
    "MODES": "game", "Placement": "game", "ROWS": "stones", "RuleSet": "rules",
    "Square": "stones", "Stone": "stones", "Tally": "game", "UndoNotAllowed": "game",
    "WITHIN": "stones", "explain": "rules", "is_legal": "rules", "legal_squares": "rules",
}

__all__ = [
    "ALL_SQUARES", "ALL_STONES", "BEYOND", "Board", "COLS", "DEFAULT_RULES", "Deal", "DealError", "END_REASONS",
    "Game", "GameOver", "IllegalPlacement", "MODES", "Placement", "ROWS", "RuleSet", "Square", "Stone", "Tally",
    "UndoNotAllowed", "WITHIN", "deal", "explain", "is_legal", "legal_squares",
]


__getattr__ = lazy_names(__name__, _MODULES)
