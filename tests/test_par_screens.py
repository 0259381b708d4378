"""The par where the screens show it (issue 49, point 3): the deal of the day's question and status line (live while
the par is found), Game Review beside the par game, Statistics and a tournament's results against par."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.players.par import ParGame
from ishido_retro.ui.play.parline import day_line

pytestmark = pytest.mark.usefixtures("pyxel_ready")

DAY = [{"date": "2026-11-22"}, {"menu": ["Game", "Deal of the Day"]}]      # deal 1156998433
DAY_PAR_8 = "Day's par: 4 4-Ways, 1,928 points."
FINAL_16 = "Par for deal 644533553: 7 4-Ways, 5,062 points; you made 0."


def test_the_day_line_says_the_par_found_so_far_or_that_it_is_found_or_not_known():
    par = ParGame((1, 2), 8, 30100, 64, 8)
    assert day_line(par, True, False, "modern") == "Day's par: 8 4-Ways, 30,100 points."
    assert day_line(par, False, True, "modern") == "Par so far: 8 4-Ways, 30,100 points..."
    assert day_line(par, True, False, "ancient") == "Day's par: 8 4-Ways, 64 stones left."
    assert day_line(ParGame((), 10, 0, 0, 8), True, False, "ancient") == "Day's par: 10 4-Ways, pouch emptied."
    assert day_line(None, False, True, "modern") == "Day's deal: its par is being found."
    assert day_line(None, False, False, "modern") == "Day's deal: its par is not known."


def test_the_deal_of_the_day_says_its_par_and_asks_with_it_once_kept(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run(DAY)
    assert (app.state()["seed"], app.state()["status"]) == (1156998433, DAY_PAR_8)
    square = next(iter(app.game.legal_squares()))
    run([{"seed": 5}, {"click": {"square": [square.col, square.row]}}, {"menu": ["Game", "Deal of the Day"]}],
        app=app)
    assert app.state()["dialog"]["text"] == ("End the game in progress and play deal 1156998433?\n\n"
                                             "Its par: 4 4-Ways, 1,928 points.")


def test_the_deal_of_the_days_line_follows_the_par_while_it_is_found(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")         # in slices of the frames, as in a page
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "16")
    app = run(DAY)
    said = [app.state()["status"]]
    while not (app.state()["par"] or {}).get("final"):
        run([{"wait": 10}], app=app)
        if app.state()["status"] != said[-1]:
            said.append(app.state()["status"])
    assert said[0] == "Day's deal: its par is being found."
    assert said[1].startswith("Par so far: ") and said[1].endswith(" points...") and said[2].startswith("Day's par: ")
    assert len(said) == 3


def test_without_a_par_the_deal_of_the_day_says_it_is_not_known(home, monkeypatch):
    monkeypatch.delenv("ISHIDO_RETRO_PAR_EFFORT", raising=False)
    assert run(DAY).state()["status"] == "Day's deal: its par is not known."


def test_game_overs_par_line_follows_the_search_in_the_text_and_the_band(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "16")     # two rounds, 8 wide then 16: a par so far first
    app = run([{"seed": 644533553}, {"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}])
    window = app.summary.window
    said = [app.state()["dialog"]["text"].split("\n\n")[-1]]
    shown = [window.summary.label]
    assert said[0] == "The par of deal 644533553 is still being worked out; you made 0."
    while not (app.state()["par"] or {}).get("final"):
        run([{"wait": 10}], app=app)
        line = app.state()["dialog"]["text"].split("\n\n")[-1]
        if line != said[-1]:
            said.append(line)
            shown.append(window.summary.label)
    assert said[1:] == ["Par so far: 5 4-Ways, 2,420 points (still looking); you made 0.", FINAL_16]
    assert shown == ["Ended: 66 stones left, 0 4-Ways. Par: being found.",      # the band's line, in short
                     "Ended: 66 left, 0 4-Ways. Par so far: 5 4-Ways.",
                     "Ended: 66 stones left, 0 4-Ways. Par: 7 4-Ways."]


def test_watch_par_before_the_first_game_of_the_par_says_it_is_still_worked_out(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "16")
    app = run([{"seed": 644533553}, {"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}},
               {"click": {"widget": "Watch Par"}}])
    assert app.state()["dialog"] == {"title": "Watch Par", "focus": "OK", "text": (
        "The par of this deal is still being worked out: no game of it yet. Ask again in a moment.")}


def _reviewed(monkeypatch, steps=()):
    from helpers import greedy_square
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([{"seed": 5}])
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, *steps], app=app)
    return app


PAR_MOVE_6 = {"who": "par", "move": 6, "of": 66, "played": [8, 3], "points": 1, "four_ways": 0, "final": True}


def test_game_review_switches_to_the_par_at_the_same_move_by_button_key_and_pad(home, monkeypatch):
    app = _reviewed(monkeypatch, [{"click": {"widget": "Review"}}, {"click": {"widget": "Last"}}])
    assert app.state()["review"]["beside"] is None
    run([{"click": {"widget": "Par"}}], app=app)
    assert app.state()["review"]["beside"] == PAR_MOVE_6
    assert app.state()["dialog"]["text"] == "Move 6 of 6: Par's move 6: 1 point."
    run([{"click": {"widget": "Prev"}}], app=app)
    assert app.state()["review"]["beside"]["move"] == 5 and app.state()["review"]["move"] == 5
    run([{"key": "p"}], app=app)
    assert app.state()["review"]["beside"] is None
    run([{"pad": "y"}, {"key": "end"}], app=app)
    assert app.state()["review"]["beside"] == PAR_MOVE_6
    run([{"click": {"widget": "Yours"}}], app=app)
    assert app.state()["review"]["beside"] is None


def test_watching_the_par_switches_to_the_players_game_and_says_where_it_ended(home, monkeypatch):
    app = _reviewed(monkeypatch, [{"click": {"widget": "Watch Par"}}, {"click": {"widget": "Last"}},
                                  {"click": {"widget": "Yours"}}])
    review = app.state()["review"]
    assert (review["move"], review["beside"]["who"], review["beside"]["move"], review["beside"]["of"]) == (
        66, "you", 6, 6)
    assert app.state()["dialog"]["text"] == "Move 66 of 66: Your game ended at move 6."


def _record(seed, four_ways, score, left=0, scoring="modern", **extra):
    return {"seed": seed, "scoring": scoring, "result": {"four_ways": four_ways, "score": score, "stones_left": left},
            **extra}


def test_statistics_against_par_count_each_deals_best_game_newest_first():
    from ishido_retro.scores.parstats import against_par
    pars = {(1, "modern", False): (10, 70000, 0), (2, "ancient", False): (8, 0, 0), (3, "modern", True): (0, 50, 4)}
    stats = against_par([_record(1, 4, 20000), _record(2, 6, 0, 3, "ancient"), _record(1, 5, 35000),
                         _record(1, 2, 90000), _record(9, 3, 100), _record(3, 0, 40, 6, strict_four_way=True),
                         _record(4, 1, 1, in_progress=True), {"scoring": "modern", "result": {}}, _record(True, 1, 1)],
                        lambda *key: pars.get(key))
    assert [(d.deal, d.four_ways, d.points, d.par) for d in stats.deals] == [
        (3, 0, 40, (0, 50, 4)), (9, 3, 100, None), (1, 5, 35000, (10, 70000, 0)), (2, 6, 0, (8, 0, 0))]
    assert stats.known == 3
    assert stats.share() == pytest.approx((5 / 10 + 6 / 8) / 2)              # deal 3's par made no 4-Way
    assert stats.share(of_points=True) == pytest.approx((40 / 50 + 35000 / 70000) / 2)


def test_the_statistics_par_page_lists_the_deals_and_says_an_unknown_par():
    from ishido_retro.scores.parstats import DealAgainstPar, ParStatistics
    from ishido_retro.ui.scores.parpage import par_page_lines
    deals = (DealAgainstPar(644533553, "modern", 6, 12300, 0, (10, 71400, 0)),
             DealAgainstPar(77, "ancient", 3, 0, 5, (7, 0, 0)), DealAgainstPar(12, "modern", 2, 80, 9, None))
    assert par_page_lines(ParStatistics(deals), 2) == [
        "Deals played: 3; par known for 2", "Mean share of par's 4-Ways: 51%", "Mean share of its points: 17%", "",
        "Deal       You/Par (newest first)", "644533553  6/10 4-Ways  12,300/71,400 pts",
        "77         3/7 4-Ways  5/0 left", "... and 1 older deal"]
    assert par_page_lines(ParStatistics(deals[2:]), 9)[1:] == [
        "Mean share of par's 4-Ways: not known yet", "Mean share of its points: not known yet", "",
        "Deal       You/Par (newest first)", "12         2 4-Ways, par not known yet"]
    assert par_page_lines(ParStatistics(), 9)[0] == "No numbered deal finished yet."


def test_statistics_shows_the_games_against_par_on_its_par_page(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    end = [{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}]
    app = run([{"seed": 644533553}, *end])
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "0")      # no par for the next deal
    run([{"seed": 77}, *end, {"menu": ["Scores", "Statistics"]}, {"wait": 3}], app=app)
    assert app.state()["dialog"]["text"].startswith("Games played: 2\n")
    run([{"click": {"widget": "Par"}}], app=app)
    lines = app.state()["dialog"]["text"].splitlines()      # two games kept in the same second: either first
    assert lines[-3] == "Deal       You/Par (newest first)" and sorted(lines[-2:]) == [
        "644533553  0/5 4-Ways  0/2,420 pts", "77         0 4-Ways, par not known yet"]
    run([{"key": "p"}], app=app)
    assert app.state()["dialog"]["text"].startswith("Games played: 2\n")
    run([{"pad": "x"}], app=app)
    assert app.state()["dialog"]["text"].startswith("Deals played: 2; par known for 1\n")
    run([{"key": "return"}], app=app)
    assert app.state()["dialog"] is None


def tournament_board_with_its_par(monkeypatch):
    """Ann's tournament game on deal 1019132784 (its par found at effort 8), then the Tournament board."""
    from helpers import greedy_square
    from test_e2e_modes import setup
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([*setup("Tournament"), {"type": "Ann"}, {"click": {"widget": "OK"}}])
    for _ in range(4):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"type": "Ann"}, {"click": {"widget": "Scores"}},
         {"click": {"widget": "Tournament"}}, {"wait": 1}], app=app)
    return app


def test_the_tournament_board_shows_the_par_of_the_tournaments_deal(home, monkeypatch):
    app = tournament_board_with_its_par(monkeypatch)
    assert app.state()["dialog"]["text"] == ("Tournament High Scores (Modern)\n"
                                             "Par for deal 1019132784: 5 4-Ways, 2,488 points.")
    run([{"click": {"widget": "Today"}}], app=app)
    assert app.state()["dialog"]["text"] == "Today's Scores (Modern)"


def test_the_review_beside_the_other_game_says_its_move_and_where_it_ended():
    from helpers import greedy_square

    from ishido_retro.engine import Game
    from ishido_retro.engine.deal import deal
    from ishido_retro.ui.play.reviewbeside import GameShown, beside_sentence, panel_lines
    games = []
    for moves in (3, 5):
        game = Game(deal(12345))
        for _ in range(moves):
            game.place(greedy_square(game))
        games.append(game)
    yours, par = GameShown.of("You", games[0]), GameShown.of("Par", games[1])
    points = [p.points for p in games[1].history]
    assert beside_sentence(par, 2) == f"Par's move 2: {points[1]} point{'s' * (points[1] != 1)}."
    assert beside_sentence(yours, 5) == "Your game ended at move 3."
    assert (yours.at(5), par.at(5), par.at(0)) == (3, 5, 1)
    assert panel_lines(yours, par, 5)[:2] == ["Your game", "move 3"]
    assert panel_lines(yours, par, 5)[5:] == ["4-Ways by", "move 5:", f" Par {games[1].four_ways}",
                                              f" You {games[0].four_ways}"]


def test_an_open_game_review_takes_the_better_par_as_it_comes_in(home, monkeypatch):
    from helpers import greedy_square
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "16")
    app = run([{"seed": 644533553}])
    for _ in range(3):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "Review"}}], app=app)
    assert app.state()["par"] is None or not app.state()["par"]["final"]
    seen = []
    for _ in range(400):
        run([{"wait": 10}], app=app)
        if app.state()["par"] is not None and not seen:
            run([{"key": "p"}], app=app)
        beside = app.state()["review"]["beside"]
        if beside is not None and beside["final"] not in seen:
            seen.append(beside["final"])
        if seen and seen[-1]:
            break
    assert seen[-1] is True and app.state()["review"]["beside"]["four_ways"] <= 7


def test_the_bands_par_is_short_enough_for_one_line_beside_the_result():
    from ishido_retro.ui.play.parline import band_par
    assert band_par(None, False) == "Par: being found"
    assert band_par(ParGame((), 12, 0, 0, 8), True) == "Par: 12 4-Ways"
    assert band_par(ParGame((), 1, 0, 0, 8), False) == "Par so far: 1 4-Way"
    assert band_par(ParGame((), 12, 0, 0, 8), False) == "Par so far: 12 4-Ways"     # the longest: 21
