"""Master: one stone ahead for the best squares, then playouts of the stones to come for the best of those."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ishido_retro.engine.stones import Square
from ishido_retro.engine.view import PlayerView
from ishido_retro.players.base import Clock, SeededPlayer, pick, touch_kind
from ishido_retro.players.judge import Weights
from ishido_retro.players.search import Searcher
from ishido_retro.players.steps import Steps, done

ValueOf = Callable[[int], Steps[float]]     # how Master values any square, step by step

__all__ = ["MasterPlayer"]


@dataclass
class MasterPlayer(SeededPlayer):
    """One stone ahead for the best ``width`` squares, then playouts for the best ``candidates`` of those.

    Each playout draws an order of the next ``depth`` stones from the unseen
    multiset and places them one by one on the square the judge likes best; a
    candidate's value is what those placements earn plus the judgement of the
    board they leave, averaged over the same orders for every candidate.  Every
    ``halve_every`` rounds the worse half of the candidates leave the running
    (six, then three, then the best two), so the rounds go where the choice is close.
    ``clock`` (seconds, e.g. ``time.perf_counter`` passed in by the caller) and
    ``limit`` bound the thinking time: it starts no round of playouts that would
    pass the deadline.  Without a clock (or with one that stands still) the
    work is bounded by ``width``, ``candidates``, ``depth`` and ``playouts``
    (128 rounds, 336 playouts: under half a second on the build machine).  ``playouts=0`` gives the
    older Master: two stones ahead for the best ``deep`` squares instead, each
    next stone's best ``replies`` squares.
    """

    name: str = "master"
    weights: Weights = field(default_factory=Weights)
    width: int = 12
    deep: int = 4
    replies: int = 2
    limit: float = 0.9
    clock: Clock | None = None
    playouts: int = 128
    candidates: int = 6
    depth: int = 8
    halve_every: int = 16

    def decide_steps(self, view: PlayerView, rng: random.Random) -> Steps[Square]:
        touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0]
        scored, _ = yield from self._plan(view)
        return pick(scored, rng)

    def appraise_steps(self, view: PlayerView, played: Square,
                       rng: random.Random) -> Steps[tuple[Square, float, float]]:
        """Master's square for ``view``, its value and the value of ``played``, judged at the same depth,
        a step at a time.

        For a game review: ``played`` (a legal square) is judged the way Master judged its own choice,
        so the two values can be compared (the difference is what the move gave away).
        """
        touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0], 0.0, 0.0
        scored, value_of = yield from self._plan(view)
        best = pick(scored, rng)
        values = {q: value for value, q in scored}
        q = played.cell_index
        played_value = values[q] if q in values else (yield from value_of(q))
        return best, values[best.cell_index], played_value

    def _plan(self, view: PlayerView) -> Steps[tuple[list[tuple[float, int]], ValueOf]]:
        """Master's judgement of its candidate squares, and how it judges any other square the same way."""
        deadline = self.clock() + self.limit if self.clock is not None else None
        search = Searcher(self.weights, view, self.clock, deadline)
        scored = search.static()
        yield
        if not sum(search.pos.counts):
            values = {q: value for value, q in scored}
            return scored, lambda q: done(values[q])
        two: list[tuple[float, int]] = []
        for _, q in scored[: self.width]:
            if two and search.out_of_time():
                break
            value = yield from search.two_ply_steps(q)
            assert value is not None  # not stoppable: always complete
            two.append((value, q))
        two.sort(key=lambda item: (-item[0], item[1]))
        if self.playouts:
            return (yield from self._playouts(search, two))
        three: list[tuple[float, int]] = []
        for _, q in two[: self.deep]:
            if search.out_of_time():
                break
            value = yield from search.three_ply_steps(q, self.replies)
            if value is None:
                break
            three.append((value, q))
        if len(three) >= 2 and len(three) == min(self.deep, len(two)):
            search.expired, search.deadline = False, None      # a reviewed square is judged in full

            def deeper(q: int) -> Steps[float]:
                value = yield from search.three_ply_steps(q, self.replies)
                assert value is not None
                return value
            return three, deeper

        return two, lambda q: self._two_ply(search, q)

    @staticmethod
    def _two_ply(search: Searcher, q: int) -> Steps[float]:
        value = yield from search.two_ply_steps(q)
        assert value is not None  # not stoppable: always complete
        return value

    def _playouts(self, search: Searcher,
                  two: list[tuple[float, int]]) -> Steps[tuple[list[tuple[float, int]], ValueOf]]:
        """The best ``candidates`` squares by the look-ahead, each valued by the mean of playouts.

        Every round draws one order of the next ``depth`` stones from the unseen multiset (a generator
        seeded from the player's seed and what it sees, so a position always gets the same orders) and
        plays it out from every square still in the running; rounds go on until ``playouts`` or, with a
        clock, until another round would pass the deadline.  With ``halve_every``, after every so many
        rounds the worse half of the squares (by their mean so far) leave the running, down to two.
        """
        if search.expired or len(two) < 2:
            return two, lambda q: self._two_ply(search, q)
        yield
        pos = search.pos
        pool = [t for t, c in enumerate(pos.counts) for _ in range(c)]
        seed = -1 if self.seed is None else self.seed
        sampler = random.Random(hash((seed, tuple(pos.cells), tuple(pos.counts), search.kind)))
        depth = min(self.depth, len(pool))
        orders: list[list[int]] = []
        running = [q for _, q in two[: self.candidates]]
        totals = dict.fromkeys(running, 0.0)
        search.start = self.clock() if self.clock is not None else None
        done_playouts = 0
        while len(orders) < self.playouts:
            if orders and search.no_time_for(done_playouts, len(running)):
                break
            order = sampler.sample(pool, depth)
            orders.append(order)
            for q in running:
                totals[q] += yield from search.playout_steps(q, order)
            done_playouts += len(running)
            if self.halve_every and len(running) > 2 and len(orders) % self.halve_every == 0:
                running.sort(key=lambda q: (-totals[q], q))
                running = running[: max(2, (len(running) + 1) // 2)]
        n = len(orders)
        scored = [(totals[q] / n, q) for q in running]

        def value_of(q: int) -> Steps[float]:
            total = 0.0
            for order in orders:
                total += yield from search.playout_steps(q, order)
            return total / n
        return scored, value_of
