"""Game Review through the scripted runner: opened from Game Over and from the Help menu, stepped, dumped."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run

from ishido_retro import layout
from ishido_retro.layout import STONE
from ishido_retro.ui.theme import STONE_BANK, stone_source

pytestmark = pytest.mark.usefixtures("pyxel_ready")


@pytest.fixture
def ended(home):
    """Deal 5, six moves of the fixed simple player, then Game > End Game: the Game Over requester is up."""
    app = run([{"seed": 5}])
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    return app


def test_review_opens_from_game_over_and_steps_through_the_moves(ended, tmp_path):
    app = ended
    assert app.state()["dialog"]["title"] == "Game Over"
    labels = [m.label for m in app.windows[-1].walk() if hasattr(m, "label")]
    assert labels[-4:] == ["OK", "Review", "Scores", "New Game"]
    run([{"click": {"widget": "Review"}}], app=app)
    first = app.state()["review"]
    assert {k: first[k] for k in ("move", "of", "played", "best", "loss")} == \
        {"move": 1, "of": 6, "played": [6, 3], "best": [4, 3], "loss": 10.2}
    assert first["ready"] >= 1 and first["verdict"] == "Less room" and first["label"] == "Less room, short by 10.2"
    assert app.state()["dialog"] == {"title": "Game Review", "focus": "Next",
                                      "text": "Move 1 of 6: Master leaves more room for stones."}
    run([{"click": {"widget": "Next"}}], app=app)
    assert {k: app.state()["review"][k] for k in ("move", "played", "best", "loss")} == \
        {"move": 2, "played": [6, 2], "best": [7, 3], "loss": 0.5}
    run([{"wait": 6}], app=app)                                  # one more move looked at each frame
    review = app.state()["review"]
    assert review["ready"] == 6 and review["summary"] == "4 of 6 as good as Master's; biggest loss: move 4."
    # losses by move: 10.2, 0.5, 0.0, 10.6, 0.0, 3.9; two fell short (5.0 or more): Worst shows the bigger loss
    # first, then the other, then the first again, from whichever move is on show
    run([{"click": {"widget": "Worst"}}], app=app)
    assert {k: app.state()["review"][k] for k in ("move", "loss", "label")} == \
        {"move": 4, "loss": 10.6, "label": "Fewer points, short by 10.6"}
    run([{"click": {"widget": "Worst"}}], app=app)
    assert {k: app.state()["review"][k] for k in ("move", "loss", "label")} == \
        {"move": 1, "loss": 10.2, "label": "Less room, short by 10.2"}
    run([{"click": {"widget": "Worst"}}], app=app)
    assert app.state()["review"]["move"] == 4
    run([{"key": "end"}, {"click": {"widget": "Worst"}}], app=app)
    assert app.state()["review"]["move"] == 4                    # stepped away: Worst starts again at the top
    run([{"key": "right"}, {"key": "right"}, {"key": "right"}], app=app)
    assert app.state()["review"]["move"] == 6                    # it stops at the last move
    run([{"key": "home"}], app=app)
    assert app.state()["review"]["move"] == 1
    run([{"click": {"widget": "Last"}}, {"click": {"widget": "Prev"}}], app=app)
    assert app.state()["review"]["move"] == 5
    run([{"click": {"widget": "Close"}}], app=app)
    assert "review" not in app.state()
    assert app.state()["dialog"] is None          # the name was asked in Game Over, entered as Review left it


def test_the_review_screen_marks_the_played_square_and_masters(ended):
    import pyxel

    app = ended
    run([{"click": {"widget": "Review"}}], app=app)
    played, best = (6, 3), (4, 3)
    x, y = layout.square_origin(*played)
    assert [pyxel.pget(x + d, y + d) for d in range(4)] == \
        [layout.ROLE_BLACK, layout.ROLE_WHITE, layout.ROLE_WHITE, layout.ROLE_BLACK]      # the player's frame
    x, y = layout.square_origin(*best)
    assert [pyxel.pget(x + d, y + d) for d in range(4)] == \
        [layout.ROLE_BLACK, layout.ROLE_ACCENT, layout.ROLE_ACCENT, layout.ROLE_BLACK]    # Master's ring
    # inside the ring, the stone to place drawn faint: its pixels on every other square of a checkerboard
    stone_bank = pyxel.images[STONE_BANK]
    sx, sy = stone_source(*app.windows[-1].tasks[0].view.touchstone)
    inside = [(i, j) for i in range(5, STONE - 5) for j in range(5, STONE - 5)]
    drawn = [(i, j) for i, j in inside if pyxel.pget(x + i, y + j) == stone_bank.pget(sx + i, sy + j)]
    assert len(inside) // 3 < len(drawn) < len(inside)


def test_the_review_flags_the_stone_placed_before_the_move_on_show(ended):
    from test_last_move import flagged

    app = ended
    run([{"click": {"widget": "Review"}}], app=app)
    moves = [t.played for t in app.windows[-1].tasks]
    assert not any(flagged(square) for square in moves)                 # move 1: no stone placed before it
    run([{"click": {"widget": "Last"}}], app=app)
    assert [flagged(square) for square in moves] == [False] * 4 + [True, False]


def test_help_game_review_is_offered_once_the_game_is_over(home):
    app = run([{"seed": 5}])
    item = next(i for m in app.menubar.menus if m.title == "Help" for i in m.items if i.label == "Game Review…")
    assert not item.is_enabled()                                 # no moves yet
    run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    assert not item.is_enabled()                                 # the game goes on: no review of a live game
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["title"] == "Game Over"       # the name asked in it
    run([{"click": {"widget": "OK"}}], app=app)
    assert item.is_enabled()
    run([{"menu": ["Help", "Game Review…"]}], app=app)
    assert app.state()["review"]["of"] == 1 and app.state()["review"]["move"] == 1
    run([{"key": "escape"}], app=app)
    assert "review" not in app.state()


def test_a_move_as_good_as_masters_shows_no_shortfall_beside_it(ended):
    import pyxel

    from ishido_retro.ui import draw
    from ishido_retro.ui.play.review import PANEL_H, PANEL_W, PANEL_X

    app = ended
    run([{"click": {"widget": "Review"}}, {"wait": 6}, {"click": {"widget": "Last"}}], app=app)
    review = app.state()["review"]
    assert (review["move"], review["loss"], review["verdict"], review["label"]) == (6, 3.9, "As good", "As good")
    # under "As good", "You +N pts" and "Master +N pts" (six lines) the panel is empty: no "Short 3.9"
    top = 22 + 3 + 6 * draw.LINE_H
    inked = {(x, y) for y in range(top, 22 + PANEL_H - 2) for x in range(PANEL_X + 2, PANEL_X + PANEL_W - 2)
             if pyxel.pget(x, y) != draw.BG}
    assert inked == set()


def test_the_shortfall_says_what_its_figure_is_in_the_panel_and_in_help(ended, monkeypatch):
    """Issue 31 point 9: "Short by 9.5" had no unit. The panel says it is Master's estimate, in the
    game's 8-pixel letters like the rest of the panel, and Help > Strategy says what the figure counts."""
    from textfit import recording

    from ishido_retro.storage.texts import load_text
    from ishido_retro.ui import draw
    from ishido_retro.ui.play.review import PANEL_H, PANEL_W, PANEL_X

    app = ended
    run([{"click": {"widget": "Review"}}, {"wait": 6}, {"click": {"widget": "Worst"}}], app=app)
    assert app.state()["review"]["loss"] == 10.6
    with recording(monkeypatch) as rec:
        app.draw()
    panel = [t for t in rec.texts if PANEL_X <= t.x < PANEL_X + PANEL_W and 22 <= t.y < 22 + PANEL_H]
    assert [t.s for t in panel] == ["Fewer", "points", "You", "+0 pts", "Master", "+1 pt",
                                    "Short 10.6", "in Master's", "estimate"]
    assert {t.h for t in panel} == {draw.CHAR_H}
    assert all(t.x + t.w <= PANEL_X + PANEL_W - 2 and t.y + t.h <= 22 + PANEL_H - 1 for t in panel)
    strategy = load_text("strategy")
    section = strategy[strategy.index("# Game Review"):]
    for words in ("Master's estimate", "not points", "4-Way chances", "A 4-Way made at once"):
        assert words in section, words


def test_worst_says_so_while_moves_are_still_to_be_looked_at(ended):
    app = ended
    run([{"click": {"widget": "Review"}}], app=app)
    window = app.windows[-1]
    window.analyser.reviews = {m: window.analyser.reviews[m] for m in (1, 2)}   # as slices leave it early on
    window.next_worst()                                                # move 1 fell short by 10.2, move 2 did not
    review = app.state()["review"]
    assert (review["move"], review["said"]) == (1, "Worst so far: 2 of 6 looked at.")
    window.analyser.reviews = {m: window.analyser.reviews[m] for m in (2,)}
    window.next_worst()
    assert app.state()["review"]["said"] == "No loss yet: 1 of 6 looked at."
    run([{"click": {"widget": "Next"}}], app=app)
    assert app.state()["review"]["said"] is None                     # a step: the move's own sentence again
    run([{"wait": 6}, {"click": {"widget": "Worst"}}], app=app)
    assert app.state()["review"]["ready"] == 6 and app.state()["review"]["said"] is None
    assert app.state()["review"]["move"] == 4


def test_best_steps_to_the_players_best_moves_in_turn_by_button_tap_and_key(ended):
    """Issue 45 point 5: Best, beside Worst. Of the six moves (losses 10.2, 0.5, 0.0, 10.6, 0.0, 3.9) moves 2, 3, 5
    and 6 were as good as Master's; move 2 paid a point, the others none, and move 3 was Master's own square."""
    app = ended
    run([{"click": {"widget": "Review"}}, {"wait": 6}], app=app)
    assert app.state()["review"]["best_shown"] is None and app.state()["review"]["worst_shown"] is None
    run([{"click": {"widget": "Best"}}], app=app)
    review = app.state()["review"]
    assert {k: review[k] for k in ("move", "loss", "label", "best_shown", "said")} == \
        {"move": 2, "loss": 0.5, "label": "As good", "best_shown": 2, "said": None}
    assert app.state()["dialog"]["text"] == "Move 2 of 6: Yours is as good as Master's."
    run([{"click": {"widget": "Best"}}], app=app)
    review = app.state()["review"]
    assert {k: review[k] for k in ("move", "loss", "label", "best_shown")} == \
        {"move": 3, "loss": 0.0, "label": "Master's choice", "best_shown": 3}
    run([{"tap": {"widget": "Best"}}], app=app)                     # a finger: the same button
    assert app.state()["review"]["move"] == 5
    run([{"key": "b"}, {"key": "b"}], app=app)                        # the B key: then round to the first again
    assert (app.state()["review"]["move"], app.state()["review"]["best_shown"]) == (2, 2)
    run([{"key": "w"}], app=app)                                      # the W key is Worst's
    assert {k: app.state()["review"][k] for k in ("move", "worst_shown", "best_shown")} == \
        {"move": 4, "worst_shown": 4, "best_shown": 2}
    run([{"key": "b"}], app=app)                                      # away from its move: Best starts at the top
    assert app.state()["review"]["move"] == 2


def _fits_the_strip(said: str) -> bool:
    from ishido_retro import layout
    from ishido_retro.ui import draw
    return draw.text_width(said) <= layout.STATUS_RECT[2] - 6


@pytest.mark.parametrize("said", ["Worst so far: 71 of 72 looked at.", "Best so far: 71 of 72 looked at.",
                                  "No loss yet: 71 of 72 looked at.", "None as good yet: 71 of 72 looked at.",
                                  "Every move was as good as Master's.", "No move was as good as Master's."])
def test_what_worst_and_best_say_fits_the_strip_whole_at_the_longest(said):
    assert _fits_the_strip(said)          # "Worst of the 4 looked at; 2 moves still to look at." was cut short


def test_best_says_so_while_moves_are_still_to_be_looked_at(ended):
    app = ended
    run([{"click": {"widget": "Review"}}], app=app)
    window = app.windows[-1]
    reviews = dict(window.analyser.reviews)
    window.analyser.reviews = {m: reviews[m] for m in (1, 2)}          # as slices leave it early on
    window.next_best()                                                 # move 1 fell short, move 2 did not
    review = app.state()["review"]
    assert (review["move"], review["said"]) == (2, "Best so far: 2 of 6 looked at.")
    window.analyser.reviews = {m: reviews[m] for m in (1,)}
    window.next_best()
    assert app.state()["review"]["said"] == "None as good yet: 1 of 6 looked at."
    assert app.state()["review"]["move"] == 2                        # it stays where it was
    window.go(1)
    window.tasks = window.tasks[:1]                                    # a game of one move, that fell short
    window.next_best()
    assert app.state()["review"]["said"] == "No move was as good as Master's."


def test_the_pad_reaches_best_as_it_reaches_worst(ended):
    """The pad's D-pad walks the buttons (First, Prev, Next, Last, Worst, Best, Close), its A presses."""
    app = ended
    run([{"click": {"widget": "Review"}}, {"wait": 6}] + [{"pad": "dpad_down"}] * 6, app=app)
    assert app.state()["dialog"]["focus"] == "Best"
    run([{"pad": "a"}, {"pad": "a"}], app=app)
    assert (app.state()["review"]["move"], app.state()["review"]["best_shown"]) == (3, 3)
    run([{"pad": "dpad_up"}, {"pad": "a"}], app=app)
    assert (app.state()["dialog"]["focus"], app.state()["review"]["move"]) == ("Worst", 4)
