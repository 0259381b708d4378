"""Game Review: each move of a finished game set beside the square Master would have chosen.

For every placement the review rebuilds what the player saw at that moment (the
board, the touchstone and the multiset of stones still to come, never the
pouch's order: :func:`.view.view_of`), asks Master for its square, and judges
the played square the way Master judged its own (:meth:`.players.MasterPlayer.appraise_steps`).
The difference, ``loss``, is in the judge's units (a 4-Way made now is worth
about 60-100, a point in the Within 1.5); it is never below zero.  Beside it the
review counts plain facts a player can check on the board: the points each
square paid at once, whether it made a 4-Way, the 4-Way holes it left ready
for a stone still to come, and the holes no stone still to come can fill.

Master here has no clock unless one is given, so the same game always gets the
same review (the UI passes a clock in its worker process so that a move takes
at most about a second).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from ishido_retro.engine import scoring
from ishido_retro.engine.game import Game
from ishido_retro.engine.stones import Square, Stone
from ishido_retro.engine.view import PlayerView, view_of
from ishido_retro.players.computer import Clock, MasterPlayer, position_of
from ishido_retro.players.judge import Judge
from ishido_retro.players.steps import Steps, finish
from ishido_retro.words import counted

__all__ = ["MoveReview", "ReviewFigures", "ReviewTask", "review_figures", "review_move", "review_steps", "review_tasks",
           "best_order", "shortfall_text", "summary_text", "worst_order"]

CLOSE = 5.0          # a loss this small is "as good as Master's"


def shortfall_text(loss: float) -> str:
    """A loss as every screen shows it: one decimal (the loss is kept rounded to one)."""
    return f"{loss:.1f}"


@dataclass(frozen=True)
class ReviewTask:
    """One move to review: what the player saw before it and where the stone went."""

    move: int                 # 1 for the first placement
    view: PlayerView
    played: Square
    seed: int


@dataclass(frozen=True)
class MoveReview:
    """The review of one move: the played square beside Master's, with the facts that tell them apart."""

    move: int
    stone: Stone
    played: Square
    best: Square
    loss: float
    played_points: int
    best_points: int
    played_four_way: bool
    best_four_way: bool
    played_ready: int          # 4-Way holes left that a stone still to come can fill
    best_ready: int
    played_dead: int           # holes left that no stone still to come fits
    best_dead: int

    @property
    def matched(self) -> bool:
        return self.played == self.best

    @property
    def as_good(self) -> bool:
        """Master's square, or one that loses less than :data:`CLOSE` (the loss as shown, one decimal)."""
        return self.matched or self.loss < CLOSE

    @property
    def verdict(self) -> str:
        """A few words for the move: what kind of move it was, next to Master's."""
        if self.matched:
            return "Master's choice"
        if self.as_good:
            return "As good"
        if self.best_four_way and not self.played_four_way:
            return "4-Way missed"
        if self.best_ready > self.played_ready:
            return "4-Way hole lost"
        if self.played_dead > self.best_dead:
            return "Dead holes"
        if self.best_points > self.played_points:
            return "Fewer points"
        return "Less room"

    def sentence(self) -> str:
        """One short line that says why Master preferred its square (at most 39 characters).

        It names Master as the review's legend does (its square ringed, its stone drawn faint there).
        """
        if self.matched:
            return "Master chose the same square."
        if self.as_good:
            return "Yours is as good as Master's."
        if self.best_four_way and not self.played_four_way:
            return f"Master makes a 4-Way: +{counted(self.best_points, 'point')}."
        if self.best_ready > self.played_ready:
            return f"Master leaves {counted(self.best_ready, '4-Way hole')}, yours {self.played_ready}."
        if self.played_dead > self.best_dead:
            return f"Yours left {counted(self.played_dead, 'dead hole')}, Master {self.best_dead}."
        if self.best_points > self.played_points:
            return f"Master scored {counted(self.best_points, 'point')}, yours {self.played_points}."
        return "Master leaves more room for stones."

    @property
    def label(self) -> str:
        """What the review panel shows for the move: the verdict, and how far it fell short when it did."""
        return self.verdict if self.as_good else f"{self.verdict}, short by {shortfall_text(self.loss)}"


def review_tasks(game: Game, seed: int = 0) -> list[ReviewTask]:
    """The moves of ``game`` to review, each with the view its player had (passed turns replayed in place)."""
    replay = Game(game.deal, scoring=game.scoring, mode=game.mode, players=game.players, rules=game.rules)
    passes = list(game.passes)
    tasks = []
    for number, placement in enumerate(game.history, 1):
        while passes and passes[0] == number - 1:
            replay.pass_turn()
            passes.pop(0)
        tasks.append(ReviewTask(number, view_of(replay), placement.square, seed * 1000 + number))
        replay.place(placement.square)
    return tasks


def review_move(task: ReviewTask, clock: Clock | None = None) -> MoveReview:
    """Master's square for ``task``'s position and how the played square compares with it."""
    return finish(review_steps(task, clock))


def review_steps(task: ReviewTask, clock: Clock | None = None, limit: float | None = None) -> Steps[MoveReview]:
    """:func:`review_move` a step at a time (:mod:`.steps`): the same review. ``limit``: seconds of ``clock``
    for the move (default Master's own)."""
    view = task.view
    assert view.touchstone is not None, "a reviewed move has a stone to place"
    master = MasterPlayer(seed=task.seed, clock=clock) if limit is None else \
        MasterPlayer(seed=task.seed, clock=clock, limit=limit)
    best, best_value, played_value = yield from master.appraise_steps(view, task.played, random.Random(task.seed))
    best_points, best_four = _earned(view, best)
    played_points, played_four = _earned(view, task.played)
    best_ready, best_dead = _holes_after(view, best)
    played_ready, played_dead = _holes_after(view, task.played)
    loss = 0.0 if best == task.played else round(max(0.0, best_value - played_value), 1)
    return MoveReview(task.move, view.touchstone, task.played, best, loss, played_points, best_points,
                      played_four, best_four, played_ready, best_ready, played_dead, best_dead)


def _earned(view: PlayerView, square: Square) -> tuple[int, bool]:
    """The points (with any 4-Way bonus) the touchstone earns on ``square``, and whether it makes a 4-Way."""
    neighbours = sum(1 for other in square.neighbours() if view[other] is not None)
    points = scoring.placement_points(square, neighbours, view.four_ways)
    four_way = neighbours == 4
    if four_way:
        points += scoring.four_way_bonus(view.four_ways + 1)
    return points, four_way


def _holes_after(view: PlayerView, square: Square) -> tuple[int, int]:
    """After the touchstone goes on ``square``: 4-Way holes a stone to come can fill (each its own), dead holes."""
    pos = position_of(view)
    assert view.touchstone is not None
    pos.place(square.cell_index, view.touchstone.grid_index)
    judge = Judge(MasterPlayer().weights, pos)
    to_come = judge.m1
    dead = sum(1 for i, n in enumerate(pos.nbs) if n and pos.cells[i] < 0 and not pos.masks[i] & to_come)
    ready = judge.matched if to_come else 0
    return ready, dead


@dataclass(frozen=True)
class ReviewFigures:
    """The whole game so far: moves looked at, those as good as Master's, the move that lost most, the best."""

    looked_at: int
    good: int
    worst: int | None        # None when no move fell short by more than :data:`CLOSE`
    best: int | None = None  # None when no move was as good as Master's (:func:`best_order`)


def worst_order(reviews: Iterable[MoveReview]) -> list[int]:
    """The moves that fell short of Master's, the one that lost most first (the earlier of equal losses)."""
    return [r.move for r in sorted(reviews, key=lambda r: (-r.loss, r.move)) if not r.as_good]


def best_order(reviews: Iterable[MoveReview]) -> list[int]:
    """The player's best moves, best first: the moves as good as Master's (never one that fell short), ranked by
    what the stone did on the board, as a player counts a good move: a 4-Way made, then the points it earned,
    then the 4-Way holes it left ready for a stone still to come, then the fewer dead holes; of equal moves,
    Master's own square before one merely as good (the smaller loss), then the earlier."""
    good = [r for r in reviews if r.as_good]
    return [r.move for r in sorted(good, key=lambda r: (not r.played_four_way, -r.played_points, -r.played_ready,
                                                        r.played_dead, not r.matched, r.loss, r.move))]


def review_figures(reviews: Iterable[MoveReview]) -> ReviewFigures:
    done = list(reviews)
    good = sum(1 for r in done if r.as_good)
    worst, best = worst_order(done), best_order(done)
    return ReviewFigures(len(done), good, worst[0] if worst else None, best[0] if best else None)


def summary_text(reviews: Iterable[MoveReview], moves: int) -> str:
    """A line for the whole game: moves as good as Master's and the move that lost most."""
    figures = review_figures(reviews)
    if not figures.looked_at:
        return f"Master is looking at {moves} moves..."
    text = f"{figures.good} of {figures.looked_at} as good as Master's"
    if figures.worst is not None:
        text += f"; biggest loss: move {figures.worst}"
    return text + ("." if figures.looked_at == moves else f" ({figures.looked_at} of {moves} looked at).")
