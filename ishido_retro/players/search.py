"""The look-ahead shared by Adept and Master: judging every square, one and two stones ahead, and playouts."""

from __future__ import annotations

from ishido_retro.engine.view import PlayerView
from ishido_retro.players.base import Clock, position_of, touch_kind
from ishido_retro.players.judge import Judge, Weights
from ishido_retro.players.position import WITHIN, Position
from ishido_retro.players.steps import Steps

__all__ = ["Searcher", "four_way_at"]


def four_way_at(pos: Position, q: int) -> bool:
    """Whether a stone on square ``q`` makes a 4-Way (four neighbours, in the Within)."""
    return WITHIN[q] and pos.nbs[q] == 4


class Searcher:
    """The look-ahead shared by Adept and Master, on one position."""

    def __init__(self, weights: Weights, view: PlayerView, clock: Clock | None, deadline: float | None) -> None:
        self.w = weights
        self.pos = position_of(view)
        self.kind = touch_kind(view)
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
        return self.no_time_for(done, 1)

    def no_time_for(self, done: int, more: int) -> bool:
        """True when ``more`` pieces of work, each as long as the ``done`` so far took on average, would pass
        the deadline (or the deadline has passed)."""
        if self.clock is None or self.deadline is None or self.start is None:
            return False
        now = self.clock()
        self.expired = now >= self.deadline
        return self.expired or now + (now - self.start) / max(done, 1) * more > self.deadline

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

    def two_ply_steps(self, q: int, stoppable: bool = False) -> Steps[float | None]:
        """Touchstone on ``q``, then the expected best placement of the next stone over the unseen multiset;
        a step for each kind of next stone.

        ``stoppable``: the clock is read before each kind of next stone, and None is returned (no value) once
        the deadline has passed, so one look-ahead cannot overrun the limit by more than one kind's work.
        """
        pos = self.pos
        now = Judge(self.w, pos).immediate(q, self.four_ways)
        k = self.four_ways + four_way_at(pos, q)
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

    def three_ply_steps(self, q: int, replies: int) -> Steps[float | None]:
        """Like :meth:`two_ply_steps`, but each next stone's best ``replies`` squares are judged one more stone
        ahead; a step for each kind of stone two ahead.

        None when the deadline passed before the value was complete.
        """
        pos, w = self.pos, self.w
        now = Judge(w, pos).immediate(q, self.four_ways)
        k = self.four_ways + four_way_at(pos, q)
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
                        k2 = k + four_way_at(pos, r)
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

    def playout_steps(self, q: int, stones: list[int]) -> Steps[float]:
        """Touchstone on ``q``, then ``stones`` drawn in that order, each placed on its best-judged square;
        a step for each stone drawn.

        The value is what the placements earn (in the judge's units) plus the judgement of the board
        after the last of them; a stone that fits nowhere ends the playout with ``stuck`` against it.
        """
        pos, w = self.pos, self.w
        k = self.four_ways
        value = Judge(w, pos).immediate(q, k)
        k += four_way_at(pos, q)
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
                k += four_way_at(pos, best_r)
                pos.place(best_r, t, drawn=True)
                placed += 1
                yield
            if not sum(pos.counts):
                return value + w.emptied
            return value + Judge(w, pos).base
        finally:
            for _ in range(placed):
                pos.undo()
