"""Games: deals, touchstone, end detection, undo rules and player tallies."""

from collections import Counter

import pytest
from helpers import position

from ishido_retro.engine import Game, GameOver, IllegalPlacement, RuleSet, Square, Stone, UndoNotAllowed, deal
from ishido_retro.engine.deal import DealError
from ishido_retro.engine.stones import FULL_SET, TABLEAU_SQUARES


def test_deal_is_a_proper_set_and_deterministic():
    d = deal(42)
    d.check()
    assert d == deal(42)
    assert d != deal(43)
    assert [sq for sq, _ in d.tableau] == list(TABLEAU_SQUARES)
    assert {st.colour for _, st in d.tableau} == set(range(6))
    assert {st.symbol for _, st in d.tableau} == set(range(6))
    assert Counter(st for _, st in d.tableau) + Counter(d.pouch) == Counter(FULL_SET)
    assert len(d.pouch) == 66


def test_deal_check_rejects_broken_deals():
    d = deal(1)
    with pytest.raises(DealError):
        type(d)(tableau=d.tableau[:5], pouch=d.pouch).check()
    with pytest.raises(DealError):
        type(d)(tableau=d.tableau, pouch=d.pouch[:-1] + (d.pouch[0],)).check()


def test_touchstone_pouch_and_unseen():
    game = Game.new(3)
    assert game.touchstone == game.deal.pouch[0]
    assert len(game.pouch) == 65
    assert sum(game.unseen().values()) == 65
    game.place(game.legal_squares()[0])
    assert game.touchstone == game.deal.pouch[1]
    assert game.stones_left == 72 - 7


def test_illegal_placement_has_a_reason_and_changes_nothing():
    game = Game.new(3)
    bad = next(sq for sq in [Square(c, r) for r in range(8) for c in range(12)] if not game.is_legal(sq))
    before = game.board.copy()
    with pytest.raises(IllegalPlacement) as info:
        game.place(bad)
    assert info.value.reason
    assert game.board == before and not game.history


def test_stuck_detection_and_end_bonus():
    # 70 stones on the board leave two squares; the second stone fits nowhere.
    free = [Square(5, 5), Square(9, 6)]
    items = [(c, r, 0, 0) for r in range(8) for c in range(12) if Square(c, r) not in free][:70]
    assert len(items) == 70
    game = position(items, [(0, 0), (5, 5)])
    assert not game.is_over
    game.place(Square(5, 5))
    assert game.is_over and game.end_reason == "stuck"
    assert game.stuck_stone == Stone(5, 5)
    assert game.stones_left == 1
    assert game.end_bonus() == 500
    assert game.final_score() == game.score + 500
    with pytest.raises(GameOver):
        game.place(Square(9, 6))


def test_emptied_pouch_pays_a_thousand():
    free = [Square(5, 5), Square(9, 6)]
    items = [(c, r, 0, 0) for r in range(8) for c in range(12) if Square(c, r) not in free][:70]
    game = position(items, [(0, 0), (0, 0)])
    game.place(Square(5, 5))
    game.place(Square(9, 6))
    assert game.end_reason == "emptied" and game.stones_left == 0
    assert game.end_bonus() == 1000
    assert game.touchstone is None


def test_two_left_pays_a_hundred_and_three_nothing():
    items = [(c, r, 0, 0) for r in range(8) for c in range(12)][:69]
    game = position(items, [(0, 0), (5, 5), (5, 5)])
    game.place(game.legal_squares()[0])
    assert game.end_reason == "stuck" and game.stones_left == 2 and game.end_bonus() == 100
    game = position(items[:68] + [], [(0, 0), (5, 5), (5, 5), (5, 5)])
    # 68 on the board: place one, then stuck with three left.
    game.place(game.legal_squares()[0])
    assert game.stones_left == 3 and game.end_bonus() == 0


def test_undo_restores_board_and_tally_exactly():
    game = Game.new(11)
    for _ in range(5):
        game.place(game.legal_squares()[-1])
    board, score, history = game.board.copy(), game.score, list(game.history)
    game.place(game.legal_squares()[0])
    undone = game.undo()
    assert undone.stone == game.touchstone
    assert game.board == board and game.score == score and game.history == history


def test_lock_undo_forbids_taking_back_earlier_moves():
    game = Game.new(11)
    game.place(game.legal_squares()[0])
    game.lock_undo()
    assert not game.can_undo
    with pytest.raises(UndoNotAllowed):
        game.undo()
    game.place(game.legal_squares()[0])
    assert game.can_undo
    game.undo()
    assert not game.can_undo


def test_no_undo_after_the_player_ends_the_game():
    game = Game.new(11)
    game.place(game.legal_squares()[0])
    game.end()
    assert game.end_reason == "player" and game.is_over
    assert not game.can_undo
    with pytest.raises(GameOver):
        game.end()


def test_challenge_has_no_undo():
    game = Game.new(11, mode="challenge", players=2)
    game.place(game.legal_squares()[0])
    assert not game.can_undo
    with pytest.raises(UndoNotAllowed):
        game.undo()


def _frames():
    """Two 4-Way holes at (3,3) and (7,3), each framed by four (0,0) stones, and a lone stone at (3,6)."""
    items = []
    for c in (3, 7):
        items += [(c, 2, 0, 0), (c + 1, 3, 0, 0), (c, 4, 0, 0), (c - 1, 3, 0, 0)]
    return items + [(5, 6, 4, 4)]


def test_challenge_tallies_are_per_player():
    # P0: 4-Way at (3,3).  P1: one neighbour at (6,6) - not doubled by P0's 4-Way.
    # P0: one neighbour at (4,6) - doubled.  P1: 4-Way at (7,3) - P1's first: 8 + 25.
    game = position(_frames(), [(0, 0), (4, 1), (4, 2), (0, 0)], mode="challenge", players=2)
    assert game.current_player == 0
    game.place(Square(3, 3))
    assert game.current_player == 1
    p = game.place(Square(6, 6))
    assert p.player == 1 and p.points == 1
    p = game.place(Square(4, 6))
    assert p.player == 0 and p.points == 2
    p = game.place(Square(7, 3))
    assert p.player == 1 and (p.points, p.bonus) == (8, 25)
    t0, t1 = game.tallies
    assert (t0.score, t0.four_ways) == (33 + 2, 1)
    assert (t1.score, t1.four_ways) == (1 + 33, 1)
    assert game.four_ways == 2


def test_cooperative_shares_one_tally():
    game = position(_frames(), [(0, 0), (4, 1), (4, 2), (0, 0)], mode="cooperative", players=2)
    game.place(Square(3, 3))
    p = game.place(Square(6, 6))
    assert p.points == 2  # the team's 4-Way doubles everybody
    p = game.place(Square(4, 6))
    p = game.place(Square(7, 3))
    assert (p.points, p.bonus) == (16, 50)
    assert len(game.tallies) == 1 and game.tally().four_ways == 2


def test_mode_options_are_checked():
    with pytest.raises(ValueError, match="^a solitaire game has one player$"):
        Game.new(1, mode="solitaire", players=2)
    with pytest.raises(ValueError, match="^a challenge game needs at least two players$"):
        Game.new(1, mode="challenge", players=1)
    with pytest.raises(ValueError, match="^a cooperative game needs at least two players$"):
        Game.new(1, mode="cooperative", players=0)
    with pytest.raises(ValueError, match="^challenge play is scored the Modern way only$"):
        Game.new(1, mode="challenge", players=2, scoring="ancient")
    with pytest.raises(ValueError, match=r"^scoring must be one of \('modern', 'ancient'\), not 'roman'$"):
        Game.new(1, scoring="roman")
    with pytest.raises(ValueError, match=r"^mode must be one of \('solitaire', 'cooperative', 'challenge'\), "
                                         r"not 'duel'$"):
        Game.new(1, mode="duel")
    assert Game.new(1, mode="cooperative", players=2).players == 2
    assert Game.new(1, mode="challenge", players=2).mode == "challenge"
    assert len(Game.new(1, mode="challenge", players=3).tallies) == 3
    assert len(Game.new(1, mode="cooperative", players=3).tallies) == 1


def test_restarted_same_deal_flagged():
    game = Game.new(5, scoring="ancient", rules=RuleSet(strict_four_way=True))
    game.flags.add("hinted")
    game.place(game.legal_squares()[0])
    again = game.restarted()
    assert again.deal == game.deal and not again.history and again.flags == {"hinted", "restarted"}
    assert (again.scoring, again.mode, again.players, again.rules) == ("ancient", "solitaire", 1, game.rules)
    assert len(again.board) == 6 and game.flags == {"hinted"}
    duel = Game.new(5, mode="challenge", players=3).restarted()
    assert (duel.mode, duel.players, len(duel.tallies)) == ("challenge", 3, 3)


def test_what_the_player_sees_of_the_pouch():
    game = Game.new(1)                        # seed 1: the touchstone is (3,2), then (2,0), (1,2)
    assert game.touchstone == Stone(3, 2) and game.pouch[:2] == (Stone(2, 0), Stone(1, 2))
    assert game.drawn == 0 and game.moves == [] and game.current_player == 0
    assert sum(game.unseen().values()) == 65 and game.unseen()[Stone(3, 2)] == 1
    assert game.unseen()[Stone(2, 0)] == 2
    square = game.legal_squares()[0]
    game.push(square)
    assert game.moves == [square] and game.drawn == 1 and game.touchstone == Stone(2, 0)
    assert game.unseen()[Stone(2, 0)] == 1 and len(game.pouch) == 64
    assert game.pop().square == square and game.drawn == 0


def test_over_games_refuse_moves_with_a_reason():
    game = Game.new(2)
    game.end()
    assert game.legal_squares() == [] and game.why_illegal(Square(1, 0)) == "The game is over."
    assert not game.is_legal(Square(1, 0))
    with pytest.raises(GameOver, match="^the game is over; no stone can be placed$"):
        game.place(Square(1, 0))
    with pytest.raises(GameOver, match="^the game is already over$"):
        game.end()
    with pytest.raises(UndoNotAllowed, match="^there is no move that may be undone$"):
        game.undo()
    assert game.stuck_stone is None and game.end_bonus() == 0


def test_undo_gives_back_the_four_way_its_doubling_and_its_bonus():
    # A 4-Way hole at (3,3) framed by four (0,0) stones.
    game = position(_frames()[:4], [(0, 0), (0, 1)])
    p = game.place(Square(3, 3))
    assert (p.points, p.bonus) == (8, 25)
    assert (game.tally().four_ways, game.four_ways, game.score) == (1, 1, 33)
    game.undo()
    assert (game.tally().four_ways, game.four_ways, game.score) == (0, 0, 0)
    assert game.touchstone == Stone(0, 0)
    # Placed beside one frame stone instead, it earns 1 point: the 4-Way's doubling went with it.
    p = game.place(Square(3, 1))
    assert (p.neighbours, p.points, p.bonus) == (1, 1, 0) and game.score == 1
    game.undo()
    p = game.place(Square(3, 3))
    assert (p.points, p.bonus) == (8, 25), "it is the first 4-Way again, not the second"
    p = game.place(Square(3, 5))
    assert (p.neighbours, p.points) == (1, 2), "one neighbour, doubled once by the one 4-Way"
    assert game.score == 35
    game.undo()
    game.undo()
    assert (game.tally().four_ways, game.score) == (0, 0)


def test_undo_in_cooperative_play_gives_the_team_its_four_way_back():
    game = position(_frames(), [(0, 0), (4, 1)], mode="cooperative", players=2)
    game.place(Square(3, 3))
    assert game.tally().four_ways == 1 and game.current_player == 1
    game.undo()
    assert game.tally().four_ways == 0 and game.score == 0 and game.current_player == 0


def _emptied_with_one_four_way():
    """71 (0,0) stones on rows 0-5 around a hole at (3,3); the last stone fills it: pouch empty."""
    items = [(c, r, 0, 0) for r in range(6) for c in range(12) if (c, r) != (3, 3)]
    game = position(items, [(0, 0)], scoring="ancient")
    game.place(Square(3, 3))
    return game


def test_ancient_ranking_of_whole_games():
    # _frames(): 4-Way holes at (3,3) and (7,3) and a lone (4,4) stone at (5,6); a (1,1) stone
    # matches nothing on that board, so it ends the game stuck.
    emptied = _emptied_with_one_four_way()
    stuck_two = position(_frames(), [(0, 0), (0, 0), (1, 1)], scoring="ancient")
    stuck_two.place(Square(3, 3))
    stuck_two.place(Square(7, 3))
    stuck_one = position(_frames(), [(0, 0), (1, 1)], scoring="ancient")
    stuck_one.place(Square(3, 3))
    stuck_one_fewer_left = position(_frames(), [(0, 0), (4, 4), (1, 1)], scoring="ancient")
    stuck_one_fewer_left.place(Square(3, 3))
    stuck_one_fewer_left.place(Square(5, 5))
    assert emptied.end_reason == "emptied"
    assert {g.end_reason for g in (stuck_two, stuck_one, stuck_one_fewer_left)} == {"stuck"}
    assert emptied.ancient_key() == (True, 1, 0)
    assert stuck_two.ancient_key() == (False, 2, -61)
    assert stuck_one.ancient_key() == (False, 1, -62)
    assert stuck_one_fewer_left.ancient_key() == (False, 1, -61)
    games = [stuck_one, stuck_one_fewer_left, emptied, stuck_two]
    ranked = sorted(games, key=Game.ancient_key, reverse=True)
    assert ranked == [emptied, stuck_two, stuck_one_fewer_left, stuck_one]


def test_a_passed_turn_moves_the_turn_on_and_blocks_undo_past_it():
    game = Game.new(7, mode="cooperative", players=3)
    game.place(game.legal_squares()[0])
    assert game.current_player == 1 and game.can_undo
    game.pass_turn()
    assert game.passes == [1] and game.current_player == 2
    assert not game.can_undo, "the move before a pass cannot be taken back"
    with pytest.raises(UndoNotAllowed):
        game.undo()
    game.pass_turn()
    assert game.passes == [1, 1] and game.current_player == 0
    game.place(game.legal_squares()[0])
    assert game.current_player == 1 and game.can_undo
    game.undo()
    assert not game.can_undo and len(game.history) == 1


def test_passing_needs_several_players_and_a_running_game():
    with pytest.raises(ValueError, match="^only a game of several players can pass a turn$"):
        Game.new(7).pass_turn()
    duel = Game.new(7, mode="challenge", players=2)
    duel.end()
    with pytest.raises(GameOver, match="^the game is over; no turn can be passed$"):
        duel.pass_turn()
    assert duel.passes == []


def _stuck_after_the_corner():
    """Blockers (0,0)-stones at (1,0) and (1,1); the touchstone (0,1) fits beside them, then (1,1) comes.

    Placed on the corner (0, 0), the next stone has nowhere to go; placed on (2, 0), it fits on (3, 0) only.
    """
    return position([(1, 0, 0, 0), (1, 1, 0, 0)], [[0, 1], [1, 1], [5, 5]])


def test_undo_and_a_new_placement_decide_again_whether_the_game_is_stuck():
    game = _stuck_after_the_corner()
    assert game.end_reason is None
    game.place(Square(0, 0))
    assert game.end_reason == "stuck" and game.stuck_stone == Stone(1, 1)
    game.undo()
    assert game.end_reason is None and game.touchstone == Stone(0, 1)
    game.place(Square(2, 0))
    assert game.end_reason is None and game.legal_squares() == [Square(3, 0)]


def test_undo_in_a_cooperative_game_gives_back_the_second_players_points():
    game = Game.new(8, mode="cooperative", players=2)
    first = game.place(game.legal_squares()[0])
    second = game.place(game.legal_squares()[-1])
    assert (first.player, second.player, first.total, second.total, game.score) == (0, 1, 0, 1, 1)
    assert len(game.tallies) == 1
    assert game.undo() == second
    assert game.score == 0 and game.current_player == 1


def test_why_illegal_follows_the_games_strict_rule():
    items = [(5, 2, 1, 2), (6, 3, 3, 5), (5, 4, 1, 4), (4, 3, 0, 5)]     # N and S share colour 1: opposite
    strict = position(items, [[1, 5]], rules=RuleSet(strict_four_way=True))
    assert strict.why_illegal(Square(5, 3)) == ("In a strict 4-Way the two stones matched by colour must touch "
                                                "corner to corner.")
    assert position(items, [[1, 5]]).why_illegal(Square(5, 3)) is None


def _full_board_but(holes, pouch, **options):
    """Every square filled except ``holes``: around (5, 3) a 4-Way the strict rule forbids for (1, 5).

    (11, 7) takes (1, 5) beside (10, 7) = (1, 0) by colour and (11, 6) = (2, 5) by symbol.
    """
    special = {(5, 2): (1, 2), (6, 3): (3, 5), (5, 4): (1, 4), (4, 3): (0, 5), (10, 7): (1, 0), (11, 6): (2, 5)}
    items = [(c, r, *special.get((c, r), (4, 4))) for r in range(8) for c in range(12) if (c, r) not in holes]
    return position(items, pouch, **options)


def test_a_strict_game_offers_and_takes_only_what_the_strict_rule_allows():
    holes = [(5, 3), (11, 7)]
    plain = _full_board_but(holes, [[1, 5], [2, 2]])
    strict = _full_board_but(holes, [[1, 5], [2, 2]], rules=RuleSet(strict_four_way=True))
    assert plain.legal_squares() == [Square(5, 3), Square(11, 7)]
    assert strict.legal_squares() == [Square(11, 7)]
    with pytest.raises(IllegalPlacement, match=r"^In a strict 4-Way the two stones matched by colour must touch"):
        strict.place(Square(5, 3))
    assert plain.place(Square(5, 3)).four_way


def test_a_stone_that_only_fits_a_forbidden_4way_ends_a_strict_game():
    strict = _full_board_but([(5, 3)], [[1, 5], [2, 2]], rules=RuleSet(strict_four_way=True))
    assert strict.end_reason == "stuck" and strict.stuck_stone == Stone(1, 5)
    assert _full_board_but([(5, 3)], [[1, 5], [2, 2]]).end_reason is None


def test_in_challenge_play_the_tally_is_the_players_to_move_unless_named():
    game = Game.new(3, mode="challenge", players=2)
    for _ in range(3):
        game.place(max(game.legal_squares(), key=lambda sq: len(game.board.neighbour_stones(sq))))
    assert [p.total for p in game.history] == [2, 1, 0]
    assert game.current_player == 1 and game.tally().score == 1 and game.tally(0).score == 2
    assert game.final_score() == 2 and game.final_score(1) == 1


def test_every_cooperative_player_has_the_teams_score_and_no_end_bonus_before_the_end():
    game = Game.new(8, mode="cooperative", players=2)
    game.place(game.legal_squares()[-1])
    game.place(game.legal_squares()[-1])
    assert game.final_score(1) == game.final_score(0) == 2


def test_the_end_bonus_waits_for_the_end():
    free = [Square(5, 5), Square(9, 6)]
    items = [(c, r, 0, 0) for r in range(8) for c in range(12) if Square(c, r) not in free][:70]
    game = position(items, [(0, 0), (0, 0)])
    assert game.stones_left == 2 and game.end_bonus() == 0 and game.final_score() == 0
