"""Adept: judges every square, then looks one stone ahead from the best few."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ishido_retro.engine.stones import Square
from ishido_retro.engine.view import PlayerView
from ishido_retro.players.base import Clock, SeededPlayer, pick, touch_kind
from ishido_retro.players.judge import Weights
from ishido_retro.players.search import Searcher
from ishido_retro.players.steps import Steps

__all__ = ["AdeptPlayer"]


@dataclass
class AdeptPlayer(SeededPlayer):
    """Judges every square, then the best ``width`` one stone ahead over the exact unseen multiset.

    With a ``clock`` (seconds), it stops looking ahead before a look-ahead that
    would pass ``limit`` seconds from its start, and drops one the deadline cuts
    short; it picks among the squares it has looked ahead from (on the judgement
    alone when the deadline cut even the first).  Without a clock the work is
    bounded by ``width`` alone.
    """

    name: str = "adept"
    weights: Weights = field(default_factory=Weights)
    width: int = 6
    limit: float = 0.045
    clock: Clock | None = None

    def decide_steps(self, view: PlayerView, rng: random.Random) -> Steps[Square]:
        touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0]
        start = self.clock() if self.clock is not None else None
        search = Searcher(self.weights, view, self.clock, None if start is None else start + self.limit)
        search.start = start
        scored = search.static()
        yield
        if search.pos.counts and sum(search.pos.counts):
            ahead: list[tuple[float, int]] = []
            for _, q in scored[: self.width]:
                if ahead and search.no_time_for_another(len(ahead)):
                    break
                value = yield from search.two_ply_steps(q, stoppable=True)
                if value is None:
                    break
                ahead.append((value, q))
            if ahead:
                scored = ahead
        return pick(scored, rng)
