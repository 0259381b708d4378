"""Lessons: the catalogue, its texts, every way through every lesson, and wrong placements explained."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ishido_retro.engine.board import Board
from ishido_retro.engine.rules import explain, is_legal
from ishido_retro.engine.stones import ALL_SQUARES, Square, Stone
from ishido_retro.lessons import (
    LESSONS,
    Goal,
    LessonDone,
    LessonError,
    LessonPlay,
    Refused,
    StepDone,
    lesson_named,
)
from ishido_retro.lessons.model import hole_open, miss

S = Square.parse

# Every line a player reads in a lesson: name, guidance per step, closing words.
TEXTS = {
    "one-way": ("The 1-Way", [
        "Put it beside the stone of the same colour.",
        "This one shares a symbol: set it beside that one.",
        "Colour or symbol: either match makes a 1-Way.",
    ], "Done! A 1-Way in the Within scores 1 point."),
    "two-way": ("The 2-Way", [
        "Fill the gap: match one by colour, one by symbol.",
        "Another 2-Way: above and below, one each way.",
        "Find the one square where it makes a 2-Way.",
    ], "Done! A 2-Way in the Within scores 2 points."),
    "three-way": ("The 3-Way", [
        "Two neighbours share its colour, one its symbol.",
        "Now turn it round: two by symbol, one by colour.",
    ], "Done! A 3-Way in the Within scores 4 points."),
    "edge-four-way": ("A 4-Way at the Edge", [
        "Climb the edge with a stone of the same colour.",
        "Run along the bottom with one of the same symbol.",
        "Wall the Within's corner square from above.",
        "Close its last side from the left, by symbol.",
        "Only this stone fits: 2 by colour, 2 by symbol.",
    ], "A 4-Way! A bonus, and double points from now on."),
    "middle-four-way": ("A 4-Way in the Middle", [
        "Head for the square between the centre stones.",
        "Give that square a right side, matched by symbol.",
        "And a top side, matched here by colour.",
        "Two share a colour, two a symbol: make the 4-Way!",
    ], "A 4-Way in the middle, built on the opening pair."),
    "center-master-play": ("Center Master Play", [
        "Now wall the other square between the centre pair.",
        "It would fill the hole as a mere 3-Way. Wait.",
        "This one would spoil the hole: play it elsewhere.",
        "This one closes the last side and keeps it open.",
        "Its twin arrives: now it makes the 4-Way.",
    ], "Two 4-Ways by the centre: masters make four there."),
    "beyond": ("What the Beyond Is For", [
        "The Beyond scores nothing, but it can wall a hole.",
        "Go on down the edge; the Within stays free.",
        "It would spoil the hole: park it in the Beyond.",
        "Now close the hole's last side, by colour.",
        "Fill the hole by the corner: a 4-Way!",
    ], "The Beyond: no points, but room to build and park."),
}

# One way through each lesson, and the points each placement earns (points, 4-Way bonus).
SOLUTIONS = {
    "one-way": (["f3", "h5", "f2"], [(1, 0), (1, 0), (1, 0)]),
    "two-way": (["f4", "f5", "e5"], [(2, 0), (2, 0), (2, 0)]),
    "three-way": (["f4", "f5"], [(4, 0), (4, 0)]),
    "edge-four-way": (["l6", "j8", "k6", "j7", "k7"], [(0, 0), (0, 0), (1, 0), (1, 0), (8, 25)]),
    "middle-four-way": (["h5", "h4", "g3", "g4"], [(1, 0), (1, 0), (1, 0), (8, 25)]),
    "center-master-play": (["e5", "g7", "h6", "f6", "f5"], [(1, 0), (1, 0), (2, 0), (1, 0), (8, 25)]),
    "beyond": (["a2", "a3", "a4", "b3", "b2"], [(0, 0), (0, 0), (0, 0), (1, 0), (8, 25)]),
}

# How many different ways (choices among `squares`) lead through each lesson.
PATHS = {"one-way": 16, "two-way": 1, "three-way": 1, "edge-four-way": 1, "middle-four-way": 1,
         "center-master-play": 11, "beyond": 1}


def by_key(key):
    lesson = lesson_named(key)
    assert lesson is not None
    return lesson


def test_the_catalogue_in_order():
    assert [(lesson.key, lesson.name) for lesson in LESSONS] == [
        ("one-way", "The 1-Way"), ("two-way", "The 2-Way"), ("three-way", "The 3-Way"),
        ("edge-four-way", "A 4-Way at the Edge"), ("middle-four-way", "A 4-Way in the Middle"),
        ("center-master-play", "Center Master Play"), ("beyond", "What the Beyond Is For")]
    assert lesson_named("no-such-lesson") is None


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_line_of_a_lesson(key):
    lesson = by_key(key)
    lesson.check()
    name, steps, done = TEXTS[key]
    assert (lesson.name, [step.text for step in lesson.steps], lesson.done_text) == (name, steps, done)
    assert len(lesson.pouch) == len(steps)


def test_the_summaries_in_the_lessons_window():
    assert [lesson.summary for lesson in LESSONS] == [
        "A stone must touch another and share something.",
        "Between two stones: one by colour, one by symbol.",
        "Three neighbours: two match one way, one the other.",
        "Build out from a corner stone to a 4-Way.",
        "The two opening stones in the centre start a 4-Way.",
        "Around the centre, keep every 4-Way square open.",
        "The dark edge scores nothing, yet it builds and it keeps.",
    ]


@pytest.mark.parametrize("key", sorted(SOLUTIONS))
def test_a_scripted_way_through_each_lesson(key):
    squares, points = SOLUTIONS[key]
    name, steps, done = TEXTS[key]
    play = LessonPlay(by_key(key))
    events = [play.place(S(sq)) for sq in squares]
    assert [type(e) for e in events] == [StepDone] * (len(squares) - 1) + [LessonDone]
    assert [e.text for e in events] == steps[1:] + [done]
    assert [(e.placement.points, e.placement.bonus) for e in events] == points
    assert play.done and play.text == done and play.squares() == [] and play.stone is None
    assert not play.game.can_undo
    assert play.place(S("a1")) == Refused(S("a1"), "This lesson is finished.")


def _walk(play: LessonPlay, path: tuple[Square, ...], seen: list[tuple[Square, ...]]) -> None:
    """Every way through the lesson: each square offered must be legal and complete its step."""
    if play.done:
        seen.append(path)
        return
    squares = play.squares()
    assert squares, f"{play.lesson.key}: no way on after {[str(s) for s in path]}"
    for square in squares:
        branch = LessonPlay(play.lesson)
        for earlier in path:
            branch.place(earlier)
        assert is_legal(branch.game.board, square, branch.stone)
        text_before = branch.text
        event = branch.place(square)
        assert isinstance(event, (StepDone, LessonDone)), event
        assert event.text == branch.text != text_before
        _walk(branch, path + (square,), seen)


@pytest.mark.parametrize("key", sorted(PATHS))
def test_every_way_through_every_lesson_ends_it(key):
    seen: list[tuple[Square, ...]] = []
    _walk(LessonPlay(by_key(key)), (), seen)
    assert len(seen) == PATHS[key]


@pytest.mark.parametrize("key", sorted(SOLUTIONS))
def test_every_other_square_is_refused_and_says_why(key):
    """At every step of the scripted way: illegal squares get the engine's sentence, legal misses the step's."""
    play = LessonPlay(by_key(key))
    for planned in SOLUTIONS[key][0]:
        offered = set(play.squares())
        board, stone, step = play.game.board.copy(), play.stone, play.step
        for square in ALL_SQUARES:
            if square in offered:
                continue
            event = play.place(square)
            assert isinstance(event, Refused)
            engine = explain(board, square, stone)
            goal, own = play.lesson.steps[step].goal, play.lesson.steps[step].missed
            assert event.reason == (engine or own or miss(goal, board, square, stone))
            assert event.fits == (engine is None)
            assert event.reason and event.reason.endswith(".")
            assert (play.game.board, play.step) == (board, step)       # nothing was placed
        play.place(S(planned))


def refusal(key, done, square):
    play = LessonPlay(by_key(key))
    for sq in SOLUTIONS[key][0][:done]:
        play.place(S(sq))
    event = play.place(S(square))
    assert isinstance(event, Refused) and event.square == S(square)
    assert event.fits == is_legal(play.game.board, S(square), play.stone)
    return event.reason


def test_wrong_placements_in_words():
    assert refusal("one-way", 0, "f5") == "Next to two stones, yours must match one by colour and the other by symbol."
    assert refusal("one-way", 0, "a1") == ("A stone must touch another stone, side by side: above, below, left or "
                                           "right of it.")
    assert refusal("one-way", 0, "f4") == "That square already holds a stone."
    assert refusal("one-way", 0, "f5") == "Next to two stones, yours must match one by colour and the other by symbol."
    assert refusal("two-way", 0, "e3") == "It fits there as a 1-Way, but this step asks for a 2-Way."
    assert refusal("three-way", 1, "d5") == "It fits there as a 1-Way, but this step asks for a 3-Way."
    assert refusal("edge-four-way", 2, "l5") == "It fits there, but this step needs it on a marked square."
    assert refusal("edge-four-way", 4, "i7") == "It fits there as a 1-Way, but this step asks for a 4-Way."
    assert refusal("middle-four-way", 0, "g6") == "It fits there, but it leads away from that square."
    assert refusal("center-master-play", 1, "f5") == "That fills the hole; keep it open for a 4-Way."
    assert refusal("center-master-play", 1, "e6") == ("It fits there, but it would spoil the hole; put it somewhere "
                                                      "else.")
    assert refusal("center-master-play", 2, "f6") == "It fits there, but then the hole could never make a 4-Way."
    assert refusal("beyond", 2, "b3") == "It fits there, but this step wants it in the Beyond, the dark edge."
    assert refusal("beyond", 0, "b2") == ("Next to two stones, yours must match one by colour and the other by "
                                          "symbol.")


def test_the_dump_of_a_lesson_as_it_goes():
    play = LessonPlay(by_key("edge-four-way"))
    assert play.as_dump() == {"name": "A 4-Way at the Edge", "step": 1, "steps": 5,
                              "text": "Climb the edge with a stone of the same colour.",
                              "squares": [[11, 5]], "done": False}
    for sq in ("l6", "j8", "k6", "j7"):
        play.place(S(sq))
    assert play.stone == Stone(2, 1)
    assert play.as_dump() == {"name": "A 4-Way at the Edge", "step": 5, "steps": 5,
                              "text": "Only this stone fits: 2 by colour, 2 by symbol.",
                              "squares": [[10, 6]], "done": False}
    play.place(S("k7"))
    assert play.as_dump() == {"name": "A 4-Way at the Edge", "step": 5, "steps": 5,
                              "text": "A 4-Way! A bonus, and double points from now on.",
                              "squares": [], "done": True}
    assert play.game.four_ways == 1 and play.game.score == 35


def test_squares_of_the_first_lesson_are_both_sides_of_its_stone():
    play = LessonPlay(by_key("one-way"))
    assert play.stone == Stone(0, 2)
    assert [str(sq) for sq in play.squares()] == ["f3", "e4"]


def test_a_hole_is_open_while_some_stone_still_to_come_can_make_a_4_way_there():
    board = Board([(S("f4"), Stone(0, 0)), (S("h4"), Stone(1, 1))])
    assert hole_open(board, S("g4"))               # 01 or 10 would fit between them
    same = Board([(S("f4"), Stone(0, 0)), (S("h4"), Stone(0, 1))])
    assert hole_open(same, S("g4"))                # no stone fits now, but 02 will with two more of symbol 2
    same.put(S("g3"), Stone(0, 3))
    assert hole_open(same, S("g4"))                # a twin of one of them matches that one by symbol
    for square, twin in (("a1", Stone(0, 0)), ("l1", Stone(0, 1)), ("a8", Stone(0, 3))):
        same.put(S(square), twin)
    assert not hole_open(same, S("g4"))            # no twin left: three to match by colour, too many
    assert hole_open(board, S("a8"))               # touches nothing: nothing decided yet
    board.put(S("g4"), Stone(0, 1))
    assert not hole_open(board, S("g4"))           # filled
    walled = Board([(S("f4"), Stone(0, 0)), (S("h4"), Stone(0, 1)), (S("g3"), Stone(0, 2)),
                    (S("g5"), Stone(0, 3))])
    assert not hole_open(walled, S("g4"))          # four of one colour: no 2-and-2 split exists
    pair = Board([(S("f4"), Stone(0, 0)), (S("h4"), Stone(1, 1)), (S("a1"), Stone(0, 1)), (S("l8"), Stone(0, 1)),
                  (S("a8"), Stone(1, 0)), (S("l1"), Stone(1, 0))])
    assert not hole_open(pair, S("g4"))            # its two answers are both on the board already


def test_miss_checks_each_part_of_a_goal():
    board = Board([(S("f4"), Stone(0, 0))])
    stone = Stone(0, 1)
    assert miss(Goal(), board, S("f3"), stone) is None
    assert miss(Goal(squares=frozenset({S("e4")})), board, S("f3"), stone) == \
        "It fits there, but this step needs it on a marked square."
    assert miss(Goal(beyond=False), board, S("f3"), stone) is None
    board.put(S("a2"), Stone(0, 3))
    assert miss(Goal(beyond=False), board, S("a1"), stone) == \
        "It fits there, but this step wants it in the Within, the light squares."
    assert miss(Goal(ways=1, keep_open=(S("g4"),)), board, S("f3"), stone) is None
    board.put(S("h4"), Stone(2, 2))
    board.put(S("g5"), Stone(3, 3))
    assert miss(Goal(keep_open=(S("g4"),)), board, S("g3"), Stone(4, 4)) == \
        "It fits there, but then the hole could never make a 4-Way."


def test_a_badly_written_lesson_is_refused():
    lesson = by_key("two-way")
    with pytest.raises(LessonError, match="one stone in the pouch for each step"):
        replace(lesson, pouch=lesson.pouch[:-1]).check()
    with pytest.raises(LessonError, match="longer than 50 characters"):
        replace(lesson, done_text="x" * 51).check()
    with pytest.raises(LessonError, match="must change the guidance"):
        replace(lesson, done_text=lesson.steps[-1].text).check()
    with pytest.raises(LessonError, match="only 2 stones of each kind"):
        replace(lesson, pouch=(Stone(0, 0), Stone(0, 0), Stone(0, 0))).check()
    with pytest.raises(LessonError, match="two stones on one square"):
        replace(lesson, board=lesson.board + lesson.board[:1]).check()
    with pytest.raises(LessonError, match="lower-case letters"):
        replace(lesson, key="Two Way").check()
