"""Computer players.

Each level is a class with ``choose(game, rng=None) -> Square``: the square on
which the current touchstone goes.  :func:`make_player` builds one by name;
:data:`LEVELS` lists the names, weakest first.

* ``random``: any legal square (for tests and benchmarks).
* ``greedy``: the most points right now; among equals, the square with more
  neighbours, then the one fewest unseen stones could use (for benchmarks).
* ``novice``: plays like a beginner: legal, keen on points now, and now and then
  a move with no plan at all.
* ``adept``: judges every square (:mod:`.judge`), then looks one stone ahead for
  the best few: the average, over every kind of stone still to come weighted by
  its unseen copies, of the best place that stone would then have.  With an
  injected clock it stops looking ahead once another look-ahead would pass its
  limit (45 ms), and drops a look-ahead the deadline cuts short (a move stays under 50 ms).
* ``master``: the same look-ahead over more squares, then, for the six best,
  playouts: the same sampled orders of the next eight stones played out from
  each square by the judge's favourite placement, as many rounds as its time
  allows (at most about 1 s a move).  It stops at a deadline read from an
  injected clock, and its work is bounded without one (32 rounds).

What a player may know
----------------------
``choose`` turns the game into a :class:`.view.PlayerView` with
:func:`.view.view_of` and decides from that alone: the board, the touchstone
and the *multiset* of stones still to come, kept as counts by kind in a fixed
order.  The order of the pouch never reaches a player.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ishido_retro.engine.game import Game
from ishido_retro.engine.stones import ALL_SQUARES, Square
from ishido_retro.engine.view import PlayerView, view_of
from ishido_retro.players.judge import Judge, Weights
from ishido_retro.players.position import WITHIN, Position
from ishido_retro.players.steps import Steps, done, finish

__all__ = ["LEVELS", "AdeptPlayer", "Clock", "GreedyPlayer", "MasterPlayer", "NovicePlayer", "Player",
           "PLAYABLE_LEVELS", "RandomPlayer", "UnknownLevel", "Weights", "make_player", "position_of"]

Clock = Callable[[], float]
ValueOf = Callable[[int], Steps[float]]     # how Master values any square, step by step


class UnknownLevel(ValueError):
    """A player level name that does not exist."""


class Player(Protocol):
    name: str

    def choose(self, game: Game, rng: random.Random | None = None) -> Square: ...

    def steps(self, game: Game, rng: random.Random | None = None) -> Steps[Square]: ...


def position_of(view: PlayerView) -> Position:
    """A :class:`Position` (kinds, fit masks, unseen counts) for the board of ``view``."""
    cells = [-1 if stone is None else stone.grid_index for stone in view.cells]
    return Position(cells, view.unseen.counts, view.strict_four_way)


def _touch_kind(view: PlayerView) -> int:
    stone = view.touchstone
    if stone is None or not view.legal:
        raise ValueError("the touchstone has no legal square")
    return stone.grid_index


# --- the levels ---------------------------------------------------------------


@dataclass
class _SeededPlayer:
    """A player with its own random generator, made from ``seed``; it decides from a view."""

    seed: int | None = None
    name: str = "seeded"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        """The square for the touchstone of ``game``, decided from what the player to move sees."""
        return finish(self.steps(game, rng))

    def steps(self, game: Game, rng: random.Random | None = None) -> Steps[Square]:
        """:meth:`choose` a step at a time (:mod:`.steps`): the same square."""
        return self.decide_steps(view_of(game), rng or self.rng)

    def decide_steps(self, view: PlayerView, rng: random.Random) -> Steps[Square]:
        """The levels that think long cut their thinking into steps; the others decide in one."""
        return (yield from done(self.decide(view, rng)))

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        return finish(self.decide_steps(view, rng))


@dataclass
class RandomPlayer(_SeededPlayer):
    """Any legal square, chosen at random."""

    name: str = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        _touch_kind(view)
        return rng.choice(view.legal)


def _neighbours(view: PlayerView, square: Square) -> int:
    return sum(1 for other in square.neighbours() if view.cells[other.cell_index] is not None)


# The beginner keeps the judgement it was measured with (before the weights were tuned for the stronger
# levels): it values points now more and fears a stone with nowhere to go less.
NOVICE_WEIGHTS = Weights(four_way_now=60.0, early_four_way=0.1, points_now=1.5, ready3_fit=0.5, dead4=25.0,
                         no_place=600.0, one_place=40.0, two_places=10.0)


@dataclass
class NovicePlayer(_SeededPlayer):
    """A beginner: a rough look at the board for this stone only, often just the square that pays most now.

    It never looks ahead, misjudges by a random amount, and one move in
    ``hasty`` it simply takes the square touching most stones in the Within.
    """

    name: str = "novice"
    weights: Weights = NOVICE_WEIGHTS
    hasty: float = 0.3
    blur: float = 40.0

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        kind = _touch_kind(view)
        if rng.random() < self.hasty:
            keyed = [((0 if sq.in_beyond else _neighbours(view, sq)), sq) for sq in view.legal]
            top = max(key for key, _ in keyed)
            return rng.choice([sq for key, sq in keyed if key == top])
        pos = position_of(view)
        judge = Judge(self.weights, pos)
        scored = [(judge.immediate(q, view.four_ways) + judge.after(q, kind) + rng.gauss(0.0, self.blur), q)
                  for q in pos.legal(kind)]
        return _pick(scored, rng)


@dataclass
class GreedyPlayer(_SeededPlayer):
    """The most points now; ties go to fuller squares, then to squares few stones can use."""

    name: str = "greedy"

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        _touch_kind(view)
        pos = position_of(view)
        m1 = m2 = 0
        for t, n in enumerate(pos.counts):
            if n >= 1:
                m1 |= 1 << t
            if n >= 2:
                m2 |= 1 << t
        best: list[Square] = []
        best_key: tuple[int, int, int] | None = None
        for square in view.legal:
            n = pos.nbs[square.cell_index]
            total = 0 if square.in_beyond else (1 << (n - 1)) << view.four_ways
            if n == 4 and not square.in_beyond:
                total += 10_000  # a 4-Way bonus outweighs any placement
            mask = pos.masks[square.cell_index]
            key = (total, n, -((mask & m1).bit_count() + (mask & m2).bit_count()))
            if best_key is None or key > best_key:
                best_key, best = key, [square]
            elif key == best_key:
                best.append(square)
        return rng.choice(best)


def _four_way(pos: Position, q: int) -> bool:
    return WITHIN[q] and pos.nbs[q] == 4


class _Searcher:
    """The look-ahead shared by Adept and Master, on one position."""

    def __init__(self, weights: Weights, view: PlayerView, clock: Clock | None, deadline: float | None) -> None:
        self.w = weights
        self.pos = position_of(view)
        self.kind = _touch_kind(view)
        self.four_ways = view.four_ways
        self.clock = clock
        self.deadline = deadline
        self.start: float | None = None     # when the move began, for :meth:`no_time_for_another`
        self.expired = False

    def out_of_time(self) -> bool:
        """True once the clock has reached the deadline (the clock is not read again after that)."""
        if not self.expired and self.clock is not None and self.deadline is not None:
            self.expired = self.clock() >= self.deadline
        return self.expired

    def no_time_for_another(self, done: int) -> bool:
        """True when one more step as long as the ``done`` steps so far took on average would pass the deadline.

        Looking before the leap keeps the last step inside the limit instead of overrunning it
        (the average counts the time judging every square took, so it errs on the safe side).
        """
        if self.clock is None or self.deadline is None or self.start is None:
            return False
        now = self.clock()
        self.expired = now >= self.deadline
        return self.expired or now + (now - self.start) / max(done, 1) > self.deadline

    def static(self) -> list[tuple[float, int]]:
        """(value, square) for every legal square of the touchstone, best first, judged on the board now."""
        judge = Judge(self.w, self.pos)
        kind, k = self.kind, self.four_ways
        scored = [(judge.immediate(q, k) + judge.after(q, kind), q) for q in self.pos.legal(kind)]
        scored.sort(key=lambda item: (-item[0], item[1]))
        return scored

    def reply_value(self, kind: int, four_ways: int) -> float:
        """The best a drawn stone of ``kind`` can get on the current position, judged for the stones after it."""
        pos = self.pos
        pos.counts[kind] -= 1
        try:
            return Judge(self.w, pos).best(kind, four_ways)
        finally:
            pos.counts[kind] += 1

    def two_ply(self, q: int, stoppable: bool = False) -> float | None:
        """Touchstone on ``q``, then the expected best placement of the next stone over the unseen multiset.

        ``stoppable``: the clock is read before each kind of next stone, and None is returned (no value) once
        the deadline has passed, so one look-ahead cannot overrun the limit by more than one kind's work.
        """
        return finish(self.two_ply_steps(q, stoppable))

    def two_ply_steps(self, q: int, stoppable: bool = False) -> Steps[float | None]:
        """:meth:`two_ply`, a step for each kind of next stone."""
        pos = self.pos
        now = Judge(self.w, pos).immediate(q, self.four_ways)
        k = self.four_ways + _four_way(pos, q)
        pos.place(q, self.kind)
        try:
            total = sum(pos.counts)
            if total == 0:
                return now + self.w.emptied
            expected = 0.0
            for t, c in enumerate(pos.counts):
                if c:
                    if stoppable and self.out_of_time():
                        return None
                    expected += c * self.reply_value(t, k)
                    yield
            return now + expected / total
        finally:
            pos.undo()

    def three_ply(self, q: int, replies: int) -> float | None:
        """Like :meth:`two_ply`, but each next stone's best ``replies`` squares are judged one more stone ahead.

        None when the deadline passed before the value was complete.
        """
        return finish(self.three_ply_steps(q, replies))

    def three_ply_steps(self, q: int, replies: int) -> Steps[float | None]:
        """:meth:`three_ply`, a step for each kind of stone two ahead."""
        pos, w = self.pos, self.w
        now = Judge(w, pos).immediate(q, self.four_ways)
        k = self.four_ways + _four_way(pos, q)
        pos.place(q, self.kind)
        try:
            total = sum(pos.counts)
            if total == 0:
                return now + w.emptied
            expected = 0.0
            for t, c in enumerate(pos.counts):
                if not c:
                    continue
                if self.out_of_time():
                    return None
                pos.counts[t] -= 1
                try:
                    judge = Judge(w, pos)
                    options = sorted(((judge.immediate(r, k) + judge.after(r, t), r) for r in pos.legal(t)),
                                     key=lambda item: (-item[0], item[1]))
                    if not options:
                        expected += c * -w.stuck
                        continue
                    best = None
                    for _, r in options[:replies]:
                        gain = judge.immediate(r, k)
                        k2 = k + _four_way(pos, r)
                        pos.place(r, t, drawn=True)
                        try:
                            left = sum(pos.counts)
                            if left == 0:
                                value = gain + w.emptied
                            else:
                                deeper = Judge(w, pos)
                                ahead = 0.0
                                for u, n in enumerate(pos.counts):
                                    if n:
                                        ahead += n * deeper.best(u, k2)
                                        yield
                                value = gain + ahead / left
                        finally:
                            pos.undo()
                        if best is None or value > best:
                            best = value
                    assert best is not None
                    expected += c * best
                finally:
                    pos.counts[t] += 1
            return now + expected / total
        finally:
            pos.undo()

    def playout(self, q: int, stones: list[int]) -> float:
        """Touchstone on ``q``, then ``stones`` drawn in that order, each placed on its best-judged square.

        The value is what the placements earn (in the judge's units) plus the judgement of the board
        after the last of them; a stone that fits nowhere ends the playout with ``stuck`` against it.
        """
        return finish(self.playout_steps(q, stones))

    def playout_steps(self, q: int, stones: list[int]) -> Steps[float]:
        """:meth:`playout`, a step for each stone drawn."""
        pos, w = self.pos, self.w
        k = self.four_ways
        value = Judge(w, pos).immediate(q, k)
        k += _four_way(pos, q)
        pos.place(q, self.kind)
        placed = 1
        try:
            for t in stones:
                pos.counts[t] -= 1
                judge = Judge(w, pos)
                _, best_r = judge.choice(t, k)
                pos.counts[t] += 1
                if best_r < 0:
                    return value - w.stuck + judge.base
                value += judge.immediate(best_r, k)
                k += _four_way(pos, best_r)
                pos.place(best_r, t, drawn=True)
                placed += 1
                yield
            if not sum(pos.counts):
                return value + w.emptied
            return value + Judge(w, pos).base
        finally:
            for _ in range(placed):
                pos.undo()


@dataclass
class AdeptPlayer(_SeededPlayer):
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
        _touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0]
        start = self.clock() if self.clock is not None else None
        search = _Searcher(self.weights, view, self.clock, None if start is None else start + self.limit)
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
        return _pick(scored, rng)


@dataclass
class MasterPlayer(_SeededPlayer):
    """One stone ahead for the best ``width`` squares, then playouts for the best ``candidates`` of those.

    Each playout draws an order of the next ``depth`` stones from the unseen
    multiset and places them one by one on the square the judge likes best; a
    candidate's value is what those placements earn plus the judgement of the
    board they leave, averaged over the same orders for every candidate.
    ``clock`` (seconds, e.g. ``time.perf_counter`` passed in by the caller) and
    ``limit`` bound the thinking time: it starts no round of playouts that would
    pass the deadline.  Without a clock (or with one that stands still) the
    work is bounded by ``width``, ``candidates``, ``depth`` and ``playouts``
    (32 rounds: about a third of a second on the build machine).  ``playouts=0`` gives the
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
    playouts: int = 32
    candidates: int = 6
    depth: int = 8

    def decide_steps(self, view: PlayerView, rng: random.Random) -> Steps[Square]:
        _touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0]
        scored, _ = yield from self._plan(view)
        return _pick(scored, rng)

    def appraise(self, view: PlayerView, played: Square, rng: random.Random) -> tuple[Square, float, float]:
        """Master's square for ``view``, its value and the value of ``played``, judged at the same depth.

        For a game review: ``played`` (a legal square) is judged the way Master judged its own choice,
        so the two values can be compared (the difference is what the move gave away).
        """
        return finish(self.appraise_steps(view, played, rng))

    def appraise_steps(self, view: PlayerView, played: Square,
                       rng: random.Random) -> Steps[tuple[Square, float, float]]:
        """:meth:`appraise` a step at a time."""
        _touch_kind(view)
        if len(view.legal) == 1:
            return view.legal[0], 0.0, 0.0
        scored, value_of = yield from self._plan(view)
        best = _pick(scored, rng)
        values = {q: value for value, q in scored}
        q = played.cell_index
        played_value = values[q] if q in values else (yield from value_of(q))
        return best, values[best.cell_index], played_value

    def _plan(self, view: PlayerView) -> Steps[tuple[list[tuple[float, int]], ValueOf]]:
        """Master's judgement of its candidate squares, and how it judges any other square the same way."""
        deadline = self.clock() + self.limit if self.clock is not None else None
        search = _Searcher(self.weights, view, self.clock, deadline)
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
    def _two_ply(search: _Searcher, q: int) -> Steps[float]:
        value = yield from search.two_ply_steps(q)
        assert value is not None  # not stoppable: always complete
        return value

    def _playouts(self, search: _Searcher,
                  two: list[tuple[float, int]]) -> Steps[tuple[list[tuple[float, int]], ValueOf]]:
        """The best ``candidates`` squares by the look-ahead, each valued by the mean of playouts.

        Every round draws one order of the next ``depth`` stones from the unseen multiset (a generator
        seeded from the player's seed and what it sees, so a position always gets the same orders) and
        plays it out from every candidate; rounds go on until ``playouts`` or, with a clock, until another
        round would pass the deadline.
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
        candidates = [q for _, q in two[: self.candidates]]
        totals = dict.fromkeys(candidates, 0.0)
        search.start = self.clock() if self.clock is not None else None
        while len(orders) < self.playouts:
            if orders and search.no_time_for_another(len(orders)):
                break
            order = sampler.sample(pool, depth)
            orders.append(order)
            for q in candidates:
                totals[q] += yield from search.playout_steps(q, order)
        n = len(orders)
        scored = [(totals[q] / n, q) for q in candidates]

        def value_of(q: int) -> Steps[float]:
            total = 0.0
            for order in orders:
                total += yield from search.playout_steps(q, order)
            return total / n
        return scored, value_of


def _pick(scored: list[tuple[float, int]], rng: random.Random) -> Square:
    """The best-valued square; equal values are broken by ``rng`` over squares in reading order."""
    top = max(value for value, _ in scored)
    best = sorted(q for value, q in scored if value > top - 1e-9)
    return ALL_SQUARES[rng.choice(best)] if len(best) > 1 else ALL_SQUARES[best[0]]


_REGISTRY: dict[str, type[_SeededPlayer]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "novice": NovicePlayer,
    "adept": AdeptPlayer,
    "master": MasterPlayer,
}

LEVELS: tuple[str, ...] = tuple(_REGISTRY)

# The levels a person chooses between in the game (the others are for tests and benchmarks).
PLAYABLE_LEVELS: tuple[str, ...] = ("novice", "adept", "master")


def make_player(level: str, seed: int | None = None, clock: Clock | None = None) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`), deterministic for a given seed.

    ``clock`` (a function giving seconds) lets Adept and Master keep to their time limits.
    """
    try:
        cls = _REGISTRY[level]
    except (KeyError, TypeError):
        raise UnknownLevel(f"there is no player level {level!r}; the levels are {', '.join(LEVELS)}") from None
    if cls is MasterPlayer:
        return MasterPlayer(seed=seed, clock=clock)
    if cls is AdeptPlayer:
        return AdeptPlayer(seed=seed, clock=clock)
    return cls(seed=seed)

