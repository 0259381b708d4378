"""The player's games against the par of their deals (pure: records and a par look-up in, rows out).

A finished game whose record has a deal number (``seed``) is one deal played; a deal played more than once
counts its best game (most 4-Ways, then fewest stones left, then most points). The par of a deal is looked up
by ``(deal, scoring, strict 4-Way rule)`` (:mod:`ishido_retro.players.parbook`'s key); a deal whose par is not
known yet stays in the rows, saying so. The share of par is the player's 4-Ways (and, in Modern, points) over
the par's, averaged over the deals whose par made some.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

ParFigures = tuple[int, int, int]        # a par's 4-Ways, points, stones left
ParLookup = Callable[[int, str, bool], ParFigures | None]


@dataclass(frozen=True)
class DealAgainstPar:
    """One deal played: the player's best game on it and the deal's par (None: not known yet)."""

    deal: int
    scoring: str
    four_ways: int
    points: int
    stones_left: int
    par: ParFigures | None

    def rank(self) -> tuple[int, int, int]:
        return self.four_ways, -self.stones_left, self.points


@dataclass(frozen=True)
class ParStatistics:
    """The deals played, newest first, against their pars."""

    deals: tuple[DealAgainstPar, ...] = field(default_factory=tuple)

    @property
    def known(self) -> int:
        return sum(d.par is not None for d in self.deals)

    def share(self, of_points: bool = False) -> float | None:
        """The mean share of the par's 4-Ways (or of a Modern par's points), 0.0 up; None when no deal counts."""
        shares = [(d.points / d.par[1]) if of_points else (d.four_ways / d.par[0]) for d in self.deals
                  if d.par is not None and (d.par[1] if of_points else d.par[0]) > 0
                  and (d.scoring == "modern" or not of_points)]
        return sum(shares) / len(shares) if shares else None


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def against_par(records: Iterable[Mapping[str, Any]], par_of: ParLookup) -> ParStatistics:
    """The deals of ``records`` (oldest first, as the history lists them) against the pars ``par_of`` knows."""
    best: dict[tuple[int, str, bool], DealAgainstPar] = {}
    for record in records:
        result = record.get("result") if isinstance(record, Mapping) else None
        if not isinstance(result, Mapping) or record.get("in_progress") is True:
            continue
        seed, scoring, strict = _whole(record.get("seed")), record.get("scoring"), record.get("strict_four_way", False)
        fours, points, left = (_whole(result.get(k)) for k in ("four_ways", "score", "stones_left"))
        if (seed is None or scoring not in ("modern", "ancient") or not isinstance(strict, bool)
                or fours is None or points is None or left is None):
            continue
        key = (seed, str(scoring), strict)
        game = DealAgainstPar(key[0], key[1], fours, points, left, par_of(*key))
        old = best.pop(key, None)         # the newest play last: the rows are newest first
        best[key] = game if old is None or game.rank() > old.rank() else old
    return ParStatistics(tuple(reversed(best.values())))
