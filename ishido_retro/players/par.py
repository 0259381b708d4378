"""The par of a deal: the best game a solver that sees the pouch's order finds, in rounds that each improve.

No player at the table may know the order of the pouch (:mod:`ishido_retro.engine.view`); this solver
is not a player and is never seated.  Given a deal (its tableau and its pouch in order) it runs a
beam search over the known order: after every stone it keeps the ``width`` best boards, each judged
by the players' judge (:class:`.judge.Judge`: what the placements earned in its units, plus its
opinion of the board they leave for the stones still to come), one board kept for boards reached in
two orders.  A round is one such beam; the rounds grow eight times wider up to the effort
(:func:`widths`), and the best game of all rounds so far is kept, ranked by the deal's scoring: the
Modern score with every bonus, or the Ancient way (an emptied pouch first, then 4-Ways, then fewer
stones left).

:meth:`ParSearch.steps` is the search as :mod:`.steps`: it yields after each board it widens, so a
window without a worker can run it a slice of frames at a time, and a caller may stop it whenever it
likes: :attr:`ParSearch.best` is the best game found so far.  Effort counts boards, not seconds, so a
deal and an effort always give the same game; :attr:`ParSearch.work` counts the placements judged.
The game is a list of squares the engine replays (:func:`replay`), so the par never bends a rule.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from ishido_retro.engine import scoring as rules_of_scoring
from ishido_retro.engine.deal import Deal
from ishido_retro.engine.game import Game
from ishido_retro.engine.rules import DEFAULT_RULES, RuleSet
from ishido_retro.engine.stones import ALL_SQUARES, STONE_COUNT
from ishido_retro.players.judge import Judge, Weights
from ishido_retro.players.parboard import KEYS, Line, compact
from ishido_retro.players.position import KINDS, Position
from ishido_retro.players.steps import Steps, finish

__all__ = ["DEFAULT_EFFORT", "ParGame", "ParSearch", "replay", "solve", "widths"]

DEFAULT_EFFORT = 3072
_Child = tuple[float, float, int, int]      # a board the beam may keep: (value, earned, parent, square)
FIRST_WIDTH = 8
CHILDREN_A_STEP = 16        # boards made (or games offered) between two steps
PICKS_A_STEP = 256          # boards weighed, or taken off the heap, between two steps of the beam's choice


def widths(effort: int) -> list[int]:
    """The beam widths of the rounds for ``effort``: 8, 64, 512, ... eight times wider each, ending at ``effort``.

    The last round costs most; the earlier ones (about a seventh of it together) give the par so far.
    """
    if effort < 1:
        raise ValueError("the effort is a whole number of 1 or more")
    out = []
    width = FIRST_WIDTH
    while width < effort:
        out.append(width)
        width *= 8
    out.append(effort)
    return out


@dataclass(frozen=True)
class ParGame:
    """A game the solver found: its moves (square indices, first first) and what it makes."""

    squares: tuple[int, ...]
    four_ways: int
    points: int             # the Modern score with every bonus, the end bonus included
    stones_left: int
    width: int              # the round's beam width that found it

    @property
    def emptied(self) -> bool:
        return self.stones_left == 0

    def rank(self, scoring: str) -> tuple[int, ...]:
        """Larger is better, by the deal's scoring."""
        if scoring == "ancient":
            emptied, fours, fewer = rules_of_scoring.ancient_key(self.stones_left, self.four_ways)
            return (emptied, fours, fewer, self.points)
        return (self.points, self.four_ways, -self.stones_left)


class ParSearch:
    """The search for the par of one deal; run :meth:`steps` (or :func:`solve`) and read :attr:`best`."""

    def __init__(self, deal: Deal, scoring: str = "modern", rules: RuleSet = DEFAULT_RULES,
                 effort: int = DEFAULT_EFFORT, weights: Weights | None = None) -> None:
        if scoring not in rules_of_scoring.SCORINGS:
            raise ValueError(f"scoring must be one of {rules_of_scoring.SCORINGS}, not {scoring!r}")
        self.deal, self.scoring, self.rules = deal, scoring, rules
        self.widths = widths(effort)
        self.w = weights or Weights()
        self.best: ParGame | None = None
        self.work = 0               # placements judged so far
        self.rounds_done = 0
        order = [stone.grid_index for stone in deal.pouch]
        counts = [0] * KINDS
        for kind in order:
            counts[kind] += 1
        self.order = order
        self.after: list[list[int]] = []    # the stones still to come after each stone of the order
        for kind in order:
            counts[kind] -= 1
            self.after.append(counts[:])
        cells = [-1] * len(ALL_SQUARES)
        for square, stone in deal.tableau:
            cells[square.cell_index] = stone.grid_index
        self.start = compact(Position(cells, self.after[0], rules.strict_four_way))

    @property
    def final(self) -> bool:
        """True once every round has run: the best game is the par at this effort."""
        return self.rounds_done == len(self.widths)

    def steps(self) -> Steps[ParGame | None]:
        """Every round in turn, a step after each board widened; the answer is :attr:`best`."""
        for width in self.widths[self.rounds_done:]:
            yield from self._round(width)
            self.rounds_done += 1
        return self.best

    def _offer(self, line: Line, width: int) -> None:
        """Keep the game of ``line`` (ended: emptied or stuck) if it beats the best so far."""
        squares = tuple(line.squares())
        left = STONE_COUNT - len(self.deal.tableau) - len(squares)
        found = ParGame(squares, line.four_ways, line.points + rules_of_scoring.end_bonus(left), left, width)
        if self.best is None or found.rank(self.scoring) > self.best.rank(self.scoring):
            self.best = found

    def _round(self, width: int) -> Steps[None]:
        beam = [Line(self.start)]
        w = self.w
        for i, kind in enumerate(self.order):
            counts = self.after[i]
            children: dict[int, _Child] = {}
            for p, line in enumerate(beam):
                pos = line.pos
                pos.counts = counts
                legal = pos.legal(kind)
                if not legal:
                    self._offer(line, width)            # this game ends here, stuck
                    continue
                judge = Judge(w, pos)
                fours, earned, key, keys = line.four_ways, line.earned, line.key, KEYS
                for q in legal:
                    now = earned + judge.immediate(q, fours)
                    value = now + judge.after(q, kind)
                    board = key ^ keys[q][kind]
                    old = children.get(board)
                    if old is None or old[0] < value:
                        children[board] = (value, now, p, q)
                self.work += len(legal)
                yield
            if not children:
                return
            weighed = list(children.values())
            children.clear()
            kept = yield from _largest(weighed, width)
            parents, beam = beam, []
            for n, (_, now, p, q) in enumerate(kept, 1):
                child = parents[p].child(q, kind, counts)
                child.earned = now
                beam.append(child)
                if n % CHILDREN_A_STEP == 0:
                    yield
            yield from _drop(parents)
        for n, line in enumerate(beam, 1):
            self._offer(line, width)
            if n % CHILDREN_A_STEP == 0:
                yield
        yield from _drop(beam)


def _drop(lines: list[Line]) -> Steps[None]:
    """Let go of ``lines`` a few at a time (thousands of boards freed at once make one long step)."""
    while lines:
        del lines[-CHILDREN_A_STEP:]
        yield


def _largest(items: list[_Child], n: int) -> Steps[list[_Child]]:
    """``heapq.nlargest(n, items)`` for items that are all different, in steps of :data:`PICKS_A_STEP`.

    A heap of the ``n`` best so far, the rest weighed against its least (``items`` is used up), then the
    heap taken apart best last: the same boards in the same order as ``sorted(items, reverse=True)[:n]``.
    """
    heap = items[:n]
    del items[:n]
    heapq.heapify(heap)
    yield
    while items:
        for item in items[-PICKS_A_STEP:]:
            if heap[0] < item:
                heapq.heapreplace(heap, item)
        del items[-PICKS_A_STEP:]       # the boards not kept are freed here, a few at a time
        yield
    out: list[_Child] = []
    while heap:
        for _ in range(min(PICKS_A_STEP, len(heap))):
            out.append(heapq.heappop(heap))
        yield
    out.reverse()
    return out


def solve(deal: Deal, scoring: str = "modern", rules: RuleSet = DEFAULT_RULES, effort: int = DEFAULT_EFFORT,
          seconds: float | None = None, clock: Callable[[], float] | None = None) -> ParSearch:
    """The search of ``deal``'s par run to the end of its rounds, or until ``seconds`` of ``clock`` have passed."""
    search = ParSearch(deal, scoring, rules, effort)
    if seconds is None or clock is None:
        finish(search.steps())
        return search
    deadline = clock() + seconds
    for _ in search.steps():
        if clock() >= deadline and search.best is not None:
            break
    return search


def replay(deal: Deal, scoring: str, rules: RuleSet, par: ParGame) -> Game:
    """The par game played by the engine, move by move (an illegal move would raise)."""
    game = Game(deal, scoring=scoring, rules=rules)
    for q in par.squares:
        game.place(ALL_SQUARES[q])
    return game


def round_steps(deal: Deal, scoring: str, rules: RuleSet, width: int) -> Steps[ParGame | None]:
    """One round of the search, a beam of ``width``, as steps (its answer: the best game of that round)."""
    search = ParSearch(deal, scoring, rules, width)
    search.widths = [width]
    return search.steps()


def round_best(deal: Deal, scoring: str, rules: RuleSet, width: int) -> ParGame | None:
    """One round at once (for a worker process: each round is a job of its own, so the par so far arrives)."""
    return finish(round_steps(deal, scoring, rules, width))
