"""Every label fits: every window and requester the game can open, and the play screen's strips, drawn with
the longest words they can be given, keep each text inside its box, clear of the others and uncut
(tests/textfit.py says how). The game draws its 320 x 200 screen whole at every window size it
offers (pyxel scales it by whole pixels), so what fits here fits at every size.

The list is built from the code: every subclass of ``Window`` in the game and the editor must have a
sample below (a new window fails the first test until it has one), and every item of every menu is
chosen in five situations, each window it opens checked.
"""

from __future__ import annotations

import importlib
import pkgutil
from concurrent.futures import Future
from dataclasses import replace

import pytest
import textfit
from helpers import greedy_square, run
from textfit import SCREEN, problems, recording

import ishido_retro
from ishido_retro import layout
from ishido_retro.engine import Square, Stone
from ishido_retro.ui.widgets.base import Window

pytestmark = pytest.mark.usefixtures("pyxel_ready")

LONG = "W" * 24                # the longest name a player or a seat can have, in the widest letter


def window_classes() -> set[type]:
    """Every kind of window the game and its editor define."""
    import ishido_retro.editor as editor
    for package in (ishido_retro, editor):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if not module.name.endswith("__main__"):
                importlib.import_module(module.name)
    found, todo = set(), [Window]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("ishido_retro") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def check(window: Window, monkeypatch, where: str) -> list[str]:
    """Draw ``window`` alone and say what does not fit in it (and whether it fits the screen)."""
    with recording(monkeypatch) as rec:
        window.draw()
    rect = (window.x, window.y, window.w, window.h)
    off = [] if textfit.inside(rect, SCREEN) else [f"{where}: the window {rect} leaves the screen"]
    return off + problems(rec, where, rect)


def check_screen(app, monkeypatch, where: str, strips: bool = True) -> list[str]:
    """The screen's own words, with the menu bar down and up (then the board's strip moves to the status line);
    ``strips``: the board's title strip and status line are boxes (a lesson draws its own bands)."""
    found = []
    for up in (False, True):
        app.menubar.active = up
        with recording(monkeypatch) as rec:
            if strips:
                rec.box(*layout.TITLE_RECT)
                rec.box(*layout.STATUS_RECT)
            app.screen.draw()
        app.menubar.active = False
        found += problems(rec, f"{where}{' (menus up)' if up else ''}")
    return found


# --- a sample of every window, with the longest words it can be given ------------------------------------------

def _reading(question: str):
    from ishido_retro.oracle.cast import Reading
    centre = (Square(5, 3), Stone(0, 0))
    around = [(Square(4, 3), Stone(0, 1)), (Square(6, 3), Stone(0, 2)), (Square(5, 2), Stone(1, 0)),
              (Square(5, 4), Stone(2, 0))]
    return Reading.from_four_way(question, centre, around, 1_790_000_000.0, "yarrow")


def _entries(scoring: str):
    from ishido_retro.scores.highscores import Entry
    modes = ("cooperative", "challenge", "solitaire", "tournament")
    return [Entry(LONG, 3_888_888 - n, 12, n % 3, modes[n % 4], scoring, "2026-11-22", "Inner Shapes", 2**31 - 1,
                  f"id{n}") for n in range(10)]


def _finished_game():
    app = run([{"seed": 5}])
    for _ in range(6):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    return app


def sample_windows(tmp_path):
    """(name, window) pairs: at least one of every window class, filled as full as it gets."""
    app = _finished_game()
    yield from _requesters(app.settings, tmp_path)
    yield from _texts_and_oracle()
    yield from _scores()
    yield from _game_windows(app)
    yield from _editor_windows(tmp_path)


def _editor_windows(tmp_path):
    """The stoneset editor's own windows: Import Picture's question for a long-named picture, the names, Preview
    on Board of a set with a long name, a colour's requester saying why its longest value is no colour."""
    from PIL import Image

    from ishido_retro.editor.boardpreview import BoardPreview
    from ishido_retro.editor.importing import import_requester
    from ishido_retro.editor.requesters import copy_name_requester, names_requester
    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.storage.stonesets import import_picture
    picture = tmp_path / ("a-picture-with-a-rather-long-name-" + "x" * 30 + ".png")
    Image.new("RGB", (4096, 17), (200, 30, 30)).save(picture)
    question = import_requester(import_picture(picture), lambda: None)
    yield "ImportRequester", question
    question.close("Cancel")          # the screen's colours back as they were
    editor = run_editor_script([])
    editor.screen.doc.set_names("W" * 40, LONG, LONG, ["W" * 24] * 6, ["W" * 24] * 6)
    yield "names requester", names_requester(editor.screen.doc)
    yield "copy name requester", copy_name_requester("W" * 40, "W" * 40 + ".png", lambda _n: None)
    yield "BoardPreview", BoardPreview(editor.screen)
    from ishido_retro.editor.colourdialog import ColourDialog
    colour = ColourDialog(editor.screen.doc, 15, lambda _said: None)
    colour.hex.value = "#######"          # the longest value the field takes, and what OK says of it
    colour.choose("OK")
    yield "ColourDialog", colour
    from ishido_retro.editor.working import Working
    long_path = tmp_path / ("a folder named at great length " * 3).strip() / ("W" * 40 + ".gpl")
    yield "Working", Working("Export Palette", f"Saving the colours of {'W' * 40!r} as {long_path}…", lambda: None)


def _requesters(settings, tmp_path):
    from ishido_retro.ui.oracle.views import question_dialog
    from ishido_retro.ui.play.modes import setup_requester, timer_requester, tournament_name_requester
    from ishido_retro.ui.scores.window import NameRequester
    from ishido_retro.ui.widgets import EntryRequester, FileRequester, Requester

    folder = tmp_path / ("a folder with a long name " * 3).strip()
    folder.mkdir()
    for name in ("x" * 70 + ".yaml", "game.yaml"):
        (folder / name).write_text("")
    (folder / ("a drawer named at great length " * 2).strip()).mkdir()
    yield "Requester", Requester("Save Augury", "a-rather-long-file-name-for-an-augury.txt exists. Replace it, or "
                                 "append this augury to it?", buttons=("Replace", "Append", "Cancel"))
    yield "EntryRequester", tournament_name_requester(99, False, lambda _n: None)
    yield "EntryRequester (Oracle)", question_dialog("Q" * 80, lambda _r: None)
    problem = EntryRequester("Play Deal", "The deal number:", check=lambda _v: "A deal number is a whole number "
                             "from 1 to 2147483647.")
    problem.choose("OK")
    yield "EntryRequester (a problem said)", problem
    for mode in ("solitaire", "cooperative", "tournament", "challenge"):
        yield f"set-up {mode}", setup_requester(mode, settings, True, True, lambda _c: None)
    for kind in ("tournament", "challenge"):
        yield f"timer {kind}", timer_requester(kind, settings, lambda _v: None)
    yield "NameRequester", NameRequester({"today": 10, "all_time": 10}, LONG)
    from ishido_retro.ui.play.endband import GameOverWindow
    from ishido_retro.ui.play.gameover import EndSlot
    from ishido_retro.ui.widgets.requester import SettledRequester
    slot = EndSlot()
    slot.ask_name({"today": 10, "all_time": 10}, LONG, lambda _a: None)
    yield "GameOverWindow", GameOverWindow("The stone on the touchstone fits nowhere on the board.\nFinal score: "
                                           "3,888,888 points.", ["OK", "Review", "Scores", "New Game"], slot,
                                           lambda: True, lambda: "Par for deal 2147483647: 12 4-Ways, 3,888,888 "
                                           "points; you made 11", on_close=lambda _a: None)
    yield "SettledRequester", SettledRequester("Resume?", "A game was in progress when Ishido last closed. Resume "
                                               "the game you left?", buttons=("Resume", "Not Now"))
    yield "FileRequester", FileRequester("Load Game", folder, mode="load", pattern=(".yaml",))


def _texts_and_oracle():
    from ishido_retro.storage.texts import load_text, shipped_texts
    from ishido_retro.texts import wrap_text
    from ishido_retro.ui.help.textview import AboutWindow, TextWindow
    from ishido_retro.ui.oracle.views import AuguryWindow, JournalWindow

    for cls, name, title in ((TextWindow, "oracle", "The Oracle of the Stones"), (AboutWindow, "about", "About")):
        yield cls.__name__, cls(title, wrap_text(load_text(name), TextWindow.CHARS_PER_LINE))
    yield "AuguryWindow", AuguryWindow(_reading("Q" * 80), shipped_texts(), on_save=lambda _r: None)
    yield "JournalWindow", JournalWindow([_reading("Q" * 80), _reading("Where?")], lambda _r: None,
                                         note="The journal could not be used; it is kept as x.txt and a new one begun.")


def _scores():
    from ishido_retro.scores.statistics import Statistics
    from ishido_retro.ui.scores.window import HighScoresWindow, StatisticsWindow

    boards = ("today", "all_time", "tournament")
    for scoring in ("modern", "ancient"):
        for graphic in (True, False):
            for board in boards:
                shown = {b: _entries(scoring) for b in boards}
                window = HighScoresWindow(shown, scoring, graphic, highlight=shown[board][3], first=board,
                                          on_clear=lambda _b: None)
                window.add_scoring_switch(lambda s: {b: _entries(s) for b in boards})
                yield f"HighScoresWindow {scoring} {board} {'Roman' if graphic else 'Arabic'}", window
    stats: Future = Future()
    stats.set_result(Statistics(games=123_456, by_kind={(m, s): 12_345 for m in ("solitaire", "cooperative",
                                "challenge", "tournament") for s in ("modern", "ancient")}, emptied=61_728,
                                mean_four_ways=11.5, best_four_ways=12, scored_games=98_765, mean_score=1_234_567.8,
                                best_score=3_888_888, histogram=tuple(range(100, 113)), skipped=4_321))
    window = StatisticsWindow(stats)
    window.update()
    yield "StatisticsWindow", window


def _game_windows(app):
    from ishido_retro.lessons import LESSONS
    from ishido_retro.players.review import review_tasks
    from ishido_retro.ui.chooser import BoardPreview, Chooser, StonesPreview
    from ishido_retro.ui.lessons.window import LessonEntry, LessonsWindow
    from ishido_retro.ui.play.pouchview import PouchWindow
    from ishido_retro.ui.play.review import ReviewWindow

    game = app.game
    yield "PouchWindow", PouchWindow(game.pouch)
    entries = [LessonEntry(lesson.name, lesson.summary, True) for lesson in LESSONS]
    for i, lesson in enumerate(LESSONS):
        yield f"LessonsWindow {lesson.name}", LessonsWindow(entries, lambda _i: None, i)
    own = {"Your own": "a-players-own-stoneset-" + "W" * 53 + ".png"}     # 80 characters, the most a name has
    names = [*app.themes.stoneset_names(), *own]
    yield "Chooser (stonesets)", Chooser("Stonesets", names, "Your own", StonesPreview(),
                                         ("Other…", "Edit Stoneset…"), lambda _n: None, lambda _c: None, captions=own)
    yield "Chooser (boards)", Chooser("Boards", names, "Your own", BoardPreview(), ("Other…",), lambda _n: None,
                                      lambda _c: None, matching=True, captions=own)
    review = ReviewWindow(review_tasks(game, game.deal.seed or 0), synchronous=True)
    for move in range(1, len(review.tasks) + 1):
        review.go(move)
        review.update()
        yield f"ReviewWindow move {move}", review
    # the largest figures a move can show: Master's 4-Way with its bonuses against a move in the Beyond
    first = review.analyser.reviews[1]
    other = next(sq for sq in (Square(1, 1), Square(2, 2)) if sq != first.played)
    review.analyser.reviews[1] = replace(first, best=other, loss=123_456.75, played_points=0, best_points=987_654,
                                         best_four_way=True, played_four_way=False, best_ready=9, best_dead=9)
    review.analyser.reviews[2] = replace(review.analyser.reviews[2], best=other, loss=0.04, played_points=987_654,
                                         best_points=987_654)
    for move in (1, 2):
        review.go(move)
        yield f"ReviewWindow move {move}, large figures", review


def test_every_kind_of_window_has_a_sample(tmp_path):
    sampled = {type(window) for _, window in sample_windows(tmp_path)}
    missing = sorted(f"{c.__module__}.{c.__qualname__}" for c in window_classes() - sampled)
    assert missing == [], "give each of these a sample in sample_windows()"


def test_every_sample_window_keeps_its_words_in_their_boxes(tmp_path, monkeypatch):
    found = []
    for name, window in sample_windows(tmp_path):
        found += check(window, monkeypatch, name)
    assert not found, "\n" + "\n".join(found)


# --- every menu item in five situations ------------------------------------------------------------------------

def _leaves(app):
    """[Title, Item] or [Title, Item, Sub] for every item of every menu (a dialog of choices counts once)."""
    for menu in app.menubar.menus:
        for item in menu.items:
            if item.submenu is None:
                yield [menu.title, item.label]
            else:
                yield from ([menu.title, item.label, sub.label] for sub in item.submenu)


def _close_all(app, monkeypatch, where, found):
    """Check each window on top, then close it as a player would who wants nothing changed."""
    for _ in range(12):
        if not app.windows:
            return
        top = app.windows[-1]
        found += check(top, monkeypatch, f"{where}: {top.title}")
        for name in ("Cancel", "Close", "Exit", "OK"):
            if top.find(name) is not None and top.find(name) is not top:
                run([{"click": {"widget": name}}], app=app)
                break
        else:
            run([{"key": "escape"}], app=app)
    raise AssertionError(f"{where}: the windows did not close: {[w.title for w in app.windows]}")


def _situations():
    """The title, a game in progress, a long-named tournament player on the clock, long-named challengers on
    the clock, a game just over."""
    yield "title", run([])
    app = run([{"seed": 8}])
    for _ in range(3):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    yield "solitaire", app
    app = run([{"seed": 8}])
    app.settings.tournament_minutes = 60
    app.setup.configure("tournament", "ancient", False, False)
    run([{"type": LONG}, {"click": {"widget": "OK"}}], app=app)
    for _ in range(2):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    yield "tournament", app
    app = run([{"seed": 8}])
    app.settings.challenge_seconds = 60
    app.setup.configure("challenge", "modern", False, False, (LONG, LONG))
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    yield "challenge", app
    app = _finished_game()
    yield "game over", app


def test_every_menu_item_opens_windows_whose_words_fit(monkeypatch):
    found: list[str] = []
    for situation, app in _situations():
        _close_all(app, monkeypatch, situation, found)
        if app.is_playing():
            found += check_screen(app, monkeypatch, f"{situation}: the board")
        for path in _leaves(app):
            if path[-1] == "Quit" and not app.windows:
                continue                              # it would end the run (a game in progress is kept): no window
            bar = app.menubar
            menu = bar.menus[bar.find_menu(path[0])]
            item = menu.items[bar.find_item(menu.items, path[1])]
            target = item if len(path) == 2 else item.submenu[bar.find_item(item.submenu, path[2])]
            if not (item.is_enabled() and target.is_enabled()):
                continue
            run([{"menu": path}], app=app)
            _close_all(app, monkeypatch, f"{situation}: {' > '.join(path)}", found)
            if target.checked is not None and not app.windows:
                run([{"menu": path}], app=app)           # a setting switched: back as it was
                _close_all(app, monkeypatch, f"{situation}: {' > '.join(path)} again", found)
    assert not found, "\n" + "\n".join(found)


def test_every_lesson_keeps_its_words_in_their_boxes(monkeypatch):
    from ishido_retro.lessons import LESSONS
    app = run([])
    found = []
    for i, lesson in enumerate(LESSONS):
        app.lessons.start(i)
        run([{"wait": 2}], app=app)
        found += check_screen(app, monkeypatch, f"the lesson {lesson.name}", strips=False)
        app.lessons.leave()
    assert not found, "\n" + "\n".join(found)


def test_the_checks_see_a_label_wider_than_its_button_two_labels_in_one_place_and_a_cut(monkeypatch):
    from ishido_retro.ui import draw
    from ishido_retro.ui.widgets import Button
    with recording(monkeypatch) as rec:
        Button(10, 10, "A long label", w=40).draw()
        draw.text(100, 30, "one")
        draw.text(110, 33, "two")
        draw.text_outlined(100, 60, "ringed", 1)          # an outline is one label, drawn nine times
        draw.text_fitted(0, 80, "x" * 100, 60)
        draw.text(316, 190, "off")
    assert problems(rec, "here") == [
        "here: 'A long label' at (-6, 12, 72, 8) leaves (0, 0, 320, 200)",
        "here: 'A long label' at (-6, 12, 72, 8) runs past the box (10, 10, 40, 11)",
        "here: 'off' at (316, 190, 18, 8) leaves (0, 0, 320, 200)",
        "here: 'one' at (100, 30, 18, 8) runs into 'two' at (110, 33, 18, 8)",
        f"here: {'x' * 100!r} is cut short"]
