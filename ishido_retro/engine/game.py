"""A game in progress: touchstone, pouch, placements, undo, scores and the end.

Modes
-----
* ``solitaire``: one player.
* ``cooperative``: players take turns and share one team tally.
* ``challenge``: players take turns, each with a tally of their own.  A player's
  doubling and 4-Way bonuses count only that player's own 4-Ways (the m-th 4-Way
  *of that player* earns the m-th bonus), so one player's 4-Way never doubles the
  other's points.  The end bonus for stones left is paid to every player, since
  the pouch is shared.  Undo is never allowed in challenge play.

A tournament is a series of solitaire games on the same deal; it needs nothing
more from this class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ishido_retro.engine import scoring
from ishido_retro.engine.board import Board
from ishido_retro.engine.deal import Deal
from ishido_retro.engine.deal import deal as deal_from_seed
from ishido_retro.engine.rules import (
    DEFAULT_RULES,
    IllegalPlacement,
    RuleSet,
    explain,
    has_legal_square,
    legal_squares,
)
from ishido_retro.engine.stones import STONE_COUNT, Square, Stone
from ishido_retro.engine.unseen import Unseen

MODES = ("solitaire", "cooperative", "challenge")
END_REASONS = ("emptied", "stuck", "player")


class UndoNotAllowed(ValueError):
    """Undo was asked for when the game does not allow it."""


class GameOver(ValueError):
    """A move was made in a game that has ended."""


@dataclass(frozen=True)
class Placement:
    """What one placement did: where, which stone, by whom, and what it earned."""

    square: Square
    stone: Stone
    player: int
    neighbours: int
    points: int
    bonus: int

    @property
    def four_way(self) -> bool:
        return self.neighbours == 4

    @property
    def total(self) -> int:
        return self.points + self.bonus


@dataclass
class Tally:
    """Points and 4-Ways of one player (or of the team)."""

    score: int = 0
    four_ways: int = 0


def check_options(scoring_name: str, mode: str, players: int) -> None:
    """The rules of a game's options: which scorings, modes and numbers of players go together (ValueError)."""
    if scoring_name not in scoring.SCORINGS:
        raise ValueError(f"scoring must be one of {scoring.SCORINGS}, not {scoring_name!r}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    if mode == "solitaire" and players != 1:
        raise ValueError("a solitaire game has one player")
    if mode != "solitaire" and players < 2:
        raise ValueError(f"a {mode} game needs at least two players")
    if mode == "challenge" and scoring_name == "ancient":
        raise ValueError("challenge play is scored the Modern way only")


@dataclass
class Game:
    """One game of Ishido. Create it with :meth:`new` or from a :class:`Deal`."""

    deal: Deal
    scoring: str = "modern"
    mode: str = "solitaire"
    players: int = 1
    rules: RuleSet = DEFAULT_RULES
    board: Board = field(init=False)
    history: list[Placement] = field(init=False, default_factory=list)
    ended_by_player: bool = field(init=False, default=False)
    undo_floor: int = field(init=False, default=0)
    flags: set[str] = field(init=False, default_factory=set)
    passes: list[int] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        check_options(self.scoring, self.mode, self.players)
        self.board = Board(self.deal.tableau)
        self._tallies = [Tally() for _ in range(self.players if self.mode == "challenge" else 1)]
        self._version = 0
        self._stuck_version = -1
        self._stuck_value = False

    @classmethod
    def new(cls, seed: int, **options: Any) -> Game:
        """A fresh game dealt from ``seed``."""
        return cls(deal_from_seed(seed), **options)

    def restarted(self) -> Game:
        """The same deal from the beginning ("Start Game Over"), marked as restarted."""
        game = Game(self.deal, scoring=self.scoring, mode=self.mode, players=self.players, rules=self.rules)
        game.flags = set(self.flags) | {"restarted"}
        return game

    # --- what a player can see -------------------------------------------------

    @property
    def moves(self) -> list[Square]:
        return [p.square for p in self.history]

    @property
    def drawn(self) -> int:
        """How many stones have been drawn from the pouch and placed."""
        return len(self.history)

    @property
    def touchstone(self) -> Stone | None:
        """The stone drawn to place next (still shown when the game ended with it unplaced).

        None once the pouch is empty.
        """
        n = len(self.history)
        return self.deal.pouch[n] if n < len(self.deal.pouch) else None

    def _drawn_stone(self) -> Stone:
        """The touchstone of a game that goes on (the caller checked ``is_over``)."""
        stone = self.touchstone
        if stone is None:
            raise GameOver("the pouch is empty")
        return stone

    @property
    def pouch(self) -> tuple[Stone, ...]:
        """The stones still in the pouch after the touchstone, in draw order."""
        return self.deal.pouch[len(self.history) + 1:]

    def unseen(self) -> Unseen:
        """The multiset of stones still to come after the touchstone, in canonical order.

        Only counts by kind are kept, so iterating it never tells the order of the pouch.
        """
        return Unseen(self.deal.pouch[len(self.history) + 1:])

    @property
    def stones_left(self) -> int:
        """72 minus the stones on the board (a stone stuck on the touchstone counts as left)."""
        return STONE_COUNT - len(self.board)

    @property
    def current_player(self) -> int:
        """Whose turn it is: placements and passed turns both move it on."""
        return (len(self.history) + len(self.passes)) % self.players

    def pass_turn(self) -> None:
        """The player to move gives up the turn without placing (a challenge timer ran out).

        ``passes`` keeps how many stones had been placed at each pass, so a record can replay it.
        """
        if self.players < 2:
            raise ValueError("only a game of several players can pass a turn")
        if self.is_over:
            raise GameOver("the game is over; no turn can be passed")
        self.passes.append(len(self.history))

    def tally(self, player: int | None = None) -> Tally:
        """The tally of ``player`` (challenge) or of the team (other modes)."""
        if self.mode != "challenge":
            return self._tallies[0]
        return self._tallies[self.current_player if player is None else player]

    @property
    def tallies(self) -> list[Tally]:
        return list(self._tallies)

    @property
    def score(self) -> int:
        """Points so far without the end bonus (the team's, or player 0's in challenge)."""
        return self._tallies[0].score

    @property
    def four_ways(self) -> int:
        """4-Ways made in the whole game by everybody."""
        return sum(1 for p in self.history if p.four_way)

    def end_bonus(self) -> int:
        return scoring.end_bonus(self.stones_left) if self.is_over else 0

    def final_score(self, player: int = 0) -> int:
        """Modern score with every bonus, the end bonus included once the game is over.

        Outside challenge play every player shares the team's score.
        """
        tally = self._tallies[player if self.mode == "challenge" else 0]
        return tally.score + self.end_bonus()

    def ancient_key(self) -> tuple[bool, int, int]:
        return scoring.ancient_key(self.stones_left, self.four_ways)

    # --- legality -------------------------------------------------------------

    def legal_squares(self, stone: Stone | None = None) -> list[Square]:
        """Squares where ``stone`` (default: the touchstone) may go."""
        if stone is None:
            if self.is_over:
                return []
            stone = self._drawn_stone()
        return legal_squares(self.board, stone, self.rules)

    def is_legal(self, square: Square) -> bool:
        return self.why_illegal(square) is None

    def why_illegal(self, square: Square) -> str | None:
        """None if the touchstone may go on ``square``, else the rule it breaks."""
        if self.is_over:
            return "The game is over."
        return explain(self.board, square, self._drawn_stone(), self.rules)

    # --- the end --------------------------------------------------------------

    def _stuck_stone(self) -> bool:
        if len(self.history) >= len(self.deal.pouch):
            return False
        stone = self.deal.pouch[len(self.history)]
        return not has_legal_square(self.board, stone, self.rules)

    @property
    def end_reason(self) -> str | None:
        """``emptied``, ``stuck``, ``player`` or None while the game goes on."""
        if len(self.history) >= len(self.deal.pouch):
            return "emptied"
        if self.ended_by_player:
            return "player"
        if self._stuck_cache():
            return "stuck"
        return None

    def _stuck_cache(self) -> bool:
        # Recomputed only after the board changed: every place/undo bumps _version.
        if self._stuck_version != self._version:
            self._stuck_version = self._version
            self._stuck_value = self._stuck_stone()
        return self._stuck_value

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    @property
    def stuck_stone(self) -> Stone | None:
        """The stone that could not be placed, when the game ended stuck."""
        if self.end_reason == "stuck":
            return self.deal.pouch[len(self.history)]
        return None

    def end(self) -> None:
        """The player ends the game early (Game > End Game)."""
        if self.is_over:
            raise GameOver("the game is already over")
        self.ended_by_player = True

    # --- moves ----------------------------------------------------------------

    def place(self, square: Square) -> Placement:
        """Place the touchstone on ``square``; raise IllegalPlacement with the reason if not allowed."""
        if self.is_over:
            raise GameOver("the game is over; no stone can be placed")
        stone = self._drawn_stone()
        reason = explain(self.board, square, stone, self.rules)
        if reason is not None:
            raise IllegalPlacement(reason, square)
        neighbours = len(self.board.neighbour_stones(square))
        player = self.current_player
        tally = self.tally(player)
        points = scoring.placement_points(square, neighbours, tally.four_ways)
        bonus = scoring.four_way_bonus(tally.four_ways + 1) if neighbours == 4 else 0
        placement = Placement(square, stone, player, neighbours, points, bonus)
        self.board.put(square, stone)
        self.history.append(placement)
        self._version += 1
        tally.score += placement.total
        tally.four_ways += placement.four_way
        return placement

    @property
    def can_undo(self) -> bool:
        """Whether the last placement may be taken back."""
        return (
            self.mode != "challenge"
            and not self.ended_by_player
            and len(self.history) > self.undo_floor
            and not (self.passes and self.passes[-1] >= len(self.history))
        )

    def lock_undo(self) -> None:
        """Forbid undoing anything placed so far (after an Oracle reading, say)."""
        self.undo_floor = len(self.history)

    def undo(self) -> Placement:
        """Take back the last placement; its stone returns to the touchstone."""
        if not self.can_undo:
            raise UndoNotAllowed("there is no move that may be undone")
        placement = self.history.pop()
        self.board.take(placement.square)
        self._version += 1
        tally = self._tallies[placement.player if self.mode == "challenge" else 0]
        tally.score -= placement.total
        tally.four_ways -= placement.four_way
        return placement

    def push(self, square: Square) -> Placement:
        """Alias of :meth:`place`, for readers used to python-chess."""
        return self.place(square)

    def pop(self) -> Placement:
        return self.undo()
