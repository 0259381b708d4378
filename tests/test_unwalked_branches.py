"""Branches no other test walked (issue 29): Undo against the computer once the Oracle has locked a move, the
sentence of a game that reached no high-score board in both scorings, Game Review's Worst, and the names of the
64 hexagrams against the reference table."""

from __future__ import annotations

import pytest
from helpers import dump, greedy_square, run

from ishido_retro.oracle.augury import hexagram_title
from ishido_retro.scores.highscores import OUTRANKED, Entry
from ishido_retro.ui.scores.window import missed_sentence

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def undo_item(state):
    return next(i for i in state["menus"]["Help"] if i["label"] == "Undo Previous Move")


# --- Undo against the computer after the Oracle's lock --------------------------------------------------------

def test_undo_is_not_offered_against_the_computer_once_the_oracle_has_locked_the_players_move(tmp_path):
    app = run([{"seed": 9}])
    app.setup.configure("cooperative", "modern", False, True)          # the player, then the computer
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    app.control.lock_undo("The Oracle has read this move; it stays.")   # as a reading of a 4-Way does
    run([{"wait": 60}], app=app)                                        # the computer answers
    moves = list(app.game.moves)
    assert len(moves) == 2 and app.state()["turn"] == 0
    state = dump(app, tmp_path)
    assert undo_item(state)["enabled"] is False                        # only the computer's move could go back
    run([{"key": "ctrl+z"}, {"wait": 60}], app=app)
    assert app.game.moves == moves and app.state()["dialog"] is None    # nothing taken back, nothing replayed


# --- a game that reached no board ------------------------------------------------------------------------------

def entry(scoring, score, four_ways, stones_left):
    return Entry("Ann", score, four_ways, stones_left, "solitaire", scoring, "2026-11-22", "Ishido", None, "a1")


@pytest.mark.parametrize(("made", "boards", "sentence"), [
    (entry("modern", 1994, 2, 5), ("today", "all_time"),
     "This game (1,994 points) did not reach Today's Scores or All-Time Highs: each holds ten games as good or "
     "better."),
    (entry("modern", 1, 0, 70), ("all_time",),
     "This game (1 point) did not reach All-Time Highs: it holds ten games as good or better."),
    (entry("ancient", 1994, 2, 5), ("today", "all_time"),
     "This game (2 4-Ways and 5 stones left) did not reach Today's Scores or All-Time Highs: each holds ten "
     "games as good or better."),
    (entry("ancient", 0, 1, 1), ("today",),
     "This game (1 4-Way and 1 stone left) did not reach Today's Scores: it holds ten games as good or better."),
], ids=["modern-both", "modern-one", "ancient-both", "ancient-one"])
def test_the_sentence_of_a_game_that_reached_no_board(made, boards, sentence):
    assert missed_sentence(made, OUTRANKED, boards) == sentence


@pytest.mark.parametrize("scoring", ["modern", "ancient"])
def test_a_game_below_ten_better_ones_is_told_so_at_its_end(tmp_path, scoring):
    from ishido_retro.storage import scorefiles
    for i in range(10):       # full boards of far better games
        scorefiles.add_score(Entry(f"P{i}", 10**6 + i, 12, 0, "solitaire", scoring, "2026-11-22", "Ishido", None,
                                   f"p{i}"), frozenset(), "2026-11-22")
    app = run([{"date": "2026-11-22"}, {"seed": 11}, {"menu": ["Game", "Ancient" if scoring == "ancient" else
                                                               "Modern"]}])
    assert app.match.scoring == scoring
    for _ in range(3):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)      # said in Game Over itself
    text = app.state()["dialog"]["text"]
    if scoring == "modern":
        what = f"{app.game.final_score():,} points"
    else:
        what = f"0 4-Ways and {app.game.stones_left} stones left"
    assert text.split("\n\n")[-1] == (f"This game ({what}) did not reach Today's Scores or All-Time Highs: each "
                                       "holds ten games as good or better.")


# --- Game Review's Worst ---------------------------------------------------------------------------------------

def lit_pixels(x, y, w, h, colour):
    import pyxel

    return {(i - x, j - y) for i in range(x, x + w) for j in range(y, y + h) if pyxel.pget(i, j) == colour}


def test_the_review_panel_shows_the_move_that_lost_most_as_worst(home):
    import pyxel

    from ishido_retro import layout
    from ishido_retro.ui import draw
    from ishido_retro.ui.play.review import PANEL_W, PANEL_X, SUMMARY_Y

    app = run([{"seed": 5}])              # as test_review_e2e: of six moves, 4 as good as Master's, move 4 lost most
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "Review"}},
         {"wait": 8}], app=app)
    assert app.state()["review"]["summary"] == "4 of 6 as good as Master's; biggest loss: move 4."
    lines = {text: SUMMARY_Y + i * draw.LINE_H for i, text in enumerate(("As good:", "4 of 6", "Worst: 4th",
                                                                          "Best: 2nd"))}
    x, w = PANEL_X + 3, PANEL_W - 6
    shown = {text: lit_pixels(x, y, w, draw.CHAR_H, layout.ROLE_WHITE) for text, y in lines.items()}
    pyxel.cls(0)
    for text, y in lines.items():         # the same words drawn alone, where the panel draws them
        draw.text(x, y, text, layout.ROLE_WHITE)
        assert shown[text] == lit_pixels(x, y, w, draw.CHAR_H, layout.ROLE_WHITE), text


# --- the 64 hexagram names ---------------------------------------------------------------------------------------

# The reference table (../shared/reference/hexagram-names.md: King Wen number, pinyin, the English name of the
# Wilhelm/Baynes translation, where two spellings are common both), copied here so the test runs anywhere.
REFERENCE = (
    (1, "Qian", "The Creative"),
    (2, "Kun", "The Receptive"),
    (3, "Zhun", "Difficulty at the Beginning"),
    (4, "Meng", "Youthful Folly"),
    (5, "Xu", "Waiting"),
    (6, "Song", "Conflict"),
    (7, "Shi", "The Army"),
    (8, "Bi", "Holding Together"),
    (9, "Xiao Chu", "The Taming Power of the Small"),
    (10, "Lu", "Treading"),
    (11, "Tai", "Peace"),
    (12, "Pi", "Standstill"),
    (13, "Tong Ren", "Fellowship with Men"),
    (14, "Da You", "Possession in Great Measure"),
    (15, "Qian", "Modesty"),
    (16, "Yu", "Enthusiasm"),
    (17, "Sui", "Following"),
    (18, "Gu", "Work on What Has Been Spoiled"),
    (19, "Lin", "Approach"),
    (20, "Guan", "Contemplation"),
    (21, "Shi He", "Biting Through"),
    (22, "Bi", "Grace"),
    (23, "Bo", "Splitting Apart"),
    (24, "Fu", "Return"),
    (25, "Wu Wang", "Innocence"),
    (26, "Da Chu", "The Taming Power of the Great"),
    (27, "Yi", "The Corners of the Mouth"),
    (28, "Da Guo", "Preponderance of the Great"),
    (29, "Kan", "The Abysmal"),
    (30, "Li", "The Clinging"),
    (31, "Xian", "Influence"),
    (32, "Heng", "Duration"),
    (33, "Dun", "Retreat"),
    (34, "Da Zhuang", "The Power of the Great"),
    (35, "Jin", "Progress"),
    (36, "Ming Yi", "Darkening of the Light"),
    (37, "Jia Ren", "The Family"),
    (38, "Kui", "Opposition"),
    (39, "Jian", "Obstruction"),
    (40, "Xie", "Deliverance"),
    (41, "Sun", "Decrease"),
    (42, "Yi", "Increase"),
    (43, "Guai", "Break-through / Breakthrough"),
    (44, "Gou", "Coming to Meet"),
    (45, "Cui", "Gathering Together"),
    (46, "Sheng", "Pushing Upward"),
    (47, "Kun", "Oppression"),
    (48, "Jing", "The Well"),
    (49, "Ge", "Revolution"),
    (50, "Ding", "The Caldron / The Cauldron"),
    (51, "Zhen", "The Arousing"),
    (52, "Gen", "Keeping Still"),
    (53, "Jian", "Development"),
    (54, "Gui Mei", "The Marrying Maiden"),
    (55, "Feng", "Abundance"),
    (56, "Lu", "The Wanderer"),
    (57, "Xun", "The Gentle"),
    (58, "Dui", "The Joyous"),
    (59, "Huan", "Dispersion"),
    (60, "Jie", "Limitation"),
    (61, "Zhong Fu", "Inner Truth"),
    (62, "Xiao Guo", "Preponderance of the Small"),
    (63, "Ji Ji", "After Completion"),
    (64, "Wei Ji", "Before Completion"),
)


def test_the_reference_table_is_whole():
    assert [n for n, _, _ in REFERENCE] == list(range(1, 65))


@pytest.mark.parametrize(("number", "pinyin", "english"), REFERENCE, ids=[str(n) for n, _, _ in REFERENCE])
def test_each_hexagram_is_titled_by_its_english_name_and_pinyin_as_the_reference_gives_them(number, pinyin, english):
    title = hexagram_title(number)                       # as the augury's headings show it: "1. The Creative (Qian)"
    assert title in {f"{number}. {name} ({pinyin})" for name in english.split(" / ")}
