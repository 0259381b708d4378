"""The pars file's format (players/parbook.py, ishido-par/1) and the Game Over line (ui/play/parline.py)."""

import pytest

from ishido_retro.players.par import ParGame
from ishido_retro.players.parbook import MAX_PARS, ParBookError, format_book, parse_book
from ishido_retro.ui.play.parline import par_line

PAR = ParGame(tuple(range(66)), 10, 71400, 0, 4096)


def test_a_book_reads_back_as_written_and_keeps_the_newest():
    book = {(644533553, "modern", False): (PAR, 4096), (1, "ancient", True): (ParGame((1, 2), 0, 0, 64, 8), 8)}
    assert parse_book(format_book(book)) == book
    many = {(n, "modern", False): (PAR, 4096) for n in range(1, MAX_PARS + 6)}
    kept = parse_book(format_book(many))
    assert len(kept) == MAX_PARS and min(kept)[0] == 6


@pytest.mark.parametrize(("text", "sentence"), [
    ("pars: []", "The pars file has no 'ishido-par/1' format line."),
    ("format: ishido-par/2", "The pars file is in format 'ishido-par/2', newer than this game reads (ishido-par/1)."),
    ("format: ishido-par/1\npars: [7]", "The pars file's par 1 is the number 7, not a list of keys and values."),
    ("format: ishido-par/1\npars: [{deal: 0}]",
     "The pars file's par 1: its deal is the number 0; it must be a whole number from 1 to 2147483647."),
    ("format: ishido-par/1\npars: [{deal: 5, scoring: roman}]",
     "The pars file's par 1: its scoring is the text 'roman'; it must be modern or ancient."),
    ("format: ishido-par/1\npars: [{deal: 5, scoring: modern, effort: 8, moves: [96]}]",
     "The pars file's par 1: one of its squares is the number 96; a square is 0 to 95."),
    ("format: ishido-par/1\npars: [{deal: 5, scoring: modern, effort: 8, moves: [1], stones_left: 0}]",
     "The pars file's par 1 has 1 moves and 0 stones left; they must add up to 66."),
])
def test_a_bad_book_is_one_sentence(text, sentence):
    with pytest.raises(ParBookError) as refused:
        parse_book(text)
    assert str(refused.value) == sentence


def test_the_game_over_line():
    assert par_line(644533553, PAR, True, "modern", 6) == (
        "Par for deal 644533553: 10 4-Ways, 71,400 points; you made 6.")
    assert par_line(644533553, PAR, False, "modern", 1) == (
        "Par so far: 10 4-Ways, 71,400 points (still looking); you made 1.")
    assert par_line(9, None, False, "modern", 0) == "The par of deal 9 is still being worked out; you made 0."
    stuck = ParGame((1,), 1, 4, 65, 8)
    assert par_line(9, stuck, True, "ancient", 0) == "Par for deal 9: 1 4-Way, 65 stones left; you made 0."
    assert par_line(9, PAR, True, "ancient", 0) == "Par for deal 9: 10 4-Ways, the pouch emptied; you made 0."
