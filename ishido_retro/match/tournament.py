"""A tournament: games on one deal, one player after another, and their results in order."""

from __future__ import annotations

from dataclasses import dataclass, field

from ishido_retro.engine.deal import Deal
from ishido_retro.match.seats import OFF_THE_BOARD_FLAGS


@dataclass(frozen=True)
class TournamentEntry:
    name: str
    computer: bool
    score: int
    four_ways: int
    stones_left: int
    flags: tuple[str, ...] = ()    # "restarted", "hinted": a game the high scores should not take

    @property
    def on_board(self) -> bool:
        """Whether this game may enter the Tournament High Scores (not when it was started over)."""
        return not set(self.flags) & set(OFF_THE_BOARD_FLAGS)


@dataclass
class Tournament:
    """Games on one deal, one player after another, and their results in order."""

    deal: Deal
    results: list[TournamentEntry] = field(default_factory=list)
    games: int = 0                 # games started on this deal
    awaiting_player: bool = True   # no game live: the next player's name is wanted

    @property
    def game_in_view(self) -> int:
        """The game the screen speaks of (from 1): the one waiting for its player, else the one on the board."""
        return self.games + 1 if self.awaiting_player else max(1, self.games)
