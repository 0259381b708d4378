"""Statistics over the records of finished games (pure: records in, numbers out).

A record is the plain data of an ``ishido-record/1`` file (see :mod:`.records`).
Records of games still in progress, and records whose result is missing, not
made of whole numbers or beyond what a game can reach (more 4-Ways or stones left
than a set has stones, more points than any game scores), are counted in
``skipped`` and otherwise left out.

The mode of a record is its match's mode (``match: {mode: ...}``, as a saved
match writes it), else ``tournament`` when the record carries a ``tournament``
key, else its ``mode`` key (``solitaire`` when absent).  Scores count
Modern games only (an Ancient game is ranked by pouch and 4-Ways, not points);
a challenge game counts its best player's score.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ishido_retro.scores.parstats import ParStatistics

MODES = ("solitaire", "cooperative", "challenge", "tournament")
SCORINGS = ("modern", "ancient")


@dataclass(frozen=True)
class Statistics:
    """What the statistics window shows."""

    games: int = 0
    by_kind: dict[tuple[str, str], int] = field(default_factory=dict)   # (mode, scoring) -> games
    emptied: int = 0                   # games that emptied the pouch
    mean_four_ways: float = 0.0
    best_four_ways: int = 0
    scored_games: int = 0              # Modern games, the ones the score figures cover
    mean_score: float = 0.0
    best_score: int = 0
    histogram: tuple[int, ...] = ()    # histogram[n] = games with n 4-Ways
    skipped: int = 0
    par: ParStatistics = field(default_factory=ParStatistics)    # the deals played against their pars

    @property
    def emptied_rate(self) -> float:
        """The share of games that emptied the pouch, 0.0 to 1.0."""
        return self.emptied / self.games if self.games else 0.0


MAX_STONES = 72            # no game makes more 4-Ways, or leaves more stones, than a set has stones
MAX_SCORE = 10**13         # more than any game can score (see ishido_retro.scores.highscores.MAX_SCORE)


def _whole(value: Any, high: int) -> int | None:
    """``value`` when it is a whole number from 0 to ``high``; a record claiming more is damaged (None)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high else None


def _mode(record: Mapping[str, Any]) -> str | None:
    match = record.get("match")
    if isinstance(match, Mapping) and "mode" in match:
        mode = match["mode"]
        return mode if mode in MODES else None
    if record.get("tournament") is not None:
        return "tournament"
    mode = record.get("mode", "solitaire")
    return mode if mode in MODES else None


def statistics(records: Iterable[Mapping[str, Any]]) -> Statistics:
    """The statistics of ``records`` (finished games)."""
    by_kind: dict[tuple[str, str], int] = {}
    four_ways: list[int] = []
    scores: list[int] = []
    emptied = skipped = 0
    for record in records:
        result = record.get("result") if isinstance(record, Mapping) else None
        mode = _mode(record) if isinstance(record, Mapping) else None
        scoring = record.get("scoring") if isinstance(record, Mapping) else None
        if (not isinstance(result, Mapping) or mode is None or scoring not in SCORINGS
                or record.get("in_progress") is True):
            skipped += 1
            continue
        fours, left = _whole(result.get("four_ways"), MAX_STONES), _whole(result.get("stones_left"), MAX_STONES)
        score = _whole(result.get("score"), MAX_SCORE)
        if fours is None or left is None or score is None:
            skipped += 1
            continue
        if mode == "challenge" and isinstance(result.get("scores"), list):
            score = max([score, *(s for s in (_whole(v, MAX_SCORE) for v in result["scores"][:MAX_STONES])
                                  if s is not None)])
        by_kind[(mode, str(scoring))] = by_kind.get((mode, str(scoring)), 0) + 1
        four_ways.append(fours)
        emptied += left == 0
        if scoring == "modern":
            scores.append(score)
    games = len(four_ways)
    histogram = [0] * (max(four_ways) + 1 if four_ways else 0)
    for n in four_ways:
        histogram[n] += 1
    return Statistics(
        games=games, by_kind=dict(sorted(by_kind.items(), key=lambda kv: (MODES.index(kv[0][0]), kv[0][1]))),
        emptied=emptied,
        mean_four_ways=sum(four_ways) / games if games else 0.0, best_four_ways=max(four_ways, default=0),
        scored_games=len(scores), mean_score=sum(scores) / len(scores) if scores else 0.0,
        best_score=max(scores, default=0), histogram=tuple(histogram), skipped=skipped,
    )
