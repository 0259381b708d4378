"""Game Review: step through a finished game beside Master's choices.

The window covers the play screen: the board as it was before the move on
show (the stone placed before it flagged, as the play screen flags a computer's
stone), the played stone on its square in a white frame, Master's square in the
gold ring Suggest a Move uses with the same stone drawn faint in it, and at the
right the move's figures, the buttons ``First``, ``Prev``, ``Next``, ``Last``,
``Worst`` (the next move by size of loss), ``Best`` (the player's next best move,
:func:`~ishido_retro.players.review.best_order`) and ``Close``, and how many moves were
as good as Master's; the arrow keys, Home and End step too, W and B are Worst and Best, Escape closes.

Master looks at the moves where the computer thinks (:class:`~ishido_retro.ui.thinking.thinker.Thinker`):
in a worker *process*, or in slices of the frames where there are none, in order from the move
first shown (a move takes up to about a second, so a whole game about a minute); the window
keeps drawing and shows how many moves are ready (in slices Master gives a move a tenth of a second's thinking,
:data:`SLICE_LIMIT`, so that a game of 66 moves is reviewed within a minute). Scripted runs think at once: the
move on show is looked at when it is shown, then one more each frame, so what a script sees never depends on
the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import Any

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Stone
from ishido_retro.layout import STONE
from ishido_retro.players.review import (
    MoveReview,
    ReviewFigures,
    ReviewTask,
    best_order,
    review_figures,
    review_move,
    review_steps,
    shortfall_text,
    summary_text,
    worst_order,
)
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.play.lastmove import draw_last_stone_mark
from ishido_retro.ui.play.reviewbeside import (
    PAR,
    SWITCH_KEYS,
    SWITCH_PAD,
    YOURS,
    GameShown,
    beside_dump,
    beside_sentence,
    draw_beside_panel,
    panel_lines,
)
from ishido_retro.ui.scores.window import ordinal
from ishido_retro.ui.theme import STONE_BANK, board_image, stone_source
from ishido_retro.ui.thinking.thinker import Job, Thinker
from ishido_retro.ui.widgets.base import Button, Widget, Window
from ishido_retro.words import counted

COLUMN_X = 248            # the dark column right of the board: the panel, the buttons, the summary
PANEL_X = COLUMN_X        # flush with the buttons, so that a line holds 11 letters
PANEL_W = layout.SCREEN_W - PANEL_X
PANEL_H = 85              # nine lines: a verdict of two, the two marks with their points, the shortfall in three
BUTTONS = ("First", "Prev", "Next", "Last", "Worst", "Best", "Close")     # Close alone on the fourth row, as wide
BUTTON_X, BUTTON_W, BUTTON_Y = COLUMN_X, 36, 22 + PANEL_H + 2    # two columns to the edge: 5 letters, 2 pixels clear
SUMMARY_Y = BUTTON_Y + 4 * 13 + 1                 # under the buttons: the moves as good as Master's, Worst, Best
SWITCH_X, SWITCH_Y, SWITCH_W = 250, 5, 35        # Yours and Par, right of the title strip (:mod:`.reviewbeside`)
# Master's thinking a move in slices of the frames (no worker processes, e.g. a browser page): a few
# milliseconds a frame make about 0.15 s of thinking a second, so a second a move would take minutes a game
SLICE_LIMIT = 0.1
WORST_KEY, BEST_KEY = "w", "b"


def review_in_worker(task: ReviewTask) -> MoveReview:
    """Master's review of one move with the real clock, so a move keeps to Master's time limit."""
    return review_move(task, clock=time.perf_counter)


class ReviewAnalyser:
    """Master's reviews of a game's moves, worked out off the frames' way (or at once in scripted runs)."""

    def __init__(self, tasks: list[ReviewTask], synchronous: bool) -> None:
        self.tasks = tasks
        self.thinker = Thinker(lambda: synchronous)
        self.synchronous = self.thinker.where() == "now"
        self.reviews: dict[int, MoveReview] = {}
        self._futures: dict[int, Future[MoveReview]] = {}

    def start(self, first: int) -> None:
        """Begin with move ``first`` (1-based), then the others in order."""
        if self.synchronous:
            self.look_at(first)
            return
        order = self.tasks[first - 1:] + self.tasks[:first - 1]
        jobs = [Job(partial(review_steps, task, limit=SLICE_LIMIT), partial(review_in_worker, task)) for task in order]
        self._futures = dict(zip((task.move for task in order), self.thinker.ask_all(jobs), strict=True))

    def look_at(self, move: int) -> None:
        """Scripted runs: review ``move`` now if it is not ready yet."""
        if self.synchronous and move not in self.reviews and 1 <= move <= len(self.tasks):
            task = self.tasks[move - 1]
            self.reviews[move] = self.thinker.now(Job(partial(review_steps, task), partial(review_move, task))).result()

    def update(self) -> None:
        """Once a frame: collect finished reviews (scripted runs: review the next move not yet looked at)."""
        if self.synchronous:
            missing = next((t.move for t in self.tasks if t.move not in self.reviews), None)
            if missing is not None:
                self.look_at(missing)
            return
        for move, future in list(self._futures.items()):
            if future.done():
                self.reviews[move] = future.result()
                del self._futures[move]
        if not self._futures:
            self.stop()

    @property
    def ready(self) -> int:
        return len(self.reviews)

    def stop(self) -> None:
        for future in self._futures.values():
            future.cancel()
        self._futures = {}
        self.thinker.stop()


class ReviewWindow(Window):
    """The review of one finished game; ``tasks`` come from :func:`ishido_retro.players.review.review_tasks`."""

    def __init__(self, tasks: list[ReviewTask], synchronous: bool, start: int = 1,
                 on_close: Callable[[object], object] | None = None, title: str = "Game Review",
                 games: tuple[GameShown, GameShown] | None = None) -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, title, on_close=on_close)
        self.who = "You" if title == "Game Review" else "Par"     # whose moves: the player's, or the par game's
        self.games = games                      # (this review's game, the other game of the deal) or None
        self.other_shown = False                # the other game's board on show (:mod:`.reviewbeside`)
        self.tasks = tasks
        self.move = max(1, min(start, len(tasks)))
        self.worst_shown: int | None = None     # the move Worst went to last
        self.best_shown: int | None = None      # the move Best went to last
        self.said: str | None = None            # what Worst or Best found, on the status strip until the next step
        self.analyser = ReviewAnalyser(tasks, synchronous)
        steps: dict[str, Callable[[], None]] = {
            "First": lambda: self.go(1), "Prev": lambda: self.go(self.move - 1),
            "Next": lambda: self.go(self.move + 1), "Last": lambda: self.go(len(self.tasks)),
            "Worst": self.next_worst, "Best": self.next_best, "Close": lambda: self.close("Close")}
        for i, label in enumerate(BUTTONS):
            col, row = i % 2, i // 2
            button = self.add(Button(BUTTON_X + col * BUTTON_W, BUTTON_Y + row * 13, label, steps[label],
                                     w=2 * BUTTON_W if label == "Close" else BUTTON_W))
            if label == "Next":
                self.default_button = button       # Return steps on; Up and Down walk the buttons
        self.switches: dict[str, Button] = {}
        if games is not None:
            self._add_switches()
        self.analyser.start(self.move)

    def _add_switches(self) -> None:
        for i, label in enumerate((YOURS, PAR)):
            self.switches[label] = self.add(Button(SWITCH_X + i * SWITCH_W, SWITCH_Y, label,
                                                   partial(self.show_game, label), w=SWITCH_W - 1))
        self.show_game(self._own_label)

    def set_other(self, other: GameShown, own: Callable[[], GameShown]) -> None:
        """A better par came in while the review is open: it is the other game from now (the switches appear;
        ``own()`` gives this review's game the first time)."""
        first = self.games is None
        self.games = (own() if self.games is None else self.games[0], other)
        if first:
            self._add_switches()

    # --- stepping ----------------------------------------------------------------------------

    def go(self, move: int) -> None:
        self.said = None
        self.move = max(1, min(move, len(self.tasks)))
        self.analyser.look_at(self.move)

    def next_worst(self) -> None:
        """Among the moves ready that fell short: the one that lost most; pressed again, the next (then round)."""
        self.worst_shown = self._step_in(worst_order(self.analyser.reviews.values()), self.worst_shown, "Worst",
                                         ("No loss yet", "Every move was as good as Master's."))

    def next_best(self) -> None:
        """Among the moves ready: the player's best (:func:`best_order`); pressed again, the next (then round)."""
        self.best_shown = self._step_in(best_order(self.analyser.reviews.values()), self.best_shown, "Best",
                                        ("None as good yet", "No move was as good as Master's."))

    def _step_in(self, order: list[int], shown: int | None, name: str, none: tuple[str, str]) -> int | None:
        """Go to ``order``'s first move, or the one after ``shown`` when it is on show; say so while moves are
        still to be looked at (``none``: what to say when there is none, so far and at the end), in words that fit
        the strip ("Worst so far: 12 of 66 looked at."). The move gone to."""
        waiting = len(self.tasks) - self.analyser.ready
        looked = f"{self.analyser.ready} of {len(self.tasks)} looked at."
        self.said = None
        if not order:
            self.said = f"{none[0]}: {looked}" if waiting else none[1]
            return shown
        here = order.index(self.move) if self.move == shown and self.move in order else None
        self.go(order[0 if here is None else (here + 1) % len(order)])
        if waiting:
            self.said = f"{name} so far: {looked}"
        return self.move

    def show_game(self, label: str) -> None:
        """Yours or Par: whose board is on show (the review's own game, or the other game of the deal)."""
        self.other_shown = self.games is not None and label != self._own_label
        for name, button in self.switches.items():
            button.toggled = name == label

    @property
    def _own_label(self) -> str:
        return YOURS if self.who == "You" else PAR

    def switch_game(self) -> None:
        """The P key, the pad's X or Y: the other board."""
        own = self._own_label
        self.show_game(own if self.other_shown else PAR if own == YOURS else YOURS)

    def handle(self, inp: Input) -> bool:
        if any(inp.key(k) for k in SWITCH_KEYS) or any(b in inp.pad for b in SWITCH_PAD):
            self.switch_game()
            return True
        keys = {"left": lambda: self.go(self.move - 1), "right": lambda: self.go(self.move + 1),
                "home": lambda: self.go(1), "end": lambda: self.go(len(self.tasks)),
                WORST_KEY: self.next_worst, BEST_KEY: self.next_best, "escape": lambda: self.close("Close")}
        for key, step in keys.items():
            if inp.key(key):
                step()
                return True
        return super().handle(inp)

    def update(self) -> None:
        self.analyser.update()
        super().update()

    def close(self, result: object = None) -> None:
        self.analyser.stop()
        super().close(result)

    # --- what is shown ----------------------------------------------------------------------

    @property
    def review(self) -> MoveReview | None:
        return self.analyser.reviews.get(self.move)

    def dump(self) -> dict[str, Any]:
        """The runner's ``review`` record."""
        task = self.tasks[self.move - 1]
        r = self.review
        return {"move": self.move, "of": len(self.tasks), "played": list(task.played),
                "best": None if r is None else list(r.best), "loss": None if r is None else r.loss,
                "ready": self.analyser.ready, "verdict": None if r is None else r.verdict,
                "label": None if r is None else r.label,
                "sentence": None if r is None else r.sentence(),
                "summary": summary_text(self.analyser.reviews.values(), len(self.tasks)), "said": self.said,
                "worst_shown": self.worst_shown, "best_shown": self.best_shown,
                "beside": None if not self.other_shown or self.games is None else beside_dump(self.games[1], self.move)}

    def text_for_dump(self) -> str:
        r = self.review
        if self.other_shown and self.games is not None:
            return f"Move {self.move} of {len(self.tasks)}: " + beside_sentence(self.games[1], self.move)
        return f"Move {self.move} of {len(self.tasks)}: " + ("Master is thinking..." if r is None else r.sentence())

    def draw(self) -> None:
        if not self.visible:
            return
        pyxel.blt(0, 0, board_image(), 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        pyxel.rect(COLUMN_X, 20, layout.SCREEN_W - COLUMN_X, layout.SCREEN_H - 20, layout.ROLE_FRAME_DARK)
        r = self.review
        if self.other_shown and self.games is not None:
            own, other = self.games
            _draw_move(other.tasks, other.at(self.move))
            self._draw_strips(r, beside_sentence(other, self.move))
            draw.bevel(PANEL_X, 22, PANEL_W, PANEL_H, raised=False, fill=draw.BG)
            draw_beside_panel(PANEL_X, 22, panel_lines(other, own, self.move), PANEL_W)
        else:
            touch = _draw_move(self.tasks, self.move)
            if r is not None and not r.matched:
                _masters_stone(*layout.square_origin(*r.best), touch)
            self._draw_strips(r)
            self._draw_panel(r, touch)
        Widget.draw(self)      # the buttons (the window paints its own background, not a requester frame)

    def _draw_strips(self, r: MoveReview | None, said: str | None = None) -> None:
        tx, ty, tw, _ = layout.TITLE_RECT
        draw.text(tx + 3, ty + 3, f"{self.title} - move {self.move} of {len(self.tasks)}", layout.ROLE_WHITE)
        done = self.analyser.ready
        right = f"{done}/{len(self.tasks)} ready" if done < len(self.tasks) else "all ready"
        draw.text(tx + tw - draw.text_width(right) - 3, ty + 3, right, layout.ROLE_FRAME_LIGHT)
        sx, sy, sw, _ = layout.STATUS_RECT
        line = self.said or said or ("Master is thinking about this move..." if r is None else r.sentence())
        draw.text_shortened(sx + 3, sy + 2, line, sw - 6, layout.ROLE_WHITE)

    def _draw_panel(self, r: MoveReview | None, touch: object) -> None:
        x, y = PANEL_X, 22
        draw.bevel(x, y, PANEL_W, PANEL_H, raised=False, fill=draw.BG)
        lines: list[tuple[str, int]] = []
        if r is None:
            lines = [("Master is", draw.FG), ("thinking...", draw.FG)]
        else:
            lines = [(r.verdict if len(r.verdict) <= 10 else r.verdict.split()[0], draw.FG)]
            if len(r.verdict) > 10:
                lines.append((" ".join(r.verdict.split()[1:]), draw.FG))
            else:
                lines.append(("", draw.FG))
            lines += [("   " + self.who, draw.FG), (f" +{counted(r.played_points, 'pt')}", draw.SHADOW),
                      ("   Master", draw.FG), (f" +{counted(r.best_points, 'pt')}", draw.SHADOW)]
            if not r.as_good:       # not points: Master's own estimate (Help > Strategy says what it counts)
                lines += [(f"Short {shortfall_text(r.loss)}", draw.FG), ("in Master's", draw.FG),
                          ("estimate", draw.FG)]
        for i, (text, col) in enumerate(lines):
            ty = y + 3 + i * draw.LINE_H
            draw.text_fitted(x + 3, ty, text, PANEL_W - 6, col)
            if text == "   " + self.who:      # a small key of each mark
                _played_frame(x + 4, ty - 1, 9)
            elif text == "   Master":
                draw.ring(x + 4, ty - 1, 9)
        for i, line in enumerate(summary_lines(review_figures(self.analyser.reviews.values()))):
            draw.text(x + 3, SUMMARY_Y + i * draw.LINE_H, line, layout.ROLE_WHITE)


def summary_lines(figures: ReviewFigures) -> list[str]:
    """The moves as good as Master's (the panel's "As good"), in the lines under the buttons (none before Master
    has looked at a move); then the move that lost most and the player's best."""
    if not figures.looked_at:
        return []
    lines = ["As good:", f"{figures.good} of {figures.looked_at}"]
    lines += [f"Worst: {ordinal(figures.worst)}"] if figures.worst is not None else []
    return lines + ([f"Best: {ordinal(figures.best)}"] if figures.best is not None else [])


def _draw_move(tasks: list[ReviewTask], move: int) -> Stone | None:
    """The board before ``move`` (1-based) of ``tasks``' game, the stone before it flagged, the move's stone on its
    square in the white frame; the stone placed."""
    task = tasks[move - 1]
    for i, stone in enumerate(task.view.cells):
        if stone is not None:
            x, y = layout.square_origin(i % layout.BOARD_COLS, i // layout.BOARD_COLS)
            pyxel.blt(x, y, STONE_BANK, *stone_source(*stone), STONE, STONE, 0)
    touch = task.view.touchstone
    px, py = layout.square_origin(*task.played)
    if move > 1:
        draw_last_stone_mark(tasks[move - 2].played)
    if touch is not None:
        pyxel.blt(px, py, STONE_BANK, *stone_source(*touch), STONE, STONE, 0)
    _played_frame(px, py)
    return touch


def _played_frame(x: int, y: int, size: int = STONE) -> None:
    """A frame around the square the player chose, white two pixels wide between black lines, as wide as
    Master's ring: it reads on light and dark squares and on any stone."""
    pyxel.rectb(x, y, size, size, layout.ROLE_BLACK)
    pyxel.rectb(x + 1, y + 1, size - 2, size - 2, layout.ROLE_WHITE)
    pyxel.rectb(x + 2, y + 2, size - 4, size - 4, layout.ROLE_WHITE)
    pyxel.rectb(x + 3, y + 3, size - 6, size - 6, layout.ROLE_BLACK)


def _masters_stone(x: int, y: int, stone: Stone | None) -> None:
    """Master's square: the stone to place drawn faint (every other pixel), in the ring Suggest a Move uses."""
    if stone is not None:
        pyxel.dither(0.5)
        pyxel.blt(x, y, STONE_BANK, *stone_source(*stone), STONE, STONE, 0)
        pyxel.dither(1.0)
    draw.ring(x, y, STONE)

