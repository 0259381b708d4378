"""A lesson: a prepared board, a short pouch and one line of guidance per placement.

A :class:`Lesson` is plain data. :class:`LessonPlay` plays one: each stone drawn
from the lesson's pouch is one step, and a placement completes the step when it
is legal (the engine's own rules) and does what the step's :class:`Goal` asks.
Anything else is refused with one sentence and the stone stays in hand: an
illegal square gets the engine's explanation, a legal square that misses the
goal gets the step's own words. So a lesson always goes the way it was written.

Pure: no pyxel, no files, no clock.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ishido_retro.engine.board import Board
from ishido_retro.engine.deal import Deal
from ishido_retro.engine.game import Game, Placement
from ishido_retro.engine.stones import ALL_STONES, COPIES, Square, Stone

MAX_LINE = 50          # a guidance line: the width of the screen in the game's font (6 pixels a letter)
MAX_SUMMARY = 72       # a lesson's summary: two lines of the Lessons window
MAX_SENTENCE = 100     # what a refusal says, in a requester
MAX_NAME = 24          # a lesson's name in the Lessons window
KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


class LessonError(ValueError):
    """A lesson written wrongly (the game's own data: a test catches it)."""


# --- what a step asks -------------------------------------------------------------------------


@dataclass(frozen=True)
class Goal:
    """What a legal placement must also do to complete a step. Unset fields ask nothing.

    ``ways``: touch exactly this many stones (1 to 4). ``squares``: land on one of these.
    ``avoid``: not on these. ``beyond``: in the Beyond (True) or the Within (False).
    ``keep_open``: these holes must still be able to become 4-Ways afterwards
    (:func:`hole_open`; a filled hole is not open).
    """

    ways: int | None = None
    squares: frozenset[Square] | None = None
    avoid: frozenset[Square] = frozenset()
    beyond: bool | None = None
    keep_open: tuple[Square, ...] = ()


def hole_open(board: Board, hole: Square) -> bool:
    """True if ``hole`` is empty and could still become a 4-Way.

    That is: some stone not yet on the board twice matches every stone around the
    hole, at most two by colour and at most two by symbol, so the sides still
    missing can complete the "2 and 2".
    """
    if board[hole] is not None:
        return False
    around = [stone for _, stone in board.neighbour_stones(hole)]
    on_board = Counter(stone for _, stone in board)
    return any(on_board[stone] < COPIES and _two_and_two(stone, around) for stone in ALL_STONES)


def _two_and_two(stone: Stone, around: list[Stone]) -> bool:
    """Whether ``around`` (up to four stones) can be split into at most two matching ``stone``'s colour
    and at most two matching its symbol (a twin of ``stone`` may go in either group)."""
    by_colour = by_symbol = 0
    for other in around:
        colour, symbol = other.colour == stone.colour, other.symbol == stone.symbol
        if not (colour or symbol):
            return False
        by_colour += colour and not symbol
        by_symbol += symbol and not colour
    return by_colour <= 2 and by_symbol <= 2


def _ways_word(n: int) -> str:
    return f"a {n}-Way"


def miss(goal: Goal, board: Board, square: Square, stone: Stone) -> str | None:
    """None if placing ``stone`` (legally) on ``square`` meets ``goal``, else why not, in a sentence."""
    if goal.squares is not None and square not in goal.squares:
        return "It fits there, but this step needs it on a marked square."
    if square in goal.avoid:
        return "It fits there, but it would spoil the hole; put it somewhere else."
    if goal.beyond is True and not square.in_beyond:
        return "It fits there, but this step wants it in the Beyond, the dark edge."
    if goal.beyond is False and square.in_beyond:
        return "It fits there, but this step wants it in the Within, the light squares."
    touching = len(board.neighbour_stones(square))
    if goal.ways is not None and touching != goal.ways:
        return f"It fits there as {_ways_word(touching)}, but this step asks for {_ways_word(goal.ways)}."
    if square in goal.keep_open:
        return "That fills the hole; keep it open for a 4-Way."
    if goal.keep_open:
        after = board.copy()
        after.put(square, stone)
        if not all(hole_open(after, hole) for hole in goal.keep_open):
            return "It fits there, but then the hole could never make a 4-Way."
    return None


# --- lessons ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One placement: the guidance shown while it waits, what completes it, and (optionally)
    the sentence for a legal square that misses the goal (else one made from the goal)."""

    text: str
    goal: Goal
    missed: str = ""


@dataclass(frozen=True)
class Lesson:
    """A prepared board and pouch (one stone a step), its steps and its closing words.

    ``key`` names the lesson in the progress file; ``name`` is what the player reads;
    ``summary`` says in one line what it teaches.
    """

    key: str
    name: str
    summary: str
    board: tuple[tuple[Square, Stone], ...]
    pouch: tuple[Stone, ...]
    steps: tuple[Step, ...]
    done_text: str

    def check(self) -> None:
        """Raise LessonError unless the lesson is well made (sizes, texts, stones, squares)."""
        if not self.key or not set(self.key) <= KEY_CHARS:
            raise LessonError(f"lesson key {self.key!r} must be lower-case letters, digits and hyphens")
        if not 0 < len(self.name) <= MAX_NAME:
            raise LessonError(f"lesson {self.key}: its name must have 1 to {MAX_NAME} characters")
        if not self.steps or len(self.pouch) != len(self.steps):
            raise LessonError(f"lesson {self.key}: one stone in the pouch for each step")
        texts = [(self.summary, MAX_SUMMARY), (self.done_text, MAX_LINE)]
        texts += [(s.text, MAX_LINE) for s in self.steps] + [(s.missed, MAX_SENTENCE) for s in self.steps]
        for text, limit in texts:
            if len(text) > limit or text != text.strip():
                raise LessonError(f"lesson {self.key}: {text[:20]!r}... is longer than {limit} characters "
                                  f"or not trimmed")
        shown = [s.text for s in self.steps] + [self.done_text]
        if any(a == b for a, b in zip(shown, shown[1:])):
            raise LessonError(f"lesson {self.key}: completing a step must change the guidance")
        squares = [sq for sq, _ in self.board]
        if len(set(squares)) != len(squares):
            raise LessonError(f"lesson {self.key}: two stones on one square")
        counts = Counter(st for _, st in self.board) + Counter(self.pouch)
        if any(n > COPIES for n in counts.values()):
            raise LessonError(f"lesson {self.key}: a set has only {COPIES} stones of each kind")


# --- playing a lesson -------------------------------------------------------------------------


@dataclass(frozen=True)
class Refused:
    """The stone stays in hand: ``reason`` says why in one sentence. ``fits``: the square was legal,
    but placing there would not do what the step asks."""

    square: Square
    reason: str
    fits: bool = False


@dataclass(frozen=True)
class StepDone:
    """A step was completed; ``text`` is the next step's guidance."""

    placement: Placement
    text: str


@dataclass(frozen=True)
class LessonDone:
    """The last step was completed; ``text`` is the lesson's closing words."""

    placement: Placement
    text: str


LessonEvent = Refused | StepDone | LessonDone


@dataclass
class LessonPlay:
    """One lesson being played: the game it is played on, its step, what completes that step."""

    lesson: Lesson
    game: Game = field(init=False)

    def __post_init__(self) -> None:
        self.game = Game(Deal(tableau=self.lesson.board, pouch=self.lesson.pouch))

    @property
    def step(self) -> int:
        """The step waiting, from 0; equal to the number of steps once the lesson is done."""
        return len(self.game.history)

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def text(self) -> str:
        """The guidance line now: the step's, or the closing words."""
        return self.lesson.done_text if self.done else self.lesson.steps[self.step].text

    @property
    def stone(self) -> Stone | None:
        """The stone in hand (None once the lesson is done)."""
        return None if self.done else self.game.touchstone

    def squares(self) -> list[Square]:
        """Every square where the stone in hand completes the step, in reading order."""
        stone = self.stone
        if stone is None:
            return []
        goal, board = self.lesson.steps[self.step].goal, self.game.board
        return [sq for sq in self.game.legal_squares(stone) if miss(goal, board, sq, stone) is None]

    def _refusal(self, square: Square) -> Refused | None:
        stone = self.stone
        if stone is None:
            return Refused(square, "This lesson is finished.")
        reason = self.game.why_illegal(square)
        if reason is not None:
            return Refused(square, reason)
        step = self.lesson.steps[self.step]
        reason = miss(step.goal, self.game.board, square, stone)
        if reason is None:
            return None
        return Refused(square, step.missed or reason, fits=True)

    def place(self, square: Square) -> LessonEvent:
        """Place the stone in hand on ``square`` if that completes the step; else say why not."""
        refused = self._refusal(square)
        if refused is not None:
            return refused
        placement = self.game.place(square)
        self.game.lock_undo()          # a lesson goes forward only: a step done stays done
        if self.done:
            return LessonDone(placement, self.lesson.done_text)
        return StepDone(placement, self.text)

    def as_dump(self) -> dict[str, Any]:
        """The runner's ``lesson`` key: name, step (from 1), steps, text, squares, done."""
        steps = len(self.lesson.steps)
        return {
            "name": self.lesson.name,
            "step": min(self.step + 1, steps),
            "steps": steps,
            "text": self.text,
            "squares": [[sq.col, sq.row] for sq in self.squares()],
            "done": self.done,
        }
