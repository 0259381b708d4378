"""Tab follows the screen (issue 31, point 5): in every window and requester the keys walk the widgets left
to right along a row and rows top to bottom (a window of lists side by side, the Names dialog, down each list
in turn: issue 39), once round; the first Tab goes to the first of them (or, when
the keys already act there, to the second), never to a Cancel or Clear out of that order.

Every window a menu item opens is walked with real Tab key events through the runner, and so are the
requesters at the end of a game; each walk is compared with the widgets' places on the screen."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_scores import play_clicks

pytestmark = pytest.mark.usefixtures("pyxel_ready")

# Items that leave the board or the program, or deal a new game without asking: not windows to walk.
NOT_WINDOWS = {"Quit", "Stoneset Editor", "Deal of the Day"}


def rows_overlap(a, b) -> bool:
    return a.y < b.y + b.h and b.y < a.y + a.h


def comes_after(a, b) -> bool:
    """``b`` is read after ``a``: to its right in the same row, or in a lower row."""
    return b.x > a.x if rows_overlap(a, b) else b.y >= a.y + a.h


def first_in_reading(widgets):
    """The widget read first: no other comes before it."""
    return next(w for w in widgets if not any(comes_after(o, w) for o in widgets if o is not w))


def walk(app, run=run) -> list[str]:
    """Tab round the top window's ring; the problems seen (none when the order follows the screen)."""
    window = app.windows[-1]
    ring = window.focus_ring()
    where = f"{window.title or window.name}"
    if len(ring) < 2:
        return []
    start = window.focused_widget()
    seen = []
    for _ in ring:
        run([{"key": "tab"}], app=app)
        assert app.windows and app.windows[-1] is window, f"{where}: Tab closed the window"
        seen.append(window.focused_widget())
    problems = []
    if sorted(map(id, seen)) != sorted(map(id, ring)):
        problems.append(f"{where}: Tab did not visit every stop once: {[w.name for w in seen]}")
    first = first_in_reading(ring)
    if start.focused:          # a field the window opened on: Tab goes on from it
        later = [w for w in ring if comes_after(start, w)]
        wanted = first_in_reading(later) if later else first
    else:                      # else to the first widget, or past it when the keys already act there
        wanted = first if start is not first else first_in_reading([w for w in ring if comes_after(first, w)])
    if seen[0] is not wanted:
        problems.append(f"{where}: the first Tab went to {seen[0].name}, not {wanted.name}")
    columns = bool(window.tab_order)      # a window of lists side by side (the Names dialog) goes down each one
    wraps = [(a.name, b.name) for a, b in zip(seen, seen[1:] + seen[:1])
             if not comes_after(a, b) and not (columns and b.x >= a.x + a.w)]
    if len(wraps) != 1:
        problems.append(f"{where}: Tab goes against the screen: {wraps} in {[w.name for w in seen]}")
    return problems


def menu_paths(menus) -> list[list[str]]:
    """The enabled items of the menus as runner paths (a submenu's items as three names)."""
    paths = []
    for title, items in menus.items():
        for item in items:
            if not item["enabled"] or item["label"].rstrip("…") in NOT_WINDOWS:
                continue
            if "items" in item:
                paths += [[title, item["label"], sub["label"]] for sub in item["items"] if sub["enabled"]]
            else:
                paths.append([title, item["label"]])
    return paths


def close_windows(app, run=run) -> None:
    for _ in range(6):
        if not app.windows:
            return
        run([{"key": "escape"}], app=app)
    while app.windows:
        app.windows[-1].close(None)
        run([{"wait": 1}], app=app)


def test_every_window_of_the_menus_walks_in_screen_order(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    play_clicks(app, moves=2)
    problems: list[str] = []
    walked = []
    for path in menu_paths(app.state()["menus"]):
        if path not in menu_paths(app.state()["menus"]):        # ghosted now
            continue
        run([{"menu": path}], app=app)
        if app.windows:
            walked.append(app.windows[-1].title or app.windows[-1].name)
            problems += walk(app)
        close_windows(app)
        if app.state()["screen"] != "play":
            run([{"seed": 11}], app=app)
            play_clicks(app, moves=2)
    assert len(walked) >= 20, walked
    assert problems == [], "\n".join(problems)


def test_the_requesters_at_the_end_of_a_game_walk_in_screen_order(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    play_clicks(app, moves=3)
    problems = []
    run([{"menu": ["Game", "End Game"]}], app=app)
    for title, answer in (("End Game", "OK"), ("Game Over", "Scores"), ("High Scores", "OK")):
        assert app.state()["dialog"]["title"] == title, app.state()["dialog"]
        problems += walk(app)
        run([{"click": {"widget": answer}}], app=app)
    walked = []
    for path in (["Help", "Game Review"], ["Help", "Show Pouch"], ["Choices", "Oracle Journal"]):
        run([{"menu": path}], app=app)        # the game is over: Review and the pouch open with no warning
        walked.append(app.windows[-1].title or app.windows[-1].name)
        problems += walk(app)
        close_windows(app)
    assert len(walked) == 3
    assert problems == [], "\n".join(problems)


def test_every_window_of_the_stoneset_editor_walks_in_screen_order(tmp_path, monkeypatch):
    from ishido_retro.editor.runner import run_editor_script

    monkeypatch.chdir(tmp_path)
    app = run_editor_script([{"wait": 1}], None)
    problems: list[str] = []
    walked = []
    for path in menu_paths(app.state()["menus"]):
        if path not in menu_paths(app.state()["menus"]):
            continue
        run_editor_script([{"menu": path}], None, app=app)
        if app.windows:
            walked.append(app.windows[-1].title or app.windows[-1].name)
            problems += walk(app, run_editor_script)
        close_windows(app, run_editor_script)
    assert len(walked) >= 4, walked
    assert problems == [], "\n".join(problems)


def test_the_augury_walks_in_screen_order(tmp_path, home):
    from test_oracle_e2e import PATH, ask, play_to_the_brink

    app = play_to_the_brink()
    ask(app, "In what order?")
    run([{"click": {"square": list(PATH[2])}}, {"wait": 90}], app=app)
    assert "oracle" in app.state()
    assert walk(app) == []
