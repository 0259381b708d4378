import random

from ishido_retro.engine import Game


def test_random_game_runs_to_an_end():
    game = Game.new(7)
    rng = random.Random(7)
    while not game.is_over:
        game.place(rng.choice(game.legal_squares()))
    assert game.end_reason in ("emptied", "stuck")
    assert len(game.board) + game.stones_left == 72
