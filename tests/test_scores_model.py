"""The pure high-score boards: ranking, qualifying, Today's date, merging and the file format."""

import pytest

from ishido_retro.scores import highscores as hs
from ishido_retro.scores.highscores import Entry, HighScores

DAY = "2026-11-22"
NEXT_DAY = "2026-11-23"


def E(name, score=0, four_ways=0, stones_left=10, mode="solitaire", scoring="modern", date=DAY, ident=None):
    return Entry(name=name, score=score, four_ways=four_ways, stones_left=stones_left, mode=mode,
                 scoring=scoring, date=date, stoneset="Ishido", deal=7, id=ident or f"id-{name}")


def names(entries):
    return [e.name for e in entries]


def test_modern_ranks_by_score_then_four_ways_then_fewer_stones_left():
    scores = HighScores()
    for e in (E("low", 100), E("high", 900), E("tie-more-4", 500, four_ways=3), E("tie-fewer-4", 500, four_ways=1),
              E("tie-fewer-left", 500, four_ways=1, stones_left=2)):
        scores.add(e)
    assert names(scores.board("all_time", "modern", DAY)) == ["high", "tie-more-4", "tie-fewer-left", "tie-fewer-4",
                                                             "low"]


def test_ancient_ranks_emptied_pouch_first_then_four_ways_then_stones_left():
    scores = HighScores()
    for e in (E("many-4-not-empty", 99999, four_ways=9, stones_left=1, scoring="ancient"),
              E("empty-1", 10, four_ways=1, stones_left=0, scoring="ancient"),
              E("empty-3", 10, four_ways=3, stones_left=0, scoring="ancient"),
              E("few-left", 10, four_ways=0, stones_left=3, scoring="ancient"),
              E("many-left", 10, four_ways=0, stones_left=20, scoring="ancient")):
        scores.add(e)
    assert names(scores.board("all_time", "ancient", DAY)) == ["empty-3", "empty-1", "many-4-not-empty", "few-left",
                                                              "many-left"]
    assert scores.board("all_time", "modern", DAY) == []


def test_a_board_keeps_ten_and_a_worse_game_does_not_qualify():
    scores = HighScores()
    for i in range(12):
        scores.add(E(f"p{i}", 100 * (i + 1)))
    board = scores.board("all_time", "modern", DAY)
    assert len(board) == 10
    assert board[0].score == 1200 and board[-1].score == 300
    assert scores.qualifies(E("weak", 300)) == ()        # equal to the tenth: the older game keeps its place
    assert scores.qualifies(E("better", 301)) == ("today", "all_time")


def test_hints_and_start_over_keep_a_game_off_all_time_but_not_off_today():
    scores = HighScores()
    assert scores.add(E("hinter", 5000), flags={"hinted"}) == ("today",)
    assert scores.add(E("again", 4000), flags=["restarted"]) == ("today",)
    assert scores.board("all_time", "modern", DAY) == []
    assert names(scores.board("today", "modern", DAY)) == ["hinter", "again"]


def test_tournament_games_go_only_to_the_tournament_board():
    scores = HighScores()
    assert scores.add(E("t", 100, mode="tournament")) == ("tournament",)
    assert scores.add(E("s", 50)) == ("today", "all_time")
    assert names(scores.board("tournament", "modern", DAY)) == ["t"]
    assert names(scores.board("today", "modern", DAY)) == ["s"]
    scores.clear("tournament")
    assert scores.board("tournament", "modern", DAY) == []
    assert names(scores.board("all_time", "modern", DAY)) == ["s"]


def test_todays_board_empties_when_the_date_changes():
    scores = HighScores()
    scores.add(E("yesterday", 9000, date=DAY))
    assert names(scores.board("today", "modern", DAY)) == ["yesterday"]
    assert scores.board("today", "modern", NEXT_DAY) == []
    # A modest game the next day still makes Today's: yesterday's do not count against it.
    for i in range(10):
        scores.add(E(f"y{i}", 10000 + i, date=DAY))
    assert scores.add(E("today", 5, date=NEXT_DAY)) == ("today",)
    assert names(scores.board("today", "modern", NEXT_DAY)) == ["today"]
    scores.roll_date(NEXT_DAY)
    assert names(scores.boards["today"]["modern"]) == ["today"]
    assert len(scores.board("all_time", "modern", NEXT_DAY)) == 10


def test_place_names_the_rank():
    scores = HighScores()
    scores.add(E("a", 300))
    b = E("b", 500)
    scores.add(b)
    assert scores.place("all_time", b) == 1
    assert scores.place("all_time", E("absent", 1)) is None
    assert scores.places(E("c", 400)) == {"today": 2, "all_time": 2}
    assert scores.places(E("d", 900), flags={"hinted"}) == {"today": 1}


def test_merge_loses_no_entry_of_either_copy_and_keeps_one_of_each_game():
    base = HighScores()
    base.add(E("shared", 700))
    ours = hs.scores_from_data(hs.yaml.safe_load(hs.format_scores(base)))
    theirs = hs.scores_from_data(hs.yaml.safe_load(hs.format_scores(base)))
    ours.add(E("ours", 500))
    theirs.add(E("theirs", 600))
    # Two different games with the very same numbers are both kept (they differ by id).
    ours.add(E("twin", 100, ident="a"))
    theirs.add(E("twin", 100, ident="b"))
    merged = hs.merge(ours, theirs, DAY)
    assert names(merged.board("all_time", "modern", DAY)) == ["shared", "theirs", "ours", "twin", "twin"]
    assert names(merged.board("today", "modern", DAY)) == ["shared", "theirs", "ours", "twin", "twin"]


def test_merge_drops_an_old_todays_board_and_cuts_to_size():
    ours, theirs = HighScores(), HighScores()
    theirs.add(E("old", 50, date=DAY))
    for i in range(8):
        ours.add(E(f"o{i}", i + 1, date=NEXT_DAY))
        theirs.add(E(f"t{i}", 100 + i, date=NEXT_DAY))
    merged = hs.merge(ours, theirs, NEXT_DAY)
    assert names(merged.boards["today"]["modern"]) == ["t7", "t6", "t5", "t4", "t3", "t2", "t1", "t0", "o7", "o6"]
    # All-Time keeps yesterday's game while it ranks, cut to ten.
    assert names(merged.boards["all_time"]["modern"]) == ["t7", "t6", "t5", "t4", "t3", "t2", "t1", "t0", "old", "o7"]


def test_the_file_round_trips_every_field():
    scores = HighScores(last_name="Ann")
    scores.add(E("Ann", 1234, four_ways=3, stones_left=0))
    scores.add(E("Bob", 10, four_ways=1, stones_left=0, scoring="ancient"))
    scores.add(E("Cy", 77, mode="tournament"))
    text = hs.format_scores(scores)
    assert text.startswith("format: ishido-scores/1\n")
    again = hs.parse_scores(text)
    assert again == scores
    assert again.boards["all_time"]["modern"][0] == Entry("Ann", 1234, 3, 0, "solitaire", "modern", DAY, "Ishido", 7,
                                                          "id-Ann")


@pytest.mark.parametrize(("text", "error", "fragment"), [
    ("boards: [unclosed", hs.ScoresSyntaxError, "not valid YAML at line 1"),
    ("- a list\n", hs.ScoresSyntaxError, "does not hold a mapping"),
    (b"\x00\x01", hs.ScoresSyntaxError, "binary"),
    ("format: !!int ''\n", hs.ScoresSyntaxError, "The scores file holds a value YAML cannot build"),
    ("boards: " + "[" * 400 + "]" * 400 + "\n", hs.ScoresSyntaxError, "The scores file is nested too deeply"),
    ("a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                                                 for p, c in zip("abcdefgh", "bcdefghi")),
     hs.ScoresSyntaxError, "The scores file holds too many values"),
    ("boards: {}\n", hs.ScoresFormatError, "no 'ishido-scores/1' format line"),
    ("format: ishido-record/1\n", hs.ScoresFormatError, "no 'ishido-scores/1' format line"),
    ("format: ishido-scores/2\n", hs.ScoresFormatError, "newer than this game reads"),
    ("format: ishido-scores/1\nboards: 3\n", hs.ScoresEntryError, "'boards' must be a mapping"),
    ("format: ishido-scores/1\nboards: {today: {modern: [5]}}\n", hs.ScoresEntryError,
     "entry 1 of board today modern must be a mapping"),
    ("format: ishido-scores/1\nboards: {today: {modern: [{name: A, score: -1, four_ways: 0, stones_left: 0,"
     " mode: solitaire, date: '2026-01-01', stoneset: S}]}}\n", hs.ScoresEntryError, "score must be a whole number"),
    ("format: ishido-scores/1\nboards: {today: {modern: [{name: A, score: 1, four_ways: 0, stones_left: 0,"
     " mode: tournament, date: '2026-01-01', stoneset: S}]}}\n", hs.ScoresEntryError,
     "a tournament game cannot be on board today"),
    ("format: ishido-scores/1\nboards: {today: {modern: [{name: A, score: 1, four_ways: 0, stones_left: 0,"
     " mode: solitaire, date: 'Tuesday', stoneset: S}]}}\n", hs.ScoresEntryError, "date must be written YYYY-MM-DD"),
    ("format: ishido-scores/1\nlast_name: [x]\n", hs.ScoresEntryError, "last_name must be a name"),
])
def test_faults_are_named_by_their_own_error(text, error, fragment):
    with pytest.raises(error, match=fragment):
        hs.parse_scores(text)


def test_unknown_keys_and_boards_are_ignored():
    scores = hs.parse_scores("format: ishido-scores/1\ncolour: red\nboards: {weekly: {}, today: {blitz: []}}\n")
    assert scores == HighScores()


def test_renamed_trims_and_fills_in_a_name():
    assert hs.renamed(E("x"), "  Ann   Lee ").name == "Ann Lee"
    assert hs.renamed(E("x"), "   ").name == "Anonymous"
    assert hs.renamed(E("x"), "N" * 40).name == "N" * 24


def test_a_tournament_game_started_over_makes_no_board():
    scores = HighScores()
    assert scores.add(E("again", 900, mode="tournament"), {"restarted"}) == ()
    assert scores.add(E("t", 100, mode="tournament"), set()) == ("tournament",)
    assert names(scores.board("tournament", "modern", DAY)) == ["t"]


def test_a_game_enters_a_board_only_with_something_its_scoring_counts():
    scores = HighScores()                                 # empty boards: anything with merit ranks first
    assert scores.qualifies(E("nothing", 0)) == () and scores.places(E("nothing", 0)) == {}
    assert scores.add(E("nothing", 0)) == () and scores.board("today", "modern", DAY) == []
    assert scores.missed(E("nothing", 0)) == (hs.NOTHING_COUNTED, ("today", "all_time"))
    assert scores.qualifies(E("one point", 1)) == ("today", "all_time")
    assert scores.missed(E("one point", 1)) is None
    # the Ancient Way counts stones placed and 4-Ways, not points: 66 left is none placed
    assert scores.qualifies(E("none placed", 0, stones_left=66, scoring="ancient")) == ()
    assert scores.qualifies(E("one placed", 0, stones_left=65, scoring="ancient")) == ("today", "all_time")


def test_why_a_game_entered_no_board():
    scores = HighScores()
    for i in range(10):
        scores.add(E(f"p{i}", 500 + i))
    assert scores.missed(E("weak", 500)) == (hs.OUTRANKED, ("today", "all_time"))   # as good as the tenth
    assert scores.missed(E("hinted", 200), {"hinted"}) == (hs.OUTRANKED, ("today",))
    assert scores.missed(E("t", 900, mode="tournament"), {"restarted"}) == (hs.NO_BOARD, ())
    assert scores.missed(E("t", 0, mode="tournament")) == (hs.NOTHING_COUNTED, ("tournament",))
