"""The order of a tournament's games, best first, as the Game Over summary lists them.

Modern scoring ranks by points, then fewer stones left. The Ancient Way counts no
points: an emptied pouch first, then more 4-Ways, then fewer stones left (the same key
as :func:`ishido_retro.engine.scoring.ancient_key`). Games of equal merit keep the
order they were played in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar

from ishido_retro.engine.scoring import ancient_key


class Ranked(Protocol):
    """What ranking reads of a tournament game (a :class:`~ishido_retro.match.tournament.TournamentEntry`)."""

    @property
    def score(self) -> int: ...

    @property
    def four_ways(self) -> int: ...

    @property
    def stones_left(self) -> int: ...


R = TypeVar("R", bound=Ranked)


def rank_tournament(results: Iterable[R], scoring: str) -> list[R]:
    """``results`` best first under ``scoring`` ("modern" or "ancient"); ties keep their order."""
    if scoring == "ancient":
        return sorted(results, key=lambda e: ancient_key(e.stones_left, e.four_ways), reverse=True)
    return sorted(results, key=lambda e: (-e.score, e.stones_left))
