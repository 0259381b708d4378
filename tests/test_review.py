"""Game Review's model: each move beside Master's square, with the facts that tell them apart."""

from __future__ import annotations

import pytest
from helpers import S, position

from ishido_retro.engine import Game
from ishido_retro.engine.stones import Stone
from ishido_retro.players.review import (
    MoveReview,
    best_order,
    review_figures,
    review_move,
    review_tasks,
    summary_text,
    worst_order,
)

# A hole at f4 (5, 3) with four stones around it that the touchstone 00 completes as a 4-Way:
# two share its colour (01 above, 02 below), two its symbol (10 left, 20 right).
AROUND_F4 = [(5, 2, 0, 1), (5, 4, 0, 2), (4, 3, 1, 0), (6, 3, 2, 0)]
POUCH = [(0, 0), (3, 3), (4, 4), (5, 5), (3, 4)]


def _reviewed(first_square, pouch=POUCH, seed=3):
    game = position(AROUND_F4, pouch)
    game.place(first_square)
    (task,) = review_tasks(game, seed)
    return review_move(task)


def test_a_missed_four_way_is_named_with_masters_square_and_the_points():
    review = _reviewed(S(5, 1))
    assert (review.move, review.stone, review.played, review.best) == (1, Stone(0, 0), S(5, 1), S(5, 3))
    assert (review.played_points, review.best_points) == (1, 33)      # 1 for one neighbour; 8 + the first bonus 25
    assert (review.played_four_way, review.best_four_way) == (False, True)
    assert review.loss == 207.9 and not review.matched   # 128 rounds of playouts (207.8 by 32, 168.4 by three-ply)
    assert review.verdict == "4-Way missed"
    assert review.sentence() == "Master makes a 4-Way: +33 points."


def test_the_move_master_would_make_has_no_loss():
    review = _reviewed(S(5, 3))
    assert review.matched and review.loss == 0.0 and review.best == S(5, 3)
    assert (review.played_points, review.best_points) == (33, 33)
    assert review.verdict == "Master's choice" and review.sentence() == "Master chose the same square."


def test_the_review_never_reads_the_order_of_the_pouch():
    shuffled = [(0, 0), (4, 4), (3, 4), (5, 5), (3, 3)]      # same stones to come, another order
    assert _reviewed(S(5, 1), shuffled) == _reviewed(S(5, 1))


def test_holes_left_after_each_square_are_counted():
    review = _reviewed(S(5, 1))
    # After f2 the 4-Way hole f4 is still there, but no stone still to come fits it: it is dead.
    assert (review.played_ready, review.best_ready) == (0, 0)
    assert (review.played_dead, review.best_dead) == (11, 8)


def test_review_tasks_show_each_player_what_they_saw_passes_included():
    game = Game.new(5, mode="challenge", players=2)
    first = game.legal_squares()[0]
    game.place(first)
    game.pass_turn()                      # the second player's timer ran out
    second = game.legal_squares()[0]
    game.place(second)
    tasks = review_tasks(game, 9)
    assert [t.move for t in tasks] == [1, 2] and [t.played for t in tasks] == [first, second]
    assert [t.seed for t in tasks] == [9001, 9002]
    assert tasks[0].view.move_number == 1 and tasks[1].view.move_number == 2
    assert tasks[1].view[first] is not None and tasks[0].view[first] is None
    # the second stone was the first player's again (the pass moved the turn back to them)
    assert tasks[1].view.score == game.history[0].total
    assert tasks[1].view.touchstone == game.history[1].stone


def _made(**changes):
    fields = {"move": 7, "stone": Stone(2, 3), "played": S(3, 3), "best": S(4, 4), "loss": 40.0,
              "played_points": 2, "best_points": 2, "played_four_way": False, "best_four_way": False,
              "played_ready": 1, "best_ready": 1, "played_dead": 2, "best_dead": 2}
    return MoveReview(**(fields | changes))


@pytest.mark.parametrize(("changes", "verdict", "sentence"), [
    ({"played": S(4, 4)}, "Master's choice", "Master chose the same square."),
    ({"loss": 4.9}, "As good", "Yours is as good as Master's."),
    ({"best_four_way": True, "best_points": 41}, "4-Way missed", "Master makes a 4-Way: +41 points."),
    ({"best_ready": 2}, "4-Way hole lost", "Master leaves 2 4-Way holes, yours 1."),
    ({"played_dead": 5}, "Dead holes", "Yours left 5 dead holes, Master 2."),
    ({"best_points": 4}, "Fewer points", "Master scored 4 points, yours 2."),
    ({"best_points": 1, "played_points": 0}, "Fewer points", "Master scored 1 point, yours 0."),
    ({}, "Less room", "Master leaves more room for stones."),
])
def test_verdicts_and_sentences_in_order_of_what_matters_most(changes, verdict, sentence):
    review = _made(**changes)
    assert review.verdict == verdict and review.sentence() == sentence
    assert len(review.sentence()) <= 39            # the status line of the review screen holds 39 characters


def test_figures_and_summary_of_the_game_so_far():
    reviews = [_made(move=1, played=S(4, 4), loss=0.0), _made(move=2, loss=3.0), _made(move=3, loss=60.0),
               _made(move=4, loss=60.0)]
    figures = review_figures(reviews)
    assert (figures.looked_at, figures.good, figures.worst) == (4, 2, 3)     # the first of two equal losses
    assert summary_text(reviews, 4) == "2 of 4 as good as Master's; biggest loss: move 3."
    assert summary_text(reviews[:2], 10) == "2 of 2 as good as Master's (2 of 10 looked at)."
    assert summary_text([], 10) == "Master is looking at 10 moves..."
    assert review_figures([]).worst is None


def test_worst_ranks_the_moves_that_fell_short_biggest_loss_first():
    reviews = [_made(move=1, loss=12.5), _made(move=2, loss=0.9), _made(move=3, loss=207.8),
               _made(move=4, played=S(4, 4), loss=0.0), _made(move=5, loss=12.5), _made(move=6, loss=5.0)]
    assert worst_order(reviews) == [3, 1, 5, 6]          # as-good moves (0.9, Master's own) are never "worst"
    assert review_figures(reviews).worst == 3


def test_best_ranks_the_moves_as_good_as_masters_by_what_the_stone_did():
    """A player's best moves: never one that fell short; a 4-Way first, then points, then 4-Way holes left ready,
    then fewer dead holes, then Master's own square before one merely as good, then the earlier."""
    reviews = [_made(move=1, loss=0.0, played_points=8),                        # as good, 8 points
               _made(move=2, loss=60.0, played_points=99, played_four_way=True),  # a 4-Way, but it fell short
               _made(move=3, loss=4.0, played_points=33, played_four_way=True),   # a 4-Way as good as Master's
               _made(move=4, played=S(4, 4), loss=0.0, played_points=8),        # Master's own, 8 points
               _made(move=5, loss=0.0, played_points=8, played_ready=2),        # 8 points, two holes ready
               _made(move=6, loss=0.0, played_points=8, played_dead=0),         # 8 points, no dead hole
               _made(move=7, loss=2.0, played_points=8),                        # as move 1, a bigger loss
               _made(move=8, loss=0.0, played_points=1)]
    assert best_order(reviews) == [3, 5, 6, 4, 1, 7, 8]
    figures = review_figures(reviews)
    assert (figures.worst, figures.best) == (2, 3)
    assert best_order([_made(move=1, loss=5.0), _made(move=2, loss=12.5)]) == []      # none as good: no best
    assert review_figures([_made(move=1, loss=5.0)]).best is None


@pytest.mark.parametrize(("changes", "label"), [
    ({"played": S(4, 4), "loss": 0.0}, "Master's choice"),
    ({"loss": 0.9}, "As good"),                          # never "Short 0.9" beside "As good"
    ({"loss": 4.9}, "As good"),
    ({"loss": 5.0}, "Less room, short by 5.0"),
    ({"loss": 207.8, "best_four_way": True}, "4-Way missed, short by 207.8"),
])
def test_the_label_of_a_move_says_short_only_when_it_fell_short(changes, label):
    assert _made(**changes).label == label


def test_one_dead_hole_is_one_and_the_worst_move_is_named_a_move():
    """Issue 47 point 9: "1 dead hole", not "1 dead holes"; the summary's worst is said to be a move (its ordinal)."""
    from ishido_retro.ui.play.review import summary_lines
    assert _made(played_dead=1, best_dead=0).sentence() == "Yours left 1 dead hole, Master 0."
    assert _made(best_ready=1, played_ready=0).sentence() == "Master leaves 1 4-Way hole, yours 0."
    figures = review_figures([_made(move=12, loss=60.0)])
    assert summary_lines(figures)[-1] == "Worst: 12th"          # the 12th move, not 12 of something


def test_the_summary_under_the_buttons_names_the_worst_and_the_best_move():
    from ishido_retro.ui.play.review import summary_lines
    reviews = [_made(move=3, loss=60.0), _made(move=12, loss=0.0, played_points=4), _made(move=2, loss=1.0)]
    assert summary_lines(review_figures(reviews)) == ["As good:", "2 of 3", "Worst: 3rd", "Best: 12th"]
    assert summary_lines(review_figures(reviews[1:])) == ["As good:", "2 of 2", "Best: 12th"]
    assert summary_lines(review_figures(reviews[:1])) == ["As good:", "0 of 1", "Worst: 3rd"]
    assert summary_lines(review_figures([])) == []
