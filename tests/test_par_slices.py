"""The par found a slice of frames at a time (players/par.py's steps in ui/thinking/slices.py, as in a page):
the same game as :func:`solve` and as the solver before its steps were cut finer (pinned figures and moves),
the beam's choice in steps the same as ``heapq.nlargest``, and a background slice that takes no step once
the frame's time is spent, with the old objects frozen out of the garbage collector while searches wait."""

import gc
import heapq
import random
import time

import pytest

from ishido_retro.engine.deal import deal
from ishido_retro.players.par import ParSearch, _largest, solve
from ishido_retro.players.steps import finish
from ishido_retro.ui.thinking import slices

# What the solver of main at 58a4719 (before its steps were cut finer) found: 4-Ways, points, the round's width,
# the placements judged, and the moves.
DEAL_7_AT_200 = (6, 3737, 200, 110186, (
    72, 1, 2, 29, 13, 73, 66, 17, 16, 40, 25, 52, 55, 56, 68, 65, 28, 30, 80, 79, 61, 26, 69, 44, 70, 58, 45, 77, 57,
    81, 76, 85, 59, 47, 67, 78, 62, 71, 46, 63, 53, 50, 35, 3, 37, 36, 48, 10, 49, 88, 5, 33, 22, 82, 34, 18, 23, 94,
    27, 87, 39, 64, 91, 90, 14, 75))
DEAL_80001_ANCIENT_AT_64 = (9, 16384, 8, 27536, (
    66, 65, 42, 40, 52, 67, 39, 68, 51, 27, 23, 63, 77, 62, 43, 76, 29, 22, 56, 74, 53, 31, 57, 32, 45, 55, 17, 58,
    70, 30, 34, 85, 38, 26, 61, 59, 72, 47, 79, 73, 94, 18, 25, 20, 88, 87, 8, 7, 5, 44, 93, 19, 46, 14, 2, 75, 82,
    24, 16, 3, 64, 50, 49, 60, 28, 13))


def figures(search: ParSearch) -> tuple:
    best = search.best
    assert best is not None and best.stones_left == 0
    return best.four_ways, best.points, best.width, search.work, best.squares


@pytest.mark.parametrize(("seed", "scoring", "effort", "expected"), [
    (7, "modern", 200, DEAL_7_AT_200), (80001, "ancient", 64, DEAL_80001_ANCIENT_AT_64)])
def test_the_search_in_slices_finds_what_solve_finds_and_what_the_solver_found_before(seed, scoring, effort, expected):
    slices.clear()
    search = ParSearch(deal(seed), scoring, effort=effort)
    answer = slices.submit_background(search.steps())
    frames = 0
    while not answer.done():
        slices.work(budget=0.0005)      # half a millisecond a frame: many frames, the same steps
        frames += 1
    assert answer.result() == search.best and search.final and frames > 100
    assert figures(search) == figures(solve(deal(seed), scoring, effort=effort)) == expected


def test_the_beams_choice_in_steps_is_heapq_nlargest():
    pick = random.Random(49)
    for count, width in ((0, 8), (5, 8), (8, 8), (700, 64), (3000, 512), (600, 600)):
        items = [(pick.randrange(50) / 7, pick.random(), p, pick.randrange(96)) for p in range(count)]
        steps = _largest(list(items), width)
        assert finish(steps) == heapq.nlargest(width, items)
    assert sum(1 for _ in _largest([(1.0, 0.0, p, 0) for p in range(3000)], 512)) > 10     # cut into steps


def test_a_background_slice_takes_no_step_once_the_frames_time_is_spent():
    slices.clear()
    taken = []

    def steps():
        for n in range(3):
            taken.append(n)
            yield
        return "done"
    answer = slices.submit_background(steps())
    slices.work(frame_start=time.perf_counter() - 1.0)      # this frame began a second ago: nothing left
    assert taken == [] and not answer.done()
    while not answer.done():
        slices.work()
    assert taken == [0, 1, 2] and answer.result() == "done"


def test_old_objects_are_frozen_out_of_the_collector_only_while_searches_wait():
    slices.clear()
    assert gc.get_freeze_count() == 0

    def steps():
        yield
        yield
    answer = slices.submit(steps())
    slices.work(budget=0.0)
    assert gc.get_freeze_count() > 0 and not answer.done()
    while not answer.done():
        slices.work()
    slices.work()                    # the frame after: no search waits
    assert gc.get_freeze_count() == 0
    slices.submit(steps())
    slices.work(budget=0.0)
    slices.clear()
    assert gc.get_freeze_count() == 0
