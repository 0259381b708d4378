"""Golden screens of the real app, driven headless: a changed screen fails and shows where.

After a deliberate change, rewrite the screens meant to change, by name (see tests/golden.py):
``pytest -m "" tests/test_golden.py tests/test_widgets.py --update-golden=play,menu-file``.
"""

from __future__ import annotations

import re

import pytest
from helpers import run

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", {"?": "about"}.get(text, text).lower()).strip("-")


def test_title(golden):
    from ishido_retro.ui.title.screen import ANIMATION_TICKS
    app = run([])
    golden("title-opening")                                 # the first frame: the painting alone
    run([{"wait": ANIMATION_TICKS + 2}], app=app)           # the name brushed in, the stones set down
    golden("title")


def test_a_four_way_in_progress(golden):
    from test_effects import before_a_four_way
    app = run([{"click": [160, 100]}])
    square = before_a_four_way(app)
    run([{"click": {"square": list(square)}}, {"wait": 6}], app=app)
    golden("play-four-way")


def test_play_screen(golden):
    app = run([{"seed": 1}])
    golden("play")
    for _ in range(5):
        run([{"click": {"square": list(app.game.legal_squares()[0])}}], app=app)
    run([{"click": [160, 190]}, {"wait": 2}], app=app)        # the mouse away from the board
    golden("play-five-moves")


def test_play_screen_showing_possible_moves(golden):
    run([{"seed": 1}, {"menu": ["Help", "Always Show Moves"]}, {"click": [160, 190]}])
    golden("play-possible-moves")


def _hold_menu(app, index, item=None):
    """Hold the right button over menu ``index`` (and over its item ``item``) and draw a frame."""
    import pyxel
    bar = app.menubar
    tx, ty, tw, th = bar.title_rect(index)
    pyxel.set_mouse_pos(tx + tw // 2, ty + th // 2)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    app.frame()
    app.frame()
    if item is not None:
        ix, iy, iw, ih = bar.panel(index).item_rect(item)
        pyxel.set_mouse_pos(ix + iw // 2, iy + ih // 2)
        app.frame()
        app.frame()


def _release_far(app):
    import pyxel
    pyxel.set_mouse_pos(160, 190)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
    app.frame()
    app.frame()


def test_every_menu_open(golden):
    app = run([{"seed": 1}])
    titles = [m.title for m in app.menubar.menus]
    assert len(titles) >= 6
    for i, title in enumerate(titles):
        _hold_menu(app, i)
        assert app.state()["menu_open"]
        golden(f"menu-{slug(title)}")
        _release_far(app)
        assert not app.state()["menu_open"]


def test_open_submenus(golden):
    app = run([{"seed": 1}])
    bar = app.menubar
    for mi, menu in enumerate(bar.menus):
        for ii, item in enumerate(menu.items):
            if item.submenu is not None:
                _hold_menu(app, mi, ii)
                golden(f"menu-{slug(menu.title)}-{slug(item.label)}")
                _release_far(app)


def test_requesters(golden, monkeypatch):
    from ishido_retro.ui.play import leftgame
    monkeypatch.setattr(leftgame, "keep_left_game", lambda *_args: False)     # Quit asks only when it cannot keep
    app = run([{"seed": 5}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"menu": ["File", "Quit"]}], app=app)
    assert app.state()["dialog"]["title"] == "Quit"
    golden("requester-quit")
    run([{"click": {"widget": "Cancel"}}, {"menu": ["Help", "Show Pouch…"]}], app=app)
    assert app.state()["dialog"]["title"] == "Show Pouch"
    golden("requester-hint-warning")


def test_show_pouch(golden):
    app = run([{"seed": 1}, {"menu": ["Help", "Show Pouch…"]}])
    if app.windows and app.windows[-1].find("Show"):
        run([{"click": {"widget": "Show"}}], app=app)
    golden("show-pouch")


def test_each_board_with_its_set(golden):
    app = run([{"seed": 1}])
    names = app.themes.stoneset_names()
    assert len(names) == 8 and app.settings.matching_board
    for name in names:
        run([{"menu": ["Choices", "Stonesets", name]}, {"seed": 1}], app=app)
        assert (app.settings.stoneset, app.settings.board) == (name, name)
        for _ in range(4):
            run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"wait": 30}], app=app)
        run([{"click": [160, 190]}, {"wait": 2}], app=app)
        golden(f"board-{slug(name)}")


def test_requesters_of_a_game(golden):
    app = run([{"seed": 3}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"wait": 30}, {"menu": ["Game", "End Game"]}],
        app=app)
    assert app.state()["dialog"]["title"] == "End Game"
    golden("requester-end-game")
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["title"] == "Game Over"
    assert "\nFinal score: 1 point.\n" in app.state()["dialog"]["text"]     # one point, not "1 points"
    golden("requester-game-over")          # the name asked in it (issue 47)
    run([{"click": {"widget": "OK"}}], app=app)
    from ishido_retro.ui.scores.window import NameRequester  # a second player's name (Challenge) asks so
    app.open(NameRequester({"today": 1, "all_time": 1}, ""))
    run([{"wait": 1}], app=app)
    assert app.state()["dialog"]["title"] == "A High Score!"
    golden("requester-high-score-name")
    run([{"click": {"widget": "Cancel"}}, {"menu": ["Game", "Tournament…"]}], app=app)
    golden("requester-tournament-setup")


def test_more_requesters(golden):
    app = run([{"seed": 3}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"wait": 30}], app=app)
    for path, name in ((["Game", "New Game"], "new-game"), (["Game", "Start Game Over"], "start-game-over"),
                       (["Game", "Play Deal…"], "play-deal"), (["Choices", "Oracle"], "oracle-question"),
                       (["Scores", "Statistics…"], "statistics")):
        run([{"menu": path}, {"wait": 2}], app=app)
        assert app.state()["dialog"] is not None, name
        golden(f"requester-{name}")
        run([{"key": "escape"}, {"wait": 2}], app=app)
        assert app.state()["dialog"] is None, name


def test_statistics_against_par(golden):
    from ishido_retro.scores.parstats import DealAgainstPar, ParStatistics
    from ishido_retro.scores.statistics import Statistics
    from ishido_retro.ui.scores.window import StatisticsWindow
    deals = (DealAgainstPar(644533553, "modern", 6, 12300, 0, (10, 71400, 0)),
             DealAgainstPar(77, "ancient", 3, 0, 5, (7, 0, 0)), DealAgainstPar(1156998433, "modern", 2, 80, 9, None))
    app = run([{"seed": 3}])
    app.open(StatisticsWindow(Statistics(games=3, par=ParStatistics(deals))))
    run([{"key": "p"}, {"wait": 1}], app=app)
    assert app.state()["dialog"]["text"].startswith("Deals played: 3; par known for 2\n")
    golden("statistics-par")


def test_the_tournament_board_with_its_par(golden, monkeypatch):
    from test_par_screens import tournament_board_with_its_par
    tournament_board_with_its_par(monkeypatch)
    golden("scores-tournament-par")


SHOWN_HOME = "/home/ann/.local/share/ishido-retro"     # the data folder the dialogs show in the golden screens


def test_the_stoneset_and_board_dialogs(golden, monkeypatch):
    from ishido_retro.storage import ownsets
    monkeypatch.setattr(ownsets, "folder_text", lambda kind: f"{SHOWN_HOME}/{kind}s")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"wait": 2}])
    golden("choices-stonesets")
    run([{"key": "down"}, {"wait": 2}], app=app)            # Rameses marked: the screen behind shows it too
    golden("choices-stonesets-rameses")
    run([{"key": "escape"}, {"menu": ["Choices", "Boards"]}, {"wait": 2}], app=app)
    golden("choices-boards")


def test_game_review(golden):
    from helpers import greedy_square
    app = run([{"seed": 5}])
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "Review"}},
         {"wait": 8}, {"click": {"widget": "Last"}}, {"click": [300, 190]}], app=app)
    assert app.state()["review"]["move"] == 6 and app.state()["review"]["ready"] == 6
    golden("game-review")


def test_game_review_beside_the_par(golden, monkeypatch):
    from helpers import greedy_square
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")      # the deal's par, found at once in a scripted run
    app = run([{"seed": 5}])
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}, {"wait": 30}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "Review"}},
         {"wait": 8}, {"click": {"widget": "Last"}}, {"click": {"widget": "Par"}}, {"click": [300, 190]}], app=app)
    assert app.state()["review"]["beside"]["move"] == 6
    golden("game-review-par")


def test_text_windows(golden):
    app = run([{"seed": 1}, {"menu": ["Help", "Rules…"]}])
    golden("text-rules")
    run([{"click": {"widget": "Down"}}, {"click": {"widget": "Exit"}}, {"menu": ["?", "About Ishido…"]}], app=app)
    golden("text-about")


@pytest.mark.parametrize("score, four_ways", [(0, 0), (49, 1), (1994, 3), (127_600, 12), (3_888_888, 20)])
def test_scoreboard(golden, score, four_ways):
    from ishido_retro.ui.play.scoreboard import draw_scoreboard
    run([{"seed": 1}])                 # the Ishido board's palette
    for graphic in (True, False):
        draw_scoreboard(score, four_ways, graphic)
        golden(f"scoreboard-{'roman' if graphic else 'arabic'}-{score}", crop=layout.SCOREBOARD_RECT)


@pytest.mark.parametrize("remaining", [66, 33, 1, 0])
def test_pouch(golden, remaining):
    from ishido_retro.ui.play.scoreboard import draw_pouch
    run([{"seed": 1}])
    draw_pouch(remaining)
    golden(f"pouch-{remaining}", crop=layout.POUCH_RECT)


def _sample_screens(tmp_path, monkeypatch):
    """A golden folder under tmp_path holding ``sample`` (40 x 30), and that screen with 3 pixels changed."""
    import golden as golden_module
    from PIL import Image

    monkeypatch.setattr(golden_module, "GOLDEN", tmp_path / "golden")
    screen = Image.new("RGB", (40, 30), (10, 20, 30))
    assert golden_module.compare("sample", screen, tmp_path, golden_module.Update(None)) == \
        golden_module.Change("sample")                                             # created
    changed = screen.copy()
    for xy in [(5, 7), (6, 7), (12, 9)]:
        changed.putpixel(xy, (200, 0, 0))
    return golden_module, screen, changed


def test_a_changed_screen_fails_naming_its_pixels_and_box(tmp_path, monkeypatch):
    from PIL import Image

    golden_module, screen, changed = _sample_screens(tmp_path, monkeypatch)
    assert golden_module.compare("sample", screen.copy(), tmp_path) is None        # the same: passes
    with pytest.raises(AssertionError, match=r"sample: 3 pixels differ .* inside x 5\.\.12, y 7\.\.9.*"
                                             r"--update-golden=sample$"):
        golden_module.compare("sample", changed, tmp_path)
    diff = Image.open(tmp_path / "sample-diff.png")
    assert diff.size == ((40 * 3 + 8) * 3, 30 * 3)
    assert diff.getpixel(((2 * 40 + 8 + 5) * 3 + 1, 7 * 3 + 1)) == (255, 0, 0)   # marked in red
    with pytest.raises(AssertionError, match="no golden image"):
        golden_module.compare("missing", screen, tmp_path)
    assert (tmp_path / "missing-actual.png").exists()


def test_an_update_rewrites_only_the_screens_named_and_says_what_changed(tmp_path, monkeypatch):
    from PIL import Image

    golden_module, screen, changed = _sample_screens(tmp_path, monkeypatch)
    path = tmp_path / "golden" / "sample.png"
    before = path.read_bytes()
    out = tmp_path / "updates"
    for others in (golden_module.Update(frozenset({"play", "menu-file"})), None):
        with pytest.raises(AssertionError, match="sample: 3 pixels differ"):
            golden_module.compare("sample", changed, out, others)                  # not named: refused
        assert path.read_bytes() == before
    with pytest.raises(AssertionError, match="no golden image"):
        golden_module.compare("missing", screen, out, golden_module.Update(frozenset({"sample"})))
    assert not (tmp_path / "golden" / "missing.png").exists()
    named = golden_module.Update(frozenset({"sample"}))
    assert golden_module.compare("sample", screen.copy(), out, named) is None     # equal: not rewritten
    assert path.read_bytes() == before
    change = golden_module.compare("sample", changed, out, named)
    assert change == golden_module.Change("sample", 3, (5, 7, 12, 9), out / "sample-diff.png")
    assert change.line() == f"sample: rewritten, 3 pixels changed inside x 5..12, y 7..9; " \
                            f"expected | actual | changes in red: {out / 'sample-diff.png'}"
    assert Image.open(path).convert("RGB").tobytes() == changed.tobytes()
    assert Image.open(out / "sample-diff.png").size == ((40 * 3 + 8) * 3, 30 * 3)


def test_the_update_options_name_screens_or_ask_for_all():
    from golden import Update

    assert Update.from_options(None, False) is None
    assert Update.from_options(" , ", False) is None
    assert Update.from_options("play, menu-file.png", False) == Update(frozenset({"play", "menu-file"}))
    assert Update.from_options(None, True) == Update(None) and Update(None).allows("anything")
    assert not Update(frozenset({"play"})).allows("play-five-moves")
    with pytest.raises(ValueError, match="not tests/test_golden.py"):      # a file where a name belongs
        Update.from_options("tests/test_golden.py", False)


def test_the_summary_lists_each_change_and_the_names_no_test_drew():
    from types import SimpleNamespace

    from conftest import GoldenUpdates
    from golden import Update

    summary = GoldenUpdates(Update(frozenset({"play", "pley"})))
    for when, props in (("call", [("golden-seen", "title")]), ("teardown", [("golden-seen", "title")]),
                        ("teardown", [("golden-seen", "play"), ("golden-change", "play: rewritten, 3 pixels")])):
        summary.pytest_runtest_logreport(SimpleNamespace(when=when, user_properties=props))
    lines = []
    reporter = SimpleNamespace(section=lambda title: lines.append(f"== {title}"),
                               write_line=lambda line, **markup: lines.append(line))
    summary.pytest_terminal_summary(reporter)
    assert lines == ["== golden screens", "play: rewritten, 3 pixels",
                     "1 rewritten; 1 compared and left as they were.",
                     "named, but no test that ran drew them (nothing written): pley"]


def test_stoneset_editor_editing_a_stone(golden):
    from ishido_retro.editor.runner import run_editor_script
    run_editor_script([{"click": {"widget": "stone 2 3"}}, {"click": {"widget": "colour 4"}},
                       {"click": {"widget": "Mirror H"}}, {"click": {"widget": "pixel 3 3"}},
                       {"click": [300, 196]}])
    golden("editor-editing-a-stone")


def test_the_lessons_window(golden):
    run([{"seed": 1}, {"menu": ["Help", "Lessons"]}, {"click": {"widget": "A 4-Way at the Edge"}}])
    golden("lessons-window")


def test_a_lesson_in_progress(golden):
    run([{"seed": 1}, {"menu": ["Help", "Lessons"]}, {"click": {"widget": "A 4-Way at the Edge"}},
         {"click": {"widget": "Start"}}, {"click": {"square": [11, 5]}}, {"click": {"square": [9, 7]}},
         {"wait": 30}, {"click": {"square": [11, 4]}}, {"click": {"widget": "OK"}}, {"click": [160, 195]},
         {"wait": 2}])
    golden("lesson-in-progress")


def test_a_refused_square_is_marked_and_the_status_line_says_why(golden):
    """Issue 40: no window; a cross on the square (one of the board's light squares that touches no stone) and
    the rule on the status line."""
    app = run([{"seed": 1}, {"click": {"square": [5, 5]}}, {"wait": 2}])
    assert app.state()["dialog"] is None and app.state()["refused_square"] == [5, 5]
    golden("play-refused")
